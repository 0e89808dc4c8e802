import { priceComparisonNote } from './components/TourFiltersForm';
import {
  activeFilterCount,
  filtersFromParams,
  hasActiveFilters,
  sortOptionsFor,
  withFilter,
} from './filters';

describe('tour filters in the URL', () => {
  it('turns the search params into API filters, prices in cents and durations in minutes', () => {
    const params = new URLSearchParams(
      'category=food&minPrice=30&maxPrice=60&duration=medium&date=2031-06-14&guests=3&sort=price-desc&page=2',
    );
    expect(filtersFromParams(params)).toMatchObject({
      category: 'food',
      minPrice: 3000,
      maxPrice: 6000,
      minDuration: 121,
      maxDuration: 180,
      date: '2031-06-14',
      guests: 3,
      sort: 'price',
      order: 'desc',
      page: 2,
    });
  });

  it('ignores values the API would refuse instead of breaking the page', () => {
    expect(
      filtersFromParams(new URLSearchParams('minPrice=abc&date=14/06/2031&guests=0&page=-3')),
    ).toMatchObject({
      minPrice: undefined,
      date: undefined,
      guests: undefined,
      page: 1,
    });
  });

  it('goes back to the first page when a filter changes', () => {
    const next = withFilter(new URLSearchParams('page=3&category=food'), 'language', 'Portuguese');
    expect(next.toString()).toBe('category=food&language=Portuguese');
    expect(withFilter(next, 'category', '').toString()).toBe('language=Portuguese');
    expect(hasActiveFilters(new URLSearchParams('sort=price'))).toBe(false);
    expect(hasActiveFilters(next)).toBe(true);
  });
});

describe('a city page’s sort', () => {
  it('opens on Top rated, and offers no City (A–Z) there', () => {
    const options = sortOptionsFor(true);
    expect(options[0]).toEqual({ value: '', label: 'Top rated' });
    expect(options.map((option) => option.label)).not.toContain('City (A–Z)');
    expect(options.filter((option) => option.label === 'Top rated')).toHaveLength(1);
    expect(sortOptionsFor(false)[0]).toEqual({ value: '', label: 'City (A–Z)' });
  });
});

describe('the price sort’s note', () => {
  it('states the rate, its source and its date', () => {
    expect(
      priceComparisonNote({
        base: 'EUR',
        rates: { EUR: 1, USD: 1.08 },
        asOf: '2026-11-25',
        source: 'a fixed rate kept by Gaido (not a live market rate)',
      }),
    ).toMatch(
      /^Prices in other currencies are compared in EUR at 1 EUR = 1\.08 USD \(a fixed rate kept by Gaido \(not a live market rate\), set .*2026\)\. Each tour is paid in its own currency\.$/,
    );
  });
});

describe('activeFilterCount', () => {
  it('counts the sheet’s filters, not the sort, the page or the keyword search', () => {
    expect(activeFilterCount(new URLSearchParams('q=food&sort=price&page=2'))).toBe(0);
    expect(activeFilterCount(new URLSearchParams('q=food&category=food&language=English'))).toBe(2);
  });
});
