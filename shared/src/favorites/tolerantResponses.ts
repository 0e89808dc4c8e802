/**
 * What the client tolerates beyond the contract (../contracts/favorites.ts, which our API keeps): the
 * other shapes spec 3 allows an API to answer with. The folder readers never throw, whatever they are
 * given.
 *
 * - A folder: id as `id`, `folderId` or `uuid`, or nested under `folder`; name as `name` or
 *   `folderName`; gem count as `gemCount`, `count` or `total` (optional). Entries lacking an id or a
 *   name are dropped.
 * - A list: bare, or wrapped in `data` (and `folders` or `gems` inside it).
 * - A saved gem: the gem itself, or a favorite carrying it under `gem`.
 */
import { parseGems } from '../gems/api/parseGems';
import type { Gem } from '../schemas/gem';
import type { FavoriteFolder, FavoriteStatus } from './model';

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

function unwrapData(body: unknown): unknown {
  const fields = asFields(body);
  return fields && 'data' in fields ? read(fields, 'data') : body;
}

/** The gems of a folder: a list (bare, in `data` or in `data.gems`) of gems or favorites carrying one. */
export function readFolderGems(body: unknown): Gem[] {
  const data = unwrapData(body);
  const nested = asFields(data);
  const list = Array.isArray(data) ? data : nested && Array.isArray(nested.gems) ? nested.gems : [];
  return parseGems(list.map((item) => asFields(asFields(item)?.gem) ?? item));
}

export interface CityFavorite {
  gemId: string;
  folderId?: string;
  gem?: Gem;
}

/** The favorites of a city: gems, or favorites with a `gemId` and maybe a `gem` and a `folder`. */
export function readCityFavorites(body: unknown): CityFavorite[] {
  const data = unwrapData(body);
  const list = Array.isArray(data) ? data : [];
  return list.flatMap((entry): CityFavorite[] => {
    const item = asFields(entry);
    if (!item) return [];
    const nestedGem = asFields(item.gem) ? parseGems([item.gem])[0] : undefined;
    const gem = nestedGem ?? (item.gemId === undefined ? parseGems([item])[0] : undefined);
    const gemId = typeof item.gemId === 'string' ? item.gemId : gem?.id;
    if (!gemId) return [];
    const folder = normalizeFolder(asFields(item.folder) ?? {});
    const folderId = typeof item.folderId === 'string' ? item.folderId : folder?.id;
    return [{ gemId, ...(folderId ? { folderId } : {}), ...(gem ? { gem } : {}) }];
  });
}

/** A status answer (bare or in `data`), or null when it is not one. */
export function readFavoriteStatus(data: unknown): FavoriteStatus | null {
  const fields = asFields(data);
  if (!fields || typeof fields.isFavorited !== 'boolean') return null;
  const folderId =
    typeof fields.folderId === 'string' && fields.folderId !== '' ? fields.folderId : undefined;
  return fields.isFavorited && folderId
    ? { isFavorited: true, folderId }
    : { isFavorited: fields.isFavorited };
}

/**
 * The folder a create call answered with: the body, `data`, `folder`, `data.folder` or `data.data`;
 * an id without a name takes the name that was sent. null when none holds an id.
 */
export function readCreatedFolder(body: unknown, name: string): FavoriteFolder | null {
  const outer = asFields(body);
  const data = asFields(outer?.data);
  const candidates: unknown[] = [body, outer?.data, outer?.folder, data?.folder, data?.data];
  for (const candidate of candidates) {
    const folder = normalizeFolder(candidate);
    if (folder) return folder;
  }
  for (const candidate of candidates) {
    const fields = asFields(candidate);
    const folder = fields ? normalizeFolder({ ...fields, name }) : null;
    if (folder) return folder;
  }
  return null;
}
