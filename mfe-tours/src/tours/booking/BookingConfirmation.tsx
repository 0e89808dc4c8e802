import {
  type Booking,
  CARD_BRAND_NAMES,
  formatMoney,
  formatTourDate,
  formatTourTime,
  type Payment,
} from '@gaido/shared/tours';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { cancellationTermsFor } from './cancellationTerms';

export function BookingConfirmation({
  headingId,
  booking,
  payment,
}: {
  headingId: string;
  booking: Booking;
  payment: Payment;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="booking-confirmation" role="status">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Booking confirmed
      </h2>
      <p>
        Your booking reference is <strong className="booking-reference">{booking.reference}</strong>.
      </p>
      <dl className="details">
        <dt>Tour</dt>
        <dd>{booking.tour.title}</dd>
        <dt>When</dt>
        <dd>
          {formatTourDate(booking.date)}, {formatTourTime(booking.startsAt, booking.timezone)} (
          {booking.tour.city.name} time)
        </dd>
        <dt>Guests</dt>
        <dd>{booking.guests}</dd>
        <dt>Meeting point</dt>
        <dd>{booking.tour.meetingPoint.name}</dd>
        <dt>Paid</dt>
        <dd>
          {formatMoney(payment.amount, payment.currency)} with{' '}
          {CARD_BRAND_NAMES[payment.card.brand] ?? 'card'} ending {payment.card.last4}
        </dd>
      </dl>
      <p className="muted small cancellation-terms">
        {cancellationTermsFor({
          startsAt: booking.startsAt,
          freeCancellationHours: booking.cancellation.freeCancellationHours,
          timezone: booking.timezone,
          cityName: booking.tour.city.name,
        })}
      </p>
      <p>
        <Link to="/bookings">See your bookings</Link> · <Link to="/payment-history">Payment history</Link>
      </p>
    </div>
  );
}
