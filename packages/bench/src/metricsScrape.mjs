// A service's Prometheus /metrics read as a map of series (`name{labels}`) to value. The multi-worker
// API answers a scrape with a busy worker's last figures (`gaido_metrics_workers_late` says how many
// are late), so a difference of two scrapes taken while workers are busy undercounts what happened
// between them: `scrapeCurrent` asks again until every worker's figures are its own.
import { setTimeout as sleep } from 'node:timers/promises';

const LATE = 'gaido_metrics_workers_late';

/** The text format's samples (comments and blank lines left out). */
export function parseMetrics(text) {
  const values = new Map();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    values.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return values;
}

export async function scrapeMetrics(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseMetrics(await response.text());
}

/**
 * Scrapes until no worker is late, `attempts` times at most, `delayMs` apart. `current` is false when
 * the last scrape still had late workers: its counters are then a lower bound.
 */
export async function scrapeCurrent(url, { attempts = 20, delayMs = 500 } = {}) {
  let values = new Map();
  for (let attempt = 1; attempt <= attempts; attempt++) {
    values = await scrapeMetrics(url);
    const late = values.get(LATE) ?? 0;
    if (late === 0) return { values, current: true, late };
    if (attempt < attempts) await sleep(delayMs);
  }
  return { values, current: false, late: values.get(LATE) ?? 0 };
}
