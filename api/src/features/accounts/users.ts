// The user as every endpoint returns it (spec 3 "User"):
// { id, email, name, isOnboarded, emailVerified, user_metadata }.
import type { Database } from '../../db/client';
import { findUserWithOnboarding } from './queries';

export async function loadUserJson(db: Database, userId: string) {
  const row = await findUserWithOnboarding(db, userId);
  if (!row) return null;
  const { user, onboarding } = row;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    isOnboarded: user.isOnboarded,
    emailVerified: user.emailVerifiedAt !== null,
    user_metadata: {
      bio: user.bio,
      homeCityId: user.homeCityId,
      onboarding: onboarding
        ? {
            appUsagePurpose: onboarding.appUsagePurpose,
            preferredCity: onboarding.preferredCity,
            preferredCountry: onboarding.preferredCountry,
            cityId: onboarding.cityId,
            whenTripPlanned: onboarding.whenTripPlanned,
            referredBy: onboarding.referredBy,
          }
        : null,
      createdAt: user.createdAt.toISOString(),
    },
  };
}

export type UserJson = NonNullable<Awaited<ReturnType<typeof loadUserJson>>>;

export async function requireUserJson(db: Database, userId: string): Promise<UserJson> {
  const user = await loadUserJson(db, userId);
  // The session check already proved the user exists; a concurrent deletion is the only way here.
  if (!user) throw new Error('authenticated user not found');
  return user;
}
