// CORS for the browser apps' origins (http/cors.ts), apart from the whole app: the headers each kind
// of request gets, and that the handler's answer is built once with them.
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { corsForOrigins } from '../src/http/cors';

const APP_ORIGIN = 'http://localhost:3000';

function appWithCors() {
  const app = new Hono();
  app.use(
    '*',
    corsForOrigins({
      origins: [APP_ORIGIN],
      allowMethods: ['GET', 'POST'],
      allowHeaders: ['Content-Type', 'Authorization'],
      exposeHeaders: ['X-Access-Token', 'X-Request-Id'],
      maxAgeSeconds: 600,
    }),
  );
  app.get('/thing', (c) => c.json({ ok: true }));
  app.post('/thing', (c) => c.json({ created: true }, 201));
  return app;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CORS', () => {
  it("answers an allowed origin's request with its origin, credentials and the exposed headers", async () => {
    const response = await appWithCors().request('/thing', { headers: { Origin: APP_ORIGIN } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-expose-headers')).toBe('X-Access-Token,X-Request-Id');
    expect(response.headers.get('vary')).toBe('Origin');
  });

  it('names no origin for another origin or a request without one, and still varies by origin', async () => {
    for (const headers of [{ Origin: 'https://evil.example' }, {}] as Record<string, string>[]) {
      const response = await appWithCors().request('/thing', { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('vary')).toBe('Origin');
    }
  });

  it('answers a preflight with 204, the methods, the headers and how long to keep them', async () => {
    const response = await appWithCors().request('/thing', {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET,POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type,Authorization');
    expect(response.headers.get('access-control-max-age')).toBe('600');
    expect(response.headers.get('vary')).toBe('Origin, Access-Control-Request-Headers');
  });

  it('refuses a preflight from another origin: no origin named', async () => {
    const response = await appWithCors().request('/thing', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("builds the handler's answer once, with the CORS headers in it (not rebuilt around its body)", async () => {
    // Hono rebuilds an answer when a middleware touched `c.res` before the handler; on Node that
    // rebuild turns the body into a web stream, per request.
    let built = 0;
    const NativeResponse = globalThis.Response;
    class CountedResponse extends NativeResponse {
      constructor(...args: ConstructorParameters<typeof Response>) {
        super(...args);
        built++;
      }
    }
    vi.stubGlobal('Response', CountedResponse);
    const app = appWithCors();
    built = 0;
    const response = await app.request('/thing', { method: 'POST', headers: { Origin: APP_ORIGIN } });
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(built).toBe(1);
  });
});
