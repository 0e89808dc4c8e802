// A user's onboarding: the answers (one row per user) and the flag the onboarding gate reads.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { userOnboarding } from '../../db/schema/onboarding';

export async function isOnboarded(db: Database, userId: string) {
  const [row] = await db
    .select({ isOnboarded: users.isOnboarded })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.isOnboarded ?? false;
}

export interface OnboardingAnswers {
  appUsagePurpose: string;
  whenTripPlanned: string;
  referredBy: string;
  cityId: string | null;
  preferredCity: string;
  preferredCountry: string | null;
}

/** Saves the answers (answering again replaces them) and marks the user onboarded, together. */
export async function saveOnboarding(db: Database, userId: string, answers: OnboardingAnswers) {
  await db.transaction(async (tx) => {
    await tx
      .insert(userOnboarding)
      .values({ userId, ...answers })
      .onConflictDoUpdate({ target: userOnboarding.userId, set: { ...answers, updatedAt: sql`now()` } });
    await tx.update(users).set({ isOnboarded: true, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}
