// Tours: the list with its filters and sorts (also per city, by id or slug in the path), the filters'
// choices, one tour by id or by city and tour slug, and its availability. Public.
//
// A tour page is built once per tour version and sent compressed from memory: its response is
// described here and checked by the tests, never parsed on the way out.
import * as z from 'zod/mini';
import { dataOf, defineEndpoint, ErrorResponse, listOf, pageQuery, uuidField, uuidParams } from './endpoint';
import {
  CURRENCY_LENGTH,
  DATE_LENGTH,
  MAX_TOURS_PAGE_SIZE,
  TOUR_CATEGORY_SLUGS,
  TOUR_DURATION_FILTER_MAX,
  TOUR_GUESTS_FILTER_MAX,
  TOUR_LANGUAGE_MAX,
  TOUR_PRICE_FILTER_MAX,
  TOUR_SEARCH_MAX,
  TOUR_SLUG_MAX,
  TOUR_SORTS,
} from './limits';

export {
  AVAILABILITY_DEFAULT_DAYS,
  MAX_AVAILABILITY_DAYS,
  MAX_TOURS_PAGE_SIZE,
  TOUR_CATEGORY_SLUGS,
  TOUR_DURATION_FILTER_MAX,
  TOUR_GUESTS_FILTER_MAX,
  TOUR_PRICE_FILTER_MAX,
  TOUR_SORTS,
  TOURS_PAGE_SIZE,
} from './limits';

/** `YYYY-MM-DD`, a real day of the calendar. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

// @__NO_SIDE_EFFECTS__
export function dateField(label: string) {
  const message = `${label} must be a date in the form YYYY-MM-DD`;
  return z
    .string({ error: `${label} is required` })
    .check(z.maxLength(DATE_LENGTH, { error: message, abort: true }), z.refine(isCalendarDate, message));
}

// @__NO_SIDE_EFFECTS__
export function slugField(label: string, message = `${label} must be a slug (letters, digits and dashes)`) {
  return z.string().check(z.maxLength(TOUR_SLUG_MAX, message), z.regex(/^[a-z0-9-]+$/i, message));
}

// @__NO_SIDE_EFFECTS__
function minorUnits(label: string) {
  const message = `${label} must be a whole number of cents`;
  return z.coerce
    .number({ error: message })
    .check(
      z.refine(Number.isInteger, message),
      z.gte(0, `${label} must not be negative`),
      z.lte(TOUR_PRICE_FILTER_MAX, `${label} is too large`),
    );
}

// @__NO_SIDE_EFFECTS__
function minutes(label: string) {
  return z.coerce
    .number({ error: `${label} must be a number of minutes` })
    .check(
      z.refine(Number.isInteger, `${label} must be a whole number of minutes`),
      z.gte(0, `${label} must not be negative`),
      z.lte(TOUR_DURATION_FILTER_MAX, `${label} must be at most ${TOUR_DURATION_FILTER_MAX} minutes`),
    );
}

/** The filters and sorts of both tour lists. minPrice ≤ maxPrice and minDuration ≤ maxDuration: the API checks that. */
const listFilters = {
  q: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(TOUR_SEARCH_MAX, `q must be at most ${TOUR_SEARCH_MAX} characters`)),
  ),
  category: z.optional(
    z.enum(TOUR_CATEGORY_SLUGS, { error: `category must be one of ${TOUR_CATEGORY_SLUGS.join(', ')}` }),
  ),
  minPrice: z.optional(minorUnits('minPrice')),
  maxPrice: z.optional(minorUnits('maxPrice')),
  currency: z.optional(
    z
      .string()
      .check(
        z.maxLength(CURRENCY_LENGTH, { error: 'currency must be a three-letter code', abort: true }),
        z.regex(/^[A-Za-z]{3}$/, 'currency must be a three-letter code'),
      ),
  ),
  minDuration: z.optional(minutes('minDuration')),
  maxDuration: z.optional(minutes('maxDuration')),
  language: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1),
        z.maxLength(TOUR_LANGUAGE_MAX, `language must be at most ${TOUR_LANGUAGE_MAX} characters`),
      ),
  ),
  date: z.optional(dateField('date')),
  guests: z.optional(
    z.coerce
      .number({ error: 'guests must be a number' })
      .check(
        z.refine(Number.isInteger, 'guests must be a whole number'),
        z.gte(1, 'guests must be at least 1'),
        z.lte(TOUR_GUESTS_FILTER_MAX, `guests must be at most ${TOUR_GUESTS_FILTER_MAX}`),
      ),
  ),
  sort: z.optional(z.enum(TOUR_SORTS, { error: `sort must be one of ${TOUR_SORTS.join(', ')}` })),
  // Either case is accepted: `ASC` is `asc`. Without it, each sort has its own direction.
  order: z.optional(
    z.pipe(
      z.string().check(z.maxLength(4, { error: 'order must be ASC or DESC', abort: true }), z.toLowerCase()),
      z.enum(['asc', 'desc'], { error: 'order must be ASC or DESC' }),
    ),
  ),
  ...pageQuery(MAX_TOURS_PAGE_SIZE),
};

export const TourListQuery = z.object({
  cityId: z.optional(uuidField('cityId')),
  citySlug: z.optional(slugField('citySlug')),
  ...listFilters,
});
export const CityTourListQuery = z.object(listFilters);
export type TourListQuery = z.input<typeof TourListQuery>;

const MeetingPoint = z.object({ name: z.string(), latitude: z.number(), longitude: z.number() });
const TourGuide = z.object({ id: z.string(), name: z.string(), imageUrl: z.string() });

/** A tour as the lists send it. Prices are integer minor units of `currency`. */
export const Tour = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  highlights: z.array(z.string()),
  category: z.string(),
  categoryName: z.string(),
  durationMinutes: z.number(),
  languages: z.array(z.string()),
  priceAmount: z.int(),
  currency: z.string(),
  maxGroupSize: z.int(),
  images: z.array(z.string()),
  /** What each picture shows, for its `alt` (empty when the picture is not the assets host's). */
  imageAlts: z.array(z.string()),
  rating: z.number(),
  reviewCount: z.int(),
  cityId: z.string(),
  createdAt: z.string(),
  city: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    country: z.string(),
    timezone: z.string(),
  }),
  timezone: z.string(),
  guide: z.nullable(TourGuide),
  meetingPoint: MeetingPoint,
  cancellationPolicy: z.object({ freeCancellationHours: z.int(), summary: z.string() }),
});

/** A tour with everything its page shows: itinerary, the guide's bio and languages, the weekly schedule. */
export const TourDetail = z.object({
  ...Tour.shape,
  itinerary: z.array(z.object({ title: z.string(), description: z.string(), durationMinutes: z.number() })),
  guide: z.nullable(z.object({ ...TourGuide.shape, bio: z.string(), languages: z.array(z.string()) })),
  schedule: z.array(z.object({ weekday: z.int(), name: z.string(), startTimes: z.array(z.string()) })),
});

export const listTours = defineEndpoint({
  method: 'get',
  path: '/tours',
  summary: 'Tours, filtered and sorted, TOURS_PAGE_SIZE (20) a page by default',
  description:
    'The tour list with its filters (city, category, price, duration, language, and free places for a date and party size) and sorts. Pages are built once per catalogue version; minPrice above maxPrice or minDuration above maxDuration is a 400.',
  tag: 'tours',
  auth: 'none',
  query: TourListQuery,
  responses: { 200: listOf(Tour), 400: ErrorResponse },
});

export const TourFiltersQuery = z.object({ cityId: z.optional(uuidField('cityId')) });
export const TourFilterOptions = z.object({
  categories: z.array(z.object({ slug: z.string(), name: z.string(), tourCount: z.number() })),
  languages: z.array(z.object({ name: z.string(), tourCount: z.number() })),
  currencies: z.array(z.object({ currency: z.string(), minPrice: z.number(), maxPrice: z.number() })),
  duration: z.object({ min: z.number(), max: z.number() }),
  sorts: z.array(z.enum(TOUR_SORTS)),
  /** How prices in different currencies are compared when sorting by price. */
  priceComparison: z.object({
    base: z.string(),
    rates: z.record(z.string(), z.number()),
    asOf: z.string(),
    source: z.string(),
  }),
});
export const tourFilters = defineEndpoint({
  method: 'get',
  path: '/tours/filters',
  summary: "What the filter controls offer, with counts (of one city's tours with cityId)",
  description:
    "What each filter control of the tour list can offer, with how many tours each choice holds, over all tours or one city's, and how prices in different currencies compare.",
  tag: 'tours',
  auth: 'none',
  query: TourFiltersQuery,
  responses: { 200: dataOf(TourFilterOptions), 400: ErrorResponse },
});

export const CityTourParams = z.object({ city: slugField('city', 'city must be a city id or slug') });
export const listCityTours = defineEndpoint({
  method: 'get',
  path: '/tours/city/{city}',
  summary: "One city's tours (the city by id or slug), with the filters of GET /tours",
  description:
    "One city's tours, the city named by its id or slug, with every filter and sort of GET /tours. An unknown city is a 404.",
  tag: 'tours',
  auth: 'none',
  params: CityTourParams,
  query: CityTourListQuery,
  responses: { 200: listOf(Tour), 400: ErrorResponse, 404: ErrorResponse },
});

export const TourSlugParams = z.object({ citySlug: slugField('citySlug'), tourSlug: slugField('tourSlug') });
export const tourBySlug = defineEndpoint({
  method: 'get',
  path: '/tours/by-slug/{citySlug}/{tourSlug}',
  summary: "One tour by its city's slug and its own",
  description:
    "One tour whole (itinerary, guide, weekly schedule) by its city's slug and its own, as the tour page's address names it. Built once per tour version; 304 to a current If-None-Match.",
  tag: 'tours',
  auth: 'none',
  params: TourSlugParams,
  responses: { 200: dataOf(TourDetail), 304: null, 400: ErrorResponse, 404: ErrorResponse },
});

export const TourParams = uuidParams('tourId');
export const getTour = defineEndpoint({
  method: 'get',
  path: '/tours/{tourId}',
  summary: 'One tour',
  description:
    'One tour whole (itinerary, guide, weekly schedule) by id. Built once per tour version; 304 to a current If-None-Match.',
  tag: 'tours',
  auth: 'none',
  params: TourParams,
  responses: { 200: dataOf(TourDetail), 304: null, 400: ErrorResponse, 404: ErrorResponse },
});

/** `to` not before `from`, at most MAX_AVAILABILITY_DAYS apart: the API checks that. */
export const AvailabilityQuery = z.object({
  from: z.optional(dateField('from')),
  to: z.optional(dateField('to')),
});
export const Slot = z.object({
  /** "HH:MM", wall-clock time in the tour's time zone. */
  time: z.string(),
  startsAt: z.string(),
  capacity: z.int(),
  booked: z.int(),
  remaining: z.int(),
});
export const Availability = z.object({
  tourId: z.string(),
  timezone: z.string(),
  maxGroupSize: z.int(),
  priceAmount: z.int(),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(Slot) })),
});
export const tourAvailability = defineEndpoint({
  method: 'get',
  path: '/tours/{tourId}/availability',
  summary:
    "Departures and free places per day, from today in the tour's zone for AVAILABILITY_DEFAULT_DAYS (30) days by default",
  description:
    "Each day's departures with their capacity, booked and free places, in the tour's time zone. `to` may not be before `from`, nor more than MAX_AVAILABILITY_DAYS (93) days after it (400). Never cached.",
  tag: 'tours',
  auth: 'none',
  params: TourParams,
  query: AvailabilityQuery,
  responses: { 200: dataOf(Availability), 400: ErrorResponse, 404: ErrorResponse },
});

export const toursEndpoints = [listTours, tourFilters, listCityTours, tourBySlug, getTour, tourAvailability];
