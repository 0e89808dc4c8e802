/**
 * spec 2: each navigation scrolls to the top, search-parameter changes included (a new history
 * entry or a replaced one). Back and Forward (a POP) return to where the traveller was on that
 * entry instead, as browsers do for ordinary pages. Positions are kept per history entry, in
 * session storage so a reload finds them too.
 */
export const SCROLL_POSITIONS_KEY = 'gaido_scroll_positions';
/** Entries remembered; the oldest are forgotten beyond this. */
export const MAX_SCROLL_POSITIONS = 50;

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

/**
 * How the document itself was loaded (the Navigation Timing entry's `type`), for the first render
 * only: the router calls a document's first location a POP whatever brought it, and its key is
 * 'default' on every fresh load, so only a reload or Back/Forward into the document may restore.
 */
export type DocumentLoad = 'navigate' | 'reload' | 'back_forward' | 'prerender';

/** Where the window goes after a navigation: the saved place on Back/Forward, else the top. */
export function scrollTargetFor(
  kind: NavigationKind,
  saved: number | undefined,
  documentLoad?: DocumentLoad,
): number {
  if (documentLoad === 'navigate' || documentLoad === 'prerender') return 0;
  return kind === 'POP' && saved !== undefined ? saved : 0;
}

export function readScrollPositions(storage: Storage | null): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
    );
  } catch {
    return {};
  }
}

export function writeScrollPosition(storage: Storage | null, key: string, y: number): void {
  try {
    const positions = readScrollPositions(storage);
    delete positions[key];
    positions[key] = Math.max(0, Math.round(y));
    const keys = Object.keys(positions);
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_SCROLL_POSITIONS))) delete positions[old];
    storage?.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // A storage that cannot be written only costs the restored position.
  }
}
