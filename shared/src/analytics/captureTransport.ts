/**
 * Sends batches of analytics events in the PostHog capture protocol, so the same app
 * talks to the project's own ingest (the API's /ingest, the default) or to a real PostHog
 * (production configuration) without any change:
 *   - normally: POST `<host>/batch/?compression=gzip-js`, a gzipped `{ api_key, batch, sent_at }`
 *     as text/plain (CORS-simple); plain JSON where the browser has no CompressionStream;
 *   - on page unload: `navigator.sendBeacon` with `data=<base64 JSON>` form data
 *     (`?compression=base64`), which needs no preflight and survives the page going away. A beacon
 *     the browser refuses (its 64 KiB in-flight quota) is split in two until it fits.
 * A network failure, 5xx, 408 or 429 rejects (the batcher retries the batch later); any other 4xx
 * means the ingest will never take this batch, so it is dropped with a warning.
 */
import type { SendMode } from './eventBatcher';

export interface CaptureTransportOptions {
  /** Ingest root, e.g. http://localhost:4000/api/v1/ingest or https://eu.i.posthog.com. */
  host: string;
  apiKey: string;
  fetch?: typeof fetch;
  sendBeacon?: (url: string, data: Blob) => boolean;
  /** Gzips a string; null when the browser cannot (the body then goes as plain JSON). */
  gzip?: ((text: string) => Promise<Uint8Array<ArrayBuffer>>) | null;
  now?: () => Date;
}

export class RetryableSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryableSendError';
  }
}

/** gzip with the browser's own CompressionStream (no library in the bundle), when it has one. */
export function nativeGzip(): ((text: string) => Promise<Uint8Array<ArrayBuffer>>) | null {
  if (typeof CompressionStream === 'undefined' || typeof Response === 'undefined') return null;
  return async (text) => {
    const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  };
}

/** Base64 of the UTF-8 bytes (btoa alone only takes Latin-1). */
export function utf8ToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function batchUrl(host: string, compression?: 'gzip-js' | 'base64'): string {
  const base = `${host.replace(/\/+$/, '')}/batch/`;
  return compression ? `${base}?compression=${compression}` : base;
}

const RETRYABLE_STATUS = new Set([408, 429]);

export function createCaptureTransport(options: CaptureTransportOptions) {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const sendBeacon =
    options.sendBeacon ??
    (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
      ? (url: string, data: Blob) => navigator.sendBeacon(url, data)
      : null);
  const gzip = options.gzip === undefined ? nativeGzip() : options.gzip;
  const now = options.now ?? (() => new Date());

  const document = (batch: unknown[]) =>
    JSON.stringify({ api_key: options.apiKey, batch, sent_at: now().toISOString() });

  async function post(batch: unknown[]): Promise<void> {
    const json = document(batch);
    const compressed = gzip ? await gzip(json).catch(() => null) : null;
    let response: Response;
    try {
      response = await fetchImpl(compressed ? batchUrl(options.host, 'gzip-js') : batchUrl(options.host), {
        method: 'POST',
        headers: { 'Content-Type': compressed ? 'text/plain' : 'application/json' },
        body: compressed ?? json,
        credentials: 'omit',
      });
    } catch (error) {
      throw new RetryableSendError(`analytics ingest unreachable (${(error as Error).message})`);
    }
    if (response.ok) return;
    if (response.status >= 500 || RETRYABLE_STATUS.has(response.status)) {
      throw new RetryableSendError(`analytics ingest answered ${response.status}`);
    }
    console.warn(`[gaido] analytics ingest refused a batch of ${batch.length} (${response.status})`);
  }

  function beacon(batch: unknown[]): void {
    if (!sendBeacon) return;
    const body = new Blob([`data=${encodeURIComponent(utf8ToBase64(document(batch)))}`], {
      type: 'application/x-www-form-urlencoded',
    });
    if (sendBeacon(batchUrl(options.host, 'base64'), body)) return;
    if (batch.length > 1) {
      const middle = Math.ceil(batch.length / 2);
      beacon(batch.slice(0, middle));
      beacon(batch.slice(middle));
    }
  }

  return function send(batch: unknown[], mode: SendMode): Promise<void> {
    if (mode === 'beacon') {
      beacon(batch);
      return Promise.resolve();
    }
    return post(batch);
  };
}
