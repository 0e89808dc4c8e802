// One cold page load in headless Chromium, measured from the outside (CDP) and the inside (an init
// script), identically for the platform and the monolith baseline.
//
// Definitions (printed with the results):
// - ready: the route's content is shown: `main` has an h1, no page-level loading state
//   (`.ui-loading-page`) or [aria-busy=true] is left (every page and RemotePage show the design
//   system's LoadingState while code or data load), plus the route's own condition
//   (the map: its probe reports `idle` with points). Observed with a MutationObserver, so it is the moment
//   React committed the content.
// - first-load JS: every script response requested before `ready`, except what the app explicitly put
//   off until the browser is idle (requested from a requestIdleCallback callback, e.g. posthog-js): that,
//   and whatever is requested after `ready`, is reported as deferred. Telling idle-time loads apart needs
//   async stack traces (the Debugger domain), so bytes come from a separate untimed load (`bytesOnly`). Bytes are gzip -9 of each body as the browser decoded it,
//   computed by the harness, so platform and monolith compare the same way whatever the server negotiated;
//   the bytes actually transferred (brotli from our servers) are reported beside them.
// - requests before first paint: requests whose start precedes first-contentful-paint.
// - waterfall depth: the longest initiator chain (document -> script -> the chunk or fetch it issued...)
//   among requests made before `ready`; serial depth: the longest chain of requests each starting after
//   the previous one finished (round trips actually paid in sequence).
// - interactive: `ready`, pushed past every long task (> 50 ms) until a 1 s window without one.
// - phone (PHONE_PROFILE): the same load at a phone's viewport (mobile, touch) on a throttled network
//   (Chromium's request-level throttling: each request waits the round trip, then shares the bandwidth).
import { gzipSync } from 'node:zlib';

const QUIET_WINDOW_MS = 1000;

/** Web Vitals' thresholds for LCP: "good" up to 2.5 s, "poor" beyond 4 s. */
export const LCP_GOOD_MS = 2500;
export const LCP_POOR_MS = 4000;

/** Web Vitals' rating of an LCP. */
export function lcpRating(lcpMs) {
  if (lcpMs === null || lcpMs === undefined) return null;
  return lcpMs <= LCP_GOOD_MS ? 'good' : lcpMs <= LCP_POOR_MS ? 'needs improvement' : 'poor';
}

/**
 * A mid-range phone on a mobile network: 390x844 CSS pixels (mobile viewport, touch), 9 Mbps each way
 * with 170 ms round trips, the CPU slowed 4x.
 */
export const PHONE_PROFILE = {
  name: 'phone',
  device: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  network: { downloadMbps: 9, uploadMbps: 9, rttMs: 170 },
  cpuThrottling: 4,
};

/** The parameters of CDP's Network.emulateNetworkConditions for a network profile (throughput in bytes/s). */
export function networkConditions({ downloadMbps, uploadMbps, rttMs }) {
  return {
    offline: false,
    latency: rttMs,
    downloadThroughput: (downloadMbps * 1_000_000) / 8,
    uploadThroughput: (uploadMbps * 1_000_000) / 8,
  };
}

const DEFAULT_READY = `() => {
  const main = document.querySelector('main');
  return Boolean(main && main.querySelector('h1')) && !document.querySelector('.ui-loading-page, [aria-busy="true"]');
}`;

/** Runs in the page before any of its scripts. */
function initScript(readyCondition) {
  return `(() => {
  const extra = ${readyCondition ?? '() => true'};
  const base = ${DEFAULT_READY};
  const bench = { readyAt: null, lcp: null, lcpElement: null, longTasks: [] };
  window.__BENCH__ = bench;
  const describe = (el) => el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') : null;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) { bench.lcp = entry.startTime; bench.lcpElement = describe(entry.element); }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  let timer = null;
  const check = () => {
    if (bench.readyAt !== null) return;
    let ready = false;
    try { ready = base() && extra(); } catch {}
    if (ready) { bench.readyAt = performance.now(); observer.disconnect(); clearInterval(timer); }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  // State that is not in the DOM (a probe on window) is also polled.
  timer = setInterval(check, 100);
})();`;
}

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The end of the main thread's work after `ready`: pushed past long tasks until a quiet window. */
export function interactiveAt(readyAt, longTasks, quietMs = QUIET_WINDOW_MS) {
  if (readyAt === null) return null;
  const tasks = longTasks.map(([start, duration]) => [start, start + duration]).sort((a, b) => a[0] - b[0]);
  let at = readyAt;
  for (const [start, end] of tasks) {
    if (start < at + quietMs && end > at) at = end;
  }
  return at;
}

/** Longest initiator chain and longest serial chain among the given requests. */
export function waterfallDepths(requests) {
  const byUrl = new Map();
  for (const request of requests) if (!byUrl.has(request.url)) byUrl.set(request.url, request);
  const depthOf = new Map();
  const initiatorDepth = (request, seen = new Set()) => {
    if (depthOf.has(request.id)) return depthOf.get(request.id);
    if (seen.has(request.id)) return 1;
    seen.add(request.id);
    const parent = request.initiatorUrl ? byUrl.get(request.initiatorUrl) : null;
    const depth = parent && parent !== request ? initiatorDepth(parent, seen) + 1 : 1;
    depthOf.set(request.id, depth);
    return depth;
  };
  let initiator = 0;
  for (const request of requests) initiator = Math.max(initiator, initiatorDepth(request));
  // Serial: chain(r) = 1 + the longest chain among requests that had finished when r started.
  const ordered = [...requests].sort((a, b) => a.start - b.start);
  const chain = new Map();
  let serial = 0;
  for (const request of ordered) {
    let best = 0;
    for (const previous of ordered) {
      if (previous.start >= request.start) break;
      if (previous.end !== null && previous.end <= request.start)
        best = Math.max(best, chain.get(previous.id) ?? 0);
    }
    chain.set(request.id, best + 1);
    serial = Math.max(serial, best + 1);
  }
  return { initiator, serial };
}

/** Was this request issued, however indirectly, from a requestIdleCallback callback? */
function scheduledWhenIdle(initiator) {
  let stack = initiator?.stack;
  while (stack) {
    if (stack.description === 'requestIdleCallback') return true;
    stack = stack.parent;
  }
  return false;
}

function initiatorUrl(initiator, documentUrl) {
  if (!initiator) return null;
  if (initiator.url) return initiator.url;
  let stack = initiator.stack;
  while (stack) {
    const frame = stack.callFrames?.find((f) => f.url);
    if (frame) return frame.url;
    stack = stack.parent;
  }
  return initiator.type === 'parser' ? documentUrl : null;
}

const gzipCache = new Map();

/**
 * Loads `url` in a fresh context (cold cache) and measures it; `device` and `network` (PHONE_PROFILE's)
 * emulate a phone, the default is a 1280x900 desktop window on the unthrottled local network.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ url: string, ready?: string, session?: Record<string, string>, cpuThrottling?: number,
 *   timeoutMs?: number, waitForInteractive?: boolean, device?: object,
 *   network?: { downloadMbps: number, uploadMbps: number, rttMs: number } }} options
 */
export async function measurePageLoad(
  browser,
  {
    url,
    ready,
    session,
    cpuThrottling = 4,
    timeoutMs = 60_000,
    waitForInteractive = true,
    bytesOnly = false,
    device = { viewport: { width: 1280, height: 900 } },
    network,
  },
) {
  if (bytesOnly) {
    cpuThrottling = 1;
    waitForInteractive = false;
    network = undefined;
  }
  const origin = new URL(url).origin;
  const context = await browser.newContext(device);
  try {
    if (session) {
      await context.addInitScript(
        ({ origin, session }) => {
          if (location.origin !== origin) return;
          for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
        },
        { origin, session },
      );
    }
    await context.addInitScript({ content: initScript(ready) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.redirectResponse) return;
      requests.set(event.requestId, {
        id: event.requestId,
        url: event.request.url,
        type: event.type ?? 'Other',
        wallTime: event.wallTime * 1000,
        timestamp: event.timestamp,
        initiator: event.initiator,
        status: null,
        encodedBytes: null,
        endTimestamp: null,
        headers: null,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      request.status = event.response.status;
      request.type = event.type ?? request.type;
      request.headers = event.response.headers;
      request.fromCache = event.response.fromDiskCache || event.response.fromServiceWorker;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      request.encodedBytes = event.encodedDataLength;
      request.endTimestamp = event.timestamp;
    });
    cdp.on('Network.loadingFailed', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.failed = event.errorText;
    });
    await cdp.send('Network.enable', { maxTotalBufferSize: 200 * 1024 * 1024 });
    if (cpuThrottling > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    if (network) await cdp.send('Network.emulateNetworkConditions', networkConditions(network));
    if (bytesOnly) {
      await cdp.send('Debugger.enable');
      await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 64 });
    }

    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    let timedOut = false;
    try {
      await page.waitForFunction(() => window.__BENCH__?.readyAt != null, null, {
        timeout: timeoutMs,
        polling: 100,
      });
    } catch {
      timedOut = true;
    }
    // Interactive: wait until a quiet window after ready (or the time limit).
    const deadline = Date.now() + (waitForInteractive ? 15_000 : 0);
    let inside = await page.evaluate(() => window.__BENCH__);
    while (waitForInteractive && !timedOut && Date.now() < deadline) {
      const now = await page.evaluate(() => performance.now());
      const at = interactiveAt(inside.readyAt, inside.longTasks);
      if (now - at >= QUIET_WINDOW_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
      inside = await page.evaluate(() => window.__BENCH__);
    }
    const timing = await page.evaluate(() => ({
      timeOrigin: performance.timeOrigin,
      paint: Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, e.startTime])),
    }));
    inside = await page.evaluate(() => window.__BENCH__);

    const documentRequest = [...requests.values()].find((r) => r.type === 'Document');
    const list = [...requests.values()]
      .filter((r) => !r.url.startsWith('data:'))
      .map((r, index) => ({
        ...r,
        index,
        start: r.wallTime - timing.timeOrigin,
        // CDP timestamps share one monotonic clock: end relative to navigation via the document's start.
        end:
          r.endTimestamp !== null && documentRequest
            ? (r.endTimestamp - documentRequest.timestamp) * 1000 +
              (documentRequest.wallTime - timing.timeOrigin)
            : null,
        initiatorUrl: initiatorUrl(r.initiator, documentRequest?.url),
      }));
    const readyAt = inside.readyAt;
    const beforeReady = list.filter((r) => readyAt === null || r.start <= readyAt);
    const scripts = [];
    for (const request of list.filter((r) => r.type === 'Script' && !r.failed)) {
      let gzipBytes = gzipCache.get(request.url);
      if (gzipBytes === undefined) {
        try {
          const { body, base64Encoded } = await cdp.send('Network.getResponseBody', {
            requestId: request.id,
          });
          gzipBytes = gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length;
          gzipCache.set(request.url, gzipBytes);
        } catch {
          gzipBytes = null;
        }
      }
      const idle = scheduledWhenIdle(request.initiator);
      scripts.push({
        url: request.url,
        start: Math.round(request.start),
        firstLoad: (readyAt === null || request.start <= readyAt) && !idle,
        whenIdle: idle,
        gzipBytes,
        transferBytes: request.encodedBytes,
        encoding:
          request.headers?.['content-encoding'] ?? request.headers?.['Content-Encoding'] ?? 'identity',
        cacheControl: request.headers?.['cache-control'] ?? request.headers?.['Cache-Control'] ?? null,
      });
    }
    const firstLoad = scripts.filter((s) => s.firstLoad);
    const fcp = timing.paint['first-contentful-paint'] ?? timing.paint['first-paint'] ?? null;
    const depths = waterfallDepths(beforeReady);
    return {
      url,
      timedOut,
      readyMs: readyAt,
      lcpMs: inside.lcp,
      lcpElement: inside.lcpElement,
      fcpMs: fcp,
      interactiveMs: interactiveAt(readyAt, inside.longTasks),
      longTasks: inside.longTasks.length,
      js: {
        files: firstLoad.length,
        gzipBytes: firstLoad.reduce((sum, s) => sum + (s.gzipBytes ?? 0), 0),
        transferBytes: firstLoad.reduce((sum, s) => sum + (s.transferBytes ?? 0), 0),
        deferredFiles: scripts.length - firstLoad.length,
        deferredGzipBytes: scripts
          .filter((s) => !s.firstLoad)
          .reduce((sum, s) => sum + (s.gzipBytes ?? 0), 0),
      },
      scripts,
      requests: {
        beforeReady: beforeReady.length,
        beforeFirstPaint: fcp === null ? null : list.filter((r) => r.start < fcp).length,
        waterfallDepth: depths.initiator,
        serialDepth: depths.serial,
        failed: list
          .filter((r) => r.failed && !/ERR_ABORTED/.test(r.failed))
          .map((r) => `${r.url}: ${r.failed}`),
      },
    };
  } finally {
    await context.close();
  }
}

/** Each pair's platform/monolith LCP ratio, pairs without both LCPs left out. */
function pairRatios(platformRuns, monolithRuns) {
  return platformRuns.flatMap((platform, i) => {
    const monolith = monolithRuns[i]?.lcpMs;
    return platform.lcpMs && monolith ? [platform.lcpMs / monolith] : [];
  });
}

/**
 * The median of each run's platform/monolith LCP ratio, the two loads of a pair taken one after the
 * other (the harness alternates them). On this shared machine the speed drifts over a run by more than
 * the gap being measured; a pair shares the moment, so this moves less than the ratio of the medians.
 * @param {{ lcpMs: number | null }[]} platformRuns
 * @param {{ lcpMs: number | null }[]} monolithRuns
 */
export function pairedLcpRatio(platformRuns, monolithRuns) {
  const ratios = pairRatios(platformRuns, monolithRuns);
  return ratios.length > 0 ? median(ratios) : null;
}

/** The value below which `fraction` of the sorted values lie, interpolated between neighbours. */
function quantile(sorted, fraction) {
  const at = (sorted.length - 1) * fraction;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (at - below);
}

/**
 * The spread of the pairs' ratios: their first and third quartiles (half the pairs lie between), printed
 * beside the paired ratio so a reader sees how far one run's median can be trusted.
 * @returns {[number, number] | null}
 */
export function pairedLcpRatioQuartiles(platformRuns, monolithRuns) {
  const ratios = pairRatios(platformRuns, monolithRuns).sort((a, b) => a - b);
  return ratios.length > 0 ? [quantile(ratios, 0.25), quantile(ratios, 0.75)] : null;
}

/** Median of each number over several runs of the same page; the scripts list of the first run. */
export function summarizeRuns(runs) {
  const pick = (get) => median(runs.map(get));
  const first = runs[0];
  return {
    runs: runs.length,
    timedOut: runs.filter((r) => r.timedOut).length,
    readyMs: pick((r) => r.readyMs),
    lcpMs: pick((r) => r.lcpMs),
    fcpMs: pick((r) => r.fcpMs),
    interactiveMs: pick((r) => r.interactiveMs),
    lcpElement: first.lcpElement,
    js: {
      files: pick((r) => r.js.files),
      gzipBytes: pick((r) => r.js.gzipBytes),
      transferBytes: pick((r) => r.js.transferBytes),
      deferredFiles: pick((r) => r.js.deferredFiles),
      deferredGzipBytes: pick((r) => r.js.deferredGzipBytes),
    },
    requests: {
      beforeReady: pick((r) => r.requests.beforeReady),
      beforeFirstPaint: pick((r) => r.requests.beforeFirstPaint),
      waterfallDepth: pick((r) => r.requests.waterfallDepth),
      serialDepth: pick((r) => r.requests.serialDepth),
    },
    failedRequests: [...new Set(runs.flatMap((r) => r.requests.failed))],
    scripts: first.scripts,
  };
}

export { median };
