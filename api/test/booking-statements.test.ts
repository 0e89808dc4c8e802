// Statements the database runs for a traveller's booking and payment (the load test reports the same
// per request under load): the booking path's cost is counted, not timed, so it cannot creep back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsRun } from '../src/observability/statements';
import { createTourPicker, firstFreeSlot, testCard } from './booking-fixtures';
import { type Body, openTestApi, type TestApi } from './harness';

let api: TestApi;
let tours: Body[];
const START = new Date('2031-05-05T08:00:00Z');

beforeAll(async () => {
  api = await openTestApi({}, { now: () => START });
  tours = (await api.get('/tours?limit=100&sort=title')).body.data;
});
afterAll(async () => {
  await api.close();
});

const nextTour = createTourPicker(() => tours);

async function counted<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const before = statementsRun();
  const result = await run();
  return { result, statements: statementsRun() - before };
}

// A departure's first booking also creates its slot row (two statements more); the load test's
// departures all have theirs. On PostgreSQL the transaction's BEGIN and COMMIT reach the count as
// statements of their own (node-postgres sends them); PGlite's transaction does not pass them on.
const TRANSACTION = process.env.TEST_DATABASE_URL ? 2 : 0;
describe('statements of the booking path', () => {
  it('a booking on a departure someone already booked, and its payment: 4 and 4 statements besides the transaction', async () => {
    const tour = nextTour(3);
    const slot = await firstFreeSlot(api, tour.id, '2031-05-19');
    const first = await api.newUser();
    const second = await api.newUser();
    const newcomer = await api.newFreshUser();
    // With the Idempotency-Key the API client can send: its lookups ride on the booking's own reads.
    const request = (token: string, key: string) =>
      api.post(
        '/bookings',
        { tourId: tour.id, date: slot.date, time: slot.time, guests: 1 },
        { token, headers: { 'Idempotency-Key': key } },
      );
    expect((await request(first.accessToken, 'statements-first')).status).toBe(201);

    const booking = await counted(() => request(second.accessToken, 'statements-second'));
    expect(booking.result.status).toBe(201);
    const payment = await counted(() =>
      api.post(
        `/bookings/${booking.result.body.data.id}/pay`,
        { idempotencyKey: 'statements-pay', card: testCard('4242 4242 4242 4242') },
        { token: second.accessToken },
      ),
    );
    expect(payment.result.status).toBe(201);
    // A new account's hold also counts the new accounts' share of the departure, in the same read.
    const newcomers = await counted(() => request(newcomer.accessToken, 'statements-newcomer'));
    expect(newcomers.result.status).toBe(201);

    // A retry is answered from the tour's read, then the booking's read.
    const retry = await counted(() => request(second.accessToken, 'statements-second'));
    expect(retry.result.status).toBe(201);
    expect(retry.result.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.result.body.data.id).toBe(booking.result.body.data.id);

    // The tour with its departure's places, the key's booking and whether the session is open; then the transaction:
    // the traveller's lock, the slot's lock with the traveller's holds and key, and one statement that
    // counts the slot's places and inserts the booking and its mail. The answer is built from what
    // these read. A payment: the session, the booking's lock, the key's payment, then one statement
    // for the payment row, the booking marked paid and the receipt mail.
    expect({
      booking: booking.statements,
      payment: payment.statements,
      newAccountBooking: newcomers.statements,
      retry: retry.statements,
    }).toEqual({
      booking: 4 + TRANSACTION,
      payment: 4 + TRANSACTION,
      newAccountBooking: 4 + TRANSACTION,
      retry: 2,
    });
  }, 60_000);

  it('answers a booking and its payment as reads of them answer, without the reads', async () => {
    const tour = nextTour(3);
    const slot = await firstFreeSlot(api, tour.id, '2031-06-09');
    const traveller = await api.newUser();
    const made = await api.post(
      '/bookings',
      { tourId: tour.id, date: slot.date, time: slot.time, guests: 2 },
      { token: traveller.accessToken },
    );
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    expect(made.body.data).toEqual(
      (await api.get(`/bookings/${id}`, { token: traveller.accessToken })).body.data,
    );

    const declined = await api.post(
      `/bookings/${id}/pay`,
      { idempotencyKey: 'answers-declined', card: testCard('4000 0000 0000 0002') },
      { token: traveller.accessToken },
    );
    expect(declined.status).toBe(402);
    expect(declined.body.booking).toEqual(
      (await api.get(`/bookings/${id}`, { token: traveller.accessToken })).body.data,
    );
    expect(declined.body.payment).toEqual(
      (await api.get(`/payments/${declined.body.payment.id}`, { token: traveller.accessToken })).body.data,
    );

    const paid = await api.post(
      `/bookings/${id}/pay`,
      { idempotencyKey: 'answers-paid', card: testCard('4242 4242 4242 4242') },
      { token: traveller.accessToken },
    );
    expect(paid.status).toBe(201);
    expect(paid.body.data.booking).toEqual(
      (await api.get(`/bookings/${id}`, { token: traveller.accessToken })).body.data,
    );
    expect(paid.body.data.payment).toEqual(
      (await api.get(`/payments/${paid.body.data.payment.id}`, { token: traveller.accessToken })).body.data,
    );
    expect(paid.body.data.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  }, 60_000);

  it('a booking refused because its departure is full: read with its tour, no transaction, then the nearest free departures', async () => {
    const tour = nextTour(2);
    const slot = await firstFreeSlot(api, tour.id, '2031-05-26');
    const request = (token: string, guests: number, key: string) =>
      api.post(
        '/bookings',
        { tourId: tour.id, date: slot.date, time: slot.time, guests, idempotencyKey: key },
        { token },
      );
    const first = await api.newUser();
    expect((await request(first.accessToken, tour.maxGroupSize - 1, 'statements-almost-full')).status).toBe(
      201,
    );

    const late = await api.newUser();
    const refused = await counted(() => request(late.accessToken, 2, 'statements-full'));
    expect(refused.result.status).toBe(409);
    expect(refused.result.body).toMatchObject({
      code: 'slot_unavailable',
      message: expect.stringContaining('Only 1 place is left.'),
    });
    expect(refused.result.body.alternatives.length).toBeGreaterThan(0);
    // The tour with its departure's places and the session, then the timetable, the places taken and
    // the capacities of the weeks around it for the alternatives.
    expect(refused.statements).toBe(4);

    // The place left is still given, under the transaction's locks.
    expect((await request(late.accessToken, 1, 'statements-last-place')).status).toBe(201);
    expect((await request(first.accessToken, 1, 'statements-after-last')).status).toBe(409);
  }, 60_000);

  it("a new account's booking refused for the new accounts' share of its departure: read with its tour, no transaction", async () => {
    const tour = nextTour(4);
    const slot = await firstFreeSlot(api, tour.id, '2031-06-02');
    const request = (token: string, guests: number, key: string) =>
      api.post(
        '/bookings',
        { tourId: tour.id, date: slot.date, time: slot.time, guests, idempotencyKey: key },
        { token },
      );
    const share = Math.floor(tour.maxGroupSize / 2);
    const first = await api.newFreshUser();
    expect((await request(first.accessToken, share, 'statements-share-taken')).status).toBe(201);

    const second = await api.newFreshUser();
    const refused = await counted(() => request(second.accessToken, 1, 'statements-share'));
    expect(refused.result.status).toBe(409);
    expect(refused.result.body.code).toBe('new_account_hold_limit');
    // The tour with its departure's places, the new accounts' share and the session.
    expect(refused.statements).toBe(1);

    // An established account still gets the places left, under the transaction's locks.
    const established = await api.newUser();
    expect((await request(established.accessToken, 1, 'statements-established')).status).toBe(201);
  }, 60_000);

  it("checks the session in the booking's first read: a signed-out session's request is refused and books nothing", async () => {
    const tour = nextTour(3);
    const slot = await firstFreeSlot(api, tour.id, '2031-06-16');
    const traveller = await api.newUser();
    const signOut = await api.post('/auth/logout', undefined, {
      token: traveller.accessToken,
      headers: { 'Authorization-Refresh': traveller.refreshToken },
    });
    expect(signOut.status).toBe(200);
    const expired = { message: 'Your session has expired. Please sign in again.', code: 'invalid_token' };
    const book = (body: object) =>
      counted(() => api.post('/bookings', body, { token: traveller.accessToken }));

    const refused = await book({ tourId: tour.id, date: slot.date, time: slot.time, guests: 1 });
    expect(refused.result).toMatchObject({ status: 401, body: expired });
    expect(refused.statements).toBe(1);
    // What the first read cannot answer (no such tour), or what is refused before it (a bad body), is
    // still a signed-out caller's 401, after a check of the session of its own.
    const missingTour = await book({
      tourId: crypto.randomUUID(),
      date: slot.date,
      time: slot.time,
      guests: 1,
    });
    expect(missingTour.result).toMatchObject({ status: 401, body: expired });
    expect(missingTour.statements).toBe(2);
    const badBody = await book({ tourId: tour.id, date: 'soon', time: slot.time, guests: 1 });
    expect(badBody.result).toMatchObject({ status: 401, body: expired });
    expect(badBody.statements).toBe(1);

    const signedIn = await api.login(traveller.email, traveller.password);
    expect((await api.get('/bookings', { token: signedIn.accessToken })).body.data).toEqual([]);
    // The same requests of an open session: booked, 404, 400.
    const open = (body: object) => api.post('/bookings', body, { token: signedIn.accessToken });
    expect(
      (await open({ tourId: crypto.randomUUID(), date: slot.date, time: slot.time, guests: 1 })).status,
    ).toBe(404);
    expect((await open({ tourId: tour.id, date: 'soon', time: slot.time, guests: 1 })).status).toBe(400);
    expect((await open({ tourId: tour.id, date: slot.date, time: slot.time, guests: 1 })).status).toBe(201);
  }, 60_000);
});
