import type { Server } from 'node:http';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';

export interface HttpMetrics {
  registry: Registry;
  observe(request: { server: string; method: string; route: string; status: number; seconds: number }): void;
}

export function createHttpMetrics(options?: { processMetrics?: boolean }): HttpMetrics;

export function observeHttpServer<S extends Server>(
  server: S,
  options: { name: string; metrics: HttpMetrics; logger: Logger; routeOf: (pathname: string) => string },
): S;
