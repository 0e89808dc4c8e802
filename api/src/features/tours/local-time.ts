// Tour times are wall-clock times in the tour city's IANA time zone ("10:00 in Lisbon"), and
// every rule (holds, the 24 h cancellation line) compares instants. These helpers convert with
// Intl only — no time-zone library, no dependence on the server's TZ.

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const values: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 1970,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** Minutes to add to UTC to get the local time of `timeZone` at that instant. */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant of a local date and time ("2025-06-14", "10:00") in `timeZone`. A time skipped by
 * a daylight-saving jump resolves to the instant just after the jump.
 */
export function localToInstant(date: string, time: string, timeZone: string): Date {
  // A pure function of its three strings, asked for the same departures over and over (a booking's
  // nearest free slots convert three weeks of them): remembered, as milliseconds (a Date is mutable).
  const key = `${timeZone} ${date} ${time}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    ms = computeInstant(date, time, timeZone);
    if (instants.size >= MAX_REMEMBERED_INSTANTS) instants.delete(instants.keys().next().value as string);
    instants.set(key, ms);
  }
  return new Date(ms);
}

const instants = new Map<string, number>();
const MAX_REMEMBERED_INSTANTS = 50_000;

function computeInstant(date: string, time: string, timeZone: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  const firstGuess = naive - zoneOffsetMinutes(new Date(naive), timeZone) * 60_000;
  const secondOffset = zoneOffsetMinutes(new Date(firstGuess), timeZone);
  return naive - secondOffset * 60_000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar date ("YYYY-MM-DD") at that instant in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  const wall = wallClock(instant, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** "HH:MM" at that instant in `timeZone`. */
export function localTime(instant: Date, timeZone: string): string {
  const wall = wallClock(instant, timeZone);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** Calendar arithmetic on "YYYY-MM-DD" (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return next.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** A real calendar date in YYYY-MM-DD form (rejects 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

// One formatter a zone, kept: building an Intl formatter costs far more than formatting with it.
const describeFormats = new Map<string, Intl.DateTimeFormat>();

/** "Sat, 14 Jun 2025, 10:00" in the tour's zone, for messages people read. */
export function describeLocal(instant: Date, timeZone: string): string {
  let format = describeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    describeFormats.set(timeZone, format);
  }
  return format.format(instant);
}
