// Subresource integrity for remotes. Publishing records the SHA-384 of each build's
// mf-manifest.json and remoteEntry.js (release.json); the remotes file hands those hashes to the
// host with each pin. The browser never reads a manifest: the host registers each remote by the
// remoteEntry.js beside its pinned manifest (`remoteEntryUrl`), and the release service refuses a build
// whose manifest names another entry. Where the environment requires it, a remote loads only if that
// entry matches:
//
// - the remote entry is loaded by a script element carrying `integrity` and `crossorigin`, so the
//   browser itself refuses a different file (the CDN answers with CORS, which SRI needs);
// - a later file (an async chunk) that the remote's own runtime loads with an `integrity` attribute
//   (a build with Rspack's subresource integrity writes the chunks' hashes into remoteEntry.js) is
//   checked by the browser; a refusal is reported here, so `verified` (the entry matched) is never
//   the last word about a remote whose chunk was refused.
//
// Fail closed: a required remote without a recorded hash for its entry, or whose entry differs, is
// refused and its routes show their fallback. Where integrity is not required, recorded hashes are
// still checked; only a missing one is let through (a squad's dev server or a QA override has none).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type RemoteEntryExports = Exclude<
  Awaited<
    ReturnType<Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0]['getRemoteEntry']>
  >,
  // biome-ignore lint/suspicious/noConfusingVoidType: the runtime's own return type includes void
  boolean | null | undefined | void
>;

/** File path inside a published version folder (`mf-manifest.json`, `remoteEntry.js`) -> SRI value. */
export type IntegrityMap = Record<string, string>;

export interface GuardedRemote {
  name: string;
  /** The versioned mf-manifest.json URL the remotes file pins; its folder holds every file of the version. */
  manifestUrl: string;
  integrity?: IntegrityMap;
}

export class IntegrityError extends Error {
  constructor(
    readonly remote: string,
    message: string,
  ) {
    super(message);
    this.name = 'IntegrityError';
  }
}

type Algorithm = 'sha256' | 'sha384' | 'sha512';
const SRI_TOKEN = /^(sha256|sha384|sha512)-([A-Za-z0-9+/]+={0,2})$/;

/** The hashes of an SRI value (`sha384-… sha512-…`), ignoring tokens it cannot use, as browsers do. */
export function parseSri(value: string): { algorithm: Algorithm; digest: string }[] {
  return value
    .trim()
    .split(/\s+/)
    .flatMap((token) => {
      const match = SRI_TOKEN.exec(token.split('?')[0] ?? '');
      return match ? [{ algorithm: match[1] as Algorithm, digest: match[2] as string }] : [];
    });
}

/** Keeps the well-formed entries of an `integrity` object from the remotes file. */
export function parseIntegrityMap(raw: unknown): IntegrityMap | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const map: IntegrityMap = {};
  for (const [file, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value === 'string' && parseSri(value).length > 0) map[file] = value;
  }
  return Object.keys(map).length > 0 ? map : undefined;
}

function absolute(url: string): string | null {
  try {
    return new URL(url, globalThis.location?.href ?? 'http://localhost/').href;
  } catch {
    return null;
  }
}

/** The file the host loads a remote by, beside its manifest (Module Federation's default name). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** `<cdn>/mfe_tours/1.0/remoteEntry.js` for `<cdn>/mfe_tours/1.0/mf-manifest.json`. */
export function remoteEntryUrl(manifestUrl: string): string {
  try {
    return new URL(REMOTE_ENTRY_FILE, manifestUrl).href;
  } catch {
    return manifestUrl.replace(/[^/]*$/, REMOTE_ENTRY_FILE);
  }
}

/** `remoteEntry.js` for `<cdn>/mfe_tours/1.0/remoteEntry.js` and manifest `<cdn>/mfe_tours/1.0/mf-manifest.json`. */
export function fileInFolder(url: string, manifestUrl: string): string | null {
  const file = absolute(url);
  const manifest = absolute(manifestUrl);
  if (!file || !manifest) return null;
  const folder = manifest.slice(0, manifest.lastIndexOf('/') + 1);
  if (!file.startsWith(folder)) return null;
  const path = file.slice(folder.length).split(/[?#]/)[0] ?? '';
  return path || null;
}

/**
 * Why a remote must not be loaded at all under this policy, before anything is fetched: integrity
 * is required and the remotes file recorded no hash for its remote entry.
 */
export function integrityRefusal(remote: GuardedRemote, required: boolean): string | null {
  if (!required || remote.integrity?.[REMOTE_ENTRY_FILE]) return null;
  return `${remote.name}: no integrity recorded for ${remoteEntryUrl(remote.manifestUrl)}; refused (integrity is required here)`;
}

/** How often a failed remote entry or exposed module is tried again, and how long apart. */
export interface RetryPolicy {
  times: number;
  delayMs: number;
}

const NO_RETRY: RetryPolicy = { times: 0, delayMs: 0 };

/**
 * Runs `attempt` until it succeeds or has been retried `times` times, `delayMs` apart (`beforeRetry`
 * first). A refusal by the integrity check is final: the same bytes would be refused again.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  { times, delayMs }: RetryPolicy,
  beforeRetry?: () => void,
  alreadyFailed = false,
): Promise<T> {
  if (alreadyFailed) {
    if (times === 0) throw new Error('no retry left');
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    beforeRetry?.();
    return withRetries(attempt, { times: times - 1, delayMs }, beforeRetry);
  }
  for (let retried = 0; ; retried++) {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof IntegrityError || retried >= times) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      beforeRetry?.();
    }
  }
}

export interface IntegrityPluginOptions {
  remotes: GuardedRemote[];
  required: boolean;
  /**
   * Retries of a remote entry that did not load and of an exposed module's chunks (here rather than
   * in @module-federation/retry-plugin, whose code cost 0.8 KB gzip on every page).
   */
  retry?: RetryPolicy;
  document?: Document;
  /** Told about every verdict: the page's record of what is live shows it. */
  onVerdict?: (remote: string, verdict: 'verified' | { refused: string }) => void;
}

export const INTEGRITY_PLUGIN_NAME = 'gaido-integrity';

export function createIntegrityPlugin({
  remotes,
  required,
  retry = NO_RETRY,
  document: doc = globalThis.document,
  onVerdict,
}: IntegrityPluginOptions): ModuleFederationRuntimePlugin {
  const byName = new Map(remotes.map((remote) => [remote.name, remote]));

  // A script or stylesheet that failed to load fires `error` on itself only; the capture phase sees it here.
  doc?.addEventListener(
    'error',
    (event) => {
      const element = event.target;
      const src =
        element instanceof HTMLScriptElement
          ? element.src
          : element instanceof HTMLLinkElement && element.rel === 'stylesheet'
            ? element.href
            : '';
      if (!src || !(element as HTMLScriptElement | HTMLLinkElement).integrity) return;
      for (const remote of remotes) {
        const file = fileInFolder(src, remote.manifestUrl);
        if (!file || remote.integrity?.[file]) continue; // the entry reports itself
        onVerdict?.(remote.name, {
          refused: `${remote.name}: ${file} did not load, or did not match the SHA-256 its remote entry carries; refused`,
        });
        return;
      }
    },
    true,
  );

  function refuse(remote: GuardedRemote, reason: string): never {
    onVerdict?.(remote.name, { refused: reason });
    console.error(`[gaido] ${reason}`);
    throw new IntegrityError(remote.name, reason);
  }

  return {
    name: INTEGRITY_PLUGIN_NAME,

    // The runtime asks here when a remote entry's script did not load (it never retries by itself).
    // Typed by the runtime as a promise of a promise; it awaits the result, so this is the entry's exports.
    async loadEntryError({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }): Promise<Promise<RemoteEntryExports | undefined> | undefined> {
      if (retry.times === 0) return undefined;
      // The failed load stays cached under its key until dropped.
      const again = () => delete globalLoading[uniqueKey];
      return withRetries(
        async () => {
          const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (!exports) throw new Error(`${remoteInfo.name}: remote entry did not load`);
          return exports;
        },
        retry,
        again,
        // The first try already failed: wait before trying again.
        true,
      );
    },

    // An exposed module whose chunks did not load is asked for again.
    async getModuleFactory({ remoteEntryExports, expose }) {
      if (retry.times === 0) return undefined;
      return withRetries(() => Promise.resolve(remoteEntryExports.get(expose)), retry);
    },

    createScript({ url, remoteInfo }) {
      const remote = remoteInfo ? byName.get(remoteInfo.name) : undefined;
      if (!remote || !doc) return undefined;
      const file = fileInFolder(url, remote.manifestUrl);
      const expected = file ? remote.integrity?.[file] : undefined;
      const isEntry = absolute(url) === absolute(remoteInfo?.entry ?? '');
      if (!expected) {
        // The entry of a remote that must be verified, from a file nobody hashed: never run it.
        if (required && isEntry) refuse(remote, `${remote.name}: no integrity recorded for ${url}; refused`);
        return undefined;
      }
      const script = doc.createElement('script');
      // Cross-origin SRI needs a CORS request; the CDN answers `Access-Control-Allow-Origin: *`.
      script.crossOrigin = 'anonymous';
      script.integrity = expected;
      script.src = url;
      if (isEntry) {
        script.addEventListener('load', () => onVerdict?.(remote.name, 'verified'));
        script.addEventListener('error', () =>
          onVerdict?.(remote.name, {
            refused: `${remote.name}: ${file} did not load, or did not match the SHA-384 recorded at publish`,
          }),
        );
      }
      return script;
    },
  };
}
