import { describe, expect, it, vi } from 'vitest';

const loadRemote = vi.fn();
const registerRemotes = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => null,
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerPlugins: vi.fn(),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

const { loadRemoteModule, onRemoteLoaded, recordRemoteFailure, registerRemotesFromFile } = await import(
  './federationRuntime'
);
const { IntegrityError } = await import('./integrity');

describe('registering the remotes', () => {
  it('registers each remote by the remote entry beside its pinned manifest, which the browser never reads', () => {
    registerRemotes.mockClear();
    registerRemotesFromFile({
      environment: 'production',
      remotes: {
        mfe_tours: { entry: 'http://cdn/mfe_tours/2/mf-manifest.json', version: '2' },
        mfe_gems: { entry: 'http://localhost:3002/mf-manifest.json', version: 'dev' },
      },
    });
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mfe_tours', entry: 'http://cdn/mfe_tours/2/remoteEntry.js' },
        { name: 'mfe_gems', entry: 'http://localhost:3002/remoteEntry.js' },
      ],
      { force: true },
    );
  });
});

describe('what is live on window', () => {
  it('lists each remote’s version, commit and override, and marks it loaded once a module arrives', async () => {
    registerRemotesFromFile({
      environment: 'staging',
      remotes: {
        mfe_tours: {
          entry: 'http://cdn/mfe_tours/2/mf-manifest.json',
          version: '2',
          commit: 'c2',
          override: { kind: 'version', value: '2' },
          pinned: { version: '1' },
        },
      },
      qa: { enabled: true, refused: [] },
    });
    expect(window.__GAIDO_REMOTES__).toEqual({
      environment: 'staging',
      remotes: {
        mfe_tours: {
          entry: 'http://cdn/mfe_tours/2/mf-manifest.json',
          version: '2',
          commit: 'c2',
          override: { kind: 'version', value: '2' },
          pinned: { version: '1' },
          status: 'not loaded',
          loaded: false,
        },
      },
      qa: { enabled: true, refused: [] },
      integrityRequired: false,
    });
    const listener = vi.fn();
    onRemoteLoaded(listener);
    loadRemote.mockResolvedValueOnce({ default: () => null });
    await loadRemoteModule('mfe_tours', './ToursPage');
    expect(loadRemote).toHaveBeenCalledWith('mfe_tours/ToursPage');
    expect(window.__GAIDO_REMOTES__?.remotes.mfe_tours?.loaded).toBe(true);
    expect(window.__GAIDO_REMOTES__?.remotes.mfe_tours?.status).toBe('loaded');
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('a remote’s real state', () => {
  const register = () =>
    registerRemotesFromFile({
      environment: 'staging',
      remotes: {
        mfe_tours: { entry: 'http://cdn/mfe_tours/2/mf-manifest.json', version: '2' },
        mfe_gems: { entry: 'http://cdn/mfe_gems/1/mf-manifest.json', version: '1' },
      },
    });

  it('says failed, with the error, when the page crashes after its module loaded, and loaded after a retry', async () => {
    register();
    const listener = vi.fn();
    onRemoteLoaded(listener);
    loadRemote.mockResolvedValueOnce({ default: () => null });
    await loadRemoteModule('mfe_tours', './ToursPage');
    recordRemoteFailure('mfe_tours', new TypeError('useMatch is not a function\n    at ToursPage'));
    expect(window.__GAIDO_REMOTES__?.remotes.mfe_tours).toMatchObject({
      status: 'failed',
      error: 'TypeError: useMatch is not a function',
    });
    expect(listener).toHaveBeenCalledTimes(2);

    loadRemote.mockResolvedValueOnce({ default: () => null });
    await loadRemoteModule('mfe_tours', './ToursPage', 1);
    expect(window.__GAIDO_REMOTES__?.remotes.mfe_tours?.status).toBe('loaded');
    expect(window.__GAIDO_REMOTES__?.remotes.mfe_tours?.error).toBeUndefined();
  });

  it('says failed when the remote entry does not load', async () => {
    register();
    recordRemoteFailure(
      'mfe_gems',
      new Error('ScriptNetworkError: http://cdn/mfe_gems/1/remoteEntry.js\nstack'),
    );
    expect(window.__GAIDO_REMOTES__?.remotes.mfe_gems).toMatchObject({
      status: 'failed',
      loaded: false,
      error: 'ScriptNetworkError: http://cdn/mfe_gems/1/remoteEntry.js',
    });
  });

  it('says refused, with the integrity check’s reason, when integrity refused it', () => {
    register();
    recordRemoteFailure(
      'mfe_gems',
      new IntegrityError('mfe_gems', 'mfe_gems: remoteEntry.js does not match'),
    );
    expect(window.__GAIDO_REMOTES__?.remotes.mfe_gems).toMatchObject({
      status: 'refused',
      refused: 'mfe_gems: remoteEntry.js does not match',
    });
  });
});

describe('the integrity gate', () => {
  it('refuses a remote with no recorded hashes where integrity is required, without fetching anything', async () => {
    loadRemote.mockClear();
    registerRemotesFromFile({
      environment: 'production',
      remotes: { mfe_gems: { entry: 'http://cdn/mfe_gems/1/mf-manifest.json', version: '1' } },
      integrity: { required: true },
    });
    await expect(loadRemoteModule('mfe_gems', './GemDetailPage')).rejects.toThrow(
      'mfe_gems: no integrity recorded for http://cdn/mfe_gems/1/remoteEntry.js',
    );
    expect(loadRemote).not.toHaveBeenCalled();
    expect(window.__GAIDO_REMOTES__?.remotes.mfe_gems?.refused).toContain('no integrity recorded');
    expect(window.__GAIDO_REMOTES__?.remotes.mfe_gems?.status).toBe('refused');
    expect(window.__GAIDO_REMOTES__?.integrityRequired).toBe(true);
  });

  it('loads a remote whose entry hash is recorded', async () => {
    loadRemote.mockClear();
    registerRemotesFromFile({
      environment: 'production',
      remotes: {
        mfe_gems: {
          entry: 'http://cdn/mfe_gems/1/mf-manifest.json',
          version: '1',
          integrity: { 'mf-manifest.json': 'sha384-AAAA', 'remoteEntry.js': 'sha384-BBBB' },
        },
      },
      integrity: { required: true },
    });
    loadRemote.mockResolvedValueOnce({ default: () => null });
    await loadRemoteModule('mfe_gems', './GemDetailPage');
    expect(loadRemote).toHaveBeenCalledWith('mfe_gems/GemDetailPage');
  });

  it('lets a remote without hashes load where integrity is not required (a squad’s dev server)', async () => {
    loadRemote.mockClear();
    registerRemotesFromFile({
      environment: 'local',
      remotes: { mfe_gems: { entry: 'http://localhost:3002/mf-manifest.json', version: 'dev' } },
    });
    loadRemote.mockResolvedValueOnce({ default: () => null });
    await loadRemoteModule('mfe_gems', './GemDetailPage');
    expect(loadRemote).toHaveBeenCalledOnce();
  });
});
