// The tour detail is built in one query (timetable included): it must say the same as the
// tour's rows say, by id and by slug, for every seeded tour. It is cached per tour version: every
// write to what the page shows is seen by the next request.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readVersion, TOUR_VERSION } from '../src/db/change-version';
import { tourSchedules } from '../src/db/schema/bookings';
import { cities, gems, guides, tours } from '../src/db/schema/catalogue';
import { tourTimetable } from '../src/features/tours/queries';
import { openTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('tour detail', () => {
  it('shows each tour’s weekly timetable, day by day, by id and by slug alike', async () => {
    const { body: list } = await api.get('/tours?limit=100');
    expect(list.data.length).toBeGreaterThan(0);
    for (const tour of list.data as { id: string; slug: string; city: { slug: string } }[]) {
      const byId = await api.get(`/tours/${tour.id}`);
      const bySlug = await api.get(`/tours/by-slug/${tour.city.slug}/${tour.slug}`);
      expect(byId.status).toBe(200);
      expect(bySlug.body).toEqual(byId.body);
      const timetable = await tourTimetable(api.db, tour.id);
      const expected = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
        timetable.filter((entry) => entry.weekday === weekday).map((entry) => entry.startTime),
      );
      expect(byId.body.data.schedule.map((day: { startTimes: string[] }) => day.startTimes)).toEqual(
        expected,
      );
      expect(byId.body.data.schedule.map((day: { name: string }) => day.name)).toEqual([
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ]);
    }
  });
});

describe('tour detail cache', () => {
  async function firstTour() {
    const { body } = await api.get('/tours?limit=1');
    return body.data[0] as { id: string; slug: string; city: { id: string; slug: string } };
  }

  it('shows every write to the tour, its schedule, its guide and its city on the next request', async () => {
    const tour = await firstTour();
    const path = `/tours/${tour.id}`;
    const slugPath = `/tours/by-slug/${tour.city.slug}/${tour.slug}`;
    const before = (await api.get(path)).body.data;
    expect((await api.get(slugPath)).body.data).toEqual(before);

    await api.db.update(tours).set({ title: 'Renamed by an operator' }).where(eq(tours.id, tour.id));
    expect((await api.get(path)).body.data.title).toBe('Renamed by an operator');
    expect((await api.get(slugPath)).body.data.title).toBe('Renamed by an operator');

    await api.db.insert(tourSchedules).values({ tourId: tour.id, weekday: 7, startTime: '23:45' });
    const sunday = (await api.get(path)).body.data.schedule[6].startTimes as string[];
    expect(sunday).toContain('23:45');

    await api.db.update(guides).set({ name: 'Guide Renamed' }).where(eq(guides.id, before.guide.id));
    expect((await api.get(path)).body.data.guide.name).toBe('Guide Renamed');

    await api.db.update(cities).set({ name: 'City Renamed' }).where(eq(cities.id, tour.city.id));
    expect((await api.get(slugPath)).body.data.city.name).toBe('City Renamed');
  });

  it('answers a current copy with a 304, and an unknown tour with a 404 every time', async () => {
    const tour = await firstTour();
    const first = await api.get(`/tours/${tour.id}`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const select = vi.spyOn(api.db, 'select');
    try {
      const again = await api.get(`/tours/${tour.id}`, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      expect((await api.get(`/tours/${tour.id}`)).body).toEqual(first.body);
      // Both from memory: the database was not asked.
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
    const unknown = `/tours/${crypto.randomUUID()}`;
    for (const _ of [1, 2]) {
      const missing = await api.get(unknown);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Tour not found');
    }
  });

  it('moves on writes to tours, and not on reads or bookings', async () => {
    const tour = await firstTour();
    const before = await readVersion(api.db, TOUR_VERSION);
    await api.get(`/tours/${tour.id}`);
    await api.get(`/tours/${tour.id}/availability`);
    await api.db.execute(sql`update "bookings" set "guests" = "guests" where false`);
    expect(await readVersion(api.db, TOUR_VERSION)).toBe(before);
    await api.db.execute(sql`update "tours" set "title" = "title" where false`);
    expect(await readVersion(api.db, TOUR_VERSION)).toBeGreaterThan(before);
  });

  // PostgreSQL only (PGlite runs one transaction at a time): a transaction writing a tour and then a
  // gem, against one writing a guide, must not deadlock on the two version rows (migration 0006).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'is taken in the same order as the catalogue version by every writer',
    async () => {
      const tour = await firstTour();
      const [gem] = await api.db.select({ id: gems.id }).from(gems).limit(1);
      const [guide] = await api.db.select({ id: guides.id }).from(guides).limit(1);
      let tourWritten!: () => void;
      const tourWrittenSignal = new Promise<void>((resolve) => {
        tourWritten = resolve;
      });
      let goOn!: () => void;
      const goOnSignal = new Promise<void>((resolve) => {
        goOn = resolve;
      });
      const tourThenGem = api.db.transaction(async (tx) => {
        await tx
          .update(tours)
          .set({ title: sql`${tours.title}` })
          .where(eq(tours.id, tour.id));
        tourWritten();
        await goOnSignal;
        await tx
          .update(gems)
          .set({ hoursNote: sql`${gems.hoursNote}` })
          .where(eq(gems.id, gem!.id));
      });
      await tourWrittenSignal;
      const guideWrite = api.db.transaction(async (tx) => {
        await tx
          .update(guides)
          .set({ name: sql`${guides.name}` })
          .where(eq(guides.id, guide!.id));
      });
      // Long enough for the guide's transaction to take what it can and wait for the rest.
      await new Promise((resolve) => setTimeout(resolve, 300));
      goOn();
      await expect(Promise.all([tourThenGem, guideWrite])).resolves.toHaveLength(2);
    },
  );
});
