// The request body limit. A body with a Content-Length (and no Transfer-Encoding) is judged by that
// header, which Node's HTTP parser holds the body to. hono/body-limit reads `c.req.raw.body` first, and
// on Node that turns @hono/node-server's light request into a web Request with a stream over the
// socket, per request, through which the handler then reads the body: the costliest step of a small
// POST. A body sent in chunks (no length known before it arrives) is still counted as it streams, by
// hono/body-limit.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function limitRequestBody(
  maxBytes: number,
  tooLarge: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return (c, next) => {
    // GET, HEAD and OPTIONS carry no body worth reading.
    if (BODYLESS_METHODS.has(c.req.method)) return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    return Number(length) > maxBytes ? Promise.resolve(tooLarge(c)) : next();
  };
}
