// The payments feature's statements. The callers own the transactions (the booking row is locked
// first, with lockUserBooking from the bookings feature) and decide what each outcome means.
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { cities, tours } from '../../db/schema/catalogue';
import { payments } from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;

export async function findPaymentByIdempotencyKey(db: Database, userId: string, idempotencyKey: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)))
    .limit(1);
  return payment ?? null;
}

/**
 * A charge's one statement: its payment row and, when it succeeded, the booking marked paid and
 * `paidMail` (the receipt, queued in the same statement; see Mailer.queueInStatement).
 */
export async function recordCharge(tx: Database, payment: PaymentRow, paidMail: SQL | null) {
  const at = payment.createdAt.toISOString();
  const insert = sql`insert into payments (id, reference, user_id, booking_id, kind, status, amount, currency,
      card_brand, card_last4, provider, provider_reference, failure_code, failure_message, idempotency_key,
      refund_of_id, created_at)
    values (${payment.id}::uuid, ${payment.reference}::text, ${payment.userId}::uuid, ${payment.bookingId}::uuid,
      ${payment.kind}::text, ${payment.status}::text, ${payment.amount}::int, ${payment.currency}::text,
      ${payment.cardBrand}::text, ${payment.cardLast4}::text, ${payment.provider}::text,
      ${payment.providerReference}::text, ${payment.failureCode}::text, ${payment.failureMessage}::text,
      ${payment.idempotencyKey}::text, ${payment.refundOfId}::uuid, ${at}::timestamptz)`;
  if (!paidMail) {
    await tx.execute(insert);
    return;
  }
  await tx.execute(sql`with charge as (${insert}),
    paid as (update bookings set status = 'confirmed', paid_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
      where id = ${payment.bookingId}::uuid),
    mailed as (${paidMail})
    select 1`);
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
