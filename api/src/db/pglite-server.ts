// PGlite served over the PostgreSQL wire protocol on a Unix socket, so several API processes use one
// embedded database through node-postgres as they would a PostgreSQL server. One session answers every
// connection; pglite-wire-queue.ts decides who runs when.
import { mkdirSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { createWireQueue } from './pglite-wire-queue';

export interface ServedPglite {
  /** A node-postgres connection string for the socket. */
  url: string;
  /** Wire messages waiting for the database (every client's). */
  queueLength(): number;
  close(): Promise<void>;
}

/** The connection string of a server listening in `socketDir` (node-postgres takes a folder as host). */
export function servedPgliteUrl(socketDir: string): string {
  return `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
}

/** Serves `db` on `${socketDir}/.s.PGSQL.5432`, the file name PostgreSQL clients look for. */
export async function servePglite(db: PGlite, socketDir: string): Promise<ServedPglite> {
  mkdirSync(socketDir, { recursive: true });
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  // A socket file left by a process that was killed would refuse the listen.
  rmSync(socketPath, { force: true });
  const wireQueue = createWireQueue(db);
  const queryQueue = wireQueue as unknown as PGLiteSocketHandlerOptions['queryQueue'];
  const handlers = new Set<PGLiteSocketHandler>();
  const server = createServer((socket: Socket) => {
    const handler = new PGLiteSocketHandler({ queryQueue, closeOnDetach: true });
    handlers.add(handler);
    handler.addEventListener('close', () => handlers.delete(handler));
    handler.addEventListener('error', () => handlers.delete(handler));
    handler.attach(socket).catch(() => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  return {
    url: servedPgliteUrl(socketDir),
    queueLength: () => wireQueue.getQueueLength(),
    async close() {
      for (const handler of handlers) await handler.detach(true);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(socketPath, { force: true });
    },
  };
}
