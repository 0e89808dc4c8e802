// The release tools' entry point: the only release code in the first-load bundle. It decides whether
// the banner or panel is needed (an active or refused override, an environment chosen by this browser,
// or the panel asked for) and only then loads them (ReleaseTools.tsx) into their own small root, so a
// traveller in production downloads nothing more than this file.
import type { ReleaseRuntimeConfig } from './releaseConfig';
import { needsBanner, PANEL_STORAGE_KEY, type ReleaseToolsState } from './releaseToolsState';

/** `?gaido-release` opens the release panel and keeps it open for the session; Alt+Shift+R toggles it. */
export const PANEL_PARAM = 'gaido-release';
export { needsBanner, PANEL_STORAGE_KEY, type ReleaseToolsState } from './releaseToolsState';

function panelRequested(): boolean {
  const params = new URLSearchParams(window.location.search);
  if (params.has(PANEL_PARAM)) {
    window.sessionStorage.setItem(PANEL_STORAGE_KEY, 'open');
    const url = new URL(window.location.href);
    url.searchParams.delete(PANEL_PARAM);
    window.history.replaceState(window.history.state, '', url);
    return true;
  }
  return window.sessionStorage.getItem(PANEL_STORAGE_KEY) === 'open';
}

let mounted: Promise<(open: boolean | 'toggle') => void> | null = null;

function mount(state: ReleaseToolsState, panelOpen: boolean) {
  mounted ??= import('./ReleaseTools').then(({ renderReleaseTools }) => {
    const container = document.createElement('div');
    container.id = 'gaido-release-tools';
    // Before the app so the banner is the first thing a screen reader or a tester meets.
    document.body.prepend(container);
    return renderReleaseTools(container, state, panelOpen);
  });
  return mounted;
}

/** The server already acted on ?gaido-env= (a session cookie); the address bar need not keep it. */
function dropEnvironmentParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('gaido-env')) return;
  url.searchParams.delete('gaido-env');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Called once at start, after the remotes are registered. A host whose environment allows no QA
 * overrides (production) offers no release tools at all: no panel on `?gaido-release`, no banner, no
 * shortcut, so it tells nobody which versions and commits it runs.
 */
export function startReleaseTools(config: ReleaseRuntimeConfig): void {
  dropEnvironmentParam();
  if (!config.overrides.enabled) return;
  const live = window.__GAIDO_REMOTES__;
  if (!live) return;
  const state = { live, config };
  const panelOpen = panelRequested();
  if (panelOpen || needsBanner(state)) void mount(state, panelOpen);
  window.addEventListener('keydown', (event) => {
    if (!(event.altKey && event.shiftKey && event.code === 'KeyR')) return;
    event.preventDefault();
    void mount(state, false).then((setPanelOpen) => setPanelOpen('toggle'));
  });
}
