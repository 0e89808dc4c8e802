/**
 * Runs work the first page does not need (analytics, the favorites sync) once that page is done with
 * the main thread (issue 9): after the window's load event, a further IDLE_WORK_DELAY_MS, then
 * requestIdleCallback (at most 2 s late; the next macrotask where the browser lacks it). Idle time
 * alone came too early: the browser is idle while a remote's chunks download, and posthog-js, started
 * there, spent 70 ms compiling in the middle of /gems-map's start-up (280 ms at 4x CPU throttling).
 * Code loaded from the callback stays out of the first load, and `pnpm bench` reports it as deferred
 * (it finds requestIdleCallback in the request's initiator).
 */
export const IDLE_WORK_DELAY_MS = 1000;

export function whenIdle(callback: () => void, delayMs: number = IDLE_WORK_DELAY_MS): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(callback, { timeout: 2000 });
    else setTimeout(callback, 1);
  };
  const afterLoad = () => setTimeout(idle, delayMs);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
