/**
 * The tours list's filters live in the URL (`/tours?category=food&sort=price`): a filtered list
 * can be shared, bookmarked and restored with Back. These turn search params into API filters
 * and back. Prices are typed in whole major units and sent in minor units.
 */
import { TOUR_CATEGORY_SLUGS, TOUR_SORTS } from '@gaido/contracts/limits';
import type { TourFilters } from './api/getTours';

/** A city's page lists its tours best first: "Top rated" is its default, and "City (A–Z)" means nothing there. */
export const CITY_DEFAULT_SORT = 'rating';

export const SORT_OPTIONS = [
  { value: '', label: 'City (A–Z)' },
  { value: 'price', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Top rated' },
  { value: 'reviews', label: 'Most reviewed' },
  { value: 'duration', label: 'Shortest first' },
  { value: 'duration-desc', label: 'Longest first' },
  { value: 'newest', label: 'Newest' },
] as const;

export const DURATION_OPTIONS = [
  { value: '', label: 'Any length' },
  { value: 'short', label: 'Up to 2 hours', max: 120 },
  { value: 'medium', label: '2 to 3 hours', min: 121, max: 180 },
  { value: 'long', label: 'More than 3 hours', min: 181 },
] as const;

export const FILTER_KEYS = [
  'q',
  'category',
  'language',
  'currency',
  'minPrice',
  'maxPrice',
  'duration',
  'date',
  'guests',
  'sort',
  'page',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const wholeNumber = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? Math.floor(parsed) : undefined;
};

/** The value when the contract lists it; a category or sort the API does not know is left out. */
function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | undefined {
  return values.find((known) => known === value);
}

export function filtersFromParams(params: URLSearchParams): TourFilters {
  const sort = params.get('sort') ?? '';
  const duration = DURATION_OPTIONS.find((option) => option.value === params.get('duration'));
  const minPrice = wholeNumber(params.get('minPrice'));
  const maxPrice = wholeNumber(params.get('maxPrice'));
  const date = params.get('date') ?? '';
  const guests = wholeNumber(params.get('guests'));
  return {
    q: params.get('q')?.trim() || undefined,
    category: oneOf(TOUR_CATEGORY_SLUGS, params.get('category')),
    language: params.get('language') || undefined,
    currency: params.get('currency') || undefined,
    // Whole euros or dollars in the URL, cents for the API.
    minPrice: minPrice === undefined ? undefined : minPrice * 100,
    maxPrice: maxPrice === undefined ? undefined : maxPrice * 100,
    minDuration: duration && 'min' in duration ? duration.min : undefined,
    maxDuration: duration && 'max' in duration ? duration.max : undefined,
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
    guests: guests && guests >= 1 ? Math.min(guests, 20) : undefined,
    sort: oneOf(TOUR_SORTS, sort.replace(/-desc$/, '')),
    order: sort.endsWith('-desc') ? 'desc' : undefined,
    page: Math.max(1, wholeNumber(params.get('page')) ?? 1),
  };
}

/** A new search with one filter changed; any change but the page goes back to page 1. */
export function withFilter(params: URLSearchParams, key: FilterKey, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === '') next.delete(key);
  else next.set(key, value);
  if (key !== 'page') next.delete('page');
  return next;
}

export function hasActiveFilters(params: URLSearchParams): boolean {
  return FILTER_KEYS.some((key) => key !== 'page' && key !== 'sort' && params.get(key));
}

/**
 * How many of the sheet's filters narrow the list: the phone's Filters button shows it. The sort,
 * the page and the keyword search (in its own box beside the button) do not count.
 */
export function activeFilterCount(params: URLSearchParams): number {
  return FILTER_KEYS.filter(
    (key) => key !== 'sort' && key !== 'page' && key !== 'q' && (params.get(key) ?? '').trim() !== '',
  ).length;
}

/** The sort choices of a list: a city page's default ('') is Top rated. */
export function sortOptionsFor(isCityPage: boolean): { value: string; label: string }[] {
  if (!isCityPage) return SORT_OPTIONS.map(({ value, label }) => ({ value, label }));
  return [
    { value: '', label: 'Top rated' },
    ...SORT_OPTIONS.filter((option) => option.value !== '' && option.value !== CITY_DEFAULT_SORT).map(
      ({ value, label }) => ({ value, label }),
    ),
  ];
}
