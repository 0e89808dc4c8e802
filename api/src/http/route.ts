// Routes are mounted from their endpoint contracts (@gaido/contracts), so a path or a method is written
// once, in the contract. `mount` registers the contract's method and path, applies who may call it
// (`auth`), validates its path parameters, query, body and headers with validate.ts (the API's one
// wording of a 400) and hands the handler what they parsed.
import type { Endpoint, Schema } from '@gaido/contracts';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import {
  authenticate,
  ensureSessionChecked,
  requireAuth,
  requireToken,
} from '../features/accounts/auth-middleware';
import type { AppDeps, AppEnv, AuthContext } from './app-env';
import { requireServiceToken } from './service-token';
import { parseWith, readJson, readParams, readQuery } from './validate';

type Parsed<E, K extends string> = E extends Record<K, infer S extends Schema> ? z.output<S> : undefined;

/** Who called, as the contract's `auth` says: a session (bearer), a session or null (optional), nothing else. */
type CallerOf<E extends Endpoint> = E['auth'] extends 'bearer'
  ? AuthContext
  : E['auth'] extends 'optional'
    ? AuthContext | null
    : undefined;

/** What the handler of an endpoint receives, parsed by the contract's schemas (`undefined` where it has none). */
export type RouteInput<E extends Endpoint> = {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  headers: Parsed<E, 'headers'>;
  auth: CallerOf<E>;
};

export type RouteHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: RouteInput<E>,
) => Response | Promise<Response>;

/** `/gems/fav/{folderId}` (OpenAPI, the contracts) as Hono writes it: `/gems/fav/:folderId`. */
export function honoPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * The name of every function `mount` registers (Hono's `inspectRoutes` shows it): a test checks that
 * every route of the app carries the name of its own contract, so none is mounted by hand.
 */
export function mountedName(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `contract ${endpoint.method.toUpperCase()} ${endpoint.path}`;
}

function named<F extends MiddlewareHandler<AppEnv>>(fn: F, name: string): F {
  return Object.defineProperty(fn, 'name', { value: name });
}

/** The header names an endpoint's `headers` schema reads (an object schema: `{ 'Idempotency-Key': … }`). */
function headerNames(endpoint: Endpoint): string[] {
  if (!endpoint.headers) return [];
  const shape = (endpoint.headers as unknown as z.core.$ZodObject)._zod.def.shape;
  if (!shape) throw new Error(`${mountedName(endpoint)}: its headers schema must be an object`);
  return Object.keys(shape);
}

const SESSION_IN_READ = Symbol('checks its session in its own read');

/**
 * A bearer route whose handler asks whether the session is open in its own first statement
 * (`sessionIsActive` as one of its values, reported with `confirmSession`) instead of in a statement
 * of its own before it. Whatever the handler answers without having reported it, an error included,
 * waits for the session's own check, and a closed session's request is refused with the same 401 as
 * on every other route: only what the handler writes after its report must come after the check.
 */
export function checksSessionInRead<E extends Endpoint>(handler: RouteHandler<E>): RouteHandler<E> {
  return Object.assign(handler, { [SESSION_IN_READ]: true });
}

/**
 * A feature's routes: `mount(contract, ...middleware, handler)` for each of its endpoints, on `app`
 * (which the feature hands to app.ts, and may give its own error handler).
 *
 * In order: a bearer endpoint's session is checked first (a signed-out caller is told to sign in
 * whatever it sent); then the middleware given; then path parameters, query, body and headers, each
 * refused with its 400; then a service endpoint's token (bad input is named whatever the token); an
 * optional endpoint's session is read last, and an invalid one is simply absent.
 */
export function contractRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  let bearer: MiddlewareHandler<AppEnv> | undefined;
  let tokenOnly: MiddlewareHandler<AppEnv> | undefined;

  function mount<E extends Endpoint>(
    endpoint: E,
    ...handlers: [...MiddlewareHandler<AppEnv>[], RouteHandler<E>]
  ): void {
    const name = mountedName(endpoint);
    const handler = handlers.at(-1) as RouteHandler<E>;
    const middleware = handlers.slice(0, -1) as MiddlewareHandler<AppEnv>[];
    if (/\{[^}]+\}/.test(endpoint.path) && !endpoint.params) {
      throw new Error(`${name}: its path parameters need a params schema in the contract`);
    }
    const headers = headerNames(endpoint);

    const respond = async (c: Context<AppEnv>) => {
      const input = {
        params: endpoint.params ? readParams(c, endpoint.params) : undefined,
        query: endpoint.query ? readQuery(c, endpoint.query) : undefined,
        body: endpoint.body ? await readJson(c, endpoint.body) : undefined,
        headers: endpoint.headers
          ? parseWith(
              endpoint.headers,
              Object.fromEntries(headers.map((h) => [h, c.req.header(h)])),
              'header',
            )
          : undefined,
        auth: undefined as AuthContext | null | undefined,
      };
      if (endpoint.auth === 'bearer') input.auth = c.get('auth');
      if (endpoint.auth === 'service') {
        requireServiceToken(c.req.header('authorization'), deps.config.healthToken);
      }
      if (endpoint.auth === 'optional') input.auth = await authenticate(deps, c).catch(() => null);
      return handler(c, input as RouteInput<E>);
    };

    // Each step is a function of this route's own, named after its contract (a shared middleware
    // such as the session check is wrapped, not renamed).
    const before: MiddlewareHandler<AppEnv>[] = [];
    const sessionInRead = endpoint.auth === 'bearer' && SESSION_IN_READ in handler;
    if (endpoint.auth === 'bearer') {
      bearer ??= requireAuth(deps);
      tokenOnly ??= requireToken(deps);
      const guard = sessionInRead ? tokenOnly : bearer;
      before.push((c, next) => guard(c, next));
    }
    for (const step of middleware) before.push((c, next) => step(c, next));
    const respondChecked = async (c: Context<AppEnv>) => {
      let response: Response;
      try {
        response = await respond(c);
      } catch (error) {
        await ensureSessionChecked(deps, c);
        throw error;
      }
      await ensureSessionChecked(deps, c);
      return response;
    };
    const chain = [...before, sessionInRead ? respondChecked : respond].map((step) => named(step, name));
    app.on(
      endpoint.method.toUpperCase(),
      honoPath(endpoint.path),
      ...(chain as [MiddlewareHandler<AppEnv>, ...MiddlewareHandler<AppEnv>[]]),
    );
  }

  return { app, mount };
}
