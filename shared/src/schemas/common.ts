import { z } from 'zod';

/** Ids arrive as strings (UUIDs) but some endpoints send numbers: both become strings. */
export const IdSchema = z.union([z.string().min(1), z.number().finite()]).transform((value) => String(value));

/** A field the API may send as a value, null or not at all. */
export const optionalText = z.string().nullish();

export const ListMetaSchema = z.object({
  currentPage: z.coerce.number(),
  totalPages: z.coerce.number(),
  totalRecords: z.coerce.number(),
});
export type ListMeta = z.infer<typeof ListMetaSchema>;

/** spec 3: List response = data and meta with currentPage, totalPages, totalRecords. */
export function ListResponseSchema<Item extends z.ZodType>(itemSchema: Item) {
  return z.object({
    data: z.array(itemSchema),
    meta: ListMetaSchema,
  });
}
export type ListResponse<Item> = { data: Item[]; meta: ListMeta };
