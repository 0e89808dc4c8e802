/**
 * Booking a tour: pick a date, a start time and guests -> Request booking (holds the
 * places) -> pay by card -> confirmation with the booking reference.
 *
 * Anonymous visitors: the selection is kept in session storage and the host's auth dialog opens
 * with BOOKING_AUTH_NOTICE. After sign-in (and onboarding, which returns here) the page shows the
 * same selection again and the visitor presses Request booking once more: holding places starts
 * a 30-minute clock and leads to payment, so it is never done without a fresh, visible click.
 *
 * "Hold on select, re-check on submit": choosing a time re-reads availability; the request
 * itself is checked by the API under a lock, and a departure that filled meanwhile is answered
 * with "no longer available" and the nearest free departures.
 */

import { getServerMessage, openAuthDialog, useSession } from '@gaido/shared';
import {
  type Booking,
  formatMoney,
  formatTourDate,
  formatTourTime,
  formatWallTime,
  localDayToCalendarDate,
  nearestFreeSlots,
  type Payment,
  type SlotSuggestion,
  type TourDetail,
  tourTimeZoneLabel,
} from '@gaido/shared/tours';
import { Button } from '@gaido/ui/button';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAvailability } from '../api/getAvailability';
import { slotUnavailableOf, useRequestBooking } from '../api/requestBooking';
import { AvailabilityCalendar } from './AvailabilityCalendar';
import { BookingConfirmation } from './BookingConfirmation';
import { cancellationTermsFor } from './cancellationTerms';
import { PaymentStep } from './PaymentStep';
import {
  clearSelectionFor,
  MAX_GUESTS,
  readSelectionFor,
  saveSelectionForSignIn,
  type TourSelection,
} from './pendingSelection';
import { SlotUnavailableNotice } from './SlotUnavailableNotice';

type Step =
  | { kind: 'select' }
  | { kind: 'pay'; booking: Booking }
  | { kind: 'confirmed'; booking: Booking; payment: Payment };

interface Draft {
  date?: string | undefined;
  time?: string | undefined;
  guests: number;
}

const firstOfMonth = (day: Date) => new Date(day.getFullYear(), day.getMonth(), 1);
const lastOfMonth = (day: Date) => new Date(day.getFullYear(), day.getMonth() + 1, 0);
const addMonths = (day: Date, months: number) => new Date(day.getFullYear(), day.getMonth() + months, 1);
/** The calendar offers the booking horizon: this month and the next six. */
const MONTHS_AHEAD = 6;

export function BookingPanel({ tour }: { tour: TourDetail }) {
  const headingId = useId();
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
  const today = firstOfMonth(new Date());
  const [month, setMonth] = useState(() => (kept ? firstOfMonth(new Date(`${kept.date}T12:00:00`)) : today));
  const availability = useAvailability(tour.id, {
    from: localDayToCalendarDate(firstOfMonth(month)),
    to: localDayToCalendarDate(lastOfMonth(month)),
  });
  const request = useRequestBooking(tour.id);
  const requestButton = useRef<HTMLButtonElement>(null);
  const maxGuests = Math.min(tour.maxGroupSize, MAX_GUESTS);
  const days = availability.data?.days ?? [];
  const day = days.find((candidate) => candidate.date === draft.date);
  const chosenSlot = day?.slots.find((slot) => slot.time === draft.time);
  const zoneLabel = tourTimeZoneLabel(tour.timezone, chosenSlot?.startsAt ?? new Date(), tour.city.name);

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

  // Back from the auth dialog signed in: the selection is on screen, the button is the next step.
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

  function chooseTime(time: string) {
    choose({ time });
    // Re-check on select: the places shown may be a minute old.
    void availability.refetch();
  }

  function chooseSuggestion(suggestion: SlotSuggestion) {
    setMonth(firstOfMonth(new Date(`${suggestion.date}T12:00:00`)));
    choose({ date: suggestion.date, time: suggestion.time });
  }

  async function submit() {
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
      openAuthDialog({ reason: 'booking' });
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
  }

  if (step.kind === 'pay') {
    return (
      <section className="booking-panel" aria-labelledby={headingId}>
        <h2 id={headingId}>Pay for your booking</h2>
        <PaymentStep
          tour={tour}
          booking={step.booking}
          onPaid={(booking, payment) => setStep({ kind: 'confirmed', booking, payment })}
          onSlotLost={(lost) => {
            setUnavailable(lost);
            setStep({ kind: 'select' });
          }}
          onReleased={() => setStep({ kind: 'select' })}
        />
      </section>
    );
  }
  if (step.kind === 'confirmed') {
    return (
      <section className="booking-panel" aria-labelledby={headingId}>
        <BookingConfirmation headingId={headingId} booking={step.booking} payment={step.payment} />
      </section>
    );
  }

  const guestsId = `${headingId}-guests`;
  const total = tour.priceAmount * draft.guests;
  return (
    <section className="booking-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Book this tour</h2>
      <p className="price-line">
        <strong>{formatMoney(tour.priceAmount, tour.currency)}</strong> per person
      </p>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <p className="muted small">Dates and start times are in {zoneLabel}.</p>

      <div className="field">
        <label htmlFor={guestsId}>Guests</label>
        <select
          id={guestsId}
          value={draft.guests}
          onChange={(event) => choose({ guests: Number(event.target.value) })}
        >
          {Array.from({ length: maxGuests }, (_, index) => index + 1).map((count) => (
            <option key={count} value={count}>
              {count} {count === 1 ? 'guest' : 'guests'}
            </option>
          ))}
        </select>
      </div>

      <div className="calendar" aria-busy={availability.isFetching}>
        <h3 className="small-heading">Date</h3>
        <AvailabilityCalendar
          days={days}
          guests={draft.guests}
          selectedDate={draft.date}
          onSelectDate={(date) => choose({ date, time: undefined })}
          month={month}
          onMonthChange={setMonth}
          firstMonth={today}
          lastMonth={addMonths(today, MONTHS_AHEAD)}
        />
        {availability.isError && (
          <p className="form-error" role="alert">
            Availability could not be loaded.{' '}
            <Button variant="ghost" onClick={() => void availability.refetch()}>
              Try again
            </Button>
          </p>
        )}
      </div>

      {draft.date && (
        <fieldset className="slot-list">
          <legend>
            Start time on {formatTourDate(draft.date)} ({tour.city.name} time)
          </legend>
          {!day || day.slots.length === 0 ? (
            <p className="muted">No departures on this day.</p>
          ) : (
            day.slots.map((slot) => {
              const full = slot.remaining < draft.guests;
              const label = formatTourTime(slot.startsAt, tour.timezone);
              return (
                <label key={slot.time} className={`slot${full ? ' slot-full' : ''}`}>
                  <input
                    type="radio"
                    name={`${headingId}-time`}
                    value={slot.time}
                    checked={draft.time === slot.time}
                    disabled={full}
                    onChange={() => chooseTime(slot.time)}
                  />
                  <span className="slot-time">{label}</span>{' '}
                  <span className="slot-places">
                    {slot.remaining === 0
                      ? 'Full'
                      : full
                        ? `Only ${slot.remaining} left`
                        : `${slot.remaining} ${slot.remaining === 1 ? 'place' : 'places'} left`}
                  </span>
                </label>
              );
            })
          )}
        </fieldset>
      )}

      {unavailable && (
        <SlotUnavailableNotice
          message={unavailable.message}
          alternatives={unavailable.alternatives}
          timezone={tour.timezone}
          onChoose={chooseSuggestion}
        />
      )}

      {draft.date && draft.time && (
        <p className="booking-summary">
          {formatTourDate(draft.date)},{' '}
          {chosenSlot ? formatTourTime(chosenSlot.startsAt, tour.timezone) : formatWallTime(draft.time)} (
          {tour.city.name} time) · {draft.guests} {draft.guests === 1 ? 'guest' : 'guests'} · Total{' '}
          <strong>{formatMoney(total, tour.currency)}</strong>
        </p>
      )}
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <Button
        ref={requestButton}
        variant="primary"
        className="booking-request"
        onClick={() => void submit()}
        disabled={request.isPending}
      >
        {request.isPending ? 'Requesting…' : 'Request booking'}
      </Button>
      {!isSignedIn && (
        <p className="muted small">You will be asked to sign in. Your selected date and time are kept.</p>
      )}
      <p className="muted small cancellation-terms">
        {chosenSlot
          ? cancellationTermsFor({
              startsAt: chosenSlot.startsAt,
              freeCancellationHours: tour.cancellationPolicy.freeCancellationHours,
              timezone: tour.timezone,
              cityName: tour.city.name,
            })
          : tour.cancellationPolicy.summary}
      </p>
    </section>
  );
}
