// What the gem endpoint files share: reading a list answer, each item checked and the misfits dropped.
import { type ListMeta, ListMetaSchema, type ListResponse } from '@gaido/shared';
import { type Gem, type GemPoint, GemPointSchema, GemSchema } from '../../schemas/gem';

export const EMPTY_META: ListMeta = { currentPage: 1, totalPages: 0, totalRecords: 0 };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What checks one item of a list and gives it back typed (a zod schema). */
interface ItemSchema<T> {
  safeParse(item: unknown): { success: true; data: T } | { success: false };
}

/** Items that do not match are dropped (and counted in a warning) rather than failing the list. */
function parseEach<T>(schema: ItemSchema<T>, items: unknown): T[] {
  if (!Array.isArray(items)) return [];
  const parsed: T[] = [];
  let invalid = 0;
  for (const item of items) {
    const result = schema.safeParse(item);
    if (result.success) parsed.push(result.data);
    else invalid += 1;
  }
  if (invalid > 0) console.warn(`[gaido] dropped ${invalid} gem(s) with an unexpected shape`);
  return parsed;
}

/** Items that are not gems are dropped (and counted in a warning) rather than failing the list. */
export function parseGems(items: unknown): Gem[] {
  return parseEach(GemSchema, items);
}

/** The same for a map: only what it draws of each gem is checked and kept (GemPointSchema). */
export function parseGemPoints(items: unknown): GemPoint[] {
  return parseEach(GemPointSchema, items);
}

export function parseList<T>(body: unknown, parseItems: (items: unknown) => T[]): ListResponse<T> {
  if (Array.isArray(body))
    return { data: parseItems(body), meta: { ...EMPTY_META, totalPages: 1, totalRecords: body.length } };
  if (!isRecord(body)) return { data: [], meta: EMPTY_META };
  const meta = ListMetaSchema.safeParse(body.meta);
  const data = parseItems(body.data);
  return {
    data,
    meta: meta.success ? meta.data : { ...EMPTY_META, totalPages: 1, totalRecords: data.length },
  };
}
