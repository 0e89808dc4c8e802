// Compression of a build's files, always made by the platform from bytes it has checked: the CDN
// compresses a recorded file once its SHA-384 matches the record (packages/static-server/src/cdn.mjs),
// and apps served straight from dist/ get copies written beside their own build output
// (packages/build-tooling/src/precompress.mjs). A compressed file an upload brings is never used.
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

/** Text files sent compressed; small ones gain nothing. */
const COMPRESSIBLE = /\.(js|mjs|css|json|html|svg|map|txt)$/;

/** Whether a file of this path and size is worth sending compressed. */
export function isCompressible(path, bytes) {
  return COMPRESSIBLE.test(path) && bytes.length >= 1024;
}

/**
 * The bytes in one content encoding. Brotli quality 9 is within a few percent of 11 and several times
 * faster on a 2-core machine.
 * @param {Buffer} bytes
 * @param {'br' | 'gzip'} encoding
 */
export function compress(bytes, encoding) {
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(bytes, { level: 9 });
}

/**
 * Compressed copies beside each file, for a static server that answers gzip and brotli from files
 * (sirv's `gzip`/`brotli` options serve `<file>.gz` / `<file>.br`).
 * @param {Map<string, Buffer>} files
 */
export function withCompressedCopies(files) {
  const out = new Map(files);
  for (const [path, bytes] of files) {
    if (!isCompressible(path, bytes)) continue;
    out.set(`${path}.gz`, compress(bytes, 'gzip'));
    out.set(`${path}.br`, compress(bytes, 'br'));
  }
  return out;
}
