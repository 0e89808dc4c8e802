// `Authorization: Bearer <access token>` (spec 6). The token must verify AND its session must
// still be open, so logout, password change and reuse detection take effect at once, not 15
// minutes later.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv, AuthContext } from '../../http/app-env';
import { unauthorized } from '../../http/errors';
import { isSessionActive } from './queries';
import { verifyAccessToken } from './secrets';

export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
}

export async function authenticate(deps: AppDeps, c: Context): Promise<AuthContext | null> {
  const token = bearerToken(c);
  if (!token) return null;
  const claims = await verifyAccessToken(deps.config.jwtSecret, token);
  if (!claims) return null;
  return (await isSessionActive(deps.db, claims.userId, claims.sessionId)) ? claims : null;
}

const sessionExpired = () => unauthorized('Your session has expired. Please sign in again.', 'invalid_token');

export function requireAuth(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!bearerToken(c)) throw unauthorized('Authentication required', 'unauthorized');
    const auth = await authenticate(deps, c);
    if (!auth) throw sessionExpired();
    c.set('auth', auth);
    await next();
  };
}

/**
 * `requireAuth` without its statement: the token is verified here and its session is left to the
 * route's own first read, which reports it with `confirmSession`; the route's wrapper
 * (`ensureSessionChecked`) asks for it when the handler did not.
 */
export function requireToken(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw unauthorized('Authentication required', 'unauthorized');
    const claims = await verifyAccessToken(deps.config.jwtSecret, token);
    if (!claims) throw sessionExpired();
    c.set('auth', claims);
    c.set('sessionChecked', false);
    await next();
  };
}

/** The session as the route's own read found it: a closed one is refused as `requireAuth` refuses it. */
export function confirmSession(c: Context<AppEnv>, active: boolean) {
  c.set('sessionChecked', true);
  if (!active) throw sessionExpired();
}

/** Checks the session of a `requireToken` request whose read did not. */
export async function ensureSessionChecked(deps: AppDeps, c: Context<AppEnv>) {
  if (c.get('sessionChecked') !== false) return;
  const { userId, sessionId } = c.get('auth');
  confirmSession(c, await isSessionActive(deps.db, userId, sessionId));
}
