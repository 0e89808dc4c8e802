/**
 * The favorites service of spec 3, 4, 5, 7 and 8, rule by rule. Saving and removing
 * fall back to this device's storage when the API fails (see localFavorites.ts for why); folder
 * rename and delete fall back to local folders; reads fall back to local data or "nothing".
 */
import {
  apiRequest,
  apiRequestRaw,
  gaidoBus,
  getServerMessage,
  isApiError,
  queryKeys,
  sessionStore,
} from '@gaido/shared';
import { queryOptions } from '@tanstack/react-query';
import type {
  AddFavoriteBody,
  CreateFolderBody,
  RemoveFavoriteBody,
  UpdateFolderBody,
} from '../contracts/favorites';
import { getGem, parseGems } from '../gems/gemsApi';
import type { Gem } from '../schemas/gem';
import {
  deleteLocalFolder,
  dropLocalFavorite,
  dropPendingRemoval,
  queuePendingRemoval,
  readLocalFavorites,
  readLocalFolders,
  readPendingRemovals,
  removeLocalFavorites,
  renameLocalFolder,
  saveLocalFavorite,
} from './localFavorites';
import type { FavoriteFolder, FavoriteStatus, Favourite } from './model';
import { isLocalFolderId, isUuid, normalizeFolder, normalizeFolders } from './normalizeFolder';

/** spec 5: a logged-in user is needed, else these errors, to the letter. */
export const FAVORITES_ERRORS = {
  save: 'User must be logged in to save gems',
  remove: 'User must be logged in to remove gems',
  createFolder: 'User must be logged in to create folders',
  updateFolder: 'User must be logged in to update folders',
  deleteFolder: 'User must be logged in to delete folders',
} as const;

/** spec 9: folder list fresh for 5 minutes; folder gems stale at once, refetched on mount and focus. */
export const FOLDERS_STALE_TIME_MS = 5 * 60 * 1000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireUser(message: string): void {
  if (!sessionStore.getState().user) throw new Error(message);
}

function hasUser(): boolean {
  return sessionStore.getState().user !== null;
}

/** spec 7: favorites reads carry a `_ts` cache-buster. */
function cacheBuster() {
  return { _ts: Date.now() };
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** The server's folders; throws when the API fails. */
async function fetchServerFolders(): Promise<FavoriteFolder[]> {
  const body = await apiRequestRaw('/gems/fav/folders', { auth: true, query: cacheBuster() });
  return normalizeFolders(body);
}

/** Gems of a folder as the server lists them (items may be gems or favourites carrying a gem). */
function gemsFromFavoritesBody(body: unknown): Gem[] {
  const data = isRecord(body) && 'data' in body ? body.data : body;
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.gems) ? data.gems : [];
  return parseGems(list.map((item) => (isRecord(item) && isRecord(item.gem) ? item.gem : item)));
}

async function fetchServerFolderGems(folderId: string): Promise<Gem[]> {
  const body = await apiRequestRaw(`/gems/fav/${encodeURIComponent(folderId)}`, {
    auth: true,
    query: cacheBuster(),
  });
  return gemsFromFavoritesBody(body);
}

function withoutPendingRemovals(gems: Gem[], folderId: string): Gem[] {
  const removals = readPendingRemovals();
  if (removals.length === 0) return gems;
  return gems.filter(
    (gem) => !removals.some((r) => r.gemId === gem.id && (!r.folderId || r.folderId === folderId)),
  );
}

/**
 * spec 7 GET /gems/fav/folders. Only with a user (spec 6). Local-only folders (local_) are listed
 * after the server's. A failure falls back to the local list, then [] (spec 8).
 */
export async function getFolders(): Promise<FavoriteFolder[]> {
  if (!hasUser()) return [];
  const local = readLocalFolders();
  try {
    const server = await fetchServerFolders();
    const serverIds = new Set(server.map((folder) => folder.id));
    return [...server, ...local.filter((folder) => isLocalFolderId(folder.id) && !serverIds.has(folder.id))];
  } catch (error) {
    console.warn('[gaido] could not load favorite folders, using the local list', error);
    return local;
  }
}

/** spec 7 GET /gems/fav/{folderId}. A local folder lists its locally saved gems. [] on failure. */
export async function getFolderGems(folderId: string): Promise<Gem[]> {
  if (isLocalFolderId(folderId)) {
    const ids = [
      ...new Set(
        readLocalFavorites()
          .filter((f) => f.folderId === folderId)
          .map((f) => f.gemId),
      ),
    ];
    const gems = await Promise.all(ids.map((id) => getGem(id)));
    return gems.filter((gem): gem is Gem => gem !== null);
  }
  try {
    return withoutPendingRemovals(await fetchServerFolderGems(folderId), folderId);
  } catch (error) {
    console.warn('[gaido] could not load the gems of a folder', error);
    return [];
  }
}

export interface CityFavorite {
  gemId: string;
  folderId?: string;
  gem?: Gem;
}

function cityFavoritesFromBody(body: unknown): CityFavorite[] {
  const data = isRecord(body) && 'data' in body ? body.data : body;
  const list = Array.isArray(data) ? data : [];
  return list.flatMap((item): CityFavorite[] => {
    if (!isRecord(item)) return [];
    const nestedGem = isRecord(item.gem) ? parseGems([item.gem])[0] : undefined;
    const gem = nestedGem ?? (item.gemId === undefined ? parseGems([item])[0] : undefined);
    const gemId = typeof item.gemId === 'string' ? item.gemId : gem?.id;
    if (!gemId) return [];
    const folder = normalizeFolder(isRecord(item.folder) ? item.folder : {});
    const folderId = typeof item.folderId === 'string' ? item.folderId : folder?.id;
    return [{ gemId, ...(folderId ? { folderId } : {}), ...(gem ? { gem } : {}) }];
  });
}

/** spec 7 GET /gems/fav/city/{cityId}; [] on failure (spec 8). */
export async function getFavoritesByCity(cityId: string): Promise<CityFavorite[]> {
  if (!hasUser()) return [];
  try {
    const body = await apiRequestRaw(`/gems/fav/city/${encodeURIComponent(cityId)}`, {
      auth: true,
      query: cacheBuster(),
    });
    return cityFavoritesFromBody(body);
  } catch (error) {
    console.warn('[gaido] could not load the favorites of a city', error);
    return [];
  }
}

function localStatus(gemId: string): FavoriteStatus {
  const saved = readLocalFavorites().find((f) => f.gemId === gemId);
  if (!saved) return { isFavorited: false };
  return saved.folderId ? { isFavorited: true, folderId: saved.folderId } : { isFavorited: true };
}

/** The folder holding the gem on the server, or null. Throws when the API fails. */
async function findServerFolderOf(gemId: string): Promise<string | null> {
  const folders = (await fetchServerFolders()).filter((folder) => !isLocalFolderId(folder.id));
  const contents = await Promise.all(
    folders.map(async (folder) => ({ folder, gems: await fetchServerFolderGems(folder.id) })),
  );
  return contents.find(({ gems }) => gems.some((gem) => gem.id === gemId))?.folder.id ?? null;
}

/** The server's answer; throws when the API fails. */
async function serverStatus(gemId: string): Promise<FavoriteStatus> {
  try {
    const data = await apiRequest(`/gems/fav/status/${encodeURIComponent(gemId)}`, {
      auth: true,
      query: cacheBuster(),
    });
    if (isRecord(data) && typeof data.isFavorited === 'boolean') {
      const folderId = typeof data.folderId === 'string' && data.folderId !== '' ? data.folderId : undefined;
      return data.isFavorited && folderId
        ? { isFavorited: true, folderId }
        : { isFavorited: data.isFavorited };
    }
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  // An API without the status call (or an unexpected answer): search the user's folders.
  const folderId = await findServerFolderOf(gemId);
  return folderId ? { isFavorited: true, folderId } : { isFavorited: false };
}

/**
 * Is the gem saved, and in which folder? spec 7 lists no status call: GET /gems/fav/status/{gemId}
 * is our API's addition, and without it the user's folders are searched. A failed check means not
 * favorited (spec 8), unless this device saved the gem locally while the API was failing.
 */
export async function getFavoriteStatus(gemId: string): Promise<FavoriteStatus> {
  if (!hasUser()) return { isFavorited: false };
  const pendingRemoval = readPendingRemovals().some((r) => r.gemId === gemId);
  try {
    const status = await serverStatus(gemId);
    if (status.isFavorited && !pendingRemoval) return status;
  } catch (error) {
    console.warn('[gaido] could not check the favorite status', error);
  }
  return localStatus(gemId);
}

export interface AddFavoriteInput {
  gemId: string;
  folderId?: string;
  cityId?: string;
}

/** spec 7 POST /gems/fav body: folderId only when a UUID; a non-UUID cityId is sent but warned about. */
function favoriteBody({ gemId, folderId, cityId }: AddFavoriteInput): AddFavoriteBody {
  const body: AddFavoriteBody = { gemId };
  if (folderId && isUuid(folderId)) body.folderId = folderId;
  if (cityId) {
    if (!isUuid(cityId)) console.warn(`[gaido] cityId "${cityId}" is not a UUID`);
    body.cityId = cityId;
  }
  return body;
}

/**
 * spec 7 POST /gems/fav. A local_ folder is never sent: the favorite stays on this device. When
 * the API fails the favorite is kept locally. true when saved (on the server or locally), false
 * when even the local save failed.
 */
export async function addFavorite(input: AddFavoriteInput): Promise<boolean> {
  requireUser(FAVORITES_ERRORS.save);
  if (input.folderId && isLocalFolderId(input.folderId)) return saveLocalFavorite(input);
  try {
    await apiRequest('/gems/fav', { method: 'POST', body: favoriteBody(input), auth: true });
    dropPendingRemoval({ gemId: input.gemId, ...(input.folderId ? { folderId: input.folderId } : {}) });
    return true;
  } catch (error) {
    console.warn('[gaido] saving the gem failed, keeping it on this device', error);
    return saveLocalFavorite(input);
  }
}

/** Local fallback of a removal: drop local copies; a server favorite is queued for removal later. */
function removeLocally(gemId: string, folderId?: string): boolean {
  const target = { gemId, ...(folderId ? { folderId } : {}) };
  const removed = removeLocalFavorites(target);
  if (removed < 0) return false;
  if (removed > 0 || (folderId && isLocalFolderId(folderId))) return true;
  return queuePendingRemoval(target);
}

async function sendRemoval(gemId: string, folderId?: string): Promise<void> {
  const body: RemoveFavoriteBody = folderId && isUuid(folderId) ? { gemId, folderId } : { gemId };
  await apiRequest('/gems/fav/unfav', {
    method: 'DELETE',
    body,
    auth: true,
  });
}

/**
 * spec 7 DELETE /gems/fav/unfav. When the folder is unknown and the server answers Not Found, the
 * user's folders are searched for the gem and the removal is retried with that folder. When the API
 * fails the removal is applied locally. false only when even that failed.
 */
export async function removeFavorite({
  gemId,
  folderId,
}: {
  gemId: string;
  folderId?: string;
}): Promise<boolean> {
  requireUser(FAVORITES_ERRORS.remove);
  if (folderId && isLocalFolderId(folderId)) return removeLocally(gemId, folderId);
  try {
    await sendRemoval(gemId, folderId);
    removeLocalFavorites({ gemId, ...(folderId ? { folderId } : {}) });
    return true;
  } catch (error) {
    if (isNotFound(error) && !isUuid(folderId)) {
      try {
        const found = await findServerFolderOf(gemId);
        if (found) await sendRemoval(gemId, found);
        // Found and removed, or on no server folder at all: either way it is gone from the server.
        removeLocalFavorites({ gemId });
        return true;
      } catch (retryError) {
        console.warn('[gaido] removing the gem failed, removing it on this device', retryError);
        return removeLocally(gemId, folderId);
      }
    }
    console.warn('[gaido] removing the gem failed, removing it on this device', error);
    return removeLocally(gemId, folderId);
  }
}

function folderFromCreateResponse(body: unknown, name: string): FavoriteFolder | null {
  const data = isRecord(body) ? body.data : undefined;
  const candidates: unknown[] = [
    body,
    data,
    isRecord(body) ? body.folder : undefined,
    isRecord(data) ? data.folder : undefined,
    isRecord(data) ? data.data : undefined,
  ];
  for (const candidate of candidates) {
    const folder = normalizeFolder(candidate);
    if (folder) return folder;
  }
  // An id without a name: the name is the one we just sent.
  for (const candidate of candidates) {
    const folder = isRecord(candidate) ? normalizeFolder({ ...candidate, name }) : null;
    if (folder) return folder;
  }
  return null;
}

/** A folder, or why the server refused it (its message, e.g. a duplicate name), or neither. */
export interface CreateFolderOutcome {
  folder: FavoriteFolder | null;
  /** The server's own message when it refused the folder (409/422); null for other failures. */
  refusal: string | null;
}

/**
 * spec 7 POST /gems/fav/create-folder { folderName } (and cityId when given). The new folder is read
 * from any documented shape; when the shape is unexpected the folders are fetched again and matched
 * by name. Keeps the server's message for a refusal such as "A folder with this name already exists",
 * so the dialog can say it instead of the generic failure text.
 */
export async function createFolderWithOutcome({
  name,
  cityId,
}: {
  name: string;
  cityId?: string;
}): Promise<CreateFolderOutcome> {
  requireUser(FAVORITES_ERRORS.createFolder);
  const folderName = name.trim();
  if (folderName === '') return { folder: null, refusal: null };
  try {
    const request: CreateFolderBody = cityId ? { folderName, cityId } : { folderName };
    const body = await apiRequestRaw('/gems/fav/create-folder', {
      method: 'POST',
      body: request,
      auth: true,
    });
    const created = folderFromCreateResponse(body, folderName);
    if (created) return { folder: created, refusal: null };
    const matches = (await fetchServerFolders()).filter((folder) => folder.name === folderName);
    return { folder: matches.at(-1) ?? null, refusal: null };
  } catch (error) {
    console.warn('[gaido] could not create the folder', error);
    // A conflict (the name is taken) is the server's answer to the traveller; anything else is a failure.
    const refused = isApiError(error) && (error.status === 409 || error.status === 422);
    return { folder: null, refusal: refused ? getServerMessage(error, '') || null : null };
  }
}

/** spec 7/8: the created folder, or null on failure (the host then shows the destructive toast). */
export async function createFolder(input: { name: string; cityId?: string }): Promise<FavoriteFolder | null> {
  return (await createFolderWithOutcome(input)).folder;
}

/**
 * spec 7 PUT /gems/fav/update-folder { folderId, folderName }. On API failure the local folder is
 * renamed; true only if it was found (spec 8).
 */
export async function updateFolder({ folderId, name }: { folderId: string; name: string }): Promise<boolean> {
  requireUser(FAVORITES_ERRORS.updateFolder);
  const folderName = name.trim();
  if (folderName === '') return false;
  if (isLocalFolderId(folderId)) return renameLocalFolder(folderId, folderName);
  try {
    const body: UpdateFolderBody = { folderId, folderName };
    await apiRequest('/gems/fav/update-folder', {
      method: 'PUT',
      body,
      auth: true,
    });
    return true;
  } catch (error) {
    console.warn('[gaido] could not rename the folder, trying the local list', error);
    return renameLocalFolder(folderId, folderName);
  }
}

/**
 * spec 7 DELETE /gems/fav/delete-folder/{folderId}. On API failure the local folder is deleted;
 * true only if it was found (spec 8).
 */
export async function deleteFolder(folderId: string): Promise<boolean> {
  requireUser(FAVORITES_ERRORS.deleteFolder);
  if (isLocalFolderId(folderId)) return deleteLocalFolder(folderId);
  try {
    await apiRequest(`/gems/fav/delete-folder/${encodeURIComponent(folderId)}`, {
      method: 'DELETE',
      auth: true,
    });
    deleteLocalFolder(folderId);
    return true;
  } catch (error) {
    console.warn('[gaido] could not delete the folder, trying the local list', error);
    return deleteLocalFolder(folderId);
  }
}

/** Favorites kept on this device that still have to reach the server (local_ folders stay local). */
export function pendingLocalFavorites(): Favourite[] {
  return readLocalFavorites().filter((favourite) => !isLocalFolderId(favourite.folderId));
}

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

let syncInFlight: Promise<FavoritesSyncResult> | null = null;

async function runSync(): Promise<FavoritesSyncResult> {
  const result: FavoritesSyncResult = { synced: 0, pending: 0, dropped: 0 };
  const adds = pendingLocalFavorites();
  const removals = readPendingRemovals();
  let reachable = true;
  for (const favourite of adds) {
    if (!reachable || !hasUser()) {
      result.pending += 1;
      continue;
    }
    let outcome: Outcome;
    try {
      await apiRequest('/gems/fav', {
        method: 'POST',
        body: favoriteBody(favourite),
        auth: true,
        retries: 0,
      });
      outcome = 'synced';
    } catch (error) {
      outcome = outcomeOf(error);
      if (outcome === 'dropped')
        console.warn('[gaido] the server refused a favorite saved offline', favourite, error);
    }
    if (outcome === 'retry-later') {
      reachable = false;
      result.pending += 1;
      continue;
    }
    dropLocalFavorite(favourite);
    result[outcome] += 1;
  }
  for (const removal of removals) {
    if (!reachable || !hasUser()) {
      result.pending += 1;
      continue;
    }
    let outcome: Outcome;
    try {
      await sendRemoval(removal.gemId, removal.folderId);
      outcome = 'synced';
    } catch (error) {
      outcome = isNotFound(error) ? 'synced' : outcomeOf(error);
    }
    if (outcome === 'retry-later') {
      reachable = false;
      result.pending += 1;
      continue;
    }
    dropPendingRemoval(removal);
    result[outcome] += 1;
  }
  if (result.synced > 0) gaidoBus.emit('favorites:synced', { synced: result.synced });
  return result;
}

/**
 * Our addition to the spec: pushes favorites saved (and removals made) on this device while the API
 * was failing, so nothing saved offline is lost. Safe to call at any time; concurrent calls share one
 * run. Emits `favorites:synced` on gaidoBus when something reached the server.
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

export function folderQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.favorites.folders(),
    queryFn: getFolders,
    staleTime: FOLDERS_STALE_TIME_MS,
  });
}

export function folderGemsQueryOptions(folderId: string) {
  return queryOptions({
    queryKey: queryKeys.favorites.folderGems(folderId),
    queryFn: () => getFolderGems(folderId),
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });
}

export function favoriteStatusQueryOptions(gemId: string) {
  return queryOptions({
    queryKey: queryKeys.favorites.status(gemId),
    queryFn: () => getFavoriteStatus(gemId),
  });
}

export function favoritesByCityQueryOptions(cityId: string) {
  return queryOptions({
    queryKey: queryKeys.favorites.byCity(cityId),
    queryFn: () => getFavoritesByCity(cityId),
  });
}
