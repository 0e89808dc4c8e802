// What an operator sees of a request: its id (the browser's, or a fresh one) on its log line and in
// its answer, and the counters of /metrics that count it by route, status and refusal reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/observability/logger';
import { createApiMetrics } from '../src/observability/metrics';
import { openTestApi, uniqueEmail } from './harness';

type Api = Awaited<ReturnType<typeof openTestApi>>;
type Line = Record<string, unknown>;

let api: Api;
const lines: Line[] = [];

beforeAll(async () => {
  const logger = createLogger({
    service: 'api',
    destination: { write: (text: string) => lines.push(JSON.parse(text) as Line) },
  });
  api = await openTestApi({ logRequests: true }, { logger, metrics: createApiMetrics() });
});

afterAll(async () => {
  await api.close();
});

/** The value of one series in the exposition text, 0 when it is absent. */
function series(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.indexOf('}'));
    const parts = inside.split(',');
    if (wanted.every((label) => parts.includes(label))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe('a request id', () => {
  it('is the one the client sent, answered back and on the request’s log line, which the counters count', async () => {
    const tours = await api.get('/tours?limit=1');
    const tourId = tours.body.data[0].id as string;
    const before = await api.metrics.registry.metrics();
    const id = 'browser-request-0001';
    const response = await api.get(`/tours/${tourId}`, { headers: { 'X-Request-Id': id } });
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Request-Id')).toBe(id);
    const line = lines.find((entry) => entry.requestId === id);
    expect(line).toMatchObject({
      level: 'info',
      service: 'api',
      msg: 'request',
      method: 'GET',
      path: `/api/v1/tours/${tourId}`,
      route: '/api/v1/tours/:tourId',
      status: 200,
    });
    const after = await api.metrics.registry.metrics();
    const labels = { method: 'GET', route: '/api/v1/tours/:tourId', status: '200' };
    expect(series(after, 'http_requests_total', labels) - series(before, 'http_requests_total', labels)).toBe(
      1,
    );
    expect(
      series(after, 'http_request_duration_seconds_count', labels) -
        series(before, 'http_request_duration_seconds_count', labels),
    ).toBe(1);
    // An id is never a label: one series per route, however many requests.
    expect(after).not.toContain(id);
  });

  it('is made fresh when the client sent none, or one that is not a plain token', async () => {
    const none = await api.get('/cities');
    const generated = none.headers.get('X-Request-Id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.some((entry) => entry.requestId === generated)).toBe(true);
    const forged = await api.get('/cities', { headers: { 'X-Request-Id': '{"level":"fatal"} x' } });
    expect(forged.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(lines)).not.toContain('{\\"level\\":\\"fatal\\"}');
  });

  it('may be sent and read by the app’s origins (CORS)', async () => {
    const preflight = await api.app.request('/api/v1/bookings', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-request-id, content-type',
      },
    });
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('x-request-id');
    const answer = await api.app.request('/api/v1/cities', { headers: { Origin: 'http://localhost:3000' } });
    expect(answer.headers.get('Access-Control-Expose-Headers')?.toLowerCase()).toContain('x-request-id');
  });
});

describe('the counters', () => {
  it('count refusals by route and reason, booking outcomes, and paths no route matched as one series', async () => {
    const before = await api.metrics.registry.metrics();
    const refused = await api.post(
      '/bookings',
      { tourId: 'x' },
      { headers: { 'X-Request-Id': 'no-session-0001' } },
    );
    expect(refused.status).toBe(401);
    await api.get('/no-such-thing/12345');
    await api.get('/no-such-thing/67890');
    const after = await api.metrics.registry.metrics();
    const delta = (name: string, labels: Record<string, string>) =>
      series(after, name, labels) - series(before, name, labels);
    expect(
      delta('gaido_api_refusals_total', {
        route: '/api/v1/bookings',
        status: '401',
        code: refused.body.code,
      }),
    ).toBe(1);
    expect(delta('gaido_bookings_total', { outcome: refused.body.code })).toBe(1);
    expect(delta('http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(2);
    expect(after).not.toContain('12345');
    expect(lines.find((entry) => entry.requestId === 'no-session-0001')).toMatchObject({
      status: 401,
      code: refused.body.code,
    });
  });

  it('count statements sent to the database', async () => {
    const before = await api.metrics.registry.metrics();
    await api.post('/auth/signup', { email: uniqueEmail('metrics'), password: 'a-long-enough-password' });
    const after = await api.metrics.registry.metrics();
    const statements = (text: string) => Number(/^gaido_db_statements_total (\d+)/m.exec(text)?.[1] ?? 0);
    expect(statements(after)).toBeGreaterThan(statements(before));
  });

  it('report each table’s size and rows', async () => {
    const text = await createApiMetrics({ db: api.db }).registry.metrics();
    expect(series(text, 'gaido_db_table_rows', { table: 'tours' })).toBeGreaterThan(0);
    expect(series(text, 'gaido_db_table_size_bytes', { table: 'bookings' })).toBeGreaterThan(0);
  });
});
