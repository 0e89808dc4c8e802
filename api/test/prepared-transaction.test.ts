// A statement prepared once (db/prepared.ts) and run inside `transaction` (db/client.ts) runs on the
// transaction's connection: it sees the transaction's own uncommitted writes, a concurrent transaction's
// never, and what a rolled-back transaction wrote is gone. On PostgreSQL it is built once per pooled
// connection, not once a transaction.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, transaction } from '../src/db/client';
import { preparedPer } from '../src/db/prepared';
import { favoriteFolders } from '../src/db/schema/favorites';
import { openTestApi, type TestApi } from './harness';

let api: TestApi;
let userId: string;
let builds = 0;

const foldersNamed = preparedPer((db) => {
  builds += 1;
  return db
    .select({ value: count() })
    .from(favoriteFolders)
    .where(
      and(
        eq(favoriteFolders.userId, sql.placeholder('userId')),
        eq(favoriteFolders.name, sql.placeholder('name')),
      ),
    )
    .prepare('test_folders_named');
});

async function addFolder(tx: Database, name: string) {
  await tx.insert(favoriteFolders).values({ userId, name });
}
async function foldersOf(db: Database, name: string) {
  const [row] = await foldersNamed(db).execute({ userId, name });
  return Number(row?.value ?? 0);
}

beforeAll(async () => {
  api = await openTestApi();
  userId = (await api.newUser()).user.id;
});
afterAll(async () => {
  await api.close();
});

class RolledBack extends Error {}

describe('prepared statements inside transactions', () => {
  it("see the transaction's own writes, not a concurrent one's, and nothing of a rolled-back one", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written = () => {};
    const firstWrote = new Promise<void>((resolve) => {
      written = resolve;
    });
    const first = transaction(api.db, async (tx) => {
      await addFolder(tx, 'first');
      const own = await foldersOf(tx, 'first');
      written();
      await held;
      return own;
    });
    // PGlite in one process runs one transaction at a time: the second starts after the first ends.
    const concurrent = process.env.TEST_DATABASE_URL !== undefined;
    if (concurrent) await firstWrote;
    const second = transaction(api.db, async (tx) => {
      const othersUncommitted = await foldersOf(tx, 'first');
      await addFolder(tx, 'second');
      return { othersUncommitted, own: await foldersOf(tx, 'second') };
    });
    if (concurrent) {
      expect(await second).toEqual({ othersUncommitted: 0, own: 1 });
      release();
      expect(await first).toBe(1);
    } else {
      release();
      expect(await first).toBe(1);
      expect((await second).own).toBe(1);
    }

    const rolledBack = transaction(api.db, async (tx) => {
      await addFolder(tx, 'rolled back');
      expect(await foldersOf(tx, 'rolled back')).toBe(1);
      throw new RolledBack();
    });
    await expect(rolledBack).rejects.toBeInstanceOf(RolledBack);
    expect(await foldersOf(api.db, 'rolled back')).toBe(0);
    expect(await foldersOf(api.db, 'first')).toBe(1);
  });

  it('are built once per connection on PostgreSQL, once a transaction on PGlite', async () => {
    const before = builds;
    for (let round = 0; round < 12; round++) {
      await transaction(api.db, (tx) => foldersOf(tx, `round ${round}`));
    }
    const built = builds - before;
    if (process.env.TEST_DATABASE_URL) expect(built).toBeLessThanOrEqual(1);
    else expect(built).toBe(12);
  });
});
