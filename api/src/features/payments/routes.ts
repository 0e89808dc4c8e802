// Payment history 🔒: every charge and refund of the signed-in user, and one of them
// for its receipt. Paying happens on the booking (POST /bookings/{id}/pay) and refunding on its
// cancellation: the booking routes call them through paymentsForBookings.
import { payments as contract } from '@gaido/contracts';
import type { AppDeps } from '../../http/app-env';
import { ApiError, notFound } from '../../http/errors';
import { offsetOf, pageMeta } from '../../http/pagination';
import { contractRoutes } from '../../http/route';
import type { BookingPayments } from '../bookings/service';
import { isExpired } from './card';
import { findUserPayment, listUserPayments, payBooking, refundBookingCharge } from './service';
import { createTestGateway } from './test-gateway';

/** Paying for a booking and refunding it, as the booking routes call them. */
export function paymentsForBookings(deps: AppDeps): BookingPayments {
  const { db } = deps;
  const provider = deps.paymentProvider ?? createTestGateway();
  return {
    refundCharge: (tx, booking, now) => refundBookingCharge(tx, provider, booking, now),
    pay: (input, now, mail) => {
      if (isExpired(input.card.expMonth, input.card.expYear, now)) {
        throw new ApiError(400, 'validation_error', 'This card has expired', [
          { path: 'card.expYear', message: 'This card has expired' },
        ]);
      }
      return payBooking(db, provider, input, now, mail);
    },
    findPayment: (userId, paymentId) => findUserPayment(db, userId, paymentId),
  };
}

export function paymentRoutes(deps: AppDeps) {
  const { db } = deps;
  const { app, mount } = contractRoutes(deps);

  mount(contract.listPayments, async (c, { query, auth }) => {
    const page = { page: query.page, limit: query.limit ?? contract.PAYMENTS_PAGE_SIZE };
    const { data, total } = await listUserPayments(db, auth.userId, {
      limit: page.limit,
      offset: offsetOf(page),
    });
    return c.json({ data, meta: pageMeta(page, total) });
  });

  mount(contract.getPayment, async (c, { params: { paymentId }, auth }) => {
    const payment = await findUserPayment(db, auth.userId, paymentId);
    if (!payment) throw notFound('Payment not found');
    return c.json({ data: payment });
  });

  return app;
}
