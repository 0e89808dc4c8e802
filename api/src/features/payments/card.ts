// Card rules the request schema cannot check: expiry against today's date, and what of a card may be
// kept. The card's input rules (Luhn, CVC, holder name) are its contract's (@gaido/contracts,
// payments.Card), built on the card form's own functions (@gaido/contracts/card).
import type { CardBrand } from '@gaido/contracts/card';
import { cardBrandOf } from '@gaido/contracts/card';

export type { CardBrand };

/** Two-digit years are this century's ("27" is 2027). */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = fullYear(expYear);
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return year < currentYear || (year === currentYear && expMonth < currentMonth);
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
}

/** The part of a card that may be kept and shown: brand and last four digits. */
export function cardSummary(digits: string): { brand: CardBrand; last4: string } {
  return { brand: cardBrandOf(digits), last4: digits.slice(-4) };
}
