import { getServerMessage, openAuthDialog, useSession } from '@gaido/shared';
import {
  type Booking,
  formatTourDate,
  formatTourTime,
  formatWallTime,
  localDayToCalendarDate,
  nearestFreeSlots,
  type Payment,
  type SlotSuggestion,
  type TourDetail,
} from '@gaido/shared/tours';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAvailability } from '../api/getAvailability';
import { slotUnavailableOf, useRequestBooking } from '../api/requestBooking';
import {
  clearSelectionFor,
  readSelectionFor,
  saveSelectionForSignIn,
  type TourSelection,
} from './pendingSelection';

type Step =
  | { kind: 'select' }
  | { kind: 'pay'; booking: Booking }
  | { kind: 'confirmed'; booking: Booking; payment: Payment };

interface Draft {
  date?: string | undefined;
  time?: string | undefined;
  guests: number;
}

export const firstOfMonth = (day: Date) => new Date(day.getFullYear(), day.getMonth(), 1);
const lastOfMonth = (day: Date) => new Date(day.getFullYear(), day.getMonth() + 1, 0);

/**
 * Where a traveller is in booking a tour: the date, time and guests chosen, the step (choose, pay,
 * confirmed), what the page has to say about it. It lives with the tour's page, not with the panel
 * that shows it, so closing the phone's booking sheet (which unmounts the panel) loses nothing: the
 * selection, a held booking waiting for payment, a confirmation.
 *
 * `signIn` sends an anonymous visitor to sign in once the selection is kept; by default the host's
 * auth dialog opens at once (the booking panel beside the tour), a sheet first closes itself.
 */
export function useBookingSteps(
  tour: TourDetail,
  { signIn = () => openAuthDialog({ reason: 'booking' }) } = {},
) {
  const location = useLocation();
  const isSignedIn = useSession((state) => state.isAuthenticated);
  const [kept] = useState(() => readSelectionFor(tour.id));
  const [draft, setDraft] = useState<Draft>(kept ?? { guests: 1 });
  const [step, setStep] = useState<Step>({ kind: 'select' });
  const [unavailable, setUnavailable] = useState<{ message: string; alternatives: SlotSuggestion[] } | null>(
    null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [waitingForSignIn, setWaitingForSignIn] = useState(false);
  const [month, setMonth] = useState(() =>
    kept ? firstOfMonth(new Date(`${kept.date}T12:00:00`)) : firstOfMonth(new Date()),
  );
  const availability = useAvailability(tour.id, {
    from: localDayToCalendarDate(firstOfMonth(month)),
    to: localDayToCalendarDate(lastOfMonth(month)),
  });
  const request = useRequestBooking(tour.id);
  /** Request booking, wherever the panel shows it: the next step once the traveller is signed in. */
  const requestButton = useRef<HTMLButtonElement>(null);

  // A selection kept through sign-in: say so, and check it is still free once availability is in.
  const keptChecked = useRef(false);
  useEffect(() => {
    if (!kept || keptChecked.current || !availability.data || availability.isPlaceholderData) return;
    keptChecked.current = true;
    const slot = availability.data.days
      .find((candidate) => candidate.date === kept.date)
      ?.slots.find((candidate) => candidate.time === kept.time);
    const when = `${formatTourDate(kept.date)} at ${slot ? formatTourTime(slot.startsAt, tour.timezone) : formatWallTime(kept.time)}`;
    if (!slot || slot.remaining < kept.guests) {
      setUnavailable({
        message: 'This time is no longer available.',
        alternatives: nearestFreeSlots(availability.data.days, kept),
      });
      setNotice(
        `We kept your selection (${when}, ${kept.guests} ${kept.guests === 1 ? 'guest' : 'guests'}), but it has filled up meanwhile.`,
      );
    } else {
      setNotice(
        `We kept your selection: ${when} (${tour.city.name} time), ${kept.guests} ${kept.guests === 1 ? 'guest' : 'guests'}. Press Request booking to continue.`,
      );
    }
  }, [kept, availability.data, availability.isPlaceholderData, tour.city.name, tour.timezone]);

  // Back from the auth dialog signed in: the selection is on screen, the button is the next step
  // (a sheet that is closed meanwhile puts focus there itself as it reopens).
  useEffect(() => {
    if (isSignedIn && waitingForSignIn) {
      setWaitingForSignIn(false);
      setNotice('You are signed in and your selection is kept. Press Request booking to continue.');
      requestButton.current?.focus();
    }
  }, [isSignedIn, waitingForSignIn]);

  function choose(patch: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setUnavailable(null);
    setFormError(null);
  }

  return {
    tour,
    isSignedIn,
    draft,
    step,
    setStep,
    unavailable,
    setUnavailable,
    notice,
    formError,
    month,
    setMonth,
    availability,
    request,
    requestButton,
    choose,
    chooseTime(time: string) {
      choose({ time });
      // Re-check on select: the places shown may be a minute old.
      void availability.refetch();
    },
    chooseSuggestion(suggestion: SlotSuggestion) {
      setMonth(firstOfMonth(new Date(`${suggestion.date}T12:00:00`)));
      choose({ date: suggestion.date, time: suggestion.time });
    },
    async submit() {
      if (!draft.date || !draft.time) {
        setFormError(!draft.date ? 'Choose a date first.' : 'Choose a start time first.');
        return;
      }
      const selection: TourSelection = { date: draft.date, time: draft.time, guests: draft.guests };
      if (!isSignedIn) {
        saveSelectionForSignIn(
          { id: tour.id, slug: tour.slug, citySlug: tour.city.slug },
          selection,
          `${location.pathname}${location.search}`,
        );
        setWaitingForSignIn(true);
        signIn();
        return;
      }
      setFormError(null);
      setUnavailable(null);
      try {
        const booking = await request.mutateAsync({ tourId: tour.id, ...selection });
        clearSelectionFor(tour.id);
        setNotice(null);
        setStep({ kind: 'pay', booking });
      } catch (error) {
        const full = slotUnavailableOf(error);
        if (full) setUnavailable(full);
        else setFormError(getServerMessage(error, 'The booking could not be requested. Please try again.'));
      }
    },
  };
}

export type BookingSteps = ReturnType<typeof useBookingSteps>;
