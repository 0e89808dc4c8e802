import { getRuntimeConfig, getServerMessage } from '@gaido/shared';
import type { TourDetail } from '@gaido/shared/tours';
import {
  type Booking,
  CardPaymentForm,
  formatMoney,
  formatTourDate,
  formatTourTime,
  type Payment,
  type SlotUnavailable,
  useCancelBooking,
  usePayBooking,
} from '@gaido/shared/tours';
import { Button } from '@gaido/ui/button';
import { useEffect, useRef, useState } from 'react';
import { slotUnavailableOf } from '../api/requestBooking';
import { cancellationTermsFor } from './cancellationTerms';

/** The payment step: what is being paid for, how long the places are held, the card form. */
export function PaymentStep({
  tour,
  booking,
  onPaid,
  onSlotLost,
  onReleased,
}: {
  tour: TourDetail;
  booking: Booking;
  onPaid: (booking: Booking, payment: Payment) => void;
  onSlotLost: (unavailable: SlotUnavailable) => void;
  onReleased: () => void;
}) {
  const pay = usePayBooking(booking.id, tour.id);
  const release = useCancelBooking(tour.id);
  const [releaseError, setReleaseError] = useState<string | null>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  useEffect(() => summary.current?.focus(), []);
  const total = formatMoney(booking.totalAmount, booking.currency);

  async function payWith(input: Parameters<typeof pay.mutateAsync>[0]) {
    try {
      const paid = await pay.mutateAsync(input);
      onPaid(paid.booking, paid.payment);
    } catch (error) {
      const lost = slotUnavailableOf(error);
      if (lost) onSlotLost(lost);
      else throw error;
    }
  }

  async function releasePlaces() {
    setReleaseError(null);
    try {
      await release.mutateAsync(booking.id);
      onReleased();
    } catch (error) {
      setReleaseError(getServerMessage(error, 'The places could not be released. Please try again.'));
    }
  }

  return (
    <div className="payment-step">
      <p ref={summary} tabIndex={-1} className="booking-summary">
        <strong>{tour.title}</strong>
        <br />
        {formatTourDate(booking.date)}, {formatTourTime(booking.startsAt, booking.timezone)} ({tour.city.name}{' '}
        time) · {booking.guests} {booking.guests === 1 ? 'guest' : 'guests'}
        <br />
        Booking reference <strong>{booking.reference}</strong> · Total <strong>{total}</strong>
      </p>
      {booking.holdExpiresAt && (
        <p className="notice">
          Your places are held until {formatTourTime(booking.holdExpiresAt, booking.timezone)} (
          {tour.city.name} time). Pay before then to confirm the booking.
        </p>
      )}
      <p className="muted small cancellation-terms">
        {cancellationTermsFor({
          startsAt: booking.startsAt,
          freeCancellationHours: booking.cancellation.freeCancellationHours,
          timezone: booking.timezone,
          cityName: tour.city.name,
        })}
      </p>
      <CardPaymentForm
        amountLabel={total}
        onPay={payWith}
        showTestCards={getRuntimeConfig().environment !== 'production'}
      />
      {releaseError && (
        <p className="form-error" role="alert">
          {releaseError}
        </p>
      )}
      <Button variant="ghost" onClick={() => void releasePlaces()} disabled={release.isPending}>
        Release these places and choose another time
      </Button>
    </div>
  );
}
