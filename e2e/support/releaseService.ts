// A release service of the journey's own: a throwaway database with two release-admins made on the
// service's machine (the account command, as the first two admins of any deployment are), and a host
// server of its own serving this checkout's host build record, which staging and production record.
// The stack's own service has only the local admin, who may not approve anything; and nothing a
// journey does here touches the stack's pins.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CliResult } from './release';
import { ROOT } from './release';

export interface Admin {
  email: string;
  password: string;
  token: string;
}

export interface OwnReleaseService {
  url: string;
  admins: [Admin, Admin];
  /**
   * `pnpm release …` as `admin` against this service, parsed from --json. Asynchronous: the host
   * server the service reads runs in this process, so a blocking spawn would never get its answer.
   */
  releaseAs<T>(admin: Admin, ...args: string[]): Promise<T>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(args: string[], env: NodeJS.ProcessEnv, input = ''): CliResult {
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    input,
    env: { ...process.env, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The journey's release service exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The journey's release service did not answer at ${url} within 30 s`);
}

/** A host server as the release service reads it: this checkout's host build record, and nothing else. */
async function startHostRecordServer(): Promise<{ origin: string; server: Server }> {
  const record = readFileSync(join(ROOT, 'host', 'dist', 'host-release.json'));
  const server = createHttpServer((req, res) => {
    if (req.url !== '/host-release.json') {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(record);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, server };
}

export async function startOwnReleaseService(): Promise<OwnReleaseService> {
  const dir = mkdtempSync(join(tmpdir(), 'gaido-dashboard-journey-'));
  const host = await startHostRecordServer();
  const env = {
    GAIDO_RELEASES_DIR: dir,
    GAIDO_RELEASE_DATA_DIR: join(dir, 'service'),
    GAIDO_ARTIFACTS_DIR: join(dir, 'artifacts'),
    GAIDO_RELEASE_HOST_SERVERS: JSON.stringify({ staging: [host.origin], production: [host.origin] }),
  };
  const admins = (['ana', 'bo'] as const).map((name) => {
    const email = `${name}@dashboard-journey.test`;
    const password = `${name} journey password`;
    const granted = run(
      [
        join(ROOT, 'release-service', 'src', 'accountCli.mjs'),
        'grant',
        email,
        'release-admin',
        '--name',
        name,
        '--password-stdin',
        '--token',
      ],
      env,
      password,
    );
    if (granted.status !== 0) throw new Error(`Could not make ${email} a release-admin: ${granted.stderr}`);
    const token = granted.stdout.trim().split('\n').at(-1) ?? '';
    return { email, password, token };
  }) as [Admin, Admin];

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'release-service', 'src', 'main.mjs')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), METRICS_PORT: '' },
    stdio: 'ignore',
  });
  await waitForHealth(url, child);

  return {
    url,
    admins,
    async releaseAs<T>(admin: Admin, ...args: string[]): Promise<T> {
      const child = spawn(process.execPath, [join(ROOT, 'scripts', 'release.mjs'), ...args, '--json'], {
        cwd: ROOT,
        env: { ...process.env, GAIDO_RELEASE_URL: url, GAIDO_RELEASE_TOKEN: admin.token },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
      });
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
      if (status !== 0) throw new Error(`pnpm release ${args.join(' ')} failed:\n${stderr}`);
      return JSON.parse(stdout) as T;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await new Promise((resolve) => host.server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A copy of a remote's build with one file more: the same code, another immutable version. */
export function variantOf(distDir: string, label: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'gaido-variant-'));
  cpSync(distDir, dir, { recursive: true, filter: (source) => !/(\.gz|\.br)$/.test(source) });
  writeFileSync(join(dir, 'variant.txt'), label);
  return dir;
}
