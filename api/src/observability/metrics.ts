// The API's Prometheus metrics. Names follow Prometheus' conventions (seconds, bytes, _total), labels
// stay few and bounded: a route is its pattern (/api/v1/tours/:id), never a path with an id in it,
// and a request's id goes to the logs, never into a label.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { statementsRun } from './statements';

/** The label of a request no route answered (a 404 from the fallback): one series for every such path. */
export const UNMATCHED_ROUTE = 'unmatched';

// The business routes whose outcomes are counted on their own: a booking request holds places, a
// payment charges a card. Their refusals (sold out, hold limits, declined cards) are by reason.
const BOOKING_ROUTE = 'POST /api/v1/bookings';
const PAYMENT_ROUTE = 'POST /api/v1/bookings/:bookingId/pay';

export interface ObservedRequest {
  method: string;
  route: string;
  status: number;
  seconds: number;
  /** The API's error code of a refused request (`sold_out`, `card_declined`, …). */
  code?: string | undefined;
}

export interface ApiMetrics {
  registry: Registry;
  observe(request: ObservedRequest): void;
  /** An error no handler expected (answered 500). */
  unhandledError(route: string): void;
}

export interface ApiMetricsOptions {
  /** The database pool whose connections and queue are reported (node-postgres). */
  pool?: pg.Pool | undefined;
  /** Memory, CPU, event-loop delay and GC of this process: on in a server, off in tests' many apps. */
  processMetrics?: boolean;
  /** The database whose tables' sizes and rows are reported (read on each scrape). */
  db?: Database | undefined;
}

export function createApiMetrics(options: ApiMetricsOptions = {}): ApiMetrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request reaching the app to its answer being built, by method, route pattern and status',
    labelNames,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  new Counter({
    name: 'gaido_db_statements_total',
    help: 'Database statements this process ran (BEGIN and COMMIT included)',
    registers,
    collect() {
      this.reset();
      this.inc(statementsRun());
    },
  });
  const serverErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'Answers with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers,
  });
  const unhandled = new Counter({
    name: 'gaido_api_unhandled_errors_total',
    help: 'Errors no handler expected (logged, answered 500), by route pattern',
    labelNames: ['route'] as const,
    registers,
  });
  const refusals = new Counter({
    name: 'gaido_api_refusals_total',
    help: 'Requests refused with a 4xx and an error code, by route pattern, status and code',
    labelNames: ['route', 'status', 'code'] as const,
    registers,
  });
  const bookings = new Counter({
    name: 'gaido_bookings_total',
    help: 'Booking requests by outcome: held, or the code they were refused with',
    labelNames: ['outcome'] as const,
    registers,
  });
  const payments = new Counter({
    name: 'gaido_payments_total',
    help: 'Payments by outcome: paid, or the code they were refused with',
    labelNames: ['outcome'] as const,
    registers,
  });

  const { pool } = options;
  if (pool) {
    new Gauge({
      name: 'gaido_db_pool_connections',
      help: "The database pool's connections by state (idle, busy)",
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'gaido_db_pool_waiting',
      help: 'Queries queued for a free connection of the database pool',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  const { db } = options;
  if (db) {
    // One query for both gauges of a scrape.
    let reading: Promise<TableFigures[]> | null = null;
    const readTables = () => {
      reading ??= tableFigures(db).finally(() => setTimeout(() => (reading = null), 1000).unref());
      return reading;
    };
    // Every worker sees the same tables: the cluster's figure is one worker's, not their sum.
    new Gauge({
      name: 'gaido_db_table_size_bytes',
      help: 'Size of each table of the database, indexes and TOAST included',
      labelNames: ['table'] as const,
      aggregator: 'max',
      registers,
      async collect() {
        for (const row of await readTables()) this.set({ table: row.table }, row.bytes);
      },
    });
    new Gauge({
      name: 'gaido_db_table_rows',
      help: "Rows of each table, PostgreSQL's estimate (live rows counted, or the last ANALYZE's)",
      labelNames: ['table'] as const,
      aggregator: 'max',
      registers,
      async collect() {
        for (const row of await readTables()) this.set({ table: row.table }, row.rows);
      },
    });
  }

  return {
    registry,
    observe({ method, route, status, seconds, code }) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
      if (status >= 500) serverErrors.inc({ method, route });
      else if (status >= 400 && code) refusals.inc({ route, status: labels.status, code });
      const key = `${method} ${route}`;
      const outcome = status < 300 ? null : (code ?? `status_${status}`);
      if (key === BOOKING_ROUTE) bookings.inc({ outcome: outcome ?? 'held' });
      else if (key === PAYMENT_ROUTE) payments.inc({ outcome: outcome ?? 'paid' });
    },
    unhandledError(route) {
      unhandled.inc({ route });
    },
  };
}

interface TableFigures {
  table: string;
  bytes: number;
  rows: number;
}

async function tableFigures(db: Database): Promise<TableFigures[]> {
  const result = await db.execute(sql`
    select c.relname as "table", pg_total_relation_size(c.oid)::bigint as "bytes",
      greatest(coalesce(s.n_live_tup, 0), c.reltuples)::bigint as "rows"
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_stat_user_tables s on s.relid = c.oid
    where c.relkind = 'r' and n.nspname = 'public'`);
  const rows = (result as unknown as { rows: { table: string; bytes: string; rows: string }[] }).rows;
  return rows.map((row) => ({ table: row.table, bytes: Number(row.bytes), rows: Number(row.rows) }));
}
