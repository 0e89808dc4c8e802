import * as z from 'zod/mini';
import { IdSchema } from './common';

/** spec 3: User (stored locally as userData). Extra profile fields are kept. */
export const UserSchema = z.looseObject({
  id: IdSchema,
  email: z.string(),
  name: z.optional(z.string()),
  isOnboarded: z.optional(z.boolean()),
  user_metadata: z.optional(z.record(z.string(), z.unknown())),
});
export type User = z.infer<typeof UserSchema>;

/** spec 3: Session = both tokens and the user; a session exists only when all three are present. */
export const SessionSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  user: UserSchema,
});
export type Session = z.infer<typeof SessionSchema>;
