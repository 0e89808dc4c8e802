// Tours: the list with filters and sorts, one tour by id or by city and tour slug,
// its availability, and (mounted from the reviews feature) its reviews.
import type { SQL } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { TOUR_VERSION, versionSource } from '../../db/change-version';
import type { AppDeps } from '../../http/app-env';
import { badRequest, notFound } from '../../http/errors';
import { limitField, offsetOf, pageField, pageMeta } from '../../http/pagination';
import { sendPrecompressedJson } from '../../http/precompressed-json';
import { readParams, readQuery, uuidField } from '../../http/validate';
import { createVersionedCache } from '../../http/versioned-cache';
import { cityIdOf } from '../cities/queries';
import { reviewRoutes } from '../reviews/routes';
import { computeAvailability, MAX_AVAILABILITY_DAYS } from './availability';
import { addDays, daysBetween, isCalendarDate, localDate } from './local-time';
import {
  findTourDetail,
  findTourRow,
  listTours,
  TOUR_CATEGORY_SLUGS,
  TOUR_SORTS,
  type TourListFilters,
  toTourJson,
  tourById,
  tourBySlugs,
  tourFilterOptions,
} from './queries';

const DEFAULT_PAGE_SIZE = 20;

const slugField = (label: string) =>
  z
    .string()
    .max(120)
    .regex(/^[a-z0-9-]+$/i, `${label} must be a slug (letters, digits and dashes)`);

export const dateField = (label: string) =>
  z.string().refine(isCalendarDate, `${label} must be a date in the form YYYY-MM-DD`);

const minorUnits = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} must not be negative`)
    .max(10_000_000, `${label} is too large`);

const minutesField = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number of minutes` })
    .int(`${label} must be a whole number of minutes`)
    .min(0, `${label} must not be negative`)
    .max(24 * 60, `${label} must be at most 1440 minutes`);

const orderField = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['asc', 'desc'], { error: 'order must be ASC or DESC' }))
  .optional();

const listFilterFields = {
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  category: z
    .enum(TOUR_CATEGORY_SLUGS, { error: `category must be one of ${TOUR_CATEGORY_SLUGS.join(', ')}` })
    .optional(),
  minPrice: minorUnits('minPrice').optional(),
  maxPrice: minorUnits('maxPrice').optional(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'currency must be a three-letter code')
    .optional(),
  minDuration: minutesField('minDuration').optional(),
  maxDuration: minutesField('maxDuration').optional(),
  language: z.string().trim().min(1).max(40, 'language must be at most 40 characters').optional(),
  date: dateField('date').optional(),
  guests: z.coerce
    .number({ error: 'guests must be a number' })
    .int('guests must be a whole number')
    .min(1, 'guests must be at least 1')
    .max(50, 'guests must be at most 50')
    .optional(),
  sort: z.enum(TOUR_SORTS, { error: `sort must be one of ${TOUR_SORTS.join(', ')}` }).optional(),
  order: orderField,
  page: pageField,
  limit: limitField(100),
};

function checkRanges<
  T extends { minPrice?: number; maxPrice?: number; minDuration?: number; maxDuration?: number },
>(query: T): T {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw badRequest('minPrice must not be greater than maxPrice', 'validation_error', [
      { path: 'minPrice', message: 'minPrice must not be greater than maxPrice' },
    ]);
  }
  if (
    query.minDuration !== undefined &&
    query.maxDuration !== undefined &&
    query.minDuration > query.maxDuration
  ) {
    throw badRequest('minDuration must not be greater than maxDuration', 'validation_error', [
      { path: 'minDuration', message: 'minDuration must not be greater than maxDuration' },
    ]);
  }
  return query;
}

const listQuery = z.object({
  cityId: uuidField('cityId').optional(),
  citySlug: slugField('citySlug').optional(),
  ...listFilterFields,
});

const cityListQuery = z.object(listFilterFields);

const availabilityQuery = z.object({
  from: dateField('from').optional(),
  to: dateField('to').optional(),
});

const filtersQuery = z.object({ cityId: uuidField('cityId').optional() });
const tourIdParam = z.object({ tourId: uuidField('tourId') });
const slugParams = z.object({ citySlug: slugField('citySlug'), tourSlug: slugField('tourSlug') });
const cityParam = z.object({
  city: z
    .string()
    .max(120)
    .regex(/^[a-z0-9-]+$/i, 'city must be a city id or slug'),
});

export function tourRoutes(deps: AppDeps) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  const app = new Hono();

  async function listBody(filters: TourListFilters & { page: number; limit?: number | undefined }) {
    const page = { page: filters.page, limit: filters.limit ?? DEFAULT_PAGE_SIZE };
    const { rows, total } = await listTours(
      db,
      filters,
      { limit: page.limit, offset: offsetOf(page) },
      now(),
    );
    return { data: rows.map(toTourJson), meta: pageMeta(page, total) };
  }

  app.get('/', async (c) => c.json(await listBody(checkRanges(readQuery(c, listQuery)))));

  // ?cityId= narrows the choices and counts to one city's tours (a city page's filters).
  app.get('/filters', async (c) => {
    const { cityId } = readQuery(c, filtersQuery);
    return c.json({ data: await tourFilterOptions(db, cityId?.toLowerCase()) });
  });

  // The same list for one city, by id or slug in the path (`/tours/city/lisbon`).
  app.get('/city/:city', async (c) => {
    const { city } = readParams(c, cityParam);
    const query = checkRanges(readQuery(c, cityListQuery));
    const cityId = await cityIdOf(db, city, uuidField('city').safeParse(city).success);
    if (!cityId) throw notFound('City not found');
    return c.json(await listBody({ ...query, cityId }));
  });

  // A tour page is built once per tour version (migration 0005: moved by every write to tours, their
  // schedules, guides or cities, a new review included) and sent compressed from memory.
  const detailCache = createVersionedCache<string>(versionSource(db, TOUR_VERSION), (key) => key, {
    maxBytes: 8 * 1024 * 1024,
  });
  const sendDetail = async (c: Context, key: string, where: SQL) =>
    sendPrecompressedJson(
      c,
      await detailCache.get(key, async () => {
        const tour = await findTourDetail(db, where);
        if (!tour) throw notFound('Tour not found');
        return { data: tour };
      }),
    );

  app.get('/by-slug/:citySlug/:tourSlug', async (c) => {
    const { citySlug, tourSlug } = readParams(c, slugParams);
    const key = JSON.stringify(['slug', citySlug.toLowerCase(), tourSlug.toLowerCase()]);
    return sendDetail(c, key, tourBySlugs(citySlug, tourSlug));
  });

  app.get('/:tourId', async (c) => {
    const { tourId } = readParams(c, tourIdParam);
    return sendDetail(c, JSON.stringify(['id', tourId.toLowerCase()]), tourById(tourId));
  });

  app.get('/:tourId/availability', async (c) => {
    const { tourId } = readParams(c, tourIdParam);
    const query = readQuery(c, availabilityQuery);
    const row = await findTourRow(db, tourById(tourId));
    if (!row) throw notFound('Tour not found');
    const at = now();
    const from = query.from ?? localDate(at, row.cityTimezone);
    const to = query.to ?? addDays(from, 30);
    if (to < from) {
      throw badRequest('to must not be before from', 'validation_error', [
        { path: 'to', message: 'to must not be before from' },
      ]);
    }
    if (daysBetween(from, to) >= MAX_AVAILABILITY_DAYS) {
      throw badRequest(`Ask for at most ${MAX_AVAILABILITY_DAYS} days at a time`, 'validation_error', [
        { path: 'to', message: `Ask for at most ${MAX_AVAILABILITY_DAYS} days at a time` },
      ]);
    }
    const days = await computeAvailability(
      db,
      { id: row.id, maxGroupSize: row.maxGroupSize, timezone: row.cityTimezone },
      { from, to },
      at,
    );
    return c.json({
      data: {
        tourId: row.id,
        timezone: row.cityTimezone,
        maxGroupSize: row.maxGroupSize,
        priceAmount: row.priceAmount,
        currency: row.currency,
        from,
        to,
        days,
      },
    });
  });

  app.route('/', reviewRoutes(deps));

  return app;
}
