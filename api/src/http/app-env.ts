import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../features/mail/mailer';

/** What every route factory receives: no module-level singletons, so tests build their own. */
export interface AppDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
}

export interface AuthContext {
  userId: string;
  sessionId: string;
}

export type AppEnv = { Variables: { auth: AuthContext } };
