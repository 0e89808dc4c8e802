import type { DestinationStream, Logger } from 'pino';

export type { Logger };

export function createLogger(options: {
  service: string;
  level?: string;
  destination?: DestinationStream;
}): Logger;
