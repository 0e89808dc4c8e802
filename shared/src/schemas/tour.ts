import { z } from 'zod';
import { IdSchema, optionalText } from './common';

/** A city (GET /cities, onboarding city lookup). Coordinates and country are optional in old payloads. */
export const CitySchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  slug: optionalText,
  country: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  latitude: z.coerce.number().nullish(),
  longitude: z.coerce.number().nullish(),
  imageUrl: optionalText,
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
  languages: z.array(z.string()).optional(),
});
export type TourGuide = z.infer<typeof TourGuideSchema>;

export const MeetingPointSchema = z.object({
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type MeetingPoint = z.infer<typeof MeetingPointSchema>;

export const CancellationPolicySchema = z.object({
  freeCancellationHours: z.number().int(),
  summary: z.string(),
});

/**
 * A tour as `GET /tours` lists it (api/README.md). Price is `priceAmount`, integer minor units of
 * `currency`; an older payload's `priceMinor` is read as the same thing. `citySlug`/`cityName` are
 * filled from `city` so links can be built from a list item alone.
 */
export const TourSchema = z.preprocess(
  (raw) => {
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
  },
  z.looseObject({
    id: IdSchema,
    slug: z.string(),
    cityId: IdSchema,
    citySlug: z.string().optional(),
    cityName: z.string().optional(),
    title: z.string(),
    summary: z.string(),
    description: z.string().optional(),
    highlights: z.array(z.string()).default([]),
    category: z.string().optional(),
    categoryName: z.string().optional(),
    priceAmount: z.number().int(),
    currency: z.string(),
    durationMinutes: z.number(),
    languages: z.array(z.string()).default([]),
    maxGroupSize: z.number().int().optional(),
    images: z.array(z.string()).default([]),
    rating: z.number(),
    reviewCount: z.number().int(),
    city: TourCitySchema.optional(),
    timezone: z.string().optional(),
    guide: TourGuideSchema.nullish(),
    meetingPoint: MeetingPointSchema.optional(),
    cancellationPolicy: CancellationPolicySchema.optional(),
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
    maxGroupSize: z.number().int(),
    city: TourCitySchema,
    timezone: z.string(),
    meetingPoint: MeetingPointSchema,
    cancellationPolicy: CancellationPolicySchema,
    itinerary: z.array(ItineraryStopSchema).default([]),
    schedule: z
      .array(z.object({ weekday: z.number().int(), name: z.string(), startTimes: z.array(z.string()) }))
      .default([]),
  }),
);
export type TourDetail = z.infer<typeof TourDetailSchema>;

/** A city as the onboarding lookup returns it (issue 4: with id, country and coordinates). */
export type OnboardingCity = City;
