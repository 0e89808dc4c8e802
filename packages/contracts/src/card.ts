/**
 * Card rules, once for the card form and the API (the payment contract's card and
 * api/src/features/payments/card.ts), so a person sees each problem beside its field before anything
 * is sent. The server checks again; its messages map back onto the same fields (`cardErrorsFromIssues`).
 */
export interface CardFields {
  number: string;
  /** "MM/YY" as typed; "MM/YYYY" and "MM / YY" are read too. */
  expiry: string;
  cvc: string;
  holderName: string;
}
export type CardField = keyof CardFields;
export type CardFieldErrors = Partial<Record<CardField, string>>;

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'card';

export const CARD_BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  card: 'Card',
};

export function cardDigits(value: string): string {
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

export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'card';
}

/** Spaces every four digits (4-6-5 for American Express), as printed on the card. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  const groups = cardBrandOf(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let index = 0;
  for (const size of groups) {
    if (index >= digits.length) break;
    parts.push(digits.slice(index, index + size));
    index += size;
  }
  return parts.join(' ');
}

/** MM/YY, MM/YYYY (spaces allowed), or the digits alone as typed on a phone keypad: MMYY, MMYYYY. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match =
    /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value) ?? /^\s*(\d{2})(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year: year < 100 ? 2000 + year : year };
}

export const CARD_MESSAGES = {
  numberRequired: 'Card number is required',
  numberLength: 'Card number must have 12 to 19 digits',
  numberLuhn: 'Card number is not valid (check the digits)',
  expiryRequired: 'Expiry date is required',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expired: 'This card has expired',
  cvcRequired: 'Security code is required',
  cvcThree: 'Security code must be 3 digits',
  cvcFour: 'Security code must be 4 digits for this card',
  holderRequired: 'Name on card is required',
  holderTooLong: 'Name on card must be at most 100 characters',
} as const;

export function validateCardFields(fields: CardFields, now: Date = new Date()): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const digits = cardDigits(fields.number);
  if (!digits) errors.number = CARD_MESSAGES.numberRequired;
  else if (!/^\d{12,19}$/.test(digits)) errors.number = CARD_MESSAGES.numberLength;
  else if (!passesLuhn(digits)) errors.number = CARD_MESSAGES.numberLuhn;

  if (!fields.expiry.trim()) errors.expiry = CARD_MESSAGES.expiryRequired;
  else {
    const expiry = parseExpiry(fields.expiry);
    if (!expiry) errors.expiry = CARD_MESSAGES.expiryFormat;
    // Valid through the last day of the expiry month.
    else if (expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1)
      errors.expiry = CARD_MESSAGES.expired;
  }

  const cvc = fields.cvc.trim();
  const amex = cardBrandOf(digits) === 'amex';
  if (!cvc) errors.cvc = CARD_MESSAGES.cvcRequired;
  else if (amex && !/^\d{4}$/.test(cvc)) errors.cvc = CARD_MESSAGES.cvcFour;
  else if (!amex && !/^\d{3}$/.test(cvc)) errors.cvc = CARD_MESSAGES.cvcThree;

  const holder = fields.holderName.trim();
  if (holder.length < 2) errors.holderName = CARD_MESSAGES.holderRequired;
  else if (holder.length > 100) errors.holderName = CARD_MESSAGES.holderTooLong;
  return errors;
}

/** The body's `card` for `POST /bookings/{id}/pay`; call after `validateCardFields` found nothing. */
export function toCardPayload(fields: CardFields) {
  const expiry = parseExpiry(fields.expiry) ?? { month: 0, year: 0 };
  return {
    number: cardDigits(fields.number),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: fields.cvc.trim(),
    holderName: fields.holderName.trim(),
  };
}

/** The API's validation `issues` (`card.number`, `card.expYear`…) onto the form's fields. */
export function cardErrorsFromIssues(issues: unknown): CardFieldErrors {
  const errors: CardFieldErrors = {};
  if (!Array.isArray(issues)) return errors;
  const fieldOf: Record<string, CardField> = {
    'card.number': 'number',
    'card.expMonth': 'expiry',
    'card.expYear': 'expiry',
    'card.cvc': 'cvc',
    'card.holderName': 'holderName',
  };
  for (const issue of issues) {
    const path = (issue as { path?: unknown }).path;
    const message = (issue as { message?: unknown }).message;
    const field = typeof path === 'string' ? fieldOf[path] : undefined;
    if (field && typeof message === 'string' && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** A fresh key for one payment attempt. */
export function newIdempotencyKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `pay-${random}`;
}
