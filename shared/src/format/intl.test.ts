import { describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl';

describe('Intl formatters, built once and reused', () => {
  it('gives the same number formatter for the same locale and options, another for others', () => {
    const euros = numberFormat('en-GB', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('en-GB', { style: 'currency', currency: 'EUR' })).toBe(euros);
    expect(numberFormat('en-GB', { style: 'currency', currency: 'USD' })).not.toBe(euros);
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).not.toBe(euros);
    expect(euros.format(55)).toBe('€55.00');
  });

  it('keeps the default locale apart from a named one', () => {
    expect(numberFormat(undefined, { style: 'percent' })).not.toBe(numberFormat('en', { style: 'percent' }));
  });

  it('gives the same date formatter for the same zone, another for another zone', () => {
    const lisbon = dateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', hour: 'numeric', minute: '2-digit' });
    expect(dateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', hour: 'numeric', minute: '2-digit' })).toBe(
      lisbon,
    );
    const tokyo = dateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: 'numeric', minute: '2-digit' });
    expect(tokyo).not.toBe(lisbon);
    const instant = new Date('2031-06-14T09:00:00Z');
    expect(lisbon.format(instant)).toBe('10:00');
    expect(tokyo.format(instant)).toBe('18:00');
  });

  it("builds a new device-zone formatter once the device's zone has changed", () => {
    const options = { hour: 'numeric', minute: '2-digit' } as const;
    const offset = vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(0);
    const before = dateTimeFormat('en-GB', options);
    expect(dateTimeFormat('en-GB', options)).toBe(before);
    offset.mockReturnValue(-540);
    const after = dateTimeFormat('en-GB', options);
    expect(after).not.toBe(before);
    expect(dateTimeFormat('en-GB', options)).toBe(after);
    // A named zone does not depend on the device's.
    const lisbon = dateTimeFormat('en-GB', { ...options, timeZone: 'Europe/Lisbon' });
    offset.mockReturnValue(60);
    expect(dateTimeFormat('en-GB', { ...options, timeZone: 'Europe/Lisbon' })).toBe(lisbon);
    offset.mockRestore();
  });

  it('throws for what Intl refuses, every time, keeping nothing', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOPE!' })).toThrow(RangeError);
  });
});
