import * as z from 'zod/mini';
import { IdSchema, optionalText } from './common';

/** A city (GET /cities, onboarding city lookup). Coordinates and country are optional in old payloads. */
export const CitySchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  slug: optionalText,
  country: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? ''),
  ),
  latitude: z.nullish(z.coerce.number()),
  longitude: z.nullish(z.coerce.number()),
  imageUrl: optionalText,
  /** What the city's poster shows, for its `alt`. */
  imageAlt: optionalText,
  /** A short introduction of the city, for its page. */
  description: optionalText,
});
export type City = z.infer<typeof CitySchema>;

/** The tour's city as tour payloads carry it: the time zone reads every date and time of the tour. */
export const TourCitySchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  slug: z.string(),
  country: optionalText,
  timezone: z.string(),
});
export type TourCity = z.infer<typeof TourCitySchema>;

export const TourGuideSchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  imageUrl: optionalText,
  bio: optionalText,
  languages: z.optional(z.array(z.string())),
});
export type TourGuide = z.infer<typeof TourGuideSchema>;

export const MeetingPointSchema = z.object({
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type MeetingPoint = z.infer<typeof MeetingPointSchema>;

export const CancellationPolicySchema = z.object({
  freeCancellationHours: z.int(),
  summary: z.string(),
});

/**
 * A tour as `GET /tours` lists it (api/README.md). Price is `priceAmount`, integer minor units of
 * `currency`; an older payload's `priceMinor` is read as the same thing. `citySlug`/`cityName` are
 * filled from `city` so links can be built from a list item alone. (A transform piped into the
 * schema is zod/mini's spelling of `z.preprocess`.)
 */
export const TourSchema = z.pipe(
  z.transform((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return raw;
    const value = raw as Record<string, unknown>;
    const city = (value.city ?? {}) as Record<string, unknown>;
    return {
      ...value,
      priceAmount: value.priceAmount ?? value.priceMinor,
      citySlug: value.citySlug ?? city.slug,
      cityName: value.cityName ?? city.name,
      timezone: value.timezone ?? city.timezone,
    };
  }),
  z.looseObject({
    id: IdSchema,
    slug: z.string(),
    cityId: IdSchema,
    citySlug: z.optional(z.string()),
    cityName: z.optional(z.string()),
    title: z.string(),
    summary: z.string(),
    description: z.optional(z.string()),
    highlights: z._default(z.array(z.string()), []),
    category: z.optional(z.string()),
    categoryName: z.optional(z.string()),
    priceAmount: z.int(),
    currency: z.string(),
    durationMinutes: z.number(),
    languages: z._default(z.array(z.string()), []),
    maxGroupSize: z.optional(z.int()),
    images: z._default(z.array(z.string()), []),
    /** What each picture shows, for its `alt`. */
    imageAlts: z._default(z.array(z.string()), []),
    rating: z.number(),
    reviewCount: z.int(),
    city: z.optional(TourCitySchema),
    timezone: z.optional(z.string()),
    guide: z.nullish(TourGuideSchema),
    meetingPoint: z.optional(MeetingPointSchema),
    cancellationPolicy: z.optional(CancellationPolicySchema),
  }),
);
export type Tour = z.infer<typeof TourSchema>;

export const ItineraryStopSchema = z.object({
  title: z.string(),
  description: z.string(),
  durationMinutes: z.number(),
});
export type ItineraryStop = z.infer<typeof ItineraryStopSchema>;

/** `GET /tours/{id}` and `GET /tours/by-slug/{citySlug}/{tourSlug}`: everything the tour page shows. */
export const TourDetailSchema = z.intersection(
  TourSchema,
  z.looseObject({
    description: z.string(),
    maxGroupSize: z.int(),
    city: TourCitySchema,
    timezone: z.string(),
    meetingPoint: MeetingPointSchema,
    cancellationPolicy: CancellationPolicySchema,
    itinerary: z._default(z.array(ItineraryStopSchema), []),
    schedule: z._default(
      z.array(z.object({ weekday: z.int(), name: z.string(), startTimes: z.array(z.string()) })),
      [],
    ),
  }),
);
export type TourDetail = z.infer<typeof TourDetailSchema>;

/** A city as the onboarding lookup returns it (with id, country and coordinates). */
export type OnboardingCity = City;
