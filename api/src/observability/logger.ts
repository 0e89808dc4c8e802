// The API's logs: JSON lines from @gaido/observability's logger, and what may be said of an error.
export { createLogger, type Logger } from '@gaido/observability/logger';

/**
 * What may be logged about an unexpected error: its name and message, never a stack, and never
 * Drizzle's "Failed query: … params: …" text, whose parameters can be hashes or tokens.
 */
export function describeError(error: Error): string {
  const cause = error.cause;
  if (error.message.startsWith('Failed query') && cause instanceof Error)
    return `${cause.name}: ${cause.message}`;
  return `${error.name}: ${error.message.split('\nparams:')[0]?.split('\n')[0] ?? ''}`;
}
