// Every answer of the API carries nosniff and the referrer policy, whichever way it was
// made: JSON, a precompressed gem page and its 304, an image, a 404, a refused body, a thrown error.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../src/app';
import { openTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(async () => {
  await api.close();
});

async function raw(path: string, init: RequestInit = {}) {
  return api.app.request(path, init);
}

describe('response headers', () => {
  it('are on every kind of answer', async () => {
    const cities = await api.get('/cities');
    const cityId = cities.body.data[0].id as string;
    const gemPage = await raw(`/api/v1/gems?cityId=${cityId}`, { headers: { 'Accept-Encoding': 'br' } });
    const etag = gemPage.headers.get('etag') ?? '';
    const answers: [string, Response][] = [
      ['json', await raw('/api/v1/cities')],
      ['precompressed page', gemPage],
      ['304', await raw(`/api/v1/gems?cityId=${cityId}`, { headers: { 'If-None-Match': etag } })],
      ['image', await raw('/assets/gems/17.svg')],
      ['404', await raw('/api/v1/no-such-route')],
      ['400', await raw('/api/v1/gems?cityId=not-a-uuid')],
      [
        '413',
        await raw('/api/v1/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: 'x'.repeat(MAX_BODY_BYTES + 1),
        }),
      ],
      ['401', await raw('/api/v1/users/me')],
    ];
    expect(answers.map(([name, response]) => [name, response.status])).toEqual([
      ['json', 200],
      ['precompressed page', 200],
      ['304', 304],
      ['image', 200],
      ['404', 404],
      ['400', 400],
      ['413', 413],
      ['401', 401],
    ]);
    for (const [name, response] of answers) {
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), name).toBe('no-referrer');
    }
    // The image keeps its own headers too.
    const image = answers[3]![1];
    expect(image.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(image.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });

  it('still refuses a body over the limit on a write, and ignores none on a read', async () => {
    const big = JSON.stringify({ folderName: 'x'.repeat(MAX_BODY_BYTES) });
    const refused = await raw('/api/v1/gems/fav/create-folder', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    });
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Request body is too large (limit 100 kB)',
    );
  });
});

describe('compression of JSON answers', () => {
  it('sends a small answer as it is, with its length', async () => {
    const response = await raw('/api/v1/no-such-route', { headers: { 'Accept-Encoding': 'gzip' } });
    const text = await response.text();
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(text)).toMatchObject({ code: 'not_found' });
  });

  it('still compresses a large one for a client that takes gzip, and keeps its status', async () => {
    const response = await raw('/api/v1/tours?limit=50', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-length')).toBeNull();
    const body = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()) as {
      data: unknown[];
    };
    expect(body.data.length).toBeGreaterThan(1);
  });

  it('keeps the status and headers a handler gives c.json', async () => {
    const response = await raw('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-123' }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(await response.text())));
  });
});
