// Production-like static serving: the host on :3000 and a CDN for published remotes on :3100.
// The host's /remotes.json is read from the release registry on every request, so a pin or a
// rollback takes effect on the next page load with no host rebuild or restart.
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
export async function readRemotesFile({ environment, cdnOrigin, registry, releasesDir = RELEASES_DIR }) {
  const state = await registry.readEnvironment(environment);
  const remotes = {};
  for (const [remote, pin] of Object.entries(state.remotes)) {
    if (!pin?.version || !REMOTES[remote]) continue;
    const release = readRelease(remote, pin.version, releasesDir) ?? {};
    remotes[remote] = {
      entry: pin.entry ?? `${cdnOrigin}/${remote}/${pin.version}/mf-manifest.json`,
      version: pin.version,
      ...(release.commit ? { commit: release.commit } : {}),
      ...(release.builtAt ? { builtAt: release.builtAt } : {}),
    };
  }
  return { environment, remotes };
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
}) {
  if (!environments.has(environment)) {
    throw new Error(`GAIDO_ENV="${environment}" is not declared in release/environments.json`);
  }
  const hostDist = join(ROOT, 'host', 'dist');
  const serveHost = sirv(hostDist, {
    single: true,
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/static/') ? IMMUTABLE : 'no-cache');
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const current = environmentForRequest({ req, url, res, serverEnvironment: environment, environments });
      if (url.pathname === '/remotes.json') {
        return sendJson(res, await readRemotesFile({ environment: current, cdnOrigin, registry }));
      }
      if (url.pathname === '/config.json') {
        return sendJson(
          res,
          runtimeConfig({
            environment: current,
            serverEnvironment: environment,
            environments,
            cdnOrigin,
            apiBaseUrl,
            assetsHost,
          }),
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
    res.setHeader('X-Content-Type-Options', 'nosniff');
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
