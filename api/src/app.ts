// The HTTP application: middleware order matters (errors, logging, headers, CORS, body size),
// then the assets host and the /api/v1 routes, one sub-app per feature, each mounted from its
// endpoint contracts (src/http/route.ts). Features whose paths overlap keep this order: a fixed
// segment is registered before a parameter that would also match it (/gems/fav/… before /gems/{id}).

import { REQUEST_ID_HEADER, requestIdFrom } from '@gaido/observability/request-id';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { matchedRoutes, routePath } from 'hono/route';
import { accountRoutes } from './features/accounts/routes';
import { userRoutes } from './features/accounts/user-routes';
import { analyticsIngestRoutes, devAnalyticsRoutes } from './features/analytics/routes';
import { assetRoutes } from './features/assets/routes';
import { bookingRoutes } from './features/bookings/routes';
import { cityRoutes } from './features/cities/routes';
import { favoriteRoutes } from './features/favorites/routes';
import { gemRoutes } from './features/gems/routes';
import { guideRoutes } from './features/guides/routes';
import { healthRoutes } from './features/health/routes';
import { devMailboxRoutes } from './features/mail/routes';
import { onboardingRoutes } from './features/onboarding/routes';
import { paymentRoutes, paymentsForBookings } from './features/payments/routes';
import { referenceRoutes } from './features/reference/routes';
import { surveyRoutes } from './features/survey/routes';
import { tourRoutes } from './features/tours/routes';
import type { AppDeps, AppEnv } from './http/app-env';
import { createBackgroundTasks } from './http/background';
import { limitRequestBody } from './http/body-limit';
import { corsForOrigins } from './http/cors';
import { ApiError, errorBody, noteErrorCode, sendError } from './http/errors';
import { jsonWithLength } from './http/json-length';
import { noStoreOnPersonalResponses } from './http/personal-responses';
import { createLogger, describeError } from './observability/logger';
import { createApiMetrics, UNMATCHED_ROUTE } from './observability/metrics';

export const API_BASE = '/api/v1';

export const MAX_BODY_BYTES = 100 * 1024;

export function createApp(appDeps: AppDeps) {
  // One set of background tasks per app: the dev mailbox waits for the mail they send.
  const deps: AppDeps = { ...appDeps, background: appDeps.background ?? createBackgroundTasks() };
  const logger = deps.logger ?? createLogger({ service: 'api' });
  const metrics = deps.metrics ?? createApiMetrics();
  const app = new Hono<AppEnv>({ strict: false });

  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      noteErrorCode(c, 'bad_request');
      return c.json({ message: error.message || 'Bad request', code: 'bad_request' }, error.status);
    }
    metrics.unhandledError(routeOf(c));
    (c.var.log ?? logger).error(
      { method: c.req.method, path: c.req.path, error: describeError(error) },
      'unhandled error',
    );
    return c.json({ message: 'Internal server error', code: 'internal_error' }, 500);
  });

  app.notFound((c) => sendError(c, new ApiError(404, 'not_found', 'Not Found')));

  // First: every later line of the request (errors included) is written with its id, and every
  // answer (refusals, 500s) is counted.
  const logRequests = deps.config.logRequests;
  app.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.header(REQUEST_ID_HEADER, requestId);
    await next();
    const ms = performance.now() - started;
    const route = routeOf(c);
    const status = c.res.status;
    const code = c.var.errorCode;
    metrics.observe({ method: c.req.method, route, status, seconds: ms / 1000, code });
    // The path only: query strings may hold e-mail addresses.
    if (logRequests)
      log.info(
        {
          method: c.req.method,
          path: c.req.path,
          route,
          status,
          ms: Math.round(ms),
          ...(code ? { code } : {}),
        },
        'request',
      );
  });

  // Set before the handler runs, so every response is built with them (no copy of the response
  // afterwards); handlers answer through the context (c.json, c.body), never a bare Response.
  app.use('*', async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    await next();
  });
  app.use('*', noStoreOnPersonalResponses(API_BASE));

  // Large answers built per request (tour lists, a traveller's bookings) are compressed; the cached
  // lists and tour pages come compressed already (precompressed-json.ts), small answers go as they are.
  app.use('*', jsonWithLength());
  app.use('*', compress());

  app.use(
    '*',
    corsForOrigins({
      origins: deps.config.corsOrigins,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'Content-Type',
        'Authorization',
        'Authorization-Refresh',
        'X-Browser-Version',
        'Idempotency-Key',
        REQUEST_ID_HEADER,
      ],
      exposeHeaders: ['X-Access-Token', 'X-Refresh-Token', REQUEST_ID_HEADER],
      maxAgeSeconds: 600,
    }),
  );

  const tooLarge = (c: Context) =>
    c.json(
      errorBody(new ApiError(413, 'payload_too_large', 'Request body is too large (limit 100 kB)')),
      413,
    );
  app.use('*', limitRequestBody(MAX_BODY_BYTES, tooLarge));

  app.route('/assets', assetRoutes());

  const features = [
    healthRoutes(deps),
    referenceRoutes(deps, { serverUrl: API_BASE }),
    cityRoutes(deps),
    favoriteRoutes(deps),
    gemRoutes(deps),
    guideRoutes(deps),
    tourRoutes(deps),
    bookingRoutes(deps, paymentsForBookings(deps)),
    paymentRoutes(deps),
    accountRoutes(deps),
    onboardingRoutes(deps),
    userRoutes(deps),
    ...(deps.config.devMailbox ? [devMailboxRoutes(deps)] : []),
    analyticsIngestRoutes(deps),
    surveyRoutes(deps),
    ...(deps.config.devAnalytics ? [devAnalyticsRoutes(deps)] : []),
  ];
  const api = new Hono({ strict: false });
  for (const feature of features) api.route('/', feature);
  app.route(API_BASE, api);

  return app;
}

/**
 * The pattern of the route that answered (`/api/v1/tours/:tourId`); for an answer from middleware (a
 * refused session), the route the request was going to; one label for paths no route matched.
 */
function routeOf(c: Context<AppEnv>): string {
  const path = routePath(c);
  if (!path.endsWith('*')) return path;
  const routes = matchedRoutes(c);
  for (let index = routes.length - 1; index >= 0; index--) {
    const candidate = routes[index]?.path;
    if (candidate && !candidate.endsWith('*')) return candidate;
  }
  return UNMATCHED_ROUTE;
}

export type App = ReturnType<typeof createApp>;
