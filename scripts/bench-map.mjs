#!/usr/bin/env node
// Benchmark of the gems map. Prints numbers, asserts nothing.
//
//   node scripts/bench-map.mjs [--runs 3] [--sizes 10000,50000] [--no-fetch] [--no-map]
//
// 1. Map idle: /gems-map in headless Debian Chromium with a synthetic city of N gems in pages of 300,
//    served over HTTP by this script as the API serves a page (brotli, from memory). The page is the
//    app's host served on a port of its own (BENCH_MAP_HOST_PORT, default 3640) whose runtime config
//    names this script's API, which passes every other call on to the app's: no request of the page
//    is intercepted (no special seed needed). Reports, from the page's own probe
//    (window.__GAIDO_MAP__, mfe-gems/src/map/mapProbe.ts): navigation start -> map idle with every
//    point, the fetch of all pages, and setData -> idle (the map's own cost).
// 2. Fetch all: every gem of a ~3,000-gem city from a real local API (a second API on a spare port
//    with the large seed, 50,000 gems in 16 cities), page 1 then the rest in parallel, measured in
//    Node and in the page through the app's own getGemsByCity.
//
// Uses the app at BASE_URL (default http://localhost:3000) when it answers, else starts
// `node scripts/start.mjs --no-build` itself (builds must exist: `pnpm build`). Writes
// bench-results/map.json. Needs about 2 GB of memory for the second API.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isUp, waitFor } from '@gaido/bench/stack';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('@playwright/test');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const RUNS = Number(option('runs', '3'));
const SIZES = option('sizes', '10000,50000').split(',').map(Number);
const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const APP_API = process.env.API_BASE_URL ?? 'http://localhost:4000/api/v1';
const BENCH_API_PORT = Number(process.env.BENCH_API_PORT ?? 4100);
const BENCH_API = `http://localhost:${BENCH_API_PORT}/api/v1`;
/** The host this script serves for the map runs (see startBenchHost). */
const HOST_PORT = Number(process.env.BENCH_MAP_HOST_PORT ?? 3640);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGE_SIZE = 300;
const FETCH_TARGET = 3000;
const TIMEOUT_MS = 120_000;

const BENCH_CITY = {
  id: 'b3c4a000-0000-4000-8000-00000000be4c',
  slug: 'benchville',
  name: 'Benchville',
  country: 'Benchland',
  latitude: 41.39,
  longitude: 2.17,
};

/** Processes this script started, stopped at the end (and only those). */
const children = [];

function log(message) {
  process.stderr.write(`[bench-map] ${message}\n`);
}

function startChild(command, commandArgs, env, label) {
  const child = spawn(command, commandArgs, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  child.stderr.on('data', (chunk) => {
    const text = String(chunk).trim();
    if (text) log(`${label}: ${text.slice(0, 300)}`);
  });
  children.push(child);
  return child;
}

function stopChildren() {
  for (const child of children) {
    // The whole group, even when its leader is gone: start.mjs failing leaves its API running, and
    // that API holding our stderr pipe keeps this script alive.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

function run(command, commandArgs, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value) => (value === null || value === undefined ? null : Math.round(value));

// ---- synthetic city -------------------------------------------------------------------------------

const FEATURES = [
  ['Restaurant', 'Food'],
  ['Cocktail bar', 'Drinks & Nightlife'],
  ['Museum', 'Culture'],
  ['Viewpoint', 'Nature'],
].map(([name, categoryName], i) => [
  {
    id: `b3c4f000-0000-4000-8000-00000000000${i}`,
    name,
    categoryId: `b3c4c000-0000-4000-8000-00000000000${i}`,
    categoryName,
  },
]);
const NO_HOURS = Object.fromEntries(
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].flatMap((day) => [
    [`opens${day}`, null],
    [`closes${day}`, null],
  ]),
);

/** Deterministic pseudo-random numbers, so every run draws the same city. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A city of `count` gems as the API would page it: JSON bodies of 300, built before timing starts, each
 * gem as the list's contract describes it (the app refuses a page that is not).
 */
function syntheticPages(count) {
  const next = random(count);
  const totalPages = Math.ceil(count / PAGE_SIZE);
  const pages = [];
  for (let page = 1; page <= totalPages; page++) {
    const data = [];
    for (let i = (page - 1) * PAGE_SIZE; i < Math.min(count, page * PAGE_SIZE); i++) {
      // A dense centre and sparser suburbs, like a real city.
      const radius = 0.25 * next() ** 1.8;
      const angle = next() * 2 * Math.PI;
      data.push({
        id: `b3c4a000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        name: `Bench gem ${i}`,
        service: 'Somewhere',
        features: FEATURES[i % FEATURES.length],
        images: [],
        imageAlt: '',
        cityId: BENCH_CITY.id,
        latitude: BENCH_CITY.latitude + radius * Math.sin(angle),
        longitude: BENCH_CITY.longitude + radius * Math.cos(angle) * 1.3,
        hoursNote: null,
        ...NO_HOURS,
        createdAt: '2026-01-01T00:00:00.000Z',
        guideId: null,
        guide: null,
      });
    }
    pages.push(JSON.stringify({ data, meta: { currentPage: page, totalPages, totalRecords: count } }));
  }
  return pages;
}

/**
 * The API the benchmark's page talks to: the synthetic city's pages over real HTTP, compressed once as
 * the API keeps its gem pages (api/src/http/precompressed-json.ts: brotli quality 5, gzip), the city
 * added to the app's /cities, and every other call passed on to the app's API. The page reaches it
 * as it reaches the API (cross-origin, CORS), with nothing in between: Playwright's request
 * interception (page.route) would pause every request of the page, scripts too, until this process
 * let it go, which is not what a traveller's browser does.
 */
async function startSyntheticApi({ upstream }) {
  let pages = [];
  let pageOrigin = null;
  const upstreamUrl = new URL(upstream);
  const cors = () => ({
    'Access-Control-Allow-Origin': pageOrigin ?? '*',
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': 'X-Access-Token, X-Refresh-Token',
    Vary: 'Origin, Accept-Encoding',
  });
  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url, 'http://x');
      if (request.method === 'OPTIONS') {
        response.writeHead(204, {
          ...cors(),
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
          'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '',
          'Access-Control-Max-Age': '600',
        });
        response.end();
        return;
      }
      if (/\/gems\/?$/.test(url.pathname) && url.searchParams.get('cityId') === BENCH_CITY.id) {
        const n = Number(url.searchParams.get('page') ?? '1');
        const page = pages[n - 1] ?? pages.empty;
        const accepted = String(request.headers['accept-encoding'] ?? '');
        const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null;
        const body = encoding ? page[encoding] : page.json;
        response.writeHead(200, {
          ...cors(),
          'Content-Type': 'application/json',
          'Content-Length': String(body.length),
          'Cache-Control': 'no-cache',
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        });
        response.end(body);
        return;
      }
      // Everything else is the app's API, asked server to server (so its own CORS list is moot).
      const chunks = [];
      for await (const chunk of request) chunks.push(chunk);
      const headers = { ...request.headers };
      for (const name of [
        'host',
        'origin',
        'referer',
        'connection',
        'keep-alive',
        'transfer-encoding',
        'te',
        'upgrade',
        'expect',
        'content-length',
        'accept-encoding',
      ]) {
        delete headers[name];
      }
      const answer = await fetch(`${upstreamUrl.origin}${request.url}`, {
        method: request.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      let body = Buffer.from(await answer.arrayBuffer());
      if (url.pathname.endsWith('/cities') && answer.ok) {
        const json = JSON.parse(String(body));
        body = Buffer.from(JSON.stringify({ ...json, data: [...json.data, BENCH_CITY] }));
      }
      const passed = {};
      answer.headers.forEach((value, name) => {
        // fetch has already decoded the body; CORS is answered for the page's origin here.
        if (
          !/^(content-encoding|content-length|transfer-encoding|connection|access-control-|vary|set-cookie)/i.test(
            name,
          )
        ) {
          passed[name] = value;
        }
      });
      const cookies = answer.headers.getSetCookie();
      response.writeHead(answer.status, {
        ...passed,
        ...(cookies.length > 0 ? { 'Set-Cookie': cookies } : {}),
        ...cors(),
        'Content-Length': String(body.length),
      });
      response.end(body);
    } catch (error) {
      if (!response.headersSent) response.writeHead(502, { ...cors(), 'Content-Type': 'text/plain' });
      response.end(String(error));
    }
  });
  // On every interface, so the page reaches it at localhost, same-site as the app's API.
  await new Promise((resolve) => server.listen(0, resolve));
  const compress = (text) => {
    const json = Buffer.from(text);
    return {
      json,
      gzip: gzipSync(json),
      br: brotliCompressSync(json, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    };
  };
  return {
    apiBaseUrl: `http://localhost:${server.address().port}${upstreamUrl.pathname}`,
    /** The origin of the page that calls it (CORS). */
    allowOrigin(origin) {
      pageOrigin = origin;
    },
    /** Serves these JSON pages from now on (compressed here, before any timing). */
    serve(jsonPages) {
      pages = jsonPages.map(compress);
      pages.empty = compress(
        JSON.stringify({ data: [], meta: { currentPage: 0, totalPages: jsonPages.length } }),
      );
      return pages.reduce((sum, page) => sum + page.br.length, 0);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The app's host, served by the project's own server (packages/static-server/src/servers.mjs) on a port of its own
 * with the same remotes as the app at BASE_URL (read from its /remotes.json), but with its runtime
 * config pointing at the synthetic API: its Content-Security-Policy and preload hints are the app's.
 */
async function startBenchHost({ apiBaseUrl }) {
  const read = async (path) => {
    const answer = await fetch(`${BASE_URL}${path}`);
    if (!answer.ok) throw new Error(`${BASE_URL}${path} answered ${answer.status}`);
    return answer.json();
  };
  const [remotesFile, config] = await Promise.all([read('/remotes.json'), read('/config.json')]);
  const remotes = {};
  for (const [name, pin] of Object.entries(remotesFile.remotes)) {
    remotes[name] = {
      version: pin.version,
      entry: pin.entry,
      ...(pin.integrity ? { integrity: pin.integrity } : {}),
    };
  }
  const cdnOrigin = config.release?.cdnOrigin ?? new URL(Object.values(remotes)[0].entry).origin;
  const { startHostServer } = await import('@gaido/static-server/servers');
  const server = await startHostServer({
    environment: remotesFile.environment ?? 'local',
    port: HOST_PORT,
    cdnOrigin,
    apiBaseUrl,
    assetsHost: new URL(apiBaseUrl).origin,
    pins: { read: async (environment) => ({ environment, remotes }) },
  });
  return {
    origin: `http://localhost:${HOST_PORT}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Waits until the map is idle after its last setData (holding `expected` points when given). */
function waitForIdle(page, expected) {
  return page.waitForFunction(
    (n) => {
      const probe = window.__GAIDO_MAP__;
      if (!probe) return false;
      if (probe.state === 'error') return true;
      return probe.state === 'idle' && probe.idleAfterDataMs !== null && (n === null || probe.points === n);
    },
    expected,
    { timeout: TIMEOUT_MS, polling: 50 },
  );
}

/** Opens /gems-map for a city and waits until the map is idle with `expected` points. */
async function measureMapPage(
  browser,
  { city, expected, prepare, redraw = false, bypassCSP = false, baseUrl = BASE_URL },
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP });
  const page = await context.newPage();
  try {
    if (prepare) await prepare(page);
    await page.goto(`${baseUrl}/gems-map?city=${encodeURIComponent(city)}`);
    await waitForIdle(page, expected);
    const probe = await page.evaluate(() => window.__GAIDO_MAP__);
    if (probe.state === 'error') throw new Error(`the map failed: ${probe.error}`);
    // Where the fetch's time goes: the network answers each page quickly, so a long fetch means the
    // page's main thread got to the requests and responses late.
    const gemRequests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/gems\/?\?/.test(entry.name))
        .map((entry) => ({ start: entry.startTime, end: entry.responseEnd })),
    );
    // The first idle also waits for the basemap; redrawing every point (a class filter off and on
    // again) is the points' own cost: setData, clustering in the worker, drawing.
    let redrawMs = null;
    if (redraw) {
      const things = page.getByRole('checkbox', { name: /^Things to do/ });
      await things.click();
      await page.waitForFunction((n) => window.__GAIDO_MAP__?.points < n, expected, { timeout: TIMEOUT_MS });
      await waitForIdle(page, null);
      await things.click();
      await waitForIdle(page, expected);
      redrawMs = await page.evaluate(() => window.__GAIDO_MAP__.idleAfterDataMs);
    }
    return {
      navigationToIdleMs: probe.idleAt,
      // The city's first points on the map: the complete list when every page came within the first
      // second (mfe-gems/src/map/api/cityGems.ts), else the gems so far.
      navigationToFirstPointsMs: probe.firstDataSetAt ?? null,
      fetchStartMs: probe.fetchStartedAt,
      fetchMs: probe.fetchMs,
      setDataToIdleMs: probe.idleAfterDataMs,
      redrawMs,
      // Median time a page of gems spent on the network (request start to last byte).
      pageNetworkMs: median(gemRequests.map((request) => request.end - request.start)),
      lastPageArrivedMs: gemRequests.length ? Math.max(...gemRequests.map((request) => request.end)) : null,
      points: probe.points,
      clusters: probe.renderedClusters,
    };
  } finally {
    await context.close();
  }
}

async function benchMapIdle(browser) {
  const results = [];
  const syntheticApi = await startSyntheticApi({ upstream: APP_API });
  let host = null;
  try {
    host = await startBenchHost({ apiBaseUrl: syntheticApi.apiBaseUrl });
    syntheticApi.allowOrigin(host.origin);
    for (const size of SIZES) {
      log(`map idle: building a synthetic city of ${size} gems`);
      const brotliBytes = syntheticApi.serve(syntheticPages(size));
      log(`  ${Math.ceil(size / PAGE_SIZE)} pages, ${Math.round(brotliBytes / 1024)} KB brotli in all`);
      const runs = [];
      // One extra first run, not counted: a browser's first page load also starts its processes. (Each
      // run has a context of its own, so every run loads the app and MapLibre with an empty cache.)
      for (let i = 0; i <= RUNS; i++) {
        const result = await measureMapPage(browser, {
          city: BENCH_CITY.id,
          expected: size,
          baseUrl: host.origin,
          redraw: true,
        });
        log(
          `  ${size} gems, run ${i}${i === 0 ? ' (cold)' : ''}: idle ${round(result.navigationToIdleMs)} ms after navigation (first points ${round(result.navigationToFirstPointsMs)} ms), setData->idle ${round(result.setDataToIdleMs)} ms, fetch ${round(result.fetchMs)} ms from ${round(result.fetchStartMs)} ms (a page ${round(result.pageNetworkMs)} ms on the network, the last in at ${round(result.lastPageArrivedMs)} ms), redraw ${round(result.redrawMs)} ms`,
        );
        runs.push({ ...result, cold: i === 0 });
      }
      const warm = runs.filter((r) => !r.cold);
      results.push({
        gems: size,
        runs,
        median: {
          navigationToIdleMs: round(median(warm.map((r) => r.navigationToIdleMs))),
          navigationToFirstPointsMs: round(median(warm.map((r) => r.navigationToFirstPointsMs))),
          fetchStartMs: round(median(warm.map((r) => r.fetchStartMs))),
          setDataToIdleMs: round(median(warm.map((r) => r.setDataToIdleMs))),
          redrawMs: round(median(warm.map((r) => r.redrawMs))),
          fetchMs: round(median(warm.map((r) => r.fetchMs))),
          pageNetworkMs: round(median(warm.map((r) => r.pageNetworkMs))),
          lastPageArrivedMs: round(median(warm.map((r) => r.lastPageArrivedMs))),
          clusters: median(warm.map((r) => r.clusters)),
        },
      });
    }
  } finally {
    await host?.close();
    await syntheticApi.close();
  }
  return results;
}

// ---- fetch all gems of a 3,000-gem city against a real API ---------------------------------------------

/** spec 7: page 1, then the remaining pages in parallel (6 at a time, as the browser and the app do). */
async function fetchAllInNode(cityId) {
  const started = performance.now();
  const get = async (page) => {
    const response = await fetch(
      `${BENCH_API}/gems/?cityId=${cityId}&page=${page}&limit=${PAGE_SIZE}&order=ASC`,
      {
        headers: { 'Accept-Encoding': 'gzip' },
      },
    );
    if (!response.ok) throw new Error(`page ${page}: ${response.status}`);
    return response.json();
  };
  const first = await get(1);
  const rest = [];
  const queue = Array.from({ length: first.meta.totalPages - 1 }, (_, i) => i + 2);
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (queue.length > 0) rest.push(await get(queue.shift()));
    }),
  );
  const gems = first.data.length + rest.reduce((sum, page) => sum + page.data.length, 0);
  return { ms: performance.now() - started, gems, pages: first.meta.totalPages };
}

async function benchFetchAll(browser) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gaido-bench-map-'));
  try {
    log(`fetch all: seeding a large database (50,000 gems) in ${dataDir}`);
    const seedStarted = Date.now();
    await run('pnpm', ['--filter', 'api', 'seed', '--', '--large'], { GAIDO_DATA_DIR: dataDir });
    log(
      `  seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s; starting a second API on :${BENCH_API_PORT}`,
    );
    startChild(
      'pnpm',
      ['--filter', 'api', 'start'],
      { GAIDO_DATA_DIR: dataDir, PORT: String(BENCH_API_PORT) },
      'api',
    );
    await waitFor(`${BENCH_API}/health`, 90_000, 'the benchmark API');
    const cities = (await (await fetch(`${BENCH_API}/cities`)).json()).data;
    const city = cities.reduce((best, c) =>
      Math.abs(c.gemCount - FETCH_TARGET) < Math.abs(best.gemCount - FETCH_TARGET) ? c : best,
    );
    log(
      `  city: ${city.name} with ${city.gemCount} gems (${Math.ceil(city.gemCount / PAGE_SIZE)} pages of ${PAGE_SIZE})`,
    );
    await fetchAllInNode(city.id); // warm the database's caches

    const node = [];
    for (let i = 0; i < Math.max(RUNS, 3); i++) node.push(await fetchAllInNode(city.id));
    log(`  Node fetch: ${node.map((r) => round(r.ms)).join(', ')} ms`);

    // In the page: the app's own getGemsByCity (client, gzip, zod parsing), pointed at the second API.
    const pointAtBenchApi = (page) =>
      page.route(
        (url) => url.pathname === '/config.json',
        async (route) => {
          const response = await route.fetch();
          const body = await response.json();
          await route.fulfill({ response, json: { ...body, apiBaseUrl: BENCH_API } });
        },
      );
    const browserRuns = [];
    for (let i = 0; i <= RUNS; i++) {
      const result = await measureMapPage(browser, {
        city: city.id,
        expected: city.gemCount,
        prepare: pointAtBenchApi,
        // The host's Content-Security-Policy lets pages call the app's API only, not this second one.
        bypassCSP: true,
      });
      log(
        `  in the page, run ${i}${i === 0 ? ' (cold)' : ''}: fetch ${round(result.fetchMs)} ms, idle ${round(result.navigationToIdleMs)} ms`,
      );
      browserRuns.push({ ...result, cold: i === 0 });
    }
    const warm = browserRuns.filter((r) => !r.cold);
    return {
      city: { name: city.name, gems: city.gemCount, pages: Math.ceil(city.gemCount / PAGE_SIZE) },
      node: { runsMs: node.map((r) => round(r.ms)), medianMs: round(median(node.map((r) => r.ms))) },
      browser: {
        runs: browserRuns,
        medianFetchMs: round(median(warm.map((r) => r.fetchMs))),
        medianNavigationToIdleMs: round(median(warm.map((r) => r.navigationToIdleMs))),
      },
    };
  } finally {
    stopChildren();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- main -------------------------------------------------------------------------------------------

/** The app's data folder when this script started the app (removed at the end). */
let appDataDir = null;

async function ensureApp() {
  if ((await isUp(`${BASE_URL}/config.json`)) && (await isUp(`${APP_API}/health`))) {
    log(`using the app already running at ${BASE_URL}`);
    return;
  }
  log('starting the app (node scripts/start.mjs --no-build)');
  const dataDir = mkdtempSync(join(tmpdir(), 'gaido-bench-app-'));
  appDataDir = dataDir;
  startChild(
    'node',
    ['scripts/start.mjs', '--no-build'],
    { GAIDO_DATA_DIR: dataDir, GAIDO_ENV: 'local' },
    'app',
  );
  await waitFor(`${APP_API}/health`, 180_000, 'the app API');
  await waitFor(`${BASE_URL}/config.json`, 30_000, 'the host');
}

function printTable(report) {
  const rows = [];
  for (const map of report.mapIdle ?? []) {
    rows.push([
      `map idle, ${map.gems.toLocaleString('en')} gems (synthetic)`,
      `${map.median.navigationToIdleMs} ms`,
      `first points ${map.median.navigationToFirstPointsMs} ms, setData->idle ${map.median.setDataToIdleMs} ms, redraw all ${map.median.redrawMs} ms, fetch ${map.median.fetchMs} ms from ${map.median.fetchStartMs} ms (a page ${map.median.pageNetworkMs} ms on the network, the last in at ${map.median.lastPageArrivedMs} ms)`,
    ]);
  }
  if (report.fetchAll) {
    const f = report.fetchAll;
    rows.push([
      `fetch all, ${f.city.gems.toLocaleString('en')} gems (${f.city.pages} x ${PAGE_SIZE}), Node`,
      `${f.node.medianMs} ms`,
      `${f.city.name}, local API, page 1 then 6 in parallel`,
    ]);
    rows.push([
      `fetch all, ${f.city.gems.toLocaleString('en')} gems, in the page`,
      `${f.browser.medianFetchMs} ms`,
      `app's getGemsByCity incl. parsing; map idle ${f.browser.medianNavigationToIdleMs} ms after navigation`,
    ]);
  }
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), 6));
  const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  |  ');
  console.log(
    `\nGems map benchmark (median of ${RUNS} warm runs; headless Chromium, ${report.machine.cpus} cores, load average ${report.machine.loadAverageAtStart[0]} at start)\n`,
  );
  console.log(line(['measure', 'median', 'notes']));
  console.log(widths.map((w) => '-'.repeat(w)).join('--+--'));
  for (const row of rows) console.log(line(row));
  console.log('');
}

const report = {
  date: new Date().toISOString(),
  // Other work on the machine skews these numbers: the load average says how busy it was.
  machine: {
    cpus: os.cpus().length,
    node: process.version,
    loadAverageAtStart: os.loadavg().map((n) => round(n * 100) / 100),
  },
  baseUrl: BASE_URL,
  pageSize: PAGE_SIZE,
};
let browser;
try {
  await ensureApp();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  if (!args.includes('--no-map')) report.mapIdle = await benchMapIdle(browser);
  if (!args.includes('--no-fetch')) report.fetchAll = await benchFetchAll(browser);
  printTable(report);
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench-results', 'map.json'), `${JSON.stringify(report, null, 2)}\n`);
  log('wrote bench-results/map.json');
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  stopChildren();
  if (appDataDir) {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    rmSync(appDataDir, { recursive: true, force: true });
  }
}
