import { getRuntimeConfig, getServerMessage, resolveAssetUrl } from '@gaido/shared';
import {
  type Booking,
  CARD_BRAND_NAMES,
  CardPaymentForm,
  formatMoney,
  formatTourDateTime,
  useCancelBooking,
  usePayBooking,
} from '@gaido/shared/tours';
import { Button } from '@gaido/ui/button';
import { Picture } from '@gaido/ui/picture';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

export const STATUS_LABELS: Record<Booking['status'], string> = {
  held: 'Awaiting payment',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  expired: 'Hold expired',
};

/** One booking: what, when (in the tour's zone), status, and what can be done with it. */
export function BookingCard({
  booking,
  onCancelled,
}: {
  booking: Booking;
  /** Says what the cancellation did, where it outlives this card's move to another list. */
  onCancelled: (message: string) => void;
}) {
  const titleId = useId();
  const [paying, setPaying] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pay = usePayBooking(booking.id);
  const cancel = useCancelBooking();
  const when = `${formatTourDateTime(booking.startsAt, booking.timezone)} (${booking.tour.city.name} time)`;
  const total = formatMoney(booking.totalAmount, booking.currency);
  const paid = booking.paymentStatus === 'paid';
  const canCancel = booking.cancellation.allowed && booking.status !== 'cancelled';

  async function confirmCancel() {
    setError(null);
    try {
      const result = await cancel.mutateAsync(booking.id);
      setConfirmingCancel(false);
      onCancelled(
        result.refund
          ? `Booking ${booking.reference} is cancelled. ${formatMoney(result.refund.amount, result.refund.currency)} is refunded to ${CARD_BRAND_NAMES[result.refund.card.brand] ?? 'your card'} ending ${result.refund.card.last4}.`
          : `Booking ${booking.reference} is cancelled. Nothing was charged.`,
      );
    } catch (caught) {
      setError(getServerMessage(caught, 'The booking could not be cancelled. Please try again.'));
    }
  }

  return (
    <article className="booking-card" aria-labelledby={titleId}>
      {booking.tour.image && (
        <Picture
          src={resolveAssetUrl(booking.tour.image)}
          alt={booking.tour.imageAlt ?? ''}
          width={160}
          height={120}
          sizes="(max-width: 767px) 100vw, 160px"
        />
      )}
      <div className="booking-card-body">
        <h3 id={titleId}>
          <Link to={`/tours/${booking.tour.city.slug}/${booking.tour.slug}`}>{booking.tour.title}</Link>
        </h3>
        <p>
          <span className={`status status-${booking.status}`}>{STATUS_LABELS[booking.status]}</span> ·
          Reference <strong>{booking.reference}</strong>
        </p>
        <dl className="details">
          <dt>When</dt>
          <dd>{when}</dd>
          <dt>Guests</dt>
          <dd>{booking.guests}</dd>
          <dt>Total</dt>
          <dd>
            {total} · {paid ? 'Paid' : booking.paymentStatus === 'refunded' ? 'Refunded' : 'Not paid'}
          </dd>
          <dt>Meeting point</dt>
          <dd>{booking.tour.meetingPoint.name}</dd>
        </dl>
        {booking.status === 'confirmed' && !booking.isPast && (
          <p className="muted small">
            {booking.cancellation.allowed
              ? `Free cancellation until ${formatTourDateTime(booking.cancellation.freeUntil, booking.timezone)} (${booking.tour.city.name} time).`
              : booking.cancellation.reason}
          </p>
        )}
        {booking.status === 'held' && booking.holdExpiresAt && (
          <p className="muted small">
            Places held until {formatTourDateTime(booking.holdExpiresAt, booking.timezone)} (
            {booking.tour.city.name} time).
          </p>
        )}
        {message && (
          <p className="notice" role="status">
            {message}
          </p>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="booking-actions">
          {booking.canPay && !paying && (
            <Button variant="primary" onClick={() => setPaying(true)}>
              Pay now
            </Button>
          )}
          {canCancel && !confirmingCancel && (
            <Button onClick={() => setConfirmingCancel(true)}>Cancel booking</Button>
          )}
        </div>
        {confirmingCancel && (
          <CancelConfirmation
            booking={booking}
            total={total}
            pending={cancel.isPending}
            onConfirm={() => void confirmCancel()}
            onKeep={() => setConfirmingCancel(false)}
          />
        )}
        {paying && booking.canPay && (
          <section className="pay-inline" aria-label={`Pay for booking ${booking.reference}`}>
            <CardPaymentForm
              amountLabel={total}
              showTestCards={getRuntimeConfig().environment !== 'production'}
              onPay={async (input) => {
                await pay.mutateAsync(input);
                setPaying(false);
                setMessage(`Paid ${total}. Booking ${booking.reference} is confirmed.`);
              }}
            />
            <Button variant="ghost" onClick={() => setPaying(false)}>
              Not now
            </Button>
          </section>
        )}
      </div>
    </article>
  );
}

function CancelConfirmation({
  booking,
  total,
  pending,
  onConfirm,
  onKeep,
}: {
  booking: Booking;
  total: string;
  pending: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="cancel-confirmation" aria-labelledby={`${booking.id}-cancel`}>
      <h4 id={`${booking.id}-cancel`} ref={heading} tabIndex={-1}>
        Cancel booking {booking.reference}?
      </h4>
      <p>
        {booking.paymentStatus === 'paid'
          ? `You will be refunded ${total} to the card you paid with.`
          : 'Your held places will be released. Nothing was charged.'}
      </p>
      <div className="booking-actions">
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending ? 'Cancelling…' : 'Yes, cancel booking'}
        </Button>
        <Button onClick={onKeep} disabled={pending}>
          Keep booking
        </Button>
      </div>
    </section>
  );
}
