import { gzipSync } from 'node:zlib';
import { ingest } from '@gaido/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi({ devAnalytics: true });
});
afterAll(async () => {
  await api.close();
});

let counter = 0;
/** An event as posthog-js builds it, with a distinct id unique to the test. */
function phEvent(name: string, distinctId: string, properties: Record<string, unknown> = {}) {
  counter += 1;
  const uuid = `0190a1b2-c3d4-7e5f-8a9b-${String(counter).padStart(12, '0')}`;
  return {
    uuid,
    event: name,
    properties: { distinct_id: distinctId, token: 'phc_gaido_local', $session_id: 's-1', ...properties },
    timestamp: new Date().toISOString(),
  };
}

function send(path: string, body: string | Uint8Array, headers: Record<string, string> = {}) {
  return api.app.request(`/api/v1/ingest${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', Origin: 'http://localhost:3000', ...headers },
    body,
  });
}

async function eventsOf(distinctId: string) {
  const { status, body } = await api.get(`/dev/analytics/events?distinctId=${distinctId}`);
  expect(status).toBe(200);
  return body.data as { event: string; pageName: string | null; properties: Record<string, unknown> }[];
}

describe('the analytics ingest (PostHog capture protocol)', () => {
  it('stores a gzip batch posted to /e/?compression=gzip-js and answers { status: 1 }', async () => {
    const batch = [phEvent('app_loaded', 'gz'), phEvent('$pageview', 'gz', { page_name: 'Home' })];
    const body = gzipSync(
      JSON.stringify({ api_key: 'phc_gaido_local', batch, sent_at: new Date().toISOString() }),
    );
    const response = await send('/e/?compression=gzip-js&ver=1.449.2', body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 1 });
    // The browser may read the answer: the app's origin is allowed.
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const stored = await eventsOf('gz');
    expect(stored.map((row) => row.event).sort()).toEqual(['$pageview', 'app_loaded']);
    expect(stored.find((row) => row.event === '$pageview')?.pageName).toBe('Home');
  });

  it('stores a base64 data= form body, as sent by a beacon', async () => {
    const document = { api_key: 'phc_gaido_local', batch: [phEvent('$pageleave', 'b64')] };
    const data = encodeURIComponent(Buffer.from(JSON.stringify(document)).toString('base64'));
    const response = await send('/batch/?compression=base64', `data=${data}`, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(200);
    expect((await eventsOf('b64')).map((row) => row.event)).toEqual(['$pageleave']);
  });

  it('stores a plain JSON array posted to /i/v0/e/', async () => {
    const response = await send(
      '/i/v0/e/',
      JSON.stringify([phEvent('signup_failed', 'plain', { error: 'taken' })]),
      {
        'Content-Type': 'application/json',
      },
    );
    expect(response.status).toBe(200);
    const [stored] = await eventsOf('plain');
    expect(stored?.properties.error).toBe('taken');
  });

  it('stores a retried batch once (event uuids are unique)', async () => {
    const batch = JSON.stringify([phEvent('retried', 'retry')]);
    expect((await send('/batch/', batch)).status).toBe(200);
    expect((await send('/batch/', batch)).status).toBe(200);
    expect(await eventsOf('retry')).toHaveLength(1);
  });

  it('rejects a batch of 51 events with a 413 and stores none of them', async () => {
    const batch = Array.from({ length: 51 }, () => phEvent('scroll', 'too-many'));
    const response = await send('/batch/?compression=gzip-js', gzipSync(JSON.stringify({ batch })));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'batch_too_large' });
    expect(await eventsOf('too-many')).toHaveLength(0);
  });

  it('rejects a body over 100 kB with a 413', async () => {
    const response = await send('/batch/', 'x'.repeat(101 * 1024));
    expect(response.status).toBe(413);
  });

  it('rejects malformed bodies and events with a 400', async () => {
    expect((await send('/e/', '{"batch": [')).status).toBe(400);
    expect((await send('/e/?compression=gzip-js', 'not gzip')).status).toBe(400);
    expect(
      (await send('/e/', JSON.stringify([{ event: '', properties: { distinct_id: 'x' } }]))).status,
    ).toBe(400);
    expect((await send('/e/', JSON.stringify({ hello: 'world' }))).status).toBe(400);
  });

  it('refuses a compression name longer than the contract allows', async () => {
    const body = JSON.stringify([phEvent('$pageview', 'visitor-compression')]);
    const refused = await send(`/e/?compression=${'g'.repeat(ingest.INGEST_COMPRESSION_MAX + 1)}`, body);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'validation_error' });
    expect((await send(`/e/?compression=${'g'.repeat(ingest.INGEST_COMPRESSION_MAX)}`, body)).status).toBe(
      200,
    );
  });

  it('refuses an unknown project key with a 401', async () => {
    const foreign = phEvent('x', 'foreign', { token: 'phc_someone_else' });
    const response = await send('/e/', JSON.stringify([foreign]));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'invalid_api_key' });
  });

  it('lists recent events newest first, filtered by event name', async () => {
    await send('/batch/', JSON.stringify([phEvent('qa_first', 'qa'), phEvent('qa_second', 'qa')]));
    const { body } = await api.get('/dev/analytics/events?event=qa_second&limit=5');
    expect(body.data.map((row: { event: string }) => row.event)).toEqual(['qa_second']);
    expect(body.meta.totalRecords).toBe(1);
    expect((await api.get('/dev/analytics/events?limit=0')).status).toBe(400);
  });
});

describe('the QA event list outside development', () => {
  it('is not mounted when dev analytics is off (production)', async () => {
    const production = await openTestApi({ devAnalytics: false });
    try {
      expect((await production.get('/dev/analytics/events')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('secrets in stored events', () => {
  it('stores no link token from any property, whoever sent it', async () => {
    const link = 'http://localhost:3000/reset-password?token=ingest-secret-5150';
    const event = phEvent('$pageview', 'leaky', {
      $current_url: link,
      $session_entry_url: link,
      $set_once: { $initial_current_url: 'http://localhost:3000/verify-email?token=ingest-secret-5151' },
      $elements_chain: 'a:href="/update-email?token=ingest-secret-5152"',
    });
    const response = await send('/e/', JSON.stringify({ api_key: 'phc_gaido_local', batch: [event] }));
    expect(response.status).toBe(200);
    const { body } = await api.get('/dev/analytics/events?distinctId=leaky');
    const stored = JSON.stringify(body.data);
    expect(body.data).toHaveLength(1);
    expect(stored).not.toMatch(/ingest-secret-515/);
    expect(body.data[0].currentUrl).toBe('http://localhost:3000/reset-password?token=redacted');
    expect(body.data[0].properties.token).toBe('phc_gaido_local');
  });
});
