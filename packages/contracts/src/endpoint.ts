// What an endpoint is, once for the API and the browser: its method and path below /api/v1, who may
// call it, and the schemas of its path parameters, query, body and responses. The API validates
// requests with these schemas and serves them as its OpenAPI document; the browser clients take their
// types and limits from them. They are written with zod/mini, which runs in both.
import * as z from 'zod/mini';
import { UUID_LENGTH, UUID_PATTERN } from './limits';

export { UUID_LENGTH, UUID_PATTERN };

export type Schema = z.ZodMiniType;
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Endpoint {
  method: HttpMethod;
  /** Below /api/v1, with path parameters as OpenAPI writes them: `/gems/fav/{folderId}`. */
  path: string;
  summary: string;
  /** What a reader of the reference needs beyond the summary: who may call it, what it answers and when. */
  description: string;
  /** The feature it belongs to: the document's tag. */
  tag: string;
  /**
   * `bearer`: an access token is required; `optional`: read when sent; `none`: never read; `service`:
   * the token of a service the API was configured with (GAIDO_HEALTH_TOKEN), never a person's.
   */
  auth: 'bearer' | 'optional' | 'none' | 'service';
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** Request headers the endpoint reads, by name as sent (`Idempotency-Key`). */
  headers?: Schema;
  /** Response bodies by status; `null` when the status has no JSON body. */
  responses: Record<number, Schema | null>;
}

// @__NO_SIDE_EFFECTS__
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** Every error the API sends: a sentence a person can read, a stable code, the problems per field. */
export const ErrorResponse = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});

/** The meta of every list response: `{ currentPage, totalPages, totalRecords }`. */
export const PageMeta = z.object({
  currentPage: z.number(),
  totalPages: z.number(),
  totalRecords: z.number(),
});

/** A UUID field whose messages name it: "`label` is required", "`label` must be a valid UUID". */
// @__NO_SIDE_EFFECTS__
export function uuidField(label: string) {
  const message = `${label} must be a valid UUID`;
  return z.string({ error: `${label} is required` }).check(
    // `abort`: a value too long to be an id gets one problem, the same as any other non-UUID.
    z.maxLength(UUID_LENGTH, { error: message, abort: true }),
    z.regex(UUID_PATTERN, message),
  );
}

/** Path parameters that are one UUID each. */
// @__NO_SIDE_EFFECTS__
export function uuidParams<const K extends string>(...labels: K[]) {
  return z.object(
    Object.fromEntries(labels.map((label) => [label, uuidField(label)])) as Record<
      K,
      ReturnType<typeof uuidField>
    >,
  );
}

/** `{ data: item }`: the wrapper of every single-resource response. */
// @__NO_SIDE_EFFECTS__
export function dataOf<S extends Schema>(item: S) {
  return z.object({ data: item });
}

/** `{ data: [item], meta }`: the shape of every list response. */
// @__NO_SIDE_EFFECTS__
export function listOf<S extends Schema>(item: S) {
  return z.object({ data: z.array(item), meta: PageMeta });
}

/** A query parameter that is a whole number from `min` to `max` (query values arrive as text). */
// @__NO_SIDE_EFFECTS__
export function wholeNumberParam(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z.coerce
    .number({ error: message })
    .check(z.refine(Number.isInteger, message), z.gte(min, message), z.lte(max, message));
}

/** The highest page number a list accepts. */
export const PAGE_MAX = 100_000;

/** `?page=&limit=` of a list: page from 1 (the first by default), limit up to `maxLimit` (the list's default when absent). */
// @__NO_SIDE_EFFECTS__
export function pageQuery(maxLimit: number) {
  return {
    page: z._default(wholeNumberParam('page', 1, PAGE_MAX), 1),
    limit: z.optional(wholeNumberParam('limit', 1, maxLimit)),
  };
}

/** Text trimmed, then at most `max` characters ("`label` must be at most `max` characters"). */
// @__NO_SIDE_EFFECTS__
export function trimmedText(label: string, max: number) {
  return z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`));
}
