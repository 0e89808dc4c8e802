// Bookings and card payments: the overbooking race, holds, each test card, idempotent
// payment, the 24 h cancellation line with refunds, ownership, and bad input. The clock of the
// booking rules is injected; access tokens keep using real time.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTourPicker, firstFreeSlot, testCard } from './booking-fixtures';
import { type Body, openTestApi, type TestApi } from './harness';

let api: TestApi;
const START = new Date('2031-05-05T08:00:00Z');
const clock = { now: START };

const CARDS = {
  success: '4242 4242 4242 4242',
  mastercard: '5555-5555-5555-4444',
  amex: '3782 822463 10005',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  processingError: '4000 0000 0000 0119',
  unknown: '4111 1111 1111 1111',
};

let keyCounter = 0;
const newKey = () => `test-key-${process.pid}-${++keyCounter}`;

let tours: Body[];
beforeAll(async () => {
  api = await openTestApi({}, { now: () => clock.now });
  tours = (await api.get('/tours?limit=100&sort=title')).body.data;
});
afterAll(async () => {
  await api.close();
});

/** Each test books its own tour, so tests never share a departure. */
const nextTour = createTourPicker(() => tours);

function slotFor(tourId: string, from = '2031-05-19') {
  return firstFreeSlot(api, tourId, from);
}

async function remaining(tourId: string, date: string, time: string): Promise<number> {
  const { body } = await api.get(`/tours/${tourId}/availability?from=${date}&to=${date}`);
  return body.data.days[0].slots.find((slot: Body) => slot.time === time).remaining;
}

function book(token: string, tour: Body, slot: { date: string; time: string }, guests = 1) {
  return api.post('/bookings', { tourId: tour.id, date: slot.date, time: slot.time, guests }, { token });
}

function pay(token: string, bookingId: string, cardNumber = CARDS.success, key = newKey(), extra = {}) {
  return api.post(
    `/bookings/${bookingId}/pay`,
    { idempotencyKey: key, card: testCard(cardNumber, extra) },
    { token },
  );
}

async function withClock<T>(at: Date, run: () => Promise<T>): Promise<T> {
  clock.now = at;
  try {
    return await run();
  } finally {
    clock.now = START;
  }
}

describe('requesting a booking', () => {
  it('holds the places for 30 minutes at the tour’s price, in the tour’s local time', async () => {
    const user = await api.newUser();
    const tour = nextTour(2);
    const slot = await slotFor(tour.id);
    const response = await book(user.accessToken, tour, slot, 2);
    expect(response.status).toBe(201);
    const booking = response.body.data;
    expect(booking).toMatchObject({
      reference: expect.stringMatching(/^GD-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
      status: 'held',
      paymentStatus: 'unpaid',
      tourId: tour.id,
      date: slot.date,
      time: slot.time,
      timezone: tour.timezone,
      startsAt: slot.startsAt,
      guests: 2,
      unitAmount: tour.priceAmount,
      totalAmount: tour.priceAmount * 2,
      currency: tour.currency,
      holdExpiresAt: new Date(START.getTime() + 30 * 60_000).toISOString(),
      canPay: true,
      cancellation: { allowed: true, freeCancellationHours: 24 },
    });
    expect(Date.parse(booking.endsAt) - Date.parse(booking.startsAt)).toBe(tour.durationMinutes * 60_000);
    expect(await remaining(tour.id, slot.date, slot.time)).toBe(slot.capacity - 2);
  });

  it('never overbooks: 20 parallel requests for the last 3 places, exactly 3 succeed', async () => {
    const tour = nextTour(4);
    const slot = await slotFor(tour.id);
    const owner = await api.newUser('race-owner');
    const first = await book(owner.accessToken, tour, slot, slot.capacity - 3);
    expect(first.status).toBe(201);
    expect(await remaining(tour.id, slot.date, slot.time)).toBe(3);

    const racers = await Promise.all(Array.from({ length: 4 }, (_, index) => api.newUser(`racer${index}`)));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book(racers[index % racers.length]!.accessToken, tour, slot, 1),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    for (const refused of responses.filter((response) => response.status === 409)) {
      // Full, or (a racer asking a third time for a departure it holds twice) its per-departure limit.
      expect(['slot_unavailable', 'departure_hold_limit']).toContain(refused.body.code);
      if (refused.body.code === 'slot_unavailable')
        expect(refused.body.message).toContain('no longer available');
    }
    expect(await remaining(tour.id, slot.date, slot.time)).toBe(0);
    // Five verified accounts to create first: argon2 and the mail round trip take their time.
  }, 60_000);

  it('says a full departure is no longer available and offers the nearest free ones', async () => {
    const tour = nextTour();
    const slot = await slotFor(tour.id);
    const filler = await api.newUser();
    expect((await book(filler.accessToken, tour, slot, slot.capacity)).status).toBe(201);
    const late = await api.newUser();
    const response = await book(late.accessToken, tour, slot, 1);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'slot_unavailable',
      message: 'This time is no longer available. It is fully booked.',
    });
    const alternatives = response.body.alternatives as Body[];
    expect(alternatives.length).toBe(3);
    const distance = (alternative: Body) =>
      Math.abs(Date.parse(alternative.startsAt) - Date.parse(slot.startsAt));
    const distances = alternatives.map(distance);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    for (const alternative of alternatives) {
      expect(alternative.remaining).toBeGreaterThan(0);
      expect(`${alternative.date} ${alternative.time}`).not.toBe(`${slot.date} ${slot.time}`);
    }
  });

  it('refuses departures that do not exist, start within the hour or lie beyond 180 days', async () => {
    const user = await api.newUser();
    const tour = nextTour();
    const detail = (await api.get(`/tours/${tour.id}`)).body.data;
    const closedDay = detail.schedule.find((day: Body) => day.startTimes.length === 0);
    if (closedDay) {
      // 2031-05-19 is a Monday (weekday 1).
      const date = `2031-05-${String(18 + closedDay.weekday).padStart(2, '0')}`;
      const response = await book(user.accessToken, tour, { date, time: '10:00' });
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('slot_unavailable');
    }
    const slot = await slotFor(tour.id);
    for (const minutesBefore of [30, -60]) {
      const at = new Date(Date.parse(slot.startsAt) - minutesBefore * 60_000);
      const response = await withClock(at, () => book(user.accessToken, tour, slot));
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(
        'This time is no longer available. It starts too soon (or has started) to be booked.',
      );
    }
    const farAway = await book(user.accessToken, tour, { date: '2032-05-05', time: '10:00' });
    expect(farAway.status).toBe(400);
    expect(farAway.body.message).toBe('Bookings open 180 days ahead. Choose an earlier date.');
  });

  it('answers bad input with a 4xx and a message', async () => {
    const { accessToken: token } = await api.newUser();
    const tour = nextTour();
    const slot = await slotFor(tour.id);
    const valid = { tourId: tour.id, date: slot.date, time: slot.time, guests: 1 };
    for (const [body, status, message] of [
      [{ ...valid, tourId: 'lisbon-walk' }, 400, 'tourId must be a valid UUID'],
      [{ ...valid, tourId: '00000000-0000-4000-8000-000000000000' }, 404, 'Tour not found'],
      [{ ...valid, date: '2031-02-30' }, 400, 'date must be a date in the form YYYY-MM-DD'],
      [{ ...valid, date: undefined }, 400, 'date is required'],
      [{ ...valid, time: '25:00' }, 400, 'time must be a local time in the form HH:MM'],
      [{ ...valid, guests: 0 }, 400, 'guests must be at least 1'],
      [{ ...valid, guests: 2.5 }, 400, 'guests must be a whole number'],
      [{ ...valid, guests: '2' }, 400, 'guests must be a number'],
      [{ ...valid, guests: 21 }, 400, 'guests must be at most 20'],
      [
        { ...valid, guests: tour.maxGroupSize + 1 },
        400,
        `This tour takes at most ${tour.maxGroupSize} guests per booking`,
      ],
    ] as const) {
      const response = await api.post('/bookings', body, { token });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.message).toBe(message);
    }
    const malformed = await api.request('POST', '/bookings', undefined, { token, raw: '{"tourId":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('invalid_json');
    const anonymous = await api.post('/bookings', valid);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Authentication required');
  });
});

describe('paying by card', () => {
  it('charges the success cards once and confirms the booking, storing only brand and last 4', async () => {
    const user = await api.newUser();
    const logged: string[] = [];
    const spies = (['log', 'info', 'warn', 'error'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
      }),
    );
    try {
      for (const [number, brand, last4, cvc] of [
        [CARDS.success, 'visa', '4242', '123'],
        [CARDS.mastercard, 'mastercard', '4444', '123'],
        [CARDS.amex, 'amex', '0005', '1234'],
      ] as const) {
        const tour = nextTour();
        const slot = await slotFor(tour.id);
        const booking = (await book(user.accessToken, tour, slot)).body.data;
        const response = await pay(user.accessToken, booking.id, number, newKey(), { cvc });
        expect(response.status, number).toBe(201);
        expect(response.body.data.booking).toMatchObject({
          status: 'confirmed',
          paymentStatus: 'paid',
          canPay: false,
        });
        expect(response.body.data.payment).toMatchObject({
          kind: 'charge',
          status: 'succeeded',
          amount: booking.totalAmount,
          currency: booking.currency,
          card: { brand, last4 },
          reference: expect.stringMatching(/^PAY-/),
          booking: { reference: booking.reference },
        });
        expect(JSON.stringify(response.body)).not.toContain(number.replace(/\D/g, ''));
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    for (const line of logged) expect(line).not.toMatch(/4242424242424242|5555555555554444|378282246310005/);
    // Nothing in the payments table holds more than the last four digits.
    const { payments } = await import('../src/db/schema/payments');
    const rows = await api.db.select().from(payments);
    for (const row of rows) {
      const stored = JSON.stringify({ ...row, id: null, userId: null, bookingId: null, refundOfId: null });
      expect(stored).not.toMatch(/\d{12,}/);
      for (const number of Object.values(CARDS)) expect(stored).not.toContain(number.replace(/\D/g, ''));
    }
  });

  it('declines the declined, insufficient-funds and unknown cards with a clear message and charges nothing', async () => {
    const user = await api.newUser();
    const tour = nextTour();
    const slot = await slotFor(tour.id);
    const booking = (await book(user.accessToken, tour, slot)).body.data;
    for (const [number, status, code, message] of [
      [
        CARDS.declined,
        402,
        'card_declined',
        'Your card was declined. Nothing was charged. Try another card.',
      ],
      [
        CARDS.insufficientFunds,
        402,
        'insufficient_funds',
        'Your card has insufficient funds. Nothing was charged. Try another card.',
      ],
      [
        CARDS.processingError,
        402,
        'processing_error',
        'The payment could not be processed. Nothing was charged. Please try again.',
      ],
      [
        CARDS.unknown,
        402,
        'card_not_supported',
        'This card is not accepted by the test gateway. Nothing was charged. Use one of the test cards.',
      ],
    ] as const) {
      const response = await pay(user.accessToken, booking.id, number);
      expect(response.status, number).toBe(status);
      expect(response.body).toMatchObject({
        code,
        message,
        booking: { status: 'held', paymentStatus: 'unpaid' },
      });
    }
    const history = await api.get('/payments', { token: user.accessToken });
    expect(history.body.data).toEqual([]);
    // The booking can still be paid with a good card.
    expect((await pay(user.accessToken, booking.id)).status).toBe(201);
    expect((await api.get('/payments', { token: user.accessToken })).body.data).toHaveLength(1);
  });

  it('charges once for a double submit with the same idempotency key, even in parallel', async () => {
    const user = await api.newUser();
    const tour = nextTour();
    const slot = await slotFor(tour.id);
    const booking = (await book(user.accessToken, tour, slot)).body.data;
    const key = newKey();
    const [first, second] = await Promise.all([
      pay(user.accessToken, booking.id, CARDS.success, key),
      pay(user.accessToken, booking.id, CARDS.success, key),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.data.payment.id).toBe(second.body.data.payment.id);
    const replay = await pay(user.accessToken, booking.id, CARDS.success, key);
    expect(replay.status).toBe(200);
    expect(replay.body.data.replayed).toBe(true);
    const history = await api.get('/payments', { token: user.accessToken });
    expect(history.body.data).toHaveLength(1);
    const anotherKey = await pay(user.accessToken, booking.id, CARDS.success, newKey());
    expect(anotherKey.status).toBe(409);
    expect(anotherKey.body).toMatchObject({ code: 'already_paid', message: 'This booking is already paid.' });
    // A key belongs to one booking.
    const otherBooking = (await book(user.accessToken, tour, await slotFor(tour.id, '2031-06-20'))).body.data;
    const reused = await pay(user.accessToken, otherBooking.id, CARDS.success, key);
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('idempotency_key_reused');
  });

  it('renews an expired hold when the places are still free, and says so when they are gone', async () => {
    const user = await api.newUser();
    const rival = await api.newUser();
    const tour = nextTour();
    const slot = await slotFor(tour.id);
    const kept = (await book(user.accessToken, tour, slot, 1)).body.data;
    const later = new Date(START.getTime() + 45 * 60_000);
    const renewed = await withClock(later, () => pay(user.accessToken, kept.id));
    expect(renewed.status).toBe(201);

    const secondSlot = await slotFor(tour.id, '2031-06-10');
    const lost = (await book(user.accessToken, tour, secondSlot, 1)).body.data;
    const response = await withClock(later, async () => {
      expect((await book(rival.accessToken, tour, secondSlot, secondSlot.capacity)).status).toBe(201);
      return pay(user.accessToken, lost.id);
    });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('slot_unavailable');
    expect(response.body.message).toContain('no longer available');
    expect(response.body.alternatives.length).toBeGreaterThan(0);
    expect((await api.get('/payments', { token: user.accessToken })).body.data).toHaveLength(1);
  });

  it('validates the card fields and names each problem', async () => {
    const user = await api.newUser();
    const tour = nextTour();
    const booking = (await book(user.accessToken, tour, await slotFor(tour.id))).body.data;
    const attempt = (body: unknown) =>
      api.post(`/bookings/${booking.id}/pay`, body, { token: user.accessToken });
    for (const [cardFields, path, message] of [
      [testCard('4242 4242 4242 4241'), 'card.number', 'Card number is not valid (check the digits)'],
      [testCard('4242'), 'card.number', 'Card number must have 12 to 19 digits'],
      [testCard(''), 'card.number', 'Card number is required'],
      [testCard(CARDS.success, { expMonth: 13 }), 'card.expMonth', 'Expiry month must be 1 to 12'],
      [testCard(CARDS.success, { cvc: '12' }), 'card.cvc', 'Security code must be 3 or 4 digits'],
      [testCard(CARDS.success, { cvc: '1234' }), 'card.cvc', 'Security code must be 3 digits'],
      [testCard(CARDS.amex, { cvc: '123' }), 'card.cvc', 'Security code must be 4 digits for this card'],
      [testCard(CARDS.success, { holderName: ' ' }), 'card.holderName', 'Name on card is required'],
      [testCard(CARDS.success, { expMonth: 4, expYear: 2031 }), 'card.expYear', 'This card has expired'],
      [testCard(CARDS.success, { expMonth: 4, expYear: 31 }), 'card.expYear', 'This card has expired'],
    ] as const) {
      const response = await attempt({ idempotencyKey: newKey(), card: cardFields });
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.issues.map((issue: Body) => issue.path)).toContain(path);
      expect(JSON.stringify(response.body)).not.toContain('4242424242424241');
    }
    // This month's expiry is still good (May 2031).
    const thisMonth = await attempt({
      idempotencyKey: newKey(),
      card: testCard(CARDS.success, { expMonth: 5, expYear: 31 }),
    });
    expect(thisMonth.status).toBe(201);
    const noKey = await attempt({ card: testCard(CARDS.success) });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toBe('idempotencyKey is required');
  });
});

describe('cancelling', () => {
  async function paidBooking(user: { accessToken: string }) {
    const tour = nextTour();
    const slot = await slotFor(tour.id);
    const booking = (await book(user.accessToken, tour, slot, 2)).body.data;
    const paid = await pay(user.accessToken, booking.id);
    expect(paid.status).toBe(201);
    return { booking: paid.body.data.booking, charge: paid.body.data.payment, tour, slot };
  }

  it('is free until 24 hours before the start, and refunds the charge in full', async () => {
    const user = await api.newUser();
    const { booking, charge, tour, slot } = await paidBooking(user);
    const lastFreeMinute = new Date(Date.parse(booking.startsAt) - 24 * 3_600_000 - 60_000);
    const response = await withClock(lastFreeMinute, () =>
      api.post(`/bookings/${booking.id}/cancel`, undefined, { token: user.accessToken }),
    );
    expect(response.status).toBe(200);
    expect(response.body.data.booking).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(response.body.data.refund).toMatchObject({
      kind: 'refund',
      status: 'succeeded',
      amount: charge.amount,
      currency: charge.currency,
      refundOfId: charge.id,
      reference: expect.stringMatching(/^REF-/),
      card: charge.card,
    });
    const history = (await api.get('/payments', { token: user.accessToken })).body.data;
    expect(history.map((payment: Body) => [payment.kind, payment.status, payment.amount])).toEqual([
      ['refund', 'succeeded', charge.amount],
      ['charge', 'refunded', charge.amount],
    ]);
    expect(await remaining(tour.id, slot.date, slot.time)).toBe(slot.capacity);
    const receipt = await api.get(`/payments/${response.body.data.refund.id}`, { token: user.accessToken });
    expect(receipt.body.data.booking.reference).toBe(booking.reference);
    const twice = await api.post(`/bookings/${booking.id}/cancel`, undefined, { token: user.accessToken });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This booking is already cancelled.');
  });

  it('is refused with a clear message inside the last 24 hours, and nothing is refunded', async () => {
    const user = await api.newUser();
    const { booking } = await paidBooking(user);
    const tooLate = new Date(Date.parse(booking.startsAt) - 24 * 3_600_000 + 60_000);
    const response = await withClock(tooLate, async () => {
      const shown = await api.get(`/bookings/${booking.id}`, { token: user.accessToken });
      expect(shown.body.data.cancellation.allowed).toBe(false);
      return api.post(`/bookings/${booking.id}/cancel`, undefined, { token: user.accessToken });
    });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('cancellation_window_closed');
    // The zone is named by its city, as every other tour time is ("Lisbon time", not "Europe/Lisbon time").
    expect(response.body.message).toMatch(
      new RegExp(
        `^Free cancellation ended 24 hours before the start, on .+ \\(${booking.tour.city.name} time\\)\\. This booking can no longer be cancelled\\.$`,
      ),
    );
    const after = await api.get(`/bookings/${booking.id}`, { token: user.accessToken });
    expect(after.body.data.status).toBe('confirmed');
    const history = (await api.get('/payments', { token: user.accessToken })).body.data;
    expect(history.map((payment: Body) => payment.kind)).toEqual(['charge']);
  });

  it('releases an unpaid hold at any time before the start, without a refund', async () => {
    const user = await api.newUser();
    const tour = nextTour();
    const slot = await slotFor(tour.id);
    const booking = (await book(user.accessToken, tour, slot)).body.data;
    const response = await withClock(new Date(Date.parse(booking.startsAt) - 2 * 3_600_000), () =>
      api.post(`/bookings/${booking.id}/cancel`, undefined, { token: user.accessToken }),
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      booking: { status: 'cancelled', paymentStatus: 'unpaid' },
      refund: null,
    });
    const afterStart = await withClock(new Date(Date.parse(booking.startsAt) + 60_000), () =>
      api.post(`/bookings/${booking.id}/cancel`, undefined, { token: user.accessToken }),
    );
    expect(afterStart.status).toBe(409);
    const cancelledPay = await pay(user.accessToken, booking.id);
    expect(cancelledPay.status).toBe(409);
    expect(cancelledPay.body.code).toBe('booking_cancelled');
  });
});

describe('the traveller’s bookings', () => {
  it('lists upcoming bookings soonest first and past ones latest first', async () => {
    const user = await api.newUser();
    const tour = nextTour();
    const early = await slotFor(tour.id, '2031-05-08');
    const late = await slotFor(tour.id, '2031-07-01');
    const a = (await book(user.accessToken, tour, late)).body.data;
    const b = (await book(user.accessToken, tour, early)).body.data;
    const upcoming = await api.get('/bookings?when=upcoming', { token: user.accessToken });
    expect(upcoming.body.data.map((booking: Body) => booking.id)).toEqual([b.id, a.id]);
    expect(upcoming.body.meta).toEqual({ currentPage: 1, totalPages: 1, totalRecords: 2 });
    await withClock(new Date(Date.parse(b.startsAt) + 3_600_000), async () => {
      const past = await api.get('/bookings?when=past', { token: user.accessToken });
      expect(past.body.data.map((booking: Body) => booking.id)).toEqual([b.id]);
      expect(past.body.data[0].isPast).toBe(true);
      const stillUpcoming = await api.get('/bookings?when=upcoming', { token: user.accessToken });
      expect(stillUpcoming.body.data.map((booking: Body) => booking.id)).toEqual([a.id]);
    });
    expect((await api.get('/bookings?when=soon', { token: user.accessToken })).status).toBe(400);
  });

  it('moves a cancelled booking out of the upcoming ones into the past and cancelled ones', async () => {
    const user = await api.newUser();
    const tour = nextTour();
    const kept = (await book(user.accessToken, tour, await slotFor(tour.id, '2031-06-03'))).body.data;
    const dropped = (await book(user.accessToken, tour, await slotFor(tour.id, '2031-06-02'))).body.data;
    const cancelled = await api.post(`/bookings/${dropped.id}/cancel`, undefined, {
      token: user.accessToken,
    });
    expect(cancelled.status).toBe(200);
    const upcoming = await api.get('/bookings?when=upcoming', { token: user.accessToken });
    expect(upcoming.body.data.map((booking: Body) => booking.id)).toEqual([kept.id]);
    expect(upcoming.body.meta.totalRecords).toBe(1);
    const past = await api.get('/bookings?when=past', { token: user.accessToken });
    expect(past.body.data.map((booking: Body) => [booking.id, booking.status])).toEqual([
      [dropped.id, 'cancelled'],
    ]);
  });

  it('keeps each traveller’s bookings and payments private (another user gets 404)', async () => {
    const alice = await api.newUser('alice');
    const bob = await api.newUser('bob');
    const tour = nextTour();
    const booking = (await book(alice.accessToken, tour, await slotFor(tour.id))).body.data;
    const payment = (await pay(alice.accessToken, booking.id)).body.data.payment;
    const asBob = { token: bob.accessToken };
    const seen = await api.get(`/bookings/${booking.id}`, asBob);
    expect(seen.status).toBe(404);
    expect(seen.body).toEqual({ message: 'Booking not found', code: 'not_found' });
    expect((await api.post(`/bookings/${booking.id}/cancel`, undefined, asBob)).status).toBe(404);
    expect((await pay(bob.accessToken, booking.id)).status).toBe(404);
    expect((await api.get(`/payments/${payment.id}`, asBob)).status).toBe(404);
    expect((await api.get('/bookings', asBob)).body.data).toEqual([]);
    expect((await api.get('/payments', asBob)).body.data).toEqual([]);
    const stillAlices = await api.get(`/bookings/${booking.id}`, { token: alice.accessToken });
    expect(stillAlices.body.data.status).toBe('confirmed');
    expect((await api.get('/bookings/not-a-uuid', asBob)).status).toBe(400);
    expect((await api.get('/payments')).status).toBe(401);
  });
});
