// Production-like static serving: the host on :3000 (the CDN for published remotes on :3100 is cdn.mjs).
// The host's /remotes.json comes from the release service (packages/static-server/src/pinsCache.mjs), so a pin or a
// rollback reaches every running host server within seconds, with no host rebuild or restart.
// Every response carries the security headers (securityHeaders.mjs).
// Documents carry preload hints for the route's remote files (packages/static-server/src/preloadHints.mjs).
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { loadEnvironments } from '@gaido/release-core/environments';
import { readHostRoutes, readHostSharedChunks } from '@gaido/release-core/host-record';
import { PORTS } from '@gaido/workspace/apps';
import { ARTIFACTS_DIR, ROOT } from '@gaido/workspace/paths';
import sirv from 'sirv';
import { hostDocuments } from './hostDocuments.mjs';
import { createPreloadHints, preconnectHints } from './preloadHints.mjs';
import { answerReleaseQuestion, sendJson } from './releaseAnswers.mjs';
import { readRemotesFile, runtimeConfig } from './remotesFile.mjs';
import {
  environmentForRequest,
  overriddenRemotes,
  previewPolicy,
  sendPreviewEnded,
} from './requestEnvironment.mjs';
import { travellerKey } from './rollouts.mjs';
import { contentSecurityPolicy, isSecureRequest, securityHeaders, setHeaders } from './securityHeaders.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
        sharedChunks: readHostSharedChunks(hostDist),
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
