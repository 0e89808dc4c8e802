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

/** A tour, minimal: the spec does not show tour fields, these are the ones the platform agreed on. */
export const TourSchema = z.looseObject({
  id: IdSchema,
  slug: z.string(),
  cityId: IdSchema,
  citySlug: z.string().optional(),
  cityName: z.string().optional(),
  title: z.string(),
  summary: z.string(),
  priceMinor: z.number().int(),
  currency: z.string(),
  durationMinutes: z.number(),
  images: z.array(z.string()).default([]),
  rating: z.number(),
  reviewCount: z.number().int(),
});
export type Tour = z.infer<typeof TourSchema>;

/** A city as the onboarding lookup returns it (issue 4: with id, country and coordinates). */
export type OnboardingCity = City;
