/**
 * The app-wide dialogs open on window events, so what opened one is whatever had focus when the event
 * came; the dialog (`@gaido/ui/dialog`) puts focus back there on close. When that is gone by then (the
 * Sign in button after signing in), focus goes to the main content, so the keyboard and screen-reader
 * user is never sent back to the top of the document.
 */

/** What has focus now, when it is an element of the page (not <body>). */
export function focusedOpener(): HTMLElement | null {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Where focus goes when a dialog's opener has left the page. */
export function mainContent(): HTMLElement | null {
  return document.getElementById('main');
}
