import {
  BOOKING_AUTH_NOTICE,
  hasPendingBooking,
  PENDING_BOOKING_KEY,
  readPendingBooking,
} from '@gaido/shared';
import { clearSelectionFor, readSelectionFor, saveSelectionForSignIn } from './pendingSelection';

const tour = { id: 'tour-1', slug: 'alfama-food-walk', citySlug: 'lisbon' };
const selection = { date: '2031-06-14', time: '10:00', guests: 2 };

describe('the selection kept through sign-in', () => {
  it('is saved in session storage where the host’s auth dialog looks for it', () => {
    expect(saveSelectionForSignIn(tour, selection, '/tours/lisbon/alfama-food-walk')).toBe(true);
    expect(sessionStorage.getItem(PENDING_BOOKING_KEY)).not.toBeNull();
    // A copy for the verification link's new tab, whose session storage starts empty.
    expect(localStorage.getItem(PENDING_BOOKING_KEY)).toBe(sessionStorage.getItem(PENDING_BOOKING_KEY));
    // The dialog shows BOOKING_AUTH_NOTICE whenever a pending booking is held.
    expect(hasPendingBooking()).toBe(true);
    expect(BOOKING_AUTH_NOTICE).toContain('Your selected date and time will be preserved');
    expect(readPendingBooking()).toMatchObject({
      tourId: 'tour-1',
      citySlug: 'lisbon',
      tourSlug: 'alfama-food-walk',
      returnTo: '/tours/lisbon/alfama-food-walk',
    });
  });

  it('comes back as the same date, time and guests on the same tour', () => {
    saveSelectionForSignIn(tour, selection, '/tours/lisbon/alfama-food-walk');
    expect(readSelectionFor('tour-1')).toEqual(selection);
  });

  it('is ignored on another tour’s page and left for its own', () => {
    saveSelectionForSignIn(tour, selection, '/tours/lisbon/alfama-food-walk');
    expect(readSelectionFor('tour-2')).toBeNull();
    clearSelectionFor('tour-2');
    expect(readSelectionFor('tour-1')).toEqual(selection);
  });

  it('is forgotten once it became a booking request', () => {
    saveSelectionForSignIn(tour, selection, '/tours/lisbon/alfama-food-walk');
    clearSelectionFor('tour-1');
    expect(readSelectionFor('tour-1')).toBeNull();
    expect(hasPendingBooking()).toBe(false);
  });

  it('ignores a damaged or incomplete entry instead of restoring nonsense', () => {
    sessionStorage.setItem(PENDING_BOOKING_KEY, '{not json');
    expect(readSelectionFor('tour-1')).toBeNull();
    sessionStorage.setItem(PENDING_BOOKING_KEY, JSON.stringify({ tourId: 'tour-1', date: '2031-06-14' }));
    expect(readSelectionFor('tour-1')).toBeNull();
    sessionStorage.setItem(
      PENDING_BOOKING_KEY,
      JSON.stringify({ tourId: 'tour-1', date: '14/06/2031', time: '10:00', guests: 2 }),
    );
    expect(readSelectionFor('tour-1')).toBeNull();
    sessionStorage.setItem(
      PENDING_BOOKING_KEY,
      JSON.stringify({ tourId: 'tour-1', date: '2031-06-14', time: '10:00', guests: 99 }),
    );
    expect(readSelectionFor('tour-1')).toBeNull();
  });
});
