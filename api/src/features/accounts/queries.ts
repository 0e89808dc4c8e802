// The account row: reads and writes of `users` for the auth and profile routes. Every function
// filters by the user id (or the email for sign-in and sign-up) it is given.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { userOnboarding } from '../../db/schema/onboarding';

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

/** The user row with its onboarding answers (null when none were given), or undefined. */
export async function findUserWithOnboarding(db: Database, userId: string) {
  const [row] = await db
    .select({ user: users, onboarding: userOnboarding })
    .from(users)
    .leftJoin(userOnboarding, eq(userOnboarding.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** What checking the signed-in user's password needs: the email (for the login limits) and the hash. */
export async function findPasswordCredentials(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function findUserEmail(db: Database, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Inserts the account and answers its id; a taken email surfaces as the unique violation. */
export async function insertUser(
  db: Database,
  account: { email: string; passwordHash: string; name: string | null },
): Promise<string> {
  const [row] = await db.insert(users).values(account).returning({ id: users.id });
  return row!.id;
}

export async function markEmailVerified(db: Database, userId: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Answers the account's email, or undefined when the user no longer exists. */
export async function setPassword(db: Database, userId: string, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return row;
}

/**
 * The password set through a reset link mailed to `mailedTo`. Opening that link proves the
 * address, so it also counts as verified, if it is still the account's.
 */
export async function setPasswordFromResetLink(
  db: Database,
  userId: string,
  passwordHash: string,
  mailedTo: string,
) {
  const [updated] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ email: users.email, emailVerifiedAt: users.emailVerifiedAt });
  if (updated && updated.email === mailedTo && !updated.emailVerifiedAt) {
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  }
}

/** The new address, verified by the confirmation link; a taken email surfaces as the unique violation. */
export async function setVerifiedEmail(db: Database, userId: string, email: string) {
  await db
    .update(users)
    .set({ email, emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Home city ids are stored lower-case, as the catalogue's city ids are. */
export async function updateProfile(
  db: Database,
  userId: string,
  changes: { name?: string | null; bio?: string | null; homeCityId?: string | null },
) {
  await db
    .update(users)
    .set({
      ...changes,
      homeCityId: changes.homeCityId?.toLowerCase() ?? changes.homeCityId,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
