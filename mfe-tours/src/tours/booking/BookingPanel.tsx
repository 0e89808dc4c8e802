/**
 * Booking a tour: pick a date, a start time and guests -> Request booking (holds the
 * places) -> pay by card -> confirmation with the booking reference.
 *
 * Anonymous visitors: the selection is kept in session storage and the host's auth dialog opens
 * with BOOKING_AUTH_NOTICE. After sign-in (and onboarding, which returns here) the page shows the
 * same selection again and the visitor presses Request booking once more: holding places starts
 * a 30-minute clock and leads to payment, so it is never done without a fresh, visible click.
 * What the traveller chose and the step they are on live in useBookingSteps, with the page, so the
 * phone's sheet can close and reopen the panel without losing any of it (TourBooking.tsx).
 *
 * "Hold on select, re-check on submit": choosing a time re-reads availability; the request
 * itself is checked by the API under a lock, and a departure that filled meanwhile is answered
 * with "no longer available" and the nearest free departures.
 */

import {
  formatMoney,
  formatTourDate,
  formatTourTime,
  formatWallTime,
  tourTimeZoneLabel,
} from '@gaido/shared/tours';
import { Button } from '@gaido/ui/button';
import { useId } from 'react';
import { AvailabilityCalendar } from './AvailabilityCalendar';
import { BookingConfirmation } from './BookingConfirmation';
import { cancellationTermsFor } from './cancellationTerms';
import { PaymentStep } from './PaymentStep';
import { MAX_GUESTS } from './pendingSelection';
import { SlotUnavailableNotice } from './SlotUnavailableNotice';
import { type BookingSteps, firstOfMonth } from './useBookingSteps';

const addMonths = (day: Date, months: number) => new Date(day.getFullYear(), day.getMonth() + months, 1);
/** The calendar offers the booking horizon: this month and the next six. */
const MONTHS_AHEAD = 6;

/** The booking steps of a tour, beside it on a wide screen or in the phone's sheet (useBookingSteps). */
export function BookingPanel({ steps }: { steps: BookingSteps }) {
  const headingId = useId();
  const { tour, draft, step, unavailable, notice, formError, month, availability, request, isSignedIn } =
    steps;
  const today = firstOfMonth(new Date());
  const maxGuests = Math.min(tour.maxGroupSize, MAX_GUESTS);
  const days = availability.data?.days ?? [];
  const day = days.find((candidate) => candidate.date === draft.date);
  const chosenSlot = day?.slots.find((slot) => slot.time === draft.time);
  const zoneLabel = tourTimeZoneLabel(tour.timezone, chosenSlot?.startsAt ?? new Date(), tour.city.name);

  if (step.kind === 'pay') {
    return (
      <section className="booking-panel" aria-labelledby={headingId}>
        <h2 id={headingId}>Pay for your booking</h2>
        <PaymentStep
          tour={tour}
          booking={step.booking}
          onPaid={(booking, payment) => steps.setStep({ kind: 'confirmed', booking, payment })}
          onSlotLost={(lost) => {
            steps.setUnavailable(lost);
            steps.setStep({ kind: 'select' });
          }}
          onReleased={() => steps.setStep({ kind: 'select' })}
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
          onChange={(event) => steps.choose({ guests: Number(event.target.value) })}
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
          onSelectDate={(date) => steps.choose({ date, time: undefined })}
          month={month}
          onMonthChange={steps.setMonth}
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
                    onChange={() => steps.chooseTime(slot.time)}
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
          onChoose={steps.chooseSuggestion}
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
        ref={steps.requestButton}
        variant="primary"
        className="booking-request"
        onClick={() => void steps.submit()}
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
