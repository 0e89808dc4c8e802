// Entry point: open (and on first start create, migrate and seed) the database, serve the app,
// and close everything on SIGINT/SIGTERM (an open PGlite keeps the process alive).
import { API_BASE, createApp, describeError } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { purgeStaleRows } from './features/accounts/housekeeping';
import { createMailer } from './features/mail/mailer';
import { createBackgroundTasks } from './http/background';
import { serveApi } from './http/serve';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A configuration that must not run (no JWT_SECRET in production, the dev mailbox in production).
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const started = performance.now();
const database = await prepareDatabase(config).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
const mailer = createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom });
const background = createBackgroundTasks();
const app = createApp({ db: database.db, config, mailer, background });

// Mail queued by an instance that stopped before delivering it is delivered by any other (or by
// this one at its next start): at start, then every minute.
const deliverPendingMail = () => void mailer.deliverPending().catch(() => undefined);
const retryTimer = config.smtpUrl ? setInterval(deliverPendingMail, 60_000) : undefined;
if (config.smtpUrl) deliverPendingMail();
const housekeeping = () =>
  purgeStaleRows(database.db).catch((error: unknown) =>
    console.error(`Housekeeping failed: ${error instanceof Error ? describeError(error) : 'unknown error'}`),
  );
const housekeepingTimer = setInterval(housekeeping, 60 * 60_000);
void housekeeping();

function databaseLabel() {
  if (process.env.GAIDO_SERVED_PGLITE)
    return `PGlite in ${process.env.GAIDO_SERVED_PGLITE} (its own process)`;
  return config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
}

const server = serveApi({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Database: ${databaseLabel()}; ready in ${Math.round(performance.now() - started)} ms`);
  console.log(`API listening on http://${shownHost}:${info.port}${API_BASE}`);
});

server.on('error', async (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${config.port} is already in use (set PORT to use another)`
      : error.message,
  );
  await database.close();
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, closing`);
  if (retryTimer) clearInterval(retryTimer);
  clearInterval(housekeepingTimer);
  const forceExit = setTimeout(() => process.exit(1), 5000);
  forceExit.unref();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await background.idle();
  await database.close();
  process.exit(0);
}

process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
