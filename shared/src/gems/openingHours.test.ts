import { formatTimeOfDay, isGemOpenNow, parseTimeOfDay, todayWeekday, weekdayHours } from './openingHours';

const weekday = { opensMonday: '09:00', closesMonday: '17:00' };
// 2026-11-23 is a Monday.
const at = (iso: string) => new Date(iso);

describe('opening hours', () => {
  it('lists the seven days, Monday first, closed where no hours are given', () => {
    const week = weekdayHours({ ...weekday, opensSunday: 'Closed', closesSunday: null });
    expect(week.map((d) => d.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(week[0]).toEqual({ day: 'Monday', opens: '09:00', closes: '17:00', isClosed: false });
    expect(week[6]).toEqual({ day: 'Sunday', opens: null, closes: null, isClosed: true });
  });

  it.each([
    ['09:00', 540],
    ['9:30', 570],
    ['21:00:00', 1260],
    ['9 am', 540],
    ['9:30 PM', 1290],
    ['12:00 AM', 0],
    ['24:00', 1440],
    ['25:00', null],
    ['9:75', null],
    ['soon', null],
  ] as const)('reads %j as %s minutes', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });

  it('is open between opening and closing time in the given time zone', () => {
    expect(isGemOpenNow(weekday, at('2026-11-23T10:00:00Z'), 'UTC')).toBe(true);
    expect(isGemOpenNow(weekday, at('2026-11-23T08:59:00Z'), 'UTC')).toBe(false);
    expect(isGemOpenNow(weekday, at('2026-11-23T17:00:00Z'), 'UTC')).toBe(false);
    // 16:30 UTC is 17:30 in Madrid (UTC+1 in November): just closed there.
    expect(isGemOpenNow(weekday, at('2026-11-23T16:30:00Z'), 'Europe/Madrid')).toBe(false);
  });

  it('handles hours past midnight, including the spill into the next morning', () => {
    const bar = { opensFriday: '20:00', closesFriday: '02:00' };
    expect(isGemOpenNow(bar, at('2026-11-27T23:00:00Z'), 'UTC')).toBe(true);
    expect(isGemOpenNow(bar, at('2026-11-28T01:30:00Z'), 'UTC')).toBe(true);
    expect(isGemOpenNow(bar, at('2026-11-28T02:30:00Z'), 'UTC')).toBe(false);
    expect(isGemOpenNow(bar, at('2026-11-27T19:00:00Z'), 'UTC')).toBe(false);
  });

  it('treats equal opening and closing times as open all day', () => {
    expect(
      isGemOpenNow({ opensMonday: '00:00', closesMonday: '00:00' }, at('2026-11-23T03:00:00Z'), 'UTC'),
    ).toBe(true);
  });

  it('is closed on a day without hours, and unknown when the gem states none at all', () => {
    expect(isGemOpenNow(weekday, at('2026-11-24T10:00:00Z'), 'UTC')).toBe(false);
    expect(isGemOpenNow({}, at('2026-11-24T10:00:00Z'), 'UTC')).toBeNull();
  });

  it('names today in the given time zone', () => {
    expect(todayWeekday(at('2026-11-23T23:30:00Z'), 'UTC')).toBe('Monday');
    expect(todayWeekday(at('2026-11-23T23:30:00Z'), 'Asia/Tokyo')).toBe('Tuesday');
  });

  it('falls back to the browser time zone for an unknown one', () => {
    expect(() => isGemOpenNow(weekday, at('2026-11-23T10:00:00Z'), 'Not/AZone')).not.toThrow();
  });
});

describe("opening times in the locale's format", () => {
  it('formats "09:00" and "9 pm" as the locale writes times, and leaves unreadable text alone', () => {
    expect(formatTimeOfDay('09:00', 'en-US')).toBe('9:00 AM');
    expect(formatTimeOfDay('9 pm', 'en-GB')).toBe('21:00');
    expect(formatTimeOfDay('sunset', 'en-GB')).toBe('sunset');
  });
});
