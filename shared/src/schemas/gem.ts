import * as z from 'zod/mini';
import { IdSchema, optionalText } from './common';

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A gem feature: always a name; the category may come as an object, a name or only an id. */
export const GemFeatureSchema = z.looseObject({
  id: z.optional(IdSchema),
  name: z.string(),
  category: z.nullish(z.union([z.string(), z.looseObject({ id: z.optional(IdSchema), name: z.string() })])),
  categoryName: optionalText,
  categoryId: z.nullish(IdSchema),
});
export type GemFeature = z.infer<typeof GemFeatureSchema>;

/** An image is a path or URL, or an object carrying one. */
export const GemImageSchema = z.union([z.string(), z.looseObject({ url: z.string() })]);
export type GemImage = z.infer<typeof GemImageSchema>;

const hours = {
  opensMonday: optionalText,
  closesMonday: optionalText,
  opensTuesday: optionalText,
  closesTuesday: optionalText,
  opensWednesday: optionalText,
  closesWednesday: optionalText,
  opensThursday: optionalText,
  closesThursday: optionalText,
  opensFriday: optionalText,
  closesFriday: optionalText,
  opensSaturday: optionalText,
  closesSaturday: optionalText,
  opensSunday: optionalText,
  closesSunday: optionalText,
};

const uncheckedHours = Object.fromEntries(
  Object.keys(hours).map((field) => [field, z.optional(z.unknown())]),
) as {
  [Field in keyof typeof hours]: z.ZodMiniOptional<z.ZodMiniUnknown>;
};

/** spec 3: Gem. Fields the spec does not show (coordinates, city, description) are optional. */
export const GemSchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  features: z._default(z.array(GemFeatureSchema), []),
  service: optionalText,
  images: z._default(z.array(GemImageSchema), []),
  /** What the first picture shows, for its `alt`. */
  imageAlt: optionalText,
  /** What each picture shows, for its `alt` (the gem page). */
  imageAlts: z._default(z.array(z.string()), []),
  guide: z.nullish(
    z.looseObject({
      id: z.optional(IdSchema),
      name: optionalText,
      imageUrl: optionalText,
    }),
  ),
  hoursNote: optionalText,
  ...hours,
  cityId: z.nullish(IdSchema),
  /** The gem page's city (GET /gems/{id} only). */
  city: z.nullish(z.looseObject({ id: z.optional(IdSchema), name: optionalText, slug: optionalText })),
  description: optionalText,
  address: optionalText,
  latitude: z.nullish(z.coerce.number()),
  longitude: z.nullish(z.coerce.number()),
});
export type Gem = z.infer<typeof GemSchema>;

/**
 * A gem as a map draws it: where it is, its name and service, and the features its class is read from
 * (spec 4). A city's map holds every gem of the city (a 10,000-gem city is 34 pages of 300); checking
 * only these fields took ~20 ms per 10,000 gems where the whole gem took ~70 ms (zod runs without its
 * JIT here: cspCompatibility), and the cache keeps only them.
 */
export const GemPointSchema = z.object({
  id: IdSchema,
  name: z.string(),
  service: optionalText,
  features: z._default(z.array(GemFeatureSchema), []),
  /**
   * The map's list shows the first picture and whether the gem is open now. Read as they come (the
   * list keeps what it can use): a gem whose pictures or hours are malformed is still drawn, without
   * them (its page checks them when opened).
   */
  images: z.optional(z.unknown()),
  ...uncheckedHours,
  latitude: z.nullish(z.coerce.number()),
  longitude: z.nullish(z.coerce.number()),
});
export type GemPoint = z.infer<typeof GemPointSchema>;
