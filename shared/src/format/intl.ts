/**
 * Intl formatters, built once per locale and options and reused. Building one is what costs (the first
 * of a kind loads locale data: the home page's first currency formatter took ~70 ms of main thread at
 * 4x CPU throttling); formatting with a built one is cheap. Lists (tour cards, bookings, opening hours)
 * built one per item. A formatter that cannot be built (an unknown time zone or currency) throws, as
 * `new Intl.*` does, and nothing is kept.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function keyOf(locale: string | undefined, options: object): string {
  return `${locale ?? ''}|${JSON.stringify(options)}`;
}

export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Without a `timeZone` a formatter reads the device's zone once, when it is built. A traveller's device
 * changes zone while a tab stays open, so such formatters are kept per the device's current UTC offset
 * (cheap to read): after a change of zone the next call builds one in the new zone.
 */
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const deviceZone = options.timeZone === undefined ? `@${new Date().getTimezoneOffset()}` : '';
  const key = `${keyOf(locale, options)}${deviceZone}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
