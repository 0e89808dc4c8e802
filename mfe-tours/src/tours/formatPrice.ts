/** Prices are integer minor units; Intl knows each currency's decimals. */
export function formatPrice(priceMinor: number, currency: string, locale?: string): string {
  const digits =
    new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
    2;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(priceMinor / 10 ** digits);
}

export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
