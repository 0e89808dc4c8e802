// The payments feature's statements. The callers own the transactions (the booking row is locked
// first, with lockUserBooking from the bookings feature) and decide what each outcome means.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { bookings } from '../../db/schema/bookings';
import { cities, tours } from '../../db/schema/catalogue';
import { payments } from '../../db/schema/payments';
import { type OutboxValues, outboxInsert } from '../mail/queries';

export type PaymentRow = typeof payments.$inferSelect;

// The statements of a payment's transaction are prepared on the transaction's handle (db/client.ts,
// `transaction`): built once per connection, not once a request.
const paymentOfKey = preparedPer((db) =>
  db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, sql.placeholder('userId')),
        eq(payments.idempotencyKey, sql.placeholder('idempotencyKey')),
      ),
    )
    .limit(1)
    .prepare('payment_of_key'),
);

export async function findPaymentByIdempotencyKey(db: Database, userId: string, idempotencyKey: string) {
  const [payment] = await paymentOfKey(db).execute({ userId, idempotencyKey });
  return payment ?? null;
}

/** A charge's statement (below): its payment row, and when `paid` the booking marked paid and its mail. */
function chargeRecord(db: Database, paid: boolean) {
  const p = sql.placeholder;
  const insert = sql`insert into payments (id, reference, user_id, booking_id, kind, status, amount, currency,
      card_brand, card_last4, provider, provider_reference, failure_code, failure_message, idempotency_key,
      refund_of_id, created_at)
    values (${p('id')}::uuid, ${p('reference')}::text, ${p('userId')}::uuid, ${p('bookingId')}::uuid,
      ${p('kind')}::text, ${p('status')}::text, ${p('amount')}::int, ${p('currency')}::text,
      ${p('cardBrand')}::text, ${p('cardLast4')}::text, ${p('provider')}::text,
      ${p('providerReference')}::text, ${p('failureCode')}::text, ${p('failureMessage')}::text,
      ${p('idempotencyKey')}::text, ${p('refundOfId')}::uuid, ${p('createdAt')}::timestamptz)
    returning id`;
  const charge = db.$with('charge', { id: sql<string>`id`.as('id') }).as(insert);
  const ctes = paid
    ? [
        charge,
        db.$with('paid', {}).as(sql`update bookings set status = 'confirmed',
            paid_at = ${p('createdAt')}::timestamptz, updated_at = ${p('createdAt')}::timestamptz
          where id = ${p('bookingId')}::uuid`),
        db.$with('mailed', {}).as(outboxInsert()),
      ]
    : [charge];
  return db
    .with(...ctes)
    .select({ id: charge.id })
    .from(charge)
    .prepare(paid ? 'record_paid_charge' : 'record_charge');
}
const recordPaidCharge = preparedPer((db) => chargeRecord(db, true));
const recordRefusedCharge = preparedPer((db) => chargeRecord(db, false));

/**
 * A charge's one statement: its payment row and, when it succeeded, the booking marked paid and
 * `paidMail` (the receipt, queued in the same statement; see Mailer.queueInStatement).
 */
export async function recordCharge(tx: Database, payment: PaymentRow, paidMail: OutboxValues | null) {
  const values = {
    id: payment.id,
    reference: payment.reference,
    userId: payment.userId,
    bookingId: payment.bookingId,
    kind: payment.kind,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    cardBrand: payment.cardBrand,
    cardLast4: payment.cardLast4,
    provider: payment.provider,
    providerReference: payment.providerReference,
    failureCode: payment.failureCode,
    failureMessage: payment.failureMessage,
    idempotencyKey: payment.idempotencyKey,
    refundOfId: payment.refundOfId,
    createdAt: payment.createdAt.toISOString(),
  };
  if (paidMail) await recordPaidCharge(tx).execute({ ...values, ...paidMail });
  else await recordRefusedCharge(tx).execute(values);
}

/** The booking's successful charge, if it has one. */
export async function findSucceededCharge(tx: Database, bookingId: string) {
  const [charge] = await tx
    .select()
    .from(payments)
    .where(
      and(eq(payments.bookingId, bookingId), eq(payments.kind, 'charge'), eq(payments.status, 'succeeded')),
    )
    .limit(1);
  return charge ?? null;
}

export async function markChargeRefunded(tx: Database, chargeId: string) {
  await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, chargeId));
}

export async function insertRefund(
  tx: Database,
  refund: typeof payments.$inferInsert,
): Promise<string | null> {
  const [row] = await tx.insert(payments).values(refund).returning({ id: payments.id });
  return row?.id ?? null;
}

// Reading ---------------------------------------------------------------------------------
const paymentColumns = {
  payment: payments,
  bookingReference: bookings.reference,
  bookingDate: bookings.date,
  bookingTime: bookings.startTime,
  bookingTimezone: bookings.timezone,
  bookingGuests: bookings.guests,
  bookingUnitAmount: bookings.unitAmount,
  tourId: tours.id,
  tourTitle: tours.title,
  tourSlug: tours.slug,
  cityName: cities.name,
  citySlug: cities.slug,
};

export function paymentSelect(db: Database) {
  return db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .innerJoin(cities, eq(cities.id, tours.cityId));
}

export type PaymentListRow = Awaited<ReturnType<typeof paymentSelect>>[number];

export async function findUserPaymentRow(db: Database, userId: string, paymentId: string) {
  const [row] = await paymentSelect(db)
    .where(and(eq(payments.id, paymentId.toLowerCase()), eq(payments.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Money that moved: successful charges (later refunded or not) and refunds. Declines are kept, not listed. */
const MOVED = inArray(payments.status, ['succeeded', 'refunded']);

/** One page of the traveller's payments, newest first, and how many there are in all. */
export async function listUserPaymentRows(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
) {
  const where = and(eq(payments.userId, userId), MOVED);
  const [rows, [total]] = await Promise.all([
    paymentSelect(db)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(payments).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
