import { type RefCallback, useCallback, useState } from 'react';

export interface InViewOptions {
  /** How far around the viewport counts as in view (`'400px'`: near it), as IntersectionObserver reads it. */
  rootMargin?: string;
  /** The share of the element that must be in view: 0 (the default) is any part of it. */
  threshold?: number;
  /** Whether to watch now (true by default): what is already seen stays seen. */
  watch?: boolean;
}

/**
 * Whether the element (given by the returned ref) has been in view: true from the first time it is,
 * for good, so what it starts (a request, a map) is never undone. Without IntersectionObserver (old
 * browsers, jsdom) it is true at once, so nothing waits for good.
 */
export function useInView<T extends Element>({
  rootMargin,
  threshold,
  watch = true,
}: InViewOptions = {}): [RefCallback<T>, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (!element || seen || !watch) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
        },
        { rootMargin, threshold },
      );
      observer.observe(element);
      // Called when the element goes, or when what to watch for changes (a new ref).
      return () => observer.disconnect();
    },
    [rootMargin, threshold, watch, seen],
  );
  return [ref, seen];
}
