// The OpenAPI 3.1 document of the API, built from the endpoint contracts (@gaido/shared/contracts):
// the same schemas the routes validate with, turned into JSON Schema 2020-12 by zod.
import type { Endpoint, Schema } from '@gaido/shared/contracts';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: Schema, io: 'input' | 'output'): JsonSchema {
  // Transforms and the like have no JSON Schema: they show as "any value" rather than failing.
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
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

function operation(endpoint: Endpoint) {
  const responses = Object.fromEntries(
    Object.entries(endpoint.responses).map(([status, schema]) => [
      status,
      {
        description: STATUS_TEXT[Number(status)] ?? `HTTP ${status}`,
        ...(schema ? { content: { 'application/json': { schema: jsonSchema(schema, 'output') } } } : {}),
      },
    ]),
  );
  return {
    operationId: `${endpoint.method}${endpoint.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next?: string) => (next ?? '').toUpperCase())}`,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(endpoint.auth === 'none' ? { security: [] } : {}),
    ...(endpoint.auth === 'optional' ? { security: [{}, { bearerAuth: [] }] } : {}),
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
      description: 'Generated from the endpoint contracts in shared/src/contracts.',
    },
    servers: [{ url: serverUrl }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(endpoints.map((endpoint) => endpoint.tag))].map((name) => ({ name })),
    paths,
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
