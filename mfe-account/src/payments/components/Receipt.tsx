import { useDocumentTitle } from '@gaido/shared';
import { formatMoney, formatTourDate, formatWallTime, type Payment } from '@gaido/shared/tours';
import { Button } from '@gaido/ui/button';
import { useEffect, useRef } from 'react';
import { cardLabel, formatPaidAt, KIND_LABELS, signedAmount, statusLabel } from '../format';

/** A printable receipt for one charge or refund (the print stylesheet shows only this). */
export function Receipt({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { booking } = payment;
  const title = `${payment.kind === 'refund' ? 'Refund receipt' : 'Receipt'} ${payment.reference}`;
  // The receipt is the page while it is open: the tab and the outline say so, not "Payment history".
  useDocumentTitle(title);
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h1 id="receipt-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="receipt-issuer">Gaido · city tours with local guides</p>
      <dl className="details">
        <dt>Date</dt>
        <dd>{formatPaidAt(payment.createdAt)}</dd>
        <dt>Type</dt>
        <dd>{KIND_LABELS[payment.kind]}</dd>
        <dt>Status</dt>
        <dd>{statusLabel(payment)}</dd>
        <dt>Booking</dt>
        <dd>{booking.reference}</dd>
        <dt>Tour</dt>
        <dd>
          {booking.tour.title}, {booking.tour.city.name}
        </dd>
        <dt>Tour date</dt>
        <dd>
          {formatTourDate(booking.date)}, {formatWallTime(booking.time)} ({booking.tour.city.name} time)
        </dd>
        <dt>Guests</dt>
        <dd>
          {booking.guests} × {formatMoney(booking.unitAmount, payment.currency)}
        </dd>
        <dt>Amount</dt>
        <dd>
          <strong>{signedAmount(payment)}</strong>
        </dd>
        <dt>Card</dt>
        <dd>{cardLabel(payment)}</dd>
      </dl>
      <div className="receipt-actions no-print">
        <Button variant="primary" onClick={() => window.print()}>
          Print receipt
        </Button>
        <Button onClick={onClose}>Back to payment history</Button>
      </div>
    </section>
  );
}
