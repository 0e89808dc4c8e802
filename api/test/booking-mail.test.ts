// The booking mails: booking requested, payment received (the receipt), cancelled with the refund.
// Each carries the booking's details, in text and HTML; the request that triggers one never waits
// for the mail transport nor fails with it, and a mail the transport refused is delivered later.
import { eq, sql } from 'drizzle-orm';
import type { SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../src/db/schema/mail';
import { createTourPicker, firstFreeSlot, testCard } from './booking-fixtures';
import { type Body, openTestApi, type TestApi } from './harness';

const START = new Date('2031-05-05T08:00:00Z');
const clock = { now: START };
let keyCounter = 0;
const newKey = () => `mail-key-${process.pid}-${++keyCounter}`;

/** A transport that refuses while `failing` is set, and keeps what it delivered. */
function flakyTransport() {
  const state = { failing: false, hanging: false, calls: 0, delivered: [] as SendMailOptions[] };
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    state,
    release,
    /** What reached the transport for `to`, but the verification mail of its sign-up. */
    bookingMailsTo: (to: string) =>
      state.delivered.filter((mail) => mail.to === to && mail.subject !== 'Confirm your email address'),
    transport: {
      async sendMail(message: SendMailOptions) {
        state.calls += 1;
        if (state.hanging) await released;
        if (state.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        state.delivered.push(message);
        return {} as never;
      },
    },
  };
}

async function outboxRows(api: TestApi, to: string) {
  await api.app.request('/api/v1/dev/mailbox'); // waits for the work after each answer
  return api.db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(outbox.createdAt);
}

function scenario(api: TestApi, tours: () => Body[]) {
  const nextTour = createTourPicker(tours);
  return {
    async book(token: string, guests = 2) {
      const tour = nextTour(guests);
      const slot = await firstFreeSlot(api, tour.id, '2031-05-19');
      const response = await api.post(
        '/bookings',
        { tourId: tour.id, date: slot.date, time: slot.time, guests },
        { token, headers: { 'Idempotency-Key': newKey() } },
      );
      return { tour, slot, response };
    },
    pay(token: string, bookingId: string) {
      return api.post(
        `/bookings/${bookingId}/pay`,
        { idempotencyKey: newKey(), card: testCard('4242 4242 4242 4242') },
        { token },
      );
    },
  };
}

describe('booking mails through the dev mailbox', () => {
  let api: TestApi;
  let tours: Body[];
  beforeAll(async () => {
    api = await openTestApi({}, { now: () => clock.now });
    tours = (await api.get('/tours?limit=100&sort=title')).body.data;
  });
  afterAll(async () => {
    await api.close();
  });

  it('mails the request, the receipt and the cancellation with its refund, each with the booking details', async () => {
    const user = await api.newUser('mail-booker');
    const { book, pay } = scenario(api, () => tours);
    const { tour, response } = await book(user.accessToken, 2);
    expect(response.status).toBe(201);
    const booking = response.body.data;

    const rows = () => outboxRows(api, user.email);
    const requested = (await rows()).find((row) => row.kind === 'booking-requested');
    expect(requested?.subject).toBe(`Booking requested: ${tour.title}`);
    for (const body of [requested!.textBody, requested!.htmlBody]) {
      expect(body).toContain(booking.reference);
      expect(body).toContain(tour.title);
      expect(body).toContain(`${booking.tour.city.name} time`);
      expect(body).toContain('Guests');
    }
    // The total in the traveller's words: 2 guests at the tour's price.
    const total = new Intl.NumberFormat('en-GB', { style: 'currency', currency: booking.currency });
    const digits = total.resolvedOptions().maximumFractionDigits ?? 2;
    const money = (amount: number) => total.format(amount / 10 ** digits);
    expect(requested!.textBody).toContain(`Total: ${money(booking.totalAmount)}`);
    expect(requested!.textBody).toContain(`2 × ${money(booking.unitAmount)}`);
    expect(requested!.htmlBody).toMatch(/^<!doctype html>/);

    const paid = await pay(user.accessToken, booking.id);
    expect(paid.status).toBe(201);
    const payment = paid.body.data.payment;
    const receipt = (await rows()).find((row) => row.kind === 'payment-received');
    expect(receipt?.subject).toBe(`Receipt for your booking ${booking.reference}`);
    for (const body of [receipt!.textBody, receipt!.htmlBody]) {
      expect(body).toContain(payment.reference);
      expect(body).toContain(money(payment.amount));
      expect(body).toContain('ending in 4242');
      expect(body).toContain(booking.reference);
    }
    expect(receipt!.textBody).toContain(`Receipt number: ${payment.reference}`);

    const cancelled = await api.post(`/bookings/${booking.id}/cancel`, undefined, {
      token: user.accessToken,
    });
    expect(cancelled.status).toBe(200);
    const refund = cancelled.body.data.refund;
    const notice = (await rows()).find((row) => row.kind === 'booking-cancelled');
    expect(notice?.subject).toBe(`Booking cancelled and refunded: ${booking.reference}`);
    for (const body of [notice!.textBody, notice!.htmlBody]) {
      expect(body).toContain(refund.reference);
      expect(body).toContain(`We refunded ${money(refund.amount)} to your Visa ending in 4242`);
    }
    expect((await rows()).map((row) => row.kind)).toEqual([
      'verify-email',
      'booking-requested',
      'payment-received',
      'booking-cancelled',
    ]);
  });

  it('says nothing was charged when an unpaid booking is cancelled, and mails a retried request once', async () => {
    const user = await api.newUser('mail-canceller');
    const { book } = scenario(api, () => tours);
    const { tour, slot, response } = await book(user.accessToken, 1);
    const key = newKey();
    const again = { tourId: tour.id, date: slot.date, time: slot.time, guests: 1 };
    const first = await api.post('/bookings', again, {
      token: user.accessToken,
      headers: { 'Idempotency-Key': key },
    });
    const replay = await api.post('/bookings', again, {
      token: user.accessToken,
      headers: { 'Idempotency-Key': key },
    });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(first.body.data.id).toBe(replay.body.data.id);
    await api.post(`/bookings/${response.body.data.id}/cancel`, undefined, { token: user.accessToken });

    const kinds = (await outboxRows(api, user.email)).map((row) => row.kind);
    expect(kinds.filter((kind) => kind === 'booking-requested')).toHaveLength(2);
    const notice = (await outboxRows(api, user.email)).find((row) => row.kind === 'booking-cancelled');
    expect(notice?.subject).toBe(`Booking cancelled: ${response.body.data.reference}`);
    expect(notice?.textBody).toContain('It was not paid, so nothing was charged.');
  });
});

describe('booking mails when the mail transport fails', () => {
  const flaky = flakyTransport();
  let api: TestApi;
  let tours: Body[];
  beforeAll(async () => {
    api = await openTestApi({}, { now: () => clock.now, mailTransport: flaky.transport });
    tours = (await api.get('/tours?limit=100&sort=title')).body.data;
  });
  const bookingMailsTo = flaky.bookingMailsTo;
  afterAll(async () => {
    flaky.release();
    await api.app.request('/api/v1/dev/mailbox');
    await api.close();
  });

  it('books and pays while the transport refuses, then delivers the mails on the retry', async () => {
    const user = await api.newUser('mail-down');
    const { book, pay } = scenario(api, () => tours);
    flaky.state.failing = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { response } = await book(user.accessToken);
      expect(response.status).toBe(201);
      const paid = await pay(user.accessToken, response.body.data.id);
      expect(paid.status).toBe(201);

      const pending = (await outboxRows(api, user.email)).filter((row) => row.kind !== 'verify-email');
      expect(pending.map((row) => [row.kind, row.status, row.attempts])).toEqual([
        ['booking-requested', 'pending', 1],
        ['payment-received', 'pending', 1],
      ]);
      expect(pending[0]!.lastError).toContain('ECONNREFUSED');
      expect(bookingMailsTo(user.email)).toHaveLength(0);

      // The transport is back; the retry (every instance runs it each minute) finds them due.
      flaky.state.failing = false;
      await api.db
        .update(outbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(outbox.toAddress, user.email));
      await api.mailer.deliverPending();
      const delivered = bookingMailsTo(user.email);
      expect(delivered.map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^Booking requested: /),
        `Receipt for your booking ${response.body.data.reference}`,
      ]);
      expect(String(delivered[1]!.text)).toContain(paid.body.data.payment.reference);
      expect(String(delivered[1]!.html)).toContain(paid.body.data.payment.reference);
      const sent = (await outboxRows(api, user.email)).filter((row) => row.kind !== 'verify-email');
      expect(sent.map((row) => row.status)).toEqual(['sent', 'sent']);
    } finally {
      flaky.state.failing = false;
      error.mockRestore();
    }
  });

  it('answers the booking without waiting for a transport that does not answer', async () => {
    const user = await api.newUser('mail-slow');
    const { book } = scenario(api, () => tours);
    flaky.state.hanging = true;
    // Were the answer waiting for the transport, it would never come while the transport hangs.
    const { response } = await book(user.accessToken);
    expect(response.status).toBe(201);
    await vi.waitFor(() => expect(flaky.state.calls).toBeGreaterThan(0));
    expect(bookingMailsTo(user.email)).toHaveLength(0);
    flaky.state.hanging = false;
    flaky.release();
  });
});
