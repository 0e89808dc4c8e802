// The tours list. The tours squad extends this feature (detail, availability, bookings).
import { and, asc, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { cities, guides, tours } from '../../db/schema/catalogue';
import type { AppDeps } from '../../http/app-env';
import { limitField, offsetOf, pageField, pageMeta } from '../../http/pagination';
import { readQuery, uuidField } from '../../http/validate';

const DEFAULT_PAGE_SIZE = 20;

const listQuery = z.object({
  cityId: uuidField('cityId').optional(),
  citySlug: z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]+$/i, 'citySlug must be a city slug')
    .optional(),
  page: pageField,
  limit: limitField(100),
});

export const tourColumns = {
  id: tours.id,
  slug: tours.slug,
  title: tours.title,
  summary: tours.summary,
  description: tours.description,
  highlights: tours.highlights,
  durationMinutes: tours.durationMinutes,
  languages: tours.languages,
  priceAmount: tours.priceAmount,
  currency: tours.currency,
  maxGroupSize: tours.maxGroupSize,
  images: tours.images,
  rating: tours.rating,
  reviewCount: tours.reviewCount,
  cityId: tours.cityId,
  cityName: cities.name,
  citySlug: cities.slug,
  guideId: guides.id,
  guideName: guides.name,
  guideImageUrl: guides.imageUrl,
  meetingPointName: tours.meetingPointName,
  meetingPointLatitude: tours.meetingPointLatitude,
  meetingPointLongitude: tours.meetingPointLongitude,
  createdAt: tours.createdAt,
};

function tourSelect(db: AppDeps['db']) {
  return db
    .select(tourColumns)
    .from(tours)
    .innerJoin(cities, eq(cities.id, tours.cityId))
    .leftJoin(guides, eq(guides.id, tours.guideId));
}

type TourRow = Awaited<ReturnType<typeof tourSelect>>[number];

export function toTourJson(row: TourRow) {
  const {
    cityName,
    citySlug,
    guideId,
    guideName,
    guideImageUrl,
    meetingPointName,
    meetingPointLatitude,
    meetingPointLongitude,
    ...tour
  } = row;
  return {
    ...tour,
    city: { id: tour.cityId, name: cityName, slug: citySlug },
    guide: guideId ? { id: guideId, name: guideName ?? '', imageUrl: guideImageUrl ?? '' } : null,
    meetingPoint: {
      name: meetingPointName,
      latitude: meetingPointLatitude,
      longitude: meetingPointLongitude,
    },
  };
}

export function tourRoutes({ db }: AppDeps) {
  const app = new Hono();

  app.get('/', async (c) => {
    const query = readQuery(c, listQuery);
    const page = { page: query.page, limit: query.limit ?? DEFAULT_PAGE_SIZE };
    const where = and(
      query.cityId ? eq(tours.cityId, query.cityId.toLowerCase()) : undefined,
      query.citySlug ? eq(cities.slug, query.citySlug.toLowerCase()) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      tourSelect(db)
        .where(where)
        .orderBy(asc(cities.name), asc(tours.title), asc(tours.id))
        .limit(page.limit)
        .offset(offsetOf(page)),
      db.select({ value: count() }).from(tours).innerJoin(cities, eq(cities.id, tours.cityId)).where(where),
    ]);
    return c.json({ data: rows.map(toTourJson), meta: pageMeta(page, total?.value ?? 0) });
  });

  return app;
}
