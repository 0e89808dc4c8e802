import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import {
  type DocumentLoad,
  readScrollPositions,
  scrollTargetFor,
  writeScrollPosition,
} from './scrollPositions';

/** How long a restore waits for a lazily loaded page to grow tall enough. */
const RESTORE_PATIENCE_MS = 3000;

/** How this document was loaded; undefined where the browser does not say. */
function documentLoad(): DocumentLoad | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type as DocumentLoad | undefined;
}

function sessionArea(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Top on every navigation; the saved place on Back and Forward (see scrollPositions.ts). */
export function ScrollRestoration() {
  const location = useLocation();
  const kind = useNavigationType();
  const currentKey = useRef(location.key);
  const firstRender = useRef(true);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        writeScrollPosition(sessionArea(), currentKey.current, window.scrollY);
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    const onHide = () => writeScrollPosition(sessionArea(), currentKey.current, window.scrollY);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', onHide);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const load = firstRender.current ? documentLoad() : undefined;
    firstRender.current = false;
    const target = scrollTargetFor(kind, readScrollPositions(sessionArea())[location.key], load);
    window.scrollTo(0, target);
    if (target === 0) return;
    // The page may still be loading (a remote, its data): keep trying until it is tall enough,
    // unless the traveller scrolls or the patience runs out.
    const started = performance.now();
    let frame = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
    };
    window.addEventListener('wheel', stop, { passive: true, once: true });
    window.addEventListener('touchmove', stop, { passive: true, once: true });
    window.addEventListener('keydown', stop, { once: true });
    const retry = () => {
      if (stopped || Math.abs(window.scrollY - target) < 2) return;
      window.scrollTo(0, target);
      if (performance.now() - started < RESTORE_PATIENCE_MS) frame = window.requestAnimationFrame(retry);
    };
    frame = window.requestAnimationFrame(retry);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchmove', stop);
      window.removeEventListener('keydown', stop);
    };
  }, [location.key, kind]);

  return null;
}
