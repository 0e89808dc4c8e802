// The generated pictures: no caption drawn on them (never an image number), each city its own
// colours, each kind of place or tour its own motif, and an accessible name that says what it shows.
import { describe, expect, it } from 'vitest';
import { assetRoutes } from '../src/features/assets/routes';
import { cityPalette, gemMotif, MOTIFS, tourMotif } from '../src/features/assets/svg';
import { seedCities } from '../src/seed/data/cities';
import { seedCategories } from '../src/seed/data/features';
import { tourThemes } from '../src/seed/data/tours';
import { buildSeed } from '../src/seed/generate';

const app = assetRoutes();
const get = (path: string) => app.request(path);
const svg = async (path: string) => (await get(path)).text();
const motifOf = (body: string) => /data-motif="([^"]+)"/.exec(body)?.[1] ?? null;
const label = (body: string) => /aria-label="([^"]+)"/.exec(body)?.[1] ?? null;
/** The city's colours, as drawn: the sky's gradient stops. */
const skyColours = (body: string) => [...body.matchAll(/stop-color="([^"]+)"/g)].map((m) => m[1]).join(' ');

describe('generated images', () => {
  it('draw no caption, numbered or not, on any kind of picture', async () => {
    const paths = [
      '/gems/311.svg',
      '/tours/31.svg',
      '/cities/lisbon.svg',
      '/gems/lisbon/food-311.svg',
      '/tours/kyoto/night-31.svg',
    ];
    for (const path of paths) {
      const body = await svg(path);
      expect(body, path).toContain('<svg');
      expect(body, path).not.toContain('<text');
      expect(body, path).not.toMatch(/Gaido · \d|Tour · \d|\b311\b|\b31\b(?!\.)/);
    }
  });

  it('give every gem category and tour theme of the seed its own motif', async () => {
    const gemMotifs = seedCategories.map((category) => gemMotif(category.slug));
    expect(gemMotifs).not.toContain(null);
    expect(new Set(gemMotifs).size).toBe(seedCategories.length);
    const tourMotifs = tourThemes.map((theme) => tourMotif(theme.key));
    expect(tourMotifs).not.toContain(null);
    expect(new Set(tourMotifs).size).toBe(tourThemes.length);
    for (const category of seedCategories) {
      const body = await svg(`/gems/porto/${category.slug}-4.svg`);
      expect(motifOf(body), category.slug).toBe(gemMotif(category.slug));
    }
    expect(motifOf(await svg('/tours/porto/photo-4.svg'))).toBe('photo');
    // A food place and a food tour share the fork and knife, and say which they are.
    expect(MOTIFS[gemMotif('food')!].path).toBe(MOTIFS[tourMotif('food')!].path);
  });

  it('colour each city its own way, the same in all its pictures', async () => {
    const palettes = seedCities.map((city) =>
      cityPalette(
        city.slug,
        seedCities.map((c) => c.slug),
      ).join(),
    );
    expect(new Set(palettes).size).toBe(seedCities.length);
    const lisbon = skyColours(await svg('/cities/lisbon.svg'));
    expect(skyColours(await svg('/gems/lisbon/nature-9.svg'))).toBe(lisbon);
    expect(skyColours(await svg('/tours/lisbon/history-2.svg'))).toBe(lisbon);
    expect(skyColours(await svg('/gems/kyoto/nature-9.svg'))).not.toBe(lisbon);
  });

  it('name what they show: the kind of place or tour and its city', async () => {
    expect(label(await svg('/cities/lisbon.svg'))).toBe('Illustration of Lisbon');
    expect(label(await svg('/gems/lisbon/drinks-nightlife-2.svg'))).toBe('Illustration of a bar in Lisbon');
    expect(label(await svg('/tours/kyoto/street-art-5.svg'))).toBe(
      'Illustration of a street art tour in Kyoto',
    );
    expect(label(await svg('/guides/1.svg'))).toBe('Inês Carvalho');
  });

  it('are what the seed names: every gem and tour picture is of its city and kind', async () => {
    const seed = buildSeed({ gemCount: 200 });
    const cityOf = new Map(seed.cities.map((city) => [city.id, city.slug]));
    for (const gem of seed.gems.slice(0, 60)) {
      for (const image of gem.images ?? []) {
        expect(image).toMatch(new RegExp(`^/assets/gems/${cityOf.get(gem.cityId)}/[a-z-]+-\\d+\\.svg$`));
        expect((await get(image.replace('/assets', ''))).status, image).toBe(200);
      }
    }
    for (const tour of seed.tours) {
      for (const image of tour.images ?? []) {
        expect(image).toMatch(new RegExp(`^/assets/tours/${cityOf.get(tour.cityId)}/[a-z-]+-\\d+\\.svg$`));
        expect((await get(image.replace('/assets', ''))).status, image).toBe(200);
      }
    }
  });

  it('draw the width a srcset asks for (`?w=`), in the ratio of their kind, within bounds', async () => {
    const size = (body: string) => /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(body)?.slice(1).map(Number);
    expect(size(await svg('/cities/lisbon.svg'))).toEqual([1200, 800]);
    expect(size(await svg('/cities/lisbon.svg?w=480'))).toEqual([480, 320]);
    expect(size(await svg('/tours/kyoto/night-31.svg?w=320'))).toEqual([320, 213]);
    expect(size(await svg('/gems/porto/food-4.svg?w=640'))).toEqual([640, 480]);
    expect(size(await svg('/guides/1.svg?w=128'))).toEqual([128, 128]);
    expect(size(await svg('/cities/lisbon.svg?w=99999'))).toEqual([1200, 800]);
    expect(size(await svg('/cities/lisbon.svg?w=5000'))).toEqual([2400, 1600]);
    expect(size(await svg('/cities/lisbon.svg?w=1'))).toEqual([80, 53]);
    expect(size(await svg('/cities/lisbon.svg?w=abc'))).toEqual([1200, 800]);
  });
});
