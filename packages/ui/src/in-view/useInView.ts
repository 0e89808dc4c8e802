import { type RefCallback, useCallback, useState } from 'react';

export interface InViewOptions {
  /** How far around the viewport counts as in view (`'400px'`: near it), as IntersectionObserver reads it. */
  rootMargin?: string;
  /** The share of the element that must be in view: 0 (the default) is any part of it. */
  threshold?: number;
}

/**
 * Whether the element (given by the returned ref) has been in view: true from the first time it is,
 * for good, so what it starts (a request, a map) is never undone. Without IntersectionObserver (old
 * browsers, jsdom) it is true at once, so nothing waits for good.
 */
export function useInView<T extends Element>({
  rootMargin,
  threshold,
}: InViewOptions): [RefCallback<T>, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (!element || seen) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
        },
        { rootMargin, threshold },
      );
      observer.observe(element);
      // Called when the element goes, or once it has been seen (a new ref).
      return () => observer.disconnect();
    },
    [rootMargin, threshold, seen],
  );
  return [ref, seen];
}
