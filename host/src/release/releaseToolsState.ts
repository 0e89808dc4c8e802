// What both the release tools' entry point (startReleaseTools.ts) and the tools it loads (ReleaseTools.tsx)
// read: kept apart so that neither imports the other.
import type { LoadedRemotes } from '../platform/federationRuntime';
import type { ReleaseRuntimeConfig } from './releaseConfig';

export const PANEL_STORAGE_KEY = 'gaido:release-panel';

export interface ReleaseToolsState {
  live: LoadedRemotes;
  config: ReleaseRuntimeConfig;
}

export function needsBanner({ live, config }: ReleaseToolsState): boolean {
  return (
    live.qa.refused.length > 0 ||
    Object.values(live.remotes).some((remote) => remote?.override) ||
    config.environmentChosenBy === 'browser'
  );
}
