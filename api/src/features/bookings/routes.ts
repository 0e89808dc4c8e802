// Bookings 🔒: request (holds the places), list, one, cancel, pay.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { ApiError, notFound } from '../../http/errors';
import { limitField, offsetOf, pageField, pageMeta } from '../../http/pagination';
import { readJson, readParams, readQuery, uuidField } from '../../http/validate';
import { requireAuth } from '../accounts/auth-middleware';
import { cardSchema, isExpired } from '../payments/card';
import { findUserPayment, payBooking } from '../payments/service';
import { createTestGateway } from '../payments/test-gateway';
import { isCalendarDate } from '../tours/local-time';
import { findUserBooking, listUserBookings, toBookingJson } from './queries';
import { cancelBooking, requestBooking } from './service';
import { SlotUnavailableError } from './slot-unavailable';

export const MAX_GUESTS_PER_BOOKING = 20;

const requestBody = z.object({
  tourId: uuidField('tourId'),
  date: z
    .string({ error: 'date is required' })
    .refine(isCalendarDate, 'date must be a date in the form YYYY-MM-DD'),
  time: z
    .string({ error: 'time is required' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be a local time in the form HH:MM'),
  guests: z
    .number({ error: 'guests must be a number' })
    .int('guests must be a whole number')
    .min(1, 'guests must be at least 1')
    .max(MAX_GUESTS_PER_BOOKING, `guests must be at most ${MAX_GUESTS_PER_BOOKING}`),
});

const listQuery = z.object({
  when: z.enum(['upcoming', 'past', 'all'], { error: 'when must be upcoming, past or all' }).default('all'),
  page: pageField,
  limit: limitField(100),
});

const payBody = z.object({
  idempotencyKey: z
    .string({ error: 'idempotencyKey is required' })
    .regex(
      /^[A-Za-z0-9_-]{8,100}$/,
      'idempotencyKey must be 8 to 100 letters, digits, dashes or underscores',
    ),
  card: cardSchema,
});

const idempotencyKeyHeader = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores')
  .optional();

const bookingIdParam = z.object({ bookingId: uuidField('bookingId') });

function slotUnavailable(c: Context, error: SlotUnavailableError) {
  return c.json({ message: error.message, code: error.code, alternatives: error.alternatives }, 409);
}

export function bookingRoutes(deps: AppDeps) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  const provider = deps.paymentProvider ?? createTestGateway();
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  app.onError((error, c) => {
    if (error instanceof SlotUnavailableError) return slotUnavailable(c, error);
    throw error;
  });

  app.post('/', async (c) => {
    const body = await readJson(c, requestBody);
    const key = idempotencyKeyHeader.safeParse(c.req.header('idempotency-key'));
    if (!key.success) {
      const message = key.error.issues[0]?.message ?? 'Idempotency-Key is invalid';
      throw new ApiError(400, 'validation_error', message, [{ path: 'Idempotency-Key', message }]);
    }
    const at = now();
    const { userId } = c.get('auth');
    const { id, replayed } = await requestBooking(
      db,
      {
        userId,
        ...body,
        tourId: body.tourId.toLowerCase(),
        ...(key.data ? { idempotencyKey: key.data } : {}),
      },
      at,
    );
    const booking = await findUserBooking(db, userId, id);
    if (!booking) throw notFound('Booking not found');
    // Stripe's convention: a retry gets the first answer again, marked as a replay.
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return c.json({ data: toBookingJson(booking, at) }, 201);
  });

  app.get('/', async (c) => {
    const query = readQuery(c, listQuery);
    const page = { page: query.page, limit: query.limit ?? 20 };
    const at = now();
    const { rows, total } = await listUserBookings(
      db,
      c.get('auth').userId,
      query.when,
      { limit: page.limit, offset: offsetOf(page) },
      at,
    );
    return c.json({ data: rows.map((row) => toBookingJson(row, at)), meta: pageMeta(page, total) });
  });

  app.get('/:bookingId', async (c) => {
    const { bookingId } = readParams(c, bookingIdParam);
    const booking = await findUserBooking(db, c.get('auth').userId, bookingId);
    if (!booking) throw notFound('Booking not found');
    return c.json({ data: toBookingJson(booking, now()) });
  });

  app.post('/:bookingId/cancel', async (c) => {
    const { bookingId } = readParams(c, bookingIdParam);
    const { userId } = c.get('auth');
    const at = now();
    const { refundId } = await cancelBooking(db, provider, userId, bookingId.toLowerCase(), at);
    const booking = await findUserBooking(db, userId, bookingId);
    if (!booking) throw notFound('Booking not found');
    const refund = refundId ? await findUserPayment(db, userId, refundId) : null;
    return c.json({ data: { booking: toBookingJson(booking, at), refund } });
  });

  app.post('/:bookingId/pay', async (c) => {
    const { bookingId } = readParams(c, bookingIdParam);
    const body = await readJson(c, payBody);
    const at = now();
    if (isExpired(body.card.expMonth, body.card.expYear, at)) {
      throw new ApiError(400, 'validation_error', 'This card has expired', [
        { path: 'card.expYear', message: 'This card has expired' },
      ]);
    }
    const { userId } = c.get('auth');
    const outcome = await payBooking(
      db,
      provider,
      { userId, bookingId: bookingId.toLowerCase(), idempotencyKey: body.idempotencyKey, card: body.card },
      at,
    );
    const payment = await findUserPayment(db, userId, outcome.paymentId);
    const booking = await findUserBooking(db, userId, bookingId);
    if (!payment || !booking) throw notFound('Booking not found');
    if (outcome.kind === 'refused') {
      // 402: the card was refused; nothing was charged and the booking is still held.
      return c.json(
        { message: outcome.message, code: outcome.code, payment, booking: toBookingJson(booking, at) },
        402,
      );
    }
    return c.json(
      { data: { payment, booking: toBookingJson(booking, at), replayed: outcome.replayed } },
      outcome.replayed ? 200 : 201,
    );
  });

  return app;
}
