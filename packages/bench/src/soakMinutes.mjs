// The soak's per-minute rows. An answer is counted in the minute it arrived in; answers to requests
// still in flight when the load stops arrive just after its last minute and count in that minute,
// so every row covers a whole minute of load (a row for the few answers after the end would read as
// the throughput collapsing).

/** The row (0-based) of an answer that arrived `elapsedMs` after the load started. */
export function minuteOf(elapsedMs, durationS) {
  const rows = Math.max(1, Math.ceil(durationS / 60));
  return Math.min(Math.floor(elapsedMs / 60_000), rows - 1);
}

/**
 * The rows with each minute's memory: read at the minute's end while the load goes on. The last
 * minute ends with the load, where the reading taken after the load stands for it when the minute's own
 * came too late (its timer and the load's end fall on the same moment).
 */
export function withMemory(rows, memoryPerMinute, memoryAtEnd) {
  return rows.map((row, index) => ({
    ...row,
    ...(memoryPerMinute[index] ?? (index === rows.length - 1 ? (memoryAtEnd ?? {}) : {})),
  }));
}
