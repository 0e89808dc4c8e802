// Single-use, expiring tokens sent by mail (verification 24 h, reset 1 h, email change 1 h).
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type EmailTokenPurpose, emailTokens } from '../../db/schema/accounts';
import { badRequest } from '../../http/errors';
import { randomToken, tokenDigest } from './secrets';

const HOUR = 60 * 60 * 1000;

export const MAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  'verify-email': 24 * HOUR,
  'reset-password': HOUR,
  'change-email': HOUR,
};

const linkNames: Record<EmailTokenPurpose, string> = {
  'verify-email': 'verification link',
  'reset-password': 'password reset link',
  'change-email': 'email change link',
};

export async function issueMailToken(
  db: Database,
  input: { userId: string; purpose: EmailTokenPurpose; email: string },
): Promise<string> {
  const token = randomToken();
  await db.insert(emailTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    email: input.email,
    tokenHash: tokenDigest(token),
    expiresAt: new Date(Date.now() + MAIL_TOKEN_TTL_MS[input.purpose]),
  });
  return token;
}

/** Was a token of this purpose sent to the user within `withinMs`? (throttles repeated mails) */
export async function recentlyIssued(
  db: Database,
  userId: string,
  purpose: EmailTokenPurpose,
  withinMs: number,
) {
  const [row] = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        gt(emailTokens.createdAt, sql`now() - make_interval(secs => ${withinMs / 1000})`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Marks every unused token of this purpose as used (a reset or a new request supersedes them). */
export async function retireMailTokens(db: Database, userId: string, purpose: EmailTokenPurpose) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/**
 * Checks a token and marks it used, atomically: a second use (even concurrent) fails.
 * Expired or used tokens answer 400 with a message saying which.
 */
export async function consumeMailToken(db: Database, token: string, purpose: EmailTokenPurpose) {
  const name = linkNames[purpose];
  const [row] = await db
    .select({
      id: emailTokens.id,
      userId: emailTokens.userId,
      email: emailTokens.email,
      usedAt: emailTokens.usedAt,
      expired: sql<boolean>`${emailTokens.expiresAt} <= now()`,
    })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenDigest(token)), eq(emailTokens.purpose, purpose)))
    .limit(1);
  const used = () => badRequest(`This ${name} has already been used.`, 'token_used');
  if (!row) throw badRequest(`This ${name} is invalid.`, 'token_invalid');
  if (row.usedAt) throw used();
  if (row.expired) throw badRequest(`This ${name} has expired. Please request a new one.`, 'token_expired');
  const claimed = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  if (claimed.length === 0) throw used();
  return { userId: row.userId, email: row.email };
}

/**
 * A new password (change or reset) retires every pending reset and email-change link: whoever
 * sent them may be the one the password change is meant to lock out.
 */
export async function retireAccountChangeLinks(db: Database, userId: string) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.userId, userId),
        inArray(emailTokens.purpose, ['reset-password', 'change-email']),
        isNull(emailTokens.usedAt),
      ),
    );
}
