// Structured logs: one JSON object a line (pino), so an operator's log store can filter by field.
// A request's lines carry its id (requestId.mjs); nothing from headers or bodies is logged.
import { pino } from 'pino';

/**
 * A process's logger. Written asynchronously: a line goes out at once when nothing is being written,
 * and lines that come while a write is under way go together in the next one, so a busy server writes
 * in chunks (a console write per request was a fifth of the API's CPU on cached pages) and a quiet one
 * without delay. What is still pending is written when the process exits.
 */
export function createLogger({ service, level, destination }) {
  return pino(
    {
      level: level ?? process.env.LOG_LEVEL ?? 'info',
      base: { service, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Level names ("info", "error") rather than numbers: what people search for.
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
