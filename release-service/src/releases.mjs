// Publishing: an upload is checked file by file against the sizes and SHA-384 it declares, described
// from its own manifest, and stored under an immutable version. The same version with other bytes is
// refused; the same bytes again change nothing.

import {
  BUILD_PATH,
  contentHash,
  derivedVersion,
  isCompressedCopy,
  REMOTE_ENTRY_FILE,
  sri,
  VERSION,
} from '@gaido/release-core/build-files';
import { sql } from 'drizzle-orm';
import { appendAudit } from './audit.mjs';
import { rows } from './db.mjs';
import { ServiceError } from './errors.mjs';
import { repairVersion } from './storeCheck.mjs';

/** A build larger than this is not a remote (mfe-gems, the largest, is ~3 MB with its map library). */
export const MAX_BUILD_BYTES = 40 * 1024 * 1024;
export const MAX_FILES = 2000;
/** Written by every build (packages/build-tooling/src/platformContract.mjs): the shared exports it uses and provides. */
const BUILD_RECORD = 'gaido-build.json';

const bad = (message, details) => new ServiceError(400, 'bad-upload', message, { details });

/**
 * The files of an upload, each checked: a path inside the build, base64 content whose size and SHA-384
 * are the ones declared. A truncated or altered upload fails here, before anything is written.
 * @returns {Map<string, Buffer>}
 */
export function decodeUpload(body) {
  if (!body || typeof body !== 'object' || !Array.isArray(body.files)) {
    throw bad(
      'The upload has no list of files: send { packageVersion, commit, files: [{ path, size, sha384, content }] }',
    );
  }
  if (body.files.length === 0) throw bad('The upload has no files');
  if (body.files.length > MAX_FILES)
    throw bad(`The upload has ${body.files.length} files; at most ${MAX_FILES}`);
  const files = new Map();
  const problems = [];
  let total = 0;
  for (const file of body.files) {
    const path = file?.path;
    if (typeof path !== 'string' || !BUILD_PATH.test(path)) {
      problems.push(`${JSON.stringify(path)}: not a path inside a build`);
      continue;
    }
    if (files.has(path)) problems.push(`${path}: sent twice`);
    if (typeof file.content !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(file.content)) {
      problems.push(`${path}: content is not base64`);
      continue;
    }
    const bytes = Buffer.from(file.content, 'base64');
    total += bytes.length;
    if (bytes.length !== file.size)
      problems.push(`${path}: ${bytes.length} bytes arrived, ${file.size} were sent`);
    else if (sri(bytes) !== file.sha384) problems.push(`${path}: its content does not match its SHA-384`);
    files.set(path, bytes);
  }
  if (total > MAX_BUILD_BYTES) throw bad(`The build is ${total} bytes; at most ${MAX_BUILD_BYTES}`);
  const compressed = [...files.keys()].filter(isCompressedCopy);
  if (compressed.length) {
    throw bad(
      `The upload holds compressed copies (${compressed.slice(0, 5).join(', ')}): the CDN compresses the recorded files itself; publish the build without them`,
      compressed,
    );
  }
  if (problems.length)
    throw bad(`The upload is damaged: ${problems.length} file(s) do not match what was sent`, problems);
  if (!files.has('mf-manifest.json'))
    throw bad('The upload has no mf-manifest.json: is it a remote build (its dist/ folder)?');
  return files;
}

function parseJson(bytes, what) {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw bad(`${what} is not valid JSON`);
  }
}

/**
 * What the gate and the hosts need to know about a build, read from its files: the manifest's shared
 * modules, exposes and federation runtime, the shared exports its build recorded, and the SHA-384 of
 * every file.
 * @param {string} remote
 * @param {Map<string, Buffer>} files
 * @param {(manifest: any, buildRecord: any) => any} describeManifest
 */
export function describeUpload(remote, files, describeManifest) {
  const manifest = parseJson(/** @type {Buffer} */ (files.get('mf-manifest.json')), 'mf-manifest.json');
  if (manifest.name && manifest.name !== remote) {
    throw bad(`This is a build of ${manifest.name}, not ${remote}`);
  }
  // An entry with another name or in another folder is not the file the host requests.
  const entryName = manifest.metaData?.remoteEntry?.name || REMOTE_ENTRY_FILE;
  const entryPath = String(manifest.metaData?.remoteEntry?.path ?? '');
  const atRoot = ['', '.', './'].includes(entryPath);
  if (entryName !== REMOTE_ENTRY_FILE || !atRoot) {
    const named = atRoot ? entryName : `${entryPath.replace(/\/+$/, '')}/${entryName}`;
    throw bad(
      `The host loads ${REMOTE_ENTRY_FILE} beside mf-manifest.json; this build's manifest names ${named}: build the remote with remoteFederationOptions (packages/build-tooling/src/federation.mjs)`,
    );
  }
  if (!files.has(REMOTE_ENTRY_FILE))
    throw bad(`The upload has no ${REMOTE_ENTRY_FILE}, which its manifest names`);
  // The build record says which shared exports the build uses: without it the gate could not tell
  // whether the environment's host provides them, so such an upload is refused.
  if (!files.has(BUILD_RECORD)) {
    throw bad(
      `The upload has no ${BUILD_RECORD}: build the remote with its rsbuild.config.ts (pluginBuildRecord, docs/platform-contract.md)`,
    );
  }
  const record = parseJson(/** @type {Buffer} */ (files.get(BUILD_RECORD)), BUILD_RECORD);
  const lists = (value) =>
    value &&
    typeof value === 'object' &&
    Object.values(value).every(
      (names) => Array.isArray(names) && names.every((name) => typeof name === 'string'),
    );
  if (!lists(record.usesExports)) throw bad(`${BUILD_RECORD} has no usesExports (package -> export names)`);
  if (record.takesFromHost !== undefined && !lists({ takesFromHost: record.takesFromHost })) {
    throw bad(`${BUILD_RECORD}: takesFromHost must list package names`);
  }
  const hashes = Object.fromEntries([...files].map(([path, bytes]) => [path, sri(bytes)]));
  return {
    ...describeManifest(manifest, record),
    // The remote entry is the file the host loads first (by its hash where integrity is required); the
    // manifest's hash lets a server check the copy it reads. Every other file is in `files`.
    integrity: {
      'mf-manifest.json': hashes['mf-manifest.json'],
      [REMOTE_ENTRY_FILE]: hashes[REMOTE_ENTRY_FILE],
    },
    files: hashes,
  };
}

/** Release rows as the CLI and the panel show them. */
export function releaseView(row) {
  return {
    remote: row.remote,
    version: row.version,
    contentHash: row.content_hash,
    commit: row.commit,
    ...(row.metadata?.dirty ? { dirty: true } : {}),
    builtAt: row.built_at ? new Date(row.built_at).toISOString() : null,
    publishedAt: new Date(row.published_at).toISOString(),
    publishedBy: row.published_by_email ?? null,
    ...row.metadata,
  };
}

export async function findRelease(db, remote, version) {
  const [row] = await rows(
    db,
    sql`SELECT r.*, a.email AS published_by_email FROM releases r JOIN accounts a ON a.id = r.published_by
        WHERE r.remote = ${remote} AND r.version = ${version}`,
  );
  return row ? releaseView(row) : null;
}

/**
 * Publishes one upload. The files go to the store first and the row last, so a version the service
 * lists always has its files; files written by an upload that then failed are never listed.
 */
export async function publishUpload({ db, store, account, remote, body, describeManifest, now }) {
  const files = decodeUpload(body);
  const packageVersion = String(body.packageVersion ?? '');
  if (!VERSION.test(packageVersion))
    throw bad(`packageVersion ${JSON.stringify(body.packageVersion)} is not a version`);
  const hash = contentHash(files);
  const version = body.version === undefined ? derivedVersion(packageVersion, hash) : String(body.version);
  if (!VERSION.test(version)) throw bad(`Version ${JSON.stringify(body.version)} is not a valid version`);
  const existing = await findRelease(db, remote, version);
  if (existing) {
    if (existing.contentHash === `sha256-${hash}`) {
      // The identical build again: whatever the store lost or had altered of it is put back.
      const restored = await repairVersion({ db, store, account, release: existing, files, now });
      return { created: false, release: existing, restored };
    }
    throw new ServiceError(
      409,
      'immutable',
      `${remote}@${version} is already published with other content: a version never changes. Publish under a new version.`,
    );
  }
  const metadata = {
    packageVersion,
    ...(body.dirty ? { dirty: true } : {}),
    ...describeUpload(remote, files, describeManifest),
  };
  // No row names this version, so whatever the store holds under it was left by a failed upload.
  await store.putVersion(`${remote}/${version}`, files, { replace: true });
  const builtAt =
    typeof body.builtAt === 'string' && !Number.isNaN(Date.parse(body.builtAt)) ? body.builtAt : null;
  const inserted = await rows(
    db,
    sql`INSERT INTO releases (remote, version, content_hash, commit, built_at, published_at, published_by, metadata)
        VALUES (${remote}, ${version}, ${`sha256-${hash}`}, ${String(body.commit ?? 'unknown').slice(0, 64)},
                ${builtAt}, ${now().toISOString()}, ${account.id}, ${JSON.stringify(metadata)}::jsonb)
        ON CONFLICT DO NOTHING RETURNING version`,
  );
  const release = await findRelease(db, remote, version);
  if (!inserted.length && release?.contentHash !== `sha256-${hash}`) {
    throw new ServiceError(409, 'immutable', `${remote}@${version} was just published with other content`);
  }
  // Recorded once its row exists: the CDN serves the files of published releases only.
  await store.record(remote, version, metadata.files);
  if (inserted.length) {
    await appendAudit(db, {
      at: now().toISOString(),
      accountId: account.id,
      actor: account.email,
      action: 'publish',
      remote,
      version,
      details: { commit: body.commit ?? 'unknown', contentHash: `sha256-${hash}` },
    });
  }
  return { created: inserted.length > 0, release };
}
