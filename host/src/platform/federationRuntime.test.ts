import { describe, expect, it, vi } from 'vitest';

const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => null,
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/retry-plugin', () => ({ RetryPlugin: () => ({ name: 'retry' }) }));

const { loadRemoteModule, onRemoteLoaded, registerRemotesFromFile } = await import('./federationRuntime');

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
          loaded: false,
        },
      },
      qa: { enabled: true, refused: [] },
    });
    const listener = vi.fn();
    onRemoteLoaded(listener);
    loadRemote.mockResolvedValueOnce({ default: () => null });
    await loadRemoteModule('mfe_tours', './ToursPage');
    expect(loadRemote).toHaveBeenCalledWith('mfe_tours/ToursPage');
    expect(window.__GAIDO_REMOTES__?.remotes.mfe_tours?.loaded).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
  });
});
