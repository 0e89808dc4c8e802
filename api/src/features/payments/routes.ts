// Payment history 🔒: every charge and refund of the signed-in user, and one of them
// for its receipt. Paying happens on the booking: POST /bookings/{id}/pay.
import { payments as contract } from '@gaido/shared/contracts';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { notFound } from '../../http/errors';
import { offsetOf, pageMeta } from '../../http/pagination';
import { readParams, readQuery } from '../../http/validate';
import { requireAuth } from '../accounts/auth-middleware';
import { findUserPayment, listUserPayments } from './service';

export function paymentRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));

  app.get('/', async (c) => {
    const query = readQuery(c, contract.listPayments.query);
    const page = { page: query.page, limit: query.limit ?? contract.PAYMENTS_PAGE_SIZE };
    const { data, total } = await listUserPayments(db, c.get('auth').userId, {
      limit: page.limit,
      offset: offsetOf(page),
    });
    return c.json({ data, meta: pageMeta(page, total) });
  });

  app.get('/:paymentId', async (c) => {
    const { paymentId } = readParams(c, contract.getPayment.params);
    const payment = await findUserPayment(db, c.get('auth').userId, paymentId);
    if (!payment) throw notFound('Payment not found');
    return c.json({ data: payment });
  });

  return app;
}
