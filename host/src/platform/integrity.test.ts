import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  createIntegrityPlugin,
  fileInFolder,
  type GuardedRemote,
  IntegrityError,
  integrityRefusal,
  parseIntegrityMap,
  parseSri,
  remoteEntryUrl,
} from './integrity';

const sri = (text: string, algorithm = 'sha384') =>
  `${algorithm}-${createHash(algorithm).update(text).digest('base64')}`;

const MANIFEST = '{"name":"mfe_tours","metaData":{"remoteEntry":{"name":"remoteEntry.js"}}}';
const ENTRY = 'var mfe_tours = {};';
const MANIFEST_URL = 'http://cdn.test/mfe_tours/0.1.0-abc/mf-manifest.json';
const ENTRY_URL = 'http://cdn.test/mfe_tours/0.1.0-abc/remoteEntry.js';

function remote(integrity?: Record<string, string>): GuardedRemote {
  return { name: 'mfe_tours', manifestUrl: MANIFEST_URL, ...(integrity ? { integrity } : {}) };
}
const recorded = () => remote({ 'mf-manifest.json': sri(MANIFEST), 'remoteEntry.js': sri(ENTRY) });

function pluginFor(guarded: GuardedRemote, required: boolean) {
  const onVerdict = vi.fn();
  const plugin = createIntegrityPlugin({ remotes: [guarded], required, onVerdict });
  const createScript = plugin.createScript as (args: {
    url: string;
    remoteInfo?: { name: string; entry: string };
  }) => HTMLScriptElement | undefined;
  return { plugin, onVerdict, createScript };
}

describe('SRI values', () => {
  it('reads sha256, sha384 and sha512 tokens and ignores anything else', () => {
    expect(parseSri('sha384-abc= md5-zzz sha512-def==')).toEqual([
      { algorithm: 'sha384', digest: 'abc=' },
      { algorithm: 'sha512', digest: 'def==' },
    ]);
    expect(parseSri('not a hash')).toEqual([]);
  });

  it('keeps only the well-formed entries of a remotes file integrity object', () => {
    expect(parseIntegrityMap({ 'mf-manifest.json': 'sha384-abc', 'remoteEntry.js': 42, x: 'nope' })).toEqual({
      'mf-manifest.json': 'sha384-abc',
    });
    expect(parseIntegrityMap(['sha384-abc'])).toBeUndefined();
    expect(parseIntegrityMap(null)).toBeUndefined();
  });
});

describe('which file of a version a URL is', () => {
  it('loads a remote by the remote entry beside its pinned manifest', () => {
    expect(remoteEntryUrl(MANIFEST_URL)).toBe(ENTRY_URL);
    expect(remoteEntryUrl('http://localhost:3001/mf-manifest.json')).toBe(
      'http://localhost:3001/remoteEntry.js',
    );
  });

  it('names files inside the manifest folder, and nothing outside it', () => {
    expect(fileInFolder(ENTRY_URL, MANIFEST_URL)).toBe('remoteEntry.js');
    expect(fileInFolder(`${ENTRY_URL}?v=2`, MANIFEST_URL)).toBe('remoteEntry.js');
    expect(fileInFolder('http://cdn.test/mfe_tours/0.1.0-abc/static/js/a.js', MANIFEST_URL)).toBe(
      'static/js/a.js',
    );
    expect(fileInFolder('http://cdn.test/mfe_tours/0.1.0-evil/remoteEntry.js', MANIFEST_URL)).toBeNull();
    expect(fileInFolder('http://evil.test/mfe_tours/0.1.0-abc/remoteEntry.js', MANIFEST_URL)).toBeNull();
  });
});

describe('the policy', () => {
  it('refuses before loading a required remote with no hash for its remote entry', () => {
    expect(integrityRefusal(remote(), true)).toBe(
      `mfe_tours: no integrity recorded for ${ENTRY_URL}; refused (integrity is required here)`,
    );
    // The manifest's hash alone does not do: the browser never reads the manifest.
    expect(integrityRefusal(remote({ 'mf-manifest.json': sri(MANIFEST) }), true)).toContain(ENTRY_URL);
    expect(integrityRefusal(remote({ 'remoteEntry.js': sri(ENTRY) }), true)).toBeNull();
    expect(integrityRefusal(recorded(), true)).toBeNull();
    expect(integrityRefusal(remote(), false)).toBeNull();
  });
});

describe('the federation runtime plugin', () => {
  it('leaves every fetch to the runtime: the browser reads no manifest', () => {
    const { plugin } = pluginFor(recorded(), true);
    expect(plugin.fetch).toBeUndefined();
  });
});

describe('retries', () => {
  const retry = { times: 2, delayMs: 0 };

  it('loads a remote entry that did not load again, dropping the failed load the runtime keeps', async () => {
    const exports = { get: vi.fn(), init: vi.fn() };
    const globalLoading: Record<string, unknown> = { mfe_tours: Promise.reject(new Error('old')) };
    (globalLoading.mfe_tours as Promise<unknown>).catch(() => undefined);
    const getRemoteEntry = vi
      .fn()
      .mockImplementationOnce(async () => {
        expect(globalLoading.mfe_tours).toBeUndefined();
        globalLoading.mfe_tours = 'loading';
        throw new Error('ScriptNetworkError');
      })
      .mockImplementationOnce(async () => {
        expect(globalLoading.mfe_tours).toBeUndefined();
        return exports;
      });
    const plugin = createIntegrityPlugin({ remotes: [recorded()], required: true, retry });
    const loadEntryError = plugin.loadEntryError as unknown as (args: object) => Promise<unknown>;
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mfe_tours' },
      globalLoading,
      uniqueKey: 'mfe_tours',
    };
    expect(await loadEntryError(args)).toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);

    const without = createIntegrityPlugin({ remotes: [recorded()], required: true });
    expect(
      await (without.loadEntryError as unknown as (args: object) => Promise<unknown>)(args),
    ).toBeUndefined();
  });

  it('asks a remote entry for an exposed module again when its chunks did not load', async () => {
    const factory = () => ({});
    const get = vi.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(factory);
    const plugin = createIntegrityPlugin({ remotes: [recorded()], required: true, retry });
    const getModuleFactory = plugin.getModuleFactory as unknown as (args: object) => Promise<unknown>;
    expect(await getModuleFactory({ remoteEntryExports: { get }, expose: './ToursPage' })).toBe(factory);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('creates the remote entry script with its recorded hash and a CORS request', () => {
    const { createScript } = pluginFor(recorded(), true);
    const script = createScript({ url: ENTRY_URL, remoteInfo: { name: 'mfe_tours', entry: ENTRY_URL } });
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script?.integrity).toBe(sri(ENTRY));
    expect(script?.crossOrigin).toBe('anonymous');
    expect(script?.src).toBe(ENTRY_URL);
  });

  it('never creates the entry script of a required remote that has no recorded hash for it', () => {
    const { createScript } = pluginFor(remote({ 'mf-manifest.json': sri(MANIFEST) }), true);
    expect(() =>
      createScript({ url: ENTRY_URL, remoteInfo: { name: 'mfe_tours', entry: ENTRY_URL } }),
    ).toThrow(IntegrityError);
  });

  it('leaves scripts of other remotes and unhashed chunks to the runtime', () => {
    const { createScript } = pluginFor(recorded(), true);
    expect(
      createScript({ url: 'http://cdn.test/x.js', remoteInfo: { name: 'mfe_gems', entry: 'x' } }),
    ).toBeUndefined();
    expect(
      createScript({
        url: 'http://cdn.test/mfe_tours/0.1.0-abc/static/js/chunk.js',
        remoteInfo: { name: 'mfe_tours', entry: ENTRY_URL },
      }),
    ).toBeUndefined();
  });

  it('reports a chunk the browser refused (its integrity from the remote entry), not only the entry', () => {
    const { onVerdict } = pluginFor(recorded(), true);
    const refusedChunk = (src: string, integrity = 'sha256-abc') => {
      const script = document.createElement('script');
      script.integrity = integrity;
      script.src = src;
      document.head.append(script);
      script.dispatchEvent(new Event('error'));
      script.remove();
    };
    refusedChunk('http://cdn.test/mfe_tours/0.1.0-abc/static/js/async/12.3f9a.js');
    expect(onVerdict).toHaveBeenCalledWith('mfe_tours', {
      refused:
        'mfe_tours: static/js/async/12.3f9a.js did not load, or did not match the SHA-256 its remote entry carries; refused',
    });
    onVerdict.mockClear();
    // Another remote's chunk, a script without integrity, and the entry (reported by its own element).
    refusedChunk('http://cdn.test/mfe_gems/1.0.0/static/js/async/1.js');
    refusedChunk('http://cdn.test/mfe_tours/0.1.0-abc/static/js/async/13.js', '');
    refusedChunk(ENTRY_URL);
    expect(onVerdict).not.toHaveBeenCalled();
  });

  it('reports a chunk’s stylesheet the browser refused, as its chunk loader adds it', () => {
    const { onVerdict } = pluginFor(recorded(), true);
    const refusedStylesheet = (rel: string) => {
      const link = document.createElement('link');
      link.rel = rel;
      link.integrity = 'sha256-abc';
      link.href = 'http://cdn.test/mfe_tours/0.1.0-abc/static/css/async/12.3f9a.css';
      document.head.append(link);
      link.dispatchEvent(new Event('error'));
      link.remove();
    };
    refusedStylesheet('preload');
    expect(onVerdict).not.toHaveBeenCalled();
    refusedStylesheet('stylesheet');
    expect(onVerdict).toHaveBeenCalledWith('mfe_tours', {
      refused:
        'mfe_tours: static/css/async/12.3f9a.css did not load, or did not match the SHA-256 its remote entry carries; refused',
    });
  });
});
