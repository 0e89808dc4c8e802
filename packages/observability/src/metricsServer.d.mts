import type { Server } from 'node:http';

export interface MetricsListener {
  port: number;
  host: string;
  /** When set, a scrape must carry it as a bearer token. */
  token?: string | undefined;
}

export interface Exposition {
  contentType: string;
  body: string;
}

export function metricsListenerFrom(
  env: Record<string, string | undefined>,
  prefix?: string,
): MetricsListener | null;

export function serveMetrics(
  listener: MetricsListener,
  expose: () => Exposition | Promise<Exposition>,
  onError?: (error: unknown) => void,
): Promise<Server>;
