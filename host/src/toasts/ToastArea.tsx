import { GAIDO_EVENTS, onGaidoEvent, type ToastRequest } from '@gaido/shared';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

// One toast system for every remote (spec 2 second reading): remotes dispatch
// `gaido:toast` through @gaido/shared; the host renders them. Sonner is loaded on the first toast so
// it stays out of the first page load.
const SonnerToasts = lazy(() => import('./SonnerToasts'));

export function ToastArea() {
  const [queue, setQueue] = useState<ToastRequest[]>([]);
  // Once mounted, the toaster stays: unmounting it would drop the toasts on screen.
  const [started, setStarted] = useState(false);
  const onShown = useCallback((count: number) => setQueue((current) => current.slice(count)), []);
  useEffect(
    () =>
      onGaidoEvent(GAIDO_EVENTS.toast, (request) => {
        setStarted(true);
        setQueue((current) => [...current, request]);
      }),
    [],
  );
  // The region sits at the end of <body>, outside the app's root. A modal dialog hides everything
  // but itself and the live regions there at the time it opens (aria-hidden on the rest), so the
  // region is a live region from the start, before the toaster loads: a toast sent while a dialog
  // is open (a folder that could not be made) is still announced.
  return createPortal(
    <div className="toast-region" aria-live="polite">
      {started && (
        <Suspense fallback={null}>
          <SonnerToasts queue={queue} onShown={onShown} />
        </Suspense>
      )}
    </div>,
    document.body,
  );
}
