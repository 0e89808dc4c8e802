// Deletes account rows nobody will read again. Idempotent, so every instance may run it.
import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailTokens, loginFailures, mailRequests, refreshTokens, sessions } from '../../db/schema/accounts';
import { outbox } from '../../db/schema/mail';

export async function purgeStaleRows(db: Database) {
  // An expired refresh token is refused anyway; keeping it a day still tells reuse from garbage.
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, sql`now() - interval '1 day'`));
  await db
    .delete(sessions)
    .where(
      or(
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sql`now() - interval '30 days'`)),
        lt(sessions.lastUsedAt, sql`now() - interval '60 days'`),
      ),
    );
  await db.delete(emailTokens).where(lt(emailTokens.expiresAt, sql`now() - interval '7 days'`));
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, sql`now() - interval '1 day'`));
  await db.delete(mailRequests).where(lt(mailRequests.createdAt, sql`now() - interval '1 day'`));
  // Mail bodies hold tokens: keep delivered and dev mails a week, not forever.
  await db
    .delete(outbox)
    .where(and(lt(outbox.createdAt, sql`now() - interval '7 days'`), sql`${outbox.status} <> 'pending'`));
}
