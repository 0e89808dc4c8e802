import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../features/mail/mailer';
import type { PaymentProvider } from '../features/payments/provider';
import type { AccessLog } from './access-log';
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
  /** Where request lines go when `config.logRequests` is on. Default: the console, in batches. */
  accessLog?: AccessLog;
  /** Work after the answer (mail of forgot-password). Default: one set per app. */
  background?: BackgroundTasks;
}

export interface AuthContext {
  userId: string;
  sessionId: string;
}

export type AppEnv = { Variables: { auth: AuthContext } };
