// Production-like static serving: the host on :3000 (the CDN for published remotes on :3100 is cdn.mjs).
// The host's /remotes.json comes from the release service (packages/static-server/src/pinsCache.mjs), so a pin or a
// rollback reaches every running host server within seconds, with no host rebuild or restart.
// Every response carries the security headers (securityHeaders, contentSecurityPolicy: docs/architecture.md).
// Documents carry preload hints for the route's remote files (packages/static-server/src/preloadHints.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { loadEnvironments } from '@gaido/release-core/environments';
import { readHostRoutes } from '@gaido/release-core/host-record';
import { PORTS, REMOTES } from '@gaido/workspace/apps';
import { ARTIFACTS_DIR, ROOT } from '@gaido/workspace/paths';
import sirv from 'sirv';
import { analyticsRuntimeConfig } from './analyticsConfig.mjs';
import {
  createPreloadHints,
  injectPreloads,
  originOf,
  overrideRequests,
  preconnectHints,
} from './preloadHints.mjs';
import { assign, travellerKey } from './rollouts.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A tester may look at another declared environment's pins from a non-production server. */
export const ENVIRONMENT_COOKIE = 'gaido-env';
/**
 * Remotes a QA override replaced in this browser session, so the server preloads the overriding
 * version's files instead of the pinned ones, which that session does not load. Comma-separated
 * `<remote>@<version>`, or the bare remote when a manifest URL replaces it, URI-encoded; a session
 * cookie set here for `?gaido-override=` and by the host whenever its overrides change (its release
 * panel, Reset: host/src/release/qaOverrides.ts storeOverrides), which keeps them in sessionStorage.
 */
export const OVERRIDDEN_COOKIE = 'gaido-qa-overrides';

/** The squads' dev servers: a QA override may load a remote straight from one of them. */
const DEV_SERVER_ORIGINS = Object.keys(REMOTES).flatMap((remote) => [
  `http://localhost:${PORTS[remote]}`,
  `http://127.0.0.1:${PORTS[remote]}`,
]);

/**
 * The remotes file the host loads for one environment: each pinned remote's versioned manifest URL on
 * this server's CDN, with version, commit and the hashes recorded at publish, from the release service.
 * Where a remote is rolled out, the traveller gets the canary or the pin by their key
 * (packages/static-server/src/rollouts.mjs), and `rollout` says which and why; the file then differs
 * per traveller (`personal`).
 * @param {{ environment: string, cdnOrigin: string, pins: import('./pinsCache.mjs').PinsSource,
 *   policy?: { integrity: boolean }, traveller?: () => string }} options
 *   `traveller`: the traveller's key, asked for only when a rollout runs
 */
export async function readRemotesFile({ environment, cdnOrigin, pins, policy, traveller }) {
  const state = await pins.read(environment);
  // Commits and build times are for the QA tools: a host whose environment allows no overrides
  // (production) says nothing about its releases beyond what loading them needs.
  const releaseInfo = !policy || Boolean(policy.overrides);
  const remotes = {};
  let personal = false;
  for (const [remote, pinned] of Object.entries(state.remotes ?? {})) {
    if (!pinned?.version || !REMOTES[remote]) continue;
    const rollout = traveller ? state.rollouts?.[remote] : undefined;
    let pin = pinned;
    let assigned = null;
    if (rollout?.version && rollout.id && typeof rollout.percent === 'number') {
      personal = true;
      const { channel, bucket } = assign(traveller(), remote, rollout);
      if (channel === 'canary') pin = rollout;
      assigned = {
        // The host reports real-user health per rollout (docs/releases.md "Real-user health").
        id: rollout.id,
        channel,
        percent: rollout.percent,
        bucket,
        ...(releaseInfo ? { stable: pinned.version, canary: rollout.version } : {}),
      };
    }
    remotes[remote] = {
      entry: `${cdnOrigin}/${remote}/${pin.version}/mf-manifest.json`,
      version: pin.version,
      ...(releaseInfo && pin.commit ? { commit: pin.commit } : {}),
      ...(releaseInfo && pin.builtAt ? { builtAt: pin.builtAt } : {}),
      ...(pin.integrity && typeof pin.integrity === 'object' ? { integrity: pin.integrity } : {}),
      ...(assigned ? { rollout: assigned } : {}),
    };
  }
  // Where the environment requires it, the host loads a remote only if its manifest and entry match
  // these hashes, and refuses one without them (fail closed).
  return {
    environment,
    remotes,
    ...(policy ? { integrity: { required: policy.integrity !== false } } : {}),
    ...(personal ? { personal: true } : {}),
  };
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The Content-Security-Policy of the app, built per request from what this environment
 * loads: scripts only from the app, the CDN and the pinned remotes' origins (plus the QA override
 * allowlist where overrides are on); no inline script, no eval (Module Federation loads remote
 * entries with script elements, and no bundle uses eval or new Function). Connections go to the
 * API, the analytics host and the CDN (manifests, and MapLibre's worker script, which the map fetches
 * and checks against its recorded SHA-384 before starting workers from a blob: of those bytes, so
 * worker-src allows no CDN: mfe-gems/src/map/workerIntegrity.ts). style-src needs 'unsafe-inline': sonner and
 * react-remove-scroll (Radix dialogs) insert <style> elements at run time, the latter with content
 * that depends on the scrollbar width, so no hash can cover it; styles cannot run script.
 * @param {{ remotesFile: { remotes: Record<string, { entry: string }> }, config: ReturnType<typeof runtimeConfig>,
 *   secure?: boolean }} options
 */
export function contentSecurityPolicy({ remotesFile, config, secure = false }) {
  const cdn = originOf(config.release.cdnOrigin);
  const remotes = Object.values(remotesFile.remotes).map((pin) => originOf(pin.entry));
  const overrides = config.release.overrides.enabled ? config.release.overrides.allowedOrigins : [];
  const code = unique([cdn, ...remotes, ...overrides]);
  const api = unique([originOf(config.apiBaseUrl), originOf(config.analytics?.apiHost)]);
  const images = unique([originOf(config.assetsHost), ...api, ...code]);
  // A basemap style elsewhere than the CDN: MapLibre fetches it, its tiles, sprites and glyphs.
  const basemap = config.mapStyleUrl ? [originOf(config.mapStyleUrl)] : [];
  const directives = [
    ["default-src 'self'"],
    ["script-src 'self'", ...code],
    ["connect-src 'self'", ...unique([...api, ...code, ...basemap])],
    ["img-src 'self' data: blob:", ...images],
    ["style-src 'self' 'unsafe-inline'", ...code],
    ["font-src 'self' data:", ...code],
    // Workers start only from blob: URLs of bytes a script checked first (MapLibre's, from the map):
    // no worker script is loaded from the CDN or a remote's origin unchecked.
    ["worker-src 'self' blob:"],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
    ...(secure ? [['upgrade-insecure-requests']] : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Served over TLS: directly, behind a proxy that terminated it, or at an https public origin. */
export function isSecureRequest(req, publicOrigin = process.env.GAIDO_PUBLIC_ORIGIN) {
  if (req.socket?.encrypted) return true;
  const forwarded = String(req.headers?.['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  return forwarded === 'https' || (publicOrigin ?? '').startsWith('https://');
}

/** The headers every response of the static servers carries. */
export function securityHeaders({ secure }) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Browsers ignore HSTS on plain HTTP, and sending it there could pin a dev host to HTTPS.
    ...(secure ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

function setHeaders(res, headers) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * Which origins a QA override may load a remote from: the CDN, the squads' dev servers, and what the
 * environment or GAIDO_OVERRIDE_ORIGINS adds. Anything else is refused by the host.
 */
export function overrideOrigins({ cdnOrigin, policy, env = process.env }) {
  const extra = (env.GAIDO_OVERRIDE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [
    ...new Set([
      new URL(cdnOrigin).origin,
      ...DEV_SERVER_ORIGINS,
      ...(policy?.overrideOrigins ?? []),
      ...extra,
    ]),
  ];
}

/** The runtime config the host reads at start (/config.json). */
export function runtimeConfig({
  environment,
  serverEnvironment,
  environments,
  cdnOrigin,
  apiBaseUrl,
  assetsHost,
  // The gems map's basemap: a MapLibre style.json (unset: the offline basemap mfe-gems ships).
  mapStyleUrl = process.env.GAIDO_MAP_STYLE_URL || undefined,
}) {
  const policy = environments.get(environment);
  return {
    environment,
    apiBaseUrl,
    assetsHost,
    ...(mapStyleUrl ? { mapStyleUrl } : {}),
    analytics: analyticsRuntimeConfig({ environment, apiBaseUrl, policy }),
    release: {
      cdnOrigin,
      serverEnvironment,
      environmentChosenBy: environment === serverEnvironment ? 'server' : 'browser',
      overrides: {
        enabled: Boolean(policy?.overrides),
        allowedOrigins: policy?.overrides ? overrideOrigins({ cdnOrigin, policy }) : [],
        // The host refuses these in its production build (their builds carry their own runtime).
        devServerOrigins: policy?.overrides ? DEV_SERVER_ORIGINS : [],
      },
    },
  };
}

function readCookie(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      // A malformed value (a stray `%`, set by hand or by another app on this host) is no choice at
      // all: the document is still served, with the defaults.
    }
  }
  return null;
}

/**
 * The environment this request sees. A production server always answers its own environment; any
 * other server lets a browser choose a declared environment (?gaido-env=staging, kept in a session
 * cookie; ?gaido-env= clears it), so e2e journeys and testers need no second host deployment.
 */
export function environmentForRequest({ req, url, res, serverEnvironment, environments }) {
  if (!environments.get(serverEnvironment)?.overrides) return serverEnvironment;
  const known = (name) => environments.has(name) || isPreviewName(name);
  const asked = url.searchParams.get(ENVIRONMENT_COOKIE);
  if (asked !== null) {
    if (asked === '' || !known(asked)) {
      res.setHeader('Set-Cookie', `${ENVIRONMENT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
      return serverEnvironment;
    }
    res.setHeader('Set-Cookie', `${ENVIRONMENT_COOKIE}=${encodeURIComponent(asked)}; Path=/; SameSite=Lax`);
    return asked;
  }
  const chosen = readCookie(req.headers.cookie, ENVIRONMENT_COOKIE);
  return chosen && known(chosen) ? chosen : serverEnvironment;
}

/**
 * A preview environment's name (the release service's `preview-<branch>`, docs/releases.md
 * "Previews"): a browser may choose one as it chooses a declared environment; the service says
 * whether it exists.
 */
export const isPreviewName = (name) => /^preview-[a-z0-9][a-z0-9-]{0,31}$/.test(name);

/**
 * The policy a preview is served with: its base environment's, as this server declares it (the
 * service's answer names the base), with the service's integrity rule; a base this server does not
 * know gets the strictest (integrity on, no overrides).
 */
export function previewPolicy(name, state, environments) {
  const base = state.preview?.base ? environments.get(state.preview.base) : undefined;
  return {
    ...(base ?? { protected: false, local: false, overrideOrigins: [], listed: false, hostServers: [] }),
    name,
    overrides: Boolean(base?.overrides),
    integrity: base ? base.integrity : state.integrity?.required !== false,
    description: `Preview of ${state.preview?.branch ?? name} over ${state.preview?.base ?? 'an unknown environment'}`,
  };
}

/**
 * What a browser gets for a preview that ended or never existed: a plain page saying so, never another
 * environment's app in its place (a tester would take it for the branch's). Its choice is kept until
 * they open the app without it (the page's link, `?gaido-env=`).
 */
function sendPreviewEnded(req, res, url, name, reason) {
  if (url.pathname === '/remotes.json' || url.pathname === '/config.json') {
    return sendJson(res, { error: { code: 'preview-ended', message: reason } }, 410);
  }
  const text = `${name}: ${reason}. Publish the branch again (pnpm release preview), or open the app without it.`;
  res.writeHead(410, {
    'Content-Type': 'text/html;charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'",
  });
  const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  res.end(
    req.method === 'HEAD'
      ? undefined
      : `<!doctype html><html lang="en"><meta charset="utf-8"><title>Preview ended</title><main><h1>This preview is not served</h1><p>${escaped}</p><p><a href="/?gaido-env=">Open the app</a></p></main></html>`,
  );
}

function appendSetCookie(res, cookie) {
  const previous = res.getHeader?.('Set-Cookie');
  res.setHeader('Set-Cookie', previous ? [previous, cookie].flat() : cookie);
}

/**
 * The remotes a QA override replaces for this document, each with the version it loads instead of the
 * pin (null when a URL replaces it), as asked in this request's query or earlier in the session
 * (OVERRIDDEN_COOKIE). Only where the environment allows overrides; elsewhere the host ignores them
 * and loads the pins.
 * @returns {Map<string, string | null>}
 */
export function overriddenRemotes({ req, url, res, overridesEnabled }) {
  if (!overridesEnabled) return new Map();
  const remembered = (readCookie(req.headers.cookie, OVERRIDDEN_COOKIE) ?? '').split(',').flatMap((entry) => {
    const [remote = '', version = null] = entry.split('@');
    return REMOTES[remote] ? [[remote, version || null]] : [];
  });
  if (!url.searchParams.has('gaido-override')) return new Map(remembered);
  const { overridden, cleared, reset } = overrideRequests(url.searchParams);
  const remotes = new Map([
    ...(reset ? [] : remembered.filter(([remote]) => !cleared.has(remote))),
    ...[...overridden].filter(([remote]) => REMOTES[remote]),
  ]);
  const entries = [...remotes].map(([remote, version]) => (version ? `${remote}@${version}` : remote));
  appendSetCookie(
    res,
    entries.length > 0
      ? `${OVERRIDDEN_COOKIE}=${encodeURIComponent(entries.join(','))}; Path=/; SameSite=Lax`
      : `${OVERRIDDEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
  );
  return remotes;
}

function listFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * index.html of a host build, served with preload hints. Only what sirv (`single: true`) would answer
 * with index.html is a document: a path that is no file of the build and does not look like one.
 * Read at start, as sirv lists the build at start (restart the server after a deploy).
 */
function hostDocuments(hostDist) {
  const files = new Set(
    listFiles(hostDist).map((file) => `/${relative(hostDist, file).split(sep).join('/')}`),
  );
  const html = readFileSync(join(hostDist, 'index.html'), 'utf8');
  const encoded = new Map();
  return {
    /** @param {string} path  the request's path as sent, before sirv's own decoding */
    isDocument(path) {
      let decoded = path;
      try {
        decoded = decodeURI(path);
      } catch {
        // sirv keeps a malformed path as it is
      }
      const base = decoded.replace(/\/$/, '');
      for (const candidate of [
        base,
        `${base}.html`,
        `${base}.htm`,
        `${base}/index.html`,
        `${base}/index.htm`,
      ]) {
        if (candidate && files.has(candidate)) return candidate === '/index.html';
      }
      // sirv's `single` fallback skips paths that look like a file (its default `ignores`).
      return !/[/]([A-Za-z\s\d~$._-]+\.\w+){1,}$/.test(decoded) && !/\/\.well-known/.test(decoded);
    },
    /** Sends index.html with the hints, compressed as sirv sends the precompressed one. */
    send(req, res, hints, { personal = false } = {}) {
      const body = Buffer.from(injectPreloads(html, hints));
      const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      // While a rollout runs, the hints (and the policy) are the traveller's versions': private.
      res.setHeader('Vary', personal ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
      res.setHeader('Cache-Control', personal ? 'private, no-cache' : 'no-cache');
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { ETag: etag });
        return res.end();
      }
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = /(br|brotli)/i.test(accepted) ? 'br' : accepted.includes('gzip') ? 'gzip' : null;
      const key = `${encoding}:${etag}`;
      if (encoding && !encoded.has(key)) {
        // A handful of distinct documents (routes x pins): each is compressed once.
        if (encoded.size >= 64) encoded.delete(encoded.keys().next().value);
        encoded.set(
          key,
          encoding === 'br'
            ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
            : gzipSync(body, { level: 9 }),
        );
      }
      const sent = encoding ? encoded.get(key) : body;
      res.writeHead(200, {
        'Content-Type': 'text/html;charset=utf-8',
        'Content-Length': sent.length,
        ETag: etag,
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : sent);
    },
  };
}

function sendJson(res, body, status = 200, { personal = false } = {}) {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    // A remotes file assigned per traveller is theirs alone: no shared cache may keep it.
    'Cache-Control': personal ? 'private, no-store' : 'no-store',
    ...(personal ? { Vary: 'Cookie' } : {}),
  });
  res.end(JSON.stringify(body));
}

const RELEASE_PATH =
  /^\/release\/remotes\/([a-z][a-z0-9_]*)\/releases(?:\/([0-9A-Za-z][0-9A-Za-z._+-]{0,99}))?$/;

/**
 * What the QA tools of a browser ask the release service through the host server, for the environment
 * this browser sees: the published versions of a remote (`/release/remotes/<remote>/releases`), and one
 * version with the gate's verdict for the host deployed here (`…/releases/<version>`). Only where QA
 * overrides are allowed: a production host answers 404 and tells nothing.
 */
async function answerReleaseQuestion({ res, url, environment, policy, releaseService }) {
  const match = RELEASE_PATH.exec(url.pathname);
  if (!policy?.overrides || !releaseService || !match || !REMOTES[match[1]]) {
    return sendJson(res, { error: { code: 'not-found', message: 'Not found' } }, 404);
  }
  const [, remote, version] = match;
  try {
    if (!version) {
      const releases = await releaseService.listReleases(remote);
      return sendJson(res, { remote, releases: releases.slice(0, 50) });
    }
    const release = await releaseService.release(remote, version);
    const verdict = await releaseService.verdict(environment, remote, version);
    return sendJson(res, {
      remote,
      version: release.version,
      commit: release.commit,
      builtAt: release.builtAt,
      publishedAt: release.publishedAt,
      verdict: { environment, checked: verdict.checked, mismatches: verdict.mismatches },
    });
  } catch (error) {
    const status = error.status === 404 ? 404 : 503;
    return sendJson(res, { error: { code: error.code ?? 'unavailable', message: error.message } }, status);
  }
}

export function startHostServer({
  environment,
  port = PORTS.host,
  cdnOrigin,
  apiBaseUrl,
  assetsHost,
  environments = loadEnvironments(),
  pins,
  // The release service, for the QA tools' questions (published versions, the gate's verdict).
  releaseService = null,
  // The benchmark serves its monolith baseline with this same server (packages/bench/src/stack.mjs).
  hostDist = join(ROOT, 'host', 'dist'),
  artifactsDir = ARTIFACTS_DIR,
}) {
  if (!environments.has(environment)) {
    throw new Error(`GAIDO_ENV="${environment}" is not declared in release/environments.json`);
  }
  const serveHost = sirv(hostDist, {
    single: true,
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/static/') ? IMMUTABLE : 'no-cache');
    },
  });
  // Preload hints need the route table recorded in the build (host-release.json): the bench's
  // monolith has none, so its documents are served exactly as built.
  const routes = readHostRoutes(hostDist);
  const hints = routes
    ? createPreloadHints({
        routes,
        artifactsDir,
        cdnOrigin,
        preconnects: preconnectHints({ apiBaseUrl, assetsHost }),
      })
    : null;
  const documents = hints && existsSync(join(hostDist, 'index.html')) ? hostDocuments(hostDist) : null;
  let hintsFailed = false;
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const current = environmentForRequest({ req, url, res, serverEnvironment: environment, environments });
      const secure = isSecureRequest(req);
      setHeaders(res, securityHeaders({ secure }));
      // A preview is served with its base environment's policy while the service serves it.
      let policies = environments;
      if (!environments.has(current) && !url.pathname.startsWith('/static/')) {
        const state = await pins.read(current);
        if (state.ended || !state.preview) {
          return sendPreviewEnded(req, res, url, current, state.ended ?? 'no such preview');
        }
        policies = new Map(environments).set(current, previewPolicy(current, state, environments));
      }
      let key = null;
      const traveller = () => {
        key ??= travellerKey({ req, res, secure });
        return key;
      };
      const remotesFile = () =>
        readRemotesFile({
          environment: current,
          cdnOrigin,
          pins,
          policy: policies.get(current),
          traveller,
        });
      const config = () =>
        runtimeConfig({
          environment: current,
          serverEnvironment: environment,
          environments: policies,
          cdnOrigin,
          apiBaseUrl,
          assetsHost,
        });
      if (url.pathname === '/remotes.json') {
        const file = await remotesFile();
        return sendJson(res, file, 200, { personal: file.personal === true });
      }
      if (url.pathname.startsWith('/release/')) {
        return await answerReleaseQuestion({
          res,
          url,
          environment: current,
          policy: policies.get(current),
          releaseService,
        });
      }
      if (url.pathname === '/config.json') return sendJson(res, config());
      // Hashed assets need no policy of their own; documents (index.html for every route) get the
      // one of the environment this browser sees, so its pinned remotes' origins are allowed.
      if (!url.pathname.startsWith('/static/')) {
        const pins = await remotesFile();
        res.setHeader(
          'Content-Security-Policy',
          contentSecurityPolicy({ remotesFile: pins, config: config(), secure }),
        );
        // The path as the browser's router sees it (location.pathname), not re-parsed as a URL.
        const path = (req.url ?? '/').split(/[?#]/)[0] || '/';
        if (documents && (req.method === 'GET' || req.method === 'HEAD') && documents.isDocument(path)) {
          let found = null;
          try {
            const overrides = overriddenRemotes({
              req,
              url,
              res,
              overridesEnabled: Boolean(policies.get(current)?.overrides),
            });
            found = hints.hintsFor({ pathname: path, remotesFile: pins, overrides });
          } catch (error) {
            // packages/static-server/src/preloadHints.mjs answers what it can; anything else still gets the page, unhinted.
            if (!hintsFailed) console.error('[host server] no preload hints:', error);
            hintsFailed = true;
          }
          if (found) return documents.send(req, res, found, { personal: pins.personal === true });
        }
      }
      serveHost(req, res, () => {
        res.writeHead(404);
        res.end('Not found');
      });
    } catch (error) {
      console.error('[host server]', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error');
    }
  });
  return listen(server, port);
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
