// Reading tours: the list with its filters and sorts, one tour, its timetable. Shared by the
// tours, bookings and reviews features.
import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { bookings, tourSchedules, tourSlots } from '../../db/schema/bookings';
import { cities, guides, tours } from '../../db/schema/catalogue';
import { likePattern, searchKey } from '../../lib/text';
import { tourCategories } from '../../seed/data/tour-extras';
import { imageAlt } from '../assets/svg';
import { PRICE_COMPARISON } from './exchange-rates';
import { isoWeekday } from './local-time';

export const TOUR_CATEGORY_SLUGS = tourCategories.map((category) => category.slug) as [
  (typeof tourCategories)[number]['slug'],
  ...(typeof tourCategories)[number]['slug'][],
];
const categoryNames = new Map<string, string>(
  tourCategories.map((category) => [category.slug, category.name]),
);

export const TOUR_SORTS = ['city', 'title', 'price', 'rating', 'reviews', 'duration', 'newest'] as const;
export type TourSort = (typeof TOUR_SORTS)[number];
/** Best first for quality and recency, cheapest/shortest/alphabetical first otherwise. */
const DEFAULT_ORDER: Record<TourSort, 'asc' | 'desc'> = {
  city: 'asc',
  title: 'asc',
  price: 'asc',
  rating: 'desc',
  reviews: 'desc',
  duration: 'asc',
  newest: 'desc',
};

/** A slot can be booked until this long before it starts. */
export const MIN_LEAD_MINUTES = 60;

export const tourColumns = {
  id: tours.id,
  slug: tours.slug,
  title: tours.title,
  summary: tours.summary,
  description: tours.description,
  highlights: tours.highlights,
  category: tours.category,
  durationMinutes: tours.durationMinutes,
  languages: tours.languages,
  priceAmount: tours.priceAmount,
  currency: tours.currency,
  maxGroupSize: tours.maxGroupSize,
  images: tours.images,
  rating: tours.rating,
  reviewCount: tours.reviewCount,
  freeCancellationHours: tours.freeCancellationHours,
  cityId: tours.cityId,
  cityName: cities.name,
  citySlug: cities.slug,
  cityCountry: cities.country,
  cityTimezone: cities.timezone,
  guideId: guides.id,
  guideName: guides.name,
  guideImageUrl: guides.imageUrl,
  meetingPointName: tours.meetingPointName,
  meetingPointLatitude: tours.meetingPointLatitude,
  meetingPointLongitude: tours.meetingPointLongitude,
  createdAt: tours.createdAt,
};

/** A tour page's columns (tours joined with cities, guides left-joined). */
export const detailColumns = {
  ...tourColumns,
  itinerary: tours.itinerary,
  guideBio: guides.bio,
  guideLanguages: guides.languages,
};

function tourSelect(db: Database) {
  return db
    .select(tourColumns)
    .from(tours)
    .innerJoin(cities, eq(cities.id, tours.cityId))
    .leftJoin(guides, eq(guides.id, tours.guideId));
}

export type TourRow = Awaited<ReturnType<typeof tourSelect>>[number];

export function cancellationPolicy(freeCancellationHours: number) {
  return {
    freeCancellationHours,
    summary: `Free cancellation up to ${freeCancellationHours} hours before the start (local time). After that the booking can no longer be cancelled.`,
  };
}

export function toTourJson(row: TourRow) {
  const {
    cityName,
    citySlug,
    cityCountry,
    cityTimezone,
    guideId,
    guideName,
    guideImageUrl,
    meetingPointName,
    meetingPointLatitude,
    meetingPointLongitude,
    freeCancellationHours,
    rating,
    ...tour
  } = row;
  return {
    ...tour,
    imageAlts: tour.images.map(imageAlt),
    rating: Math.round(rating * 10) / 10,
    categoryName: categoryNames.get(tour.category) ?? tour.category,
    city: { id: tour.cityId, name: cityName, slug: citySlug, country: cityCountry, timezone: cityTimezone },
    // The tour's own zone, at the top level too: every date and time of this tour is read in it.
    timezone: cityTimezone,
    guide: guideId ? { id: guideId, name: guideName ?? '', imageUrl: guideImageUrl ?? '' } : null,
    meetingPoint: {
      name: meetingPointName,
      latitude: meetingPointLatitude,
      longitude: meetingPointLongitude,
    },
    cancellationPolicy: cancellationPolicy(freeCancellationHours),
  };
}

export interface TourListFilters {
  cityId?: string | undefined;
  citySlug?: string | undefined;
  q?: string | undefined;
  category?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  currency?: string | undefined;
  minDuration?: number | undefined;
  maxDuration?: number | undefined;
  language?: string | undefined;
  date?: string | undefined;
  guests?: number | undefined;
  sort?: TourSort | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/**
 * Places still free at one local start time of one date, in SQL: the slot's capacity (the tour's
 * group size until somebody books) minus confirmed bookings and holds that have not expired.
 */
function freePlacesSql(date: string, startTime: SQL, now: Date) {
  return sql`(coalesce(
      (select ${tourSlots.capacity} from ${tourSlots}
        where ${tourSlots.tourId} = ${tours.id} and ${tourSlots.date} = ${date} and ${tourSlots.startTime} = ${startTime}),
      ${tours.maxGroupSize})
    - coalesce(
      (select sum(${bookings.guests}) from ${bookings}
        where ${bookings.tourId} = ${tours.id} and ${bookings.date} = ${date} and ${bookings.startTime} = ${startTime}
          and (${bookings.status} = 'confirmed' or (${bookings.status} = 'held' and ${bookings.holdExpiresAt} > ${now}))),
      0))`;
}

/** Words a traveller adds that every tour matches ("food tour in Lisbon"): they narrow nothing. */
const GENERIC_WORDS = new Set([
  'tour',
  'tours',
  'trip',
  'trips',
  'a',
  'an',
  'the',
  'in',
  'of',
  'and',
  'with',
  'at',
  'for',
  'to',
  'near',
  'around',
]);

/**
 * The words of a keyword search ("food tour Lisbon" -> food, lisbon): lower-cased, accent-free,
 * generic words dropped, a plural's final "s" dropped so "markets" finds "Market".
 */
export function searchWords(query: string): string[] {
  const words = searchKey(query)
    .split(/[\s,;]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word !== '' && !GENERIC_WORDS.has(word))
    .map((word) =>
      word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
    );
  return [...new Set(words)];
}

/**
 * Keyword search: every word must occur somewhere in the tour (title, summary, description,
 * highlights), its city or country, or its category's name; so "food tour Lisbon" is Lisbon's
 * food tours, whichever of those fields each word is in.
 */
function keywordCondition(query: string): SQL | undefined {
  const words = searchWords(query);
  return and(
    ...words.map((word) => {
      const pattern = likePattern(word);
      const categories = tourCategories
        .filter((category) => searchKey(`${category.slug} ${category.name}`).includes(word))
        .map((category) => category.slug);
      return or(
        ilike(tours.title, pattern),
        ilike(tours.summary, pattern),
        ilike(tours.description, pattern),
        sql`array_to_string(${tours.highlights}, ' ') ilike ${pattern}`,
        ilike(cities.searchName, pattern),
        ilike(cities.searchCountry, pattern),
        categories.length > 0 ? inArray(tours.category, categories) : undefined,
      );
    }),
  );
}

function filterConditions(filters: TourListFilters, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.cityId ? eq(tours.cityId, filters.cityId.toLowerCase()) : undefined,
    filters.citySlug ? eq(cities.slug, filters.citySlug.toLowerCase()) : undefined,
    filters.q ? keywordCondition(filters.q) : undefined,
    filters.category ? eq(tours.category, filters.category) : undefined,
    filters.minPrice !== undefined ? gte(tours.priceAmount, filters.minPrice) : undefined,
    filters.maxPrice !== undefined ? lte(tours.priceAmount, filters.maxPrice) : undefined,
    filters.currency ? eq(tours.currency, filters.currency.toUpperCase()) : undefined,
    filters.minDuration !== undefined ? gte(tours.durationMinutes, filters.minDuration) : undefined,
    filters.maxDuration !== undefined ? lte(tours.durationMinutes, filters.maxDuration) : undefined,
    filters.language
      ? sql`exists (select 1 from unnest(${tours.languages}) as language where lower(language) = ${filters.language.toLowerCase()})`
      : undefined,
    filters.guests !== undefined ? gte(tours.maxGroupSize, filters.guests) : undefined,
  ];
  if (filters.date) {
    const guests = filters.guests ?? 1;
    const earliest = new Date(now.getTime() + MIN_LEAD_MINUTES * 60_000);
    // A date "with free slots": some departure that day, far enough ahead, with room for the party.
    conditions.push(sql`exists (
      select 1 from ${tourSchedules}
      where ${tourSchedules.tourId} = ${tours.id}
        and ${tourSchedules.weekday} = ${isoWeekday(filters.date)}
        and ((${filters.date}::date + ${tourSchedules.startTime}::time) at time zone ${cities.timezone}) > ${earliest}
        and ${freePlacesSql(filters.date, sql`${tourSchedules.startTime}`, now)} >= ${guests}
    )`);
  }
  return and(...conditions);
}

const rateCases = Object.entries(PRICE_COMPARISON.rates).map(
  ([currency, rate]) => sql`when ${currency} then ${tours.priceAmount}::double precision / ${rate}`,
);
const priceInBaseCurrency = sql`(case ${tours.currency} ${sql.join(rateCases, sql` `)} else ${tours.priceAmount}::double precision end)`;

function orderBy(sort: TourSort, order: 'asc' | 'desc') {
  const direction = order === 'asc' ? asc : desc;
  const tieBreak = [asc(tours.title), asc(tours.id)];
  switch (sort) {
    case 'city':
      return [direction(cities.name), ...tieBreak];
    case 'title':
      return [direction(tours.title), asc(tours.id)];
    case 'price':
      // Every price in euros, so a $60 tour sorts after a €50 one (exchange-rates.ts).
      return [direction(priceInBaseCurrency), ...tieBreak];
    case 'rating':
      return [direction(tours.rating), desc(tours.reviewCount), ...tieBreak];
    case 'reviews':
      return [direction(tours.reviewCount), ...tieBreak];
    case 'duration':
      return [direction(tours.durationMinutes), ...tieBreak];
    case 'newest':
      return [direction(tours.createdAt), asc(tours.id)];
  }
}

export async function listTours(
  db: Database,
  filters: TourListFilters,
  page: { limit: number; offset: number },
  now: Date,
) {
  const where = filterConditions(filters, now);
  const sort = filters.sort ?? 'city';
  const order = filters.order ?? DEFAULT_ORDER[sort];
  const [rows, [total]] = await Promise.all([
    tourSelect(db)
      .where(where)
      .orderBy(...orderBy(sort, order))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(tours).innerJoin(cities, eq(cities.id, tours.cityId)).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findTourRow(db: Database, where: SQL) {
  const [row] = await db
    .select(detailColumns)
    .from(tours)
    .innerJoin(cities, eq(cities.id, tours.cityId))
    .leftJoin(guides, eq(guides.id, tours.guideId))
    .where(where)
    .limit(1);
  return row ?? null;
}

export const tourById = (id: string) => eq(tours.id, id.toLowerCase());
export const tourBySlugs = (citySlug: string, tourSlug: string) =>
  and(eq(cities.slug, citySlug.toLowerCase()), eq(tours.slug, tourSlug.toLowerCase()))!;

export interface WeeklyDeparture {
  weekday: number;
  startTime: string;
}

const timetableOfTour = preparedPer((db) =>
  db
    .select({ weekday: tourSchedules.weekday, startTime: tourSchedules.startTime })
    .from(tourSchedules)
    .where(eq(tourSchedules.tourId, sql.placeholder('tourId')))
    .orderBy(asc(tourSchedules.weekday), asc(tourSchedules.startTime))
    .prepare('tour_timetable'),
);

export async function tourTimetable(db: Database, tourId: string): Promise<WeeklyDeparture[]> {
  return timetableOfTour(db).execute({ tourId });
}

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

// The weekly timetable as one JSON array in the tour's own row: the detail is one query, not two
// (PGlite answers one query at a time, so a second round trip per request doubled the queueing).
const timetableJson = sql<WeeklyDeparture[]>`coalesce((
    select json_agg(json_build_object('weekday', ${tourSchedules.weekday}, 'startTime', ${tourSchedules.startTime})
      order by ${tourSchedules.weekday}, ${tourSchedules.startTime})
    from ${tourSchedules} where ${tourSchedules.tourId} = ${tours.id}), '[]'::json)`;

/** One tour with everything its page shows (itinerary, guide, weekly schedule), or null. */
export async function findTourDetail(db: Database, where: SQL) {
  const [row] = await db
    .select({ ...detailColumns, timetable: timetableJson })
    .from(tours)
    .innerJoin(cities, eq(cities.id, tours.cityId))
    .leftJoin(guides, eq(guides.id, tours.guideId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const { timetable, itinerary, guideBio, guideLanguages, ...listRow } = row;
  // node-postgres parses json columns; a driver that hands back text gets it parsed here.
  const departures: WeeklyDeparture[] = typeof timetable === 'string' ? JSON.parse(timetable) : timetable;
  const base = toTourJson(listRow);
  const schedule = WEEKDAY_NAMES.map((name, index) => ({
    weekday: index + 1,
    name,
    startTimes: departures.filter((entry) => entry.weekday === index + 1).map((entry) => entry.startTime),
  }));
  return {
    ...base,
    itinerary,
    guide: base.guide ? { ...base.guide, bio: guideBio ?? '', languages: guideLanguages ?? [] } : null,
    schedule,
  };
}

/** What the filter controls offer: categories, languages, currencies, price and duration ranges. */
/** The filters' choices and counts: for the whole catalogue, or for one city's tours only. */
export async function tourFilterOptions(db: Database, cityId?: string) {
  const inCity = cityId ? eq(tours.cityId, cityId) : undefined;
  const cityClause = cityId ? sql`where ${tours.cityId} = ${cityId}` : sql``;
  const [categoryRows, languageRows, ranges] = await Promise.all([
    db.select({ slug: tours.category, value: count() }).from(tours).where(inCity).groupBy(tours.category),
    db.execute<{ language: string; tours: number }>(
      sql`select language, count(*)::int as tours from ${tours}, unnest(${tours.languages}) as language ${cityClause} group by language order by count(*) desc, language`,
    ),
    db
      .select({
        currency: tours.currency,
        minPrice: sql<number>`min(${tours.priceAmount})::int`,
        maxPrice: sql<number>`max(${tours.priceAmount})::int`,
        minDuration: sql<number>`min(${tours.durationMinutes})::int`,
        maxDuration: sql<number>`max(${tours.durationMinutes})::int`,
      })
      .from(tours)
      .where(inCity)
      .groupBy(tours.currency)
      .orderBy(asc(tours.currency)),
  ]);
  const counts = new Map(categoryRows.map((row) => [row.slug, row.value]));
  const languages =
    (languageRows as unknown as { rows?: { language: string; tours: number }[] }).rows ??
    (languageRows as unknown as { language: string; tours: number }[]);
  return {
    categories: tourCategories.map((category) => ({
      ...category,
      tourCount: counts.get(category.slug) ?? 0,
    })),
    languages: languages.map((row) => ({ name: row.language, tourCount: Number(row.tours) })),
    currencies: ranges.map((range) => ({
      currency: range.currency,
      minPrice: range.minPrice,
      maxPrice: range.maxPrice,
    })),
    duration: {
      min: ranges.length ? Math.min(...ranges.map((range) => range.minDuration)) : 0,
      max: ranges.length ? Math.max(...ranges.map((range) => range.maxDuration)) : 0,
    },
    sorts: TOUR_SORTS,
    priceComparison: PRICE_COMPARISON,
  };
}

// Availability ----------------------------------------------------------------------------

/** Bookings that hold places: paid ones, and holds still running at `now`. */
export function holdsPlaces(now: Date) {
  return or(
    eq(bookings.status, 'confirmed'),
    and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, now)),
  )!;
}

// Asked by every availability request and every refused booking (its nearest free departures).
const placesTakenStatement = preparedPer((db) =>
  db
    .select({
      date: bookings.date,
      time: bookings.startTime,
      guests: sql<number>`sum(${bookings.guests})::int`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.tourId, sql.placeholder('tourId')),
        between(bookings.date, sql.placeholder('from'), sql.placeholder('to')),
        or(
          eq(bookings.status, 'confirmed'),
          and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, sql.placeholder('now'))),
        ),
      ),
    )
    .groupBy(bookings.date, bookings.startTime)
    .prepare('places_taken'),
);

const slotCapacitiesStatement = preparedPer((db) =>
  db
    .select({ date: tourSlots.date, time: tourSlots.startTime, capacity: tourSlots.capacity })
    .from(tourSlots)
    .where(
      and(
        eq(tourSlots.tourId, sql.placeholder('tourId')),
        between(tourSlots.date, sql.placeholder('from'), sql.placeholder('to')),
      ),
    )
    .prepare('slot_capacities'),
);

/** Places booked per departure of the tour between two local dates (inclusive), at `now`. */
export function placesTakenBetween(
  db: Database,
  params: { tourId: string; from: string; to: string; now: Date },
) {
  return placesTakenStatement(db).execute(params);
}

/** The capacities of the tour's slot rows between two local dates (inclusive). */
export function slotCapacitiesBetween(db: Database, params: { tourId: string; from: string; to: string }) {
  return slotCapacitiesStatement(db).execute(params);
}
