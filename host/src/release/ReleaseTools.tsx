// Loaded only when needed (see startReleaseTools.ts): the QA banner and the release panel, in their own
// small root outside the app's router so they keep working whatever a remote does to the page.
import { StrictMode, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { onRemoteLoaded } from '../platform/federationRuntime';
import { QaBanner } from './QaBanner';
import { type QaOverride, readStoredOverrides, storeOverrides } from './qaOverrides';
import { ReleasePanel } from './ReleasePanel';
import { needsBanner, PANEL_STORAGE_KEY, type ReleaseToolsState } from './releaseToolsState';
import './releaseTools.css';

type PanelRequest = boolean | 'toggle';

/** Lets the keyboard shortcut in startReleaseTools.ts open or close the panel from outside React. */
export function createPanelStore(initial: boolean) {
  let open = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => open,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(request: PanelRequest) {
      open = request === 'toggle' ? !open : request;
      if (open) window.sessionStorage.setItem(PANEL_STORAGE_KEY, 'open');
      else window.sessionStorage.removeItem(PANEL_STORAGE_KEY);
      for (const listener of listeners) listener();
    },
  };
}

export type PanelStore = ReturnType<typeof createPanelStore>;

export function ReleaseTools({
  state,
  panel,
  reload = () => window.location.reload(),
}: {
  state: ReleaseToolsState;
  panel: PanelStore;
  /** Overrides apply at start (remotes are registered once), so a change reloads the page. */
  reload?: () => void;
}) {
  const panelOpen = useSyncExternalStore(panel.subscribe, panel.get);
  const [refusedDismissed, setRefusedDismissed] = useState(false);
  // Re-render when a remote finishes loading, so "On this page" stays true.
  const [, setLoadedCount] = useState(0);
  useEffect(() => onRemoteLoaded(() => setLoadedCount((count) => count + 1)), []);

  const reloadWith = useCallback(
    (overrides: QaOverride[]) => {
      storeOverrides(window.sessionStorage, overrides);
      reload();
    },
    [reload],
  );
  const reset = useCallback(() => reloadWith([]), [reloadWith]);
  const close = useCallback(() => panel.set(false), [panel]);
  const override = useCallback(
    (next: QaOverride) => {
      const others = readStoredOverrides(window.sessionStorage).filter((item) => item.remote !== next.remote);
      reloadWith([...others, next]);
    },
    [reloadWith],
  );

  return (
    <>
      {needsBanner(state) && (
        <QaBanner
          live={state.live}
          config={state.config}
          onReset={reset}
          refusedDismissed={refusedDismissed}
          onDismissRefused={() => setRefusedDismissed(true)}
          onOpenPanel={() => panel.set(true)}
        />
      )}
      {panelOpen && (
        <ReleasePanel
          live={state.live}
          config={state.config}
          onClose={close}
          onOverride={override}
          onReset={reset}
        />
      )}
    </>
  );
}

export function renderReleaseTools(container: HTMLElement, state: ReleaseToolsState, panelOpen: boolean) {
  const panel = createPanelStore(panelOpen);
  createRoot(container).render(
    <StrictMode>
      <ReleaseTools state={state} panel={panel} />
    </StrictMode>,
  );
  return panel.set;
}
