// Tours: filters and sorts, one tour by id and by slugs, availability arithmetic and
// reviews, on the real embedded database with an injected clock for the booking rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Body, openTestApi, type TestApi } from './harness';

let api: TestApi;
// A Monday morning, far from the seed's dates; tests move it forward where they need to.
const START = new Date('2031-05-05T08:00:00Z');
const clock = { now: START };
const SUCCESS_CARD = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2035,
  cvc: '123',
  holderName: 'Ana Traveller',
};

beforeAll(async () => {
  api = await openTestApi({}, { now: () => clock.now });
});
afterAll(async () => {
  await api.close();
});

async function allTours(query = ''): Promise<Body[]> {
  const { status, body } = await api.get(`/tours?limit=100${query ? `&${query}` : ''}`);
  expect(status, query).toBe(200);
  return body.data;
}

async function availability(tourId: string, from?: string, to?: string) {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const { status, body } = await api.get(`/tours/${tourId}/availability?${params}`);
  expect(status).toBe(200);
  return body.data as {
    timezone: string;
    days: {
      date: string;
      slots: { time: string; startsAt: string; capacity: number; remaining: number }[];
    }[];
  };
}

async function firstSlot(tourId: string, from?: string) {
  const { days } = await availability(tourId, from);
  for (const day of days) {
    const slot = day.slots.find((candidate) => candidate.remaining > 0);
    if (slot) return { date: day.date, ...slot };
  }
  throw new Error('no free slot');
}

function slotOf(days: Awaited<ReturnType<typeof availability>>['days'], date: string, time: string) {
  return days.find((day) => day.date === date)?.slots.find((slot) => slot.time === time);
}

describe('the tours list', () => {
  it('counts the filter choices of one city only when asked for a city', async () => {
    const { body: all } = await api.get('/tours/filters');
    const [lisbonTour] = await allTours('citySlug=lisbon');
    const cityTours = await allTours('citySlug=lisbon');
    const { status, body } = await api.get(`/tours/filters?cityId=${lisbonTour.city.id}`);
    expect(status).toBe(200);
    const total = (data: Body) =>
      data.categories.reduce((sum: number, category: Body) => sum + category.tourCount, 0);
    expect(total(body.data)).toBe(cityTours.length);
    expect(total(body.data)).toBeLessThan(total(all.data));
    const cityLanguages = new Set(cityTours.flatMap((tour: Body) => tour.languages));
    expect(body.data.languages.map((language: Body) => language.name).sort()).toEqual(
      [...cityLanguages].sort(),
    );
    expect((await api.get('/tours/filters?cityId=nope')).status).toBe(400);
  });

  it('filters by category, price, duration and language', async () => {
    const { body: filters } = await api.get('/tours/filters');
    const food = filters.data.categories.find((category: Body) => category.slug === 'food');
    const foodTours = await allTours('category=food');
    expect(foodTours.length).toBe(food.tourCount);
    expect(foodTours.length).toBeGreaterThan(0);
    for (const tour of foodTours) expect(tour.category).toBe('food');

    const affordable = await allTours('minPrice=3000&maxPrice=5000');
    expect(affordable.length).toBeGreaterThan(0);
    for (const tour of affordable) {
      expect(tour.priceAmount).toBeGreaterThanOrEqual(3000);
      expect(tour.priceAmount).toBeLessThanOrEqual(5000);
    }
    const inDollars = await allTours('currency=usd');
    expect(inDollars.length).toBeGreaterThan(0);
    for (const tour of inDollars) expect(tour.currency).toBe('USD');

    const short = await allTours('maxDuration=120');
    const long = await allTours('minDuration=121');
    expect(short.length + long.length).toBe(60);
    for (const tour of short) expect(tour.durationMinutes).toBeLessThanOrEqual(120);

    const portuguese = await allTours('language=portuguese');
    expect(portuguese.length).toBeGreaterThan(0);
    for (const tour of portuguese) expect(tour.languages).toContain('Portuguese');
    expect(portuguese.some((tour) => tour.city.slug === 'lisbon')).toBe(true);
    expect(portuguese.every((tour) => ['lisbon', 'porto', 'sao-paulo'].includes(tour.city.slug))).toBe(true);
  });

  it('sorts by price, rating, duration and title in either order', async () => {
    const isSorted = (values: (number | string)[], direction: 'asc' | 'desc') =>
      values.every((value, index) =>
        index === 0 ? true : direction === 'asc' ? values[index - 1]! <= value : values[index - 1]! >= value,
      );
    // Prices in dollars and euros are compared in euros, at the rate the filters state.
    const { body: filters } = await api.get('/tours/filters');
    expect(filters.data.priceComparison).toMatchObject({ base: 'EUR', asOf: expect.any(String) });
    const rates = filters.data.priceComparison.rates as Record<string, number>;
    expect(rates.USD).toBeGreaterThan(0);
    const inEuros = (tour: Body) => tour.priceAmount / (rates[tour.currency] ?? 1);
    const byPrice = await allTours('sort=price');
    expect(new Set(byPrice.map((tour) => tour.currency)).size).toBeGreaterThan(1);
    expect(isSorted(byPrice.map(inEuros), 'asc')).toBe(true);
    expect(isSorted((await allTours('sort=price&order=DESC')).map(inEuros), 'desc')).toBe(true);
    expect(
      isSorted(
        (await allTours('sort=rating')).map((tour) => tour.rating),
        'desc',
      ),
    ).toBe(true);
    expect(
      isSorted(
        (await allTours('sort=duration')).map((tour) => tour.durationMinutes),
        'asc',
      ),
    ).toBe(true);
    const titles = (await allTours('sort=title&order=asc')).map((tour) => tour.title);
    expect(titles).toHaveLength(60);
    expect(isSorted(titles, 'asc')).toBe(true);
  });

  it('lists one city by id or slug, in the query or in the path', async () => {
    const { body: city } = await api.get('/cities/lisbon');
    const byQuery = await allTours('citySlug=lisbon');
    const byIdQuery = await allTours(`cityId=${city.data.id}`);
    const byPathSlug = (await api.get('/tours/city/lisbon?limit=100')).body.data;
    const byPathId = (await api.get(`/tours/city/${city.data.id}?sort=price`)).body.data;
    expect(byQuery.length).toBeGreaterThan(0);
    for (const list of [byIdQuery, byPathSlug, byPathId]) {
      expect(list.map((tour: Body) => tour.id).sort()).toEqual(byQuery.map((tour) => tour.id).sort());
    }
    expect(byQuery[0].city).toEqual({
      id: city.data.id,
      name: 'Lisbon',
      slug: 'lisbon',
      country: 'Portugal',
      timezone: 'Europe/Lisbon',
    });
    expect((await api.get('/tours/city/atlantis')).status).toBe(404);
  });

  it('finds tours by keywords, each word in the title, summary, description, city, country or category', async () => {
    const lisbon = await allTours('citySlug=lisbon');
    const search = (q: string) => allTours(`q=${encodeURIComponent(q)}`);
    const isFood = (tour: Body) =>
      tour.category === 'food' ||
      /food/i.test(`${tour.title} ${tour.summary} ${tour.description} ${tour.highlights.join(' ')}`);

    // "tour" narrows nothing, "food" is a category and a word of titles, "Lisbon" is the city.
    const foodInLisbon = await search('food tour Lisbon');
    expect(foodInLisbon.length).toBeGreaterThan(0);
    expect(foodInLisbon.length).toBeLessThan(lisbon.length);
    for (const tour of foodInLisbon) {
      expect(tour.city.slug).toBe('lisbon');
      expect(isFood(tour), tour.title).toBe(true);
    }
    expect(foodInLisbon.map((tour) => tour.id).sort()).toEqual(
      lisbon
        .filter(isFood)
        .map((tour) => tour.id)
        .sort(),
    );
    // Word order, case, accents and a plural do not matter.
    expect((await search('LISBON foods')).map((tour) => tour.id).sort()).toEqual(
      foodInLisbon.map((tour) => tour.id).sort(),
    );
    // The city alone, or its country, is every tour there.
    expect((await search('lisbon')).map((tour) => tour.id).sort()).toEqual(
      lisbon.map((tour) => tour.id).sort(),
    );
    const krakow = await allTours('citySlug=krakow');
    expect((await search('Kraków')).map((tour) => tour.id).sort()).toEqual(
      krakow.map((tour) => tour.id).sort(),
    );
    expect((await search('portugal')).every((tour) => tour.city.country === 'Portugal')).toBe(true);
    // A title still finds its tour, with the city's other filters.
    const [first] = lisbon;
    expect((await search(first.title)).map((tour) => tour.id)).toContain(first.id);
    expect((await allTours(`q=${encodeURIComponent(first.title)}&citySlug=porto`)).length).toBe(0);
    // One word that matches nothing empties the list; LIKE wildcards are literal.
    expect(await search('food tour Atlantis')).toEqual([]);
    expect(await search('food%lisbon')).toEqual([]);
    expect(await search('lis_on')).toEqual([]);
    // Only generic words: every tour.
    expect((await api.get('/tours?q=tours')).body.meta.totalRecords).toBe(
      (await api.get('/tours')).body.meta.totalRecords,
    );
  });

  it('keeps only tours with room for the party on a date, and drops a tour once that date is full', async () => {
    const [tour] = await allTours('citySlug=porto&sort=title');
    const slot = await firstSlot(tour.id, '2031-05-12');
    const date = slot.date;
    const onDate = await allTours(`citySlug=porto&date=${date}`);
    expect(onDate.map((candidate) => candidate.id)).toContain(tour.id);
    const tooMany = await allTours(`citySlug=porto&date=${date}&guests=${tour.maxGroupSize + 1}`);
    expect(tooMany.map((candidate) => candidate.id)).not.toContain(tour.id);

    // Fill every departure of that date (a traveller each: one may hold only so many places).
    const day = (await availability(tour.id, date, date)).days[0]!;
    for (const departure of day.slots) {
      const user = await api.newUser('filler');
      const response = await api.post(
        '/bookings',
        { tourId: tour.id, date, time: departure.time, guests: departure.remaining },
        { token: user.accessToken },
      );
      expect(response.status).toBe(201);
    }
    const afterFilling = await allTours(`citySlug=porto&date=${date}`);
    expect(afterFilling.map((candidate) => candidate.id)).not.toContain(tour.id);
    // A day the tour does not run at all never lists it either.
    const closedDay = (await availability(tour.id, '2031-05-12', '2031-05-18')).days.find(
      (candidate) => candidate.slots.length === 0,
    );
    if (closedDay) {
      expect((await allTours(`citySlug=porto&date=${closedDay.date}`)).map((t) => t.id)).not.toContain(
        tour.id,
      );
    }
  });

  it('answers a bad list query with a 400 and a message', async () => {
    for (const [query, message] of [
      ['sort=cheapest', 'sort must be one of'],
      ['order=up', 'order must be ASC or DESC'],
      ['category=spa', 'category must be one of'],
      ['minPrice=5000&maxPrice=1000', 'minPrice must not be greater than maxPrice'],
      ['minPrice=-1', 'minPrice must not be negative'],
      ['minDuration=abc', 'minDuration'],
      ['date=2031-02-30', 'date must be a date in the form YYYY-MM-DD'],
      ['guests=0', 'guests must be at least 1'],
      ['cityId=lisbon', 'cityId must be a valid UUID'],
      ['limit=101', 'limit'],
    ] as const) {
      const response = await api.get(`/tours?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.code).toBe('validation_error');
      expect(response.body.message, query).toContain(message);
    }
  });
});

describe('one tour', () => {
  it('is the same by id and by city and tour slug, with everything the tour page shows', async () => {
    const [listed] = await allTours('citySlug=kyoto');
    const byId = await api.get(`/tours/${listed.id}`);
    const bySlug = await api.get(`/tours/by-slug/kyoto/${listed.slug}`);
    expect(byId.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
    const tour = byId.body.data;
    expect(tour).toMatchObject({
      id: listed.id,
      timezone: 'Asia/Tokyo',
      city: { slug: 'kyoto', timezone: 'Asia/Tokyo' },
      cancellationPolicy: { freeCancellationHours: 24, summary: expect.stringContaining('24 hours') },
      meetingPoint: { name: expect.any(String), latitude: expect.any(Number), longitude: expect.any(Number) },
    });
    expect(Number.isInteger(tour.priceAmount)).toBe(true);
    expect(tour.guide).toMatchObject({ name: expect.any(String), bio: expect.any(String) });
    expect(tour.guide.languages.length).toBeGreaterThan(0);
    expect(tour.itinerary.length).toBeGreaterThanOrEqual(4);
    expect(tour.itinerary.reduce((sum: number, stop: Body) => sum + stop.durationMinutes, 0)).toBe(
      tour.durationMinutes,
    );
    expect(tour.schedule).toHaveLength(7);
    expect(tour.schedule.flatMap((day: Body) => day.startTimes).length).toBeGreaterThan(0);
    expect(tour.highlights.length).toBeGreaterThan(0);
    expect(tour.images.length).toBe(3);
  });

  it('answers 404 for an unknown tour and 400 for a malformed id', async () => {
    const unknown = await api.get('/tours/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Tour not found', code: 'not_found' });
    expect((await api.get('/tours/by-slug/lisbon/no-such-tour')).status).toBe(404);
    const malformed = await api.get('/tours/not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('tourId must be a valid UUID');
  });
});

describe('availability', () => {
  it('lists departures from the timetable in the tour’s time zone, closed days empty', async () => {
    const [tour] = await allTours('citySlug=new-york');
    const { body } = await api.get(`/tours/${tour.id}`);
    const { timezone, days } = await availability(tour.id, '2031-06-02', '2031-06-08');
    expect(timezone).toBe('America/New_York');
    expect(days.map((day) => day.date)).toEqual([
      '2031-06-02',
      '2031-06-03',
      '2031-06-04',
      '2031-06-05',
      '2031-06-06',
      '2031-06-07',
      '2031-06-08',
    ]);
    for (const [index, day] of days.entries()) {
      const scheduled = body.data.schedule[index].startTimes;
      expect(day.slots.map((slot) => slot.time)).toEqual(scheduled);
      for (const slot of day.slots) {
        expect(slot.capacity).toBe(tour.maxGroupSize);
        expect(slot.remaining).toBe(tour.maxGroupSize);
        // 10:00 in New York in June is 14:00 UTC (EDT, UTC-4).
        const [hours, minutes] = slot.time.split(':').map(Number);
        expect(new Date(slot.startsAt).getUTCHours()).toBe((hours! + 4) % 24);
        expect(new Date(slot.startsAt).getUTCMinutes()).toBe(minutes);
      }
    }
  });

  it('subtracts paid bookings and running holds, and frees cancelled and expired holds', async () => {
    const [tour] = await allTours('citySlug=rome&sort=price');
    const slot = await firstSlot(tour.id, '2031-05-20');
    const capacity = slot.capacity;
    const remainingAt = async () =>
      slotOf((await availability(tour.id, slot.date, slot.date)).days, slot.date, slot.time)!.remaining;
    const alice = await api.newUser('alice');
    const bob = await api.newUser('bob');
    const book = (token: string, guests: number) =>
      api.post('/bookings', { tourId: tour.id, date: slot.date, time: slot.time, guests }, { token });

    const paid = await book(alice.accessToken, 2);
    expect(paid.status).toBe(201);
    await api.post(
      `/bookings/${paid.body.data.id}/pay`,
      { idempotencyKey: 'availability-paid-1', card: SUCCESS_CARD },
      { token: alice.accessToken },
    );
    expect(await remainingAt()).toBe(capacity - 2);
    const held = await book(bob.accessToken, 3);
    expect(held.body.data.status).toBe('held');
    expect(await remainingAt()).toBe(capacity - 5);
    await api.post(`/bookings/${held.body.data.id}/cancel`, undefined, { token: bob.accessToken });
    expect(await remainingAt()).toBe(capacity - 2);
    const unpaid = await book(bob.accessToken, 1);
    expect(await remainingAt()).toBe(capacity - 3);
    // Thirty minutes later the unpaid hold has run out: its place is free again.
    clock.now = new Date(START.getTime() + 31 * 60_000);
    try {
      expect(await remainingAt()).toBe(capacity - 2);
      const expired = await api.get(`/bookings/${unpaid.body.data.id}`, { token: bob.accessToken });
      expect(expired.body.data.status).toBe('expired');
    } finally {
      clock.now = START;
    }
  });

  it('never lists a departure that starts within the hour or has passed', async () => {
    const [tour] = await allTours('citySlug=lisbon');
    const { days } = await availability(tour.id);
    expect(days[0]!.date).toBe('2031-05-05');
    for (const day of days) {
      for (const slot of day.slots) {
        expect(Date.parse(slot.startsAt)).toBeGreaterThanOrEqual(START.getTime() + 60 * 60_000);
      }
    }
  });

  it('refuses a range backwards or longer than 93 days', async () => {
    const [tour] = await allTours('citySlug=lisbon');
    const backwards = await api.get(`/tours/${tour.id}/availability?from=2031-06-10&to=2031-06-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('to must not be before from');
    const tooLong = await api.get(`/tours/${tour.id}/availability?from=2031-06-01&to=2031-12-01`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Ask for at most 93 days at a time');
  });
});

describe('reviews', () => {
  it('lists a tour’s reviews newest first, as many as its review count', async () => {
    const [tour] = await allTours('citySlug=paris');
    const { status, body } = await api.get(`/tours/${tour.id}/reviews?limit=50`);
    expect(status).toBe(200);
    expect(body.meta.totalRecords).toBe(tour.reviewCount);
    expect(body.data.length).toBe(tour.reviewCount);
    const dates = body.data.map((review: Body) => review.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const review of body.data) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.authorName).toMatch(/^\S+ [A-Z]\.$/);
    }
  });

  it('lets only a traveller whose booking has taken place post one review', async () => {
    const [tour] = await allTours('citySlug=hanoi');
    const traveller = await api.newUser('reviewer');
    await api.patch('/users/profile', { name: 'Rosa Martins' }, { token: traveller.accessToken });
    const post = (token: string, body: unknown) => api.post(`/tours/${tour.id}/reviews`, body, { token });
    const review = { rating: 5, text: 'A wonderful morning with a guide who loves the city.' };

    const eligibility = () =>
      api.get(`/tours/${tour.id}/reviews/eligibility`, { token: traveller.accessToken });
    expect((await eligibility()).body.data).toEqual({
      canReview: false,
      reason: 'no_past_booking',
      message: 'You can review this tour once you have taken it with a Gaido booking.',
    });

    // A business refusal, not an authorisation failure: the app must not take it for a dead session.
    const stranger = await post(traveller.accessToken, review);
    expect(stranger.status).toBe(422);
    expect(stranger.body.code).toBe('review_not_allowed');
    expect(stranger.body.message).toBe(
      'You can review this tour once you have taken it with a Gaido booking.',
    );

    const slot = await firstSlot(tour.id, '2031-05-10');
    const booking = await api.post(
      '/bookings',
      { tourId: tour.id, date: slot.date, time: slot.time, guests: 1 },
      { token: traveller.accessToken },
    );
    await api.post(
      `/bookings/${booking.body.data.id}/pay`,
      { idempotencyKey: 'review-pay-0001', card: SUCCESS_CARD },
      { token: traveller.accessToken },
    );
    expect((await post(traveller.accessToken, review)).status).toBe(422);

    clock.now = new Date(Date.parse(booking.body.data.endsAt) + 60_000);
    try {
      expect((await eligibility()).body.data).toEqual({ canReview: true, reason: null, message: null });
      const before = (await api.get(`/tours/${tour.id}`)).body.data;
      const created = await post(traveller.accessToken, review);
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ rating: 5, authorName: 'Rosa M.', text: review.text });
      const after = (await api.get(`/tours/${tour.id}`)).body.data;
      expect(after.reviewCount).toBe(before.reviewCount + 1);
      const listed = await api.get(`/tours/${tour.id}/reviews?limit=1`);
      expect(listed.body.data[0].id).toBe(created.body.data.id);
      const again = await post(traveller.accessToken, {
        rating: 4,
        text: 'Second thoughts, still very good.',
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('You have already reviewed this tour.');
      expect((await eligibility()).body.data).toMatchObject({ canReview: false, reason: 'already_reviewed' });
    } finally {
      clock.now = START;
    }
  });

  it('validates the rating and the text, and needs a signed-in user', async () => {
    const [tour] = await allTours('citySlug=hanoi');
    const { accessToken: token } = await api.newUser();
    for (const [body, message] of [
      [{ rating: 6, text: 'Lovely tour, really.' }, 'rating must be a whole number from 1 to 5'],
      [{ rating: 4.5, text: 'Lovely tour, really.' }, 'rating must be a whole number from 1 to 5'],
      [{ rating: 4, text: 'ok' }, 'Tell other travellers a little more (at least 10 characters)'],
      [{ rating: 4 }, 'text is required'],
    ] as const) {
      const response = await api.post(`/tours/${tour.id}/reviews`, body, { token });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(
      (await api.post(`/tours/${tour.id}/reviews`, { rating: 5, text: 'Lovely tour, really.' })).status,
    ).toBe(401);
    expect((await api.get(`/tours/${tour.id}/reviews/eligibility`)).status).toBe(401);
  });
});

describe('a database seeded before tours had timetables', () => {
  it('gets the same timetables, itineraries and reviews a fresh seed gives', async () => {
    const { tourSchedules } = await import('../src/db/schema/bookings');
    const { reviews } = await import('../src/db/schema/reviews');
    const { tours } = await import('../src/db/schema/catalogue');
    const { seedIfEmpty } = await import('../src/seed/seed');
    const [tour] = await allTours('citySlug=krakow');
    const before = (await api.get(`/tours/${tour.id}`)).body.data;
    const reviewsBefore = (await api.get(`/tours/${tour.id}/reviews?limit=50`)).body.data;
    await api.db.delete(reviews);
    await api.db.delete(tourSchedules);
    await api.db.update(tours).set({ category: 'history', itinerary: [], rating: 0, reviewCount: 0 });
    expect(await seedIfEmpty(api.db)).toBeNull();
    const after = (await api.get(`/tours/${tour.id}`)).body.data;
    expect(after).toEqual(before);
    expect((await api.get(`/tours/${tour.id}/reviews?limit=50`)).body.data).toEqual(reviewsBefore);
  });
});
