// How a host server knows its environment's pins: it reads them from the release service and keeps
// them for a few seconds, so a pin reaches every running host server within seconds and without a
// deploy. When the service does not answer, the server keeps serving the last pins it had (in memory,
// and on disk for a restart), so a traveller never sees a broken page because of the release service.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {{ version: string, commit?: string, builtAt?: string, integrity?: Record<string, string>, revision?: number }} ServicePin
 * @typedef {{ environment: string, remotes: Record<string, ServicePin>, integrity?: { required: boolean },
 *   preview?: { branch: string, base: string, expiresAt: string }, ended?: string }} ServicePins
 *   `preview`: a preview's base environment; `ended`: why a preview is no longer served
 * @typedef {{ read: (environment: string) => Promise<ServicePins> }} PinsSource
 */

/** Pins are fresh for this long; a request after that waits for the service at most `waitMs`. */
export const PINS_TTL_MS = 1000;
const WAIT_MS = 1000;
/** Environments nobody asked for in this long are no longer polled. */
const IDLE_MS = 5 * 60_000;

/**
 * @param {{ client: { remotesFile: (environment: string) => Promise<ServicePins> }, ttlMs?: number,
 *   waitMs?: number, cacheDir?: string | null, log?: (message: string) => void, now?: () => number }} options
 * @returns {PinsSource & { close: () => void, state: (environment: string) => { fetchedAt: number | null, source: string } }}
 */
export function createPinsCache({
  client,
  ttlMs = PINS_TTL_MS,
  waitMs = WAIT_MS,
  cacheDir = null,
  log = (message) => console.warn(`[host server] ${message}`),
  now = Date.now,
}) {
  /** @type {Map<string, { pins: ServicePins | null, fetchedAt: number, source: string, askedAt: number, inflight: Promise<void> | null, failing: boolean }>} */
  const entries = new Map();
  const cacheFile = (environment) =>
    cacheDir ? join(cacheDir, `${encodeURIComponent(environment)}.json`) : null;

  function fromDisk(environment) {
    const file = cacheFile(environment);
    if (!file || !existsSync(file)) return null;
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return null;
    }
  }

  function toDisk(environment, pins) {
    const file = cacheFile(environment);
    if (!file) return;
    try {
      mkdirSync(/** @type {string} */ (cacheDir), { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(pins));
      renameSync(`${file}.tmp`, file);
    } catch (error) {
      log(`could not keep the pins of ${environment} on disk: ${error.message}`);
    }
  }

  function entryOf(environment) {
    let entry = entries.get(environment);
    if (!entry) {
      const saved = fromDisk(environment);
      entry = {
        pins: saved,
        fetchedAt: 0,
        source: saved ? 'disk' : 'none',
        askedAt: now(),
        inflight: null,
        failing: false,
      };
      entries.set(environment, entry);
    }
    return entry;
  }

  function refresh(environment) {
    const entry = entryOf(environment);
    if (entry.inflight) return entry.inflight;
    entry.inflight = client
      .remotesFile(environment)
      .then((pins) => {
        entry.pins = pins;
        entry.fetchedAt = now();
        entry.source = 'service';
        if (entry.failing) log(`the release service answers again: pins of ${environment} are current`);
        entry.failing = false;
        toDisk(environment, pins);
      })
      .catch((error) => {
        // An environment the service does not know is an answer, not an outage; so is a preview that
        // ended (410): its last pins must not be served on as if the service were away.
        if (error.status === 404 || error.status === 410) {
          entry.pins = {
            environment,
            remotes: {},
            ...(error.status === 410 ? { ended: error.message } : {}),
          };
          entry.fetchedAt = now();
          entry.source = 'service';
          return;
        }
        if (!entry.failing) {
          log(
            `the release service did not answer (${error.message}); serving the last pins of ${environment} (${entry.source})`,
          );
        }
        entry.failing = true;
      })
      .finally(() => {
        entry.inflight = null;
      });
    return entry.inflight;
  }

  // Poll the environments in use so that a page load rarely waits for the service.
  const timer = setInterval(() => {
    for (const [environment, entry] of entries) {
      if (now() - entry.askedAt < IDLE_MS) void refresh(environment);
    }
  }, ttlMs);
  timer.unref?.();

  return {
    async read(environment) {
      const entry = entryOf(environment);
      entry.askedAt = now();
      if (now() - entry.fetchedAt >= ttlMs) {
        const pending = refresh(environment);
        // The first read waits for the answer; later ones wait briefly, then use what they have.
        if (!entry.pins) await pending;
        else await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, waitMs).unref?.())]);
      }
      return entry.pins ?? { environment, remotes: {} };
    },
    state(environment) {
      const entry = entries.get(environment);
      return { fetchedAt: entry?.fetchedAt || null, source: entry?.source ?? 'none' };
    },
    close() {
      clearInterval(timer);
    },
  };
}
