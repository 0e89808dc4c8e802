// Tampered copies of published builds, for the integrity journey (issue 10). Each is a new version
// folder on the CDN, written by hand the way an attacker with write access to the bucket would:
// the files change, the hashes recorded at publish (release.json) do not.
import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './release';

const RELEASES = process.env.GAIDO_RELEASES_DIR ?? join(ROOT, '.releases');

export type Tampering = 'entry' | 'manifest' | 'no-integrity';

/**
 * Copies `remote@version` into a new version folder, then: `entry` appends code to remoteEntry.js,
 * `manifest` adds a byte of whitespace to mf-manifest.json, `no-integrity` drops the recorded hashes. The
 * precompressed copies are left out, so the CDN serves exactly the changed file.
 */
export function writeTamperedCopy(remote: string, version: string, tampering: Tampering): string {
  const copy = `${version.split('-')[0]}-tampered${randomBytes(4).toString('hex')}`;
  const from = join(RELEASES, remote, version);
  const to = join(RELEASES, remote, copy);
  cpSync(from, to, { recursive: true, filter: (source) => !/\.(gz|br)$/.test(source) });
  const release = JSON.parse(readFileSync(join(to, 'release.json'), 'utf8')) as Record<string, unknown>;
  release.version = copy;
  if (tampering === 'entry') {
    const entry = join(to, 'remoteEntry.js');
    // What an attacker would add: code that runs with the app's privileges.
    writeFileSync(entry, `${readFileSync(entry, 'utf8')}\n;window.__gaidoTampered = true;\n`);
  } else if (tampering === 'manifest') {
    const manifest = join(to, 'mf-manifest.json');
    // Still valid JSON that names the same files: only the recorded hash can tell.
    writeFileSync(manifest, `${readFileSync(manifest, 'utf8')}\n `);
  } else {
    delete release.integrity;
  }
  writeFileSync(join(to, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  return copy;
}

/** Removes a tampered copy once no environment pins it (they are never worth keeping). */
export function removeTamperedCopy(remote: string, version: string) {
  if (!version.includes('-tampered')) throw new Error(`${version} is not a tampered copy`);
  rmSync(join(RELEASES, remote, version), { recursive: true, force: true });
}
