// Tampered builds, for the integrity journey. A build is published honestly through the release
// service, which records the SHA-384 of every file; then its files in the artifact store are rewritten
// the way an attacker with write access to the bucket would: the files change, the recorded hashes
// do not.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './release';

const RELEASES = process.env.GAIDO_RELEASES_DIR ?? join(ROOT, '.releases');

export type Tampering = 'entry' | 'manifest';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/**
 * Rewrites a published version in place: `entry` appends code to remoteEntry.js, `manifest` adds a byte
 * of whitespace to mf-manifest.json. The precompressed copies are removed, so the CDN serves exactly
 * the changed file.
 */
export function tamperWithPublished(remote: string, version: string, tampering: Tampering) {
  const dir = join(RELEASES, remote, version);
  for (const file of files(dir).filter((path) => /\.(gz|br)$/.test(path))) rmSync(file);
  if (tampering === 'entry') {
    const entry = join(dir, 'remoteEntry.js');
    // What an attacker would add: code that runs with the app's privileges.
    writeFileSync(entry, `${readFileSync(entry, 'utf8')}\n;window.__gaidoTampered = true;\n`);
  } else {
    const manifest = join(dir, 'mf-manifest.json');
    // Still valid JSON that names the same files: only the recorded hash can tell.
    writeFileSync(manifest, `${readFileSync(manifest, 'utf8')}\n `);
  }
}
