// Tables for the terminal and the budget verdicts; the JSON written beside them holds everything.
import { lcpRating } from './pageLoad.mjs';
import { BUDGETS } from './routes.mjs';

export const kb = (bytes) =>
  bytes === null || bytes === undefined ? '-' : `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => (value === null || value === undefined ? '-' : `${Math.round(value)} ms`);
const ratio = (a, b) =>
  a === null || b === null || a === undefined || b === undefined || b === 0 ? null : a / b;
const x = (value) => (value === null ? '-' : `${value.toFixed(2)}x`);
/** The paired LCP ratio with the spread of the pairs' ratios: `1.12x (1.05–1.20)`. */
export const pairedCell = (paired, quartiles) =>
  paired === null
    ? '-'
    : quartiles
      ? `${x(paired)} (${quartiles[0].toFixed(2)}–${quartiles[1].toFixed(2)})`
      : x(paired);

export function table(header, rows) {
  const widths = header.map((cell, i) =>
    Math.max(String(cell).length, ...rows.map((row) => String(row[i]).length)),
  );
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-+-'), ...rows.map(line)].join('\n');
}

/** Per route: platform vs monolith, with the ratios, from summarized runs. */
export function pagesTable(pages, { timings = true } = {}) {
  const rows = pages.map(({ route, platform, monolith, lcpRatioPaired, lcpRatioPairedQuartiles }) => {
    const bytesRatio = ratio(platform.js.gzipBytes, monolith.js.gzipBytes);
    const row = [
      route.name,
      `${platform.js.files} / ${monolith.js.files}`,
      kb(platform.js.gzipBytes),
      kb(monolith.js.gzipBytes),
      x(bytesRatio),
    ];
    if (timings) {
      row.push(
        ms(platform.lcpMs),
        ms(monolith.lcpMs),
        x(ratio(platform.lcpMs, monolith.lcpMs)),
        pairedCell(lcpRatioPaired ?? null, lcpRatioPairedQuartiles ?? null),
        `${ms(platform.interactiveMs)} / ${ms(monolith.interactiveMs)}`,
        `${platform.requests.beforeFirstPaint ?? '-'} / ${monolith.requests.beforeFirstPaint ?? '-'}`,
        `${platform.requests.waterfallDepth} / ${monolith.requests.waterfallDepth}`,
        `${platform.requests.serialDepth} / ${monolith.requests.serialDepth}`,
      );
    }
    return row;
  });
  const header = ['route', 'JS files P/M', 'JS gzip platform', 'monolith', 'bytes ratio'];
  if (timings) {
    header.push(
      'LCP platform',
      'monolith',
      'LCP ratio',
      'paired (quartiles)',
      'interactive P/M',
      'req before FCP P/M',
      'initiator depth P/M',
      'serial depth P/M',
    );
  }
  return table(header, rows);
}

/** Per route on the phone profile: LCP of each variant with its Web Vitals rating, and interactive. */
export function phoneTable(pages) {
  const lcp = (value) => (value === null || value === undefined ? '-' : `${ms(value)} (${lcpRating(value)})`);
  return table(
    ['route', 'LCP platform', 'LCP monolith', 'paired (quartiles)', 'interactive P/M', 'ready P/M'],
    pages.map(({ route, platform, monolith, lcpRatioPaired, lcpRatioPairedQuartiles }) => [
      route.name,
      lcp(platform.lcpMs),
      lcp(monolith.lcpMs),
      pairedCell(lcpRatioPaired ?? null, lcpRatioPairedQuartiles ?? null),
      `${ms(platform.interactiveMs)} / ${ms(monolith.interactiveMs)}`,
      `${ms(platform.readyMs)} / ${ms(monolith.readyMs)}`,
    ]),
  );
}

/**
 * Budget verdicts on bytes: `/` at most 150 KB, every route within 1.15x the monolith. A
 * route that misses a target can carry a waiver (bench/budgets.json): a ceiling at today's bytes and
 * the reason. A waived route passes while it stays under its ceiling, so CI still stops any growth,
 * and the verdict keeps saying that the target is missed.
 * @param {Array<{ route: { name: string }, platform: any, monolith: any }>} pages
 * @param {Record<string, { maxGzipBytes: number, reason: string }>} [waivers]
 */
export function checkBudgets(pages, waivers = {}) {
  const failures = [];
  const checks = [];
  const verdict = (route, ok, bytes) => {
    if (ok) return 'ok';
    const waiver = waivers[route];
    if (waiver && bytes !== null && bytes <= waiver.maxGzipBytes)
      return `missed, waived up to ${kb(waiver.maxGzipBytes)}`;
    return 'OVER';
  };
  for (const { route, platform, monolith } of pages) {
    const bytes = platform.js.gzipBytes;
    const bytesRatio = ratio(bytes, monolith.js.gzipBytes);
    const within = bytesRatio !== null && bytesRatio <= BUDGETS.maxBytesRatio;
    const ratioVerdict = verdict(route.name, within, bytes);
    checks.push({
      check: `${route.name}: bytes within ${BUDGETS.maxBytesRatio}x monolith`,
      value: x(bytesRatio),
      ok: within,
      verdict: ratioVerdict,
    });
    if (ratioVerdict === 'OVER') {
      failures.push(
        `${route.name}: ${kb(bytes)} is ${x(bytesRatio)} the monolith's ${kb(monolith.js.gzipBytes)} (budget ${BUDGETS.maxBytesRatio}x${waivers[route.name] ? `, waiver ceiling ${kb(waivers[route.name].maxGzipBytes)}` : ''})`,
      );
    }
    if (platform.timedOut || monolith.timedOut) {
      failures.push(
        `${route.name}: the page never became ready (${platform.timedOut ? 'platform' : 'monolith'})`,
      );
    }
    if (route.name === '/') {
      const homeOk = bytes !== null && bytes <= BUDGETS.homeFirstLoadGzipBytes;
      const homeVerdict = verdict('/', homeOk, bytes);
      checks.push({
        check: `/: first-load JS at most ${kb(BUDGETS.homeFirstLoadGzipBytes)}`,
        value: kb(bytes),
        ok: homeOk,
        verdict: homeVerdict,
      });
      if (homeVerdict === 'OVER')
        failures.push(`/: first-load JS ${kb(bytes)} is over ${kb(BUDGETS.homeFirstLoadGzipBytes)}`);
    }
  }
  return { checks, failures };
}

export function scriptsTable(scripts) {
  return table(
    ['script', 'gzip', 'sent', 'encoding', 'cache-control', 'first load'],
    scripts.map((s) => [
      s.url.replace(/^https?:\/\/[^/]+/, ''),
      kb(s.gzipBytes),
      kb(s.transferBytes),
      s.encoding,
      s.cacheControl ?? '-',
      s.firstLoad ? `yes (${s.start} ms)` : `${s.whenIdle ? 'when idle' : 'after ready'} (${s.start} ms)`,
    ]),
  );
}
