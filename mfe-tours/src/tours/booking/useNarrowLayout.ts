import { useSyncExternalStore } from 'react';

/**
 * Below this width the tour's page is one column: the booking opens in a sheet from the sticky bar
 * rather than sitting beside the description (the same breakpoint as `.tour-layout` in tours.css).
 */
export const NARROW_LAYOUT = '(max-width: 1023px)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_LAYOUT)
    : null;
}

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the tour's page is in its one-column layout now, following the window as it is resized. */
export function useNarrowLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
