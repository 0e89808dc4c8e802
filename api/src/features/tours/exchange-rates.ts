// Sorting tours by price compares every price in one currency. Tours are priced in euros or US
// dollars; dollars are converted at a FIXED rate kept here, not a live market rate. It is reviewed
// by hand when the catalogue's currencies change; `asOf` says when it was set, and the app shows both.

export const PRICE_COMPARISON = {
  base: 'EUR',
  /** Units of each currency for one euro. */
  rates: { EUR: 1, USD: 1.08 } as Record<string, number>,
  asOf: '2026-11-25',
  source: 'a fixed rate kept by Gaido (not a live market rate)',
} as const;

/** A price in minor units of `currency`, in minor units of the base currency (for ordering only). */
export function inBaseCurrency(amountMinor: number, currency: string): number {
  const rate = PRICE_COMPARISON.rates[currency] ?? 1;
  return amountMinor / rate;
}
