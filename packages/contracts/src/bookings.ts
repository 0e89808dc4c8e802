// Bookings of the signed-in user: requesting one (which holds the places), the list, one booking,
// cancelling, paying. A departure that filled meanwhile answers 409 slot_unavailable with the nearest
// free ones; a refused card answers 402 with the payment and the booking, still held.
import * as z from 'zod/mini';
import { Booking } from './booking';
import { dataOf, defineEndpoint, ErrorResponse, listOf, pageQuery, uuidField, uuidParams } from './endpoint';
import {
  BOOKING_WHEN,
  DEFAULT_BOOKING_WHEN,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_PATTERN,
  MAX_BOOKINGS_PAGE_SIZE,
  MAX_GUESTS_PER_BOOKING,
  TIME_LENGTH,
} from './limits';
import { Card, Payment } from './payments';
import { dateField } from './tours';

export { BOOKING_PAYMENT_STATUSES, BOOKING_STATUSES, Booking } from './booking';
export {
  BOOKING_WHEN,
  BOOKINGS_PAGE_SIZE,
  DEFAULT_BOOKING_WHEN,
  IDEMPOTENCY_KEY_PATTERN,
  MAX_BOOKINGS_PAGE_SIZE,
  MAX_GUESTS_PER_BOOKING,
} from './limits';

/** The 409 of a departure that filled meanwhile: the nearest free ones instead. */
export const SlotUnavailable = z.object({
  message: z.string(),
  code: z.string(),
  alternatives: z.array(
    z.object({ date: z.string(), time: z.string(), startsAt: z.string(), remaining: z.int() }),
  ),
});

const guestsMessage = 'guests must be a whole number';
export const BookingRequestBody = z.object({
  tourId: uuidField('tourId'),
  date: dateField('date'),
  time: z
    .string({ error: 'time is required' })
    .check(
      z.maxLength(TIME_LENGTH, { error: 'time must be a local time in the form HH:MM', abort: true }),
      z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be a local time in the form HH:MM'),
    ),
  guests: z
    .number({ error: 'guests must be a number' })
    .check(
      z.refine(Number.isInteger, guestsMessage),
      z.gte(1, 'guests must be at least 1'),
      z.lte(MAX_GUESTS_PER_BOOKING, `guests must be at most ${MAX_GUESTS_PER_BOOKING}`),
    ),
});
export type BookingRequestBody = z.input<typeof BookingRequestBody>;

const idempotencyKeyMessage = (name: string) =>
  `${name} must be 8 to 100 letters, digits, dashes or underscores`;
/** A retry with the same key gets the first answer again (header `Idempotent-Replayed: true`). */
export const IdempotencyKey = z
  .string()
  .check(
    z.maxLength(IDEMPOTENCY_KEY_MAX, { error: idempotencyKeyMessage('Idempotency-Key'), abort: true }),
    z.regex(IDEMPOTENCY_KEY_PATTERN, idempotencyKeyMessage('Idempotency-Key')),
  );
export const BookingRequestHeaders = z.object({ 'Idempotency-Key': z.optional(IdempotencyKey) });

const denied = { 400: ErrorResponse, 401: ErrorResponse };

export const requestBooking = defineEndpoint({
  method: 'post',
  path: '/bookings',
  summary: 'Books a departure: holds the places until paid (or the hold expires)',
  description:
    "Holds places on one departure for 30 minutes, to be paid. Needs a verified email; a traveller holds at most 3 bookings and 20 places, and the same departure twice a day unpaid (409 with the limit's code). A departure that filled meanwhile is a 409 `slot_unavailable` with the nearest free ones. An `Idempotency-Key` makes a retry answer the first result again.",
  tag: 'bookings',
  auth: 'bearer',
  headers: BookingRequestHeaders,
  body: BookingRequestBody,
  responses: {
    201: dataOf(Booking),
    ...denied,
    404: ErrorResponse,
    // slot_unavailable with alternatives; a reused idempotency key or a hold limit without.
    409: z.union([SlotUnavailable, ErrorResponse]),
    422: ErrorResponse,
  },
});

export const BookingListQuery = z.object({
  when: z._default(
    z.enum(BOOKING_WHEN, { error: 'when must be upcoming, past or all' }),
    DEFAULT_BOOKING_WHEN,
  ),
  ...pageQuery(MAX_BOOKINGS_PAGE_SIZE),
});
export const listBookings = defineEndpoint({
  method: 'get',
  path: '/bookings',
  summary: "The signed-in user's bookings, BOOKINGS_PAGE_SIZE (20) a page by default",
  description:
    "The signed-in user's bookings: upcoming, past or all, with whether each can still be paid or cancelled.",
  tag: 'bookings',
  auth: 'bearer',
  query: BookingListQuery,
  responses: { 200: listOf(Booking), ...denied },
});

const params = uuidParams('bookingId');

export const getBooking = defineEndpoint({
  method: 'get',
  path: '/bookings/{bookingId}',
  summary: 'One booking of the signed-in user',
  description:
    "One booking of the signed-in user, with its tour, times, amounts and cancellation terms. Another user's booking answers 404.",
  tag: 'bookings',
  auth: 'bearer',
  params,
  responses: { 200: dataOf(Booking), ...denied, 404: ErrorResponse },
});

export const cancelBooking = defineEndpoint({
  method: 'post',
  path: '/bookings/{bookingId}/cancel',
  summary: 'Cancels a booking within its free cancellation; a paid one is refunded',
  description:
    "Cancels a booking of the signed-in user; a paid one only until 24 hours before it starts, refunded in the same transaction. Refused with a 409 and its reason's code: `cancellation_window_closed`, `already_cancelled`, `tour_started`.",
  tag: 'bookings',
  auth: 'bearer',
  params,
  responses: {
    200: dataOf(z.object({ booking: Booking, refund: z.nullable(Payment) })),
    ...denied,
    404: ErrorResponse,
    409: ErrorResponse,
    422: ErrorResponse,
  },
});

export const PayBody = z.object({
  idempotencyKey: z
    .string({ error: 'idempotencyKey is required' })
    .check(
      z.maxLength(IDEMPOTENCY_KEY_MAX, { error: idempotencyKeyMessage('idempotencyKey'), abort: true }),
      z.regex(IDEMPOTENCY_KEY_PATTERN, idempotencyKeyMessage('idempotencyKey')),
    ),
  card: Card,
});
export type PayBody = z.input<typeof PayBody>;
export const payBooking = defineEndpoint({
  method: 'post',
  path: '/bookings/{bookingId}/pay',
  summary:
    'Pays a held booking: 201 charged, 200 the same answer again for a key already used, 402 card refused',
  description:
    'Charges the card for a held booking and confirms it. The idempotency key is unique per user: the same key answers the first result again (200). A refused card is a 402 with the payment and the booking, still held; an expired hold is renewed only if its places are still free (else 409).',
  tag: 'bookings',
  auth: 'bearer',
  params,
  body: PayBody,
  responses: {
    200: dataOf(z.object({ payment: Payment, booking: Booking, replayed: z.boolean() })),
    201: dataOf(z.object({ payment: Payment, booking: Booking, replayed: z.boolean() })),
    ...denied,
    402: z.object({ message: z.string(), code: z.string(), payment: Payment, booking: Booking }),
    404: ErrorResponse,
    409: z.union([SlotUnavailable, ErrorResponse]),
    422: ErrorResponse,
  },
});

export const bookingsEndpoints = [requestBooking, listBookings, getBooking, cancelBooking, payBooking];
