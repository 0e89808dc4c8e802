// The one error shape of the API: `{ message, code, issues? }` with a 4xx status for anything
// the client did, and a bare 'Internal server error' for anything else.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ErrorIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: ErrorIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, code = 'bad_request', issues?: ErrorIssue[]) =>
  new ApiError(400, code, message, issues);
export const unauthorized = (message = 'Authentication required', code = 'unauthorized') =>
  new ApiError(401, code, message);
export const notFound = (message = 'Not Found', code = 'not_found') => new ApiError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new ApiError(409, code, message);

export function errorBody(error: ApiError) {
  return {
    message: error.message,
    code: error.code,
    ...(error.issues ? { issues: error.issues } : {}),
  };
}

/** Names the code a refusal answered with, for the request's log line and the refusals metric. */
export function noteErrorCode(c: Context, code: string) {
  c.set('errorCode', code);
}

export function sendError(c: Context, error: ApiError) {
  noteErrorCode(c, error.code);
  if (error.headers) for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(errorBody(error), error.status);
}

/** PostgreSQL unique_violation, whichever driver (and Drizzle's wrapping) raised it. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
