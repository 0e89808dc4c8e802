// Preload hints for documents. Without them the platform's critical path is a waterfall: the host's
// entry and bootstrap, then /remotes.json, then the route's remoteEntry.js and exposed chunks, one
// after the other. The host's static server knows all of that when the document is asked for: the
// route table (recorded at host build time in host-release.json, since this plain Node code cannot
// import the host's TypeScript), the environment's pins, and each pinned release's manifest on disk,
// which names the exposed modules' chunks. So it writes `<link rel="preload">` for the route's remote
// files into index.html, and the browser fetches them while it parses the HTML.
//
// A hint is only worth it if the browser reuses it: Chromium downloads a file twice when the element
// that finally asks for it differs in mode or integrity from the preload, and warns about a preload
// nothing uses. So every hint copies how the file is really requested, and a file the browser never
// requests gets none:
// - mf-manifest.json: never requested by the browser. The host registers each remote by the
//   remoteEntry.js beside its pinned manifest (host/src/platform/federationRuntime.ts), with a
//   federation runtime built without manifest handling (disableSnapshot); only this server reads it;
// - remoteEntry.js: the file beside the pinned manifest, loaded by a <script> from the federation
//   runtime, or from our integrity plugin (host/src/platform/integrity.ts createScript) with
//   crossorigin="anonymous" and the recorded hash whenever the remotes file has one for it. A release
//   whose manifest names another entry (another name or folder) gets no hints: the hint would name a
//   file the host does not load (the release service refuses such a build);
// - the exposed module's chunks: <script> and <link rel="stylesheet"> elements created by the remote's
//   own chunk loader. A remote built with Rspack's subresource integrity (security.sri) gives each one
//   `crossorigin="anonymous"` and the chunk's SHA-256, which the build wrote into remoteEntry.js
//   (`sriHashes`, `sriExtractCssHashes`): the hint carries the same string, taken from that entry,
//   whose bytes were checked against the hash recorded at publish when one is recorded. A chunk whose
//   bytes on the CDN match no hash in its entry would be refused by the browser: it gets no hint.
//   A build without it loads plain elements, so plain hints;
// - /remotes.json and /config.json: fetch() from the entry (host/src/platform/earlyRequests.ts);
// - the host's own chunks for a shared module the exposed module asks for (its `requires` in the
//   release's mf-stats.json) that the host provides and loads only when first asked
//   (host-release.json `sharedChunks`, plain <script> elements of the host's chunk loader): without a
//   hint they are fetched only once the remote's module has run, a round trip between it and the
//   page's data request. Not when the release carries a newer version of the module: the federation
//   runtime then loads the remote's copy instead. The release's stats only choose among the host's own
//   files, so a stats file that lies costs at most an unused hint.
//
// A remote a QA override replaces for this browser session gets the overriding version's files
// instead of the pin's, when that version is on the CDN; one overridden by a manifest URL (a squad's
// dev server) gets none: this server cannot read its manifest.
//
// Never a reason for a page to fail: anything unexpected (no record, unknown route, missing or
// tampered release, a remote overridden from a URL) means fewer hints, logged once.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileRoutes } from '@gaido/build-tooling/route-matching';
import { REMOTE_ENTRY_FILE } from '@gaido/release-core/build-files';
import { ARTIFACTS_DIR } from '@gaido/workspace/paths';
import semver from 'semver';

const SAFE_SEGMENT = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,99}$/;
/** A file inside a version folder: relative, no `..`, nothing hidden. */
const SAFE_PATH = /^(?!.*(^|\/)\.)[A-Za-z0-9_@~+-][A-Za-z0-9_.@~+/-]{0,299}$/;
const SRI_TOKEN = /^(sha256|sha384|sha512)-([A-Za-z0-9+/]+={0,2})$/;
const STRONGEST_FIRST = ['sha512', 'sha384', 'sha256'];
/** An SRI string literal in a remote entry's code, as Rspack writes the chunk hashes. */
const SRI_LITERAL = /["'](sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2})["']/g;
/** The chunk loader of a build with Rspack's subresource integrity reads its hashes from these maps. */
const SRI_RUNTIME = /\.sri(?:Hashes|ExtractCssHashes)\b/;

/**
 * How a remote entry's chunk loader asks for its chunks: `null` when it sets no integrity (plain
 * elements), else the set of SRI strings it may give them (each chunk's hash, written by the build).
 * @param {Buffer} entryBytes
 * @returns {Set<string> | null}
 */
export function chunkIntegrityOf(entryBytes) {
  const code = entryBytes.toString('utf8');
  if (!SRI_RUNTIME.test(code)) return null;
  return new Set([...code.matchAll(SRI_LITERAL)].map((match) => match[1]));
}

/** The SRI string among `candidates` that these bytes match, if any. */
function sriFor(bytes, candidates) {
  const algorithms = new Set([...candidates].map((sri) => sri.slice(0, sri.indexOf('-'))));
  for (const algorithm of algorithms) {
    const sri = `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;
    if (candidates.has(sri)) return sri;
  }
  return null;
}

/** Whether bytes match an SRI value as a browser decides it: the strongest algorithm listed, any of its digests. */
export function matchesSri(bytes, sri) {
  const hashes = String(sri)
    .trim()
    .split(/\s+/)
    .flatMap((token) => {
      const match = SRI_TOKEN.exec(token.split('?')[0] ?? '');
      return match ? [{ algorithm: match[1], digest: match[2] }] : [];
    });
  const strongest = STRONGEST_FIRST.find((algorithm) => hashes.some((hash) => hash.algorithm === algorithm));
  if (!strongest) return false;
  const actual = createHash(strongest).update(bytes).digest('base64');
  return hashes.some((hash) => hash.algorithm === strongest && hash.digest === actual);
}

/** The federation runtime's simpleJoinRemoteEntry: remoteEntry.path and .name from the manifest. */
function joinRemoteEntry(path, name) {
  const folder = String(path ?? '')
    .replace(/^\.$/, '')
    .replace(/^\.\//, '')
    .replace(/^\/+/, '')
    .replace(/\/+$/, '');
  return folder ? `${folder}/${name}` : name;
}

const escapeAttribute = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A `<link rel="preload">`, or with `rel: 'preconnect'` a connection opened ahead (no `as`).
 * @typedef {{ rel?: 'preload' | 'preconnect', href: string, as?: 'fetch' | 'script' | 'style',
 *   crossorigin?: 'anonymous', integrity?: string }} PreloadHint
 */

/** @param {PreloadHint} hint */
export function preloadLink({ rel = 'preload', href, as, crossorigin, integrity }) {
  return `<link rel="${rel}" href="${escapeAttribute(href)}"${as ? ` as="${as}"` : ''}${
    crossorigin ? ` crossorigin="${crossorigin}"` : ''
  }${integrity ? ` integrity="${escapeAttribute(integrity)}"` : ''}>`;
}

/** The origin of an http(s) URL; null for a relative URL (the document's own origin) or anything else. */
export function originOf(url) {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/**
 * Connections a page needs before its largest image, opened while the browser reads the document: on a
 * phone each new connection to another origin costs its DNS, TCP and TLS round trips on the way to the
 * first data request and the first image. A browser keeps CORS requests without credentials (the API
 * client's GETs) apart from plain ones (images), so the API's origin is preconnected `crossorigin` and
 * the assets host's without.
 * @param {{ apiBaseUrl?: string, assetsHost?: string }} origins
 * @returns {PreloadHint[]}
 */
export function preconnectHints({ apiBaseUrl, assetsHost }) {
  const api = originOf(apiBaseUrl);
  const assets = originOf(assetsHost);
  /** @type {PreloadHint[]} */
  const hints = [];
  if (api) hints.push({ rel: 'preconnect', href: api, crossorigin: 'anonymous' });
  if (assets) hints.push({ rel: 'preconnect', href: assets });
  return hints;
}

/**
 * The hints go last in <head>: after the host's own preloads, which its entry needs first. A file the
 * document already names is on its way: no second hint for it.
 */
export function injectPreloads(html, hints) {
  const fresh = hints.filter((hint) => !html.includes(`"${escapeAttribute(hint.href)}"`));
  if (fresh.length === 0 || !html.includes('</head>')) return html;
  return html.replace('</head>', `${fresh.map(preloadLink).join('')}</head>`);
}

/**
 * The runtime config and the remotes file, fetched by the host's entry before anything else
 * (earlyRequests.ts: same-origin fetch() with default mode and credentials).
 * @type {PreloadHint[]}
 */
export const EARLY_REQUEST_HINTS = [
  { href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' },
  { href: '/config.json', as: 'fetch', crossorigin: 'anonymous' },
];

/**
 * What a document's query asks of QA overrides (host/src/release/qaOverrides.ts parseOverrideRequest):
 * `?gaido-override=mfe_tours@<version>` or `=<manifest URL>` replaces a remote for the session;
 * `mfe_tours@pinned` or `mfe_tours=` goes back to its pin; `reset` (or an empty value) back to all pins.
 * `overridden` maps each replaced remote to its version, or to null when a URL replaces it.
 * @param {URLSearchParams} searchParams
 * @returns {{ overridden: Map<string, string | null>, cleared: Set<string>, reset: boolean }}
 */
export function overrideRequests(searchParams) {
  const overridden = new Map();
  const cleared = new Set();
  let reset = false;
  for (const value of searchParams.getAll('gaido-override')) {
    for (const request of value.split(/,(?=\s*[a-z][a-z0-9_]*\s*[@=]|\s*reset\b)/i)) {
      const text = request.trim();
      const match = /^([a-z][a-z0-9_]*)\s*([@=])\s*(.*)$/i.exec(text);
      if (text === '' || text === 'reset') {
        reset = true;
        overridden.clear();
        cleared.clear();
      } else if (match && (match[3] === '' || match[3] === 'pinned')) {
        overridden.delete(match[1]);
        cleared.add(match[1]);
      } else if (match) {
        cleared.delete(match[1]);
        // `<version>!` forces a version past the release gate in the browser: the same files.
        overridden.set(match[1], match[2] === '@' ? match[3].replace(/!$/, '') : null);
      }
    }
  }
  return { overridden, cleared, reset };
}

/** @typedef {{ path: string, modules: { remote: string, module: string }[] }} RouteModules */

/**
 * Preload hints for the documents of one host build.
 * @param {{ routes: RouteModules[], sharedChunks?: import('@gaido/release-core/host-record').SharedChunks,
 *   artifactsDir?: string, cdnOrigin: string, preconnects?: PreloadHint[], log?: (message: string) => void }} options
 *   routes: the host's route table with each route's remote modules (host-release.json `routes`);
 *   sharedChunks: the host's chunks per shared module it provides (host-release.json `sharedChunks`);
 *   preconnects: connections every document opens first (preconnectHints)
 */
export function createPreloadHints({
  routes,
  sharedChunks = {},
  artifactsDir = ARTIFACTS_DIR,
  cdnOrigin,
  preconnects = [],
  log = (message) => console.warn(`[host server] ${message}`),
}) {
  const logged = new Set();
  const logOnce = (message) => {
    if (logged.has(message)) return;
    logged.add(message);
    log(message);
  };
  const matchRoute = compileRoutes(routes);

  /** Published versions never change (publish.mjs), so a manifest and a file's hash are read once. */
  const manifests = new Map();
  const stats = new Map();
  const fileBytes = new Map();
  const chunkHashes = new Map();
  const readCached = (cache, path, read) => {
    if (!cache.has(path)) cache.set(path, read(path));
    return cache.get(path);
  };
  // A version not published yet (a pin made ahead of its build) may appear later: misses are not kept.
  const releaseFile = (remote, version, file) => {
    const path = join(artifactsDir, remote, version, file);
    if (fileBytes.has(path)) return fileBytes.get(path);
    if (!existsSync(path)) return null;
    return readCached(fileBytes, path, (p) => readFileSync(p));
  };
  /** A JSON file of the release, or null when it has none; throws on one that does not parse. */
  const releaseJson = (cache, remote, version, file) => {
    const key = `${remote}@${version}`;
    if (cache.has(key)) return cache.get(key);
    const bytes = releaseFile(remote, version, file);
    if (!bytes) return null;
    return readCached(cache, key, () => JSON.parse(bytes.toString('utf8')));
  };
  const releaseManifest = (remote, version) => releaseJson(manifests, remote, version, 'mf-manifest.json');
  /** The stats only add the host's chunks: stats that do not parse cost those, not the remote's hints. */
  const releaseStats = (remote, version) => {
    try {
      return releaseJson(stats, remote, version, 'mf-stats.json');
    } catch {
      stats.set(`${remote}@${version}`, null);
      return null;
    }
  };

  /** The host's chunks for the shared modules an exposed module asks for, that the host's copy serves. */
  function hostChunkHints(manifest, exposeStats) {
    /** @type {PreloadHint[]} */
    const hints = [];
    for (const name of Array.isArray(exposeStats?.requires) ? exposeStats.requires : []) {
      const provided = Object.hasOwn(sharedChunks, name) ? sharedChunks[name] : null;
      if (!provided || !Array.isArray(provided.files)) continue;
      const carried = (manifest.shared ?? []).find((item) => item.name === name)?.version;
      const newer =
        semver.valid(carried) && semver.valid(provided.version) && semver.gt(carried, provided.version);
      if (newer) continue;
      for (const href of provided.files) hints.push({ href, as: 'script' });
    }
    return hints;
  }

  /** What the browser will fetch for one remote's modules under this pin, or why it gets no hints. */
  function remoteHints(remote, modules, pin, integrityRequired) {
    const version = pin?.version;
    if (!version || !SAFE_SEGMENT.test(remote) || !SAFE_SEGMENT.test(version)) return 'no pinned version';
    const manifestUrl = `${cdnOrigin}/${remote}/${version}/mf-manifest.json`;
    // A pin naming its own URL is served from somewhere this server cannot read.
    if (pin.entry !== manifestUrl) return `its entry ${pin.entry} is not on the CDN`;
    const integrity = pin.integrity && typeof pin.integrity === 'object' ? pin.integrity : {};
    // integrity.ts integrityRefusal: the host loads nothing of a remote whose entry it cannot verify.
    if (integrityRequired && !integrity[REMOTE_ENTRY_FILE])
      return 'no integrity recorded where it is required';
    const manifest = releaseManifest(remote, version);
    if (!manifest) return 'its mf-manifest.json is not on the CDN';
    const meta = manifest.metaData ?? {};
    // Only a classic-script entry (type global/var) loads through the <script> this hint matches.
    if (!meta.remoteEntry?.name || !['global', 'var'].includes(meta.remoteEntry.type ?? 'global')) {
      return 'its remote entry is not a classic script';
    }
    const namedEntry = joinRemoteEntry(meta.remoteEntry.path, meta.remoteEntry.name);
    if (namedEntry !== REMOTE_ENTRY_FILE) {
      return `its manifest names the remote entry ${namedEntry}, not the ${REMOTE_ENTRY_FILE} beside it that the host loads`;
    }
    const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const entryUrl = `${folder}${REMOTE_ENTRY_FILE}`;
    // The remote's own runtime loads its chunks from the publicPath its build set.
    const publicPath =
      meta.publicPath === 'auto' || meta.publicPath === '' ? folder : (meta.publicPath ?? null);
    if (typeof publicPath !== 'string') return 'its manifest has no static publicPath';
    // Files that differ from the hashes recorded at publish: the browser would refuse the entry, and a
    // manifest that differs cannot be trusted to name the chunks. Never preload from those.
    for (const file of ['mf-manifest.json', REMOTE_ENTRY_FILE]) {
      if (!integrity[file]) continue;
      const bytes = releaseFile(remote, version, file);
      if (!bytes || !matchesSri(bytes, integrity[file]))
        return `${file} does not match the hash recorded at publish`;
    }
    const entryIntegrity = integrity[REMOTE_ENTRY_FILE];
    // The published folder holds the build as it was built, whatever publicPath serves it from.
    const builtFile = (file) => (SAFE_PATH.test(file) ? releaseFile(remote, version, file) : null);
    const entryBytes = builtFile(REMOTE_ENTRY_FILE);
    // How the chunk loader asks for chunks is in the entry: one this server cannot read gets no chunk hints.
    const chunkIntegrity = entryBytes
      ? readCached(chunkHashes, `${remote}@${version}`, () => chunkIntegrityOf(entryBytes))
      : undefined;
    /** @type {(file: string, as: 'script' | 'style') => PreloadHint | null} */
    const chunkHint = (file, as) => {
      const href = publicPath + file;
      if (chunkIntegrity === undefined) {
        logOnce(`no preload hints for ${remote}@${version}'s chunks: its remote entry is not on the CDN`);
        return null;
      }
      if (chunkIntegrity === null) return { href, as };
      const bytes = builtFile(file);
      const sri = bytes ? sriFor(bytes, chunkIntegrity) : null;
      if (!sri) {
        logOnce(
          `no preload hint for ${remote}@${version}/${file}: it matches no hash its remote entry loads it with`,
        );
        return null;
      }
      return { href, as, crossorigin: 'anonymous', integrity: sri };
    };
    /** @type {PreloadHint[]} */
    const hints = [
      entryIntegrity
        ? { href: entryUrl, as: 'script', crossorigin: 'anonymous', integrity: entryIntegrity }
        : { href: entryUrl, as: 'script' },
    ];
    for (const module of modules) {
      const expose = (manifest.exposes ?? []).find(
        (item) => item.path === module || `./${item.name}` === module,
      );
      if (!expose) {
        logOnce(`no preload hints for ${remote}/${module}: ${remote}@${version} does not expose it`);
        continue;
      }
      for (const [files, as] of [
        [expose.assets?.css?.sync ?? [], 'style'],
        [expose.assets?.js?.sync ?? [], 'script'],
      ]) {
        for (const file of files) {
          const hint = chunkHint(file, as);
          if (hint) hints.push(hint);
        }
      }
      const exposeStats = (releaseStats(remote, version)?.exposes ?? []).find(
        (item) => item.path === module || `./${item.name}` === module,
      );
      hints.push(...hostChunkHints(manifest, exposeStats));
    }
    return hints;
  }

  return {
    /**
     * @param {{ pathname: string, remotesFile: { remotes: Record<string, any>, integrity?: { required: boolean } },
     *   overrides?: Map<string, string | null> }} request
     *   overrides: the session's QA overrides, remote -> the version it loads instead of the pin (null: a URL)
     * @returns {PreloadHint[]}
     */
    hintsFor({ pathname, remotesFile, overrides = new Map() }) {
      const route = matchRoute(pathname);
      const byRemote = new Map();
      for (const { remote, module } of route?.modules ?? []) {
        if (overrides.get(remote) !== null) byRemote.set(remote, [...(byRemote.get(remote) ?? []), module]);
      }
      // The host loads an overriding version from the CDN without hashes (qaOverrides.ts overrideEntry).
      const pinOf = (remote) => {
        const version = overrides.get(remote);
        return version
          ? { entry: `${cdnOrigin}/${remote}/${version}/mf-manifest.json`, version }
          : remotesFile.remotes?.[remote];
      };
      const describe = (remote) => `${remote}@${pinOf(remote)?.version ?? '(not pinned)'}`;
      /** @type {PreloadHint[]} */
      const hints = [...preconnects, ...EARLY_REQUEST_HINTS];
      for (const [remote, modules] of byRemote) {
        try {
          const found = remoteHints(remote, modules, pinOf(remote), remotesFile.integrity?.required === true);
          if (typeof found === 'string') logOnce(`no preload hints for ${describe(remote)}: ${found}`);
          else hints.push(...found);
        } catch (error) {
          logOnce(`no preload hints for ${describe(remote)}: ${error.message}`);
        }
      }
      const seen = new Set();
      const key = (hint) => `${hint.rel ?? 'preload'} ${hint.crossorigin ?? ''} ${hint.href}`;
      return hints.filter((hint) => !seen.has(key(hint)) && seen.add(key(hint)));
    },
  };
}
