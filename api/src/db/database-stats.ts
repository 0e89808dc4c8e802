// What the embedded database's own process tells the API's primary for its metrics (over IPC).
/** Asked by the API's primary for its metrics; answered with a `DatabaseStats`. */
export const DATABASE_STATS_REQUEST = 'gaido:database-stats';

export interface DatabaseStats {
  type: typeof DATABASE_STATS_REQUEST;
  residentMemoryBytes: number;
  heapUsedBytes: number;
  queueLength: number;
}
