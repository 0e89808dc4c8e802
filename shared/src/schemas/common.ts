// zod/mini: the functional API tree-shakes to the schemas we build, where classic zod's
// methods bring the whole library into every app's first load.
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/** Ids arrive as strings (UUIDs) but some endpoints send numbers: both become strings. */
export const IdSchema = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.number()]),
  z.transform((value) => String(value)),
);

/** A field the API may send as a value, null or not at all. */
export const optionalText = z.nullish(z.string());

export const ListMetaSchema = z.object({
  currentPage: z.coerce.number(),
  totalPages: z.coerce.number(),
  totalRecords: z.coerce.number(),
});
export type ListMeta = z.infer<typeof ListMetaSchema>;

/** spec 3: List response = data and meta with currentPage, totalPages, totalRecords. */
export function ListResponseSchema<Item extends $ZodType>(itemSchema: Item) {
  return z.object({
    data: z.array(itemSchema),
    meta: ListMetaSchema,
  });
}
export type ListResponse<Item> = { data: Item[]; meta: ListMeta };
