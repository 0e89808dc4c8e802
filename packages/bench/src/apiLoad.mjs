// API latency and throughput under load: N concurrent connections for a fixed time (httpLoad.mjs), on
// the calls the pages depend on most. Percentiles are exact, from every response's time. The load
// generator shares the machine with the API: on a 2-core box the numbers are a floor for what the API
// does on its own hardware.
import { runHttpLoad } from './httpLoad.mjs';

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round1 = (value) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * @param {{ name: string, url: string, method?: string, body?: unknown, connections: number,
 *   durationS: number }} options
 */
export async function loadTest({ name, url, method = 'GET', body, connections, durationS }) {
  const times = [];
  const statuses = {};
  const target = new URL(url);
  const request = {
    method,
    path: `${target.pathname}${target.search}`,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  };
  const result = await runHttpLoad({
    origin: target.origin,
    connections,
    durationS,
    headers: { 'accept-encoding': 'gzip' },
    next: () => request,
    onAnswer({ status, ms }) {
      times.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    },
  });
  times.sort((a, b) => a - b);
  const ok = Object.entries(statuses)
    .filter(([status]) => status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    name,
    method,
    url,
    connections,
    durationS,
    requests: times.length,
    non2xx: times.length - ok,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    requestsPerSecond: round1(times.length / durationS),
    latencyMs: {
      p50: round1(percentile(times, 50)),
      p95: round1(percentile(times, 95)),
      p99: round1(percentile(times, 99)),
      max: round1(times.at(-1) ?? null),
    },
    bodyBytesPerSecond: Math.round(result.bodyBytes / durationS),
  };
}

/** The three calls the benchmark times against one API. */
export async function benchApi({ apiBaseUrl, data, user, connections, durationS, log }) {
  const cases = [
    {
      name: `gem list of ${data.gemCity.name} (300 per page)`,
      url: `${apiBaseUrl}/gems/?cityId=${data.gemCity.id}&page=1&limit=300&order=ASC`,
    },
    {
      name: 'tour detail',
      url: data.tour.citySlug
        ? `${apiBaseUrl}/tours/by-slug/${data.tour.citySlug}/${data.tour.slug}`
        : `${apiBaseUrl}/tours/${data.tour.id}`,
    },
    {
      name: 'login',
      url: `${apiBaseUrl}/auth/login`,
      method: 'POST',
      body: { email: user.email, password: user.password },
    },
  ];
  const results = [];
  for (const item of cases) {
    // A short warm-up so the first seconds of JIT and connection setup do not count.
    await loadTest({ ...item, connections: Math.min(connections, 10), durationS: 2 });
    const result = await loadTest({ ...item, connections, durationS });
    log(
      `  ${item.name}: p50 ${result.latencyMs.p50} ms, p95 ${result.latencyMs.p95} ms, p99 ${result.latencyMs.p99} ms, ${result.requestsPerSecond} req/s${result.non2xx ? `, ${result.non2xx} non-2xx` : ''}`,
    );
    results.push(result);
  }
  return results;
}
