// Card input rules (issue 6): number checked with Luhn, expiry in the future, CVC, holder name.
// Messages never repeat what was typed: a card number must not end up in a log or an error body.
import { z } from 'zod';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'card';

/** Digits only: people type spaces and dashes. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index--) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'card';
}

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
      .transform(normalizeCardNumber)
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
    const brand = cardBrand(card.number);
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
  return { brand: cardBrand(digits), last4: digits.slice(-4) };
}
