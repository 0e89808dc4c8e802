// Answers that hold one traveller's data must never be stored by a browser cache or a proxy: a
// shared computer's back button or a cache keyed without the Authorization header would show them
// to the next person.
import type { MiddlewareHandler } from 'hono';

const PERSONAL_PREFIXES = ['/auth', '/users', '/bookings', '/payments', '/gems/fav', '/dev', '/survey'];

export function isPersonalPath(apiPath: string): boolean {
  return PERSONAL_PREFIXES.some((prefix) => apiPath === prefix || apiPath.startsWith(`${prefix}/`));
}

/** Sets `Cache-Control: no-store` before the handler runs on personal paths and signed-in calls. */
export function noStoreOnPersonalResponses(apiBase: string): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path.startsWith(apiBase) ? c.req.path.slice(apiBase.length) : c.req.path;
    if (isPersonalPath(path) || c.req.header('authorization')) c.header('Cache-Control', 'no-store');
    await next();
  };
}
