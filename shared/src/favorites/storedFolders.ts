/**
 * The folders this device keeps under `gaido_folders` (the local fallback, localFavorites.ts). What the
 * API answers is read by its contract (callApi); this storage is read defensively instead, as anything
 * in localStorage may have been changed by hand or by another script: it never throws, and keeps only
 * entries with an id and a name (spec 3 Favorite folder), each id once.
 */
import type { FavoriteFolder } from './model';

type Fields = Record<string, unknown>;

function asFields(value: unknown): Fields | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}

function read(source: Fields, key: string): unknown {
  // Only own data properties: a hostile getter, proxy or prototype cannot run or leak in.
  const descriptor = Object.getOwnPropertyDescriptor(source, key);
  return descriptor && 'value' in descriptor ? descriptor.value : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** One stored folder, or null when it lacks an id or a name. */
export function normalizeFolder(raw: unknown): FavoriteFolder | null {
  try {
    const fields = asFields(raw);
    if (!fields) return null;
    const id = text(read(fields, 'id'));
    const name = text(read(fields, 'name'));
    if (id === undefined || name === undefined) return null;
    const folder: FavoriteFolder = { id, name };
    const gemCount = count(read(fields, 'gemCount'));
    if (gemCount !== undefined) folder.gemCount = gemCount;
    const cityId = text(read(fields, 'cityId'));
    if (cityId !== undefined) folder.cityId = cityId;
    return folder;
  } catch {
    return null;
  }
}

/** The stored list's valid folders, each id once; [] when what is stored is not a list. */
export function normalizeFolders(raw: unknown): FavoriteFolder[] {
  try {
    if (!Array.isArray(raw)) return [];
    const seen = new Set<string>();
    const folders: FavoriteFolder[] = [];
    for (let index = 0; index < raw.length; index += 1) {
      const folder = normalizeFolder(raw[index]);
      if (folder && !seen.has(folder.id)) {
        seen.add(folder.id);
        folders.push(folder);
      }
    }
    return folders;
  } catch {
    return [];
  }
}
