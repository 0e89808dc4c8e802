/**
 * MapLibre runs its tile parsing in web workers started from a script URL, which no `integrity`
 * attribute can guard. So the map never gives MapLibre the CDN's URL: it fetches the worker script,
 * checks its SHA-384 against the hash recorded when this remote was built (rsbuild.config.ts), and
 * hands MapLibre a blob: URL of the bytes it checked. Other bytes (code appended on the CDN or on the
 * way) never run: the map shows its error state instead (docs/security.md, MapLibre's worker).
 */

/** The worker's hash as this build recorded it; a build without one starts no worker. */
export const WORKER_INTEGRITY: string | null =
  typeof __MAPLIBRE_WORKER_INTEGRITY__ === 'string' ? __MAPLIBRE_WORKER_INTEGRITY__ : null;

export class WorkerIntegrityError extends Error {
  override name = 'WorkerIntegrityError';
}

function base64(bytes: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text);
}

/**
 * A blob: URL of the worker script at `url`, once its bytes match `integrity` (`sha384-…`); rejects with
 * a WorkerIntegrityError otherwise, and when no hash was recorded.
 */
export async function verifiedWorkerUrl(url: string, integrity: string | null = WORKER_INTEGRITY) {
  if (!integrity?.startsWith('sha384-')) {
    throw new WorkerIntegrityError("MapLibre's worker has no recorded SHA-384: it is not started");
  }
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new WorkerIntegrityError(`MapLibre's worker did not load (${response.status})`);
  const bytes = await response.arrayBuffer();
  const actual = `sha384-${base64(await crypto.subtle.digest('SHA-384', new Uint8Array(bytes)))}`;
  if (actual !== integrity) {
    throw new WorkerIntegrityError(
      `MapLibre's worker does not match the SHA-384 recorded at build (${integrity}, got ${actual}): it is not started`,
    );
  }
  // Never revoked: MapLibre starts a new worker from it whenever it restarts its pool.
  return URL.createObjectURL(new Blob([bytes], { type: 'text/javascript' }));
}
