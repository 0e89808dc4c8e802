// The tour extras seed: category, itinerary, weekly timetable and reviews of each seeded tour. Drawn from
// a random stream of its own, keyed by the tour id, so adding this changed none of the gems,
// guides or tours seeded before, and a database seeded before tours had timetables gets exactly the same
// extras when it is backfilled (`backfillTourExtras`).
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tourSchedules } from '../db/schema/bookings';
import { cities, guides, type TourItineraryStop, tours } from '../db/schema/catalogue';
import { reviews } from '../db/schema/reviews';
import { seedCities } from './data/cities';
import {
  reviewAuthors,
  reviewComplaints,
  reviewDetails,
  reviewGuideLines,
  reviewOpeners,
  reviewTips,
  type TourCategorySlug,
  tourExtrasByTheme,
} from './data/tour-extras';
import { createRandom, type Random, seedId } from './random';
import { drawer, fillText, flavourValues, type TextValues } from './texts';

export interface TourExtrasSource {
  id: string;
  title: string;
  durationMinutes: number;
  meetingPointName: string;
  cityName: string;
  guideName: string | null;
}

export interface TourExtras {
  category: TourCategorySlug;
  itinerary: TourItineraryStop[];
  schedules: (typeof tourSchedules.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  /** The tour's rating and review count agree with its reviews. */
  rating: number;
  reviewCount: number;
}

const REVIEW_EPOCH = Date.UTC(2024, 2, 1);
const DAY_MS = 86_400_000;

export function themeForTitle(title: string): string {
  for (const [key, extras] of Object.entries(tourExtrasByTheme)) {
    if (extras.titlePattern.test(title)) return key;
  }
  return 'history';
}

/**
 * The tour's reviews: lengths from one line to four, each line used at most once on the tour, so the page
 * never shows the same sentence twice.
 */
function reviewTexts(text: Random, themeKey: string, ratings: number[], values: TextValues): string[] {
  const openers = {
    3: drawer(text, reviewOpeners[3]),
    4: drawer(text, reviewOpeners[4]),
    5: drawer(text, reviewOpeners[5]),
  };
  const details = drawer(text, reviewDetails[themeKey] ?? reviewDetails.history!);
  const guideLines = drawer(text, reviewGuideLines);
  const complaints = drawer(text, reviewComplaints);
  const tips = drawer(text, reviewTips);
  return ratings.map((rating) => {
    const opener = openers[rating as 3 | 4 | 5]?.() ?? openers[4]() ?? openers[5]();
    const extra = text.int(0, 3);
    const lines: (string | undefined)[] = [opener];
    if (rating < 5) lines.push(complaints());
    const more = [details, guideLines, tips].slice(0, extra).map((take) => take());
    // Some people start with the guide, most with how it went.
    if (text.chance(0.25)) lines.unshift(more.splice(1, 1)[0]);
    lines.push(...more);
    return lines
      .filter((line) => line !== undefined)
      .map((line) => fillText(line, values))
      .join(' ');
  });
}

/** Splits `total` minutes over the stops by weight, in 5-minute steps, summing exactly to `total`. */
function shareDuration(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => Math.max(5, Math.round((total * weight) / sum / 5) * 5));
  const diff = total - shares.reduce((a, b) => a + b, 0);
  shares[shares.length - 1] = Math.max(5, (shares.at(-1) ?? 0) + diff);
  return shares;
}

export function buildTourExtras(tour: TourExtrasSource, themeKey = themeForTitle(tour.title)): TourExtras {
  const theme = tourExtrasByTheme[themeKey] ?? tourExtrasByTheme.history!;
  const random = createRandom(`tour-extras:${tour.id}`);
  const text = createRandom(`tour-reviews:${tour.id}`);
  const hood = tour.meetingPointName.split(', ').at(-1) ?? tour.cityName;
  const guide = tour.guideName?.split(' ')[0] ?? 'our guide';
  const citySlug = seedCities.find((city) => city.name === tour.cityName)?.slug ?? seedCities[0]!.slug;
  const values = { ...flavourValues(text, citySlug), h: hood, city: tour.cityName, guide };

  const minutes = shareDuration(
    tour.durationMinutes,
    theme.itinerary.map((stop) => stop.weight),
  );
  const itinerary = theme.itinerary.map((stop, index) => ({
    title: fillText(stop.title, values),
    description: fillText(stop.description, values),
    durationMinutes: minutes[index] ?? 15,
  }));

  // Two (sometimes three) departures a day, one or two rest days a week.
  const times = random.sample(theme.startTimes, random.chance(0.3) ? 3 : 2).sort();
  const restDays = new Set(random.sample([1, 2, 3, 4, 5, 6, 7], random.int(1, 2)));
  const schedules: TourExtras['schedules'] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    if (restDays.has(weekday)) continue;
    for (const startTime of times) {
      schedules.push({
        id: seedId('tour-schedule', `${tour.id}:${weekday}:${startTime}`),
        tourId: tour.id,
        weekday,
        startTime,
      });
    }
  }

  const reviewCount = random.int(3, 6);
  const authors = random.sample(reviewAuthors, reviewCount);
  const ratings = authors.map(() =>
    random.weighted([
      { value: 5, weight: 6 },
      { value: 4, weight: 3 },
      { value: 3, weight: 1 },
    ]),
  );
  const texts = reviewTexts(text, themeKey, ratings, values);
  const tourReviews: TourExtras['reviews'] = authors.map((authorName, index) => {
    const rating = ratings[index] ?? 5;
    return {
      id: seedId('review', `${tour.id}:${index}`),
      tourId: tour.id,
      userId: null,
      bookingId: null,
      authorName,
      rating,
      text: texts[index] ?? '',
      createdAt: new Date(REVIEW_EPOCH + random.int(0, 600) * DAY_MS + random.int(8, 20) * 3_600_000),
    };
  });

  const rating = tourReviews.reduce((sum, review) => sum + review.rating, 0) / tourReviews.length;
  return {
    category: theme.category,
    itinerary,
    schedules,
    reviews: tourReviews,
    rating: Math.round(rating * 10) / 10,
    reviewCount: tourReviews.length,
  };
}

/**
 * A database seeded before tours had timetables has tours without a timetable: give them the same extras a
 * fresh seed would. Idempotent; runs at start (cheap when there is nothing to do).
 */
export async function backfillTourExtras(db: Database): Promise<number> {
  const [scheduled] = await db.select({ value: count() }).from(tourSchedules);
  if ((scheduled?.value ?? 0) > 0) return 0;
  const rows = await db
    .select({
      id: tours.id,
      title: tours.title,
      durationMinutes: tours.durationMinutes,
      meetingPointName: tours.meetingPointName,
      cityName: cities.name,
      guideName: guides.name,
    })
    .from(tours)
    .innerJoin(cities, eq(cities.id, tours.cityId))
    .leftJoin(guides, eq(guides.id, tours.guideId));
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const extras = buildTourExtras(row);
      await tx
        .update(tours)
        .set({
          category: extras.category,
          itinerary: extras.itinerary,
          rating: extras.rating,
          reviewCount: extras.reviewCount,
        })
        .where(eq(tours.id, row.id));
      if (extras.schedules.length > 0) await tx.insert(tourSchedules).values(extras.schedules);
      if (extras.reviews.length > 0) await tx.insert(reviews).values(extras.reviews).onConflictDoNothing();
    }
  });
  return rows.length;
}
