import {
  dispatchGaidoEvent,
  GAIDO_EVENTS,
  nextEventId,
  type ToastDetail,
  type ToastVariant,
} from '../events/gaidoEvents';

/** The toasts take the second reading of the spec (docs/decisions/toasts-second-reading.md): 4000 ms by default, at most 3 visible, 356 px wide. */
export const TOAST_DEFAULT_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_WIDTH_PX = 356;

/** spec 8: every toast text, to the letter. */
export const TOAST_TEXT = {
  accountCreated: 'Account created successfully! Please check your email for verification.',
  emailVerified: 'Email verified successfully! You can now log in.',
  resetEmailSent: 'Password reset email sent! Please check your email.',
  passwordReset: 'Password reset successfully! You can now log in with your new password.',
  emailChangeSent: 'Email change verification sent! Please check your new email address.',
  emailUpdated: 'Email updated successfully!',
  passwordChanged: 'Password changed successfully!',
  signedOut: 'Successfully signed out!',
  folderCreatedTitle: 'Folder created',
  /** The folder name is user content: the host renders it as text, never as HTML. */
  folderCreatedDescription: (name: string): string => `Gem has been added to "${name}".`,
  folderErrorTitle: 'Error',
  folderErrorDescription: 'Failed to create folder. Please try again.',
} as const;

export interface ShowToastOptions {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

/**
 * Asks the host's single toast area to show a toast (window event `gaido:toast`).
 * Returns the toast id.
 */
export function showToast(options: ShowToastOptions): string {
  const detail: ToastDetail = { id: nextEventId(), variant: options.variant ?? 'default' };
  if (options.title !== undefined) detail.title = options.title;
  if (options.description !== undefined) detail.description = options.description;
  if (options.durationMs !== undefined) detail.durationMs = options.durationMs;
  dispatchGaidoEvent(GAIDO_EVENTS.toast, detail);
  return detail.id;
}
