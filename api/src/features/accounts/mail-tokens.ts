// Single-use, expiring tokens sent by mail (verification 24 h, reset 1 h, email change 1 h).
import type { Database } from '../../db/client';
import type { EmailTokenPurpose } from '../../db/schema/accounts';
import { badRequest } from '../../http/errors';
import { claimMailToken, findMailToken, insertMailToken } from './queries';
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
  await insertMailToken(db, {
    userId: input.userId,
    purpose: input.purpose,
    email: input.email,
    tokenHash: tokenDigest(token),
    expiresAt: new Date(Date.now() + MAIL_TOKEN_TTL_MS[input.purpose]),
  });
  return token;
}

/**
 * Checks a token and marks it used, atomically: a second use (even concurrent) fails.
 * Expired or used tokens answer 400 with a message saying which.
 */
export async function consumeMailToken(db: Database, token: string, purpose: EmailTokenPurpose) {
  const name = linkNames[purpose];
  const row = await findMailToken(db, tokenDigest(token), purpose);
  const used = () => badRequest(`This ${name} has already been used.`, 'token_used');
  if (!row) throw badRequest(`This ${name} is invalid.`, 'token_invalid');
  if (row.usedAt) throw used();
  if (row.expired) throw badRequest(`This ${name} has expired. Please request a new one.`, 'token_expired');
  if (!(await claimMailToken(db, row.id))) throw used();
  return { userId: row.userId, email: row.email };
}
