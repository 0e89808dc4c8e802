// `pnpm analytics:events`: the most recent analytics events the local ingest received, for QA.
// It asks the running API (GET /api/v1/dev/analytics/events) rather than opening the database,
// because PGlite allows one process per data folder.
//
//   pnpm analytics:events                         # last 20 events
//   pnpm analytics:events --event '$pageview' --limit 50
//   pnpm analytics:events --distinct-id <id> --json
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  // `pnpm analytics:events -- --limit 5` hands the script a leading '--'.
  args: process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--')),
  options: {
    event: { type: 'string' },
    'distinct-id': { type: 'string' },
    'page-name': { type: 'string' },
    limit: { type: 'string', default: '20' },
    json: { type: 'boolean', default: false },
    api: { type: 'string', default: process.env.API_BASE_URL ?? 'http://localhost:4000/api/v1' },
  },
  allowPositionals: true,
});

interface EventRow {
  event: string;
  distinctId: string;
  pageName: string | null;
  currentUrl: string | null;
  occurredAt: string;
  properties: Record<string, unknown>;
}

const query = new URLSearchParams({ limit: values.limit });
if (values.event) query.set('event', values.event);
if (values['distinct-id']) query.set('distinctId', values['distinct-id']);
if (values['page-name']) query.set('pageName', values['page-name']);
const url = `${values.api.replace(/\/$/, '')}/dev/analytics/events?${query}`;

let response: Response;
try {
  response = await fetch(url);
} catch {
  console.error(
    `Could not reach the API at ${values.api}. Is it running (pnpm start, or pnpm --filter api start)?`,
  );
  process.exit(1);
}
if (response.status === 404) {
  console.error('The API does not list events here: /dev/analytics is off in production.');
  process.exit(1);
}
if (!response.ok) {
  console.error(`The API answered ${response.status}: ${await response.text()}`);
  process.exit(1);
}
const { data } = (await response.json()) as { data: EventRow[] };
if (values.json) {
  console.log(JSON.stringify(data, null, 2));
  process.exit(0);
}
if (data.length === 0) console.log('No events yet.');
for (const row of data) {
  const path = row.currentUrl ? new URL(row.currentUrl).pathname : '';
  const detail =
    row.event === 'signup_failed' && typeof row.properties.error === 'string'
      ? ` error="${row.properties.error}"`
      : '';
  console.log(
    `${row.occurredAt}  ${row.event.padEnd(16)} ${(row.pageName ?? '').padEnd(16)} ${path.padEnd(28)} ${row.distinctId}${detail}`,
  );
}
