// Every response a test receives from an endpoint with a contract is checked against it: a status the
// contract does not list, or a body its schema refuses, fails the test that met it.
import { type Endpoint, endpoints } from '@gaido/contracts';
import { z } from 'zod';
import { middlewareResponses } from '../src/http/openapi';

const matchers = endpoints
  .map((endpoint) => ({
    endpoint,
    pattern: new RegExp(`^/api/v1${endpoint.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
    params: (endpoint.path.match(/\{/g) ?? []).length,
  }))
  // Fixed segments win over parameters, as in the router: /gems/fav/folders before /gems/fav/{folderId}.
  .sort((a, b) => a.params - b.params);

export function contractOf(method: string, url: string): Endpoint | undefined {
  const path = new URL(url, 'http://api').pathname;
  return matchers.find((m) => m.endpoint.method === method.toLowerCase() && m.pattern.test(path))?.endpoint;
}

export function checkAgainstContract(method: string, url: string, status: number, body: unknown): void {
  const endpoint = contractOf(method, url);
  if (!endpoint) return;
  // The answers of the app's own middleware (500, 413) are in the document of every operation.
  const answers = { ...middlewareResponses(endpoint.method), ...endpoint.responses };
  const where = `${method} ${endpoint.path} answered ${status}`;
  if (!(status in answers)) {
    throw new Error(`${where}, which its contract does not list: ${JSON.stringify(body).slice(0, 300)}`);
  }
  const schema = answers[status];
  if (!schema) return;
  const result = z.safeParse(schema, body);
  if (!result.success) {
    throw new Error(`${where} with a body its contract refuses: ${z.prettifyError(result.error)}`);
  }
}
