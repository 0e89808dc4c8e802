import { numberFormat } from '../format/intl';

/**
 * Money is integer minor units of a currency (cents): never floats on the wire. Intl knows how
 * many decimals each currency has (EUR 2, JPY 0), so the same amount formats right in any.
 */
const digitsCache = new Map<string, number>();

export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** `formatMoney(5500, 'EUR', 'en-GB')` → "€55.00". */
export function formatMoney(amountMinor: number, currency: string, locale?: string): string {
  return numberFormat(locale, { style: 'currency', currency }).format(
    amountMinor / 10 ** currencyDigits(currency),
  );
}

/** Whole major units typed by a person ("55") to minor units (5500); null when not a number. */
export function toMinorUnits(major: string | number, currency: string): number | null {
  const value = typeof major === 'number' ? major : Number(major.replace(',', '.'));
  if (!Number.isFinite(value) || value < 0) return null;
  return Math.round(value * 10 ** currencyDigits(currency));
}
