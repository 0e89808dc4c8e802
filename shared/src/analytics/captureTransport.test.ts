import { gunzipSync } from 'node:zlib';
import { batchUrl, createCaptureTransport, RetryableSendError, utf8ToBase64 } from './captureTransport';

const HOST = 'http://localhost:4000/api/v1/ingest';
const NOW = new Date('2026-03-01T10:00:00.000Z');
const events = [{ event: 'app_loaded', properties: { distinct_id: 'd1', token: 'phc_gaido_local' } }];

function fetchStub(status = 200) {
  return vi.fn<typeof fetch>(async () => new Response('{"status":1}', { status }));
}

async function gzipWithNode(text: string) {
  const { gzipSync } = await import('node:zlib');
  return new Uint8Array(gzipSync(text));
}

describe('the capture transport (PostHog protocol)', () => {
  it('posts a gzipped { api_key, batch, sent_at } to /batch/?compression=gzip-js as text/plain', async () => {
    const fetchImpl = fetchStub();
    const send = createCaptureTransport({
      host: `${HOST}/`,
      apiKey: 'phc_gaido_local',
      fetch: fetchImpl,
      gzip: gzipWithNode,
      now: () => NOW,
    });
    await send(events, 'fetch');
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(`${HOST}/batch/?compression=gzip-js`);
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      credentials: 'omit',
    });
    const body = JSON.parse(gunzipSync(init?.body as Uint8Array).toString('utf8'));
    expect(body).toEqual({ api_key: 'phc_gaido_local', batch: events, sent_at: NOW.toISOString() });
  });

  it('posts plain JSON when the browser cannot gzip', async () => {
    const fetchImpl = fetchStub();
    const send = createCaptureTransport({
      host: HOST,
      apiKey: 'k',
      fetch: fetchImpl,
      gzip: null,
      now: () => NOW,
    });
    await send(events, 'fetch');
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(`${HOST}/batch/`);
    expect(JSON.parse(init?.body as string)).toMatchObject({ api_key: 'k', batch: events });
  });

  it('asks for a retry when the ingest is unreachable or answers 5xx or 429', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const send = createCaptureTransport({ host: HOST, apiKey: 'k', fetch: offline, gzip: null });
    await expect(send(events, 'fetch')).rejects.toBeInstanceOf(RetryableSendError);
    for (const status of [500, 503, 429]) {
      const failing = createCaptureTransport({
        host: HOST,
        apiKey: 'k',
        fetch: fetchStub(status),
        gzip: null,
      });
      await expect(failing(events, 'fetch')).rejects.toBeInstanceOf(RetryableSendError);
    }
  });

  it('drops a batch the ingest refuses for good (4xx) with a warning, without a retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const send = createCaptureTransport({ host: HOST, apiKey: 'k', fetch: fetchStub(413), gzip: null });
    await expect(send(events, 'fetch')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('413'));
  });

  it('sends a beacon of base64 data= form data to /batch/?compression=base64 on unload', async () => {
    const beacons: { url: string; body: string; type: string }[] = [];
    const send = createCaptureTransport({
      host: HOST,
      apiKey: 'k',
      sendBeacon: (url, data) => {
        void data.text().then((body) => beacons.push({ url, body, type: data.type }));
        return true;
      },
      now: () => NOW,
    });
    await send([{ event: 'é', properties: { city: 'Kraków' } }], 'beacon');
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    const [beacon] = beacons;
    expect(beacon?.url).toBe(`${HOST}/batch/?compression=base64`);
    expect(beacon?.type).toBe('application/x-www-form-urlencoded');
    const data = new URLSearchParams(beacon?.body).get('data') ?? '';
    const decoded = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(data), (c) => c.charCodeAt(0))));
    expect(decoded.batch).toEqual([{ event: 'é', properties: { city: 'Kraków' } }]);
  });

  it('splits a beacon the browser refuses in two until the halves fit', async () => {
    const sizes: number[] = [];
    const send = createCaptureTransport({
      host: HOST,
      apiKey: 'k',
      sendBeacon: (_url, data) => {
        sizes.push(data.size);
        return data.size < 600;
      },
    });
    const batch = Array.from({ length: 8 }, (_, i) => ({ event: `e${i}`, properties: { distinct_id: 'd' } }));
    await send(batch, 'beacon');
    // the first, too-large attempt, then smaller ones until every event went out in a beacon that fit
    expect(sizes[0]).toBeGreaterThanOrEqual(600);
    expect(sizes.filter((size) => size < 600).length).toBeGreaterThanOrEqual(2);
  });

  it('encodes UTF-8 text as base64 the way the ingest decodes it', () => {
    expect(utf8ToBase64('São')).toBe(Buffer.from('São', 'utf8').toString('base64'));
    expect(batchUrl('https://eu.i.posthog.com/')).toBe('https://eu.i.posthog.com/batch/');
  });
});
