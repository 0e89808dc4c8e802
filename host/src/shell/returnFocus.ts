/**
 * The app-wide dialogs open on window events, not from a Radix Dialog.Trigger, and Radix returns focus
 * on close only to its trigger: without this, closing one (Escape, ×, Cancel) leaves focus on <body>.
 * The opener is whatever had focus when the event came; when it is gone by then (the Sign in button
 * after signing in), focus goes to the main content, so the keyboard and screen-reader user is never
 * sent back to the top of the document.
 */

/** What has focus now, when it is an element of the page (not <body>). */
export function focusedOpener(): HTMLElement | null {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** An `onCloseAutoFocus` handler that puts focus back on `opener`, else on the main content. */
export function returnFocusTo(opener: HTMLElement | null) {
  return (event: Event) => {
    event.preventDefault();
    const target = opener?.isConnected ? opener : document.getElementById('main');
    target?.focus();
  };
}
