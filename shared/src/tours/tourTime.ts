import { dateTimeFormat } from '../format/intl';

/**
 * Dates and times of a tour are read in the TOUR's time zone (its city's), never the browser's:
 * a 10:00 walk in Lisbon is "10:00 Lisbon time" for someone planning from Tokyo. A tour date is a
 * calendar date ("2031-06-14") with no zone of its own; it is formatted as such (in UTC, so no
 * zone can shift it by a day).
 */

/** "Saturday, 14 June 2031" (style `long`) or "Sat 14 Jun" (`short`), for a tour's calendar date. */
export function formatTourDate(date: string, locale?: string, style: 'long' | 'short' = 'long'): string {
  const instant = new Date(`${date}T12:00:00Z`);
  return dateTimeFormat(
    locale,
    style === 'long'
      ? { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' },
  ).format(instant);
}

/**
 * A calendar date in the past, such as a review's: "Sat 14 Jun" this year, "Sat 14 Jun 2029" for
 * another year, so an old review never passes for a recent one.
 */
export function formatPastDate(date: string, now: Date = new Date(), locale?: string): string {
  const instant = new Date(`${date}T12:00:00Z`);
  const sameYear = instant.getUTCFullYear() === now.getUTCFullYear();
  return dateTimeFormat(
    locale,
    sameYear
      ? { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }
      : { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' },
  ).format(instant);
}

/**
 * A wall-clock time given as "HH:mm" (a departure's local start time), in the locale's own format:
 * "17:00" or "5:00 PM", the same as formatTourTime gives for an instant. Unreadable input is shown as is.
 */
export function formatWallTime(time: string, locale?: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return time;
  const instant = new Date(Date.UTC(2000, 0, 1, Number(match[1]) % 24, Number(match[2])));
  return dateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(instant);
}

/** The wall-clock time of an instant in the tour's zone: "10:00" (or "10:00 AM" where that is the custom). */
export function formatTourTime(instant: string | Date, timeZone: string, locale?: string): string {
  return dateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

/** Date and time of an instant in the tour's zone: "Sat, 14 Jun 2031, 10:00". */
export function formatTourDateTime(instant: string | Date, timeZone: string, locale?: string): string {
  return dateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** "Europe/Lisbon" → "Lisbon", "America/New_York" → "New York". */
export function zoneCityName(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
}

/** The zone's offset at that instant, as people read it: "GMT+1", "GMT-4", "GMT+0". */
export function zoneOffsetLabel(timeZone: string, at: string | Date = new Date()): string {
  const part = dateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(at))
    .find((candidate) => candidate.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** The label every tour time carries: "Lisbon time (GMT+1)". */
export function tourTimeZoneLabel(
  timeZone: string,
  at: string | Date = new Date(),
  cityName?: string,
): string {
  return `${cityName ?? zoneCityName(timeZone)} time (${zoneOffsetLabel(timeZone, at)})`;
}

/** Calendar dates as `Date`s for date pickers, which think in local days: no zone involved either way. */
export function calendarDateToLocalDay(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function localDayToCalendarDate(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export function addCalendarDays(date: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
