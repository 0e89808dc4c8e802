// Prepared statements, built once per database handle instead of once per request. Building a query
// (Drizzle walking its SQL tree, checking each piece's kind) cost more CPU than anything else an
// authenticated request did besides the database itself. On PostgreSQL the statement is also parsed and
// planned once per connection (it is named); on PGlite the built SQL is reused.
import type { Database } from './client';

/** `build(db)` once for each database handle (a transaction's handle gets its own). */
export function preparedPer<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
