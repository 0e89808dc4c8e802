#!/usr/bin/env node
// Load test of the API: N concurrent connections for D seconds over the mix travellers
// make — gem lists by city and tour details (reads), favorites saved and removed, and booking
// requests aimed at a few departures so they compete for the last places — against a freshly started
// API on the embedded database. Prints requests, errors, 5xx, latency percentiles per call, then
// checks that no departure is overbooked, through the API (each traveller's bookings vs each
// departure's capacity and remaining places). Exits non-zero on any 5xx or overbooking.
//
//   node scripts/load-test.mjs                              200 connections, 30 s
//   node scripts/load-test.mjs --connections 50 --duration 5   the short run of `pnpm test`
//   node scripts/load-test.mjs --api http://localhost:4000/api/v1   against an API already running
//   (travellers verify their email from the API's dev mailbox, or with --mailbox URL from an SMTP sink's)
//   node scripts/load-test.mjs --database postgres --workers 2      a throwaway PostgreSQL, two API workers
//
// Options: --connections N, --duration S, --travellers N (accounts, default min(connections, 100)),
// --mailbox URL (the SMTP sink's HTTP address, for verification mail),
// --departures N (contested departures, default 6), --port P (default: a free one), --api URL,
// --database pglite|postgres (default pglite; postgres starts a throwaway Debian PostgreSQL cluster),
// --workers N (API worker processes, default one per core as the API's own default; with pglite and
// more than one the database gets a process of its own),
// --cpu-prof DIR (the API's processes write V8 CPU profiles there when they stop), --only KIND, --json.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { cpuBetween, treeCpu } from '@gaido/bench/process-cpu';
import { startThrowawayPostgres } from '@gaido/dev-stack/throwaway-postgres';
import { ROOT } from '@gaido/workspace/paths';
import autocannon from 'autocannon';

function option(name, fallback) {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) return true;
  return value;
}

const connections = Number(option('connections', 200));
const durationS = Number(option('duration', 30));
const travellerCount = Number(option('travellers', Math.min(connections, 100)));
const departureCount = Number(option('departures', 6));
const externalApi = option('api', null);
const mailboxUrl = option('mailbox', null);
const asJson = option('json', false) === true;
for (const [name, value] of Object.entries({ connections, durationS, travellerCount, departureCount })) {
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(2);
  }
}

/** The request mix, in percent: what a busy day of the app asks the API. */
const FULL_MIX = [
  ['gems by city', 45],
  ['tour detail', 25],
  ['favorite saved', 10],
  ['favorite removed', 5],
  ['booking request', 15],
];
// --only KIND: that kind alone (a CPU profile per kind of request).
const only = option('only', null);
const MIX = only ? FULL_MIX.filter(([kind]) => kind === only).map(([kind]) => [kind, 100]) : FULL_MIX;
if (MIX.length === 0) {
  console.error(`--only is one of: ${FULL_MIX.map(([kind]) => kind).join(', ')}`);
  process.exit(2);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const log = (...args) => {
  if (!asJson) console.log(...args);
};

const database = String(option('database', 'pglite'));
const workers = Number(option('workers', availableParallelism()));
const cpuProfileDir = option('cpu-prof', null);
if (!['pglite', 'postgres'].includes(database)) {
  console.error('--database is pglite or postgres');
  process.exit(2);
}

/**
 * A fresh API on a free port: PGlite in a temp data folder, or a throwaway PostgreSQL cluster; created,
 * migrated and seeded on start, with `workers` worker processes.
 */
async function startApi() {
  const port = Number(option('port', 0)) || (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'gaido-load-'));
  const postgres = database === 'postgres' ? await startThrowawayPostgres() : null;
  const errors = [];
  // Node itself with tsx's loader (api/src/main.ts forks the workers with the same loader).
  const profiling = cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', resolvePath(String(cpuProfileDir))] : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      GAIDO_DATA_DIR: dataDir,
      API_WORKERS: String(workers),
      ...(postgres ? { DATABASE_URL: postgres.createDatabase('gaido') } : {}),
    },
    // Request logs are not the measure; unexpected errors (stderr) are kept for the report.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => errors.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}/api/v1`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited during start:\n${errors.join('')}`);
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error('the API did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  log(
    `API on ${base} (${postgres ? 'a throwaway PostgreSQL' : `fresh embedded database in ${dataDir}`}, ${workers} worker${workers === 1 ? '' : 's'}), up in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    base,
    errors,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
      // PGlite's lock file sits beside its folder (api/src/db/client.ts).
      rmSync(`${join(dataDir, 'pglite')}.lock`, { force: true });
      postgres?.stop();
    },
  };
}

async function call(base, method, path, { token, body } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return json;
}

/** In batches: argon2 hashing makes sign-ups the slow part of the setup. */
async function inBatches(count, size, task) {
  const results = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, offset) => task(start + offset));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

/**
 * The token of the verification mail to `email`: from the API's dev mailbox, or with `--mailbox URL`
 * from the SMTP sink's HTTP side (an API in production mode has no dev mailbox).
 */
async function verificationToken(base, email) {
  const url = mailboxUrl
    ? `${mailboxUrl}/messages?to=${encodeURIComponent(email)}`
    : `${base}/dev/mailbox?to=${encodeURIComponent(email)}`;
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await fetch(url);
    if (response.ok) {
      const { data } = await response.json();
      const mail = data.find((candidate) => candidate.token && candidate.link?.includes('/verify-email'));
      if (mail) return mail.token;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no verification mail to ${email} at ${url}`);
}

/**
 * Travellers sign up and log in before the load phase: the API limits failed logins per client
 * address, and the measure is the app's traffic, not argon2.
 */
async function prepare(base) {
  const run = `${process.pid}-${Date.now()}`;
  const travellers = await inBatches(travellerCount, 10, async (index) => {
    const email = `load.${run}.${index}@example.com`;
    const password = 'load-test-password';
    await call(base, 'POST', '/auth/signup', { body: { email, password } });
    // Holding places needs a verified email.
    await call(base, 'POST', '/auth/confirm', { body: { token: await verificationToken(base, email) } });
    const { data } = await call(base, 'POST', '/auth/login', { body: { email, password } });
    return { email, token: data.accessToken };
  });
  const cities = (await call(base, 'GET', '/cities')).data;
  const gems = (await call(base, 'GET', '/gems?limit=500')).data.map((gem) => gem.id);
  const tours = (await call(base, 'GET', '/tours?limit=100')).data;
  // Contested departures: the first free slot of a few tours, a week or more from now.
  const from = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const departures = [];
  for (const tour of tours) {
    if (departures.length >= departureCount) break;
    const { data } = await call(base, 'GET', `/tours/${tour.id}/availability?from=${from}`);
    const day = data.days.find((candidate) => candidate.slots.some((slot) => slot.remaining > 0));
    const slot = day?.slots.find((candidate) => candidate.remaining > 0);
    if (slot) departures.push({ tourId: tour.id, date: day.date, time: slot.time, capacity: slot.capacity });
  }
  if (departures.length === 0) throw new Error('no bookable departure found');
  return { travellers, cities, gems, tours, departures };
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];

function pickKind() {
  let roll = Math.random() * 100;
  for (const [kind, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return MIX[0][0];
}

/** One request of the mix, as autocannon's setupRequest builds it. */
function nextRequest(world, basePath) {
  const kind = pickKind();
  const traveller = pick(world.travellers);
  const auth = { Authorization: `Bearer ${traveller.token}`, 'Content-Type': 'application/json' };
  switch (kind) {
    case 'gems by city':
      return {
        kind,
        method: 'GET',
        path: `${basePath}/gems/?cityId=${pick(world.cities).id}&page=1&limit=300&order=ASC`,
      };
    case 'tour detail':
      return { kind, method: 'GET', path: `${basePath}/tours/${pick(world.tours).id}` };
    case 'favorite saved':
      return {
        kind,
        method: 'POST',
        path: `${basePath}/gems/fav`,
        headers: auth,
        body: JSON.stringify({ gemId: pick(world.gems) }),
      };
    case 'favorite removed':
      return {
        kind,
        method: 'DELETE',
        path: `${basePath}/gems/fav/unfav`,
        headers: auth,
        body: JSON.stringify({ gemId: pick(world.gems) }),
      };
    default: {
      const { tourId, date, time } = pick(world.departures);
      const guests = 1 + Math.floor(Math.random() * 3);
      return {
        kind,
        method: 'POST',
        path: `${basePath}/bookings`,
        headers: auth,
        body: JSON.stringify({ tourId, date, time, guests }),
      };
    }
  }
}

/** Exact, from every answer's time (autocannon's own histogram rounds into buckets), in whole ms. */
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

async function load(base, world) {
  const url = new URL(base);
  const basePath = url.pathname.replace(/\/+$/, '');
  const byKind = new Map(MIX.map(([kind]) => [kind, { times: [], statuses: {} }]));
  const all = { times: [], statuses: {} };
  const instance = autocannon({
    url: url.origin,
    connections,
    duration: durationS,
    // A slow answer under this load is a figure to report, not a failure of the harness.
    timeout: 60,
    headers: { 'accept-encoding': 'gzip' },
    requests: [
      {
        // Called for every request; the context lives until the request's answer has been counted.
        setupRequest(request, context) {
          const next = nextRequest(world, basePath);
          context.kind = next.kind;
          return {
            ...request,
            method: next.method,
            path: next.path,
            headers: { ...request.headers, ...(next.headers ?? {}) },
            body: next.body,
          };
        },
      },
    ],
  });
  instance.on('response', (client, statusCode, _bytes, responseTime) => {
    // One request in flight per connection: its context still names the request just answered.
    const entry = byKind.get(client.requestIterator?.context?.kind);
    for (const target of entry ? [all, entry] : [all]) {
      target.times.push(responseTime);
      target.statuses[statusCode] = (target.statuses[statusCode] ?? 0) + 1;
    }
  });
  if (!asJson)
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  const result = await instance;
  return { result, byKind, all };
}

/** Every traveller's bookings, summed per departure, against the departure's capacity. */
async function checkOverbooking(base, world) {
  const booked = new Map();
  const keyOf = (booking) => `${booking.tourId} ${booking.date} ${booking.time}`;
  let bookings = 0;
  for (const traveller of world.travellers) {
    for (let page = 1; ; page++) {
      const { data, meta } = await call(base, 'GET', `/bookings?when=all&limit=100&page=${page}`, {
        token: traveller.token,
      });
      for (const booking of data) {
        if (booking.status === 'cancelled' || booking.status === 'expired') continue;
        bookings += 1;
        booked.set(keyOf(booking), (booked.get(keyOf(booking)) ?? 0) + booking.guests);
      }
      if (page >= meta.totalPages) break;
    }
  }
  const departures = [];
  for (const departure of world.departures) {
    const { data } = await call(
      base,
      'GET',
      `/tours/${departure.tourId}/availability?from=${departure.date}&to=${departure.date}`,
    );
    const slot = data.days[0]?.slots.find((candidate) => candidate.time === departure.time);
    const guests = booked.get(keyOf(departure)) ?? 0;
    departures.push({
      ...departure,
      guests,
      remaining: slot?.remaining ?? null,
      // Overbooked if the travellers hold more places than exist, or the API's own count disagrees.
      overbooked:
        guests > departure.capacity ||
        (slot ? slot.remaining < 0 || guests !== slot.capacity - slot.remaining : true),
    });
  }
  return { bookings, departures };
}

function summarise({ result, byKind, all }) {
  const rows = [];
  for (const [kind, entry] of byKind) {
    if (entry.times.length === 0) continue;
    const sorted = [...entry.times].sort((a, b) => a - b);
    const count = (test) =>
      Object.entries(entry.statuses)
        .filter(([status]) => test(Number(status)))
        .reduce((sum, [, value]) => sum + value, 0);
    rows.push({
      kind,
      requests: sorted.length,
      '2xx': count((status) => status < 300),
      '4xx': count((status) => status >= 400 && status < 500),
      '5xx': count((status) => status >= 500),
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
    });
  }
  const sorted = [...all.times].sort((a, b) => a - b);
  const fiveXX = Object.entries(all.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, value]) => sum + value, 0);
  return {
    connections,
    durationS,
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / durationS),
    errors: result.errors,
    timeouts: result.timeouts,
    fiveXX,
    statuses: all.statuses,
    latencyMs: {
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.length ? Math.round(sorted.at(-1)) : null,
    },
    byKind: rows,
  };
}

const api = externalApi
  ? { base: String(externalApi).replace(/\/+$/, ''), errors: [], stop: async () => {} }
  : await startApi();
let failed = false;
try {
  const setupStarted = Date.now();
  const world = await prepare(api.base);
  log(
    `${world.travellers.length} travellers signed in, ${world.departures.length} contested departures, ${world.gems.length} gems in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`,
  );
  log(
    `Load: ${connections} connections for ${durationS} s (${MIX.map(([kind, weight]) => `${kind} ${weight}%`).join(', ')})`,
  );
  // The API's own processes (primary, workers, embedded database): CPU time, not wall-clock.
  const cpuBefore = api.pid ? treeCpu(api.pid) : null;
  const summary = summarise(await load(api.base, world));
  if (cpuBefore) {
    const used = cpuBetween(cpuBefore, treeCpu(api.pid));
    const totalMs = used.reduce((sum, entry) => sum + entry.ms, 0);
    summary.apiCpu = {
      msPerRequest: Math.round((100 * totalMs) / Math.max(1, summary.requests)) / 100,
      processes: used.map(({ command, ms }) => ({ process: command.split(' ').at(-1), ms })),
    };
  }
  const overbooking = await checkOverbooking(api.base, world);
  const overbooked = overbooking.departures.filter((departure) => departure.overbooked);
  failed = summary.fiveXX > 0 || overbooked.length > 0;
  const report = {
    ...summary,
    overbooking,
    serverErrors: api.errors.join('').split('\n').filter(Boolean).slice(0, 20),
    ok: !failed,
  };
  if (asJson) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const { latencyMs } = summary;
    log(
      `\nRequests: ${summary.requests} (${summary.requestsPerSecond}/s), errors: ${summary.errors}, timeouts: ${summary.timeouts}, 5xx: ${summary.fiveXX}`,
    );
    log(
      `Statuses: ${Object.entries(summary.statuses)
        .map(([status, count]) => `${status} x${count}`)
        .join(', ')}`,
    );
    log(
      `Latency: p50 ${latencyMs.p50} ms, p95 ${latencyMs.p95} ms, p99 ${latencyMs.p99} ms, max ${latencyMs.max} ms`,
    );
    if (summary.apiCpu) {
      log(
        `API CPU: ${summary.apiCpu.msPerRequest} ms per request (${summary.apiCpu.processes.map(({ process, ms }) => `${process} ${ms} ms`).join(', ')})`,
      );
    }
    console.table(summary.byKind);
    log(`Bookings held or confirmed: ${overbooking.bookings}`);
    console.table(
      overbooking.departures.map(({ tourId, date, time, capacity, guests, remaining, overbooked: over }) => ({
        departure: `${tourId.slice(0, 8)} ${date} ${time}`,
        capacity,
        'booked guests': guests,
        remaining,
        overbooked: over,
      })),
    );
    if (report.serverErrors.length) log(`Server errors logged:\n  ${report.serverErrors.join('\n  ')}`);
    log(
      failed ? '\n✖ FAILED: 5xx answers or an overbooked departure' : '\n✔ No 5xx, no departure overbooked',
    );
  }
} catch (error) {
  failed = true;
  console.error(`✖ Load test could not run: ${error instanceof Error ? error.message : error}`);
  if (api.errors.length) console.error(api.errors.join(''));
} finally {
  await api.stop();
}
process.exit(failed ? 1 : 0);
