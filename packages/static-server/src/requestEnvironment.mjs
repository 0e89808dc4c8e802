// Which environment and which QA overrides a request sees: the tester's environment cookie (a declared
// environment or a preview, outside production), previews that ended, and the overrides cookie.
import { REMOTES } from '@gaido/workspace/apps';
import { overrideRequests } from './preloadHints.mjs';
import { sendJson } from './releaseAnswers.mjs';

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

function appendSetCookie(res, cookie) {
  const previous = res.getHeader?.('Set-Cookie');
  res.setHeader('Set-Cookie', previous ? [previous, cookie].flat() : cookie);
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
export function sendPreviewEnded(req, res, url, name, reason) {
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
