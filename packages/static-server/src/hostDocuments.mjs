// The host build's documents, read once at start, with their precompressed copies.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { injectPreloads } from './preloadHints.mjs';

function listFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * index.html of a host build, served with preload hints. Only what sirv (`single: true`) would answer
 * with index.html is a document: a path that is no file of the build and does not look like one.
 * Read at start, as sirv lists the build at start (restart the server after a deploy).
 */
export function hostDocuments(hostDist) {
  const files = new Set(
    listFiles(hostDist).map((file) => `/${relative(hostDist, file).split(sep).join('/')}`),
  );
  const html = readFileSync(join(hostDist, 'index.html'), 'utf8');
  const encoded = new Map();
  return {
    /** @param {string} path  the request's path as sent, before sirv's own decoding */
    isDocument(path) {
      let decoded = path;
      try {
        decoded = decodeURI(path);
      } catch {
        // sirv keeps a malformed path as it is
      }
      const base = decoded.replace(/\/$/, '');
      for (const candidate of [
        base,
        `${base}.html`,
        `${base}.htm`,
        `${base}/index.html`,
        `${base}/index.htm`,
      ]) {
        if (candidate && files.has(candidate)) return candidate === '/index.html';
      }
      // sirv's `single` fallback skips paths that look like a file (its default `ignores`).
      return !/[/]([A-Za-z\s\d~$._-]+\.\w+){1,}$/.test(decoded) && !/\/\.well-known/.test(decoded);
    },
    /** Sends index.html with the hints, compressed as sirv sends the precompressed one. */
    send(req, res, hints, { personal = false } = {}) {
      const body = Buffer.from(injectPreloads(html, hints));
      const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      // While a rollout runs, the hints (and the policy) are the traveller's versions': private.
      res.setHeader('Vary', personal ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
      res.setHeader('Cache-Control', personal ? 'private, no-cache' : 'no-cache');
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { ETag: etag });
        return res.end();
      }
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = /(br|brotli)/i.test(accepted) ? 'br' : accepted.includes('gzip') ? 'gzip' : null;
      const key = `${encoding}:${etag}`;
      if (encoding && !encoded.has(key)) {
        // A handful of distinct documents (routes x pins): each is compressed once.
        if (encoded.size >= 64) encoded.delete(encoded.keys().next().value);
        encoded.set(
          key,
          encoding === 'br'
            ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
            : gzipSync(body, { level: 9 }),
        );
      }
      const sent = encoding ? encoded.get(key) : body;
      res.writeHead(200, {
        'Content-Type': 'text/html;charset=utf-8',
        'Content-Length': sent.length,
        ETag: etag,
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : sent);
    },
  };
}
