/**
 * spec 1: a pre-booking selection (date and time) held in session storage survives the detour
 * through the authentication dialog. mfe-tours writes it; the host's dialog reads it to show
 * BOOKING_AUTH_NOTICE; mfe-tours picks it up again after login.
 */
import { readItem, removeItem, writeItem } from '../storage/storage';

export const PENDING_BOOKING_KEY = 'gaido_pending_booking';

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
  [key: string]: unknown;
}

/** The held selection, or null when none (or it is unreadable). */
export function readPendingBooking(): PendingBooking | null {
  const raw = readItem(PENDING_BOOKING_KEY, 'session');
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

export function hasPendingBooking(): boolean {
  return readPendingBooking() !== null;
}

export function savePendingBooking(selection: PendingBooking): boolean {
  return writeItem(PENDING_BOOKING_KEY, JSON.stringify(selection), 'session');
}

export function clearPendingBooking(): void {
  removeItem(PENDING_BOOKING_KEY, 'session');
}
