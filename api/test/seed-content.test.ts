// The seeded catalogue reads like places and people a traveller would believe: the same seed gives the
// same rows, and no page shows a templated line twice.
import { describe, expect, it } from 'vitest';
import { seedCities } from '../src/seed/data/cities';
import { cityFlavours } from '../src/seed/data/city-flavour';
import { featurePhrases, serviceOwnFeatures } from '../src/seed/data/features';
import { tourThemes } from '../src/seed/data/tours';
import { buildSeed } from '../src/seed/generate';

const seed = buildSeed();

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}’'-]+/gu) ?? [];
const opening = (text: string) => words(text).slice(0, 3).join(' ');
const ending = (text: string) => words(text).slice(-3).join(' ');

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function duplicates(items: string[]): string[] {
  return items.filter((item, index) => items.indexOf(item) !== index);
}

describe('the seeded content', () => {
  it('is the same for the same seed', () => {
    expect(buildSeed()).toEqual(seed);
  });

  it('never gives two gems of a city the same name, nor a numbered one', () => {
    for (const [cityId, gems] of groupBy(seed.gems, (gem) => gem.cityId)) {
      expect(duplicates(gems.map((gem) => gem.name)), cityId).toEqual([]);
    }
    expect(seed.gems.filter((gem) => /\b(No\.?|#)\s*\d+$|\s\d+$/.test(gem.name))).toEqual([]);
  });

  it('names every gem of a city differently in a seed too large for plain names, without numbering them', () => {
    const large = buildSeed({ gemCount: 20_000 });
    for (const [cityId, gems] of groupBy(large.gems, (gem) => gem.cityId)) {
      expect(duplicates(gems.map((gem) => gem.name)), cityId).toEqual([]);
    }
    expect(large.gems.filter((gem) => /\bNo\.\s*\d+$/.test(gem.name))).toEqual([]);
  }, 120_000);

  it('never praises a gem for being its own kind of place', () => {
    for (const gem of seed.gems) {
      const description = gem.description?.toLowerCase() ?? '';
      const kind = gem.service?.toLowerCase() ?? '';
      expect(description, gem.name).not.toMatch(new RegExp(`known for[^.]*\\b${kind}\\b`));
      expect(description.split(kind).length - 1, `${gem.name}: ${description}`).toBeLessThanOrEqual(1);
      for (const own of serviceOwnFeatures[gem.service ?? ''] ?? []) {
        expect(description, gem.name).not.toContain(featurePhrases[own]);
      }
    }
  });

  it('gives every guide a bio of their own', () => {
    const bios = seed.guides.map((guide) => guide.bio ?? '');
    expect(duplicates(bios)).toEqual([]);
    expect(duplicates(bios.flatMap(sentencesOf))).toEqual([]);
    expect(duplicates(bios.map(opening))).toEqual([]);
    expect(bios.filter((bio) => /for most of their life/.test(bio))).toEqual([]);
  });

  it('never shows a line twice on a tour page: summary, description, itinerary, guide and reviews', () => {
    const bioOf = new Map(seed.guides.map((guide) => [guide.id, guide.bio ?? '']));
    const reviewsOf = groupBy(seed.reviews, (review) => review.tourId);
    for (const tour of seed.tours) {
      const reviews = (reviewsOf.get(tour.id!) ?? []).map((review) => review.text);
      expect(duplicates(reviews), tour.title).toEqual([]);
      const lines = [
        tour.summary,
        tour.description,
        ...(tour.itinerary ?? []).map((stop) => stop.description),
        bioOf.get(tour.guideId ?? '') ?? '',
        ...reviews,
      ].flatMap(sentencesOf);
      expect(duplicates(lines), tour.title).toEqual([]);
    }
  });

  it('writes reviews of different lengths', () => {
    const lengths = new Set(seed.reviews.map((review) => sentencesOf(review.text).length));
    expect(Math.min(...lengths)).toBe(1);
    expect(Math.max(...lengths)).toBeGreaterThanOrEqual(4);
  });

  it('has a summary per city for every tour theme, so any seed size gives each tour its own', () => {
    for (const theme of tourThemes)
      expect(theme.summaries.length, theme.key).toBeGreaterThanOrEqual(seedCities.length);
  });

  it('gives no two tours a summary that starts or ends the same way', () => {
    const summaries = seed.tours.map((tour) => tour.summary ?? '');
    expect(duplicates(summaries.map(opening))).toEqual([]);
    expect(duplicates(summaries.map(ending))).toEqual([]);
  });

  it('fits each itinerary to its city: its food, landmarks or water, and no placeholder left', () => {
    const slugOf = new Map(seed.cities.map((city) => [city.id, city.slug]));
    for (const tour of seed.tours) {
      const flavour = cityFlavours[slugOf.get(tour.cityId) ?? '']!;
      const local = [
        ...flavour.dishes,
        ...flavour.landmarks,
        ...flavour.drinks,
        flavour.sweet,
        flavour.market,
        flavour.viewpoint,
      ].map((thing) => thing.toLowerCase());
      const itinerary = (tour.itinerary ?? []).map((stop) => stop.description.toLowerCase()).join(' ');
      expect(
        local.some((thing) => itinerary.includes(thing)),
        `${tour.title}: ${itinerary}`,
      ).toBe(true);
    }
    const everyText = [
      ...seed.gems.flatMap((gem) => [gem.name, gem.description]),
      ...seed.tours.flatMap((tour) => [
        tour.summary,
        tour.description,
        ...(tour.itinerary ?? []).flatMap((stop) => [stop.title, stop.description]),
      ]),
      ...seed.reviews.map((review) => review.text),
    ];
    expect(everyText.filter((text) => text?.includes('{'))).toEqual([]);
  });
});
