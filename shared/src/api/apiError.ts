/** spec 8: errors are categorised cors, timeout, network, server (500/502/503) or unknown. */
export type ApiErrorCategory = 'cors' | 'timeout' | 'network' | 'server' | 'unknown';

export const SERVER_ERROR_STATUSES: ReadonlySet<number> = new Set([500, 502, 503]);

export function categoryForStatus(status: number): ApiErrorCategory {
  return SERVER_ERROR_STATUSES.has(status) ? 'server' : 'unknown';
}

export interface ApiErrorInit {
  status: number;
  statusText: string;
  category: ApiErrorCategory;
  body: unknown;
  url: string;
  method: string;
  cause?: unknown;
}

/**
 * Every failure of `callApi` and the transport under it. `status` is 0 when no response arrived (cors, timeout, network).
 * For a non-OK response the message is `API Error: {status} {statusText} - {body}` (spec 8).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  readonly category: ApiErrorCategory;
  /** Parsed JSON body, the raw text when it was not JSON, or null. */
  readonly body: unknown;
  readonly url: string;
  readonly method: string;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.statusText = init.statusText;
    this.category = init.category;
    this.body = init.body;
    this.url = init.url;
    this.method = init.method;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 4xx answer: the request itself is wrong, retrying it cannot help. */
export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.isClientError;
}

/**
 * spec 8: server error bodies are read from `message`; otherwise the caller's default.
 * (An array of messages, as some validators send, is joined.)
 */
export function getServerMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const body = error.body;
  if (typeof body !== 'object' || body === null) return fallback;
  const message = (body as { message?: unknown }).message;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (Array.isArray(message)) {
    const parts = message.filter((part): part is string => typeof part === 'string' && part.trim() !== '');
    if (parts.length > 0) return parts.join(', ');
  }
  return fallback;
}

/** The code of the API's 428 answer to an account change without a recent password proof. */
export const REAUTHENTICATION_REQUIRED_CODE = 'reauthentication_required';

/**
 * Whether the server asks for the password again before an email or password change (428). The
 * session is fine (not a 401/403: nothing is cleared); the UI asks for the password, calls
 * `reauthenticate`, and repeats the change. Looks through `cause`, where the account calls (auth/api) keep the ApiError.
 */
export function isReauthenticationRequired(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (isApiError(current)) {
      const body = current.body as { code?: unknown } | null;
      return current.status === 428 || body?.code === REAUTHENTICATION_REQUIRED_CODE;
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}
