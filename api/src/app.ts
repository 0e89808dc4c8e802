// The HTTP application: middleware order matters (errors, logging, headers, CORS, body size),
// then the assets host and the /api/v1 routes, one sub-app per feature.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
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
import { paymentRoutes } from './features/payments/routes';
import { referenceRoutes } from './features/reference/routes';
import { surveyRoutes } from './features/survey/routes';
import { tourRoutes } from './features/tours/routes';
import { createAccessLog } from './http/access-log';
import type { AppDeps } from './http/app-env';
import { createBackgroundTasks } from './http/background';
import { ApiError, errorBody, sendError } from './http/errors';
import { jsonWithLength } from './http/json-length';
import { noStoreOnPersonalResponses } from './http/personal-responses';

export const API_BASE = '/api/v1';

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
export const MAX_BODY_BYTES = 100 * 1024;
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createApp(appDeps: AppDeps) {
  // One set of background tasks per app: the dev mailbox waits for the mail they send.
  const deps: AppDeps = { ...appDeps, background: appDeps.background ?? createBackgroundTasks() };
  const app = new Hono({ strict: false });

  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || 'Bad request', code: 'bad_request' }, error.status);
    }
    console.error(`Unhandled error on ${c.req.method} ${c.req.path}: ${describeError(error)}`);
    return c.json({ message: 'Internal server error', code: 'internal_error' }, 500);
  });

  app.notFound((c) => sendError(c, new ApiError(404, 'not_found', 'Not Found')));

  if (deps.config.logRequests) {
    const accessLog = deps.accessLog ?? createAccessLog();
    app.use('*', async (c, next) => {
      const started = performance.now();
      await next();
      // The path only: query strings may hold e-mail addresses.
      accessLog.add(
        `${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`,
      );
    });
  }

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

  const allowedOrigins = new Set(deps.config.corsOrigins);
  app.use(
    '*',
    cors({
      origin: (origin) => (allowedOrigins.has(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'Content-Type',
        'Authorization',
        'Authorization-Refresh',
        'X-Browser-Version',
        'Idempotency-Key',
      ],
      exposeHeaders: ['X-Access-Token', 'X-Refresh-Token'],
      credentials: true,
      maxAge: 600,
    }),
  );

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      c.json(
        errorBody(new ApiError(413, 'payload_too_large', 'Request body is too large (limit 100 kB)')),
        413,
      ),
  });
  // GET, HEAD and OPTIONS carry no body worth reading; the limit costs them a wrapper each.
  app.use('*', (c, next) => (BODYLESS_METHODS.has(c.req.method) ? next() : limitBody(c, next)));

  app.route('/assets', assetRoutes());

  const api = new Hono({ strict: false });
  api.route('/', healthRoutes());
  api.route('/', referenceRoutes({ serverUrl: API_BASE }));
  api.route('/cities', cityRoutes(deps));
  api.route('/gems/fav', favoriteRoutes(deps));
  api.route('/gems', gemRoutes(deps));
  api.route('/guides', guideRoutes(deps));
  api.route('/tours', tourRoutes(deps));
  api.route('/bookings', bookingRoutes(deps));
  api.route('/payments', paymentRoutes(deps));
  api.route('/auth', accountRoutes(deps));
  api.route('/users/onboarding', onboardingRoutes(deps));
  api.route('/users', userRoutes(deps));
  if (deps.config.devMailbox) api.route('/dev', devMailboxRoutes(deps));
  api.route('/ingest', analyticsIngestRoutes(deps));
  api.route('/survey', surveyRoutes(deps));
  if (deps.config.devAnalytics) api.route('/dev/analytics', devAnalyticsRoutes(deps));
  app.route(API_BASE, api);

  return app;
}

export type App = ReturnType<typeof createApp>;
