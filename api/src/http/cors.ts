// CORS for the browser apps' origins (CORS_ORIGINS): the allowed origin named back with credentials,
// a preflight answered with the methods and headers the API takes.
//
// The headers are set through the context before the handler runs, so the handler's answer is built
// once with them in it. hono/cors writes them on `c.res` before the handler, and Hono then rebuilds the
// handler's answer around its body; on Node that rebuild is a web Response with its body as a stream,
// on every request, about a twentieth of the API's CPU under load (docs/performance.md).
import type { MiddlewareHandler } from 'hono';

export interface CorsOptions {
  /** Origins whose pages may call the API with credentials, exactly as browsers send them. */
  origins: Iterable<string>;
  allowMethods: readonly string[];
  allowHeaders: readonly string[];
  /** Response headers a page may read. */
  exposeHeaders: readonly string[];
  /** How long a browser keeps a preflight's answer. */
  maxAgeSeconds: number;
}

export function corsForOrigins(options: CorsOptions): MiddlewareHandler {
  const origins = new Set(options.origins);
  const allowMethods = options.allowMethods.join(',');
  const allowHeaders = options.allowHeaders.join(',');
  const exposeHeaders = options.exposeHeaders.join(',');
  const maxAge = String(options.maxAgeSeconds);

  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && origins.has(origin) ? origin : null;
    if (allowed) {
      c.header('Access-Control-Allow-Origin', allowed);
      c.header('Access-Control-Allow-Credentials', 'true');
    }
    // Every answer depends on the origin asked from: a shared cache must key on it.
    if (c.req.method === 'OPTIONS') {
      if (allowed) {
        c.header('Access-Control-Allow-Methods', allowMethods);
        c.header('Access-Control-Allow-Headers', allowHeaders);
        c.header('Access-Control-Max-Age', maxAge);
      }
      c.header('Vary', 'Origin, Access-Control-Request-Headers');
      return c.body(null, 204);
    }
    if (allowed) c.header('Access-Control-Expose-Headers', exposeHeaders);
    c.header('Vary', 'Origin', { append: true });
    await next();
  };
}
