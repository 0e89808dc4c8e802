// The catalogue: cities, guides, feature categories, gems and tours (spec 3; the API section of docs/architecture.md).
// Read-mostly data created by the seed; users never write here.
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const cities = pgTable('cities', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  // Lower-cased and accent-stripped name, computed in JS (see src/lib/text.ts): portable search
  // without the unaccent extension, which PGlite and a bare PostgreSQL may not have.
  searchName: text('search_name').notNull(),
  country: text('country').notNull(),
  searchCountry: text('search_country').notNull(),
  countryCode: text('country_code').notNull(),
  timezone: text('timezone').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const guides = pgTable(
  'guides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    bio: text('bio').notNull(),
    imageUrl: text('image_url').notNull(),
    languages: text('languages').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guides_city_idx').on(t.cityId)],
);

export const featureCategories = pgTable('feature_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const features = pgTable(
  'features',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => featureCategories.id),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
  },
  (t) => [index('features_category_idx').on(t.categoryId)],
);

export const gems = pgTable(
  'gems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id),
    guideId: uuid('guide_id').references(() => guides.id),
    name: text('name').notNull(),
    // What kind of place it is ("Restaurant", "Wine bar", "Museum"): spec 3 lists a Gem `service`.
    service: text('service').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    images: text('images').array().notNull(),
    hoursNote: text('hours_note'),
    // "HH:MM" local time, or null when closed that day; a closing time earlier than the
    // opening time means the place closes after midnight.
    opensMonday: text('opens_monday'),
    closesMonday: text('closes_monday'),
    opensTuesday: text('opens_tuesday'),
    closesTuesday: text('closes_tuesday'),
    opensWednesday: text('opens_wednesday'),
    closesWednesday: text('closes_wednesday'),
    opensThursday: text('opens_thursday'),
    closesThursday: text('closes_thursday'),
    opensFriday: text('opens_friday'),
    closesFriday: text('closes_friday'),
    opensSaturday: text('opens_saturday'),
    closesSaturday: text('closes_saturday'),
    opensSunday: text('opens_sunday'),
    closesSunday: text('closes_sunday'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gems_city_name_idx').on(t.cityId, t.name, t.id),
    index('gems_city_created_idx').on(t.cityId, t.createdAt, t.id),
    index('gems_name_idx').on(t.name, t.id),
    index('gems_created_idx').on(t.createdAt, t.id),
    index('gems_guide_idx').on(t.guideId),
  ],
);

export const gemFeatures = pgTable(
  'gem_features',
  {
    gemId: uuid('gem_id')
      .notNull()
      .references(() => gems.id, { onDelete: 'cascade' }),
    featureId: uuid('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.gemId, t.featureId] }), index('gem_features_feature_idx').on(t.featureId)],
);

export const tours = pgTable(
  'tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id),
    guideId: uuid('guide_id').references(() => guides.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    highlights: text('highlights').array().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    languages: text('languages').array().notNull(),
    // Integer minor units of `currency` (cents): never floats for money.
    priceAmount: integer('price_amount').notNull(),
    currency: text('currency').notNull(),
    maxGroupSize: integer('max_group_size').notNull(),
    images: text('images').array().notNull(),
    rating: real('rating').notNull(),
    reviewCount: integer('review_count').notNull(),
    meetingPointName: text('meeting_point_name').notNull(),
    meetingPointLatitude: doublePrecision('meeting_point_latitude').notNull(),
    meetingPointLongitude: doublePrecision('meeting_point_longitude').notNull(),
    // Defaults only matter for rows seeded before these columns existed: the seed
    // backfills them (src/seed/tour-extras.ts).
    category: text('category').notNull().default('history'),
    itinerary: jsonb('itinerary').$type<TourItineraryStop[]>().notNull().default(sql`'[]'::jsonb`),
    // Free cancellation until this many hours before the start, in the tour's local time zone.
    freeCancellationHours: integer('free_cancellation_hours').notNull().default(24),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tours_city_slug_idx').on(t.cityId, t.slug),
    index('tours_created_idx').on(t.createdAt, t.id),
    index('tours_city_idx').on(t.cityId),
  ],
);

export interface TourItineraryStop {
  title: string;
  description: string;
  durationMinutes: number;
}
