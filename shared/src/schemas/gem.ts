import { z } from 'zod';
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

export const FeatureCategorySchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
});
export type FeatureCategory = z.infer<typeof FeatureCategorySchema>;

/** A gem feature: always a name; the category may come as an object, a name or only an id. */
export const GemFeatureSchema = z.looseObject({
  id: IdSchema.optional(),
  name: z.string(),
  category: z.union([z.string(), z.looseObject({ id: IdSchema.optional(), name: z.string() })]).nullish(),
  categoryName: optionalText,
  categoryId: IdSchema.nullish(),
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

/** spec 3: Gem. Fields the spec does not show (coordinates, city, description) are optional. */
export const GemSchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  features: z.array(GemFeatureSchema).default([]),
  service: optionalText,
  images: z.array(GemImageSchema).default([]),
  guide: z
    .looseObject({
      id: IdSchema.optional(),
      name: optionalText,
      imageUrl: optionalText,
    })
    .nullish(),
  hoursNote: optionalText,
  ...hours,
  cityId: IdSchema.nullish(),
  description: optionalText,
  address: optionalText,
  latitude: z.coerce.number().nullish(),
  longitude: z.coerce.number().nullish(),
});
export type Gem = z.infer<typeof GemSchema>;
