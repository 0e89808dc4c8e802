// The release questions a host server answers for the release panel, from the release service.
import { REMOTES } from '@gaido/workspace/apps';

export function sendJson(res, body, status = 200, { personal = false } = {}) {
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
export async function answerReleaseQuestion({ res, url, environment, policy, releaseService }) {
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
