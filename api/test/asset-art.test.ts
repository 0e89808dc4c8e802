// The pictures of the assets host: a poster per seeded city (its landmarks and colours), a gem's or
// tour's picture recomposed from its city's poster around its kind's subject, illustrated portraits;
// deterministic, sized by `?w=`, named for what they show, and safe to open (no text, no script).
import { describe, expect, it } from 'vitest';
import { CITY_ART } from '../src/features/assets/art/cities';
import type { MotifArt } from '../src/features/assets/art/motifs';
import { assetRoutes } from '../src/features/assets/routes';
import { gemMotif, imageAlt, MOTIFS, portrait, tourMotif } from '../src/features/assets/svg';
import { ApiError, sendError } from '../src/http/errors';
import { seedCities } from '../src/seed/data/cities';
import { seedCategories } from '../src/seed/data/features';
import { tourThemes } from '../src/seed/data/tours';
import { buildSeed } from '../src/seed/generate';

const app = assetRoutes();
// As the API answers: an image it does not draw is its 404.
app.onError((error, c) => (error instanceof ApiError ? sendError(c, error) : c.text('error', 500)));
const get = (path: string) => app.request(path);
const svg = async (path: string) => (await get(path)).text();
const subjectOf = (body: string) => /data-subject="([^"]+)"/.exec(body)?.[1] ?? null;
const label = (body: string) => /aria-label="([^"]+)"/.exec(body)?.[1]?.replace(/&#39;/g, "'") ?? null;
/** The city's colours, as drawn: the sky's gradient stops. */
const skyColours = (body: string) => [...body.matchAll(/stop-color="([^"]+)"/g)].map((m) => m[1]).join(' ');
/** The drawing without its accessible name. */
const drawing = (body: string) => body.replace(/aria-label="[^"]*"/, '');

const everyKind = [
  '/gems/311.svg',
  '/tours/31.svg',
  '/guides/3.svg',
  ...seedCities.map((city) => `/cities/${city.slug}.svg`),
  ...seedCategories.map((category) => `/gems/lisbon/${category.slug}-311.svg`),
  ...tourThemes.map((theme) => `/tours/kyoto/${theme.key}-31.svg`),
];

describe('generated images', () => {
  it('draw no text, no script, nothing fetched and no event handler, on any kind of picture', async () => {
    for (const path of everyKind) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'none'");
      const body = await response.text();
      expect(body, path).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(body, path).not.toMatch(/<text|<script|<foreignObject|<image|\son[a-z]+=|javascript:|href=/i);
      // No caption, and the picture's number is not in its name either.
      expect(/aria-label="([^"]*)"/.exec(body)?.[1], path).not.toMatch(/\d/);
    }
  });

  it('escape the name they are given', () => {
    const body = portrait('x', '<script>alert("1")</script> & Ana', 400);
    expect(body).not.toContain('<script');
    expect(body).toContain(
      'aria-label="Illustrated portrait of &#60;script&#62;alert(&#34;1&#34;)&#60;/script&#62; &#38; Ana"',
    );
  });

  it('are deterministic: the same URL draws the same bytes, from any server', async () => {
    const other = assetRoutes();
    for (const path of everyKind) {
      const body = await svg(path);
      expect(await svg(path), path).toBe(body);
      expect(await (await other.request(path)).text(), path).toBe(body);
    }
  });

  it('give every seeded city its own poster, in its own colours', async () => {
    expect(Object.keys(CITY_ART).sort()).toEqual(seedCities.map((city) => city.slug).sort());
    const posters = await Promise.all(seedCities.map((city) => svg(`/cities/${city.slug}.svg`)));
    expect(new Set(posters.map(drawing)).size).toBe(seedCities.length);
    expect(new Set(posters.map(skyColours)).size).toBe(seedCities.length);
    for (const poster of posters) expect(poster.length).toBeLessThan(24_000);
  });

  it('recompose the city poster for each gem and tour: its colours, its subject in front, varied', async () => {
    const lisbon = skyColours(await svg('/cities/lisbon.svg'));
    expect(skyColours(await svg('/gems/lisbon/nature-9.svg'))).toBe(lisbon);
    expect(skyColours(await svg('/tours/lisbon/history-2.svg'))).toBe(lisbon);
    expect(skyColours(await svg('/gems/kyoto/nature-9.svg'))).not.toBe(lisbon);
    // The cards of one page differ: the same kind in the same city, another number.
    const views = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => svg(`/gems/lisbon/food-${n}.svg`)));
    expect(new Set(views.map(drawing)).size).toBeGreaterThan(2);
  });

  it('give every gem category and tour theme of the seed its own subject', async () => {
    const gemMotifs = seedCategories.map((category) => gemMotif(category.slug));
    expect(gemMotifs).not.toContain(null);
    expect(new Set(gemMotifs).size).toBe(seedCategories.length);
    const tourMotifs = tourThemes.map((theme) => tourMotif(theme.key));
    expect(tourMotifs).not.toContain(null);
    expect(new Set(tourMotifs).size).toBe(tourThemes.length);
    expect(new Set([...gemMotifs, ...tourMotifs]).size).toBe(seedCategories.length + tourThemes.length);
    for (const category of seedCategories) {
      expect(subjectOf(await svg(`/gems/porto/${category.slug}-4.svg`)), category.slug).toBe(
        gemMotif(category.slug),
      );
    }
    for (const theme of tourThemes) {
      expect(subjectOf(await svg(`/tours/porto/${theme.key}-4.svg`)), theme.key).toBe(tourMotif(theme.key));
    }
    // Each subject is its own drawing.
    const drawings = Object.values(MOTIFS).map((motif: MotifArt) => motif.draw(CITY_ART.porto!.palette, 'x'));
    expect(new Set(drawings).size).toBe(Object.keys(MOTIFS).length);
    expect(subjectOf(await svg('/cities/porto.svg'))).toBeNull();
  });

  it('name what they show: the landmarks of the city, the subject of a gem or tour', async () => {
    expect(label(await svg('/cities/lisbon.svg'))).toBe(
      'Poster of Lisbon: a yellow tram climbing a cobbled street past the Belém Tower, with the red bridge over the Tagus',
    );
    for (const city of seedCities) {
      const name = label(await svg(`/cities/${city.slug}.svg`)) ?? '';
      expect(name.startsWith(`Poster of ${city.name}: `), city.slug).toBe(true);
      expect(name.split(' ').length, city.slug).toBeGreaterThan(10);
    }
    expect(label(await svg('/gems/lisbon/drinks-nightlife-2.svg'))).toBe(
      'Poster of a bar in Lisbon: a cocktail on the bar under string lights at night, with the Belém Tower on the Tagus behind',
    );
    expect(label(await svg('/tours/kyoto/street-art-5.svg'))).toBe(
      'Poster of a street art tour in Kyoto: a wall of bright graffiti and a spray can, with the guide’s pennant, with the pagoda and a torii behind',
    );
    expect(label(await svg('/guides/1.svg'))).toBe('Illustrated portrait of Inês Carvalho');
  });

  it('draw portraits that differ from guide to guide', async () => {
    const portraits = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => svg(`/guides/${n}.svg`)));
    expect(new Set(portraits.map(drawing)).size).toBe(8);
    for (const body of portraits) expect(body).not.toMatch(/<text/);
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
    expect(size(await svg('/gems/porto/food-4.svg?w=640'))).toEqual([640, 427]);
    expect(size(await svg('/guides/1.svg?w=128'))).toEqual([128, 128]);
    expect(size(await svg('/cities/lisbon.svg?w=99999'))).toEqual([1200, 800]);
    expect(size(await svg('/cities/lisbon.svg?w=5000'))).toEqual([2400, 1600]);
    expect(size(await svg('/cities/lisbon.svg?w=1'))).toEqual([80, 53]);
    expect(size(await svg('/cities/lisbon.svg?w=abc'))).toEqual([1200, 800]);
    // A width changes the size only: the drawing is the same.
    const at = (w: string) =>
      svg(`/gems/porto/food-4.svg${w}`).then((b) => b.replace(/ width="\d+" height="\d+"/, ''));
    expect(await at('?w=320')).toBe(await at(''));
  });

  it('refuse what they do not draw', async () => {
    for (const path of [
      '/cities/atlantis.svg',
      '/gems/lisbon/karaoke-1.svg',
      '/tours/lisbon/food-0.svg',
      '/gems/mars/food-1.svg',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('describe a picture from its path as the picture names itself, for the API to send as alt', async () => {
    for (const path of [
      '/cities/lisbon.svg',
      '/gems/porto/wellness-3.svg',
      '/tours/hanoi/market-12.svg',
      '/gems/17.svg',
    ]) {
      expect(imageAlt(`/assets${path}`), path).toBe(label(await svg(path)));
    }
    expect(imageAlt(null)).toBe('');
    expect(imageAlt('https://example.com/a.svg')).toBe('');
    expect(imageAlt('/assets/gems/lisbon/karaoke-1.svg')).toBe('');
    expect(imageAlt('/assets/cities/atlantis.svg')).toBe('');
  });
});
