// Tampered builds, for the integrity journey. A build is published honestly through the release
// service, which records the SHA-384 of every file; then its files in the artifact store are rewritten
// the way an attacker with write access to the bucket would: the files change, the recorded hashes
// do not. The CDN refuses a file that no longer matches its record, and the browser checks what it gets
// against the recorded hashes too: either refusal leaves the remote unloaded.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './release';

const RELEASES =
  process.env.GAIDO_ARTIFACTS_DIR ??
  join(process.env.GAIDO_RELEASES_DIR ?? join(ROOT, '.releases'), 'artifacts');

export type Tampering = 'entry' | 'manifest' | 'chunk';

/** The chunk of an exposed module's own code (`static/js/async/__federation_expose_ToursPage.<hash>.js`). */
export function exposedChunk(remote: string, version: string, expose: string): string {
  const manifest = JSON.parse(readFileSync(join(RELEASES, remote, version, 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const chunks = manifest.exposes.find((item) => item.name === expose)?.assets.js.sync ?? [];
  const chunk = chunks.find((file) => file.includes(`__federation_expose_${expose}.`));
  if (!chunk) throw new Error(`${remote}@${version} has no chunk of its own for ${expose}`);
  return chunk;
}

/** A file of a published version as the store holds it now (tampered or not). */
export function storedFile(remote: string, version: string, file: string): Buffer {
  return readFileSync(join(RELEASES, remote, version, file));
}

/** The remote entry a tampered manifest names instead of the published one. */
export const PLANTED_ENTRY = 'planted-entry.js';

/**
 * Rewrites a published version in place: `entry` appends code to remoteEntry.js, `manifest` plants an
 * entry of the attacker's (the published one with code appended) beside the published files and names
 * it in mf-manifest.json, `chunk` appends code to the chunk of `expose`, which the remote's chunk loader
 * fetches after the entry with the hash the entry carries. Returns the changed file's path in the version.
 */
export function tamperWithPublished(
  remote: string,
  version: string,
  tampering: Tampering,
  expose = 'ToursPage',
): string {
  const dir = join(RELEASES, remote, version);
  // What an attacker would add: code that runs with the app's privileges.
  const withPayload = (file: string) =>
    `${readFileSync(join(dir, file), 'utf8')}\n;window.__gaidoTampered = true;\n`;
  if (tampering === 'manifest') {
    writeFileSync(join(dir, PLANTED_ENTRY), withPayload('remoteEntry.js'));
    const path = join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as {
      metaData: { remoteEntry: { name: string } };
    };
    manifest.metaData.remoteEntry.name = PLANTED_ENTRY;
    writeFileSync(path, JSON.stringify(manifest, null, 2));
    return 'mf-manifest.json';
  }
  const file = tampering === 'entry' ? 'remoteEntry.js' : exposedChunk(remote, version, expose);
  writeFileSync(join(dir, file), withPayload(file));
  return file;
}
