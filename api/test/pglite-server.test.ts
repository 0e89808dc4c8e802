// The embedded database served to several processes: node-postgres clients on many connections, each
// with its own statements and transactions, against one PGlite session (db/pglite-server.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedPglite, servePglite } from '../src/db/pglite-server';
import { isolateNames } from '../src/db/pglite-wire-queue';

let db: PGlite;
let served: ServedPglite;
let pool: pg.Pool;
let socketDir: string;

beforeAll(async () => {
  db = await PGlite.create();
  socketDir = mkdtempSync(path.join(tmpdir(), 'gaido-pgs-'));
  served = await servePglite(db, socketDir);
  pool = new pg.Pool({ connectionString: served.url, max: 8 });
  await pool.query('create table counter (n int not null)');
});

afterAll(async () => {
  await pool.end();
  await served.close();
  await db.close();
  rmSync(socketDir, { recursive: true, force: true });
});

describe('PGlite over the PostgreSQL protocol', () => {
  it('answers each of many concurrent queries with its own statement and parameters', async () => {
    // Two named statements with different columns, prepared on every connection of the pool at once.
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        pool.query(
          i % 2
            ? { name: 'one', text: 'select $1::int as v', values: [i] }
            : { name: 'two', text: "select $1::int as v, 'x' as other", values: [i] },
        ),
      ),
    );
    answers.forEach((answer, i) => {
      expect(answer.rows).toEqual([i % 2 ? { v: i } : { v: i, other: 'x' }]);
    });
  });

  it('runs a transaction of several round trips with no other client inside it', async () => {
    // Each transaction reads the count and inserts it: interleaved, two would insert the same number.
    await Promise.all(
      Array.from({ length: 30 }, async () => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const { rows } = await client.query<{ n: number }>('select count(*)::int as n from counter');
          await new Promise((resolve) => setTimeout(resolve, 2));
          await client.query('insert into counter values ($1)', [rows[0]?.n]);
          await client.query('commit');
        } finally {
          client.release();
        }
      }),
    );
    const { rows } = await pool.query(
      'select count(*)::int as total, count(distinct n)::int as distinct from counter',
    );
    expect(rows[0]).toEqual({ total: 30, distinct: 30 });
  });

  it('rolls back what a client left open when it disconnects, and frees the database for the others', async () => {
    const leaving = new pg.Client({ connectionString: served.url });
    await leaving.connect();
    await leaving.query('begin');
    await leaving.query('insert into counter values (-1)');
    await leaving.end();
    const { rows } = await pool.query('select count(*)::int as left from counter where n = -1');
    expect(rows[0]).toEqual({ left: 0 });
  });

  it('keeps an error in one client batch to that client', async () => {
    const [failed, fine] = await Promise.allSettled([
      pool.query('select 1/0'),
      pool.query('select $1::text as t', ['still here']),
    ]);
    expect(failed.status).toBe('rejected');
    expect(fine).toMatchObject({ status: 'fulfilled', value: { rows: [{ t: 'still here' }] } });
  });
});

describe('isolateNames', () => {
  const message = (type: string, body: Buffer) => {
    const out = Buffer.alloc(5 + body.length);
    out.write(type, 0);
    out.writeInt32BE(4 + body.length, 1);
    body.copy(out, 5);
    return out;
  };

  it('prefixes the statement of a Parse and fixes the length', () => {
    const parse = message('P', Buffer.concat([Buffer.from('get\0select 1\0'), Buffer.from([0, 0])]));
    const { message: renamed, parsedStatement } = isolateNames(parse, 'c7_');
    expect(parsedStatement).toBe('c7_get');
    expect(Buffer.from(renamed).subarray(5).toString('latin1')).toBe('c7_get\0select 1\0\0\0');
    expect(Buffer.from(renamed).readInt32BE(1)).toBe(renamed.length - 1);
  });

  it('leaves unnamed statements and portals alone, and renames named ones in Bind', () => {
    const unnamed = message('B', Buffer.from('\0\0\0\0\0\0\0\0'));
    expect(isolateNames(unnamed, 'c1_').message).toBe(unnamed);
    const bind = message('B', Buffer.from('\0stmt\0\0\0\0\0\0\0'));
    expect(Buffer.from(isolateNames(bind, 'c1_').message).subarray(5).toString('latin1')).toBe(
      '\0c1_stmt\0\0\0\0\0\0\0',
    );
  });

  it('renames the target of a Describe or Close', () => {
    const close = message('C', Buffer.from('Sstmt\0'));
    expect(Buffer.from(isolateNames(close, 'c2_').message).subarray(5).toString('latin1')).toBe('Sc2_stmt\0');
  });
});
