import { openAuthDialog, useSession } from '@gaido/shared';
import type { TourDetail } from '@gaido/shared/tours';
import { useMediaQuery } from '@gaido/ui/media-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { BookingPanel } from './BookingPanel';
import { readSelectionFor } from './pendingSelection';
import { StickyBookingBar } from './StickyBookingBar';
import { useBookingSteps } from './useBookingSteps';

/**
 * Below this width the tour's page is one column: the booking opens in a sheet from the sticky bar
 * rather than sitting beside the description (the same breakpoint as `.tour-layout` in tours.css).
 */
const NARROW_LAYOUT = '(max-width: 1023px)';

const loadBookingSheet = () => import('./BookingSheet');
// The sheet and the dialog it stands on load when the bar is touched, not with the page.
const BookingSheet = lazy(() => loadBookingSheet().catch(() => ({ default: BookingSheetUnavailable })));

function BookingSheetUnavailable() {
  return (
    <p className="form-error booking-sheet-error" role="alert">
      Booking could not be opened. Check your connection and reload the page.
    </p>
  );
}

/**
 * Where a visitor sent to sign in from the sheet is: `leaving` while the sheet closes (the sign-in
 * dialog opens once focus is back on the bar), `signing-in` while the host's dialog is open.
 */
type SignInFromSheet = 'none' | 'leaving' | 'signing-in';

/**
 * A tour's booking: beside the description on a wide screen, in a sheet from the sticky bar on a
 * one-column page. The steps live here, so closing the sheet loses nothing.
 *
 * Focus in the sheet, for keyboard and screen-reader users:
 * - Closing it (Escape, ×, a tap outside) always gives focus back to Check availability.
 * - One modal at a time: the host's sign-in dialog is a Radix dialog of the host's own bundle, and two
 *   focus traps of two copies would fight. A visitor sent to sign in sees the sheet close; once it
 *   has handed focus back to Check availability, the sign-in dialog opens from there, so that button
 *   is where the host returns focus when its dialog closes.
 * - When it does (closed without signing in, or signed in, here or in another tab), the sheet
 *   reopens with the selection and focus on Request booking, the button that asked for the sign-in
 *   and the next step: a dialog closing returns the traveller to where they were.
 * - A signed-in traveller who comes back with a selection kept for this tour (through onboarding,
 *   the verification mail's tab) finds the sheet open on it, focus on Request booking.
 */
export function TourBooking({ tour }: { tour: TourDetail }) {
  const narrow = useMediaQuery(NARROW_LAYOUT);
  const isSignedIn = useSession((state) => state.isAuthenticated);
  const [open, setOpen] = useState(() => narrow && isSignedIn && readSelectionFor(tour.id) !== null);
  const [loaded, setLoaded] = useState(open);
  const bar = useRef<HTMLButtonElement>(null);
  const signIn = useRef<SignInFromSheet>('none');
  const focusRequestOnOpen = useRef(open);
  const steps = useBookingSteps(tour, {
    signIn: () => {
      if (!narrow) {
        openAuthDialog({ reason: 'booking' });
        return;
      }
      signIn.current = 'leaving';
      setOpen(false);
    },
  });

  function show(next: boolean) {
    // However it opens, the sheet is the one modal again (a sign-in that never showed is forgotten).
    if (next) {
      signIn.current = 'none';
      setLoaded(true);
    }
    setOpen(next);
  }

  function onBarFocus() {
    if (signIn.current === 'leaving') {
      signIn.current = 'signing-in';
      openAuthDialog({ reason: 'booking' });
    } else if (signIn.current === 'signing-in') {
      focusRequestOnOpen.current = true;
      show(true);
    }
  }

  if (!narrow) {
    return (
      <aside className="tour-aside" aria-label="Booking">
        <BookingPanel steps={steps} />
      </aside>
    );
  }
  return (
    <>
      <StickyBookingBar
        tour={tour}
        button={bar}
        onOpen={() => show(true)}
        onIntent={() => void loadBookingSheet().catch(() => undefined)}
        onFocus={onBarFocus}
      />
      {loaded && (
        <Suspense fallback={null}>
          <BookingSheet
            steps={steps}
            open={open}
            onOpenChange={show}
            returnFocusTo={() => bar.current}
            initialFocus={() => {
              const resuming = focusRequestOnOpen.current;
              focusRequestOnOpen.current = false;
              return resuming ? steps.requestButton.current : null;
            }}
          />
        </Suspense>
      )}
    </>
  );
}
