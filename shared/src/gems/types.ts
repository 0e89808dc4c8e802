// The gem types of the readers and components: the contracts' answers as their schemas read them, so
// there is one definition of a gem, the one the API is checked against.
import type { FavoriteGem } from '@gaido/contracts/favorites';
import type {
  GemFeature as GemFeatureSchema,
  Gem as GemSchema,
  GemSummary as GemSummarySchema,
} from '@gaido/contracts/gems';
import type * as z from 'zod/mini';

/** A gem whole: its page (GET /gems/{id}), a guide's gems, saved gems. */
export type Gem = z.output<typeof GemSchema>;
/** A gem as the lists send it (GET /gems): the map, its list and the gem cards. */
export type GemSummary = z.output<typeof GemSummarySchema>;
export type GemFeature = z.output<typeof GemFeatureSchema>;
/** A saved gem (GET /gems/fav/{folderId}, /gems/fav/city/{cityId}): the gem, with where and when it was saved. */
export type SavedGem = z.output<typeof FavoriteGem>;

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
