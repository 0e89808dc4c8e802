// Payment history 🔒: every charge and refund of the signed-in user, and one of them
// for its receipt. Paying happens on the booking: POST /bookings/{id}/pay.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { notFound } from '../../http/errors';
import { limitField, offsetOf, pageField, pageMeta } from '../../http/pagination';
import { readParams, readQuery, uuidField } from '../../http/validate';
import { requireAuth } from '../accounts/auth-middleware';
import { findUserPayment, listUserPayments } from './service';

const listQuery = z.object({ page: pageField, limit: limitField(100) });
const paymentIdParam = z.object({ paymentId: uuidField('paymentId') });

export function paymentRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));

  app.get('/', async (c) => {
    const query = readQuery(c, listQuery);
    const page = { page: query.page, limit: query.limit ?? 50 };
    const { data, total } = await listUserPayments(db, c.get('auth').userId, {
      limit: page.limit,
      offset: offsetOf(page),
    });
    return c.json({ data, meta: pageMeta(page, total) });
  });

  app.get('/:paymentId', async (c) => {
    const { paymentId } = readParams(c, paymentIdParam);
    const payment = await findUserPayment(db, c.get('auth').userId, paymentId);
    if (!payment) throw notFound('Payment not found');
    return c.json({ data: payment });
  });

  return app;
}
