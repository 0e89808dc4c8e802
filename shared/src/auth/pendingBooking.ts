/**
 * spec 1: a pre-booking selection (date and time) held in session storage survives the detour
 * through the authentication dialog. mfe-tours writes it; the host's dialog reads it to show
 * BOOKING_AUTH_NOTICE; mfe-tours picks it up again after login.
 *
 * The verification mail's link opens in a NEW tab, whose session storage is empty: the selection
 * is also copied to local storage for a day, so the traveller who verifies, logs in and finishes
 * onboarding in that tab lands back on the tour with the same date, time and guests.
 *
 * A sign-out in any tab forgets the selection in every tab: other tabs' session storage is out of
 * its reach, so it writes its time to the device (SIGNED_OUT_AT_KEY), and a tab's copy kept before
 * that time is dropped when it is next read. Reading is the only way to the selection, so no tab
 * shows or uses it after the sign-out, even one that was closed, asleep or in the back/forward cache.
 */
import { readItem, removeItem, writeItem } from '../storage/storage';

export const PENDING_BOOKING_KEY = 'gaido_pending_booking';
/** How long the local-storage copy is honoured: the verification link is valid for 24 hours. */
export const PENDING_BOOKING_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** When a traveller last signed out on this browser (ISO time), in local storage. */
export const SIGNED_OUT_AT_KEY = 'gaido_signed_out_at';

/** Shown in the auth dialog opened by a visitor's Save on a gem. */
export const SAVE_GEM_AUTH_NOTICE =
  'You need an account to save gems. Log in or sign up, and your saved gems stay in your folders on every device.';

export const BOOKING_AUTH_NOTICE =
  "You'll need an account to request a booking. Your selected date and time will be preserved.";

export interface PendingBooking {
  tourId?: string;
  tourSlug?: string;
  citySlug?: string;
  date?: string;
  time?: string;
  /** Where to return after signing in. */
  returnTo?: string;
  /** ISO time it was kept. */
  savedAt?: string;
  [key: string]: unknown;
}

function parsePending(raw: string | null): PendingBooking | null {
  if (raw === null || raw === '') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as PendingBooking)
      : null;
  } catch {
    return null;
  }
}

function isFresh(pending: PendingBooking, now: number): boolean {
  const savedAt = typeof pending.savedAt === 'string' ? Date.parse(pending.savedAt) : Number.NaN;
  return Number.isFinite(savedAt) && now - savedAt >= 0 && now - savedAt <= PENDING_BOOKING_MAX_AGE_MS;
}

/** Kept before the last sign-out on this browser (or at an unknown time since one): not to be used. */
function keptBeforeSignOut(pending: PendingBooking): boolean {
  const signedOutAt = Date.parse(readItem(SIGNED_OUT_AT_KEY, 'local') ?? '');
  if (!Number.isFinite(signedOutAt)) return false;
  const savedAt = typeof pending.savedAt === 'string' ? Date.parse(pending.savedAt) : Number.NaN;
  return !(savedAt > signedOutAt);
}

/** The held selection (this tab's, else a fresh one kept on this device), or null. */
export function readPendingBooking(now: number = Date.now()): PendingBooking | null {
  const inTab = parsePending(readItem(PENDING_BOOKING_KEY, 'session'));
  if (inTab && !keptBeforeSignOut(inTab)) return inTab;
  if (inTab) removeItem(PENDING_BOOKING_KEY, 'session');
  const onDevice = parsePending(readItem(PENDING_BOOKING_KEY, 'local'));
  if (onDevice && isFresh(onDevice, now) && !keptBeforeSignOut(onDevice)) return onDevice;
  if (onDevice) removeItem(PENDING_BOOKING_KEY, 'local');
  return null;
}

export function hasPendingBooking(): boolean {
  return readPendingBooking() !== null;
}

export function savePendingBooking(selection: PendingBooking): boolean {
  const kept: PendingBooking = { savedAt: new Date().toISOString(), ...selection };
  const raw = JSON.stringify(kept);
  writeItem(PENDING_BOOKING_KEY, raw, 'local');
  return writeItem(PENDING_BOOKING_KEY, raw, 'session');
}

/**
 * Forgets the kept selection in this tab and on the device. `signedOut`: the traveller signed out,
 * so the selection other tabs keep goes too (their copies kept before now are dropped on reading).
 */
export function clearPendingBooking(options: { signedOut?: boolean } = {}): void {
  if (options.signedOut) writeItem(SIGNED_OUT_AT_KEY, new Date().toISOString(), 'local');
  removeItem(PENDING_BOOKING_KEY, 'session');
  removeItem(PENDING_BOOKING_KEY, 'local');
}
