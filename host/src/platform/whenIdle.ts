/**
 * Runs work the first page does not need (analytics, the favorites sync) once that page is done with
 * the main thread: after the window's load event, once IDLE_WORK_QUIET_MS have passed without
 * a long task (where the browser does not report long tasks, IDLE_WORK_QUIET_MS after the load event),
 * and at most IDLE_WORK_MAX_WAIT_MS after the call however slow or busy the page is; then in an idle
 * period (requestIdleCallback, at most 2 s late; the next macrotask where the browser lacks it).
 *
 * Idle time alone came too early: the browser is idle while a remote's chunks download, and posthog-js,
 * started there, compiled for 70 ms in the middle of /gems-map's start-up (280 ms at 4x CPU
 * throttling). A fixed second after the load event still fell while the map clustered its gems.
 * Code loaded from the callback stays out of the first load, and `pnpm bench` reports it as deferred
 * (it finds requestIdleCallback in the request's initiator).
 */
export const IDLE_WORK_QUIET_MS = 1000;
export const IDLE_WORK_MAX_WAIT_MS = 10_000;

function reportsLongTasks(): boolean {
  return (
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('longtask')
  );
}

export function whenIdle(callback: () => void, quietMs: number = IDLE_WORK_QUIET_MS): void {
  let finished = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | null = null;
  const done = () => {
    if (finished) return;
    finished = true;
    observer?.disconnect();
    clearTimeout(quiet);
    clearTimeout(deadline);
    window.removeEventListener('load', afterLoad);
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(callback, { timeout: 2000 });
    else setTimeout(callback, 1);
  };
  const restartQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(done, quietMs);
  };
  const afterLoad = () => {
    if (finished) return;
    if (reportsLongTasks()) {
      observer = new PerformanceObserver(restartQuiet);
      observer.observe({ type: 'longtask' });
    }
    restartQuiet();
  };
  // However long the page takes to load, or stays busy after.
  const deadline = setTimeout(done, IDLE_WORK_MAX_WAIT_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
