// Card charges and refunds. Only the card's brand and last four digits are kept:
// the number and CVC exist in memory for the length of one request and are never written.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';

export const paymentKinds = ['charge', 'refund'] as const;
/** A charge: succeeded, declined, failed, or refunded later; a refund: succeeded. */
export const paymentStatuses = ['succeeded', 'declined', 'failed', 'refunded'] as const;

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Receipt number shown to people: "PAY-…" for charges, "REF-…" for refunds.
    reference: text('reference').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: paymentKinds }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    // The client's key for one payment attempt: a double submit finds the first attempt's row.
    idempotencyKey: text('idempotency_key'),
    refundOfId: uuid('refund_of_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_reference_unique').on(t.reference),
    uniqueIndex('payments_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_booking_idx').on(t.bookingId),
    check('payments_amount_non_negative', sql`${t.amount} >= 0`),
  ],
);
