import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { RemotesFile } from '../platform/remotesFile';
import { server } from '../test/setup';
import {
  applyQaOverrides,
  checkOverride,
  fetchReleaseInfo,
  parseOverrideParams,
  parseOverrideRequest,
  type QaOverride,
  readStoredOverrides,
  storeOverrides,
} from './qaOverrides';
import {
  OVERRIDE_STORAGE_KEY,
  OVERRIDES_COOKIE,
  parseReleaseConfig,
  type ReleaseRuntimeConfig,
} from './releaseConfig';

const CDN = 'http://localhost:3100';

const config: ReleaseRuntimeConfig = {
  cdnOrigin: CDN,
  serverEnvironment: 'staging',
  environmentChosenBy: 'server',
  overrides: {
    enabled: true,
    allowedOrigins: [CDN, 'http://localhost:3001'],
    devServerOrigins: ['http://localhost:3001'],
  },
};

const production: ReleaseRuntimeConfig = {
  ...config,
  overrides: { enabled: false, allowedOrigins: [], devServerOrigins: [] },
};

const pinned: RemotesFile = {
  environment: 'staging',
  remotes: {
    mfe_tours: { entry: `${CDN}/mfe_tours/0.1.0-aaaa/mf-manifest.json`, version: '0.1.0-aaaa', commit: 'c1' },
    mfe_gems: { entry: `${CDN}/mfe_gems/0.1.0-gggg/mf-manifest.json`, version: '0.1.0-gggg' },
  },
};

/** Every Set-Cookie string written, as the browser receives it (document.cookie's getter drops the attributes). */
function cookieJar() {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return written.join('; ');
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}

function browser(search: string, stored?: QaOverride[]) {
  const storage = window.sessionStorage;
  storeOverrides(storage, [], document);
  if (stored) storage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(stored));
  const href = `http://localhost:3000/tours${search}`;
  const history = { state: null, replaceState: vi.fn() };
  return { location: { search, href }, storage, history, cookies: cookieJar() };
}

const published = vi.fn(async (override: QaOverride) =>
  override.value === '0.1.0-gone' ? ('missing' as const) : { version: override.value, commit: 'c2' },
);

describe('parsing an override request', () => {
  it('reads a version and a manifest URL', () => {
    expect(parseOverrideRequest('mfe_tours@0.1.0-bbbb')).toEqual({
      type: 'override',
      override: { remote: 'mfe_tours', kind: 'version', value: '0.1.0-bbbb' },
    });
    expect(parseOverrideRequest('mfe_gems=http://localhost:3002/mf-manifest.json')).toEqual({
      type: 'override',
      override: { remote: 'mfe_gems', kind: 'url', value: 'http://localhost:3002/mf-manifest.json' },
    });
  });

  it('reads a trailing ! as forcing the version past the release gate', () => {
    expect(parseOverrideRequest('mfe_tours@0.1.0-bbbb!')).toEqual({
      type: 'override',
      override: { remote: 'mfe_tours', kind: 'version', value: '0.1.0-bbbb', force: true },
    });
    expect(parseOverrideRequest('mfe_tours@!')).toMatchObject({ type: 'refused' });
  });

  it('reads reset, an empty value and @pinned as going back to the pin', () => {
    expect(parseOverrideRequest('reset')).toEqual({ type: 'clear', remote: 'all' });
    expect(parseOverrideRequest('mfe_tours@pinned')).toEqual({ type: 'clear', remote: 'mfe_tours' });
    expect(parseOverrideRequest('mfe_tours=')).toEqual({ type: 'clear', remote: 'mfe_tours' });
  });

  it('refuses unknown remotes, versions that could escape the CDN folder and gibberish', () => {
    expect(parseOverrideRequest('mfe_hotels@1')).toMatchObject({
      type: 'refused',
      refused: { reason: expect.stringContaining('mfe_hotels is not a remote') },
    });
    expect(parseOverrideRequest('mfe_tours@../mfe_gems/1')).toMatchObject({ type: 'refused' });
    expect(parseOverrideRequest('tours please')).toMatchObject({ type: 'refused' });
  });

  it('accepts several overrides in repeated or comma-separated parameters', () => {
    const requests = parseOverrideParams(
      '?gaido-override=mfe_tours@1,mfe_gems=http://localhost:3002/mf-manifest.json?a=1,2&gaido-override=reset',
    );
    expect(requests.map((request) => request.type)).toEqual(['override', 'override', 'clear']);
    expect(requests[1]).toMatchObject({
      override: { value: 'http://localhost:3002/mf-manifest.json?a=1,2' },
    });
  });
});

describe('the allowlist', () => {
  it('allows URLs on an allowed origin only', () => {
    const url = (value: string): QaOverride => ({ remote: 'mfe_tours', kind: 'url', value });
    expect(checkOverride(url('http://localhost:3001/mf-manifest.json'), config)).toBeNull();
    expect(checkOverride(url('https://evil.example/mf-manifest.json'), config)).toBe(
      'https://evil.example is not an allowed origin',
    );
    // Same host, other port: another origin.
    expect(checkOverride(url('http://localhost:3999/mf-manifest.json'), config)).toMatch(
      /not an allowed origin/,
    );
    expect(checkOverride(url('javascript:alert(1)'), config)).toBe('javascript: URLs are not allowed');
    expect(checkOverride(url('/relative/mf-manifest.json'), config)).toMatch(/not an absolute URL/);
  });

  it('refuses a remote’s dev server in a production build of the host, saying what to use instead', () => {
    const dev: QaOverride = {
      remote: 'mfe_tours',
      kind: 'url',
      value: 'http://localhost:3001/mf-manifest.json',
    };
    const reason = checkOverride(dev, config, { productionHost: true });
    expect(reason).toContain('http://localhost:3001 is a dev server');
    expect(reason).toContain('pnpm release publish mfe-tours');
    expect(reason).toContain('override with mfe_tours@<version>');
    expect(reason).toContain('pnpm dev');
    // A host in dev (pnpm dev) loads it: both carry their own federation runtime.
    expect(checkOverride(dev, config, { productionHost: false })).toBeNull();
    // A published version, or a preview CDN, is no dev server.
    expect(
      checkOverride({ remote: 'mfe_tours', kind: 'version', value: '1' }, config, { productionHost: true }),
    ).toBeNull();
  });

  it('reads the allowlist from runtime config, and treats a missing config as overrides off', () => {
    expect(parseReleaseConfig(undefined).overrides.enabled).toBe(false);
    expect(
      parseReleaseConfig({
        cdnOrigin: 'https://cdn.gaido.test/',
        environmentChosenBy: 'browser',
        overrides: { enabled: true, allowedOrigins: ['https://cdn.gaido.test', 42] },
      }),
    ).toEqual({
      cdnOrigin: 'https://cdn.gaido.test',
      serverEnvironment: null,
      environmentChosenBy: 'browser',
      overrides: { enabled: true, allowedOrigins: ['https://cdn.gaido.test'], devServerOrigins: [] },
    });
  });
});

describe('applying overrides at start', () => {
  it('loads a published version for this session and keeps the pin beside it', async () => {
    const env = browser('?gaido-override=mfe_tours@0.1.0-bbbb');
    const file = await applyQaOverrides(pinned, config, { ...env, fetchInfo: published });
    expect(file.remotes.mfe_tours).toEqual({
      entry: `${CDN}/mfe_tours/0.1.0-bbbb/mf-manifest.json`,
      version: '0.1.0-bbbb',
      commit: 'c2',
      override: { kind: 'version', value: '0.1.0-bbbb' },
      pinned: { version: '0.1.0-aaaa', commit: 'c1' },
    });
    expect(file.remotes.mfe_gems).toEqual(pinned.remotes.mfe_gems);
    expect(file.qa).toEqual({ enabled: true, refused: [] });
    expect(readStoredOverrides(env.storage)).toEqual([
      { remote: 'mfe_tours', kind: 'version', value: '0.1.0-bbbb' },
    ]);
    // The parameter leaves the address bar; the session keeps the override.
    expect(String(env.history.replaceState.mock.calls[0]?.[2])).toBe('http://localhost:3000/tours');
    // ...and tells the server, so the next document preloads this version's files.
    expect(env.cookies.written).toEqual([`${OVERRIDES_COOKIE}=mfe_tours%400.1.0-bbbb; Path=/; SameSite=Lax`]);
  });

  it('refuses a version the release gate refuses for this host, naming its reasons, and loads the pin', async () => {
    const env = browser('?gaido-override=mfe_tours@0.1.0-bbbb');
    const fetchInfo = async (override: QaOverride) => ({
      version: override.value,
      verdict: {
        environment: 'staging',
        mismatches: ['@gaido/shared: the release requires ^1.0.0, the host provides 0.1.0'],
      },
    });
    const file = await applyQaOverrides(pinned, config, { ...env, fetchInfo });
    expect(file.remotes.mfe_tours).toEqual(pinned.remotes.mfe_tours);
    expect(file.qa?.refused).toEqual([
      {
        request: 'mfe_tours@0.1.0-bbbb',
        reason:
          'the release gate refuses it on the host deployed in staging: @gaido/shared: the release requires ^1.0.0, the host provides 0.1.0 (add ! to force it)',
      },
    ]);
    expect(readStoredOverrides(env.storage)).toEqual([]);
  });

  it('loads a version the gate refuses when forced, and records the gate’s reasons beside the override', async () => {
    const env = browser('?gaido-override=mfe_tours@0.1.0-bbbb!');
    const verdict = { environment: 'staging', mismatches: ['@gaido/shared: requires ^1.0.0'] };
    const fetchInfo = async (override: QaOverride) => ({ version: override.value, commit: 'c2', verdict });
    const file = await applyQaOverrides(pinned, config, { ...env, fetchInfo });
    expect(file.qa?.refused).toEqual([]);
    expect(file.remotes.mfe_tours).toMatchObject({
      version: '0.1.0-bbbb',
      override: { kind: 'version', value: '0.1.0-bbbb', forced: verdict },
    });
    // Forced for the whole session; the server still reads plain versions from the cookie.
    expect(readStoredOverrides(env.storage)).toEqual([
      { remote: 'mfe_tours', kind: 'version', value: '0.1.0-bbbb', force: true },
    ]);
    expect(env.cookies.written).toEqual([`${OVERRIDES_COOKIE}=mfe_tours%400.1.0-bbbb; Path=/; SameSite=Lax`]);
  });

  it('loads a compatible version without a word about the gate, forced or not', async () => {
    const env = browser('?gaido-override=mfe_tours@0.1.0-bbbb!');
    const fetchInfo = async (override: QaOverride) => ({
      version: override.value,
      verdict: { environment: 'staging', mismatches: [] },
    });
    const file = await applyQaOverrides(pinned, config, { ...env, fetchInfo });
    expect(file.remotes.mfe_tours?.override).toEqual({ kind: 'version', value: '0.1.0-bbbb' });
  });

  it('keeps a stored override on the next page load without a parameter', async () => {
    const env = browser('', [{ remote: 'mfe_tours', kind: 'version', value: '0.1.0-bbbb' }]);
    const file = await applyQaOverrides(pinned, config, { ...env, fetchInfo: published });
    expect(file.remotes.mfe_tours?.version).toBe('0.1.0-bbbb');
    expect(env.history.replaceState).not.toHaveBeenCalled();
    expect(env.cookies.written).toEqual([]);
  });

  it('leaves the cookie to the tab that chose its overrides when another tab starts without any', async () => {
    // The cookie is the whole browser's; overrides are each tab's (sessionStorage). A tab opened on
    // the site must not stop the server preloading what a tester's other tab overrides.
    const env = browser('');
    const file = await applyQaOverrides(pinned, config, { ...env, fetchInfo: published });
    expect(file.remotes).toEqual(pinned.remotes);
    expect(env.cookies.written).toEqual([]);
    expect(env.storage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('drops a stored override the CDN no longer has from this tab and from the cookie', async () => {
    const env = browser('', [
      { remote: 'mfe_tours', kind: 'version', value: '0.1.0-gone' },
      { remote: 'mfe_gems', kind: 'version', value: '0.1.0-hhhh' },
    ]);
    const file = await applyQaOverrides(pinned, config, { ...env, fetchInfo: published });
    expect(file.qa?.refused[0]?.reason).toBe('mfe_tours has no published version 0.1.0-gone');
    expect(readStoredOverrides(env.storage)).toEqual([
      { remote: 'mfe_gems', kind: 'version', value: '0.1.0-hhhh' },
    ]);
    expect(env.cookies.written).toEqual([`${OVERRIDES_COOKIE}=mfe_gems%400.1.0-hhhh; Path=/; SameSite=Lax`]);
  });

  it('refuses a URL outside the allowlist, loads the pin and forgets the request', async () => {
    const env = browser('?gaido-override=mfe_tours=https://evil.example/mf-manifest.json');
    const file = await applyQaOverrides(pinned, config, { ...env, fetchInfo: published });
    expect(file.remotes.mfe_tours).toEqual(pinned.remotes.mfe_tours);
    expect(file.qa?.refused).toEqual([
      {
        request: 'mfe_tours=https://evil.example/mf-manifest.json',
        reason: expect.stringContaining('https://evil.example is not an allowed origin'),
      },
    ]);
    expect(readStoredOverrides(env.storage)).toEqual([]);
    expect(env.cookies.written).toEqual([`${OVERRIDES_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`]);
  });

  it('refuses a version the CDN does not have, and the server is told to preload the pin again', async () => {
    const env = browser('?gaido-override=mfe_tours@0.1.0-gone');
    const file = await applyQaOverrides(pinned, config, { ...env, fetchInfo: published });
    expect(file.qa?.refused[0]?.reason).toBe('mfe_tours has no published version 0.1.0-gone');
    expect(file.remotes.mfe_tours?.version).toBe('0.1.0-aaaa');
    expect(env.cookies.written).toEqual([`${OVERRIDES_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`]);
  });

  it('loads an allowlisted URL, such as a squad’s dev server', async () => {
    const env = browser('?gaido-override=mfe_tours=http://localhost:3001/mf-manifest.json');
    const file = await applyQaOverrides(pinned, config, { ...env, fetchInfo: async () => null });
    expect(file.remotes.mfe_tours).toMatchObject({
      entry: 'http://localhost:3001/mf-manifest.json',
      version: 'unversioned (URL)',
      override: { kind: 'url', value: 'http://localhost:3001/mf-manifest.json' },
    });
  });

  it('resets every override with gaido-override=reset', async () => {
    const env = browser('?gaido-override=reset', [
      { remote: 'mfe_tours', kind: 'version', value: '0.1.0-bbbb' },
    ]);
    const file = await applyQaOverrides(pinned, config, { ...env, fetchInfo: published });
    expect(file.remotes).toEqual(pinned.remotes);
    expect(env.storage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('ignores parameters and stored overrides in production', async () => {
    const env = browser('?gaido-override=mfe_tours@0.1.0-bbbb', [
      { remote: 'mfe_gems', kind: 'version', value: '0.1.0-hhhh' },
    ]);
    const fetchInfo = vi.fn();
    const file = await applyQaOverrides(pinned, production, { ...env, fetchInfo });
    expect(file.remotes).toEqual(pinned.remotes);
    expect(file.qa).toEqual({ enabled: false, refused: [] });
    expect(fetchInfo).not.toHaveBeenCalled();
    expect(env.history.replaceState).not.toHaveBeenCalled();
    expect(env.cookies.written).toEqual([]);
  });
});

describe('telling the server which versions this session loads', () => {
  it('names each overriding version, and only the remote for a URL the server cannot read', () => {
    const { storage, cookies } = browser('');
    storeOverrides(
      storage,
      [
        { remote: 'mfe_tours', kind: 'version', value: '0.1.0-bbbb' },
        { remote: 'mfe_gems', kind: 'url', value: 'http://localhost:3002/mf-manifest.json' },
      ],
      cookies,
    );
    // A session cookie (no Expires, no Max-Age) for the whole site, in packages/static-server/src/requestEnvironment.mjs's format.
    expect(cookies.written).toEqual([
      `${OVERRIDES_COOKIE}=mfe_tours%400.1.0-bbbb%2Cmfe_gems; Path=/; SameSite=Lax`,
    ]);
  });

  it('sets the cookie in the browser and removes it again when the overrides are cleared', () => {
    const { storage } = browser('');
    storeOverrides(storage, [{ remote: 'mfe_tours', kind: 'version', value: '0.1.0-bbbb' }]);
    expect(document.cookie).toContain(`${OVERRIDES_COOKIE}=mfe_tours%400.1.0-bbbb`);
    storeOverrides(storage, []);
    expect(document.cookie).not.toContain(OVERRIDES_COOKIE);
    expect(storage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });
});

describe('asking the host server about a published version', () => {
  it('reads its commit and the release gate’s verdict for this environment’s host', async () => {
    server.use(
      http.get('*/release/remotes/mfe_tours/releases/0.1.0-bbbb', () =>
        HttpResponse.json({
          remote: 'mfe_tours',
          version: '0.1.0-bbbb',
          commit: 'c2',
          builtAt: '2026-01-01T00:00:00.000Z',
          verdict: { environment: 'staging', checked: true, mismatches: ['@gaido/shared: requires ^1.0.0'] },
        }),
      ),
      http.get('*/release/remotes/mfe_tours/releases/0.1.0-gone', () =>
        HttpResponse.json({ error: { code: 'not-found' } }, { status: 404 }),
      ),
    );
    const version = (value: string): QaOverride => ({ remote: 'mfe_tours', kind: 'version', value });
    expect(await fetchReleaseInfo(version('0.1.0-bbbb'), '')).toEqual({
      version: '0.1.0-bbbb',
      commit: 'c2',
      builtAt: '2026-01-01T00:00:00.000Z',
      verdict: { environment: 'staging', mismatches: ['@gaido/shared: requires ^1.0.0'] },
    });
    expect(await fetchReleaseInfo(version('0.1.0-gone'), '')).toBe('missing');
  });
});
