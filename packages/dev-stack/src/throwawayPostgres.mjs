// A throwaway PostgreSQL cluster (Debian's PostgreSQL, as the machines install it) in a temp folder on a
// free port, for tests and benchmarks of the DATABASE_URL path: initdb + pg_ctl, about a second.
// Clients connect over its Unix domain socket (in the cluster's folder), as a database on the same
// machine should be reached: over TCP loopback the kernel delivers each write to the receiving process
// inside the sender's system call, so the API's workers paid PostgreSQL's side of every statement's
// transfer as well as their own (docs/performance.md, "API under load"). It still listens on 127.0.0.1
// for comparison (`tcpUrl`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folder of Debian's PostgreSQL programs, or null when none is installed. */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 * `url`, `databaseUrl` and `createDatabase` answer node-postgres connection strings over the Unix socket
 * (`?host=<folder>`; the port names the socket's file, `.s.PGSQL.<port>`); `tcpUrl` the same database
 * over TCP loopback.
 * @returns {Promise<{ url: string, dir: string, port: number, databaseUrl: (name: string) => string, tcpUrl: (name: string) => string, createDatabase: (name: string) => string, stop: () => void }>}
 */
export async function startThrowawayPostgres() {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'gaido-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (program, args) => {
    const command = asRoot ? 'runuser' : join(bin, program);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    return execFileSync(command, fullArgs, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  };
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'gaido', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`,
    'start',
  ]);
  const databaseUrl = (name) => `postgres://gaido@localhost:${port}/${name}?host=${encodeURIComponent(dir)}`;
  const tcpUrl = (name) => `postgres://gaido@127.0.0.1:${port}/${name}`;
  return {
    url: databaseUrl('postgres'),
    dir,
    port,
    databaseUrl,
    tcpUrl,
    createDatabase(name) {
      run('psql', [
        '-h',
        dir,
        '-p',
        String(port),
        '-U',
        'gaido',
        '-d',
        'postgres',
        '-c',
        `CREATE DATABASE "${name}"`,
      ]);
      return databaseUrl(name);
    },
    /** Stops the cluster and removes its folder; a cluster already gone (its process group was ended) is no error. */
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // already stopped, or stopping with the rest of its process group
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
