// /auth/* (spec 7): requests and answers are the contracts' (@gaido/contracts, accounts); a body
// whose password is being chosen is also checked for strength (schemas.ts), so those endpoints mount
// with that body. Messages follow spec 8's success toasts where one exists.
import { accounts as contract, users } from '@gaido/contracts';
import type { Context } from 'hono';
import type { AppDeps } from '../../http/app-env';
import { createBackgroundTasks } from '../../http/background';
import { clientIp } from '../../http/client-ip';
import { ApiError, badRequest, conflict, isUniqueViolation, unauthorized } from '../../http/errors';
import { contractRoutes } from '../../http/route';
import { authenticate } from './auth-middleware';
import { admitMailRequest } from './mail-throttle';
import { consumeMailToken, issueMailToken } from './mail-tokens';
import {
  emailChangedMail,
  emailChangeMail,
  emailChangeNoticeMail,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
} from './mails';
import {
  findPasswordCredentials,
  findUserByEmail,
  findUserEmail,
  insertUser,
  isRecentlyAuthenticated,
  markEmailVerified,
  recentlyIssued,
  retireAccountChangeLinks,
  retireMailTokens,
  revokeOtherSessions,
  revokeSession,
  setPassword,
  setPasswordFromResetLink,
  setVerifiedEmail,
} from './queries';
import { clearAccountFailures, recordLoginAttempt } from './rate-limit';
import { changePasswordBody, resetPasswordBody, signupBody } from './schemas';
import { hashPassword, verifyPassword } from './secrets';
import { RECENT_AUTH_MS } from './session-lifetimes';
import { type IssuedTokens, openSession, rotateRefreshToken, sessionOfRefreshToken } from './sessions';
import { requireUserJson } from './users';

const RESEND_INTERVAL_MS = 60_000;
const EMAIL_TAKEN = 'An account with this email already exists';
export const REAUTHENTICATION_REQUIRED = 'For your security, please enter your password again to continue.';

/**
 * 428, not 401 or 403: clients end the session on those, and the session is fine; what is
 * missing is a recent proof of the password (POST /auth/reauthenticate, then the same call again).
 */
function reauthenticationRequired() {
  return new ApiError(428, 'reauthentication_required', REAUTHENTICATION_REQUIRED, undefined, {
    'WWW-Authenticate': `Bearer error="insufficient_user_authentication", max_age=${RECENT_AUTH_MS / 1000}`,
  });
}

/** spec 4 "Tokens": the client updates tokens from response headers or body; we send both. */
function tokenHeaders(c: Context, tokens: IssuedTokens) {
  c.header('X-Access-Token', tokens.accessToken);
  c.header('X-Refresh-Token', tokens.refreshToken);
  c.header('Cache-Control', 'no-store');
}

type RefreshTokenHeaders = { 'Authorization-Refresh'?: string | undefined };

/** The refresh token: `Authorization-Refresh` header (spec 7), raw or "Bearer x", or else the body's where the contract has one. */
function presentedRefreshToken(
  headers: RefreshTokenHeaders,
  body?: { refreshToken?: string | undefined },
): string | null {
  const header = headers['Authorization-Refresh']?.trim();
  if (header) return header.replace(/^Bearer\s+/i, '');
  return body?.refreshToken ?? null;
}

export function accountRoutes(deps: AppDeps) {
  const { db, config, mailer } = deps;
  const background = deps.background ?? createBackgroundTasks();
  const { app, mount } = contractRoutes(deps);

  /**
   * Checks the signed-in user's password under the login limits (the same counters: a stolen
   * session must not become a way around them). Not 401 when wrong: that would end the session.
   */
  async function proveSignedInPassword(c: Context, userId: string, password: string) {
    const row = await findPasswordCredentials(db, userId);
    if (!row) throw unauthorized();
    await recordLoginAttempt(db, row.email, clientIp(c, config.trustProxy));
    if (!(await verifyPassword(row.passwordHash, password))) {
      throw badRequest('Current password is incorrect', 'invalid_current_password');
    }
    await clearAccountFailures(db, row.email);
  }

  /** Email and password changes need the password proven recently in this session, or now. */
  async function requireRecentAuthentication(c: Context, currentPassword: string | undefined) {
    const { userId, sessionId } = c.get('auth') as { userId: string; sessionId: string };
    if (currentPassword !== undefined) return proveSignedInPassword(c, userId, currentPassword);
    if (!(await isRecentlyAuthenticated(db, sessionId))) throw reauthenticationRequired();
  }

  mount({ ...contract.signup, body: signupBody }, async (c, { body }) => {
    await admitMailRequest(db, { address: body.email, ip: clientIp(c, config.trustProxy) });
    if (await findUserByEmail(db, body.email)) throw conflict(EMAIL_TAKEN, 'email_taken');
    const passwordHash = await hashPassword(body.password);
    let userId: string;
    try {
      userId = await insertUser(db, { email: body.email, passwordHash, name: body.name ?? null });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'email_taken');
      throw error;
    }
    const token = await issueMailToken(db, { userId, purpose: 'verify-email', email: body.email });
    await mailer.send(verificationMail(config.appUrl, body.email, token));
    const user = await requireUserJson(db, userId);
    return c.json(
      {
        data: {
          user,
          context: { message: 'Account created successfully! Please check your email for verification.' },
        },
      },
      201,
    );
  });

  mount(contract.resendVerification, async (c, { body: { email } }) => {
    await admitMailRequest(db, { address: email, ip: clientIp(c, config.trustProxy) });
    // Off the request path: its timing must not tell whether the account exists.
    background.run('resend-verification', async () => {
      const user = await findUserByEmail(db, email);
      if (
        user &&
        !user.emailVerifiedAt &&
        !(await recentlyIssued(db, user.id, 'verify-email', RESEND_INTERVAL_MS))
      ) {
        const token = await issueMailToken(db, { userId: user.id, purpose: 'verify-email', email });
        await mailer.send(verificationMail(config.appUrl, email, token));
      }
    });
    // The same answer whatever the account's state: nothing to learn from it.
    return c.json({
      data: { context: { message: 'If this account still needs verification, a new link is on its way.' } },
    });
  });

  mount(contract.confirm, async (c, { body: { token } }) => {
    const { userId, email } = await consumeMailToken(db, token, 'verify-email');
    // A verification sent before an email change proves nothing about the new address.
    const current = await findUserEmail(db, userId);
    if (current?.email !== email) {
      throw badRequest('This verification link is for an email address you no longer use.', 'token_invalid');
    }
    await markEmailVerified(db, userId);
    const user = await requireUserJson(db, userId);
    return c.json({
      data: { user, context: { message: 'Email verified successfully! You can now log in.' } },
    });
  });

  mount(contract.login, async (c, { body: { email, password } }) => {
    await recordLoginAttempt(db, email, clientIp(c, config.trustProxy));
    const user = await findUserByEmail(db, email);
    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !valid) {
      throw new ApiError(401, 'invalid_credentials', 'Invalid email or password');
    }
    await clearAccountFailures(db, email);
    const tokens = await openSession(db, config.jwtSecret, user.id);
    tokenHeaders(c, tokens);
    return c.json({ data: { ...tokens, user: await requireUserJson(db, user.id) } });
  });

  mount(contract.refresh, async (c, { body, headers }) => {
    const presented = presentedRefreshToken(headers, body);
    if (!presented) throw unauthorized('Refresh token is required', 'invalid_refresh_token');
    const tokens = await rotateRefreshToken(db, config.jwtSecret, presented);
    tokenHeaders(c, tokens);
    return c.json({ data: tokens });
  });

  mount(contract.logout, async (c, { headers }) => {
    // The header only (spec 7: authenticated calls send it): its contract has no body.
    const presented = presentedRefreshToken(headers);
    const sessionId = presented ? await sessionOfRefreshToken(db, presented) : null;
    if (sessionId) await revokeSession(db, sessionId, 'logout');
    const current = await authenticate(deps, c);
    if (current) await revokeSession(db, current.sessionId, 'logout');
    return c.json({ data: { context: { message: 'Successfully signed out!' } } });
  });

  mount(contract.forgotPassword, async (c, { body: { email } }) => {
    await admitMailRequest(db, { address: email, ip: clientIp(c, config.trustProxy) });
    // Off the request path: the answer takes the same time whether or not the account exists.
    background.run('forgot-password', async () => {
      const user = await findUserByEmail(db, email);
      if (user && !(await recentlyIssued(db, user.id, 'reset-password', RESEND_INTERVAL_MS))) {
        const token = await issueMailToken(db, { userId: user.id, purpose: 'reset-password', email });
        await mailer.send(passwordResetMail(config.appUrl, email, token));
      }
    });
    // Same status and body whether or not the account exists.
    return c.json({
      data: {
        context: { message: 'If an account exists for this email, a password reset link has been sent.' },
      },
    });
  });

  mount({ ...contract.resetPassword, body: resetPasswordBody }, async (c, { body: { password, token } }) => {
    const { userId, email } = await consumeMailToken(db, token, 'reset-password');
    const passwordHash = await hashPassword(password);
    await setPasswordFromResetLink(db, userId, passwordHash, email);
    await retireAccountChangeLinks(db, userId);
    await revokeOtherSessions(db, userId, null, 'password-reset');
    await clearAccountFailures(db, email);
    return c.json({
      data: {
        context: { message: 'Password reset successfully! You can now log in with your new password.' },
      },
    });
  });

  mount(contract.reauthenticate, async (c, { body: { password }, auth }) => {
    const { userId, sessionId } = auth;
    await proveSignedInPassword(c, userId, password);
    // A new session: a token copied from the old one does not inherit the fresh proof.
    const tokens = await openSession(db, config.jwtSecret, userId);
    await revokeSession(db, sessionId, 'reauthenticated');
    tokenHeaders(c, tokens);
    return c.json({ data: { ...tokens, context: { message: 'Password confirmed.' } } });
  });

  mount(contract.logoutAll, async (c, { auth }) => {
    const { userId } = auth;
    // Like a new password: whoever holds a copied session may have mailed themselves a link.
    await retireAccountChangeLinks(db, userId);
    await revokeOtherSessions(db, userId, null, 'sign-out-everywhere');
    return c.json({ data: { context: { message: 'Signed out on every device.' } } });
  });

  mount(contract.changeEmailRequest, async (c, { body, auth }) => {
    const { email, currentPassword } = body;
    const { userId } = auth;
    await requireRecentAuthentication(c, currentPassword);
    const user = await requireUserJson(db, userId);
    if (email === user.email) throw badRequest('This is already your email address', 'same_email');
    await admitMailRequest(db, { address: email, ip: clientIp(c, config.trustProxy) });
    if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN, 'email_taken');
    await retireMailTokens(db, userId, 'change-email');
    const token = await issueMailToken(db, { userId, purpose: 'change-email', email });
    await mailer.send(emailChangeMail(config.appUrl, email, token));
    await mailer.send(emailChangeNoticeMail(user.email, email));
    return c.json({
      data: { context: { message: 'Email change verification sent! Please check your new email address.' } },
    });
  });

  mount(contract.updateEmail, async (c, { body: { token } }) => {
    const { userId, email } = await consumeMailToken(db, token, 'change-email');
    const previous = await findUserEmail(db, userId);
    try {
      await setVerifiedEmail(db, userId, email);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'email_taken');
      throw error;
    }
    // Links mailed to the old address no longer belong to the account's owner.
    await retireAccountChangeLinks(db, userId);
    const current = await authenticate(deps, c);
    await revokeOtherSessions(
      db,
      userId,
      current?.userId === userId ? current.sessionId : null,
      'email-change',
    );
    if (previous && previous.email !== email) await mailer.send(emailChangedMail(previous.email, email));
    const user = await requireUserJson(db, userId);
    return c.json({ data: { user, context: { message: 'Email updated successfully!' } } });
  });

  mount({ ...contract.changePassword, body: changePasswordBody }, async (c, { body, auth }) => {
    const { password, currentPassword } = body;
    const { userId } = auth;
    await requireRecentAuthentication(c, currentPassword);
    const row = await setPassword(db, userId, await hashPassword(password));
    if (!row) throw unauthorized();
    await retireAccountChangeLinks(db, userId);
    // Every session ends, this one included (a copy of its token may be what someone else holds);
    // the caller continues in a new one.
    await revokeOtherSessions(db, userId, null, 'password-change');
    const tokens = await openSession(db, config.jwtSecret, userId);
    tokenHeaders(c, tokens);
    await mailer.send(passwordChangedMail(row.email));
    return c.json({ data: { ...tokens, context: { message: 'Password changed successfully!' } } });
  });

  mount(users.authMe, async (c, { auth }) => c.json({ data: await requireUserJson(db, auth.userId) }));

  return app;
}
