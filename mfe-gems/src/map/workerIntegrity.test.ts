import { createHash } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../test/server';
import { verifiedWorkerUrl, WorkerIntegrityError } from './workerIntegrity';

const WORKER_URL = 'https://cdn.gaido.test/mfe_gems/1.0.0/static/assets/maplibre-gl-worker.abc.js';
const worker = 'self.onmessage = () => {};';
const integrity = `sha384-${createHash('sha384').update(worker).digest('base64')}`;

function serveWorker(body: string) {
  server.use(
    http.get(WORKER_URL, () => new HttpResponse(body, { headers: { 'Content-Type': 'text/javascript' } })),
  );
}

describe("MapLibre's worker", () => {
  it('starts from a blob: of the bytes fetched, once they match the recorded SHA-384', async () => {
    serveWorker(worker);
    const blobs: Blob[] = [];
    const createObjectURL = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return createObjectURL(blob);
    });
    const url = await verifiedWorkerUrl(WORKER_URL, integrity);
    expect(url).toMatch(/^blob:/);
    expect(blobs).toHaveLength(1);
    expect(await blobs[0]?.text()).toBe(worker);
  });

  it('is refused with code appended, and without a recorded hash', async () => {
    serveWorker(`${worker}\n;self.postMessage({ tampered: true });`);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL');
    await expect(verifiedWorkerUrl(WORKER_URL, integrity)).rejects.toThrow(WorkerIntegrityError);
    expect(createObjectURL).not.toHaveBeenCalled();
    serveWorker(worker);
    await expect(verifiedWorkerUrl(WORKER_URL, null)).rejects.toThrow(/no recorded SHA-384/);
  });
});
