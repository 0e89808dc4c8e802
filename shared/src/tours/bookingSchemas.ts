/** Availability, bookings, payments and reviews as the API returns them (api/README.md). */

import { BOOKING_STATUSES, Booking as BookingContract } from '@gaido/contracts/booking';
import * as z from 'zod/mini';
import { IdSchema } from '../schemas/common';

export const SlotSchema = z.object({
  /** "HH:MM", wall-clock time in the tour's time zone. */
  time: z.string(),
  startsAt: z.string(),
  capacity: z.int(),
  booked: z._default(z.int(), 0),
  remaining: z.int(),
});
export type Slot = z.infer<typeof SlotSchema>;

export const AvailabilitySchema = z.object({
  tourId: IdSchema,
  timezone: z.string(),
  maxGroupSize: z.int(),
  priceAmount: z.int(),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(SlotSchema) })),
});
export type Availability = z.infer<typeof AvailabilitySchema>;
export type AvailabilityDay = Availability['days'][number];

/** One of the nearest free departures offered when the one asked for is no longer available. */
export const SlotSuggestionSchema = z.object({
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  remaining: z.int(),
});
export type SlotSuggestion = z.infer<typeof SlotSuggestionSchema>;

export { BOOKING_STATUSES };
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * A booking as `GET /bookings` and the booking endpoints answer it: the contract's schema
 * (@gaido/contracts/booking), which the API's tests check every answer against.
 */
export const BookingSchema = BookingContract;
export type Booking = z.infer<typeof BookingSchema>;

export const PaymentSchema = z.looseObject({
  id: IdSchema,
  reference: z.string(),
  kind: z.enum(['charge', 'refund']),
  status: z.enum(['succeeded', 'declined', 'failed', 'refunded']),
  amount: z.int(),
  currency: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }),
  failureCode: z.nullish(z.string()),
  failureMessage: z.nullish(z.string()),
  refundOfId: z.nullish(IdSchema),
  createdAt: z.string(),
  bookingId: IdSchema,
  booking: z.looseObject({
    id: IdSchema,
    reference: z.string(),
    date: z.string(),
    time: z.string(),
    timezone: z.string(),
    guests: z.int(),
    unitAmount: z.int(),
    tour: z.looseObject({
      id: IdSchema,
      title: z.string(),
      slug: z.string(),
      city: z.looseObject({ name: z.string(), slug: z.string() }),
    }),
  }),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const ReviewSchema = z.looseObject({
  id: IdSchema,
  tourId: IdSchema,
  authorName: z.string(),
  rating: z.int(),
  text: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** What the apps send: a card attempt and its idempotency key (one key per attempt, reused on a double submit). */
export interface CardPaymentInput {
  idempotencyKey: string;
  card: { number: string; expMonth: number; expYear: number; cvc: string; holderName: string };
}

/** `GET /tours/filters`: what the filter controls offer. */
export const TourFilterOptionsSchema = z.object({
  categories: z.array(z.object({ slug: z.string(), name: z.string(), tourCount: z.number() })),
  languages: z.array(z.object({ name: z.string(), tourCount: z.number() })),
  currencies: z.array(z.object({ currency: z.string(), minPrice: z.number(), maxPrice: z.number() })),
  duration: z.object({ min: z.number(), max: z.number() }),
  /** How prices in different currencies are compared when sorting by price. */
  priceComparison: z.optional(
    z.object({
      base: z.string(),
      rates: z.record(z.string(), z.number()),
      asOf: z.string(),
      source: z.string(),
    }),
  ),
});
export type TourFilterOptions = z.infer<typeof TourFilterOptionsSchema>;

/** The 409 body of `POST /bookings` (and of paying an expired hold) when the departure filled meanwhile. */
export const SlotUnavailableSchema = z.object({
  code: z.literal('slot_unavailable'),
  message: z.string(),
  alternatives: z._default(z.array(SlotSuggestionSchema), []),
});
export type SlotUnavailable = z.infer<typeof SlotUnavailableSchema>;

/** `POST /bookings/{id}/pay` → 201/200. */
export const PaidBookingSchema = z.object({ payment: PaymentSchema, booking: BookingSchema });
export type PaidBooking = z.infer<typeof PaidBookingSchema>;

/** `POST /bookings/{id}/cancel` → the cancelled booking and, when it was paid, its refund. */
export const CancelledBookingSchema = z.object({ booking: BookingSchema, refund: z.nullable(PaymentSchema) });
export type CancelledBooking = z.infer<typeof CancelledBookingSchema>;
