/**
 * When to push favorites saved offline (our addition, see localFavorites.ts): at start, when a
 * user signs in, when the browser comes back online, and when the API answers again after the
 * connection was marked unhealthy. The host calls `startFavoritesSync()` once, when the browser is idle
 * after start (host/src/favorites/startFavoritesSyncWhenIdle.ts).
 */
import { connectionStore, sessionStore } from '@gaido/shared';
import { syncLocalFavorites } from './favoritesApi';

export function startFavoritesSync(): () => void {
  const run = () => {
    if (sessionStore.getState().user) {
      syncLocalFavorites().catch((error: unknown) => console.warn('[gaido] favorites sync failed', error));
    }
  };
  const stopSession = sessionStore.subscribe((state, previous) => {
    if (state.user && state.user.id !== previous.user?.id) run();
  });
  const stopConnection = connectionStore.subscribe((state, previous) => {
    if (state.isHealthy && !previous.isHealthy) run();
  });
  const online = () => run();
  if (typeof window !== 'undefined') window.addEventListener('online', online);
  run();
  return () => {
    stopSession();
    stopConnection();
    if (typeof window !== 'undefined') window.removeEventListener('online', online);
  };
}
