/**
 * The local fallback of spec 3/4/8: favorites under `gaido_favorites`, folders under `gaido_folders`.
 *
 * Why it exists: saving a gem is the one action a traveller expects to "just work" on a flaky
 * connection (abroad, roaming, in a metro). When the API fails, the favorite is kept on this device
 * instead of being lost, and the UI can still show it as saved. The spec stops there; pushing those
 * favorites to the server once it answers again (`syncLocalFavorites`) is our addition, and so is
 * the queue of removals made while the API was failing (`gaido_favorites_removed`).
 */

import { readJson, writeJson } from '../storage/storage';
import { isLocalFolderId } from './folderIds';
import type { FavoriteFolder, Favourite } from './model';
import { normalizeFolders } from './storedFolders';

export const LOCAL_FOLDERS_KEY = 'gaido_folders';
export const LOCAL_FAVORITES_KEY = 'gaido_favorites';
/** Our addition: server favorites removed while the API was failing, removed on the server later. */
export const LOCAL_REMOVALS_KEY = 'gaido_favorites_removed';

export interface PendingRemoval {
  gemId: string;
  folderId?: string;
  removedAt: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function entries(key: string): Record<string, unknown>[] {
  const stored = readJson(key);
  return Array.isArray(stored) ? stored.filter(isRecord) : [];
}

export function readLocalFolders(): FavoriteFolder[] {
  return normalizeFolders(readJson(LOCAL_FOLDERS_KEY));
}

export function writeLocalFolders(folders: FavoriteFolder[]): boolean {
  return writeJson(LOCAL_FOLDERS_KEY, folders);
}

export function readLocalFavorites(): Favourite[] {
  return entries(LOCAL_FAVORITES_KEY).flatMap((entry) => {
    const gemId = text(entry.gemId);
    if (!gemId) return [];
    const favourite: Favourite = { gemId };
    const folderId = text(entry.folderId);
    const cityId = text(entry.cityId);
    const addedAt = text(entry.addedAt);
    if (folderId) favourite.folderId = folderId;
    if (cityId) favourite.cityId = cityId;
    if (addedAt) favourite.addedAt = addedAt;
    return [favourite];
  });
}

/** Favorites kept on this device that still have to reach the server (local_ folders stay local). */
export function pendingLocalFavorites(): Favourite[] {
  return readLocalFavorites().filter((favourite) => !isLocalFolderId(favourite.folderId));
}

function writeLocalFavorites(favourites: Favourite[]): boolean {
  return writeJson(LOCAL_FAVORITES_KEY, favourites);
}

export function readPendingRemovals(): PendingRemoval[] {
  return entries(LOCAL_REMOVALS_KEY).flatMap((entry) => {
    const gemId = text(entry.gemId);
    if (!gemId) return [];
    const folderId = text(entry.folderId);
    return [
      {
        gemId,
        ...(folderId ? { folderId } : {}),
        removedAt: text(entry.removedAt) ?? new Date().toISOString(),
      },
    ];
  });
}

function writePendingRemovals(removals: PendingRemoval[]): boolean {
  return writeJson(LOCAL_REMOVALS_KEY, removals);
}

function sameTarget(a: { gemId: string; folderId?: string }, gemId: string, folderId?: string): boolean {
  return a.gemId === gemId && (folderId === undefined || a.folderId === undefined || a.folderId === folderId);
}

/** Keeps a favorite on this device: { gemId, folderId, addedAt } (and cityId when known). */
export function saveLocalFavorite({
  gemId,
  folderId,
  cityId,
}: {
  gemId: string;
  folderId?: string;
  cityId?: string;
}): boolean {
  const favourites = readLocalFavorites().filter((f) => !(f.gemId === gemId && f.folderId === folderId));
  const entry: Favourite = {
    gemId,
    ...(folderId ? { folderId } : {}),
    ...(cityId ? { cityId } : {}),
    addedAt: new Date().toISOString(),
  };
  const saved = writeLocalFavorites([...favourites, entry]);
  if (saved) {
    // Saving again cancels a removal still waiting for the server.
    const removals = readPendingRemovals();
    const remaining = removals.filter((r) => !sameTarget(r, gemId, folderId));
    if (remaining.length !== removals.length) writePendingRemovals(remaining);
  }
  return saved;
}

/** Removes the gem's local favorites (in one folder, or all of them); returns how many were removed, or -1 if storage failed. */
export function removeLocalFavorites({ gemId, folderId }: { gemId: string; folderId?: string }): number {
  const favourites = readLocalFavorites();
  const remaining = favourites.filter((f) => !sameTarget(f, gemId, folderId));
  const removed = favourites.length - remaining.length;
  if (removed === 0) return 0;
  return writeLocalFavorites(remaining) ? removed : -1;
}

export function queuePendingRemoval({ gemId, folderId }: { gemId: string; folderId?: string }): boolean {
  const removals = readPendingRemovals().filter((r) => !(r.gemId === gemId && r.folderId === folderId));
  return writePendingRemovals([
    ...removals,
    { gemId, ...(folderId ? { folderId } : {}), removedAt: new Date().toISOString() },
  ]);
}

export function dropPendingRemoval({ gemId, folderId }: { gemId: string; folderId?: string }): void {
  writePendingRemovals(readPendingRemovals().filter((r) => !(r.gemId === gemId && r.folderId === folderId)));
}

export function dropLocalFavorite({ gemId, folderId }: Favourite): void {
  writeLocalFavorites(readLocalFavorites().filter((f) => !(f.gemId === gemId && f.folderId === folderId)));
}

/** Renames a local folder; true only if it was found (spec 8). */
export function renameLocalFolder(folderId: string, name: string): boolean {
  const folders = readLocalFolders();
  const folder = folders.find((f) => f.id === folderId);
  if (!folder) return false;
  folder.name = name;
  return writeLocalFolders(folders);
}

/** Deletes a local folder and its local favorites; true only if it was found (spec 8). */
export function deleteLocalFolder(folderId: string): boolean {
  const folders = readLocalFolders();
  const remaining = folders.filter((f) => f.id !== folderId);
  if (remaining.length === folders.length) return false;
  if (!writeLocalFolders(remaining)) return false;
  writeLocalFavorites(readLocalFavorites().filter((f) => f.folderId !== folderId));
  return true;
}
