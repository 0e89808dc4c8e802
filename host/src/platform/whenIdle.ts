/**
 * Runs work the first page does not need once the browser is idle (issue 9): requestIdleCallback where
 * the browser has it (at most 2 s late), else the next macrotask. Code loaded from such a callback stays
 * out of the first load, and `pnpm bench` reports it as deferred (it finds the callback in the request's
 * initiator).
 */
export function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 1);
}
