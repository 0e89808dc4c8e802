import {
  MAX_SCROLL_POSITIONS,
  readScrollPositions,
  SCROLL_POSITIONS_KEY,
  scrollTargetFor,
  writeScrollPosition,
} from './scrollPositions';

describe('where a navigation leaves the window (spec 2)', () => {
  it('goes to the top on a new entry or a replaced one, search-parameter changes included', () => {
    expect(scrollTargetFor('PUSH', 1200)).toBe(0);
    expect(scrollTargetFor('REPLACE', 1200)).toBe(0);
  });

  it('returns to the saved place on Back and Forward, and to the top when none was saved', () => {
    expect(scrollTargetFor('POP', 1200)).toBe(1200);
    expect(scrollTargetFor('POP', undefined)).toBe(0);
  });

  it('starts a document opened afresh at the top, and restores on its reload or on Back into it', () => {
    expect(scrollTargetFor('POP', 1200, 'navigate')).toBe(0);
    expect(scrollTargetFor('POP', 1200, 'prerender')).toBe(0);
    expect(scrollTargetFor('POP', 1200, 'reload')).toBe(1200);
    expect(scrollTargetFor('POP', 1200, 'back_forward')).toBe(1200);
  });

  it('keeps one position per history entry, forgetting the oldest beyond the limit', () => {
    sessionStorage.clear();
    for (let index = 0; index < MAX_SCROLL_POSITIONS + 5; index += 1) {
      writeScrollPosition(sessionStorage, `k${index}`, index * 10);
    }
    const positions = readScrollPositions(sessionStorage);
    expect(Object.keys(positions)).toHaveLength(MAX_SCROLL_POSITIONS);
    expect(positions.k0).toBeUndefined();
    expect(positions[`k${MAX_SCROLL_POSITIONS + 4}`]).toBe((MAX_SCROLL_POSITIONS + 4) * 10);
  });

  it('reads unreadable storage as nothing saved', () => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, 'not json');
    expect(readScrollPositions(sessionStorage)).toEqual({});
  });
});
