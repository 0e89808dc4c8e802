// The API describing itself: health, and its OpenAPI document with a page to read it.
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

export const health = defineEndpoint({
  method: 'get',
  path: '/health',
  summary: 'Answers while the API is up',
  tag: 'reference',
  auth: 'none',
  responses: { 200: z.object({ status: z.literal('ok') }) },
});

export const openApiDocument = defineEndpoint({
  method: 'get',
  path: '/openapi.json',
  summary: 'This document: OpenAPI 3.1, generated from the endpoint contracts',
  tag: 'reference',
  auth: 'none',
  responses: { 200: z.looseObject({ openapi: z.string() }) },
});

export const apiReference = defineEndpoint({
  method: 'get',
  path: '/docs',
  summary: 'This document as an HTML page',
  tag: 'reference',
  auth: 'none',
  responses: { 200: null },
});

export const referenceEndpoints = [health, openApiDocument, apiReference];
