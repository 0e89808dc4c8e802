// Builds every seeded row in memory from a fixed seed: the same ids, names, coordinates and
// hours on every run. `seed.ts` writes them; tests can reason about them.

import type { tourSchedules } from '../db/schema/bookings';
import type {
  cities,
  featureCategories,
  features,
  gemFeatures,
  gems,
  guides,
  tours,
} from '../db/schema/catalogue';
import type { reviews } from '../db/schema/reviews';
import { searchKey, slugify } from '../lib/text';
import { type SeedCity, seedCities } from './data/cities';
import { flavourOf } from './data/city-flavour';
import {
  descriptionClosers,
  featureFrames,
  featurePhrases,
  hoursNotes,
  type SeedService,
  seedCategories,
  serviceOwnFeatures,
} from './data/features';
import { seedGuides } from './data/guides';
import { tourMeetingLines, tourPaceLines, tourThemes } from './data/tours';
import { isOnLand } from './land';
import { createRandom, type Random, seedId } from './random';
import { fillText, flavourValues, listSentence } from './texts';
import { buildTourExtras } from './tour-extras';

export const DEFAULT_GEM_COUNT = 3000;
export const LARGE_GEM_COUNT = 50_000;
export const TOUR_COUNT = 60;
/** Each city has this many generated pictures per gem category (`/assets/gems/<city>/<category>-<n>.svg`). */
export const GEM_ART_COUNT = 600;

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface SeedRows {
  featureCategories: Row<typeof featureCategories>[];
  features: Row<typeof features>[];
  cities: Row<typeof cities>[];
  guides: Row<typeof guides>[];
  gems: Row<typeof gems>[];
  gemFeatures: Row<typeof gemFeatures>[];
  tours: Row<typeof tours>[];
  tourSchedules: Row<typeof tourSchedules>[];
  reviews: Row<typeof reviews>[];
}

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
type Weekday = (typeof weekdays)[number];
type WeeklyHours = Record<`opens${Weekday}` | `closes${Weekday}`, string | null>;

const SEED_EPOCH = Date.UTC(2024, 0, 1);

function hhmm(minutes: number): string {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

function weeklyHours(random: Random, kind: SeedService['hours']): WeeklyHours {
  const hours = {} as WeeklyHours;
  const set = (day: Weekday, opens: number | null, closes: number | null) => {
    hours[`opens${day}`] = opens === null ? null : hhmm(opens);
    hours[`closes${day}`] = closes === null ? null : hhmm(closes);
  };
  const closedDay = random.pick<Weekday>(['Monday', 'Sunday', 'Tuesday']);
  for (const day of weekdays) {
    const weekend = day === 'Friday' || day === 'Saturday';
    switch (kind) {
      case 'restaurant':
        if (day === closedDay) set(day, null, null);
        else
          set(
            day,
            random.pick([12 * 60, 12 * 60 + 30, 19 * 60]),
            random.pick([22 * 60 + 30, 23 * 60, 24 * 60]),
          );
        break;
      case 'cafe':
        if (day === 'Sunday' && closedDay === 'Sunday') set(day, null, null);
        else set(day, random.pick([7 * 60 + 30, 8 * 60, 9 * 60]), random.pick([17 * 60, 18 * 60, 19 * 60]));
        break;
      case 'bar':
        if (day === 'Monday' && closedDay !== 'Tuesday') set(day, null, null);
        else
          set(
            day,
            random.pick([17 * 60, 18 * 60, 19 * 60]),
            weekend ? 3 * 60 : random.pick([24 * 60, 60, 2 * 60]),
          );
        break;
      case 'club':
        if (day === 'Thursday' || weekend) set(day, 22 * 60, weekend ? 6 * 60 : 4 * 60);
        else set(day, null, null);
        break;
      case 'museum':
        if (day === 'Monday') set(day, null, null);
        else set(day, random.pick([9 * 60, 10 * 60]), random.pick([17 * 60, 18 * 60, 19 * 60]));
        break;
      case 'outdoors':
        set(day, random.pick([6 * 60, 7 * 60, 8 * 60]), random.pick([20 * 60, 21 * 60, 22 * 60]));
        break;
      case 'shop':
        if (day === 'Sunday') set(day, null, null);
        else set(day, random.pick([10 * 60, 10 * 60 + 30]), random.pick([19 * 60, 20 * 60]));
        break;
      case 'market':
        if (day === 'Sunday' || (day === 'Monday' && closedDay === 'Monday')) set(day, null, null);
        else set(day, random.pick([7 * 60, 8 * 60]), random.pick([14 * 60, 15 * 60, 19 * 60]));
        break;
      case 'always':
        set(day, 0, 23 * 60 + 59);
        break;
    }
  }
  return hours;
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * The drawn point if it is on land; else another draw around the neighbourhood's centre (from a stream of
 * the point's own, so the points already on land stay where they were), and last a step back towards the
 * centre, which is on land (`api/test/seed-on-land.test.ts`).
 */
function onLand(
  citySlug: string,
  centre: { latitude: number; longitude: number },
  drawn: [number, number],
  stream: string,
  spread: number,
): [number, number] {
  if (isOnLand(citySlug, ...drawn)) return drawn;
  const random = createRandom(stream);
  const cosLat = Math.cos((centre.latitude * Math.PI) / 180);
  let candidate = drawn;
  for (let attempt = 0; attempt < 8; attempt++) {
    candidate = [
      round6(centre.longitude + (random.gaussian() * spread) / cosLat),
      round6(centre.latitude + random.gaussian() * spread),
    ];
    if (isOnLand(citySlug, ...candidate)) return candidate;
  }
  for (let share = 0.9; share > 0; share -= 0.1) {
    const stepped: [number, number] = [
      round6(centre.longitude + (candidate[0] - centre.longitude) * share),
      round6(centre.latitude + (candidate[1] - centre.latitude) * share),
    ];
    if (isOnLand(citySlug, ...stepped)) return stepped;
  }
  return [centre.longitude, centre.latitude];
}

/** Every name a kind of place in one neighbourhood can have, and how far the seed has used them. */
interface NameCandidates {
  names: string[];
  next: number;
  base: string;
  number: number;
}

// An eatery pattern of one word and a name ("Tasca {w}", "Chez {w}") reads as well with a given name.
const NAMED_EATERY = /^\S+ \{w\}$/;

/**
 * A gem name no other gem of its city has, without a number: drawn a few times from the service's patterns
 * with the city's words and given names, then taken in order from every combination (with a street or a
 * landmark once the plain ones are used up).
 */
function gemName(
  nameCandidates: Map<string, NameCandidates>,
  text: Random,
  city: SeedCity,
  service: SeedService,
  hood: string,
  taken: Set<string>,
): string {
  const people = flavourOf(city.slug).people;
  const compose = (pattern: string, word: string, person: string, eatery: string, named: boolean) => {
    const eat = fillText(eatery, { w: named && NAMED_EATERY.test(eatery) ? person : word });
    return fillText(pattern, { w: word, p: person, h: hood, eat });
  };
  for (let attempt = 0; attempt < 12; attempt++) {
    const name = compose(
      text.pick(service.patterns),
      text.pick(city.words),
      text.pick(people),
      text.pick(city.eatPatterns),
      text.chance(0.4),
    );
    if (!taken.has(name)) return name;
  }
  // Then every combination in order, remembered per city, kind and neighbourhood so each gem goes on
  // from where the last one stopped. The large seed (thousands of gems a city) runs out of plain names:
  // a place is then told apart the way people do, by its street or a landmark it is near, and last by
  // its street address.
  const key = `${city.slug}|${service.name}|${hood}`;
  let candidates = nameCandidates.get(key);
  if (!candidates) {
    const flavour = flavourOf(city.slug);
    const qualifiers = [
      '',
      ...city.streets.map((street) => ` on ${street}`),
      ...flavour.landmarks.map((landmark) => ` by ${landmark}`),
      ` by ${flavour.market}`,
    ];
    const names = new Set<string>();
    // Only the placeholders a pattern has are varied: "{w} Stand" has as many names as the city has words.
    const plain: string[] = [];
    for (const pattern of service.patterns) {
      const peopleNamed = pattern.includes('{p}') || pattern.includes('{eat}') ? people : [people[0] ?? ''];
      const eateries = pattern.includes('{eat}') ? city.eatPatterns : ['{w}'];
      const words = pattern.includes('{w}') || pattern.includes('{eat}') ? city.words : [city.words[0] ?? ''];
      for (const word of words)
        for (const person of peopleNamed)
          for (const eatery of eateries)
            for (const named of [false, true]) plain.push(compose(pattern, word, person, eatery, named));
    }
    for (const qualifier of qualifiers) for (const name of plain) names.add(name + qualifier);
    const base = compose(
      service.patterns[0] ?? '{w}',
      city.words[0] ?? hood,
      people[0] ?? hood,
      '{w}',
      false,
    );
    candidates = { names: [...names], next: 0, base, number: 0 };
    nameCandidates.set(key, candidates);
  }
  while (candidates.next < candidates.names.length) {
    const name = candidates.names[candidates.next++]!;
    if (!taken.has(name)) return name;
  }
  for (;;) {
    candidates.number += 1;
    for (const street of city.streets) {
      const name = city.numberFirst
        ? `${candidates.base} at ${candidates.number} ${street}`
        : `${candidates.base} at ${street} ${candidates.number}`;
      if (!taken.has(name)) return name;
    }
  }
}

/**
 * What a gem's description says: its opening line, two more things it offers (never its own kind, which
 * its opening line already says) and sometimes a closer.
 */
function gemDescription(
  text: Random,
  city: SeedCity,
  service: SeedService,
  values: { h: string; street: string },
  featureNames: string[],
): string {
  const own = new Set(serviceOwnFeatures[service.name] ?? []);
  const phrases = featureNames
    .filter((name) => !own.has(name))
    .slice(0, 2)
    .map((name) => featurePhrases[name] ?? name.toLowerCase());
  const sentences = [
    fillText(text.pick(service.descriptions), {
      ...flavourValues(text, city.slug),
      ...values,
      city: city.name,
    }),
  ];
  if (phrases.length > 0)
    sentences.push(fillText(text.pick(featureFrames), { features: listSentence(phrases) }));
  if (text.chance(0.5)) sentences.push(text.pick(descriptionClosers));
  return sentences.join(' ');
}

export function buildSeed(options: { gemCount?: number } = {}): SeedRows {
  const gemCount = options.gemCount ?? DEFAULT_GEM_COUNT;
  const random = createRandom('gaido');

  const rows: SeedRows = {
    featureCategories: [],
    features: [],
    cities: [],
    guides: [],
    gems: [],
    gemFeatures: [],
    tours: [],
    tourSchedules: [],
    reviews: [],
  };

  // Categories and features ---------------------------------------------------------------
  const featureIdsByCategory = new Map<string, { id: string; name: string; categorySlug: string }[]>();
  seedCategories.forEach((category, index) => {
    const categoryId = seedId('feature-category', category.slug);
    rows.featureCategories.push({
      id: categoryId,
      slug: category.slug,
      name: category.name,
      sortOrder: index + 1,
    });
    const list = category.features.map((name) => {
      const slug = slugify(name);
      const id = seedId('feature', slug);
      rows.features.push({ id, categoryId, slug, name });
      return { id, name, categorySlug: category.slug };
    });
    featureIdsByCategory.set(category.slug, list);
  });

  // Cities and guides ---------------------------------------------------------------------
  const cityIds = new Map<string, string>();
  for (const city of seedCities) {
    const id = seedId('city', city.slug);
    cityIds.set(city.slug, id);
    rows.cities.push({
      id,
      slug: city.slug,
      name: city.name,
      searchName: searchKey(city.name),
      country: city.country,
      searchCountry: searchKey(city.country),
      countryCode: city.countryCode,
      timezone: city.timezone,
      latitude: city.latitude,
      longitude: city.longitude,
      description: city.description,
      imageUrl: `/assets/cities/${city.slug}.svg`,
      createdAt: new Date(SEED_EPOCH),
    });
  }

  const guidesByCity = new Map<string, { id: string; name: string }[]>();
  seedGuides.forEach((guide, index) => {
    const city = seedCities.find((c) => c.slug === guide.citySlug)!;
    const id = seedId('guide', index + 1);
    rows.guides.push({
      id,
      cityId: cityIds.get(city.slug)!,
      name: guide.name,
      bio: guide.bio,
      imageUrl: `/assets/guides/${index + 1}.svg`,
      languages: [...new Set([...city.languages, 'English'])],
      createdAt: new Date(SEED_EPOCH + index * 60_000),
    });
    const list = guidesByCity.get(city.slug) ?? [];
    list.push({ id, name: guide.name });
    guidesByCity.set(city.slug, list);
  });

  // Gems ----------------------------------------------------------------------------------
  const totalWeight = seedCities.reduce((sum, city) => sum + city.weight, 0);
  const cityPlan: SeedCity[] = [];
  let assigned = 0;
  seedCities.forEach((city, index) => {
    const count =
      index === seedCities.length - 1
        ? gemCount - assigned
        : Math.round((gemCount * city.weight) / totalWeight);
    assigned += count;
    for (let i = 0; i < count; i++) cityPlan.push(city);
  });

  // The categories whose features make a gem a place to eat or nightlife (spec 4's classification).
  const CLASSIFYING_CATEGORIES = new Set(['food', 'drinks-nightlife']);
  // Features that fit a place of any kind (a café with a view, a museum with a rooftop).
  const allFeatures = [...featureIdsByCategory.values()].flat();
  const crossFeatures = [
    'Live music',
    'Rooftop',
    'Viewpoint',
    'Waterfront',
    'Local products',
    'Architecture',
    'History',
  ]
    .map((name) => allFeatures.find((feature) => feature.name === name))
    .filter((feature) => feature !== undefined);
  const categoryChoices = seedCategories.map((category) => ({ value: category, weight: category.weight }));
  const namesByCity = new Map<string, Set<string>>();
  const nameCandidates = new Map<string, NameCandidates>();
  cityPlan.forEach((city, index) => {
    const gemNumber = index + 1;
    const id = seedId('gem', gemNumber);
    const category = random.weighted(categoryChoices);
    const service = random.pick(category.services);
    const hood = random.pick(city.neighbourhoods);
    // Names and descriptions come from a stream of the gem's own: rewording them moves no gem.
    const text = createRandom(`gem-text:${id}`);
    const names = namesByCity.get(city.slug) ?? new Set<string>();
    namesByCity.set(city.slug, names);
    const name = gemName(nameCandidates, text, city, service, hood.name, names);
    names.add(name);

    // Features: one to three of the main category, sometimes one that goes with anything.
    const own = random.sample(featureIdsByCategory.get(category.slug)!, random.int(1, 3));
    // A feature of the food or drinks categories decides how the app classifies the place (places to
    // eat, nightlife): a museum, park or design store never gets one, so it stays a thing to do.
    const extras = crossFeatures.filter(
      (feature) =>
        !own.some((o) => o.id === feature.id) &&
        (!CLASSIFYING_CATEGORIES.has(feature.categorySlug) || feature.categorySlug === category.slug),
    );
    const extra = random.chance(0.35) ? random.sample(extras, random.int(1, 2)) : [];
    const gemFeatureList = [...own, ...extra].slice(0, 5);
    for (const feature of gemFeatureList) rows.gemFeatures.push({ gemId: id, featureId: feature.id });

    const cosLat = Math.cos((hood.latitude * Math.PI) / 180);
    const drawnLatitude = round6(hood.latitude + random.gaussian() * 0.0035);
    const drawnLongitude = round6(hood.longitude + (random.gaussian() * 0.0035) / cosLat);
    const [longitude, latitude] = onLand(
      city.slug,
      hood,
      [drawnLongitude, drawnLatitude],
      `gem-place:${id}`,
      0.0035,
    );
    const street = random.pick(city.streets);
    const houseNumber = random.int(1, 180);
    const address = city.numberFirst
      ? `${houseNumber} ${street}, ${hood.name}, ${city.name}`
      : `${street} ${houseNumber}, ${hood.name}, ${city.name}`;
    const description = gemDescription(
      text,
      city,
      service,
      { h: hood.name, street },
      gemFeatureList.map((feature) => feature.name),
    );
    const imageCount = random.int(2, 4);
    const images = Array.from(
      { length: imageCount },
      () => `/assets/gems/${city.slug}/${category.slug}-${random.int(1, GEM_ART_COUNT)}.svg`,
    );
    const createdAt = new Date(SEED_EPOCH + gemNumber * 10 * 60_000);

    rows.gems.push({
      id,
      cityId: cityIds.get(city.slug)!,
      guideId: random.pick(guidesByCity.get(city.slug)!).id,
      name,
      service: service.name,
      description,
      address,
      latitude,
      longitude,
      images: [...new Set(images)],
      hoursNote: random.chance(0.85) ? random.pick(hoursNotes[service.hours]) : null,
      ...weeklyHours(random, service.hours),
      createdAt,
      updatedAt: createdAt,
    });
  });

  // Tours: four per city, three for the last cities, sixty in all --------------------------
  let tourNumber = 0;
  // Each theme's summaries are used in turn, so no two tours of a theme share one.
  const themeUses = new Map<string, number>();
  seedCities.forEach((city, cityIndex) => {
    const count = cityIndex < TOUR_COUNT - 3 * seedCities.length ? 4 : 3;
    const themes = random.sample(tourThemes, count);
    const slugs = new Set<string>();
    themes.forEach((theme, themeIndex) => {
      tourNumber += 1;
      const hood = random.pick(city.neighbourhoods);
      const title = fillText(theme.title, { h: hood.name, city: city.name });
      let slug = slugify(title);
      for (let k = 2; slugs.has(slug); k++) slug = `${slugify(title)}-${k}`;
      slugs.add(slug);
      const guide = random.pick(guidesByCity.get(city.slug)!);
      const [minDuration, maxDuration] = theme.durationMinutes;
      const [minPrice, maxPrice] = theme.priceRange;
      const id = seedId('tour', tourNumber);
      const text = createRandom(`tour-text:${id}`);
      const uses = themeUses.get(theme.key) ?? 0;
      themeUses.set(theme.key, uses + 1);
      const values = {
        ...flavourValues(text, city.slug),
        h: hood.name,
        city: city.name,
        guide: guide.name.split(' ')[0] ?? guide.name,
      };
      const summary = fillText(theme.summaries[uses % theme.summaries.length]!, values);
      const description = [
        city.description,
        fillText(tourMeetingLines[themeIndex % tourMeetingLines.length]!, values),
        fillText(tourPaceLines[(themeIndex + cityIndex) % tourPaceLines.length]!, values),
      ].join(' ');
      const tour: Row<typeof tours> = {
        id,
        cityId: cityIds.get(city.slug)!,
        guideId: guide.id,
        slug,
        title,
        summary,
        description,
        highlights: random.sample(theme.highlights, random.int(3, theme.highlights.length)),
        durationMinutes: Math.round(random.int(minDuration, maxDuration) / 15) * 15,
        languages: [...new Set(['English', ...city.languages])],
        priceAmount: Math.round(random.int(minPrice, maxPrice) / 100) * 100,
        currency: city.currency,
        maxGroupSize: random.pick([6, 8, 10, 12, 16]),
        images: [1, 2, 3].map(
          (k) => `/assets/tours/${city.slug}/${theme.key}-${(tourNumber - 1) * 3 + k}.svg`,
        ),
        rating: Math.round((4.3 + random.next() * 0.7) * 10) / 10,
        reviewCount: random.int(12, 980),
        meetingPointName: `${random.pick(city.streets)}, ${hood.name}`,
        meetingPointLatitude: round6(hood.latitude + random.gaussian() * 0.001),
        meetingPointLongitude: round6(hood.longitude + random.gaussian() * 0.001),
        createdAt: new Date(SEED_EPOCH + tourNumber * 3_600_000),
      };
      // Drawn in the row above as before (the draws after it stay the same); moved only if in the water.
      [tour.meetingPointLongitude, tour.meetingPointLatitude] = onLand(
        city.slug,
        hood,
        [tour.meetingPointLongitude!, tour.meetingPointLatitude!],
        `meeting-place:${id}`,
        0.001,
      );
      // The tour extras come from their own random stream: the rows above stay as they were.
      const extras = buildTourExtras(
        {
          id: tour.id!,
          title,
          durationMinutes: tour.durationMinutes,
          meetingPointName: tour.meetingPointName,
          cityName: city.name,
          guideName: guide.name,
        },
        theme.key,
      );
      rows.tours.push({
        ...tour,
        category: extras.category,
        itinerary: extras.itinerary,
        rating: extras.rating,
        reviewCount: extras.reviewCount,
      });
      rows.tourSchedules.push(...extras.schedules);
      rows.reviews.push(...extras.reviews);
    });
  });

  return rows;
}
