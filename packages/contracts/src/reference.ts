// The API describing itself: health, and its OpenAPI document with a page to read it.
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

export const health = defineEndpoint({
  method: 'get',
  path: '/health',
  summary: 'Answers while the API is up',
  description:
    "Answers 200 `{ status: 'ok' }` while the API process serves requests; load balancers and the start script poll it. Reads nothing from the request.",
  tag: 'reference',
  auth: 'none',
  responses: { 200: z.object({ status: z.literal('ok') }) },
});

export const openApiDocument = defineEndpoint({
  method: 'get',
  path: '/openapi.json',
  summary: 'This document: OpenAPI 3.1, generated from the endpoint contracts',
  description:
    'The OpenAPI 3.1 document of every endpoint, built from the contracts the routes validate with. Every request bound it states is the one the API enforces.',
  tag: 'reference',
  auth: 'none',
  responses: { 200: z.looseObject({ openapi: z.string() }) },
});

export const apiReference = defineEndpoint({
  method: 'get',
  path: '/docs',
  summary: 'This document as an HTML page',
  description:
    'The reference as one HTML page, built from the same document, with nothing loaded from elsewhere.',
  tag: 'reference',
  auth: 'none',
  responses: { 200: null },
});

export const referenceEndpoints = [health, openApiDocument, apiReference];
