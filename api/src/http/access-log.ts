// The request log (method, path, status, time), written in batches: one console write every
// 100 ms instead of one per request. On a cached gem page the per-request write was ~20% of the
// server's CPU. Lines still in the batch are written when the process exits.

export interface AccessLog {
  add(line: string): void;
  /** Writes what is pending now (tests, shutdown). */
  flush(): void;
}

// One exit hook for every log (tests build many apps), not one listener each.
const open = new Set<AccessLog>();
let exitHooked = false;

export function createAccessLog(
  write: (text: string) => void = (text) => console.log(text),
  intervalMs = 100,
): AccessLog {
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    open.delete(log);
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const text = pending.join('\n');
    pending = [];
    write(text);
  }

  const log: AccessLog = {
    add(line) {
      pending.push(line);
      open.add(log);
      if (timer) return;
      timer = setTimeout(flush, intervalMs);
      // A pending batch never keeps the process alive; the exit hook writes it.
      timer.unref?.();
    },
    flush,
  };
  if (!exitHooked) {
    exitHooked = true;
    process.once('exit', () => {
      for (const pendingLog of [...open]) pendingLog.flush();
    });
  }
  return log;
}
