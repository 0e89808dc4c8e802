import { formatMoney } from '@gaido/shared/tours';

/** Prices are integer minor units; Intl (through @gaido/shared) knows each currency's decimals. */
export function formatPrice(amountMinor: number, currency: string, locale?: string): string {
  return formatMoney(amountMinor, currency, locale);
}

export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Link to a tour's page (the slug form of spec 2). */
export function tourPath(tour: { slug: string; city: { slug: string } }): string {
  return `/tours/${tour.city.slug}/${tour.slug}`;
}
