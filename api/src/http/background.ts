// Work that must not run on the request path (mail for forgot-password and verification resends,
// whose timing would tell whether an account exists). Tasks run in this process after the answer
// is sent; `idle()` waits for them (the dev mailbox, tests, shutdown).

export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far (and any they started) has finished. */
  idle(): Promise<void>;
}

export function createBackgroundTasks(
  onError: (name: string, error: unknown) => void = (name, error) =>
    // The name and error class only: a task's data (addresses, tokens) stays out of the log.
    console.error(`Background task ${name} failed: ${error instanceof Error ? error.name : 'error'}`),
): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => onError(name, error))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
