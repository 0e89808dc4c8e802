// Hold hoarding and retried booking requests: one traveller cannot hold every departure unpaid,
// a hold cannot be renewed forever, and a retry with the same Idempotency-Key returns the same
// booking instead of holding the places twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOLD_MINUTES,
  HOLD_RENEWAL_LIMIT_MINUTES,
  MAX_ACTIVE_HOLDS_PER_USER,
  MAX_HELD_PLACES_PER_USER,
  MAX_UNPAID_HOLDS_PER_DEPARTURE,
  NEW_ACCOUNTS_SHARE_OF_DEPARTURE,
} from '../src/features/bookings/queries';
import { createTourPicker, firstFreeSlot, testCard } from './booking-fixtures';
import { type Body, openTestApi, type TestApi } from './harness';

let api: TestApi;
const START = new Date('2031-07-07T08:00:00Z');
const clock = { now: START };
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

function freeSlot(tourId: string, from = '2031-07-21') {
  return firstFreeSlot(api, tourId, from);
}

function book(token: string, tourId: string, slot: { date: string; time: string }, guests = 1, key?: string) {
  return api.post(
    '/bookings',
    { tourId, date: slot.date, time: slot.time, guests },
    { token, ...(key ? { headers: { 'Idempotency-Key': key } } : {}) },
  );
}

describe('per-traveller hold limits', () => {
  it(`refuses a hold past ${MAX_ACTIVE_HOLDS_PER_USER} unpaid ones, and takes it once one is paid`, async () => {
    const hoarder = await api.newUser('hoarder');
    const held: string[] = [];
    for (let index = 0; index < MAX_ACTIVE_HOLDS_PER_USER; index++) {
      const tour = nextTour();
      const response = await book(hoarder.accessToken, tour.id, await freeSlot(tour.id), 1);
      expect(response.status).toBe(201);
      held.push(response.body.data.id);
    }
    const tour = nextTour();
    const slot = await freeSlot(tour.id);
    const refused = await book(hoarder.accessToken, tour.id, slot, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('hold_limit_reached');
    expect(refused.body.message).toBe(
      'You already have 3 unpaid bookings on hold. Pay for or cancel one before requesting another.',
    );
    // Another traveller still gets the departure.
    const other = await api.newUser('fair');
    expect((await book(other.accessToken, tour.id, slot, 1)).status).toBe(201);

    const paid = await api.post(
      `/bookings/${held[0]}/pay`,
      { idempotencyKey: `hold-limit-${Date.now()}`, card: testCard('4242 4242 4242 4242') },
      { token: hoarder.accessToken },
    );
    expect(paid.status).toBe(201);
    expect((await book(hoarder.accessToken, tour.id, slot, 1)).status).toBe(201);
    // Two verified accounts and five bookings: more than the default 20 s on a busy machine.
  }, 60_000);

  it('holds parallel requests for many departures to the limit too', async () => {
    const hoarder = await api.newUser('burst-hoarder');
    const targets = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const tour = nextTour();
        return { tourId: tour.id as string, slot: await freeSlot(tour.id) };
      }),
    );
    const responses = await Promise.all(
      targets.map(({ tourId, slot }) => book(hoarder.accessToken, tourId, slot, 1)),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(MAX_ACTIVE_HOLDS_PER_USER);
  });

  it(`refuses holds taking more than ${MAX_HELD_PLACES_PER_USER} places in all`, async () => {
    const group = await api.newUser('group');
    const big = nextTour(16);
    expect((await book(group.accessToken, big.id, await freeSlot(big.id), 16)).status).toBe(201);
    const second = nextTour(6);
    const refused = await book(group.accessToken, second.id, await freeSlot(second.id), 6);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Unpaid bookings can hold at most 20 places at a time; yours hold 16. Pay for or cancel one first.',
    );
  });
});

describe('holds and new accounts', () => {
  it('refuses every hold of an unverified account with a clear message, and holds once it is verified', async () => {
    const unverified = await api.newUnverifiedUser('unverified-hoarder');
    const tour = nextTour(6);
    const slot = await freeSlot(tour.id);
    // The attack: one unverified account asks for every place of the departure.
    const refused = await book(unverified.accessToken, tour.id, slot, slot.capacity);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('email_not_verified');
    expect(refused.body.message).toBe(
      `Please confirm your email address before booking: open the link we sent to ${unverified.email}, then request the booking again.`,
    );
    expect((await freeSlot(tour.id)).remaining).toBe(slot.capacity);

    const { token } = await api.latestMail(unverified.email, 'verify-email');
    expect((await api.post('/auth/confirm', { token })).status).toBe(200);
    expect((await book(unverified.accessToken, tour.id, slot, 1)).status).toBe(201);
  });

  it('holds none of the places 4 unverified accounts ask for across 12 departures', async () => {
    const accounts = await Promise.all(
      [1, 2, 3, 4].map((index) => api.newUnverifiedUser(`unverified-${index}`)),
    );
    let asked = 0;
    let held = 0;
    for (const account of accounts) {
      for (let index = 0; index < 3; index++) {
        const tour = nextTour();
        const slot = await freeSlot(tour.id);
        asked += slot.capacity;
        const response = await book(account.accessToken, tour.id, slot, slot.capacity);
        if (response.status === 201) held += slot.capacity;
      }
    }
    expect(asked).toBeGreaterThan(0);
    expect(held).toBe(0);
  });

  it(`lets one traveller hold a departure ${MAX_UNPAID_HOLDS_PER_DEPARTURE} times a day without paying, not in every cycle`, async () => {
    const cycler = await api.newUser('cycler');
    const tour = nextTour(6);
    const slot = await freeSlot(tour.id);
    const outcomes: number[] = [];
    try {
      for (let cycle = 0; cycle < 5; cycle++) {
        clock.now = new Date(START.getTime() + cycle * (HOLD_MINUTES + 1) * 60_000);
        const response = await book(cycler.accessToken, tour.id, slot, slot.capacity);
        outcomes.push(response.status);
        if (response.status === 409) {
          expect(response.body.code).toBe('departure_hold_limit');
          expect(response.body.message).toBe(
            `You have held this departure ${MAX_UNPAID_HOLDS_PER_DEPARTURE} times in the last 24 hours without paying. Pay for your booking of it, or choose another time.`,
          );
        }
      }
      expect(outcomes).toEqual([201, 201, 409, 409, 409]);
      // Everybody else can book the departure while the cycler waits.
      const other = await api.newUser('after-cycler');
      expect((await book(other.accessToken, tour.id, slot, 1)).status).toBe(201);
      // A day after the first hold, the cycler may hold it again.
      clock.now = new Date(START.getTime() + 25 * 60 * 60_000);
      expect((await book(cycler.accessToken, tour.id, slot, 1)).status).toBe(201);
    } finally {
      clock.now = START;
    }
  });

  it('keeps fresh accounts together to their share of a departure, which established travellers can still book', async () => {
    const tour = nextTour(8);
    const slot = await freeSlot(tour.id);
    const share = Math.floor(slot.capacity * NEW_ACCOUNTS_SHARE_OF_DEPARTURE);
    const fresh = await Promise.all([1, 2, 3, 4].map((index) => api.newFreshUser(`fresh-${index}`)));
    // The attack: four new accounts ask for every place, one booking each, one after the other.
    const first = await book(fresh[0]!.accessToken, tour.id, slot, slot.capacity);
    expect(first.status).toBe(409);
    expect(first.body.code).toBe('new_account_hold_limit');
    expect(first.body.message).toBe(
      `New accounts can hold ${share} more places of this departure until their bookings are paid. Choose fewer guests (you can pay, then book the rest), or another time.`,
    );
    let heldByFresh = 0;
    for (const account of fresh) {
      for (const guests of [share, 2, 1]) {
        const response = await book(account.accessToken, tour.id, slot, guests);
        if (response.status === 201) heldByFresh += guests;
      }
    }
    expect(heldByFresh).toBe(share);
    const full = await book(fresh[3]!.accessToken, tour.id, slot, 1);
    expect(full.body.message).toBe(
      'New accounts cannot hold more places of this departure until their bookings are paid or run out. Choose another time, or try again in 30 minutes.',
    );
    // The rest of the departure is there for a traveller who signed up earlier.
    const established = await api.newUser('established');
    expect((await book(established.accessToken, tour.id, slot, slot.capacity - share)).status).toBe(201);
  });

  it("counts a fresh account's paid places out of the share, so a group is booked in two parts", async () => {
    const tour = nextTour(8);
    const slot = await freeSlot(tour.id);
    const share = Math.floor(slot.capacity * NEW_ACCOUNTS_SHARE_OF_DEPARTURE);
    const group = await api.newFreshUser('fresh-group');
    const part = await book(group.accessToken, tour.id, slot, share);
    expect(part.status).toBe(201);
    const paid = await api.post(
      `/bookings/${part.body.data.id}/pay`,
      { idempotencyKey: `fresh-group-${Date.now()}`, card: testCard('4242 4242 4242 4242') },
      { token: group.accessToken },
    );
    expect(paid.status).toBe(201);
    expect(
      (await book(group.accessToken, tour.id, slot, Math.min(share, slot.capacity - share))).status,
    ).toBe(201);
  });
});

describe('hold renewal', () => {
  it(`renews an expired hold on payment only within ${HOLD_RENEWAL_LIMIT_MINUTES} minutes of the request`, async () => {
    const user = await api.newUser('renewer');
    const tour = nextTour();
    const booking = (await book(user.accessToken, tour.id, await freeSlot(tour.id), 1)).body.data;
    const pay = (number: string) =>
      api.post(
        `/bookings/${booking.id}/pay`,
        { idempotencyKey: `renew-${number.slice(-4)}-${clock.now.getTime()}`, card: testCard(number) },
        { token: user.accessToken },
      );
    try {
      // A declined card after expiry renews the hold (places re-checked), but only up to the limit.
      clock.now = new Date(START.getTime() + 100 * 60_000);
      expect((await pay('4000 0000 0000 0002')).status).toBe(402);
      const renewed = (await api.get(`/bookings/${booking.id}`, { token: user.accessToken })).body.data;
      expect(renewed.holdExpiresAt).toBe(
        new Date(START.getTime() + HOLD_RENEWAL_LIMIT_MINUTES * 60_000).toISOString(),
      );
      clock.now = new Date(START.getTime() + (HOLD_RENEWAL_LIMIT_MINUTES + 1) * 60_000);
      const late = await pay('4242 4242 4242 4242');
      expect(late.status).toBe(409);
      const after = (await api.get(`/bookings/${booking.id}`, { token: user.accessToken })).body.data;
      expect(after.status).toBe('expired');
    } finally {
      clock.now = START;
    }
  });
});

describe('hold renewal under the fairness limits', () => {
  const declined = '4000 0000 0000 0002';
  const pay = (token: string, bookingId: string, number: string) =>
    api.post(
      `/bookings/${bookingId}/pay`,
      {
        idempotencyKey: `renew-fair-${bookingId.slice(0, 8)}-${clock.now.getTime()}`,
        card: testCard(number),
      },
      { token },
    );
  const remaining = async (tourId: string, slot: Body) => {
    const { body } = await api.get(`/tours/${tourId}/availability?from=${slot.date}&to=${slot.date}`);
    return body.data.days[0].slots.find((s: Body) => s.time === slot.time).remaining as number;
  };

  it("refuses to renew a new account's expired hold past the new accounts' share of the departure", async () => {
    const tour = nextTour(8);
    const slot = await freeSlot(tour.id);
    const share = Math.floor(slot.capacity * NEW_ACCOUNTS_SHARE_OF_DEPARTURE);
    const [first, second] = await Promise.all([
      api.newFreshUser('fresh-renew-1'),
      api.newFreshUser('fresh-renew-2'),
    ]);
    const held = await book(first.accessToken, tour.id, slot, share);
    expect(held.status).toBe(201);
    try {
      // The first hold ran out, so the share is free again, and a second new account takes it.
      clock.now = new Date(START.getTime() + (HOLD_MINUTES + 1) * 60_000);
      expect((await book(second.accessToken, tour.id, slot, share)).status).toBe(201);
      // The attack: the first account renews its hold by paying with a card that is declined,
      // which would keep the share a second time while the places are free.
      const renewal = await pay(first.accessToken, held.body.data.id, declined);
      expect(renewal.status).toBe(409);
      expect(renewal.body.code).toBe('new_account_hold_limit');
      expect(renewal.body.message).toBe(
        'New accounts cannot hold more places of this departure until their bookings are paid or run out. Choose another time, or try again in 30 minutes.',
      );
      const after = (await api.get(`/bookings/${held.body.data.id}`, { token: first.accessToken })).body.data;
      expect(after.status).toBe('expired');
      expect(await remaining(tour.id, slot)).toBe(slot.capacity - share);
      // Nothing was charged or recorded for the refused renewal.
      expect((await api.get('/payments', { token: first.accessToken })).body.data).toHaveLength(0);
    } finally {
      clock.now = START;
    }
  }, 60_000);

  it("refuses to renew an expired hold past the traveller's own hold limit, with that limit's message", async () => {
    const user = await api.newUser('renew-over-limit');
    const tour = nextTour();
    const first = await book(user.accessToken, tour.id, await freeSlot(tour.id), 1);
    expect(first.status).toBe(201);
    try {
      clock.now = new Date(START.getTime() + (HOLD_MINUTES + 1) * 60_000);
      for (let index = 0; index < MAX_ACTIVE_HOLDS_PER_USER; index++) {
        const other = nextTour();
        expect((await book(user.accessToken, other.id, await freeSlot(other.id), 1)).status).toBe(201);
      }
      const renewal = await pay(user.accessToken, first.body.data.id, '4242 4242 4242 4242');
      expect(renewal.status).toBe(409);
      expect(renewal.body.code).toBe('hold_limit_reached');
      expect(renewal.body.message).toBe(
        `You already have ${MAX_ACTIVE_HOLDS_PER_USER} unpaid bookings on hold. Pay for or cancel one before requesting another.`,
      );
    } finally {
      clock.now = START;
    }
  }, 60_000);
});

describe('Idempotency-Key on booking requests', () => {
  it('returns the same booking to a retry, holding the places once', async () => {
    const user = await api.newUser('retry');
    const tour = nextTour(4);
    const slot = await freeSlot(tour.id);
    const key = `booking-retry-${Date.now()}`;
    const first = await book(user.accessToken, tour.id, slot, 2, key);
    expect(first.status).toBe(201);
    const retry = await book(user.accessToken, tour.id, slot, 2, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.data.id).toBe(first.body.data.id);
    const list = (await api.get('/bookings', { token: user.accessToken })).body.data;
    expect(list).toHaveLength(1);
    const { body } = await api.get(`/tours/${tour.id}/availability?from=${slot.date}&to=${slot.date}`);
    expect(body.data.days[0].slots.find((s: Body) => s.time === slot.time).remaining).toBe(slot.capacity - 2);
  });

  it('holds once for parallel retries with one key', async () => {
    const user = await api.newUser('parallel-retry');
    const tour = nextTour();
    const slot = await freeSlot(tour.id);
    const key = `booking-parallel-${Date.now()}`;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => book(user.accessToken, tour.id, slot, 1, key)),
    );
    expect(new Set(responses.map((response) => response.body.data?.id)).size).toBe(1);
    expect((await api.get('/bookings', { token: user.accessToken })).body.data).toHaveLength(1);
  });

  it('refuses a key reused for a different request, and a malformed key', async () => {
    const user = await api.newUser('reuse');
    const tour = nextTour(2);
    const slot = await freeSlot(tour.id);
    const key = `booking-reuse-${Date.now()}`;
    expect((await book(user.accessToken, tour.id, slot, 1, key)).status).toBe(201);
    const reused = await book(user.accessToken, tour.id, slot, 2, key);
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('idempotency_key_reused');
    const bad = await book(user.accessToken, tour.id, slot, 1, 'short');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores');
    // Another traveller's identical key is theirs alone.
    const other = await api.newUser('same-key');
    const theirs = await book(other.accessToken, tour.id, slot, 1, key);
    expect(theirs.status).toBe(201);
  });
});
