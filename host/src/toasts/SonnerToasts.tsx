import type { ToastRequest } from '@gaido/shared';
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';

export const TOAST_DEFAULT_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_WIDTH_PX = 356;

export function showSonnerToast(request: ToastRequest) {
  const options = {
    description: request.description,
    duration: request.durationMs ?? TOAST_DEFAULT_MS,
    className: request.variant === 'destructive' ? 'toast toast-destructive' : 'toast',
  };
  // Titles and descriptions are plain strings rendered by React: user content is never HTML.
  if (request.variant === 'destructive') toast.error(request.title ?? '', options);
  else toast(request.title ?? '', options);
}

export default function SonnerToasts({
  queue,
  onShown,
}: {
  queue: ToastRequest[];
  onShown: (count: number) => void;
}) {
  useEffect(() => {
    if (queue.length === 0) return;
    for (const request of queue) showSonnerToast(request);
    onShown(queue.length);
  }, [queue, onShown]);
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DEFAULT_MS}
      visibleToasts={TOAST_MAX_VISIBLE}
      closeButton
      swipeDirections={['right']}
      style={{ width: TOAST_WIDTH_PX }}
      toastOptions={{ unstyled: false }}
    />
  );
}
