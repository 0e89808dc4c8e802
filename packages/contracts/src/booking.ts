// A booking as every booking endpoint answers it, in a file of its own: the browser's booking clients
// (shared/src/tours/bookingSchemas.ts) parse with it, and importing it builds this schema alone, not the
// other schemas of bookings.ts, payments.ts and tours.ts.
import * as z from 'zod/mini';

export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'expired'] as const;
export const BOOKING_PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;

export const Booking = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(BOOKING_PAYMENT_STATUSES),
  tourId: z.string(),
  tour: z.object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    image: z.nullable(z.string()),
    /** What the picture shows, for its `alt`. */
    imageAlt: z.string(),
    durationMinutes: z.number(),
    city: z.object({ id: z.string(), name: z.string(), slug: z.string(), timezone: z.string() }),
    meetingPoint: z.object({ name: z.string(), latitude: z.number(), longitude: z.number() }),
  }),
  date: z.string(),
  time: z.string(),
  timezone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  guests: z.int(),
  unitAmount: z.int(),
  totalAmount: z.int(),
  currency: z.string(),
  holdExpiresAt: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
  createdAt: z.string(),
  isPast: z.boolean(),
  canPay: z.boolean(),
  cancellation: z.object({
    freeCancellationHours: z.int(),
    freeUntil: z.string(),
    allowed: z.boolean(),
    reason: z.nullable(z.string()),
  }),
});
