// Card input rules: number checked with Luhn, expiry in the future, CVC, holder name.
// Messages never repeat what was typed: a card number must not end up in a log or an error body.

// The digit, Luhn and brand rules are the card form's own (@gaido/shared/card): one definition, so
// the form and the server can never disagree about what a valid card is. The server still checks.
import type { CardBrand } from '@gaido/shared/card';
import { cardBrandOf, cardDigits, passesLuhn } from '@gaido/shared/card';
import { z } from 'zod';

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

export const cardSchema = z
  .object({
    number: z
      .string({ error: 'Card number is required' })
      .max(40, 'Card number is not valid')
      .transform(cardDigits)
      .refine((digits) => digits.length > 0, 'Card number is required')
      .refine((digits) => /^\d{12,19}$/.test(digits), 'Card number must have 12 to 19 digits')
      .refine(passesLuhn, 'Card number is not valid (check the digits)'),
    expMonth: z.coerce
      .number({ error: 'Expiry month is required' })
      .int('Expiry month must be 1 to 12')
      .min(1, 'Expiry month must be 1 to 12')
      .max(12, 'Expiry month must be 1 to 12'),
    expYear: z.coerce
      .number({ error: 'Expiry year is required' })
      .int('Expiry year is not valid')
      .min(0, 'Expiry year is not valid')
      .max(2100, 'Expiry year is not valid')
      .refine((year) => year < 100 || year >= 2000, 'Expiry year is not valid'),
    cvc: z
      .string({ error: 'Security code is required' })
      .trim()
      .regex(/^\d{3,4}$/, 'Security code must be 3 or 4 digits'),
    holderName: z
      .string({ error: 'Name on card is required' })
      .trim()
      .min(2, 'Name on card is required')
      .max(100, 'Name on card must be at most 100 characters'),
  })
  .superRefine((card, context) => {
    const brand = cardBrandOf(card.number);
    if (brand === 'amex' && card.cvc.length !== 4) {
      context.addIssue({
        code: 'custom',
        path: ['cvc'],
        message: 'Security code must be 4 digits for this card',
      });
    } else if (brand !== 'amex' && card.cvc.length !== 3) {
      context.addIssue({ code: 'custom', path: ['cvc'], message: 'Security code must be 3 digits' });
    }
  });

/** The part of a card that may be kept and shown: brand and last four digits. */
export function cardSummary(digits: string): { brand: CardBrand; last4: string } {
  return { brand: cardBrandOf(digits), last4: digits.slice(-4) };
}
