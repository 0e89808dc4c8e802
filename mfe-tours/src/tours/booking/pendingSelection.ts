/**
 * spec 1: an anonymous visitor's pre-booking selection survives the detour through sign-up,
 * e-mail verification, login and onboarding. It lives in session storage (PENDING_BOOKING_KEY,
 * via @gaido/shared), with a day-long copy on the device for the verification link's new tab, and
 * the host's auth dialog shows BOOKING_AUTH_NOTICE while it is there. The tour page reads it back
 * on its next visit.
 */

import { MAX_GUESTS_PER_BOOKING } from '@gaido/contracts/limits';
import {
  clearPendingBooking,
  type PendingBooking,
  readPendingBooking,
  savePendingBooking,
} from '@gaido/shared';

export interface TourSelection {
  date: string;
  time: string;
  guests: number;
}

export interface SelectionTour {
  id: string;
  slug: string;
  citySlug: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The most guests one booking takes (the API refuses more). */
export const MAX_GUESTS = MAX_GUESTS_PER_BOOKING;

export function isCompleteSelection(selection: Partial<TourSelection>): selection is TourSelection {
  return (
    typeof selection.date === 'string' &&
    DATE.test(selection.date) &&
    typeof selection.time === 'string' &&
    TIME.test(selection.time) &&
    Number.isInteger(selection.guests) &&
    (selection.guests ?? 0) >= 1 &&
    (selection.guests ?? 0) <= MAX_GUESTS
  );
}

/** Keeps the selection for after sign-in; `returnTo` is this tour page. */
export function saveSelectionForSignIn(
  tour: SelectionTour,
  selection: TourSelection,
  returnTo: string,
): boolean {
  const pending: PendingBooking = {
    tourId: tour.id,
    tourSlug: tour.slug,
    citySlug: tour.citySlug,
    date: selection.date,
    time: selection.time,
    guests: selection.guests,
    returnTo,
    savedAt: new Date().toISOString(),
  };
  return savePendingBooking(pending);
}

/** The selection kept for THIS tour, or null (none, another tour's, or unreadable). */
export function readSelectionFor(tourId: string): TourSelection | null {
  const pending = readPendingBooking();
  if (!pending || pending.tourId !== tourId) return null;
  const selection = { date: pending.date, time: pending.time, guests: Number(pending.guests ?? 1) };
  return isCompleteSelection(selection) ? selection : null;
}

/** Forgets the kept selection once it has become a booking request. */
export function clearSelectionFor(tourId: string): void {
  if (readPendingBooking()?.tourId === tourId) clearPendingBooking();
}
