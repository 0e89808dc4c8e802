// Production-like static serving: the host on :3000 and a CDN for published remotes on :3100.
// The host's /remotes.json is read from the environment's pins on every request, so a pin or a
// rollback takes effect on the next page load with no host rebuild or restart.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { PORTS } from '../../tooling/federation.mjs';
import { RELEASES_DIR, ROOT } from './paths.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function environmentPinsPath(environment) {
  return join(RELEASES_DIR, 'environments', `${environment}.json`);
}

export function readRemotesFile({ environment, cdnOrigin }) {
  const path = environmentPinsPath(environment);
  const pins = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : { remotes: {} };
  const remotes = {};
  for (const [remote, pin] of Object.entries(pins.remotes ?? {})) {
    if (!pin?.version) continue;
    const metadataPath = join(RELEASES_DIR, remote, pin.version, 'release.json');
    const metadata = existsSync(metadataPath) ? JSON.parse(readFileSync(metadataPath, 'utf8')) : {};
    remotes[remote] = {
      entry: pin.entry ?? `${cdnOrigin}/${remote}/${pin.version}/mf-manifest.json`,
      version: pin.version,
      ...(metadata.commit ? { commit: metadata.commit } : {}),
    };
  }
  return { environment, remotes };
}

function sendJson(res, body) {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function startHostServer({ environment, port = PORTS.host, cdnOrigin, apiBaseUrl, assetsHost }) {
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
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/remotes.json') return sendJson(res, readRemotesFile({ environment, cdnOrigin }));
    if (url.pathname === '/config.json') return sendJson(res, { environment, apiBaseUrl, assetsHost });
    serveHost(req, res, () => {
      res.writeHead(404);
      res.end('Not found');
    });
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
    if ((req.url ?? '').startsWith('/environments/')) {
      res.writeHead(404);
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
