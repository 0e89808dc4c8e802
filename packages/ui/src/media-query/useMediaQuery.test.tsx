import { act, renderHook } from '@testing-library/react';
import { useMediaQuery } from './useMediaQuery';

/** A window whose width the test sets: `(max-width: Npx)` queries match as a browser's would. */
function fakeWindowWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn((query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1]);
    return {
      get matches() {
        return width <= max;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    resize(next: number) {
      width = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('follows the window across the breakpoint, both ways', () => {
    const window = fakeWindowWidth(1280);
    const { result } = renderHook(() => useMediaQuery('(max-width: 767px)'));
    expect(result.current).toBe(false);
    act(() => window.resize(390));
    expect(result.current).toBe(true);
    act(() => window.resize(1024));
    expect(result.current).toBe(false);
  });

  it('stops listening when the component goes', () => {
    const window = fakeWindowWidth(390);
    const { unmount } = renderHook(() => useMediaQuery('(max-width: 1023px)'));
    expect(window.listeners.size).toBe(1);
    unmount();
    expect(window.listeners.size).toBe(0);
  });

  it('is false without matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useMediaQuery('(max-width: 767px)'));
    expect(result.current).toBe(false);
  });
});
