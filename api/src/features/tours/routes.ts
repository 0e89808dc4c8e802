// Tours: the list with filters and sorts, one tour by id or by city and tour slug,
// its availability, and (mounted from the reviews feature) its reviews.
import { tours as contract, UUID_PATTERN } from '@gaido/contracts';
import type { SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { TOUR_VERSION, versionSource } from '../../db/change-version';
import type { AppDeps } from '../../http/app-env';
import { badRequest, notFound } from '../../http/errors';
import { offsetOf, pageMeta } from '../../http/pagination';
import { sendPrecompressedJson } from '../../http/precompressed-json';
import { contractRoutes } from '../../http/route';
import { createVersionedCache } from '../../http/versioned-cache';
import { cityIdOf } from '../cities/queries';
import { reviewRoutes } from '../reviews/routes';
import { computeAvailability, MAX_AVAILABILITY_DAYS } from './availability';
import { addDays, daysBetween, localDate } from './local-time';
import {
  findTourDetail,
  findTourRow,
  listTours,
  type TourListFilters,
  toTourJson,
  tourById,
  tourBySlugs,
  tourFilterOptions,
} from './queries';

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

export function tourRoutes(deps: AppDeps) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  const { app, mount } = contractRoutes(deps);

  async function listBody(filters: TourListFilters & { page: number; limit?: number | undefined }) {
    const page = { page: filters.page, limit: filters.limit ?? contract.TOURS_PAGE_SIZE };
    const { rows, total } = await listTours(
      db,
      filters,
      { limit: page.limit, offset: offsetOf(page) },
      now(),
    );
    return { data: rows.map(toTourJson), meta: pageMeta(page, total) };
  }

  mount(contract.listTours, async (c, { query }) => c.json(await listBody(checkRanges(query))));

  // ?cityId= narrows the choices and counts to one city's tours (a city page's filters).
  mount(contract.tourFilters, async (c, { query: { cityId } }) => {
    return c.json({ data: await tourFilterOptions(db, cityId?.toLowerCase()) });
  });

  // The same list for one city, by id or slug in the path (`/tours/city/lisbon`).
  mount(contract.listCityTours, async (c, input) => {
    const { city } = input.params;
    const query = checkRanges(input.query);
    const cityId = await cityIdOf(db, city, UUID_PATTERN.test(city));
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

  mount(contract.tourBySlug, async (c, { params: { citySlug, tourSlug } }) => {
    const key = JSON.stringify(['slug', citySlug.toLowerCase(), tourSlug.toLowerCase()]);
    return sendDetail(c, key, tourBySlugs(citySlug, tourSlug));
  });

  mount(contract.getTour, async (c, { params: { tourId } }) => {
    return sendDetail(c, JSON.stringify(['id', tourId.toLowerCase()]), tourById(tourId));
  });

  mount(contract.tourAvailability, async (c, { params: { tourId }, query }) => {
    const row = await findTourRow(db, tourById(tourId));
    if (!row) throw notFound('Tour not found');
    const at = now();
    const from = query.from ?? localDate(at, row.cityTimezone);
    const to = query.to ?? addDays(from, contract.AVAILABILITY_DEFAULT_DAYS);
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
