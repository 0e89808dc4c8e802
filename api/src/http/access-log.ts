// The request log (method, path, status, time), written in batches: one console write every
// 100 ms instead of one per request. On a cached gem page the per-request write was ~20% of the
// server's CPU (issue 9). Lines still in the batch are written when the process exits.

export interface AccessLog {
  add(line: string): void;
  /** Writes what is pending now (tests, shutdown). */
  flush(): void;
}

export function createAccessLog(
  write: (text: string) => void = (text) => console.log(text),
  intervalMs = 100,
): AccessLog {
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const text = pending.join('\n');
    pending = [];
    write(text);
  }

  process.once('exit', flush);
  return {
    add(line) {
      pending.push(line);
      if (timer) return;
      timer = setTimeout(flush, intervalMs);
      // A pending batch never keeps the process alive; the exit hook writes it.
      timer.unref?.();
    },
    flush,
  };
}
