// Tour schedules, slots and bookings. A slot row exists once somebody books that
// date and time: it is the row every booking of the slot locks (`SELECT … FOR UPDATE`), so
// concurrent requests on any number of API instances are checked one after another.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { tours } from './catalogue';

/** The weekly timetable of a tour: ISO weekday (1 = Monday) and a local start time. */
export const tourSchedules = pgTable(
  'tour_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    // "HH:MM" in the tour city's time zone.
    startTime: text('start_time').notNull(),
  },
  (t) => [
    uniqueIndex('tour_schedules_tour_day_time_unique').on(t.tourId, t.weekday, t.startTime),
    check('tour_schedules_weekday_range', sql`${t.weekday} between 1 and 7`),
  ],
);

export const tourSlots = pgTable(
  'tour_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tour_slots_tour_date_time_unique').on(t.tourId, t.date, t.startTime),
    check('tour_slots_capacity_positive', sql`${t.capacity} > 0`),
  ],
);

/**
 * `held`: places reserved until `hold_expires_at` while the traveller pays; `confirmed`: paid;
 * `cancelled`. A held booking past its expiry counts as `expired` (derived when read, so no
 * sweeper has to run for the places to free up).
 */
export const bookingStatuses = ['held', 'confirmed', 'cancelled'] as const;
export type StoredBookingStatus = (typeof bookingStatuses)[number];

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // What people quote on the phone: "GD-7K3F9Q".
    reference: text('reference').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => tourSlots.id),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    guests: integer('guests').notNull(),
    // Integer minor units, copied from the tour when requested: a later price change never
    // changes what this traveller pays.
    unitAmount: integer('unit_amount').notNull(),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull(),
    freeCancellationHours: integer('free_cancellation_hours').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('held'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // The client's Idempotency-Key of the request that created it: a retry returns this booking.
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_reference_unique').on(t.reference),
    uniqueIndex('bookings_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
    index('bookings_user_starts_idx').on(t.userId, t.startsAt),
    index('bookings_slot_status_idx').on(t.slotId, t.status),
    index('bookings_tour_date_idx').on(t.tourId, t.date),
    check('bookings_guests_positive', sql`${t.guests} > 0`),
    check('bookings_amounts_non_negative', sql`${t.unitAmount} >= 0 and ${t.totalAmount} >= 0`),
  ],
);
