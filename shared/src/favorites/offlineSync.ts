/**
 * The offline sync, our addition to the spec: favorites saved (and removals made) on this device
 * while the API was failing (localFavorites.ts) are pushed to the server once it answers again, so
 * nothing saved offline is lost. It runs at start, when a user signs in, when the browser comes back
 * online, and when the API answers again after the connection was marked unhealthy. The host calls
 * `startFavoritesSync()` once, when the browser is idle after start
 * (host/src/favorites/startFavoritesSyncWhenIdle.ts).
 */
import { addFavorite } from '@gaido/contracts/favorites';
import { callApi, connectionStore, gaidoBus, isApiError, sessionStore } from '@gaido/shared';
import { addFavoriteBody } from './api/addFavorite';
import { sendRemoval } from './api/removeFavorite';
import { hasUser, isNotFound } from './api/request';
import {
  dropLocalFavorite,
  dropPendingRemoval,
  pendingLocalFavorites,
  readPendingRemovals,
} from './localFavorites';

export interface FavoritesSyncResult {
  /** Pushed to (or removed on) the server. */
  synced: number;
  /** Still waiting: the server could not be reached or refused for now. */
  pending: number;
  /** Refused for good by the server (e.g. the gem no longer exists); dropped with a warning. */
  dropped: number;
}

type Outcome = 'synced' | 'retry-later' | 'dropped';

function outcomeOf(error: unknown): Outcome {
  if (!isApiError(error) || error.status === 0) return 'retry-later';
  if (error.status === 409) return 'synced'; // already on the server
  if (error.status === 401 || error.status === 403 || error.status === 408 || error.status === 429)
    return 'retry-later';
  if (error.status >= 500) return 'retry-later';
  return 'dropped';
}

/**
 * Sends each item in turn. The first one the server cannot take now stops the sending: it and all
 * after it stay pending for the next run.
 */
async function push<T>(
  items: T[],
  result: FavoritesSyncResult,
  send: (item: T) => Promise<void>,
  outcomeOfError: (error: unknown, item: T) => Outcome,
  drop: (item: T) => void,
  reachable: boolean,
): Promise<boolean> {
  for (const item of items) {
    if (!reachable || !hasUser()) {
      result.pending += 1;
      continue;
    }
    let outcome: Outcome;
    try {
      await send(item);
      outcome = 'synced';
    } catch (error) {
      outcome = outcomeOfError(error, item);
    }
    if (outcome === 'retry-later') {
      reachable = false;
      result.pending += 1;
      continue;
    }
    drop(item);
    result[outcome] += 1;
  }
  return reachable;
}

async function runSync(): Promise<FavoritesSyncResult> {
  const result: FavoritesSyncResult = { synced: 0, pending: 0, dropped: 0 };
  const adds = pendingLocalFavorites();
  const removals = readPendingRemovals();
  const reachable = await push(
    adds,
    result,
    async (favourite) => {
      await callApi(addFavorite, { body: addFavoriteBody(favourite), retries: 0 });
    },
    (error, favourite) => {
      const outcome = outcomeOf(error);
      if (outcome === 'dropped')
        console.warn('[gaido] the server refused a favorite saved offline', favourite, error);
      return outcome;
    },
    dropLocalFavorite,
    true,
  );
  await push(
    removals,
    result,
    (removal) => sendRemoval(removal.gemId, removal.folderId),
    // Not Found: the favorite is already gone from the server.
    (error) => (isNotFound(error) ? 'synced' : outcomeOf(error)),
    dropPendingRemoval,
    reachable,
  );
  if (result.synced > 0) gaidoBus.emit('favorites:synced', { synced: result.synced });
  return result;
}

let syncInFlight: Promise<FavoritesSyncResult> | null = null;

/**
 * Pushes what waits on this device. Safe to call at any time; concurrent calls share one run. Emits
 * `favorites:synced` on gaidoBus when something reached the server.
 */
export function syncLocalFavorites(): Promise<FavoritesSyncResult> {
  if (!hasUser())
    return Promise.resolve({
      synced: 0,
      pending: pendingLocalFavorites().length + readPendingRemovals().length,
      dropped: 0,
    });
  if (!syncInFlight) {
    syncInFlight = runSync().finally(() => {
      syncInFlight = null;
    });
  }
  return syncInFlight;
}

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
