import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, refreshTokens, sessions, users } from '../src/db/schema/accounts';
import { outbox } from '../src/db/schema/mail';
import { purgeStaleRows } from '../src/features/accounts/housekeeping';
import { describeError } from '../src/observability/logger';
import { openTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('housekeeping', () => {
  it('purges expired tokens, old failures, dead sessions and old mails, and keeps the rest', async () => {
    const live = await api.newUser('live');
    const stale = await api.newUser('stale');
    await api.post('/auth/login', { email: live.email, password: 'wrong-password' });
    const [staleUser] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, stale.email));
    await api.db
      .update(sessions)
      .set({ revokedAt: sql`now() - interval '31 days'` })
      .where(eq(sessions.userId, staleUser!.id));
    await api.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '2 days'` })
      .where(sql`${refreshTokens.sessionId} in (select id from sessions where user_id = ${staleUser!.id})`);
    await api.db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(outbox.toAddress, stale.email));
    await api.db
      .insert(loginFailures)
      .values({ email: 'old@example.com', ip: '10.9.9.9', createdAt: sql`now() - interval '2 days'` });

    await purgeStaleRows(api.db);

    const [staleSessions] = await api.db
      .select({ value: count() })
      .from(sessions)
      .where(eq(sessions.userId, staleUser!.id));
    expect(staleSessions?.value).toBe(0);
    const [oldFailures] = await api.db
      .select({ value: count() })
      .from(loginFailures)
      .where(eq(loginFailures.email, 'old@example.com'));
    expect(oldFailures?.value).toBe(0);
    const [recentFailures] = await api.db
      .select({ value: count() })
      .from(loginFailures)
      .where(eq(loginFailures.email, live.email));
    expect(recentFailures?.value).toBe(1);
    expect((await api.get(`/dev/mailbox?to=${encodeURIComponent(stale.email)}`)).body.data).toEqual([]);
    expect(
      (await api.get(`/dev/mailbox?to=${encodeURIComponent(live.email)}`)).body.data.length,
    ).toBeGreaterThan(0);
    // The live session still works end to end.
    expect((await api.post('/auth/refresh', { refreshToken: live.refreshToken })).status).toBe(200);
  });
});

describe('error logging', () => {
  it('logs a failed query by its database message, without its parameters', () => {
    const cause = new Error('duplicate key value violates unique constraint "users_email_unique"');
    const error = new Error(
      'Failed query: insert into "users" values ($1, $2)\nparams: a@b.co,$argon2id$v=19$secret',
      {
        cause,
      },
    );
    const text = describeError(error);
    expect(text).toContain('duplicate key');
    expect(text).not.toContain('argon2');
    expect(describeError(new Error('Failed query: select 1\nparams: token-123'))).not.toContain('token-123');
  });
});
