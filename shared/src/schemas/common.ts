// zod/mini: the functional API tree-shakes to the schemas we build, where classic zod's
// methods bring the whole library into every app's first load.

import type { PageMeta } from '@gaido/contracts/endpoint';
import * as z from 'zod/mini';

/** Ids arrive as strings (UUIDs) but some endpoints send numbers: both become strings. */
export const IdSchema = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.number()]),
  z.transform((value) => String(value)),
);

/** spec 3: List response = data and meta with currentPage, totalPages, totalRecords (the contracts' `PageMeta`). */
export type ListResponse<Item> = { data: Item[]; meta: z.output<typeof PageMeta> };
