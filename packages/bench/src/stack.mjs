// What the benchmark runs against: production builds of the platform and of the monolith baseline,
// served by the project's own static servers on their own ports, and an API of its own on a database
// of its own, so a benchmark never disturbs (or is disturbed by) the app on :3000/:4000.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '@gaido/build-tooling/federation';

export const ROOT = join(import.meta.dirname, '..', '..', '..');
export const CACHE_DIR = process.env.BENCH_CACHE_DIR ?? join(ROOT, 'node_modules', '.cache', 'gaido-bench');
export const MONOLITH_DIST = join(ROOT, 'bench', 'monolith', 'dist');

const port = (name, fallback) => Number(process.env[name] ?? fallback);
export const BENCH_PORTS = {
  host: port('BENCH_HOST_PORT', 3600),
  cdn: port('BENCH_CDN_PORT', 3610),
  monolith: port('BENCH_MONOLITH_PORT', 3620),
  api: port('BENCH_API_PORT', 4600),
};

export function createLog(prefix) {
  return (message) => process.stderr.write(`[${prefix}] ${message}\n`);
}

function run(command, args, { env, log } = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout.slice(-4000));
    process.stderr.write(result.stderr.slice(-4000));
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
  }
  log?.(`  ${command} ${args.join(' ')}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Production builds of host, remotes and the monolith baseline. */
export function buildAll({ log, monolith = true } = {}) {
  log?.('building host and remotes (pnpm build)');
  run('pnpm', ['build'], { log });
  if (monolith) buildMonolith({ log });
}

export function buildMonolith({ log } = {}) {
  log?.('building the monolith baseline (bench/monolith)');
  run('pnpm', ['--filter', 'bench-monolith', 'build'], { log });
}

export function buildsExist({ monolith = true } = {}) {
  return (
    existsSync(join(ROOT, 'host', 'dist', 'index.html')) &&
    (!monolith || existsSync(join(MONOLITH_DIST, 'index.html'))) &&
    Object.values(REMOTES).every((dir) => existsSync(join(ROOT, dir, 'dist', 'mf-manifest.json')))
  );
}

const children = [];

export function stopChildren() {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** Whether `url` answers 2xx within 2 s. */
export async function isUp(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Waits until `url` answers 2xx, asking every 300 ms; throws naming `what` after `timeoutMs`. */
export async function waitFor(url, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isUp(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * The benchmark's API: the large seed (50,000 gems in 16 cities, so a city fills pages of 300) in a
 * data folder kept between runs (seeding takes a while), or PostgreSQL when `databaseUrl` is given.
 */
export async function startApi({ log, apiPort = BENCH_PORTS.api, databaseUrl, origins, large = true }) {
  const dataDir = join(CACHE_DIR, databaseUrl ? 'api-data-pg' : large ? 'api-data' : 'api-data-default');
  const env = {
    PORT: String(apiPort),
    GAIDO_DATA_DIR: dataDir,
    CORS_ORIGINS: origins.join(','),
    APP_URL: origins[0],
    DATABASE_URL: databaseUrl ?? '',
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '20',
  };
  const marker = join(dataDir, 'pglite');
  // Without the large seed the API seeds its default data itself on first start.
  if (large && !databaseUrl && !existsSync(marker)) {
    mkdirSync(dataDir, { recursive: true });
    log(`seeding the benchmark database (50,000 gems)${databaseUrl ? ' on PostgreSQL' : ''}`);
    run('pnpm', ['--filter', 'api', 'seed', '--', '--large'], { env, log });
  }
  const child = spawn('pnpm', ['--filter', 'api', 'start'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  child.stderr.on('data', (chunk) => {
    const text = String(chunk).trim();
    if (text && !/ExperimentalWarning/.test(text)) log(`api: ${text.slice(0, 300)}`);
  });
  children.push(child);
  const apiBaseUrl = `http://localhost:${apiPort}/api/v1`;
  await waitFor(`${apiBaseUrl}/health`, 180_000, 'the benchmark API');
  return {
    apiBaseUrl,
    stop: async () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((resolve) =>
        child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve),
      );
    },
  };
}

/**
 * Host + CDN (the published remotes) and the monolith, each on the project's own static servers
 * (packages/static-server/src/servers.mjs: sirv with precompressed gzip/brotli; packages/static-server/src/cdn.mjs:
 * the recorded files, compressed once, immutable caching of versioned files).
 * The remotes are published to the benchmark's own CDN folder and pinned in memory.
 */
export async function startStaticServers({ log, apiBaseUrl, ports = BENCH_PORTS }) {
  // paths.mjs reads the CDN folder once, at import: set it before importing the servers.
  process.env.GAIDO_RELEASES_DIR = join(CACHE_DIR, 'releases');
  const { publishRemote } = await import('@gaido/static-server/publish');
  const { startCdnServer } = await import('@gaido/static-server/cdn');
  const { startHostServer } = await import('@gaido/static-server/servers');
  const { ARTIFACTS_DIR } = await import('@gaido/workspace/paths');
  const pins = {};
  for (const remote of Object.keys(REMOTES)) {
    const release = publishRemote(remote, { artifactsDir: ARTIFACTS_DIR });
    pins[remote] = { version: release.version, integrity: release.metadata.integrity };
    log(`  ${remote}@${release.version}${release.created ? ' published' : ''}`);
  }
  const pinsSource = { read: async (environment) => ({ environment, remotes: pins }) };
  const cdnOrigin = `http://localhost:${ports.cdn}`;
  const assetsHost = new URL(apiBaseUrl).origin;
  const servers = [
    await startCdnServer({ port: ports.cdn }),
    await startHostServer({
      environment: 'local',
      port: ports.host,
      cdnOrigin,
      apiBaseUrl,
      assetsHost,
      pins: pinsSource,
    }),
    await startHostServer({
      environment: 'local',
      port: ports.monolith,
      cdnOrigin,
      apiBaseUrl,
      assetsHost,
      pins: pinsSource,
      hostDist: MONOLITH_DIST,
    }),
  ];
  return {
    platformOrigin: `http://localhost:${ports.host}`,
    monolithOrigin: `http://localhost:${ports.monolith}`,
    pins,
    close: () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}

// ---- the signed-in traveller and the routes' data -------------------------------------------------

async function api(apiBaseUrl, path, { method = 'GET', body, token } = {}, attempt = 0) {
  let response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
      method,
      headers: {
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    // A kept-alive socket the server closed while this process was busy (publishing compresses
    // synchronously): one retry on a fresh connection.
    if (attempt > 0) throw error;
    return api(apiBaseUrl, path, { method, body, token }, attempt + 1);
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** A verified, onboarded traveller (as e2e/support/api.ts makes one), and a session to store. */
export async function createBenchUser(apiBaseUrl) {
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const password = 'bench-travel-123';
  await api(apiBaseUrl, '/auth/signup', { method: 'POST', body: { email, password } });
  let token = null;
  for (let attempt = 0; attempt < 40 && !token; attempt++) {
    const mailbox = await api(apiBaseUrl, `/dev/mailbox?to=${encodeURIComponent(email)}`);
    token = mailbox.data.find((mail) => mail.kind === 'verify-email')?.token ?? null;
    if (!token) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!token) throw new Error('no verification mail for the benchmark user');
  await api(apiBaseUrl, '/auth/confirm', { method: 'POST', body: { token } });
  const first = (await api(apiBaseUrl, '/auth/login', { method: 'POST', body: { email, password } })).data;
  const city = (await api(apiBaseUrl, '/cities')).data[0];
  await api(apiBaseUrl, '/users/onboarding', {
    method: 'POST',
    token: first.accessToken,
    body: {
      appUsagePurpose: 'plan-a-trip',
      preferredCity: city.name,
      preferredCountry: city.country,
      cityId: city.id,
      whenTripPlanned: 'within-a-month',
      referredBy: 'friend',
    },
  });
  const login = (await api(apiBaseUrl, '/auth/login', { method: 'POST', body: { email, password } })).data;
  return {
    email,
    password,
    // spec 3: the session is these three localStorage keys.
    session: {
      access_token: login.accessToken,
      refresh_token: login.refreshToken,
      userData: JSON.stringify(login.user),
    },
  };
}

/** Real ids for the routes that need them, and the city whose gems fill pages of 300. */
export async function discoverData(apiBaseUrl) {
  const tour = (await api(apiBaseUrl, '/tours?limit=1&sort=rating')).data[0];
  const cities = (await api(apiBaseUrl, '/cities')).data;
  const largest = cities.reduce((best, city) => ((city.gemCount ?? 0) > (best.gemCount ?? 0) ? city : best));
  return {
    tour: { id: tour.id, slug: tour.slug, citySlug: tour.city?.slug },
    gemCity: { id: largest.id, name: largest.name, gems: largest.gemCount },
  };
}
