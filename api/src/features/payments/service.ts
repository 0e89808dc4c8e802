// Paying a booking by card and refunding it.
//
// Double submits: every attempt carries a client idempotency key, unique per user in the
// database. The booking row is locked (`FOR UPDATE`) before anything else, so two submits of the
// same attempt run one after the other: the second finds the first one's payment by its key and
// answers with it instead of charging again. A different key on a paid booking is refused with
// "already paid". The card number lives only in this request's memory: what is stored is the
// brand and the last four digits.
import { randomUUID } from 'node:crypto';
import { type Database, transaction } from '../../db/client';
import { ApiError, conflict, notFound } from '../../http/errors';
import { alternativesFor, renewExpiredHold } from '../bookings/holds';
import { type BookingMail, type PaymentFacts, paymentReceivedMail } from '../bookings/mails';
import { type BookingRow, effectiveStatus, lockUserBooking } from '../bookings/queries';
import { newReference, withFreshReference } from '../bookings/reference';
import type { PayOutcome } from '../bookings/service';
import { NO_LONGER_AVAILABLE, SlotUnavailableError } from '../bookings/slot-unavailable';
import { MIN_LEAD_MINUTES } from '../tours/queries';
import { type CardInput, cardSummary } from './card';
import type { PaymentProvider } from './provider';
import {
  findPaymentByIdempotencyKey,
  findSucceededCharge,
  findUserPaymentRow,
  insertRefund,
  listUserPaymentRows,
  markChargeRefunded,
  type PaymentListRow,
  type PaymentRow,
  recordCharge,
} from './queries';

function paymentListRow(payment: PaymentRow, booking: BookingRow): PaymentListRow {
  return {
    payment,
    bookingReference: booking.reference,
    bookingDate: booking.date,
    bookingTime: booking.startTime,
    bookingTimezone: booking.timezone,
    bookingGuests: booking.guests,
    bookingUnitAmount: booking.unitAmount,
    tourId: booking.tourId,
    tourTitle: booking.tourTitle,
    tourSlug: booking.tourSlug,
    cityName: booking.cityName,
    citySlug: booking.citySlug,
  };
}

function outcomeOf(payment: PaymentRow, replayed: boolean): PayOutcome {
  if (payment.status === 'succeeded' || payment.status === 'refunded') {
    return { kind: 'charged', paymentId: payment.id, replayed };
  }
  return {
    kind: 'refused',
    paymentId: payment.id,
    code: payment.failureCode ?? 'card_declined',
    message: payment.failureMessage ?? 'Your card was declined. Nothing was charged.',
    replayed,
  };
}

export async function payBooking(
  db: Database,
  provider: PaymentProvider,
  input: { userId: string; bookingId: string; idempotencyKey: string; card: CardInput },
  now: Date,
  mail: BookingMail,
): Promise<PayOutcome> {
  let slotLostFor: BookingRow | null = null;
  const outcome = await withFreshReference(() =>
    transaction(db, async (tx) => {
      const booking = await lockUserBooking(tx, input.userId, input.bookingId);
      if (!booking) throw notFound('Booking not found');

      const previous = await findPaymentByIdempotencyKey(tx, input.userId, input.idempotencyKey);
      if (previous) {
        if (previous.bookingId !== input.bookingId) {
          throw conflict('This payment key was already used for another booking', 'idempotency_key_reused');
        }
        return outcomeOf(previous, true);
      }

      const status = effectiveStatus(booking, now);
      if (status === 'confirmed') throw conflict('This booking is already paid.', 'already_paid');
      if (status === 'cancelled')
        throw conflict('This booking was cancelled and can no longer be paid.', 'booking_cancelled');
      if (booking.startsAt.getTime() - MIN_LEAD_MINUTES * 60_000 <= now.getTime()) {
        throw conflict('This tour starts too soon (or has started) to be paid for.', 'tour_started');
      }
      const renewed = status === 'expired';
      if (renewed && !(await renewExpiredHold(tx, booking, now))) {
        slotLostFor = booking;
        return null;
      }

      const summary = cardSummary(input.card.number);
      const result = await provider.charge({
        amount: booking.totalAmount,
        currency: booking.currency,
        card: input.card,
        idempotencyKey: input.idempotencyKey,
        description: `Gaido booking ${booking.reference}`,
      });
      const payment: PaymentRow = {
        id: randomUUID(),
        reference: newReference('PAY'),
        userId: input.userId,
        bookingId: booking.id,
        kind: 'charge',
        status: result.status,
        amount: booking.totalAmount,
        currency: booking.currency,
        cardBrand: summary.brand,
        cardLast4: summary.last4,
        provider: provider.name,
        providerReference: result.providerReference,
        failureCode: result.status === 'succeeded' ? null : result.code,
        failureMessage: result.status === 'succeeded' ? null : result.message,
        idempotencyKey: input.idempotencyKey,
        refundOfId: null,
        createdAt: now,
      };
      const paid = result.status === 'succeeded';
      await recordCharge(
        tx,
        payment,
        paid
          ? mail.mailer.queueInStatement(
              paymentReceivedMail(mail.appUrl, booking.travellerEmail, booking, payment),
            )
          : null,
      );
      // What reads of the payment and the booking would answer, without the reads; a renewal moved
      // the hold's end, which the route reads instead.
      const after: BookingRow = paid ? { ...booking, status: 'confirmed', paidAt: now } : booking;
      return {
        ...outcomeOf(payment, false),
        ...(renewed
          ? {}
          : { answer: { payment: toPaymentJson(paymentListRow(payment, booking)), booking: after } }),
      };
    }),
  );
  if (slotLostFor) {
    throw new SlotUnavailableError(
      `${NO_LONGER_AVAILABLE} Your hold expired and the places were taken meanwhile. Nothing was charged.`,
      await alternativesFor(db, slotLostFor, now),
    );
  }
  if (!outcome) throw new ApiError(500, 'internal_error', 'Internal server error');
  return outcome;
}

/**
 * Refunds the booking's successful charge in full; runs inside the cancellation's transaction.
 * Answers the refund (for the cancellation mail), or null when there was no charge.
 */
export async function refundBookingCharge(
  tx: Database,
  provider: PaymentProvider,
  booking: BookingRow,
  now: Date,
): Promise<(PaymentFacts & { id: string }) | null> {
  const charge = await findSucceededCharge(tx, booking.id);
  if (!charge) return null;
  const result = await provider.refund({
    chargeReference: charge.providerReference ?? charge.reference,
    amount: charge.amount,
    currency: charge.currency,
    idempotencyKey: `refund-${charge.id}`,
  });
  if (result.status !== 'succeeded') {
    throw new ApiError(
      502,
      'refund_failed',
      'The refund could not be processed, so the booking was not cancelled. Please try again.',
    );
  }
  await markChargeRefunded(tx, charge.id);
  const reference = newReference('REF');
  const id = await insertRefund(tx, {
    reference,
    userId: charge.userId,
    bookingId: booking.id,
    kind: 'refund',
    status: 'succeeded',
    amount: charge.amount,
    currency: charge.currency,
    cardBrand: charge.cardBrand,
    cardLast4: charge.cardLast4,
    provider: provider.name,
    providerReference: result.providerReference,
    refundOfId: charge.id,
    createdAt: now,
  });
  if (!id) throw new Error('refund row was not stored');
  const { amount, currency, cardBrand, cardLast4 } = charge;
  return { id, reference, amount, currency, cardBrand, cardLast4, createdAt: now };
}

export function toPaymentJson(row: PaymentListRow) {
  const { payment } = row;
  return {
    id: payment.id,
    reference: payment.reference,
    kind: payment.kind,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    card: { brand: payment.cardBrand, last4: payment.cardLast4 },
    provider: payment.provider,
    failureCode: payment.failureCode,
    failureMessage: payment.failureMessage,
    refundOfId: payment.refundOfId,
    createdAt: payment.createdAt.toISOString(),
    bookingId: payment.bookingId,
    booking: {
      id: payment.bookingId,
      reference: row.bookingReference,
      date: row.bookingDate,
      time: row.bookingTime,
      timezone: row.bookingTimezone,
      guests: row.bookingGuests,
      unitAmount: row.bookingUnitAmount,
      tour: {
        id: row.tourId,
        title: row.tourTitle,
        slug: row.tourSlug,
        city: { name: row.cityName, slug: row.citySlug },
      },
    },
  };
}

export type PaymentJson = ReturnType<typeof toPaymentJson>;

export async function findUserPayment(db: Database, userId: string, paymentId: string) {
  const row = await findUserPaymentRow(db, userId, paymentId);
  return row ? toPaymentJson(row) : null;
}

export async function listUserPayments(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
) {
  const { rows, total } = await listUserPaymentRows(db, userId, page);
  return { data: rows.map(toPaymentJson), total };
}
