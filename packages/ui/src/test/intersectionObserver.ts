// jsdom has no IntersectionObserver: tests of what waits for the viewport (useInView, the picture order,
// a deferred remote) stand this one in, and play the browser by calling an observer's callback.
import { vi } from 'vitest';

/** An observer as the test sees it: what it was made with, and what it watches now. */
export interface ObserverStandIn {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  targets: Element[];
}

/** Stubs the global IntersectionObserver (`vi.unstubAllGlobals` undoes it); returns the observers made. */
export function stubIntersectionObserver(): ObserverStandIn[] {
  const observers: ObserverStandIn[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly observed: ObserverStandIn;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.observed = { callback, options, targets: [] };
        observers.push(this.observed);
      }
      observe(target: Element) {
        this.observed.targets.push(target);
      }
      disconnect() {
        this.observed.targets = [];
      }
    },
  );
  return observers;
}

/** The browser reports every watched element as in view, or not (call it inside `act`). */
export function reportIntersecting(observers: ObserverStandIn[], isIntersecting: boolean) {
  for (const { callback, targets } of observers) {
    if (targets.length > 0)
      callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}
