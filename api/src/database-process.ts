// The embedded database's own process when the API runs several workers: it opens PGlite on the data
// folder (creating, migrating and seeding it on first start, as a single API process would), serves
// it on a Unix socket (db/pglite-server.ts) and tells its parent the connection string over IPC.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { DATABASE_STATS_REQUEST, type DatabaseStats } from './db/database-stats';
import { servePglite } from './db/pglite-server';
import { prepareDatabase } from './prepare-database';

/** What the database process sends its parent once it accepts connections. */
export interface DatabaseReady {
  databaseUrl: string;
}

const config = loadConfig();
if (config.databaseUrl) {
  console.error('The database process serves the embedded PGlite database; DATABASE_URL must not be set');
  process.exit(1);
}
const handle = await prepareDatabase(config).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
if (handle.kind !== 'pglite') throw new Error('expected the embedded database');
// A short folder of its own: a Unix socket path has a length limit (about 100 bytes).
const socketDir = mkdtempSync(path.join(tmpdir(), 'gaido-db-'));
const served = await servePglite(handle.client, socketDir);
process.send?.({ databaseUrl: served.url } satisfies DatabaseReady);

process.on('message', (message: unknown) => {
  if (message !== DATABASE_STATS_REQUEST) return;
  const memory = process.memoryUsage();
  process.send?.({
    type: DATABASE_STATS_REQUEST,
    residentMemoryBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    queueLength: served.queueLength(),
  } satisfies DatabaseStats);
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 5000).unref();
  await served.close();
  await handle.close();
  rmSync(socketDir, { recursive: true, force: true });
  process.exit(0);
}
// Ctrl-C reaches the whole process group: the primary stops the workers first, then this process.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => void stop());
// The API's primary is gone (killed): nothing will use the database any more.
process.on('disconnect', () => void stop());
