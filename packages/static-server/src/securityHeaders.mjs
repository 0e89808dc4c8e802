// The headers every response of the static servers carries, and the Content-Security-Policy of the
// host's documents, computed from the remotes file they load (docs/architecture.md).
import { PORTS, REMOTES } from '@gaido/workspace/apps';
import { originOf } from './preloadHints.mjs';

/** The squads' dev servers: a QA override may load a remote straight from one of them. */
export const DEV_SERVER_ORIGINS = Object.keys(REMOTES).flatMap((remote) => [
  `http://localhost:${PORTS[remote]}`,
  `http://127.0.0.1:${PORTS[remote]}`,
]);

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

export function setHeaders(res, headers) {
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
