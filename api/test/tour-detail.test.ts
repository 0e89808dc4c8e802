// The tour detail is built in one query (timetable included, issue 9): it must say the same as the
// tour's rows say, by id and by slug, for every seeded tour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
