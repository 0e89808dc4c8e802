// Which release service the CLI and `pnpm start` talk to, and as whom: GAIDO_RELEASE_URL and
// GAIDO_RELEASE_TOKEN. Without a URL it is this machine's own service, and without a token there the
// local admin's token that service wrote on its first start (docs/releases.md "Who may do what").
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createReleaseClient } from '../../release-core/src/client.mjs';
import { PORTS } from '../../workspace/src/apps.mjs';
import { RELEASES_DIR } from '../../workspace/src/paths.mjs';

export const LOCAL_RELEASE_URL = `http://localhost:${PORTS.releases}`;

/** The local admin's token file of this machine's service (release-service/src/config.mjs). */
export const LOCAL_TOKEN_FILE = join(
  process.env.GAIDO_RELEASE_DATA_DIR ?? join(RELEASES_DIR, 'service'),
  'local-admin.token',
);

export function releaseConnection(env = process.env) {
  const url = env.GAIDO_RELEASE_URL || LOCAL_RELEASE_URL;
  const local = !env.GAIDO_RELEASE_URL;
  const token =
    env.GAIDO_RELEASE_TOKEN ||
    (local && existsSync(LOCAL_TOKEN_FILE) ? readFileSync(LOCAL_TOKEN_FILE, 'utf8').trim() : null);
  return { url, token, local };
}

export function connectReleaseService(env = process.env) {
  const { url, token } = releaseConnection(env);
  return createReleaseClient({ url, token });
}
