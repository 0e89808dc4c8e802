// Production-like static serving: the host on :3000 and a CDN for published remotes on :3100.
// The host's /remotes.json is read from the release registry on every request, so a pin or a
// rollback takes effect on the next page load with no host rebuild or restart.
// Every response carries the security headers of issue 10 (securityHeaders, contentSecurityPolicy).
import { createServer } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { PORTS, REMOTES } from '../../tooling/federation.mjs';
import { analyticsRuntimeConfig } from './analyticsConfig.mjs';
import { RELEASES_DIR, ROOT } from './paths.mjs';
import { readRelease } from './publish.mjs';
import { createDefaultRegistry } from './release/defaults.mjs';
import { loadEnvironments } from './release/environments.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A tester may look at another declared environment's pins from a non-production server. */
export const ENVIRONMENT_COOKIE = 'gaido-env';

/** The squads' dev servers: a QA override may load a remote straight from one of them. */
const DEV_SERVER_ORIGINS = Object.keys(REMOTES).flatMap((remote) => [
  `http://localhost:${PORTS[remote]}`,
  `http://127.0.0.1:${PORTS[remote]}`,
]);

/**
 * The remotes file for one environment: remote -> versioned manifest URL, with version and commit.
 * @param {{ environment: string, cdnOrigin: string, registry: import('./release/registry.mjs').ReleaseRegistry,
 *   releasesDir?: string }} options
 */
export async function readRemotesFile({
  environment,
  cdnOrigin,
  registry,
  releasesDir = RELEASES_DIR,
  policy,
}) {
  const state = await registry.readEnvironment(environment);
  const remotes = {};
  for (const [remote, pin] of Object.entries(state.remotes)) {
    if (!pin?.version || !REMOTES[remote]) continue;
    const release = readRelease(remote, pin.version, releasesDir) ?? {};
    // SHA-384 of mf-manifest.json and remoteEntry.js recorded at publish (a pin may carry its own).
    const integrity = pin.integrity ?? release.integrity;
    remotes[remote] = {
      entry: pin.entry ?? `${cdnOrigin}/${remote}/${pin.version}/mf-manifest.json`,
      version: pin.version,
      ...(release.commit ? { commit: release.commit } : {}),
      ...(release.builtAt ? { builtAt: release.builtAt } : {}),
      ...(integrity && typeof integrity === 'object' ? { integrity } : {}),
    };
  }
  // Issue 10: where the environment requires it, the host loads a remote only if its manifest and
  // entry match these hashes, and refuses one without them (fail closed).
  return { environment, remotes, ...(policy ? { integrity: { required: policy.integrity !== false } } : {}) };
}

function originOf(url) {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null; // relative (same origin) or not a URL: 'self' covers it
  }
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The Content-Security-Policy of the app (issue 10), built per request from what this environment
 * loads: scripts only from the app, the CDN and the pinned remotes' origins (plus the QA override
 * allowlist where overrides are on); no inline script, no eval (Module Federation loads remote
 * entries with script elements, and no bundle uses eval or new Function). Connections go to the
 * API, the analytics host and the CDN (manifests). MapLibre runs its worker from a blob: URL that
 * imports the worker script from the CDN (worker-src). style-src needs 'unsafe-inline': sonner and
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
  const directives = [
    ["default-src 'self'"],
    ["script-src 'self'", ...code],
    ["connect-src 'self'", ...api, ...code],
    ["img-src 'self' data: blob:", ...images],
    ["style-src 'self' 'unsafe-inline'", ...code],
    ["font-src 'self' data:", ...code],
    // MapLibre starts a module worker from a blob: that imports its worker script from the CDN,
    // and a module worker's imports are checked against worker-src.
    ["worker-src 'self' blob:", ...code],
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

/** The headers every response of the static servers carries (issue 10). */
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

/** The CDN serves code and data to the app, never documents: anything opened there runs nothing. */
const CDN_POLICY = "default-src 'none'; frame-ancestors 'none'";

function setHeaders(res, headers) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * Which origins a QA override may load a remote from: the CDN, the squads' dev servers, and what the
 * environment or GAIDO_OVERRIDE_ORIGINS adds. Anything else is refused by the host (issue 8).
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
}) {
  const policy = environments.get(environment);
  return {
    environment,
    apiBaseUrl,
    assetsHost,
    analytics: analyticsRuntimeConfig({ environment, apiBaseUrl, policy }),
    release: {
      cdnOrigin,
      serverEnvironment,
      environmentChosenBy: environment === serverEnvironment ? 'server' : 'browser',
      overrides: {
        enabled: Boolean(policy?.overrides),
        allowedOrigins: policy?.overrides ? overrideOrigins({ cdnOrigin, policy }) : [],
      },
    },
  };
}

function readCookie(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
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
  const asked = url.searchParams.get(ENVIRONMENT_COOKIE);
  if (asked !== null) {
    if (asked === '' || !environments.has(asked)) {
      res.setHeader('Set-Cookie', `${ENVIRONMENT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
      return serverEnvironment;
    }
    res.setHeader('Set-Cookie', `${ENVIRONMENT_COOKIE}=${encodeURIComponent(asked)}; Path=/; SameSite=Lax`);
    return asked;
  }
  const chosen = readCookie(req.headers.cookie, ENVIRONMENT_COOKIE);
  return chosen && environments.has(chosen) ? chosen : serverEnvironment;
}

function sendJson(res, body) {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function startHostServer({
  environment,
  port = PORTS.host,
  cdnOrigin,
  apiBaseUrl,
  assetsHost,
  environments = loadEnvironments(),
  registry = createDefaultRegistry({ environments }),
  // The benchmark serves its monolith baseline with this same server (scripts/lib/bench/stack.mjs).
  hostDist = join(ROOT, 'host', 'dist'),
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
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const current = environmentForRequest({ req, url, res, serverEnvironment: environment, environments });
      const secure = isSecureRequest(req);
      setHeaders(res, securityHeaders({ secure }));
      const remotesFile = () =>
        readRemotesFile({ environment: current, cdnOrigin, registry, policy: environments.get(current) });
      const config = () =>
        runtimeConfig({
          environment: current,
          serverEnvironment: environment,
          environments,
          cdnOrigin,
          apiBaseUrl,
          assetsHost,
        });
      if (url.pathname === '/remotes.json') return sendJson(res, await remotesFile());
      if (url.pathname === '/config.json') return sendJson(res, config());
      // Hashed assets need no policy of their own; documents (index.html for every route) get the
      // one of the environment this browser sees, so its pinned remotes' origins are allowed.
      if (!url.pathname.startsWith('/static/')) {
        res.setHeader(
          'Content-Security-Policy',
          contentSecurityPolicy({ remotesFile: await remotesFile(), config: config(), secure }),
        );
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

export function startCdnServer({ port = PORTS.cdn } = {}) {
  // dev: true makes sirv look files up per request, so a version published while it runs is served.
  const serveReleases = sirv(RELEASES_DIR, {
    dev: true,
    gzip: true,
    brotli: true,
    setHeaders(res) {
      // Every path holds one version forever (see lib/publish.mjs), so it can be cached forever.
      res.setHeader('Cache-Control', IMMUTABLE);
    },
  });
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    setHeaders(res, securityHeaders({ secure: isSecureRequest(req) }));
    res.setHeader('Content-Security-Policy', CDN_POLICY);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    // Only published builds: not the machine registry, nor a version still being staged.
    let segments = [];
    try {
      segments = decodeURIComponent(new URL(req.url ?? '/', 'http://cdn').pathname)
        .split('/')
        .filter(Boolean);
    } catch {
      // a malformed path is simply not found
    }
    const [first, second] = segments;
    if (!first || !REMOTES[first] || !second || second.startsWith('.')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('Not found');
    }
    serveReleases(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
    });
  });
  return listen(server, port);
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
