// Each test file: `const api = await openTestApi()` in beforeAll, `await api.close()` in
// afterAll. The app runs in-process through `app.request` against a real (PGlite) database.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../src/app';
import { type AppConfig, defaultCorsOrigins } from '../src/config';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client';
import { users } from '../src/db/schema/accounts';
import { createMailer, type MailerOptions } from '../src/features/mail/mailer';
import type { BackgroundTasks } from '../src/http/background';
import type { Logger } from '../src/observability/logger';
import { type ApiMetrics, createApiMetrics } from '../src/observability/metrics';
import { checkAgainstContract } from './contract-check';

export const TEST_JWT_SECRET = new TextEncoder().encode('test-secret-that-is-at-least-32-characters-long');

/** Response bodies of every shape, read loosely by the tests (the API's own code is typed). */
// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever JSON came back
export type Body = any;

export interface ApiResponse<T = Body> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
  /** A raw body sent as is (malformed JSON, huge payloads). */
  raw?: string;
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'traveller') {
  emailCounter += 1;
  return `${prefix}.${process.pid}.${emailCounter}.${Date.now()}@example.com`;
}

let databaseCounter = 0;

/** A fresh database for one test file: a PGlite copy of the snapshot, or a PostgreSQL copy of the template. */
async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (!template || !url) {
    const snapshot = await readFile(inject('pgliteSnapshot'));
    return openPglite({ loadDataDir: new Blob([snapshot]) });
  }
  databaseCounter += 1;
  const name = `gaido_test_${process.pid}_${databaseCounter}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const handle = await openPostgres(databaseUrl.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
      await cleanup.end();
    },
  };
}

export interface TestApiOptions {
  /** The clock of booking rules (holds, cancellation line); default real time. */
  now?: () => Date;
  /** Where log lines go (default: stdout). */
  logger?: Logger;
  /** The app's metrics (default: a registry of its own, reachable as `api.metrics`). */
  metrics?: ApiMetrics;
  /** Runs the work done after an answer (default: right after it, in this process). */
  background?: BackgroundTasks;
  /** Delivers mail through this transport (as with SMTP_URL) instead of keeping it for the dev mailbox. */
  mailTransport?: MailerOptions['transport'];
}

export async function openTestApi(overrides: Partial<AppConfig> = {}, options: TestApiOptions = {}) {
  const handle = await openTestDatabase();
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: os.tmpdir(),
    jwtSecret: TEST_JWT_SECRET,
    appUrl: 'http://localhost:3000',
    corsOrigins: defaultCorsOrigins,
    smtpUrl: undefined,
    mailFrom: 'Gaido <test@gaido.local>',
    devMailbox: true,
    trustProxy: true,
    logRequests: false,
    ...overrides,
  };
  const mailer = createMailer(handle.db, {
    smtpUrl: undefined,
    from: config.mailFrom,
    ...(options.mailTransport ? { transport: options.mailTransport } : {}),
  });
  const metrics = options.metrics ?? createApiMetrics();
  const app = createApp({
    db: handle.db,
    config,
    mailer,
    ...(options.now ? { now: options.now } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    metrics,
    ...(options.background ? { background: options.background } : {}),
  });

  async function request<T = Body>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.raw !== undefined) payload = options.raw;
    else if (body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined && !headers['Content-Type']) headers['Content-Type'] = 'application/json';
    const url = path.startsWith('/assets') ? path : `/api/v1${path}`;
    const response = await app.request(url, { method, headers, body: payload });
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json')) parsed = JSON.parse(text);
    checkAgainstContract(method, url, response.status, parsed);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  const api = {
    app,
    config,
    mailer,
    metrics,
    db: handle.db,
    close: handle.close,
    request,
    get: <T = Body>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    post: <T = Body>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, body, options),
    put: <T = Body>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, body, options),
    patch: <T = Body>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, body, options),
    delete: <T = Body>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('DELETE', path, body, options),

    /** The newest mail to `to` (optionally of a kind), from the dev mailbox. */
    async latestMail(to: string, kind?: string) {
      const { body } = await request('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`);
      const mails = body.data as {
        kind: string;
        token: string | null;
        link: string | null;
        subject: string;
      }[];
      const mail = mails.find((candidate) => !kind || candidate.kind === kind);
      if (!mail) throw new Error(`no ${kind ?? ''} mail to ${to}`);
      return mail;
    },

    async signUp(email = uniqueEmail(), password = 'secret-password') {
      const response = await request('POST', '/auth/signup', { email, password });
      if (response.status !== 201) throw new Error(`signup failed: ${JSON.stringify(response.body)}`);
      return { email, password, user: response.body.data.user };
    },

    async login(email: string, password: string, headers?: Record<string, string>) {
      const response = await request('POST', '/auth/login', { email, password }, { headers });
      if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
      return response.body.data as {
        accessToken: string;
        refreshToken: string;
        user: { id: string; email: string; isOnboarded: boolean; emailVerified: boolean };
      };
    },

    /**
     * An established traveller: email verified (holding places needs it), signed up two days ago
     * (past the new-account hold share), signed in.
     */
    async newUser(prefix?: string) {
      const { email, password, userId } = await api.verifiedSignUp(prefix);
      await handle.db
        .update(users)
        .set({ createdAt: sql`now() - interval '2 days'` })
        .where(eq(users.id, userId));
      const session = await api.login(email, password);
      return { email, password, ...session };
    },

    /** An account signed up just now, email verified, signed in. */
    async newFreshUser(prefix?: string) {
      const { email, password } = await api.verifiedSignUp(prefix);
      const session = await api.login(email, password);
      return { email, password, ...session };
    },

    async verifiedSignUp(prefix?: string) {
      const { email, password, user } = await api.signUp(uniqueEmail(prefix));
      const { token } = await api.latestMail(email, 'verify-email');
      const confirmed = await request('POST', '/auth/confirm', { token });
      if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
      return { email, password, userId: user.id as string };
    },

    /** A new account whose email is not verified yet, signed in. */
    async newUnverifiedUser(prefix?: string) {
      const { email, password } = await api.signUp(uniqueEmail(prefix));
      const session = await api.login(email, password);
      return { email, password, ...session };
    },
  };
  return api;
}

export type TestApi = Awaited<ReturnType<typeof openTestApi>>;
