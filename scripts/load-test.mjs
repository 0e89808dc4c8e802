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
//   node scripts/load-test.mjs --mix bookings                  bookings that succeed: each connection
//                                     books a place on a departure with room, then pays for it
//   node scripts/load-test.mjs --soak 10                       10 minutes of the mixed load on 100
//                                     connections: throughput, p99 and memory per minute, tables' sizes
//
// Options: --connections N, --duration S, --travellers N (accounts, default min(connections, 100)),
// --mailbox URL (the SMTP sink's HTTP address, for verification mail),
// --departures N (contested departures, default 6), --port P (default: a free one), --api URL,
// --database pglite|postgres (default pglite; postgres starts a throwaway Debian PostgreSQL cluster),
// --postgres-over socket|tcp (how the API reaches that cluster: its Unix domain socket, the default, or
// TCP loopback),
// --workers N (API worker processes, default one per core as the API's own default; with pglite and
// more than one the database gets a process of its own),
// --cpu-prof DIR (the API's processes write V8 CPU profiles there when they stop), --only KIND, --json,
// --mix default|bookings, --soak MINUTES.
// The API is started with a metrics listener; memory, statements sent and tables' sizes are read from
// its /metrics (docs/deploy.md, "Metrics and logs"), PostgreSQL's memory from /proc.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { runHttpLoad } from '@gaido/bench/http-load';
import { scrapeCurrent, scrapeMetrics } from '@gaido/bench/metrics-scrape';
import { departureOverbooked } from '@gaido/bench/overbooking';
import { cpuBetween, processTree, treeCpu } from '@gaido/bench/process-cpu';
import { minuteOf, withMemory } from '@gaido/bench/soak-minutes';
import { startThrowawayPostgres } from '@gaido/dev-stack/throwaway-postgres';
import { ROOT } from '@gaido/workspace/paths';

function option(name, fallback) {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) return true;
  return value;
}

const soakMinutes = option('soak', null);
const soak = soakMinutes !== null;
const connections = Number(option('connections', soak ? 100 : 200));
const durationS = soak ? Math.round(Number(soakMinutes) * 60) : Number(option('duration', 30));
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
// --mix bookings: bookings that succeed, the expensive path the full mix mostly refuses (its few
// departures sell out in seconds). Each connection requests one place on a departure with room, then
// pays for its booking with a card the test gateway accepts, and so on.
const mixName = String(option('mix', 'default'));
if (!['default', 'bookings'].includes(mixName)) {
  console.error('--mix is default or bookings');
  process.exit(2);
}
const bookingsMix = mixName === 'bookings';
// --only KIND: that kind alone (a CPU profile per kind of request).
const only = option('only', null);
const MIX = bookingsMix
  ? [
      ['booking with room', 50],
      ['payment', 50],
    ]
  : only
    ? FULL_MIX.filter(([kind]) => kind === only).map(([kind]) => [kind, 100])
    : FULL_MIX;
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
const postgresOver = String(option('postgres-over', 'socket'));
if (!['socket', 'tcp'].includes(postgresOver)) {
  console.error('--postgres-over is socket or tcp');
  process.exit(2);
}

/**
 * A fresh API on a free port: PGlite in a temp data folder, or a throwaway PostgreSQL cluster; created,
 * migrated and seeded on start, with `workers` worker processes.
 */
async function startApi() {
  const port = Number(option('port', 0)) || (await freePort());
  const metricsPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gaido-load-'));
  const postgres = database === 'postgres' ? await startThrowawayPostgres() : null;
  const postgresUrl = () => {
    const socketUrl = postgres.createDatabase('gaido');
    return postgresOver === 'tcp' ? postgres.tcpUrl('gaido') : socketUrl;
  };
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
      METRICS_PORT: String(metricsPort),
      ...(postgres ? { DATABASE_URL: postgresUrl() } : {}),
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
    if (Date.now() - started > 300_000) {
      // Stopped here: nothing else would stop it.
      child.kill('SIGTERM');
      postgres?.stop();
      throw new Error('the API did not start within 300 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  log(
    `API on ${base} (${postgres ? `a throwaway PostgreSQL over ${postgresOver === 'tcp' ? 'TCP loopback' : 'its Unix socket'}` : `fresh embedded database in ${dataDir}`}, ${workers} worker${workers === 1 ? '' : 's'}), up in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    base,
    errors,
    pid: child.pid,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    postgresDir: postgres?.dir ?? null,
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
    // Places sold before the load (journeys that ran on this stack) are counted in the verdict.
    if (slot) {
      departures.push({
        tourId: tour.id,
        date: day.date,
        time: slot.time,
        capacity: slot.capacity,
        takenBefore: slot.capacity - slot.remaining,
      });
    }
  }
  if (departures.length === 0) throw new Error('no bookable departure found');
  // Departures with room (--mix bookings): every free slot of the tours' next 30 days.
  const roomy = [];
  if (bookingsMix) {
    for (const tour of tours) {
      const { data } = await call(base, 'GET', `/tours/${tour.id}/availability?from=${from}`);
      for (const day of data.days)
        for (const slot of day.slots)
          if (slot.remaining > 0) roomy.push({ tourId: tour.id, date: day.date, time: slot.time });
    }
  }
  return { travellers, cities, gems, tours, departures, roomy };
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

/** One request of the mix. */
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

/** Exact, from every answer's time, in whole ms. */
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', holderName: 'Load Test' };
let paymentCounter = 0;

/**
 * The bookings mix, one connection's next request: a place on a departure with room, then, when it was
 * booked, its payment.
 */
function nextBookOrPay(world, basePath, context) {
  if (context.bookingId) {
    const bookingId = context.bookingId;
    context.bookingId = null;
    context.kind = 'payment';
    paymentCounter += 1;
    return {
      method: 'POST',
      path: `${basePath}/bookings/${bookingId}/pay`,
      headers: { Authorization: `Bearer ${context.traveller.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ idempotencyKey: `load-${process.pid}-${paymentCounter}`, card: CARD }),
    };
  }
  const traveller = pick(world.travellers);
  const { tourId, date, time } = pick(world.roomy);
  context.kind = 'booking with room';
  context.traveller = traveller;
  return {
    method: 'POST',
    path: `${basePath}/bookings`,
    // Its id is read from the answer, so it comes uncompressed.
    headers: {
      'accept-encoding': 'identity',
      Authorization: `Bearer ${traveller.token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ tourId, date, time, guests: 1 }),
    readBody: true,
  };
}

/** The booking a booking request made, from its answer's body (null when refused). */
function bookedId(status, body) {
  if (status !== 201 || !body) return null;
  try {
    return JSON.parse(body).data.id;
  } catch {
    return null;
  }
}

async function load(base, world, onMinute) {
  const url = new URL(base);
  const basePath = url.pathname.replace(/\/+$/, '');
  const byKind = new Map(MIX.map(([kind]) => [kind, { times: [], okTimes: [], statuses: {} }]));
  const all = { times: [], statuses: {} };
  // Per minute of the run (the soak's table): each answer's time and whether it was a 2xx.
  const minutes = [];
  const loadStarted = Date.now();
  // The soak reads the API's figures at each minute's end, while the load goes on.
  const timer = onMinute
    ? setInterval(() => void onMinute(Math.round((Date.now() - loadStarted) / 60_000) - 1), 60_000)
    : null;
  const result = await runHttpLoad({
    origin: url.origin,
    connections,
    durationS,
    // A slow answer under this load is a figure to report, not a failure of the harness.
    timeoutS: 60,
    // As a browser's fetch asks; the API sends its compressed pages.
    headers: { 'accept-encoding': 'gzip' },
    next: bookingsMix
      ? (context) => nextBookOrPay(world, basePath, context)
      : (context) => {
          const next = nextRequest(world, basePath);
          context.kind = next.kind;
          return next;
        },
    onAnswer({ request, context, status, ms, body }) {
      if (request.readBody) context.bookingId = bookedId(status, body);
      const entry = byKind.get(context.kind);
      for (const target of entry ? [all, entry] : [all]) {
        target.times.push(ms);
        target.statuses[status] = (target.statuses[status] ?? 0) + 1;
      }
      if (entry && status < 300) entry.okTimes.push(ms);
      const minute = minuteOf(Date.now() - loadStarted, durationS);
      minutes[minute] ??= { times: [], ok: 0 };
      minutes[minute].times.push(ms);
      if (status < 300) minutes[minute].ok += 1;
    },
  });
  if (timer) clearInterval(timer);
  return { result, byKind, all, minutes };
}

/** Each table's size and rows from the API's gauges. */
function tableFigures(values) {
  const tables = new Map();
  for (const [series, value] of values ?? []) {
    const match = /^gaido_db_table_(size_bytes|rows)\{table="([^"]+)"\}$/.exec(series);
    if (!match) continue;
    const entry = tables.get(match[2]) ?? { bytes: 0, rows: 0 };
    entry[match[1] === 'rows' ? 'rows' : 'bytes'] = value;
    tables.set(match[2], entry);
  }
  return tables;
}

/** Proportional memory (PSS: shared buffers counted once) of a PostgreSQL cluster's processes, in bytes. */
function postgresMemory(dir) {
  try {
    const pid = Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    let kb = 0;
    for (const each of processTree(pid)) {
      try {
        kb += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${each}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
      } catch {
        // ended in between
      }
    }
    return kb * 1024;
  } catch {
    return null;
  }
}

/** The API's and the database's memory now, in MB: from /metrics, PostgreSQL's from /proc. */
function memoryOf(values, api) {
  const mb = (bytes) => (bytes === null || bytes === undefined ? null : Math.round(bytes / 1048576));
  const database = api.postgresDir
    ? postgresMemory(api.postgresDir)
    : (values?.get('gaido_database_process_resident_memory_bytes') ?? null);
  return {
    'API RSS MB': mb(values?.get('process_resident_memory_bytes')),
    'API heap MB': mb(values?.get('nodejs_heap_size_used_bytes')),
    'DB MB': database === null ? (workers === 1 ? 'in API' : null) : mb(database),
    'event loop p99 ms': values?.has('nodejs_eventloop_lag_p99_seconds')
      ? Math.round(values.get('nodejs_eventloop_lag_p99_seconds') * 1000)
      : null,
  };
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
      overbooked: departureOverbooked({ ...departure, guests, slot }),
    });
  }
  return { bookings, departures };
}

function summarise({ result, byKind, all, minutes }) {
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
      '2xx/s': Math.round((10 * count((status) => status < 300)) / durationS) / 10,
      'p99 of 2xx': percentile(
        [...entry.okTimes].sort((a, b) => a - b),
        99,
      ),
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
    perMinute: minutes.map((minute, index) => {
      const sorted = [...(minute?.times ?? [])].sort((a, b) => a - b);
      return {
        minute: index + 1,
        'req/s': Math.round(sorted.length / 60),
        '2xx/s': Math.round((minute?.ok ?? 0) / 60),
        p99: percentile(sorted, 99),
      };
    }),
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
    `${world.travellers.length} travellers signed in, ${world.departures.length} contested departures${bookingsMix ? `, ${world.roomy.length} departures with room` : ''}, ${world.gems.length} gems in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`,
  );
  log(
    `Load: ${connections} connections for ${durationS} s (${MIX.map(([kind, weight]) => `${kind} ${weight}%`).join(', ')})`,
  );
  // The API's own processes (primary, workers, embedded database): CPU time, not wall-clock.
  const cpuBefore = api.pid ? treeCpu(api.pid) : null;
  // Figures current in every worker, so that after minus before counts the load phase.
  const metricsBefore = api.metricsUrl ? (await scrapeCurrent(api.metricsUrl)).values : null;
  const memoryPerMinute = [];
  const onMinute = soak
    ? async (minute) => {
        const memory = memoryOf(await scrapeMetrics(api.metricsUrl).catch(() => null), api);
        memoryPerMinute[minute] = memory;
        log(`  minute ${minute + 1}: ${JSON.stringify(memory)}`);
      }
    : null;
  const summary = summarise(await load(api.base, world, onMinute));
  // Workers still busy with the last requests answer late: wait (up to 10 s) for their own figures.
  const scrapedAfter = api.metricsUrl ? await scrapeCurrent(api.metricsUrl) : null;
  const metricsAfter = scrapedAfter?.values ?? null;
  if (scrapedAfter && !scrapedAfter.current) summary.workersLate = scrapedAfter.late;
  if (metricsBefore && metricsAfter) {
    const statements =
      (metricsAfter.get('gaido_db_statements_total') ?? 0) -
      (metricsBefore.get('gaido_db_statements_total') ?? 0);
    summary.statementsPerRequest = Math.round((100 * statements) / Math.max(1, summary.requests)) / 100;
    summary.memoryAfter = memoryOf(metricsAfter, api);
    const before = tableFigures(metricsBefore);
    summary.tables = [...tableFigures(metricsAfter)]
      .map(([table, after]) => ({
        table,
        'rows before': before.get(table)?.rows ?? 0,
        'rows after': after.rows,
        'KB before': Math.round((before.get(table)?.bytes ?? 0) / 1024),
        'KB after': Math.round(after.bytes / 1024),
      }))
      .filter((row) => row['KB before'] !== row['KB after'] || row['rows before'] !== row['rows after']);
  }
  summary.perMinute = withMemory(summary.perMinute, memoryPerMinute, summary.memoryAfter);
  const successes = (kinds) =>
    summary.byKind.filter((row) => kinds.includes(row.kind)).reduce((sum, row) => sum + row['2xx'], 0);
  summary.successfulBookingsPerSecond =
    Math.round((10 * successes(['booking request', 'booking with room'])) / durationS) / 10;
  summary.paymentsPerSecond = Math.round((10 * successes(['payment'])) / durationS) / 10;
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
    log(
      `Successful bookings: ${summary.successfulBookingsPerSecond}/s${bookingsMix ? `, payments: ${summary.paymentsPerSecond}/s` : ''}`,
    );
    if (summary.statementsPerRequest !== undefined)
      log(
        `Database statements per request: ${summary.statementsPerRequest}${summary.workersLate ? ` (at least: ${summary.workersLate} worker(s) still too busy to report after 10 s)` : ''}`,
      );
    console.table(summary.byKind);
    if (soak || summary.perMinute.length > 1) {
      log(
        "Per minute (memory read from the API's /metrics at the minute's end; PostgreSQL's from /proc, PSS):",
      );
      console.table(summary.perMinute);
    }
    if (summary.memoryAfter) log(`Memory after the load: ${JSON.stringify(summary.memoryAfter)}`);
    if (summary.tables?.length) {
      log('Tables that changed:');
      console.table(summary.tables);
    }
    log(`Bookings held or confirmed: ${overbooking.bookings}`);
    console.table(
      overbooking.departures.map(
        ({ tourId, date, time, capacity, takenBefore, guests, remaining, overbooked: over }) => ({
          departure: `${tourId.slice(0, 8)} ${date} ${time}`,
          capacity,
          'sold before': takenBefore,
          'booked guests': guests,
          remaining,
          overbooked: over,
        }),
      ),
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
