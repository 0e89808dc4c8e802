// The local admin's token of this machine, kept in a file only its owner reads, for `pnpm start` and
// the CLI (docs/releases.md "Who may do what"). It lives in the service's data folder, never in the
// artifact store the CDN reads.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Makes sure `file` holds a token that signs in as the local admin: a saved one that still does is
 * kept, anything else (no file, no folder yet, a database created anew) is replaced.
 * @param {{ file: string, authenticate: (token: string) => Promise<unknown>,
 *   issue: () => Promise<{ token: string }> }} options
 */
export async function keepLocalAdminToken({ file, authenticate, issue }) {
  const saved = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  const valid = saved
    ? await authenticate(saved).then(
        () => true,
        () => false,
      )
    : false;
  if (valid) return;
  const { token } = await issue();
  // The data folder may not exist: with PostgreSQL the service writes nothing else there.
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
}
