import { accounts } from '@gaido/contracts';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailTokens, loginFailures } from '../src/db/schema/accounts';
import { createLogger } from '../src/observability/logger';
import { type Body, openTestApi, TEST_JWT_SECRET, type TestApi, uniqueEmail } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(async () => {
  await api.close();
});

function expectError(response: { status: number; body: Body }, status: number, message?: string | RegExp) {
  expect(response.status).toBe(status);
  expect(typeof response.body.message).toBe('string');
  expect(response.body.message.length).toBeGreaterThan(0);
  expect(typeof response.body.code).toBe('string');
  if (typeof message === 'string') expect(response.body.message).toBe(message);
  else if (message) expect(response.body.message).toMatch(message);
}

async function expireTokens(email: string) {
  await api.db
    .update(emailTokens)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(emailTokens.email, email));
}

describe('signup', () => {
  it('creates an unverified account and writes a verification mail', async () => {
    const email = uniqueEmail('signup');
    const response = await api.post('/auth/signup', {
      email: `  ${email.toUpperCase()} `,
      password: 'travel-secret-1',
      version: 'web',
    });
    expect(response.status).toBe(201);
    expect(response.body.data.context.message).toBe(
      'Account created successfully! Please check your email for verification.',
    );
    const user = response.body.data.user;
    expect(Object.keys(user).sort()).toEqual([
      'email',
      'emailVerified',
      'id',
      'isOnboarded',
      'name',
      'user_metadata',
    ]);
    expect(user).toMatchObject({ email, isOnboarded: false, emailVerified: false });
    const mail = await api.latestMail(email, 'verify-email');
    expect(mail.link).toBe(`http://localhost:3000/verify-email?token=${mail.token}`);
    expect(JSON.stringify(response.body)).not.toContain('travel-secret-1');
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const { email } = await api.signUp();
    expectError(
      await api.post('/auth/signup', { email: email.toUpperCase(), password: 'travel-secret-1' }),
      409,
      'An account with this email already exists',
    );
  });

  it.each([
    [{ email: 'not-an-email', password: 'travel-secret-1' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters'],
    [{ password: 'travel-secret-1' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co' }, 'Password is required'],
    [{ email: 42, password: 'travel-secret-1' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co', password: 123456 }, 'Password must be a string'],
    [{ email: 'a@b.co', password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ email: 'a@b.co', password: 'travel-secret-1', version: 'web app <script>' }, /version/],
    [[], 'Request body must be a JSON object'],
    ['just a string', 'Request body must be a JSON object'],
    [null, 'Request body must be a JSON object'],
  ])('answers 400 to %j', async (body, message) => {
    expectError(await api.post('/auth/signup', body), 400, message);
  });

  it('answers 400 to an empty body and to malformed JSON', async () => {
    expectError(await api.post('/auth/signup'), 400, 'Request body must be a JSON object');
    expectError(
      await api.post('/auth/signup', undefined, { raw: "{email:'a@b.co'}" }),
      400,
      'Malformed JSON in request body',
    );
  });
});

describe('email verification', () => {
  it('verifies once; the used link then answers 400', async () => {
    const { email } = await api.signUp();
    const { token } = await api.latestMail(email, 'verify-email');
    const first = await api.post('/auth/confirm', { token });
    expect(first.status).toBe(200);
    expect(first.body.data.user.emailVerified).toBe(true);
    expect(first.body.data.context.message).toBe('Email verified successfully! You can now log in.');
    expectError(
      await api.post('/auth/confirm', { token }),
      400,
      'This verification link has already been used.',
    );
  });

  it('rejects an expired or unknown link with a clear message', async () => {
    const { email } = await api.signUp();
    const { token } = await api.latestMail(email, 'verify-email');
    await expireTokens(email);
    const expired = await api.post('/auth/confirm', { token });
    expectError(expired, 400, 'This verification link has expired. Please request a new one.');
    expect(expired.body.code).toBe('token_expired');
    expectError(
      await api.post('/auth/confirm', { token: 'nope' }),
      400,
      'This verification link is invalid.',
    );
    expectError(await api.post('/auth/confirm', {}), 400, 'Token is required');
  });

  it('sends a new link on request, and says the same for unknown emails', async () => {
    const { email } = await api.signUp();
    await api.db
      .update(emailTokens)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(emailTokens.email, email));
    const known = await api.post('/auth/resend-verification', { email });
    const unknown = await api.post('/auth/resend-verification', { email: uniqueEmail('nobody') });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const { body } = await api.get(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(body.data.filter((mail: { kind: string }) => mail.kind === 'verify-email')).toHaveLength(2);
  });
});

describe('login', () => {
  it('returns tokens and the user; unverified accounts may log in', async () => {
    const { email, password } = await api.signUp();
    const response = await api.post('/auth/login', { email, password });
    expect(response.status).toBe(200);
    const { accessToken, refreshToken, user } = response.body.data;
    expect(accessToken.split('.')).toHaveLength(3);
    expect(refreshToken.length).toBeGreaterThan(30);
    expect(user).toMatchObject({ email, emailVerified: false, isOnboarded: false, name: null });
    expect(response.headers.get('x-access-token')).toBe(accessToken);
    expect(response.headers.get('x-refresh-token')).toBe(refreshToken);
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const { email } = await api.signUp();
    const wrong = await api.post(
      '/auth/login',
      { email, password: 'wrong-password' },
      { headers: { 'X-Forwarded-For': '10.0.0.1' } },
    );
    const unknown = await api.post(
      '/auth/login',
      { email: uniqueEmail('ghost'), password: 'wrong-password' },
      { headers: { 'X-Forwarded-For': '10.0.0.1' } },
    );
    expectError(wrong, 401, 'Invalid email or password');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('validates the body', async () => {
    expectError(
      await api.post('/auth/login', { email: 'x', password: 'travel-secret-1' }),
      400,
      'Please enter a valid email address',
    );
    expectError(
      await api.post('/auth/login', { email: 'a@b.co', password: '123' }),
      400,
      'Password must be at least 6 characters',
    );
    expectError(await api.post('/auth/login', { email: ['a@b.co'], password: 'travel-secret-1' }), 400);
  });
});

describe('login rate limit', () => {
  it('locks an account after 5 failures for 15 minutes, even with the right password', async () => {
    const { email, password } = await api.signUp();
    const headers = { 'X-Forwarded-For': '10.1.0.1' };
    for (let i = 0; i < 5; i++) {
      expect((await api.post('/auth/login', { email, password: 'wrong-password' }, { headers })).status).toBe(
        401,
      );
    }
    const locked = await api.post(
      '/auth/login',
      { email, password },
      { headers: { 'X-Forwarded-For': '10.1.0.2' } },
    );
    expectError(locked, 429, 'Too many login attempts. Please try again in 15 minutes.');
    expect(locked.headers.get('retry-after')).toBe('900');
    // Move the failures out of the window: the lock lifts.
    await api.db
      .update(loginFailures)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginFailures.email, email));
    expect((await api.post('/auth/login', { email, password }, { headers })).status).toBe(200);
  });

  it('says how many minutes remain when the oldest failures are older', async () => {
    const { email } = await api.signUp();
    const headers = { 'X-Forwarded-For': '10.2.0.1' };
    for (let i = 0; i < 5; i++)
      await api.post('/auth/login', { email, password: 'wrong-password' }, { headers });
    await api.db
      .update(loginFailures)
      .set({ createdAt: sql`now() - interval '14 minutes 30 seconds'` })
      .where(eq(loginFailures.email, email));
    const locked = await api.post('/auth/login', { email, password: 'wrong-password' }, { headers });
    expectError(locked, 429, 'Too many login attempts. Please try again in 1 minute.');
  });

  it('resets the account counter on success', async () => {
    const { email, password } = await api.signUp();
    const headers = { 'X-Forwarded-For': '10.3.0.1' };
    for (let i = 0; i < 4; i++)
      await api.post('/auth/login', { email, password: 'wrong-password' }, { headers });
    expect((await api.post('/auth/login', { email, password }, { headers })).status).toBe(200);
    for (let i = 0; i < 4; i++)
      await api.post('/auth/login', { email, password: 'wrong-password' }, { headers });
    expect((await api.post('/auth/login', { email, password }, { headers })).status).toBe(200);
  });

  it('locks a client IP after 30 failures across accounts', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.9, 10.4.0.1' };
    for (let i = 0; i < 30; i++) {
      const response = await api.post(
        '/auth/login',
        { email: uniqueEmail('spray'), password: 'wrong-password' },
        { headers },
      );
      expect(response.status).toBe(401);
    }
    const { email, password } = await api.signUp();
    expectError(
      await api.post('/auth/login', { email, password }, { headers }),
      429,
      /Too many login attempts/,
    );
    // Another client is not affected.
    expect(
      (await api.post('/auth/login', { email, password }, { headers: { 'X-Forwarded-For': '10.4.0.2' } }))
        .status,
    ).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotates the refresh token on every refresh (header or body)', async () => {
    const session = await api.newUser();
    const first = await api.post('/auth/refresh', undefined, {
      headers: { 'Authorization-Refresh': session.refreshToken },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.accessToken).toBeTruthy();
    expect(first.body.data.refreshToken).not.toBe(session.refreshToken);
    expect(first.headers.get('x-access-token')).toBe(first.body.data.accessToken);
    const second = await api.post('/auth/refresh', { refreshToken: first.body.data.refreshToken });
    expect(second.status).toBe(200);
    const me = await api.get('/auth/me', { token: second.body.data.accessToken });
    expect(me.body.data.email).toBe(session.email);
  });

  it('detects reuse of a rotated token and revokes the whole session', async () => {
    const session = await api.newUser();
    const rotated = await api.post('/auth/refresh', undefined, {
      headers: { 'Authorization-Refresh': `Bearer ${session.refreshToken}` },
    });
    const newer = rotated.body.data;
    const reuse = await api.post('/auth/refresh', undefined, {
      headers: { 'Authorization-Refresh': session.refreshToken },
    });
    expectError(reuse, 401);
    expect(reuse.body.code).toBe('refresh_token_reused');
    // The legitimate holder's newer tokens are dead too.
    expectError(
      await api.post('/auth/refresh', undefined, {
        headers: { 'Authorization-Refresh': newer.refreshToken },
      }),
      401,
    );
    expectError(await api.get('/users/me', { token: newer.accessToken }), 401);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expectError(await api.post('/auth/refresh'), 401, 'Refresh token is required');
    expectError(
      await api.post('/auth/refresh', undefined, { headers: { 'Authorization-Refresh': 'made-up' } }),
      401,
    );
  });
});

describe('access tokens', () => {
  it('rejects missing, tampered, expired and wrongly signed tokens', async () => {
    const session = await api.newUser();
    expectError(await api.get('/users/me'), 401, 'Authentication required');
    expectError(await api.get('/users/me', { token: `${session.accessToken}x` }), 401);
    const expired = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.id)
      .setIssuer('gaido-api')
      .setAudience('gaido-app')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
      .sign(TEST_JWT_SECRET);
    expectError(await api.get('/users/me', { token: expired }), 401);
    const forged = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user.id)
      .setIssuer('gaido-api')
      .setAudience('gaido-app')
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expectError(await api.get('/users/me', { token: forged }), 401);
  });
});

describe('the current user', () => {
  it('is returned by /users/profile, /users/me and /auth/me, with onboarding status', async () => {
    const session = await api.newUser();
    for (const path of ['/users/profile', '/users/me', '/auth/me']) {
      const response = await api.get(path, { token: session.accessToken });
      expect(response.status, path).toBe(200);
      expect(response.body.data).toEqual(session.user);
    }
    const status = await api.get('/users/onboarding/status', { token: session.accessToken });
    expect(status.body).toEqual({ data: { isOnboarded: false } });
    expectError(await api.get('/users/onboarding/status'), 401);
  });

  it('updates the profile, validated', async () => {
    const session = await api.newUser();
    const { body: cities } = await api.get('/cities/porto');
    const updated = await api.patch(
      '/users/profile',
      { name: '  Ana Silva ', bio: 'Loves tiles.', homeCityId: cities.data.id },
      { token: session.accessToken },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'Ana Silva',
      user_metadata: { bio: 'Loves tiles.', homeCityId: cities.data.id },
    });
    const cleared = await api.patch('/users/profile', { bio: null }, { token: session.accessToken });
    expect(cleared.body.data.user_metadata.bio).toBeNull();
    expect(cleared.body.data.name).toBe('Ana Silva');
    const token = session.accessToken;
    expectError(await api.patch('/users/profile', {}, { token }), 400, /Nothing to update/);
    expectError(await api.patch('/users/profile', { name: '' }, { token }), 400, 'Name cannot be empty');
    expectError(
      await api.patch('/users/profile', { name: 'x'.repeat(81) }, { token }),
      400,
      'Name must be at most 80 characters',
    );
    expectError(await api.patch('/users/profile', { email: 'new@example.com' }, { token }), 400);
    expectError(await api.patch('/users/profile', { isOnboarded: true }, { token }), 400);
    expectError(
      await api.patch('/users/profile', { homeCityId: '00000000-0000-4000-8000-000000000000' }, { token }),
      400,
      'City not found',
    );
    expectError(await api.patch('/users/profile', { name: 'Nope' }), 401);
  });
});

describe('logout', () => {
  it('revokes the session of the refresh token', async () => {
    const session = await api.newUser();
    const response = await api.post('/auth/logout', undefined, {
      token: session.accessToken,
      headers: { 'Authorization-Refresh': session.refreshToken },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.context.message).toBe('Successfully signed out!');
    expectError(await api.post('/auth/refresh', { refreshToken: session.refreshToken }), 401);
    expectError(await api.get('/users/me', { token: session.accessToken }), 401);
  });

  it('leaves the other sessions alone', async () => {
    const session = await api.newUser();
    const other = await api.login(session.email, session.password);
    await api.post('/auth/logout', undefined, { headers: { 'Authorization-Refresh': session.refreshToken } });
    expect((await api.get('/users/me', { token: other.accessToken })).status).toBe(200);
  });

  it('reads the refresh token from Authorization-Refresh only: one sent in a body ends nothing', async () => {
    const session = await api.newUser();
    const response = await api.post('/auth/logout', { refreshToken: session.refreshToken });
    expect(response.status).toBe(200);
    const refreshed = await api.post('/auth/refresh', undefined, {
      headers: { 'Authorization-Refresh': session.refreshToken },
    });
    expect(refreshed.status).toBe(200);
  });

  it('refuses an Authorization-Refresh header longer than its contract allows, and ends nothing', async () => {
    const session = await api.newUser();
    const tooLong = `Bearer ${session.refreshToken}${'x'.repeat(accounts.TOKEN_MAX)}`;
    const response = await api.post('/auth/logout', undefined, {
      token: session.accessToken,
      headers: { 'Authorization-Refresh': tooLong },
    });
    expectError(response, 400, `Authorization-Refresh must be at most ${accounts.TOKEN_MAX} characters`);
    expect((await api.get('/users/me', { token: session.accessToken })).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the account exists', async () => {
    const { email } = await api.signUp();
    const known = await api.post('/auth/forgot-password', { email });
    const unknown = await api.post('/auth/forgot-password', { email: uniqueEmail('nobody') });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expectError(
      await api.post('/auth/forgot-password', { email: 'nope' }),
      400,
      'Please enter a valid email address',
    );
  });

  it('resets with the mailed token, once, and signs every session out', async () => {
    const session = await api.newUser();
    await api.post('/auth/forgot-password', { email: session.email });
    const mail = await api.latestMail(session.email, 'reset-password');
    expect(mail.link).toBe(`http://localhost:3000/reset-password?token=${mail.token}`);
    expectError(
      await api.post('/auth/reset-password', { password: '123', token: mail.token }),
      400,
      'Password must be at least 6 characters',
    );
    const reset = await api.post('/auth/reset-password', {
      password: 'brand-new-password',
      token: mail.token,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data.context.message).toBe(
      'Password reset successfully! You can now log in with your new password.',
    );
    expectError(
      await api.post('/auth/reset-password', { password: 'another-password', token: mail.token }),
      400,
      'This password reset link has already been used.',
    );
    expectError(await api.post('/auth/refresh', { refreshToken: session.refreshToken }), 401);
    expectError(await api.get('/users/me', { token: session.accessToken }), 401);
    expectError(await api.post('/auth/login', { email: session.email, password: session.password }), 401);
    const fresh = await api.login(session.email, 'brand-new-password');
    expect(fresh.user.emailVerified).toBe(true);
  });

  it('rejects an expired reset link', async () => {
    const { email } = await api.signUp();
    await api.post('/auth/forgot-password', { email });
    const { token } = await api.latestMail(email, 'reset-password');
    await expireTokens(email);
    expectError(
      await api.post('/auth/reset-password', { password: 'brand-new-password', token }),
      400,
      'This password reset link has expired. Please request a new one.',
    );
  });
});

describe('change password', () => {
  it('ends every session, this one too, and continues the caller in a new one', async () => {
    const session = await api.newUser();
    const other = await api.login(session.email, session.password);
    const response = await api.post(
      '/auth/change-password',
      { password: 'changed-password' },
      {
        token: session.accessToken,
        headers: { 'Authorization-Refresh': session.refreshToken },
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.data.context.message).toBe('Password changed successfully!');
    const renewed = response.body.data;
    expect(response.headers.get('x-access-token')).toBe(renewed.accessToken);
    expect((await api.get('/users/me', { token: renewed.accessToken })).status).toBe(200);
    expect((await api.post('/auth/refresh', { refreshToken: renewed.refreshToken })).status).toBe(200);
    expectError(await api.get('/users/me', { token: session.accessToken }), 401);
    expectError(await api.post('/auth/refresh', { refreshToken: session.refreshToken }), 401);
    expectError(await api.get('/users/me', { token: other.accessToken }), 401);
    expectError(await api.post('/auth/refresh', { refreshToken: other.refreshToken }), 401);
    expectError(await api.post('/auth/login', { email: session.email, password: session.password }), 401);
    await api.login(session.email, 'changed-password');
    expect((await api.latestMail(session.email, 'password-changed')).token).toBeNull();
  });

  it('checks the current password when given, without a 401', async () => {
    const session = await api.newUser();
    const wrong = await api.post(
      '/auth/change-password',
      { password: 'changed-password', currentPassword: 'not-it' },
      { token: session.accessToken },
    );
    expectError(wrong, 400, 'Current password is incorrect');
    const right = await api.post(
      '/auth/change-password',
      { password: 'changed-password', currentPassword: session.password },
      { token: session.accessToken },
    );
    expect(right.status).toBe(200);
  });

  it('needs a signed-in user and a valid password', async () => {
    const session = await api.newUser();
    expectError(await api.post('/auth/change-password', { password: 'changed-password' }), 401);
    expectError(
      await api.post('/auth/change-password', { password: '12' }, { token: session.accessToken }),
      400,
      'Password must be at least 6 characters',
    );
  });
});

describe('change email', () => {
  it('confirms the new address through the mailed link', async () => {
    const session = await api.newUser();
    const newEmail = uniqueEmail('moved');
    const request = await api.post(
      '/auth/change-email-request',
      { email: newEmail },
      { token: session.accessToken },
    );
    expect(request.status).toBe(200);
    expect(request.body.data.context.message).toBe(
      'Email change verification sent! Please check your new email address.',
    );
    const mail = await api.latestMail(newEmail, 'change-email');
    expect(mail.link).toBe(`http://localhost:3000/update-email?token=${mail.token}`);
    expect((await api.latestMail(session.email, 'change-email-notice')).subject).toMatch(/changing/);
    // Nothing changes until the link is used.
    expect((await api.get('/users/me', { token: session.accessToken })).body.data.email).toBe(session.email);
    const update = await api.post('/auth/update-email', { token: mail.token });
    expect(update.status).toBe(200);
    expect(update.body.data.context.message).toBe('Email updated successfully!');
    expect(update.body.data.user).toMatchObject({ email: newEmail, emailVerified: true });
    expectError(
      await api.post('/auth/update-email', { token: mail.token }),
      400,
      'This email change link has already been used.',
    );
    await api.login(newEmail, session.password);
    expectError(await api.post('/auth/login', { email: session.email, password: session.password }), 401);
  });

  it('refuses the same address, a taken address, bad input and anonymous requests', async () => {
    const session = await api.newUser();
    const taken = await api.signUp();
    const token = session.accessToken;
    expectError(
      await api.post('/auth/change-email-request', { email: session.email }, { token }),
      400,
      'This is already your email address',
    );
    expectError(
      await api.post('/auth/change-email-request', { email: taken.email }, { token }),
      409,
      'An account with this email already exists',
    );
    expectError(
      await api.post('/auth/change-email-request', { email: 'broken' }, { token }),
      400,
      'Please enter a valid email address',
    );
    expectError(await api.post('/auth/change-email-request', { email: uniqueEmail() }), 401);
  });

  it('rejects an expired email change link', async () => {
    const session = await api.newUser();
    const newEmail = uniqueEmail('late');
    await api.post('/auth/change-email-request', { email: newEmail }, { token: session.accessToken });
    const { token } = await api.latestMail(newEmail, 'change-email');
    await expireTokens(newEmail);
    expectError(
      await api.post('/auth/update-email', { token }),
      400,
      'This email change link has expired. Please request a new one.',
    );
  });
});

describe('secrets stay out of logs', () => {
  it('never logs a token, password or hash', async () => {
    const logged: string[] = [];
    const capture = (...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    };
    const spies = [
      vi.spyOn(console, 'log').mockImplementation(capture),
      vi.spyOn(console, 'error').mockImplementation(capture),
      vi.spyOn(console, 'warn').mockImplementation(capture),
    ];
    const logger = createLogger({ service: 'api', destination: { write: (line: string) => capture(line) } });
    const logging = await openTestApi({ logRequests: true }, { logger });
    try {
      const password = 'very-secret-password';
      const email = uniqueEmail('logs');
      await logging.post('/auth/signup', { email, password });
      const session = await logging.login(email, password);
      await logging.post('/auth/login', { email, password: 'wrong-password-123' });
      await logging.post('/auth/refresh', undefined, {
        headers: { 'Authorization-Refresh': session.refreshToken },
      });
      await logging.post('/auth/refresh', undefined, {
        headers: { 'Authorization-Refresh': session.refreshToken },
      });
      const { token } = await logging.latestMail(email, 'verify-email');
      await logging.post('/auth/confirm', { token: token! });
      await logging.post('/auth/confirm', { token: token! });
      await logging.post('/auth/forgot-password', { email });
      const reset = await logging.latestMail(email, 'reset-password');
      await logging.get(`/users/me?token=${reset.token}`);
      await logging.post('/auth/reset-password', { password: 'another-secret-password', token: reset.token });
      const all = logged.join('\n');
      // The request lines themselves were written (paths, never bodies or headers).
      const lines = logged
        .flatMap((text) => text.split('\n').filter(Boolean))
        .map((line) => JSON.parse(line));
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: 'request', method: 'POST', path: '/api/v1/auth/login', status: 401 }),
      );
      expect(logged.length).toBeGreaterThan(0);
      for (const secret of [
        password,
        'wrong-password-123',
        session.refreshToken,
        session.accessToken,
        token!,
        reset.token!,
        'another-secret-password',
        '$argon2id',
      ]) {
        expect(all).not.toContain(secret);
      }
    } finally {
      await logging.close();
      for (const spy of spies) spy.mockRestore();
    }
  });
});
