import { formatDuration, formatPrice, tourPath } from './formatPrice';

describe('tour prices and durations', () => {
  it('shows integer minor units in the tour’s currency', () => {
    expect(formatPrice(6500, 'EUR', 'en-GB')).toBe('€65.00');
    expect(formatPrice(4550, 'USD', 'en-US')).toBe('$45.50');
    expect(formatPrice(6500, 'EUR', 'pt-PT')).toBe('65,00\u00a0€');
  });

  it('says durations in hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(150)).toBe('2 h 30 min');
  });

  it("links by the tour's city slug and its own", () => {
    expect(tourPath({ slug: 'alfama-food-walk', city: { slug: 'lisbon' } })).toBe(
      '/tours/lisbon/alfama-food-walk',
    );
  });
});
