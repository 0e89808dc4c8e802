// The OpenAPI 3.1 document of the API, built from the endpoint contracts (@gaido/contracts):
// the same schemas the routes validate with, turned into JSON Schema 2020-12 by zod.
import { type Endpoint, ErrorResponse, type Schema } from '@gaido/contracts';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

function jsonSchema(schema: Schema, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io,
    // Transforms and the like have no JSON Schema: they show as "any value" rather than failing.
    unrepresentable: 'any',
    // An integer's format follows from its bounds: int32 when they fit, int64 otherwise.
    override: ({ jsonSchema: node }) => {
      if (node.type !== 'integer' || node.format) return;
      const fits =
        typeof node.minimum === 'number' &&
        typeof node.maximum === 'number' &&
        node.minimum >= INT32.min &&
        node.maximum <= INT32.max;
      node.format = fits ? 'int32' : 'int64';
    },
  }) as JsonSchema;
  return rest;
}

function parameters(schema: Schema | undefined, where: 'path' | 'query' | 'header') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  304: 'Not modified: the copy named by If-None-Match is current',
  400: 'The request is invalid',
  401: 'Not signed in, or the token is invalid',
  402: 'The card was refused',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  410: 'Gone',
  413: 'The body is too large',
  422: 'Refused',
  429: 'Too many requests',
  503: 'Unavailable',
};

/** Every 429 says when to try again, in whole seconds. */
const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    required: true,
    schema: { type: 'integer', minimum: 1, format: 'int32' },
  },
};

/**
 * Answers the app's own middleware gives whatever the route: 500 for anything unexpected, and 413 for
 * a body over 100 kB on every method that may carry one. The tests' response check allows the same.
 */
export function middlewareResponses(method: Endpoint['method']): Record<number, Schema> {
  return method === 'get' ? { 500: ErrorResponse } : { 413: ErrorResponse, 500: ErrorResponse };
}

function operation(endpoint: Endpoint) {
  const answers = { ...middlewareResponses(endpoint.method), ...endpoint.responses };
  const responses = Object.fromEntries(
    Object.entries(answers).map(([status, schema]) => [
      status,
      {
        description: STATUS_TEXT[Number(status)] ?? `HTTP ${status}`,
        ...(status === '429' ? { headers: RETRY_AFTER } : {}),
        ...(schema ? { content: { 'application/json': { schema: jsonSchema(schema, 'output') } } } : {}),
      },
    ]),
  );
  return {
    operationId: `${endpoint.method}${endpoint.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next?: string) => (next ?? '').toUpperCase())}`,
    summary: endpoint.summary,
    description: endpoint.description,
    tags: [endpoint.tag],
    ...(endpoint.auth === 'none' ? { security: [] } : {}),
    ...(endpoint.auth === 'optional' ? { security: [{}, { bearerAuth: [] }] } : {}),
    ...(endpoint.auth === 'service' ? { security: [{ serviceToken: [] }] } : {}),
    parameters: [
      ...parameters(endpoint.params, 'path'),
      ...parameters(endpoint.query, 'query'),
      ...parameters(endpoint.headers, 'header'),
    ],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

export function openApiDocument(endpoints: readonly Endpoint[], { serverUrl }: { serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    paths[endpoint.path] ??= {};
    const item = paths[endpoint.path]!;
    if (item[endpoint.method]) throw new Error(`two contracts for ${endpoint.method} ${endpoint.path}`);
    item[endpoint.method] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gaido API',
      version: '1',
      description: 'Generated from the endpoint contracts in packages/contracts.',
      // Who answers for the API; the document is served relative to its origin, so no address here.
      contact: { name: 'Gaido API team' },
    },
    // The API is public: the apps and any client of the document call it.
    servers: [{ url: serverUrl, 'x-internal': false }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(endpoints.map((endpoint) => endpoint.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The accessToken that /auth/login and /auth/refresh answer: a JWT signed with HS256 that lives ' +
            '15 minutes, verified as RFC8725 (JWT best practices) asks: the algorithm is fixed, never read ' +
            'from the token; issuer, audience, expiry, issue time, subject and session are required and ' +
            'checked; and the session must still be open.',
        },
        serviceToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The token a service was given with the API (GAIDO_HEALTH_TOKEN: the release service, reading ' +
            'real-user health); compared in constant time; unset, nobody is let in.',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
