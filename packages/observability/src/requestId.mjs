// The id that ties a browser's request to the services' log lines: the browser's API client sends one
// (X-Request-Id); a request without one, or with one that is not a plain token, gets a fresh id. It is
// echoed in the answer, so a support ticket or a failing test can quote it.
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';

// Letters, digits and a few separators, bounded: an id is copied into every log line, and a header
// that could carry anything (newlines, JSON, a megabyte) must not reach the logs as it is.
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(header) {
  return typeof header === 'string' && ACCEPTED.test(header) ? header : randomUUID();
}
