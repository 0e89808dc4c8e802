/**
 * @gaido/shared/analytics: how analytics events reach the ingest (the batcher and the capture
 * transport), for the host's analytics backend, which loads at idle with posthog-js. Kept out of the
 * package's root so the first load does not carry it; the facade every app calls
 * (`analytics` in the root) queues events until the backend is there. Stateless factories: each call
 * makes its own batcher or transport.
 */

export { REDACTED, redactSecrets, redactUrl, SECRET_URL_PARAMS } from '@gaido/contracts/redaction';
export {
  type CaptureTransportOptions,
  createCaptureTransport,
  RetryableSendError,
} from './captureTransport';
export {
  createEventBatcher,
  EVENT_BATCH_SIZE,
  EVENT_FLUSH_INTERVAL_MS,
  EVENT_MAX_ATTEMPTS,
  EVENT_MAX_QUEUED,
  type EventBatcher,
  type EventBatcherOptions,
  type SendMode,
} from './eventBatcher';
