// The CDN of published remotes (:3100): `<remote>/<version>/<file>` for every file a published
// release records, and nothing else. A request's path is never joined onto a folder: it is split into
// a remote, a version and a file name, and the file name is looked up, as sent, among the files the
// version's record names (packages/release-core/src/artifactRecord.mjs). Whatever else the store's disk
// holds (an uploaded `x.js.br`, a planted file, a version being staged) and whatever lies beside it
// (the release service's database and tokens, the host servers' caches) is not found. The bytes sent
// are the recorded ones: a file is read, its SHA-384 checked against the record, and only then sent or
// compressed, by this server (docs/security.md "What the CDN can serve").
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { readRecord } from '@gaido/release-core/artifact-record';
import { BUILD_PATH } from '@gaido/release-core/build-files';
import { compress, isCompressible } from '@gaido/release-core/compression';
import { PORTS, REMOTES } from '@gaido/workspace/apps';
import { ARTIFACTS_DIR } from '@gaido/workspace/paths';
import { lookup as mimeType } from 'mrmime';
import { isSecureRequest, securityHeaders } from './securityHeaders.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The CDN serves code and data to the app, never documents: anything opened there runs nothing. */
const CDN_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** `/<remote>/<version>/<file>` exactly as sent: no decoding, no normalising. */
const REQUEST_PATH = /^\/([a-z][a-z0-9_]{0,63})\/([0-9A-Za-z][0-9A-Za-z._+-]{0,99})\/(.+)$/;
/** Checked files kept in memory with their compressed forms, so each is read, hashed and compressed once. */
const CACHE_BYTES = 96 * 1024 * 1024;

/**
 * The content encoding to send for an Accept-Encoding header: brotli, else gzip, else none; a coding
 * refused with q=0 is not used.
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function chooseEncoding(header) {
  const accepted = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const allowed = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

/**
 * The recorded file a request path names, or null. Only the path as sent counts: a percent-encoded,
 * doubled, backslashed or dotted spelling of a recorded file is not that file.
 * @param {string} rawUrl  the request target (`req.url`)
 * @param {(remote: string, version: string) => Map<string, string> | null} recordOf
 */
export function recordedFile(rawUrl, recordOf, remotes = REMOTES) {
  if (!rawUrl.startsWith('/')) return null;
  const match = REQUEST_PATH.exec(rawUrl.split('?')[0] ?? '');
  if (!match) return null;
  const [, remote = '', version = '', path = ''] = match;
  if (!Object.hasOwn(remotes, remote) || !BUILD_PATH.test(path)) return null;
  const hash = recordOf(remote, version)?.get(path);
  return hash ? { remote, version, path, hash } : null;
}

/**
 * The CDN's request handler over one artifact store folder.
 * @param {{ artifactsDir?: string, log?: (message: string) => void }} [options]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function createCdnHandler({
  artifactsDir = ARTIFACTS_DIR,
  log = (message) => console.error(`[cdn] ${message}`),
} = {}) {
  /** A record never changes once written; a version without one may be recorded later. */
  const records = new Map();
  const recordOf = (remote, version) => {
    const key = `${remote}/${version}`;
    if (records.has(key)) return records.get(key);
    const record = readRecord(artifactsDir, remote, version);
    if (record) records.set(key, record);
    return record;
  };
  /** @type {Map<string, { bytes: Buffer, etag: string, encoded: Map<string, Buffer>, size: number }>} */
  const checked = new Map();
  let cachedBytes = 0;
  const remember = (key, entry) => {
    checked.set(key, entry);
    cachedBytes += entry.size;
    for (const [oldest, old] of checked) {
      if (cachedBytes <= CACHE_BYTES || oldest === key) break;
      checked.delete(oldest);
      cachedBytes -= old.size;
    }
  };
  const logged = new Set();

  /** The recorded bytes of a file, or null when the store's copy is missing or is not them. */
  async function checkedFile({ remote, version, path, hash }) {
    const key = `${remote}/${version}/${path}`;
    const cached = checked.get(key);
    if (cached) {
      checked.delete(key);
      checked.set(key, cached);
      return cached;
    }
    let bytes;
    try {
      bytes = await readFile(join(artifactsDir, remote, version, ...path.split('/')));
    } catch {
      return null;
    }
    const digest = createHash('sha384').update(bytes).digest();
    if (`sha384-${digest.toString('base64')}` !== hash) {
      if (!logged.has(key)) log(`${key} in the store does not match its recorded SHA-384: not served`);
      logged.add(key);
      return null;
    }
    const entry = {
      bytes,
      etag: digest.subarray(0, 16).toString('base64url'),
      encoded: new Map(),
      size: bytes.length,
    };
    remember(key, entry);
    return entry;
  }

  return async function handle(req, res) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    for (const [name, value] of Object.entries(securityHeaders({ secure: isSecureRequest(req) }))) {
      res.setHeader(name, value);
    }
    res.setHeader('Content-Security-Policy', CDN_POLICY);
    const notFound = () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS', 'Content-Type': 'text/plain' });
      return res.end('Method not allowed');
    }
    const file = recordedFile(req.url ?? '/', recordOf);
    if (!file) return notFound();
    const entry = await checkedFile(file);
    if (!entry) return notFound();
    const compressible = isCompressible(file.path, entry.bytes);
    const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : null;
    const etag = `"${entry.etag}${encoding ? `-${encoding}` : ''}"`;
    const headers = {
      'Content-Type': mimeType(file.path) ?? 'application/octet-stream',
      'Cache-Control': IMMUTABLE,
      ETag: etag,
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    let body = entry.bytes;
    if (encoding) {
      if (!entry.encoded.has(encoding)) {
        const compressed = compress(entry.bytes, encoding);
        entry.encoded.set(encoding, compressed);
        entry.size += compressed.length;
        cachedBytes += compressed.length;
      }
      body = /** @type {Buffer} */ (entry.encoded.get(encoding));
    }
    res.writeHead(200, {
      ...headers,
      'Content-Length': body.length,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/**
 * Starts the CDN on 127.0.0.1.
 * @param {{ port?: number, artifactsDir?: string }} [options]
 * @returns {Promise<import('node:http').Server>}
 */
export function startCdnServer({ port = PORTS.cdn, artifactsDir = ARTIFACTS_DIR } = {}) {
  const handle = createCdnHandler({ artifactsDir });
  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error('[cdn]', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
