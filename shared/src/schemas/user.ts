import { z } from 'zod';
import { IdSchema } from './common';

/** spec 3: User (stored locally as userData). Extra profile fields are kept. */
export const UserSchema = z.looseObject({
  id: IdSchema,
  email: z.string(),
  name: z.string().optional(),
  isOnboarded: z.boolean().optional(),
  user_metadata: z.record(z.string(), z.unknown()).optional(),
});
export type User = z.infer<typeof UserSchema>;

/** spec 3: Session = both tokens and the user; a session exists only when all three are present. */
export const SessionSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  user: UserSchema,
});
export type Session = z.infer<typeof SessionSchema>;

/** spec 3: Onboarding submission. */
export const OnboardingSubmissionSchema = z.object({
  appUsagePurpose: z.string().min(1),
  preferredCity: z.string().min(1),
  preferredCountry: z.string().min(1),
  cityId: z.string().min(1),
  whenTripPlanned: z.string().min(1),
  referredBy: z.string().min(1),
});
export type OnboardingSubmission = z.infer<typeof OnboardingSubmissionSchema>;
