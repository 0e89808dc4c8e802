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

export function requireAuth(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!bearerToken(c)) throw unauthorized('Authentication required', 'unauthorized');
    const auth = await authenticate(deps, c);
    if (!auth) throw unauthorized('Your session has expired. Please sign in again.', 'invalid_token');
    c.set('auth', auth);
    await next();
  };
}
