import { cancellationTermsFor, hasFreeCancellation } from './cancellationTerms';

const base = { freeCancellationHours: 24, timezone: 'Europe/Lisbon', cityName: 'Lisbon' };

describe('cancellation terms of one departure', () => {
  it('promises free cancellation until 24 hours before a start that is further away', () => {
    const now = new Date('2031-06-10T09:00:00Z');
    const terms = cancellationTermsFor({ ...base, startsAt: '2031-06-14T09:00:00Z', now });
    expect(terms).toMatch(/^Free cancellation until .*(Jun 13|13 Jun),? 2031.* \(Lisbon time\)\.$/);
    expect(hasFreeCancellation('2031-06-14T09:00:00Z', 24, now)).toBe(true);
  });

  it('says there is no free cancellation for a start less than 24 hours away', () => {
    const now = new Date('2031-06-14T10:00:00Z');
    const terms = cancellationTermsFor({ ...base, startsAt: '2031-06-15T09:00:00Z', now });
    expect(terms).not.toContain('Free cancellation until');
    expect(terms).toBe(
      'No free cancellation: this time starts in less than 24 hours, so once paid the booking cannot be cancelled or refunded.',
    );
    expect(hasFreeCancellation('2031-06-15T09:00:00Z', 24, now)).toBe(false);
  });

  it('treats exactly 24 hours before the start as too late', () => {
    const now = new Date('2031-06-14T09:00:00Z');
    expect(hasFreeCancellation('2031-06-15T09:00:00Z', 24, now)).toBe(false);
  });
});
