// How many statements this process has sent to the database: every query Drizzle runs passes its
// logger, transactions' BEGIN and COMMIT included. The load test divides it by the requests answered
// (one kind of request at a time) to give statements per request; no per-request bookkeeping.
import type { Logger } from 'drizzle-orm/logger';

let run = 0;

export const statementCounter: Logger = {
  logQuery() {
    run += 1;
  },
};

export function statementsRun(): number {
  return run;
}
