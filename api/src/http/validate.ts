// zod at every door: bodies, queries and path parameters go through these helpers, which turn a
// failed parse into a 400 whose `message` a person can read (the first problem) and whose
// `issues` list all of them. They take classic zod and the zod/mini schemas of the endpoint
// contracts (@gaido/contracts) alike: both are zod 4 core schemas.
import type { Context } from 'hono';
import { z } from 'zod';
import { type ApiError, badRequest, type ErrorIssue } from './errors';

/** Where the input came from: a body's missing root reads "Request body must be a JSON object". */
type Where = 'body' | 'query' | 'path' | 'header';

const defaultZodMessage = /^(Invalid|Too small|Too big|Unrecognized key|Expected)/;

function describeIssue(issue: z.core.$ZodIssue, where: Where): ErrorIssue {
  const field = issue.path.map(String).join('.');
  let message = issue.message;
  if (!field) {
    if (where === 'body' && issue.code === 'invalid_type') message = 'Request body must be a JSON object';
  } else if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) {
    message = `${field} is required`;
  } else if (defaultZodMessage.test(issue.message)) {
    message = `${field}: ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`;
  }
  return { path: field, message };
}

export function validationError(error: z.ZodError, where: Where): ApiError {
  const issues = error.issues.map((issue) => describeIssue(issue, where));
  return badRequest(issues[0]?.message ?? 'Invalid request', 'validation_error', issues);
}

/**
 * The path of the first string holding U+0000, if any. PostgreSQL text and jsonb cannot store it,
 * so such input would otherwise reach the database and fail there as a 500.
 */
function nulCharacterPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = key.includes('\u0000') ? [...path, key] : nulCharacterPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

type AnySchema = z.core.$ZodType;

export function parseWith<T extends AnySchema>(schema: T, input: unknown, where: Where) {
  const nul = nulCharacterPath(input);
  if (nul) {
    const field = nul.join('.');
    const message = `${field || 'Request body'} must not contain NUL characters`;
    throw badRequest(message, 'validation_error', [{ path: field, message }]);
  }
  const result = z.safeParse(schema, input);
  if (!result.success) throw validationError(result.error, where);
  return result.data as z.output<T>;
}

/** Reads the JSON body (whatever the Content-Type says) and validates it. */
export async function readJson<T extends AnySchema>(c: Context, schema: T): Promise<z.output<T>> {
  const text = await c.req.text();
  let body: unknown;
  if (text.trim() === '') {
    body = undefined;
  } else {
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest('Malformed JSON in request body', 'invalid_json');
    }
  }
  return parseWith(schema, body, 'body');
}

export function readQuery<T extends AnySchema>(c: Context, schema: T): z.output<T> {
  return parseWith(schema, c.req.query(), 'query');
}

export function readParams<T extends AnySchema>(c: Context, schema: T): z.output<T> {
  return parseWith(schema, c.req.param(), 'path');
}
