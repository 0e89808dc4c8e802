import { showToast, TOAST_TEXT } from '../toasts/toast';
import {
  closeAuthDialog,
  GAIDO_EVENTS,
  gaidoBus,
  onGaidoEvent,
  openAuthDialog,
  openCreateFolderDialog,
} from './gaidoEvents';

describe('gaido window events (spec 2)', () => {
  it('names the events exactly as the spec does', () => {
    expect(GAIDO_EVENTS).toEqual({
      openAuth: 'gaido:openAuth',
      closeAuth: 'gaido:closeAuth',
      openCreateFolder: 'gaido:openCreateFolder',
      toast: 'gaido:toast',
      sessionChanged: 'gaido:sessionChanged',
    });
  });

  it('opens the auth dialog through a gaido:openAuth CustomEvent on window', () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener('gaido:openAuth', listener);
    openAuthDialog({ tab: 'signup', reason: 'booking' });
    window.removeEventListener('gaido:openAuth', listener);
    expect(seen).toEqual([{ tab: 'signup', reason: 'booking' }]);
  });

  it('hands listeners a typed detail and stops after unsubscribing', () => {
    const handler = vi.fn();
    const off = onGaidoEvent(GAIDO_EVENTS.openCreateFolder, handler);
    openCreateFolderDialog({ gemId: 'gem-1', cityId: 'city-1' });
    off();
    openCreateFolderDialog({ gemId: 'gem-2' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toEqual({ gemId: 'gem-1', cityId: 'city-1' });
  });

  it('treats a hand-written gaido:openAuth without detail as opening the login', () => {
    const handler = vi.fn();
    const off = onGaidoEvent(GAIDO_EVENTS.openAuth, handler);
    window.dispatchEvent(new CustomEvent('gaido:openAuth'));
    off();
    expect(handler).toHaveBeenCalledWith({}, expect.any(CustomEvent));
  });

  it('ignores a create-folder event without a gem id, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handler = vi.fn();
    const off = onGaidoEvent(GAIDO_EVENTS.openCreateFolder, handler);
    window.dispatchEvent(new CustomEvent('gaido:openCreateFolder', { detail: { cityId: 'x' } }));
    off();
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });

  it('closes the auth dialog through gaido:closeAuth', () => {
    const handler = vi.fn();
    const off = onGaidoEvent(GAIDO_EVENTS.closeAuth, handler);
    closeAuthDialog();
    off();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('mirrors every dispatched event on the in-process bus', () => {
    const handler = vi.fn();
    gaidoBus.on('gaido:openAuth', handler);
    openAuthDialog();
    expect(handler).toHaveBeenCalledWith({});
  });
});

describe('toasts (spec 8)', () => {
  it('asks the host for a toast through gaido:toast, plain by default', () => {
    const handler = vi.fn();
    const off = onGaidoEvent(GAIDO_EVENTS.toast, handler);
    const id = showToast({ title: TOAST_TEXT.signedOut });
    off();
    expect(handler.mock.calls[0]?.[0]).toEqual({ id, title: 'Successfully signed out!', variant: 'default' });
  });

  it('carries the destructive variant and a duration', () => {
    const handler = vi.fn();
    const off = onGaidoEvent(GAIDO_EVENTS.toast, handler);
    showToast({
      title: TOAST_TEXT.folderErrorTitle,
      description: TOAST_TEXT.folderErrorDescription,
      variant: 'destructive',
      durationMs: 6000,
    });
    off();
    expect(handler.mock.calls[0]?.[0]).toMatchObject({
      title: 'Error',
      description: 'Failed to create folder. Please try again.',
      variant: 'destructive',
      durationMs: 6000,
    });
  });

  it('ignores a toast event with neither title nor description', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handler = vi.fn();
    const off = onGaidoEvent(GAIDO_EVENTS.toast, handler);
    window.dispatchEvent(new CustomEvent('gaido:toast', { detail: { variant: 'destructive' } }));
    off();
    expect(handler).not.toHaveBeenCalled();
  });

  it('spells every toast of spec 8 to the letter', () => {
    expect(TOAST_TEXT.accountCreated).toBe(
      'Account created successfully! Please check your email for verification.',
    );
    expect(TOAST_TEXT.emailVerified).toBe('Email verified successfully! You can now log in.');
    expect(TOAST_TEXT.resetEmailSent).toBe('Password reset email sent! Please check your email.');
    expect(TOAST_TEXT.passwordReset).toBe(
      'Password reset successfully! You can now log in with your new password.',
    );
    expect(TOAST_TEXT.emailChangeSent).toBe(
      'Email change verification sent! Please check your new email address.',
    );
    expect(TOAST_TEXT.emailUpdated).toBe('Email updated successfully!');
    expect(TOAST_TEXT.passwordChanged).toBe('Password changed successfully!');
    expect(TOAST_TEXT.signedOut).toBe('Successfully signed out!');
    expect(TOAST_TEXT.folderCreatedTitle).toBe('Folder created');
    expect(TOAST_TEXT.folderCreatedDescription('Lisbon <b>eats</b>')).toBe(
      'Gem has been added to "Lisbon <b>eats</b>".',
    );
    expect(TOAST_TEXT.folderErrorTitle).toBe('Error');
    expect(TOAST_TEXT.folderErrorDescription).toBe('Failed to create folder. Please try again.');
  });
});
