/**
 * Favorites kept on this device while the API was down are pushed to the server when it is back
 * (README, Decisions: offline favorites). The sync lives in `@gaido/shared/favorites`, which pages without
 * gems do not load, so the host loads it once the browser is idle rather than with the first page
 *. Starting a moment later loses nothing: `startFavoritesSync` pushes whatever is pending as
 * soon as it starts, then again on sign-in, on the browser's `online` event and when the API answers
 * after failing. The module is the shared singleton, so the sync in flight is the one mfe-gems sees.
 */
import { whenIdle } from '../platform/whenIdle';

type LoadFavoritesSync = () => Promise<{ startFavoritesSync: () => () => void }>;

const loadFavoritesSync: LoadFavoritesSync = () => import('@gaido/shared/favorites');

export function startFavoritesSyncWhenIdle(load: LoadFavoritesSync = loadFavoritesSync, schedule = whenIdle) {
  schedule(() => {
    load()
      .then(({ startFavoritesSync }) => startFavoritesSync())
      .catch((error: unknown) => {
        console.warn('[gaido] favorites sync could not start; offline saves wait for the next visit', error);
      });
  });
}
