// The attacks found by probing the account endpoints, each performed end to end: account takeover
// through a pending email change, parallel password guessing, mail bursts, sessions that never end,
// and the smaller leaks (forgot-password timing, cacheable personal answers, common passwords).
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailboxEnabled, loadConfig } from '../../src/config';
import { emailTokens, loginFailures, sessions } from '../../src/db/schema/accounts';
import { outbox } from '../../src/db/schema/mail';
import { MAIL_PER_ADDRESS_LIMIT } from '../../src/features/accounts/mail-throttle';
import { ACCOUNT_FAILURE_LIMIT } from '../../src/features/accounts/rate-limit';
import type { BackgroundTasks } from '../../src/http/background';
import { openTestApi, TEST_JWT_SECRET, type TestApi, uniqueEmail } from '../harness';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(async () => {
  await api.close();
});

const bearer = (token: string, refreshToken?: string) => ({
  token,
  ...(refreshToken ? { headers: { 'Authorization-Refresh': refreshToken } } : {}),
});

/** Makes the sign-in of every session of the user `minutes` old. */
async function ageSignIn(userId: string, minutes: number) {
  await api.db
    .update(sessions)
    .set({ authenticatedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.userId, userId));
}

describe('account takeover through a pending email change', () => {
  it('ends with the attacker locked out and the victim signed in, when the victim changes the password', async () => {
    const victim = await api.newUser('victim');
    // The attacker has copied the victim's tokens (a fresh session: the worst case).
    const stolen = { accessToken: victim.accessToken, refreshToken: victim.refreshToken };
    const attackerEmail = uniqueEmail('attacker');
    const request = await api.post(
      '/auth/change-email-request',
      { email: attackerEmail },
      bearer(stolen.accessToken, stolen.refreshToken),
    );
    expect(request.status).toBe(200);
    const link = await api.latestMail(attackerEmail, 'change-email');
    const notice = await api.latestMail(victim.email, 'change-email-notice');
    expect(notice.subject).toBe('Your email address is changing');

    // The victim follows the notice's advice: changes the password.
    const changed = await api.post(
      '/auth/change-password',
      { password: 'victim-new-password-1' },
      bearer(victim.accessToken, victim.refreshToken),
    );
    expect(changed.status).toBe(200);

    // The attacker's link is dead, and so are the copied tokens.
    const opened = await api.post('/auth/update-email', { token: link.token });
    expect(opened.status).toBe(400);
    expect((await api.get('/users/me', { token: stolen.accessToken })).status).toBe(401);
    expect((await api.post('/auth/refresh', { refreshToken: stolen.refreshToken })).status).toBe(401);
    // Nothing to reset under the attacker's address, nothing to log in with.
    await api.post('/auth/forgot-password', { email: attackerEmail });
    const attackerMails = await api.get(`/dev/mailbox?to=${encodeURIComponent(attackerEmail)}`);
    expect(attackerMails.body.data.map((mail: { kind: string }) => mail.kind)).toEqual(['change-email']);
    expect(
      (await api.post('/auth/login', { email: attackerEmail, password: 'attacker-password-1' })).status,
    ).toBe(401);

    // The victim keeps the account, signed in.
    const me = await api.get('/users/me', { token: changed.body.data.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(victim.email);
    const login = await api.post('/auth/login', { email: victim.email, password: 'victim-new-password-1' });
    expect(login.status).toBe(200);
  });

  it('ends with the attacker locked out when the victim signs out everywhere instead', async () => {
    const victim = await api.newUser('victim-everywhere');
    const stolen = { accessToken: victim.accessToken, refreshToken: victim.refreshToken };
    const attackerEmail = uniqueEmail('attacker-everywhere');
    const request = await api.post(
      '/auth/change-email-request',
      { email: attackerEmail },
      bearer(stolen.accessToken, stolen.refreshToken),
    );
    expect(request.status).toBe(200);
    const link = await api.latestMail(attackerEmail, 'change-email');
    // A reset the attacker asked for on the victim's address before the victim reacted.
    await api.post('/auth/forgot-password', { email: victim.email });
    const reset = await api.latestMail(victim.email, 'reset-password');

    // The victim follows the notice's other advice: Sign out everywhere.
    const signedOut = await api.post('/auth/logout-all', undefined, bearer(victim.accessToken));
    expect(signedOut.status).toBe(200);

    // Every link mailed before is dead: the email change and the reset.
    expect((await api.post('/auth/update-email', { token: link.token })).status).toBe(400);
    expect(
      (await api.post('/auth/reset-password', { token: reset.token, password: 'attacker-took-it-9' })).status,
    ).toBe(400);
    // Forgot-password on the attacker's address finds no account; the victim still logs in.
    await api.post('/auth/forgot-password', { email: attackerEmail });
    const attackerMails = await api.get(`/dev/mailbox?to=${encodeURIComponent(attackerEmail)}`);
    expect(attackerMails.body.data.map((mail: { kind: string }) => mail.kind)).toEqual(['change-email']);
    expect((await api.post('/auth/login', { email: victim.email, password: victim.password })).status).toBe(
      200,
    );
  });

  it('ends the same way when the victim resets the password from the mail instead', async () => {
    const victim = await api.newUser('victim');
    const attackerEmail = uniqueEmail('attacker');
    await api.post('/auth/change-email-request', { email: attackerEmail }, bearer(victim.accessToken));
    const link = await api.latestMail(attackerEmail, 'change-email');

    await api.post('/auth/forgot-password', { email: victim.email });
    const reset = await api.latestMail(victim.email, 'reset-password');
    expect(
      (await api.post('/auth/reset-password', { password: 'victim-reset-password', token: reset.token }))
        .status,
    ).toBe(200);

    expect((await api.post('/auth/update-email', { token: link.token })).status).toBe(400);
    expect((await api.get('/users/me', { token: victim.accessToken })).status).toBe(401);
    const login = await api.login(victim.email, 'victim-reset-password');
    expect(login.user.email).toBe(victim.email);
  });

  it('asks a session signed in more than 10 minutes ago for the password before an email or password change', async () => {
    const victim = await api.newUser('stale');
    await ageSignIn(victim.user.id, 11);
    for (const [path, body] of [
      ['/auth/change-email-request', { email: uniqueEmail('attacker') }],
      ['/auth/change-password', { password: 'attacker-chosen-1' }],
    ] as const) {
      const refused = await api.post(path, body, bearer(victim.accessToken));
      expect(refused.status).toBe(428);
      expect(refused.body.code).toBe('reauthentication_required');
      expect(refused.body.message).toBe('For your security, please enter your password again to continue.');
    }
    // A refresh is not a sign-in: still refused.
    const refreshed = await api.post('/auth/refresh', { refreshToken: victim.refreshToken });
    expect(
      (
        await api.post(
          '/auth/change-password',
          { password: 'attacker-chosen-1' },
          bearer(refreshed.body.data.accessToken),
        )
      ).status,
    ).toBe(428);
    expect((await api.login(victim.email, 'attacker-chosen-1').catch(() => null)) === null).toBe(true);
  });

  it('continues after the password is entered again, in a new session the old token does not share', async () => {
    const user = await api.newUser('reauth');
    await ageSignIn(user.user.id, 30);
    const wrong = await api.post(
      '/auth/reauthenticate',
      { password: 'not-my-password' },
      bearer(user.accessToken),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('invalid_current_password');
    const confirmed = await api.post(
      '/auth/reauthenticate',
      { password: user.password },
      bearer(user.accessToken),
    );
    expect(confirmed.status).toBe(200);
    const fresh = confirmed.body.data;
    expect(confirmed.headers.get('x-access-token')).toBe(fresh.accessToken);
    expect((await api.get('/users/me', { token: user.accessToken })).status).toBe(401);
    const newEmail = uniqueEmail('moved');
    expect(
      (await api.post('/auth/change-email-request', { email: newEmail }, bearer(fresh.accessToken))).status,
    ).toBe(200);
  });

  it('accepts the current password in the change itself instead of a separate call', async () => {
    const user = await api.newUser('inline');
    await ageSignIn(user.user.id, 30);
    const response = await api.post(
      '/auth/change-password',
      { password: 'inline-new-password', currentPassword: user.password },
      bearer(user.accessToken),
    );
    expect(response.status).toBe(200);
  });

  it('signs the other sessions out when the email change is applied, and tells the old address', async () => {
    const user = await api.newUser('mover');
    const other = await api.login(user.email, user.password);
    const newEmail = uniqueEmail('moved');
    await api.post('/auth/change-email-request', { email: newEmail }, bearer(user.accessToken));
    const link = await api.latestMail(newEmail, 'change-email');
    const applied = await api.post('/auth/update-email', { token: link.token }, bearer(user.accessToken));
    expect(applied.status).toBe(200);
    expect((await api.get('/users/me', { token: user.accessToken })).status).toBe(200);
    expect((await api.get('/users/me', { token: other.accessToken })).status).toBe(401);
    const told = await api.latestMail(user.email, 'email-changed');
    expect(told.subject).toBe('Your email address was changed');
  });
});

describe('parallel password guessing', () => {
  it('checks at most the limit of a burst of 40 wrong guesses, and then refuses the right password', async () => {
    const { email, password } = await api.signUp(uniqueEmail('burst'));
    const headers = { 'X-Forwarded-For': '198.51.100.40' };
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        api.post('/auth/login', { email, password: `wrong-guess-${index}` }, { headers }),
      ),
    );
    const checked = burst.filter((response) => response.status === 401).length;
    const refused = burst.filter((response) => response.status === 429).length;
    expect(checked + refused).toBe(40);
    expect(checked).toBeLessThanOrEqual(ACCOUNT_FAILURE_LIMIT);
    const right = await api.post('/auth/login', { email, password }, { headers });
    expect(right.status).toBe(429);
  });

  it('checks at most 30 guesses of one client across accounts in a burst', async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.41' };
    const burst = await Promise.all(
      Array.from({ length: 45 }, (_, index) =>
        api.post(
          '/auth/login',
          { email: uniqueEmail(`spray${index}`), password: 'wrong-guess-1' },
          { headers },
        ),
      ),
    );
    expect(burst.filter((response) => response.status === 401).length).toBeLessThanOrEqual(30);
  });

  it('counts re-authentication guesses with the login ones', async () => {
    const user = await api.newUser('reguess');
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        api.post('/auth/reauthenticate', { password: `guess-${index}-x` }, bearer(user.accessToken)),
      ),
    );
    expect(guesses.filter((response) => response.status === 400).length).toBeLessThanOrEqual(
      ACCOUNT_FAILURE_LIMIT,
    );
    expect(
      (await api.post('/auth/reauthenticate', { password: user.password }, bearer(user.accessToken))).status,
    ).toBe(429);
    await api.db.delete(loginFailures).where(eq(loginFailures.email, user.email));
  });
});

describe('mail bursts', () => {
  it('admits at most the per-address limit of a burst of forgot-password requests', async () => {
    const { email } = await api.signUp(uniqueEmail('mailburst'));
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.post('/auth/forgot-password', { email }, { headers: { 'X-Forwarded-For': '198.51.100.50' } }),
      ),
    );
    // signup took one of the address's requests.
    expect(burst.filter((response) => response.status === 200).length).toBeLessThanOrEqual(
      MAIL_PER_ADDRESS_LIMIT - 1,
    );
    expect(burst.filter((response) => response.status === 429)[0]?.body.code).toBe('too_many_requests');
    const mailbox = await api.get(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(
      mailbox.body.data.filter((mail: { kind: string }) => mail.kind === 'reset-password').length,
    ).toBeLessThanOrEqual(1);
  });
});

describe('sessions end', () => {
  it('refuses to refresh a session signed in 200 days ago', async () => {
    const user = await api.newUser('old');
    await api.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '200 days'` })
      .where(eq(sessions.userId, user.user.id));
    const refresh = await api.post('/auth/refresh', { refreshToken: user.refreshToken });
    expect(refresh.status).toBe(401);
    expect(refresh.body.code).toBe('session_expired');
    expect((await api.get('/users/me', { token: user.accessToken })).status).toBe(401);
  });

  it('gives refresh tokens no life past the end of their session', async () => {
    const user = await api.newUser('capped');
    await api.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '29 days'` })
      .where(eq(sessions.userId, user.user.id));
    const refresh = await api.post('/auth/refresh', { refreshToken: user.refreshToken });
    expect(refresh.status).toBe(200);
    const [row] = await api.db
      .execute<{ days: number }>(
        sql`select extract(epoch from (r.expires_at - now())) / 86400 as days from refresh_tokens r join sessions s on s.id = r.session_id where s.user_id = ${user.user.id} order by r.created_at desc limit 1`,
      )
      .then((result) => (Array.isArray(result) ? result : (result as { rows: { days: number }[] }).rows));
    expect(Number(row?.days)).toBeLessThan(1.01);
  });

  it('refuses a correctly signed access token without an expiry', async () => {
    const user = await api.newUser('noexp');
    const { sid } = decodeJwt(user.accessToken);
    const forever = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.user.id)
      .setIssuer('gaido-api')
      .setAudience('gaido-app')
      .setIssuedAt()
      .sign(TEST_JWT_SECRET);
    expect((await api.get('/users/me', { token: forever })).status).toBe(401);
    const longLived = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.user.id)
      .setIssuer('gaido-api')
      .setAudience('gaido-app')
      .setIssuedAt()
      .setExpirationTime('10y')
      .sign(TEST_JWT_SECRET);
    expect((await api.get('/users/me', { token: longLived })).status).toBe(200);
    // …but a token issued more than 15 minutes ago is refused whatever its exp says.
    const stale = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.user.id)
      .setIssuer('gaido-api')
      .setAudience('gaido-app')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime('10y')
      .sign(TEST_JWT_SECRET);
    expect((await api.get('/users/me', { token: stale })).status).toBe(401);
  });

  it('signs out every device of the traveller', async () => {
    const user = await api.newUser('everywhere');
    const phone = await api.login(user.email, user.password);
    const response = await api.post('/auth/logout-all', undefined, bearer(user.accessToken));
    expect(response.status).toBe(200);
    expect(response.body.data.context.message).toBe('Signed out on every device.');
    for (const session of [user, phone]) {
      expect((await api.get('/users/me', { token: session.accessToken })).status).toBe(401);
      expect((await api.post('/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
    }
    expect((await api.post('/auth/logout-all')).status).toBe(401);
  });
});

describe('smaller leaks', () => {
  it('answers forgot-password before any mail work, which runs after the answer', async () => {
    const deferred: (() => Promise<void>)[] = [];
    const background: BackgroundTasks = {
      run: (_name, task) => void deferred.push(task),
      idle: async () => {
        while (deferred.length) await deferred.shift()?.();
      },
    };
    const paused = await openTestApi({}, { background });
    try {
      const { email } = await paused.signUp(uniqueEmail('later'));
      await background.idle();
      const before = await paused.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(eq(outbox.toAddress, email));
      const answer = await paused.post('/auth/forgot-password', { email });
      expect(answer.status).toBe(200);
      const rightAfter = await paused.db
        .select({ id: emailTokens.id })
        .from(emailTokens)
        .where(eq(emailTokens.email, email));
      expect(rightAfter).toHaveLength(1); // the verification only: no reset token yet
      expect(deferred).toHaveLength(1);
      await background.idle();
      const after = await paused.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.toAddress, email));
      expect(after.length).toBe(before.length + 1);
    } finally {
      await paused.close();
    }
  });

  it('marks personal answers no-store', async () => {
    const user = await api.newUser('cache');
    for (const path of [
      '/users/me',
      '/users/profile',
      '/auth/me',
      '/bookings',
      '/payments',
      '/gems/fav/folders',
    ]) {
      const response = await api.get(path, bearer(user.accessToken));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    const login = await api.post('/auth/login', { email: user.email, password: user.password });
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses passwords that are easy to guess with a clear message, and keeps the minimum of 6', async () => {
    const weak = [
      ...['123456', 'password', 'Password1', 'qwerty123'],
      // Not on any list of common passwords, yet guessed at once: a repeat, a sequence, the site's
      // name with digits, a season and a year.
      ...['aaaaaa', 'abcdef', 'gaido123', 'Summer2024'],
    ];
    for (const password of weak) {
      const response = await api.post('/auth/signup', { email: uniqueEmail('common'), password });
      expect(response.status, password).toBe(400);
      expect(response.body.message).toBe(
        'This password is too easy to guess. Please choose a longer one, for example a few words that do not belong together.',
      );
    }
    // The traveller's own address is a guess too.
    expect(
      (await api.post('/auth/signup', { email: 'marta.fonseca@example.com', password: 'martafonseca1' }))
        .status,
    ).toBe(400);
    expect(
      (await api.post('/auth/signup', { email: uniqueEmail('short'), password: 'a1b2c' })).body.message,
    ).toBe('Password must be at least 6 characters');
    expect(
      (await api.post('/auth/signup', { email: uniqueEmail('fine'), password: 'lisbon-trams-9' })).status,
    ).toBe(201);
    const user = await api.newUser('changer');
    for (const password of ['iloveyou', 'Summer2024']) {
      const change = await api.post('/auth/change-password', { password }, bearer(user.accessToken));
      expect(change.status, password).toBe(400);
      expect(change.body.message).toMatch(/^This password is too easy to guess/);
    }
    await api.post('/auth/forgot-password', { email: user.email });
    const { token } = await api.latestMail(user.email, 'reset-password');
    const reset = await api.post('/auth/reset-password', { token, password: 'gaido123' });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toMatch(/^This password is too easy to guess/);
    const short = await api.post('/auth/reset-password', { token, password: 'abc' });
    expect(short.body.message).toBe('Password must be at least 6 characters');
    // Existing passwords still log in: the rule is for new ones.
    expect((await api.post('/auth/login', { email: uniqueEmail('x'), password: '123456' })).status).toBe(401);
  });

  it('opens the dev mailbox only in development, and production refuses to start with it', () => {
    expect(devMailboxEnabled({})).toBe(true);
    expect(devMailboxEnabled({ NODE_ENV: 'development' })).toBe(true);
    expect(devMailboxEnabled({ NODE_ENV: 'test' })).toBe(true);
    expect(devMailboxEnabled({ NODE_ENV: 'staging' })).toBe(false);
    expect(devMailboxEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), GAIDO_DEV_MAILBOX: '1' }),
    ).toThrow(/GAIDO_DEV_MAILBOX must not be set when NODE_ENV=production/);
  });

  it('serves the dev analytics events only in development, and production refuses to start with them', async () => {
    const secret = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...secret }).devAnalytics).toBe(true);
    expect(loadConfig({ ...secret, NODE_ENV: 'test' }).devAnalytics).toBe(true);
    expect(loadConfig({ ...secret, NODE_ENV: 'production' }).devAnalytics).toBe(false);
    expect(() => loadConfig({ ...secret, NODE_ENV: 'production', GAIDO_DEV_ANALYTICS: '1' })).toThrow(
      /GAIDO_DEV_ANALYTICS must not be set when NODE_ENV=production/,
    );
    const staging = loadConfig({ ...secret, NODE_ENV: 'staging' });
    expect(staging.devAnalytics).toBe(false);
    // The staging configuration, served: no unauthenticated list of visitors' events.
    const served = await openTestApi({ devAnalytics: staging.devAnalytics, devMailbox: staging.devMailbox });
    try {
      expect((await served.get('/dev/analytics/events')).status).toBe(404);
      expect((await served.get('/dev/mailbox')).status).toBe(404);
    } finally {
      await served.close();
    }
  });
});
