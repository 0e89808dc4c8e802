// Bookings 🔒: request (holds the places), list, one, cancel, pay. Paying and refunding are the
// payments feature's, handed in (`BookingPayments`): payments build on bookings, not the reverse.
import { bookings as contract } from '@gaido/contracts';
import type { Context } from 'hono';
import type { AppDeps } from '../../http/app-env';
import { noteErrorCode, notFound } from '../../http/errors';
import { offsetOf, pageMeta } from '../../http/pagination';
import { checksSessionInRead, contractRoutes } from '../../http/route';
import { confirmSession } from '../accounts/auth-middleware';
import { findUserBooking, listUserBookings, toBookingJson } from './queries';
import { type BookingPayments, cancelBooking, requestBooking } from './service';
import { SlotUnavailableError } from './slot-unavailable';

function slotUnavailable(c: Context, error: SlotUnavailableError) {
  noteErrorCode(c, error.code);
  return c.json({ message: error.message, code: error.code, alternatives: error.alternatives }, 409);
}

export function bookingRoutes(deps: AppDeps, payments: BookingPayments) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  const mail = { mailer: deps.mailer, appUrl: deps.config.appUrl };
  /** After the answer: the mail the request queued in its transaction (never delays or fails it). */
  const deliverMail = () => deps.background?.run('booking-mail', () => deps.mailer.deliverPending());
  const { app, mount } = contractRoutes(deps);
  app.onError((error, c) => {
    if (error instanceof SlotUnavailableError) return slotUnavailable(c, error);
    throw error;
  });

  mount(
    contract.requestBooking,
    checksSessionInRead(async (c, { body, headers, auth }) => {
      const at = now();
      const { userId } = auth;
      const {
        id,
        replayed,
        booking: made,
      } = await requestBooking(
        db,
        {
          userId,
          session: { id: auth.sessionId, confirm: (active) => confirmSession(c, active) },
          ...body,
          tourId: body.tourId.toLowerCase(),
          ...(headers['Idempotency-Key'] ? { idempotencyKey: headers['Idempotency-Key'] } : {}),
        },
        at,
        mail,
      );
      if (!replayed) deliverMail();
      const booking = made ?? (await findUserBooking(db, userId, id));
      if (!booking) throw notFound('Booking not found');
      // Stripe's convention: a retry gets the first answer again, marked as a replay.
      if (replayed) c.header('Idempotent-Replayed', 'true');
      return c.json({ data: toBookingJson(booking, at) }, 201);
    }),
  );

  mount(contract.listBookings, async (c, { query, auth }) => {
    const page = { page: query.page, limit: query.limit ?? contract.BOOKINGS_PAGE_SIZE };
    const at = now();
    const { rows, total } = await listUserBookings(
      db,
      auth.userId,
      query.when,
      { limit: page.limit, offset: offsetOf(page) },
      at,
    );
    return c.json({ data: rows.map((row) => toBookingJson(row, at)), meta: pageMeta(page, total) });
  });

  mount(contract.getBooking, async (c, { params: { bookingId }, auth }) => {
    const booking = await findUserBooking(db, auth.userId, bookingId);
    if (!booking) throw notFound('Booking not found');
    return c.json({ data: toBookingJson(booking, now()) });
  });

  mount(contract.cancelBooking, async (c, { params: { bookingId }, auth }) => {
    const { userId } = auth;
    const at = now();
    const { refundId } = await cancelBooking(
      db,
      payments.refundCharge,
      userId,
      bookingId.toLowerCase(),
      at,
      mail,
    );
    deliverMail();
    const booking = await findUserBooking(db, userId, bookingId);
    if (!booking) throw notFound('Booking not found');
    const refund = refundId ? await payments.findPayment(userId, refundId) : null;
    return c.json({ data: { booking: toBookingJson(booking, at), refund } });
  });

  mount(contract.payBooking, async (c, { params: { bookingId }, body, auth }) => {
    const at = now();
    const { userId } = auth;
    const outcome = await payments.pay(
      { userId, bookingId: bookingId.toLowerCase(), idempotencyKey: body.idempotencyKey, card: body.card },
      at,
      mail,
    );
    if (outcome.kind === 'charged' && !outcome.replayed) deliverMail();
    const payment = outcome.answer?.payment ?? (await payments.findPayment(userId, outcome.paymentId));
    const booking = outcome.answer?.booking ?? (await findUserBooking(db, userId, bookingId));
    if (!payment || !booking) throw notFound('Booking not found');
    if (outcome.kind === 'refused') {
      // 402: the card was refused; nothing was charged and the booking is still held.
      noteErrorCode(c, outcome.code);
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
