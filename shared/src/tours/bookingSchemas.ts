// Availability, bookings, payments and reviews as the API sends them: the contracts' types
// (@gaido/contracts), which callApi checks every answer against.
import type { Booking as BookingContract } from '@gaido/contracts/booking';
import { BOOKING_STATUSES } from '@gaido/contracts/booking';
import type {
  cancelBooking,
  payBooking,
  SlotUnavailable as SlotUnavailableContract,
} from '@gaido/contracts/bookings';
import type { Payment as PaymentContract } from '@gaido/contracts/payments';
import type { Review as ReviewContract } from '@gaido/contracts/reviews';
import type {
  Availability as AvailabilityContract,
  TourFilterOptions as FilterOptionsContract,
} from '@gaido/contracts/tours';
import type { ApiAnswer } from '@gaido/shared';
import type * as z from 'zod/mini';

export type Availability = z.output<typeof AvailabilityContract>;
export type AvailabilityDay = Availability['days'][number];
export type Slot = AvailabilityDay['slots'][number];

export { BOOKING_STATUSES };
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** A booking as `GET /bookings` and the booking endpoints answer it. */
export type Booking = z.output<typeof BookingContract>;

export type Payment = z.output<typeof PaymentContract>;
export type Review = z.output<typeof ReviewContract>;

/** What the apps send: a card attempt and its idempotency key (one key per attempt, reused on a double submit). */
export interface CardPaymentInput {
  idempotencyKey: string;
  card: { number: string; expMonth: number; expYear: number; cvc: string; holderName: string };
}

/** `GET /tours/filters`: what the filter controls offer. */
export type TourFilterOptions = z.output<typeof FilterOptionsContract>;

/** The 409 body of `POST /bookings` (and of paying an expired hold) when the departure filled meanwhile. */
export type SlotUnavailable = z.output<typeof SlotUnavailableContract>;
/** One of the nearest free departures offered when the one asked for is no longer available. */
export type SlotSuggestion = SlotUnavailable['alternatives'][number];

/** `POST /bookings/{id}/pay` → 201/200. */
export type PaidBooking = ApiAnswer<typeof payBooking>['data'];
/** `POST /bookings/{id}/cancel` → the cancelled booking and, when it was paid, its refund. */
export type CancelledBooking = ApiAnswer<typeof cancelBooking>['data'];
