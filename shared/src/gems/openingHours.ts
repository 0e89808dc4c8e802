/** Opening hours of a gem (spec 3: opensMonday/closesMonday ... opensSunday/closesSunday). */
import { dateTimeFormat } from '../format/intl';
import { type Gem, WEEKDAYS, type Weekday } from './types';

export interface WeekdayHours {
  day: Weekday;
  opens: string | null;
  closes: string | null;
  /** No hours that day. */
  isClosed: boolean;
}

type HoursFields = Partial<Record<`opens${Weekday}` | `closes${Weekday}`, string | null | undefined>>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' && !/^closed$/i.test(value.trim())
    ? value.trim()
    : null;
}

/** The seven days, Monday first, as the gem states them. */
export function weekdayHours(gem: HoursFields): WeekdayHours[] {
  return WEEKDAYS.map((day) => {
    const opens = text(gem[`opens${day}`]);
    const closes = text(gem[`closes${day}`]);
    return { day, opens, closes, isClosed: opens === null || closes === null };
  });
}

/** Minutes since midnight of "09:00", "9:30", "21:00:00", "9 am", "9:30 PM", "24:00"; null if unreadable. */
export function parseTimeOfDay(value: string): number | null {
  const match = /^(\d{1,2})(?:[:.h](\d{2}))?(?::\d{2})?\s*([ap]\.?m\.?)?$/i.exec(value.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const meridiem = match[3]?.toLowerCase().replace(/\./g, '');
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** An opening time ("09:00", "9 pm") in the locale's own time format; unreadable text is shown as is. */
export function formatTimeOfDay(value: string, locale?: string): string {
  const minutes = parseTimeOfDay(value);
  if (minutes === null) return value;
  const instant = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60) % 24, minutes % 60));
  return dateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(instant);
}

/** Weekday and minutes since midnight of `date` in `timeZone` (the browser's zone when omitted or invalid). */
export function localWeekdayAndMinutes(date: Date, timeZone?: string): { weekday: Weekday; minutes: number } {
  try {
    const parts = dateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    const weekday = part('weekday') as Weekday;
    if (WEEKDAYS.includes(weekday)) {
      return { weekday, minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
    }
  } catch {
    // Unknown time zone: fall back to the browser's.
  }
  const weekday = WEEKDAYS[(date.getDay() + 6) % 7] as Weekday;
  return { weekday, minutes: date.getHours() * 60 + date.getMinutes() };
}

/** Today's weekday name in `timeZone`. */
export function todayWeekday(date: Date = new Date(), timeZone?: string): Weekday {
  return localWeekdayAndMinutes(date, timeZone).weekday;
}

interface Interval {
  opens: number;
  closes: number;
}

function intervalOf(hours: WeekdayHours | undefined): Interval | null {
  if (!hours || hours.isClosed || hours.opens === null || hours.closes === null) return null;
  const opens = parseTimeOfDay(hours.opens);
  const closes = parseTimeOfDay(hours.closes);
  return opens === null || closes === null ? null : { opens, closes };
}

/**
 * Is the gem open at `date` in `timeZone`? Handles hours past midnight (opens 20:00, closes 02:00,
 * including the spill into the next morning) and equal open/close times as open all day.
 * null when the gem states no hours at all.
 */
export function isGemOpenNow(
  gem: Pick<Gem, `opens${Weekday}` | `closes${Weekday}`> | HoursFields,
  date: Date = new Date(),
  timeZone?: string,
): boolean | null {
  const week = weekdayHours(gem);
  if (week.every((day) => day.opens === null && day.closes === null)) return null;
  const { weekday, minutes } = localWeekdayAndMinutes(date, timeZone);
  const index = WEEKDAYS.indexOf(weekday);
  const today = intervalOf(week[index]);
  if (today) {
    if (today.opens === today.closes) return true;
    if (today.closes > today.opens && minutes >= today.opens && minutes < today.closes) return true;
    if (today.closes < today.opens && minutes >= today.opens) return true;
  }
  const yesterday = intervalOf(week[(index + 6) % 7]);
  if (yesterday && yesterday.closes < yesterday.opens && minutes < yesterday.closes) return true;
  return false;
}
