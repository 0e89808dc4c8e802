/**
 * The one API client of the platform (spec 6-9). Every remote calls the API through it, so
 * retries, token refresh and error categories behave the same whichever squad's page is on screen.
 *
 * Why refresh is single-flight: refresh tokens are rotated on every refresh and presenting an
 * already-rotated one revokes the whole session (reuse detection). Five requests failing with 401 at
 * once must therefore share ONE refresh; a request whose 401 arrives after the tokens already changed
 * simply retries with the new ones, and a Web Lock (when the browser has one) keeps two tabs from
 * refreshing with the same token. The tab that takes the lock after another refreshed learns of it
 * from IndexedDB, not localStorage, which may not show the other tab's write yet
 * (session/tokenRotations.ts).
 */
import type { Endpoint } from '@gaido/contracts/endpoint';
import type * as z from 'zod/mini';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { detectBrowser } from '../device/browser';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../session/keys';
import { withRefreshLock } from '../session/refreshLock';
import {
  clearSession,
  followStoredSession,
  readStoredUser,
  sessionStore,
  updateTokens,
} from '../session/sessionStore';
import { indexedDbTokenRotations, type TokenRotations } from '../session/tokenRotations';
import { readItem } from '../storage/storage';
import { ApiError, type ApiErrorCategory, categoryForStatus } from './apiError';
import { recordConnectionFailure, recordConnectionSuccess } from './connection';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Serialised as JSON. */
  body?: unknown;
  /** Send the session's tokens; a 401 then refreshes once, and a final 401/403 ends the session. */
  auth?: boolean;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Per-attempt timeout. Default: 15 s on desktop Chrome, none elsewhere (spec 7). */
  timeoutMs?: number;
  /** Retries after a network failure (default 3: delays 1 s, 2 s, 4 s, capped at 8 s). */
  retries?: number;
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
}

/** spec 9: request retry. */
export const API_RETRY = { retries: 3, baseDelayMs: 1000, maxDelayMs: 8000 } as const;
/** spec 9: other requests 15 s on desktop Chrome. */
export const DESKTOP_CHROME_TIMEOUT_MS = 15_000;
export const BROWSER_VERSION_HEADER = 'X-Browser-Version';
export const REFRESH_TOKEN_HEADER = 'Authorization-Refresh';
export const ACCESS_TOKEN_RESPONSE_HEADER = 'X-Access-Token';
export const REFRESH_TOKEN_RESPONSE_HEADER = 'X-Refresh-Token';
export const REFRESH_PATH = '/auth/refresh';
/** The id the API writes on every log line of a request: one per call, shared by its retries. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

// randomUUID exists in secure contexts only (https, localhost); elsewhere the API makes the id.
const newRequestId = (): string | undefined => globalThis.crypto?.randomUUID?.();

/** Delay before retry number `retryIndex` (0-based): 1 s, 2 s, 4 s, 8 s, 8 s... */
export function retryDelayMs(retryIndex: number): number {
  return Math.min(API_RETRY.baseDelayMs * 2 ** retryIndex, API_RETRY.maxDelayMs);
}

type Sleep = (ms: number) => Promise<void>;

interface ApiClientDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  sleep: Sleep;
  /** What every tab has refreshed: shared, and current once the refresh lock is held. */
  rotations: TokenRotations;
}

// Looked up at call time so test doubles, MSW and fake timers are honoured.
const defaultDeps: ApiClientDeps = {
  fetch: (input, init) => globalThis.fetch(input, init),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  rotations: indexedDbTokenRotations,
};
let deps: ApiClientDeps = { ...defaultDeps };

/** Replaces fetch, the retry sleep or the shared rotation record (tests, instrumentation). */
export function configureApiClient(overrides: Partial<ApiClientDeps>): void {
  deps = { ...deps, ...overrides };
}

export function resetApiClient(): void {
  deps = { ...defaultDeps };
  refreshInFlight = null;
}

export interface ApiResponse<T = unknown> {
  status: number;
  statusText: string;
  headers: Headers;
  /** Parsed JSON, the raw text when it is not JSON, or null when empty. */
  body: T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function buildApiUrl(path: string, query?: ApiRequestOptions['query']): string {
  const base = getRuntimeConfig().apiBaseUrl;
  let url = /^https?:\/\//i.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const search = params.toString();
    if (search) url += `${url.includes('?') ? '&' : '?'}${search}`;
  }
  return url;
}

// HTTP/2 responses carry no reason phrase; the spec's message format wants one.
const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

interface SessionTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

function requestHeaders(
  options: ApiRequestOptions,
  tokens: SessionTokens | null,
  requestId = newRequestId(),
): Headers {
  const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  const browser = detectBrowser();
  // spec 7: desktop Chrome also sends its version. (Browsers set Origin themselves; never fake it.)
  if (browser.isDesktopChrome) headers.set(BROWSER_VERSION_HEADER, browser.version);
  if (tokens?.accessToken) headers.set('Authorization', `Bearer ${tokens.accessToken}`);
  if (tokens?.refreshToken) headers.set(REFRESH_TOKEN_HEADER, tokens.refreshToken);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

function transportCategory(error: unknown): ApiErrorCategory {
  const message = error instanceof Error ? error.message : String(error);
  if (/cors|cross-origin|access-control/i.test(message)) return 'cors';
  if (error instanceof TypeError || /network|failed to fetch|load failed|fetch failed/i.test(message))
    return 'network';
  return 'unknown';
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The request was aborted', 'AbortError');
}

/** One HTTP exchange (request and body) under an optional timeout. Throws ApiError(status 0) on failure. */
async function sendOnce(url: string, init: RequestInit, timeoutMs: number | undefined, signal?: AbortSignal) {
  const method = init.method ?? 'GET';
  if (signal?.aborted) throw abortReason(signal);
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(signal ? abortReason(signal) : undefined);
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer =
    timeoutMs && timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  try {
    const response = await deps.fetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    return {
      status: response.status,
      statusText: response.statusText || REASON_PHRASES[response.status] || '',
      headers: response.headers,
      ok: response.ok,
      text,
    };
  } catch (error) {
    if (signal?.aborted && !timedOut) throw abortReason(signal);
    if (timedOut) {
      throw new ApiError(`Request timed out after ${timeoutMs} ms: ${method} ${url}`, {
        status: 0,
        statusText: '',
        category: 'timeout',
        body: null,
        url,
        method,
        cause: error,
      });
    }
    const category = transportCategory(error);
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(`${category === 'cors' ? 'CORS' : 'Network'} error: ${reason} (${method} ${url})`, {
      status: 0,
      statusText: '',
      category,
      body: null,
      url,
      method,
      cause: error,
    });
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

type RawResponse = Awaited<ReturnType<typeof sendOnce>>;

/** spec 9: network failures retried (1 s doubling, capped 8 s); 3 failures in a row = unhealthy. */
async function sendWithRetries(
  url: string,
  init: RequestInit,
  timeoutMs: number | undefined,
  retries: number,
  signal?: AbortSignal,
): Promise<RawResponse> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await sendOnce(url, init, timeoutMs, signal);
      recordConnectionSuccess();
      return response;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error; // the caller aborted
      recordConnectionFailure(error.category);
      // A timed-out request may have reached the server; only failures to connect are retried.
      const retryable = error.category === 'network' || error.category === 'cors';
      if (!retryable || attempt >= retries) throw error;
      await deps.sleep(retryDelayMs(attempt));
    }
  }
}

function defaultTimeout(options: ApiRequestOptions): number | undefined {
  if (options.timeoutMs !== undefined) return options.timeoutMs;
  return detectBrowser().isDesktopChrome ? DESKTOP_CHROME_TIMEOUT_MS : undefined;
}

function currentTokens(): SessionTokens {
  const { accessToken, refreshToken } = sessionStore.getState();
  return { accessToken, refreshToken };
}

/** spec 4 Tokens: updated from the response headers, or else from the body. */
function adoptResponseTokens(headers: Headers, body: unknown): void {
  if (!sessionStore.getState().user) return; // signed out meanwhile: do not resurrect tokens
  const headerAccess = headers.get(ACCESS_TOKEN_RESPONSE_HEADER);
  if (headerAccess) {
    updateTokens({ accessToken: headerAccess, refreshToken: headers.get(REFRESH_TOKEN_RESPONSE_HEADER) });
    return;
  }
  for (const source of [isRecord(body) ? body.data : undefined, body]) {
    if (isRecord(source) && typeof source.accessToken === 'string' && source.accessToken !== '') {
      updateTokens({
        accessToken: source.accessToken,
        refreshToken: typeof source.refreshToken === 'string' ? source.refreshToken : null,
      });
      return;
    }
  }
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * Whether localStorage still holds the session of the user this tab shows. Another tab may have signed
 * out, or signed in as someone else, before this tab's storage event arrived.
 */
function storedSessionIsThisTabs(): boolean {
  const user = sessionStore.getState().user;
  return user !== null && readStoredUser()?.id === user.id;
}

async function performRefresh(staleAccessToken: string | null): Promise<boolean> {
  return withRefreshLock(async () => {
    // Another tab may have refreshed while we waited for the lock: adopt its tokens. Its record in
    // IndexedDB is committed before it let the lock go; this tab's localStorage may lag behind it.
    // The record only continues this tab's own chain of refresh tokens: always this user's session.
    const held = sessionStore.getState().refreshToken;
    const rotated = held ? await deps.rotations.successorOf(held) : null;
    if (rotated && rotated.accessToken !== staleAccessToken && sessionStore.getState().user) {
      updateTokens(rotated);
      return true;
    }
    if (!storedSessionIsThisTabs()) {
      // Another tab signed out, or signed in as another user: the latest sign-in or sign-out made in
      // this browser is what the person wants, so this tab follows it now, as its storage event is
      // about to. It neither refreshes this user's tokens nor retries with the other user's: the
      // request was made for the user this tab showed, and must not act on someone else's account.
      // The request fails (401) without clearing the session (apiFetch), which may be the other user's.
      followStoredSession();
      return false;
    }
    const storedAccess = readItem(ACCESS_TOKEN_KEY);
    if (storedAccess && storedAccess !== staleAccessToken) {
      updateTokens({ accessToken: storedAccess, refreshToken: readItem(REFRESH_TOKEN_KEY) });
      return true;
    }
    const { refreshToken } = sessionStore.getState();
    if (!refreshToken) return false;
    const url = buildApiUrl(REFRESH_PATH);
    const headers = requestHeaders({}, null);
    headers.set(REFRESH_TOKEN_HEADER, refreshToken);
    try {
      const response = await sendOnce(url, { method: 'POST', headers }, defaultTimeout({}));
      recordConnectionSuccess();
      if (!response.ok) return false;
      const body = parseBody(response.text);
      // spec 5: the refresh response must contain an accessToken (at data or root), else refresh failed.
      const source = [isRecord(body) ? body.data : undefined, body].find(
        (candidate): candidate is Record<string, unknown> =>
          isRecord(candidate) && typeof candidate.accessToken === 'string' && candidate.accessToken !== '',
      );
      // Signed out (or in as someone else) in another tab during the call: these tokens are nobody's
      // now. Not adopted, and not recorded where the sign-out already removed the record.
      if (!source || !storedSessionIsThisTabs()) return false;
      const next = {
        accessToken: source.accessToken as string,
        refreshToken:
          typeof source.refreshToken === 'string' && source.refreshToken !== ''
            ? source.refreshToken
            : refreshToken,
      };
      updateTokens(next);
      // Before the lock is released: the next tab to take it reads this, whatever its localStorage says.
      await deps.rotations.record(refreshToken, next);
      return true;
    } catch (error) {
      if (error instanceof ApiError) recordConnectionFailure(error.category);
      return false;
    }
  });
}

/**
 * Refreshes the tokens; concurrent callers share one refresh. Resolves true when new tokens are
 * stored. Exposed for callers that want to refresh ahead of time.
 */
export function refreshSession(): Promise<boolean> {
  if (!refreshInFlight) {
    const stale = sessionStore.getState().accessToken;
    refreshInFlight = performRefresh(stale).finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/** Tokens to retry a 401 with, or null when the session cannot be refreshed. */
async function tokensForRetry(sent: SessionTokens): Promise<SessionTokens | null> {
  const current = currentTokens();
  // Someone already refreshed after this request left: retry with the new tokens, no second refresh.
  if (current.accessToken && current.accessToken !== sent.accessToken) return current;
  const refreshed = await refreshSession();
  return refreshed ? currentTokens() : null;
}

/** The full exchange: status, headers and parsed body of a successful response. */
export async function apiFetch<T = unknown>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T>> {
  const method = options.method ?? 'GET';
  const url = buildApiUrl(path, options.query);
  const timeoutMs = defaultTimeout(options);
  const retries = Math.max(0, options.retries ?? API_RETRY.retries);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const requestId = newRequestId();
  const init = (tokens: SessionTokens | null): RequestInit => ({
    method,
    headers: requestHeaders(options, tokens, requestId),
    ...(body === undefined ? {} : { body }),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });

  const sent = options.auth ? currentTokens() : null;
  const sentFor = sessionStore.getState().user?.id ?? null;
  let response = await sendWithRetries(url, init(sent), timeoutMs, retries, options.signal);

  // spec 4 Tokens: a 401 triggers one refresh, then one retry.
  if (response.status === 401 && sent) {
    const retryTokens = await tokensForRetry(sent);
    if (retryTokens)
      response = await sendWithRetries(url, init(retryTokens), timeoutMs, retries, options.signal);
  }

  const parsed = parseBody(response.text);
  if (response.ok) {
    if (options.auth) adoptResponseTokens(response.headers, parsed);
    return {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      body: parsed as T,
    };
  }

  // spec 4/8: a final 401 or 403 clears both tokens and user data: the session the request was made
  // in, not one another tab signed in meanwhile (this tab follows it: performRefresh).
  const signedIn = sessionStore.getState().user;
  if (
    options.auth &&
    (response.status === 401 || response.status === 403) &&
    (!signedIn || signedIn.id === sentFor)
  )
    clearSession();
  throw new ApiError(`API Error: ${response.status} ${response.statusText} - ${response.text}`, {
    status: response.status,
    statusText: response.statusText,
    category: categoryForStatus(response.status),
    body: parsed,
    url,
    method,
  });
}

type Schema = z.ZodMiniType;
type SuccessStatus = 200 | 201 | 202 | 204;
type Responses<E extends Endpoint> = E['responses'];
type SuccessOf<E extends Endpoint> = Extract<keyof Responses<E>, SuccessStatus>;

/** What a call answers: the body of the contract's success responses, as its schema reads it (`{ data }`, `{ data, meta }`). */
export type ApiAnswer<E extends Endpoint> = {
  [S in SuccessOf<E>]: Responses<E>[S] extends Schema ? z.output<Responses<E>[S]> : null;
}[SuccessOf<E>];

/** The schema an endpoint gives for `Key` (its params, body or query), if any. */
type SchemaOf<E, Key extends string> = E extends { [K in Key]: infer S extends Schema } ? S : undefined;
type Given<E, Key extends 'params' | 'body'> =
  SchemaOf<E, Key> extends Schema ? Record<Key, z.input<SchemaOf<E, Key>>> : { [K in Key]?: never };

/**
 * A call's path parameters, body and query as its contract defines them (the query may add values of
 * the client's own, such as a cache buster), and the client's transport options. `auth` defaults to
 * the contract's: tokens are sent to an endpoint that requires them. Every answer is checked: there is
 * no option to leave one unchecked.
 */
export type CallOptions<E extends Endpoint> = Omit<ApiRequestOptions, 'method' | 'body' | 'query'> &
  Given<E, 'params'> &
  Given<E, 'body'> & {
    query?: (SchemaOf<E, 'query'> extends Schema ? z.input<SchemaOf<E, 'query'>> : unknown) &
      ApiRequestOptions['query'];
  };

/** Options are required when the contract has path parameters or a body. */
type CallArgs<E extends Endpoint> = [SchemaOf<E, 'params'> | SchemaOf<E, 'body'>] extends [undefined]
  ? [options?: CallOptions<E>]
  : [options: CallOptions<E>];

/**
 * Calls the endpoint a contract defines (`callApi(favorites.createFolder, { body })`): the URL is the
 * contract's path with its parameters encoded in, the method is the contract's, and the answer is
 * checked with the contract's schema for the status that came back. An answer the schema refuses is
 * an ApiError (category `unknown`, the status that came) like any other failed call; refusals and
 * failures to connect behave as in `apiFetch`. No client writes an API path itself
 * (src/api/contractPaths.test.ts).
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<NoInfer<E>>
): Promise<ApiAnswer<E>> {
  const { params, ...rest } = (options ?? {}) as ApiRequestOptions & { params?: Record<string, string> };
  const method = endpoint.method.toUpperCase() as HttpMethod;
  const path = endpoint.path.replace(/{(\w+)}/g, (_, key: string) =>
    encodeURIComponent(String(params?.[key])),
  );
  const response = await apiFetch(path, { auth: endpoint.auth === 'bearer', ...rest, method });
  // A status the contract does not list is no answer it describes either (a 200 where it says 201).
  const schema = endpoint.responses[response.status];
  const checked =
    schema === undefined
      ? { success: false as const, error: new Error(`the contract lists no answer ${response.status}`) }
      : schema === null
        ? { success: true as const, data: response.body }
        : schema.safeParse(response.body);
  if (checked.success) return checked.data as ApiAnswer<E>;
  const url = buildApiUrl(path, rest.query);
  throw new ApiError(
    `Unexpected answer: ${response.status} from ${method} ${url} - ${checked.error.message}`,
    {
      status: response.status,
      statusText: response.statusText,
      category: 'unknown',
      body: response.body,
      url,
      method,
      cause: checked.error,
    },
  );
}

/** The client's (injectable) sleep, for callers with their own retry policy such as login. */
export function sleep(ms: number): Promise<void> {
  return deps.sleep(ms);
}
