import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../features/mail/mailer';
import type { PaymentProvider } from '../features/payments/provider';
import type { Logger } from '../observability/logger';
import type { ApiMetrics } from '../observability/metrics';
import type { BackgroundTasks } from './background';

/** What every route factory receives: no module-level singletons, so tests build their own. */
export interface AppDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  /** The clock of booking rules (holds, the 24 h cancellation line); tests move it. Default: real time. */
  now?: () => Date;
  /** Card payments. Default: the built-in test gateway. */
  paymentProvider?: PaymentProvider;
  /** Structured logs (request lines when `config.logRequests` is on, errors always). Default: stdout. */
  logger?: Logger;
  /** Request, refusal and business counters. Default: a registry of the app's own. */
  metrics?: ApiMetrics;
  /** Work after the answer (mail of forgot-password). Default: one set per app. */
  background?: BackgroundTasks;
}

export interface AuthContext {
  userId: string;
  sessionId: string;
}

export type AppEnv = {
  Variables: {
    auth: AuthContext;
    /** The request's id (X-Request-Id): on its log lines and in its answer. */
    requestId: string;
    /** The logger of this request: every line carries its id. */
    log: Logger;
    /**
     * False while a route that checks the session in its own read (route.ts, `checksSessionInRead`)
     * has not yet; unset on every other route.
     */
    sessionChecked?: boolean;
    /** The error code a refusal answered with (set by sendError). */
    errorCode?: string;
  };
};
