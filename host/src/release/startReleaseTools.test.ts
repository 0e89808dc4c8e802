import { describe, expect, it, vi } from 'vitest';
import type { LoadedRemotes } from '../platform/federationRuntime';
import type { ReleaseRuntimeConfig } from './releaseConfig';
import { needsBanner, PANEL_STORAGE_KEY, startReleaseTools } from './startReleaseTools';

const config: ReleaseRuntimeConfig = {
  cdnOrigin: 'http://localhost:3100',
  serverEnvironment: 'local',
  environmentChosenBy: 'server',
  overrides: { enabled: true, allowedOrigins: [], devServerOrigins: [] },
};

const pinned: LoadedRemotes = {
  environment: 'local',
  remotes: { mfe_tours: { entry: 'http://cdn/m.json', version: '1', status: 'not loaded', loaded: false } },
  qa: { enabled: true, refused: [] },
};

describe('when the release tools load', () => {
  it('stays out of the way of a plain session: nothing overridden, refused or chosen', () => {
    expect(needsBanner({ live: pinned, config })).toBe(false);
  });

  it('shows the banner for an override, a refusal, or an environment this browser chose', () => {
    const overridden = {
      ...pinned,
      remotes: {
        mfe_tours: { ...pinned.remotes.mfe_tours!, override: { kind: 'version' as const, value: '2' } },
      },
    };
    expect(needsBanner({ live: overridden, config })).toBe(true);
    expect(
      needsBanner({
        live: { ...pinned, qa: { enabled: true, refused: [{ request: 'x', reason: 'y' }] } },
        config,
      }),
    ).toBe(true);
    expect(needsBanner({ live: pinned, config: { ...config, environmentChosenBy: 'browser' } })).toBe(true);
  });

  it('offers no release tools where the environment allows no overrides: ?gaido-release and the shortcut open nothing', async () => {
    const production: ReleaseRuntimeConfig = {
      ...config,
      serverEnvironment: 'production',
      overrides: { enabled: false, allowedOrigins: [], devServerOrigins: [] },
    };
    window.__GAIDO_REMOTES__ = pinned;
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/tours?gaido-release');
    startReleaseTools(production);
    window.dispatchEvent(new KeyboardEvent('keydown', { altKey: true, shiftKey: true, code: 'KeyR' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(document.getElementById('gaido-release-tools')).toBeNull();
    expect(window.sessionStorage.getItem(PANEL_STORAGE_KEY)).toBeNull();

    // The same address where overrides are allowed opens the panel.
    startReleaseTools(config);
    await vi.waitFor(() => expect(document.getElementById('gaido-release-tools')).not.toBeNull(), {
      timeout: 5000,
    });
  });

  it('drops ?gaido-env from the address bar once the server has acted on it', () => {
    window.history.replaceState(null, '', '/tours?gaido-env=staging&page=2');
    startReleaseTools(config);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/tours?page=2');
  });
});
