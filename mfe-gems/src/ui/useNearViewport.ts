import { type RefCallback, useCallback, useEffect, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and stays true). Without
 * IntersectionObserver (old browsers, jsdom) it is true at once, so content never stays hidden.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [RefCallback<T>, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback<RefCallback<T>>((node) => setElement(node), []);
  useEffect(() => {
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [ref, near];
}
