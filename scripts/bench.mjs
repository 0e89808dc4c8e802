#!/usr/bin/env node
// `pnpm bench`: what the micro-frontend platform costs a traveller, measured against the same
// pages built as one app without Module Federation (bench/monolith). Prints tables and writes
// bench-results/bench-<time>.json (and latest.json); asserts nothing about times.
//
//   pnpm bench                      pages (platform vs monolith), the phone profile, map idle, API under load
//   pnpm bench --quick              CI-size: 2 runs a page (phone too), 5 s API runs, 1 map run
//   pnpm bench --only pages,api     a subset (pages | phone | map | api); --phone-runs N
//   pnpm bench --routes /,/tours    pages and phone on some routes only (names as printed)
//   pnpm bench --runs 7 --no-build  reuse the builds in dist/
//   pnpm bench:budget               bytes only, one load a page, exit 1 over budget (CI)
//
// Pages: headless Debian Chromium, a fresh context (cold cache) per load, 4x CPU throttling, median of
// the runs (definitions in packages/bench/src/pageLoad.mjs). Phone: the same routes at a phone's viewport
// on a 9 Mbps / 170 ms network, CPU 4x (PHONE_PROFILE), LCP against Web Vitals' "good" 2.5 s. Everything runs on ports of its own (host
// :3600, CDN :3610, monolith :3620, API :4600; BENCH_*_PORT to change) with a database of its own, so the
// app on :3000/:4000 is left alone. With DATABASE_URL set the API is measured on PostgreSQL too.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { benchApi } from '@gaido/bench/api-load';
import { machineSpeedMs } from '@gaido/bench/machine-speed';
import { benchMapIdle } from '@gaido/bench/map-idle';
import {
  LCP_GOOD_MS,
  measurePageLoad,
  PHONE_PROFILE,
  pairedLcpRatio,
  pairedLcpRatioQuartiles,
  summarizeRuns,
} from '@gaido/bench/page-load';
import { checkBudgets, kb, ms, pagesTable, phoneTable, scriptsTable, table } from '@gaido/bench/report';
import { BUDGETS, benchRoutes } from '@gaido/bench/routes';
import {
  BENCH_PORTS,
  buildAll,
  buildMonolith,
  buildsExist,
  createBenchUser,
  createLog,
  discoverData,
  ROOT,
  startApi,
  startStaticServers,
  stopChildren,
} from '@gaido/bench/stack';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 && argv[index + 1] ? argv[index + 1] : fallback;
};

const budgetMode = flag('budget');
const quick = flag('quick');
const settings = {
  runs: Number(option('runs', quick ? 2 : 7)),
  cpuThrottling: budgetMode ? 1 : Number(option('cpu', 4)),
  apiDurationS: Number(option('api-duration', quick ? 5 : 20)),
  apiConnections: Number(option('connections', 50)),
  phoneRuns: Number(option('phone-runs', quick ? 2 : 5)),
  mapRuns: Number(option('map-runs', quick ? 1 : 3)),
  mapSizes: option('map-sizes', '10000,50000').split(',').map(Number),
  parts: budgetMode ? ['pages'] : option('only', 'pages,phone,map,api').split(','),
  routes: budgetMode ? null : (option('routes', null)?.split(',') ?? null),
  verbose: flag('verbose'),
};
const log = createLog(budgetMode ? 'bench:budget' : 'bench');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

const started = Date.now();
const report = {
  date: new Date().toISOString(),
  mode: budgetMode ? 'budget' : quick ? 'quick' : 'full',
  machine: { cpus: cpus().length, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
  settings,
  definitions: {
    jsGzipBytes:
      'sum of gzip -9 of each script body requested before the page was ready, less what was requested from a requestIdleCallback callback (analytics), computed by the harness in an untimed load; transferBytes: what the server actually sent (brotli)',
    machineSpeed:
      'speedStartMs / speedEndMs: a fixed integer task run on every core at once (packages/bench/src/machineSpeed.mjs), slowest core, median of 3, at the start and the end of the run',
    lcpRatioPaired:
      "median over the runs of platform LCP / monolith LCP, each pair loaded one after the other (lcpRatio is the ratio of the two medians): the machine's speed drifts less within a pair",
    lcpRatioPairedQuartiles:
      "first and third quartiles of the pairs' ratios (half the pairs lie between): how far the paired median can be trusted",
    ready: 'main has an h1 and no .ui-loading-page / [aria-busy=true] is left (map: probe idle with points)',
    interactive: 'ready, pushed past every long task (>50 ms) until a 1 s window without one',
    phone: `${PHONE_PROFILE.device.viewport.width}x${PHONE_PROFILE.device.viewport.height} mobile viewport with touch, network ${PHONE_PROFILE.network.downloadMbps} Mbps down / ${PHONE_PROFILE.network.uploadMbps} Mbps up / ${PHONE_PROFILE.network.rttMs} ms round trip (CDP Network.emulateNetworkConditions, per request), CPU ${PHONE_PROFILE.cpuThrottling}x; LCP rated against Web Vitals (good <= ${LCP_GOOD_MS} ms)`,
    requestsBeforeFirstPaint: 'requests started before first-contentful-paint',
    waterfallDepth: 'longest initiator chain (document -> script -> what it requested) before ready',
    serialDepth: 'longest chain of requests each started after the previous finished, before ready',
  },
  budgets: BUDGETS,
};

/** Routes that miss a byte target today, each with a ceiling that stops them growing (bench/budgets.json). */
function readWaivers() {
  const file = join(ROOT, 'bench', 'budgets.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).waivers ?? {}) : {};
}

/** The routes measured: all of them, or those named by --routes. */
function selectedRoutes(data) {
  const routes = benchRoutes(data);
  return settings.routes ? routes.filter((route) => settings.routes.includes(route.name)) : routes;
}

async function measurePages(browser, stack, data, user) {
  const routes = selectedRoutes(data);
  const results = [];
  for (const route of routes) {
    const runs = { platform: [], monolith: [] };
    const load = (variant, bytesOnly = false) =>
      measurePageLoad(browser, {
        url: `${variant === 'platform' ? stack.platformOrigin : stack.monolithOrigin}${route.path}`,
        ready: route.ready,
        session: route.signedIn ? user.session : undefined,
        cpuThrottling: settings.cpuThrottling,
        bytesOnly,
      });
    // First an untimed load each for the bytes (async stack traces on, no throttling); it also warms
    // the servers' file caches. Then the timed runs alternate, so a noisy moment on this shared
    // machine hits both variants rather than one.
    const bytes = { platform: await load('platform', true), monolith: await load('monolith', true) };
    if (!budgetMode) {
      for (let i = 0; i < settings.runs; i++) {
        // Each pair in turn starts with the other variant, so neither always gets the warmer moment.
        for (const variant of i % 2 ? ['monolith', 'platform'] : ['platform', 'monolith']) {
          runs[variant].push(await load(variant));
        }
      }
    }
    const summary = (variant) => ({
      ...(budgetMode ? summarizeRuns([bytes[variant]]) : summarizeRuns(runs[variant])),
      js: bytes[variant].js,
      scripts: bytes[variant].scripts,
      timedOut: bytes[variant].timedOut || (budgetMode ? 0 : summarizeRuns(runs[variant]).timedOut),
    });
    const entry = {
      route,
      platform: summary('platform'),
      monolith: summary('monolith'),
      lcpRatioPaired: budgetMode ? null : pairedLcpRatio(runs.platform, runs.monolith),
      lcpRatioPairedQuartiles: budgetMode ? null : pairedLcpRatioQuartiles(runs.platform, runs.monolith),
    };
    log(
      `  ${route.name}: platform ${kb(entry.platform.js.gzipBytes)} in ${entry.platform.js.files} files, LCP ${ms(entry.platform.lcpMs)}; monolith ${kb(entry.monolith.js.gzipBytes)} in ${entry.monolith.js.files} files, LCP ${ms(entry.monolith.lcpMs)}`,
    );
    for (const failed of [...entry.platform.failedRequests, ...entry.monolith.failedRequests]) {
      log(`    failed request: ${failed}`);
    }
    results.push(entry);
  }
  return results;
}

/** Every route on the phone profile, platform and monolith loads in alternating pairs (no bytes load). */
async function measurePhone(browser, stack, data, user) {
  const results = [];
  for (const route of selectedRoutes(data)) {
    const runs = { platform: [], monolith: [] };
    for (let i = 0; i < settings.phoneRuns; i++) {
      for (const variant of i % 2 ? ['monolith', 'platform'] : ['platform', 'monolith']) {
        runs[variant].push(
          await measurePageLoad(browser, {
            url: `${variant === 'platform' ? stack.platformOrigin : stack.monolithOrigin}${route.path}`,
            ready: route.ready,
            session: route.signedIn ? user.session : undefined,
            cpuThrottling: PHONE_PROFILE.cpuThrottling,
            device: PHONE_PROFILE.device,
            network: PHONE_PROFILE.network,
          }),
        );
      }
    }
    const entry = {
      route,
      platform: summarizeRuns(runs.platform),
      monolith: summarizeRuns(runs.monolith),
      lcpRatioPaired: pairedLcpRatio(runs.platform, runs.monolith),
      lcpRatioPairedQuartiles: pairedLcpRatioQuartiles(runs.platform, runs.monolith),
    };
    log(
      `  ${route.name} (phone): platform LCP ${ms(entry.platform.lcpMs)}, interactive ${ms(entry.platform.interactiveMs)}; monolith LCP ${ms(entry.monolith.lcpMs)}, interactive ${ms(entry.monolith.interactiveMs)}`,
    );
    results.push(entry);
  }
  return results;
}

/** Versioned assets must be immutable and every script compressed (techniques, verified). */
function servingChecks(pages) {
  const scripts = pages.flatMap(({ platform }) => platform.scripts);
  const unique = [...new Map(scripts.map((s) => [s.url, s])).values()];
  const versioned = unique.filter(
    (s) => /\/static\/|\/mfe_[a-z]+\/\d/.test(s.url) || /remoteEntry/.test(s.url),
  );
  return {
    scripts: unique.length,
    compressed: unique.filter((s) => s.encoding === 'br' || s.encoding === 'gzip').length,
    uncompressed: unique
      .filter((s) => s.encoding === 'identity' && (s.gzipBytes ?? 0) > 1024)
      .map((s) => s.url),
    versioned: versioned.length,
    immutable: versioned.filter((s) => /immutable/.test(s.cacheControl ?? '')).length,
    notImmutable: versioned.filter((s) => !/immutable/.test(s.cacheControl ?? '')).map((s) => s.url),
  };
}

async function main() {
  // Times from runs on a slower moment of this shared machine are not comparable: say how fast it was.
  if (!budgetMode) report.machine.speedStartMs = await machineSpeedMs();
  if (flag('no-build')) {
    // `pnpm test` builds the apps once; the monolith baseline is built here when it is missing.
    if (!buildsExist({ monolith: false })) throw new Error('--no-build: the host or a remote has no build');
    if (!buildsExist()) buildMonolith({ log });
    log('using the builds in dist/');
  } else {
    buildAll({ log });
  }
  const origins = [`http://localhost:${BENCH_PORTS.host}`, `http://localhost:${BENCH_PORTS.monolith}`];
  log(`starting the benchmark API on :${BENCH_PORTS.api}`);
  // Bytes need no large database; the API seeds its default data on first start.
  const api = await startApi({ log, origins, large: !budgetMode });
  log('publishing the remotes to the benchmark CDN and starting the static servers');
  const stack = await startStaticServers({ log, apiBaseUrl: api.apiBaseUrl });
  const data = await discoverData(api.apiBaseUrl);
  const user = await createBenchUser(api.apiBaseUrl);
  report.data = data;
  report.pins = stack.pins;

  let browser;
  const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('@playwright/test');
  try {
    if (settings.parts.includes('pages')) {
      browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
      log(
        `pages: ${settings.runs} run(s) each, platform and monolith alternating, CPU ${settings.cpuThrottling}x`,
      );
      const pages = await measurePages(browser, stack, data, user);
      report.pages = pages.map(({ route, platform, monolith, lcpRatioPaired, lcpRatioPairedQuartiles }) => ({
        route: route.name,
        path: route.path,
        platform,
        monolith,
        bytesRatio: platform.js.gzipBytes / monolith.js.gzipBytes,
        lcpRatio: platform.lcpMs && monolith.lcpMs ? platform.lcpMs / monolith.lcpMs : null,
        lcpRatioPaired,
        lcpRatioPairedQuartiles,
      }));
      report.serving = servingChecks(pages);
      report.budget = checkBudgets(pages, readWaivers());
      await browser.close();
      browser = null;

      console.log(
        `\nPages: platform (P) vs monolith (M), first-load JS (gzip -9 of bodies, untimed load)${budgetMode ? '' : `; times: median of ${settings.runs}, CPU ${settings.cpuThrottling}x`}\n`,
      );
      console.log(pagesTable(pages, { timings: !budgetMode }));
      if (settings.verbose) {
        for (const { route, platform, monolith } of pages) {
          console.log(`\n${route.name} (platform)\n${scriptsTable(platform.scripts)}`);
          console.log(`\n${route.name} (monolith)\n${scriptsTable(monolith.scripts)}`);
        }
      }
      const serving = report.serving;
      console.log(
        `\nServing: ${serving.compressed}/${serving.scripts} scripts compressed (br/gzip), ${serving.immutable}/${serving.versioned} versioned scripts immutable${serving.uncompressed.length ? `; uncompressed: ${serving.uncompressed.join(', ')}` : ''}${serving.notImmutable.length ? `; not immutable: ${serving.notImmutable.join(', ')}` : ''}`,
      );
      console.log(
        `\nBudgets (bytes):\n${table(
          ['check', 'value', 'verdict'],
          report.budget.checks.map((c) => [c.check, c.value, c.verdict]),
        )}`,
      );
    }

    if (settings.parts.includes('phone')) {
      browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
      const { network, cpuThrottling } = PHONE_PROFILE;
      log(
        `phone: ${settings.phoneRuns} run(s) each, ${network.downloadMbps} Mbps / ${network.rttMs} ms, CPU ${cpuThrottling}x`,
      );
      const phone = await measurePhone(browser, stack, data, user);
      report.phone = phone.map(({ route, platform, monolith, lcpRatioPaired, lcpRatioPairedQuartiles }) => ({
        route: route.name,
        path: route.path,
        platform,
        monolith,
        lcpRatioPaired,
        lcpRatioPairedQuartiles,
      }));
      await browser.close();
      browser = null;
      console.log(
        `\nPhone: ${PHONE_PROFILE.device.viewport.width}x${PHONE_PROFILE.device.viewport.height}, ${network.downloadMbps} Mbps down / ${network.uploadMbps} up, ${network.rttMs} ms round trip, CPU ${cpuThrottling}x; median of ${settings.phoneRuns}; Web Vitals' good LCP: at most ${LCP_GOOD_MS / 1000} s\n`,
      );
      console.log(phoneTable(phone));
    }

    if (settings.parts.includes('map')) {
      log(`map idle: scripts/bench-map.mjs, ${settings.mapRuns} warm run(s) per size`);
      report.map = await benchMapIdle({
        baseUrl: stack.platformOrigin,
        apiBaseUrl: api.apiBaseUrl,
        runs: settings.mapRuns,
        sizes: settings.mapSizes,
        log,
      });
      console.log(
        `\nMap: navigation to idle with every point (no CPU throttling, warm cache; scripts/bench-map.mjs)\n${table(
          [
            'gems',
            'to idle',
            'first points',
            'fetch',
            'a page on the network',
            'last page in',
            'setData -> idle',
          ],
          report.map.map((m) => [
            m.gems.toLocaleString('en'),
            ms(m.navigationToIdleMs),
            ms(m.navigationToFirstPointsMs),
            ms(m.fetchMs),
            ms(m.pageNetworkMs),
            ms(m.lastPageArrivedMs),
            ms(m.setDataToIdleMs),
          ]),
        )}`,
      );
    }

    if (settings.parts.includes('api')) {
      const databases = [{ name: 'embedded (PGlite)', api }];
      report.api = [];
      for (const database of databases) {
        log(
          `API on ${database.name}: ${settings.apiConnections} connections, ${settings.apiDurationS} s each`,
        );
        report.api.push({
          database: database.name,
          results: await benchApi({
            apiBaseUrl: database.api.apiBaseUrl,
            data,
            user,
            connections: settings.apiConnections,
            durationS: settings.apiDurationS,
            log,
          }),
        });
      }
      if (process.env.DATABASE_URL) {
        // The benchmark never re-seeds a DATABASE_URL database (seeding drops its schemas): it measures
        // the data there, the API's default seed on an empty one. For pages of 300 gems, seed it with
        // `DATABASE_URL=... pnpm --filter api seed -- --large` first.
        log('API on PostgreSQL (DATABASE_URL), on the data already there');
        await api.stop();
        const pg = await startApi({ log, origins, databaseUrl: process.env.DATABASE_URL });
        const pgUser = await createBenchUser(pg.apiBaseUrl);
        const pgData = await discoverData(pg.apiBaseUrl);
        report.api.push({
          database: 'PostgreSQL (DATABASE_URL)',
          results: await benchApi({
            apiBaseUrl: pg.apiBaseUrl,
            data: pgData,
            user: pgUser,
            connections: settings.apiConnections,
            durationS: settings.apiDurationS,
            log,
          }),
        });
      }
      console.log(
        `\nAPI: ${settings.apiConnections} connections, ${settings.apiDurationS} s per call (undici, same machine)\n${table(
          ['database', 'call', 'p50', 'p95', 'p99', 'req/s', 'non-2xx'],
          report.api.flatMap(({ database, results }) =>
            results.map((r) => [
              database,
              r.name,
              ms(r.latencyMs.p50),
              ms(r.latencyMs.p95),
              ms(r.latencyMs.p99),
              r.requestsPerSecond,
              r.non2xx,
            ]),
          ),
        )}`,
      );
    }
  } finally {
    await browser?.close();
    await stack.close();
    stopChildren();
  }

  if (!budgetMode) {
    report.machine.speedEndMs = await machineSpeedMs();
    log(
      `machine speed: the fixed task took ${report.machine.speedStartMs} ms on each core at the start, ${report.machine.speedEndMs} ms at the end (lower is faster)`,
    );
  }
  report.durationS = Math.round((Date.now() - started) / 1000);
  const dir = join(ROOT, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const name = budgetMode ? 'budget.json' : `bench-${report.date.replace(/[:.]/g, '-')}.json`;
  writeFileSync(join(dir, name), `${JSON.stringify(report, null, 2)}\n`);
  if (!budgetMode) writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote bench-results/${name} in ${report.durationS} s`);

  if (budgetMode) {
    if (report.budget.failures.length > 0) {
      console.error(`\nOver budget:\n${report.budget.failures.map((f) => `  - ${f}`).join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log('\nWithin budget.');
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopChildren();
    process.exit(130);
  });
}

main().catch((error) => {
  console.error(error);
  stopChildren();
  process.exitCode = 1;
});
