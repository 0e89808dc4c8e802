// Real-user health of a rollout: the page loads of its canary and of its stable version, read from the
// API's analytics ingest (GET /api/v1/ingest/remote-health, with the service token both are given:
// GAIDO_HEALTH_URL, GAIDO_HEALTH_TOKEN) and summed per channel.

/**
 * @typedef {{ version: string | null, loads: number, failed: number, errored: number, errorRate: number,
 *   reasons: Record<string, number>, rendered: number, firstRenderP75Ms: number | null,
 *   lcpP75Ms: number | null, inpP75Ms: number | null }} ChannelHealth
 */

const HEALTH_TIMEOUT_MS = 5000;

/**
 * Reads a remote's health per version and channel from the ingest; null when no source is configured.
 * @param {{ url?: string, token?: string, fetch?: typeof fetch }} options
 */
export function createHealthSource({ url, token, fetch: fetchImpl = fetch } = {}) {
  if (!url || !token) return null;
  const base = url.replace(/\/+$/, '');
  return {
    /** @param {{ environment: string, remote: string, rollout: string }} query */
    async read({ environment, remote, rollout }) {
      const query = new URLSearchParams({ environment, remote, rollout });
      const response = await fetchImpl(`${base}/ingest/remote-health?${query}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`the analytics ingest answered ${response.status}`);
      const body = await response.json();
      return body.data.versions;
    },
  };
}

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * One channel's health from the ingest's rows of it (one per version; a channel normally has one).
 * The p75 of several versions' rows is the largest one: never better than the worst.
 * @returns {ChannelHealth}
 */
export function channelHealth(rows, version) {
  const mine = rows.filter((row) => row.version === version);
  const sum = (key) => mine.reduce((total, row) => total + row[key], 0);
  const worst = (key) => {
    const values = mine.map((row) => row[key]).filter((value) => value !== null && value !== undefined);
    return values.length ? Math.max(...values) : null;
  };
  const loads = sum('loads');
  const errored = sum('errored');
  const reasons = {};
  for (const row of mine) {
    for (const [reason, count] of Object.entries(row.reasons ?? {}))
      reasons[reason] = (reasons[reason] ?? 0) + count;
  }
  return {
    version,
    loads,
    failed: sum('failed'),
    errored,
    errorRate: loads ? round((errored / loads) * 100) : 0,
    reasons,
    rendered: sum('rendered'),
    firstRenderP75Ms: worst('firstRenderP75Ms'),
    lcpP75Ms: worst('lcpP75Ms'),
    inpP75Ms: worst('inpP75Ms'),
  };
}

/**
 * The canary and the stable version of a rollout from the ingest's rows for that rollout: each side is
 * the loads on its channel of its version (a stable traveller of an earlier pin is not the stable version).
 */
export function rolloutHealth(rows, { version, stable }) {
  return {
    canary: channelHealth(
      rows.filter((row) => row.channel === 'canary'),
      version,
    ),
    stable: channelHealth(
      rows.filter((row) => row.channel === 'stable'),
      stable,
    ),
  };
}
