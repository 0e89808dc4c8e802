/**
 * The client's tolerance, beyond the contract (../contracts/favorites.ts, which our API keeps): spec 3
 * Favorite folder, as an API may send it: id as `id`, `folderId` or `uuid`, or nested under
 * `folder`; name as `name` or `folderName`; gem count as `gemCount`, `count` or `total` (optional).
 * Entries lacking an id or a name are dropped. Built to never throw, whatever it is given.
 */
import { UUID_PATTERN } from '../contracts/limits';
import type { FavoriteFolder } from './model';

export const LOCAL_FOLDER_PREFIX = 'local_';

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** spec 3: an id starting with local_ marks a local-only folder. */
export function isLocalFolderId(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(LOCAL_FOLDER_PREFIX);
}

type Fields = Record<string, unknown>;

function asFields(value: unknown): Fields | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}

function read(source: Fields, key: string): unknown {
  // Only own data properties: a hostile getter, proxy or prototype cannot run or leak in.
  const descriptor = Object.getOwnPropertyDescriptor(source, key);
  return descriptor && 'value' in descriptor ? descriptor.value : undefined;
}

function idValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() !== '' ? value.trim() : undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function nameValue(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function countValue(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0
    ? Math.floor(number)
    : undefined;
}

function firstOf<T>(
  sources: Fields[],
  keys: readonly string[],
  convert: (value: unknown) => T | undefined,
): T | undefined {
  for (const source of sources) {
    for (const key of keys) {
      const converted = convert(read(source, key));
      if (converted !== undefined) return converted;
    }
  }
  return undefined;
}

export function normalizeFolder(raw: unknown): FavoriteFolder | null {
  try {
    const outer = asFields(raw);
    if (!outer) return null;
    const nested = asFields(read(outer, 'folder'));
    const sources = nested ? [outer, nested] : [outer];
    const id = firstOf(sources, ['id', 'folderId', 'uuid'], idValue);
    const name = firstOf(sources, ['name', 'folderName'], nameValue);
    if (id === undefined || name === undefined) return null;
    const folder: FavoriteFolder = { id, name };
    const gemCount = firstOf(sources, ['gemCount', 'count', 'total'], countValue);
    if (gemCount !== undefined) folder.gemCount = gemCount;
    const cityId = firstOf(sources, ['cityId'], idValue);
    if (cityId !== undefined) folder.cityId = cityId;
    return folder;
  } catch {
    return null;
  }
}

/** The folders of a list (or of `{ data: [...] }` / `{ folders: [...] }`), valid ones only, each id once. */
export function normalizeFolders(raw: unknown): FavoriteFolder[] {
  try {
    let list: unknown = raw;
    for (let depth = 0; depth < 3 && !Array.isArray(list); depth += 1) {
      const fields = asFields(list);
      if (!fields) return [];
      const inner = read(fields, 'data') ?? read(fields, 'folders');
      if (inner === undefined) return [];
      list = inner;
    }
    if (!Array.isArray(list)) return [];
    const seen = new Set<string>();
    const folders: FavoriteFolder[] = [];
    for (let index = 0; index < list.length; index += 1) {
      const folder = normalizeFolder(list[index]);
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
