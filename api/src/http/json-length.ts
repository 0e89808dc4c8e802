// JSON answers carry their Content-Length. Hono's c.json gives none, and the compress middleware applies
// its size threshold only to a length it can read: without one it compressed every answer, a 60-byte
// error included, through a web CompressionStream — the costliest step of a small answer. With the
// length known, answers under the threshold go out as they are, and larger ones are still compressed.
import type { Context, MiddlewareHandler } from 'hono';

type Json = Context['json'];

export function jsonWithLength(): MiddlewareHandler {
  return async (c, next) => {
    const json = (object: unknown, arg?: unknown, headers?: Record<string, string | string[]>) => {
      const text = JSON.stringify(object);
      const own: Record<string, string | string[]> = { ...headers };
      if (!Object.keys(own).some((name) => name.toLowerCase() === 'content-type')) {
        own['Content-Type'] = 'application/json';
      }
      own['Content-Length'] = String(Buffer.byteLength(text));
      return c.body(text, arg as never, own);
    };
    // The same answer c.json builds (status and headers as given), plus its length.
    c.json = json as unknown as Json;
    await next();
  };
}
