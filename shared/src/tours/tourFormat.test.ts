// Money and tour times must not depend on the machine's time zone: every test runs under UTC
// and again under a zone far from the tours' (Pacific/Auckland), with the same expectations.
import { formatMoney, toMinorUnits } from './money';
import {
  addCalendarDays,
  calendarDateToLocalDay,
  formatPastDate,
  formatTourDate,
  formatTourDateTime,
  formatTourTime,
  formatWallTime,
  localDayToCalendarDate,
  tourTimeZoneLabel,
  zoneCityName,
} from './tourTime';

const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

for (const machineZone of ['UTC', 'Pacific/Auckland']) {
  describe(`with the machine in ${machineZone}`, () => {
    beforeEach(() => {
      process.env.TZ = machineZone;
    });

    it('formats minor units in the tour’s currency with Intl', () => {
      expect(formatMoney(5500, 'EUR', 'en-GB')).toBe('€55.00');
      expect(formatMoney(12345, 'USD', 'en-US')).toBe('$123.45');
      expect(formatMoney(5500, 'EUR', 'de-DE')).toBe('55,00\u00a0€');
      // Yen has no minor unit: 5500 is ¥5,500.
      expect(formatMoney(5500, 'JPY', 'en-GB')).toBe('JP¥5,500');
      expect(toMinorUnits('55', 'EUR')).toBe(5500);
      expect(toMinorUnits('12,5', 'USD')).toBe(1250);
      expect(toMinorUnits('abc', 'EUR')).toBeNull();
    });

    it('shows a departure’s time in the tour’s zone, whatever the machine’s zone', () => {
      // 09:00 UTC on 14 June 2031 is 10:00 in Lisbon (WEST), 05:00 in New York (EDT), 18:00 in Kyoto.
      const startsAt = '2031-06-14T09:00:00.000Z';
      expect(formatTourTime(startsAt, 'Europe/Lisbon', 'en-GB')).toBe('10:00');
      expect(formatTourTime(startsAt, 'America/New_York', 'en-US')).toBe('5:00 AM');
      expect(formatTourTime(startsAt, 'Asia/Tokyo', 'en-GB')).toBe('18:00');
      expect(formatTourDateTime(startsAt, 'Asia/Tokyo', 'en-GB')).toBe('Sat, 14 Jun 2031, 18:00');
      // Past midnight in Auckland, still the 14th in Lisbon (the first line proves the zone switch took).
      expect(new Date('2031-06-14T22:30:00.000Z').getDate()).toBe(machineZone === 'UTC' ? 14 : 15);
      expect(formatTourDateTime('2031-06-14T22:30:00.000Z', 'Europe/Lisbon', 'en-GB')).toBe(
        'Sat, 14 Jun 2031, 23:30',
      );
    });

    it('labels times with the tour city and its offset on that day', () => {
      expect(tourTimeZoneLabel('Europe/Lisbon', '2031-06-14T09:00:00Z')).toBe('Lisbon time (GMT+1)');
      expect(tourTimeZoneLabel('Europe/Lisbon', '2031-01-14T09:00:00Z')).toBe('Lisbon time (GMT+0)');
      expect(tourTimeZoneLabel('America/New_York', '2031-01-14T09:00:00Z', 'New York')).toBe(
        'New York time (GMT-5)',
      );
      expect(zoneCityName('America/Sao_Paulo')).toBe('Sao Paulo');
    });

    it('keeps a tour date the same calendar day in text and in a date picker', () => {
      expect(formatTourDate('2031-06-14', 'en-GB')).toBe('Saturday, 14 June 2031');
      expect(formatTourDate('2031-06-14', 'en-GB', 'short')).toBe('Sat 14 Jun');
      const day = calendarDateToLocalDay('2031-06-14');
      expect(day.getDate()).toBe(14);
      expect(localDayToCalendarDate(day)).toBe('2031-06-14');
      expect(addCalendarDays('2031-03-29', 2)).toBe('2031-03-31');
      expect(addCalendarDays('2031-12-31', 1)).toBe('2032-01-01');
    });
  });
}

describe('one time format everywhere, and dates with their year when not this one', () => {
  it("formats a departure's HH:mm in the locale, as formatTourTime formats an instant", () => {
    expect(formatWallTime('17:00', 'en-US')).toBe(formatTourTime('2031-06-14T17:00:00Z', 'UTC', 'en-US'));
    expect(formatWallTime('17:00', 'en-US')).toBe('5:00 PM');
    expect(formatWallTime('17:00', 'en-GB')).toBe('17:00');
    expect(formatWallTime('soon')).toBe('soon');
  });

  it('shows a past date without the year this year, and with it otherwise', () => {
    const now = new Date('2031-08-01T10:00:00Z');
    expect(formatPastDate('2031-06-14', now, 'en-GB')).toBe('Sat 14 Jun');
    expect(formatPastDate('2029-06-14', now, 'en-GB')).toBe('14 Jun 2029');
  });
});
