import { culture, food, makeGem, nightlife } from '../test/fixtures';
import {
  boundsOf,
  countByClass,
  filterByClass,
  parseClassFilter,
  serializeClassFilter,
  toFeatureCollection,
  toMapGems,
} from './gemPoints';

const tasca = makeGem({ name: 'Tasca', features: [food()], longitude: -9.13, latitude: 38.71 });
const bar = makeGem({ name: 'Bar Alto', features: [nightlife()], longitude: -9.15, latitude: 38.72 });
const museum = makeGem({ name: 'Azulejo Museum', features: [culture()], longitude: -9.11, latitude: 38.72 });

describe('toMapGems', () => {
  it('classifies each gem once and sorts them by name for the list', () => {
    expect(toMapGems([tasca, bar, museum]).map((g) => [g.name, g.gemClass])).toEqual([
      ['Azulejo Museum', 'things-to-do'],
      ['Bar Alto', 'nightlife'],
      ['Tasca', 'places-to-eat'],
    ]);
  });

  it('leaves out gems whose coordinates are no place on earth', () => {
    const wrong = makeGem({ latitude: 123, longitude: 10 });
    const offTheMap = makeGem({ latitude: 38.7, longitude: -200 });
    expect(toMapGems([wrong, offTheMap, tasca]).map((g) => g.name)).toEqual(['Tasca']);
  });
});

describe('class filter', () => {
  const gems = toMapGems([tasca, bar, museum]);

  it('keeps only the ticked classes', () => {
    expect(filterByClass(gems, new Set(['nightlife'])).map((g) => g.name)).toEqual(['Bar Alto']);
    expect(filterByClass(gems, new Set(['places-to-eat', 'things-to-do'])).map((g) => g.name)).toEqual([
      'Azulejo Museum',
      'Tasca',
    ]);
    expect(filterByClass(gems, new Set())).toEqual([]);
  });

  it('counts the gems of each class for the filter labels', () => {
    expect(countByClass(gems)).toEqual({ 'places-to-eat': 1, nightlife: 1, 'things-to-do': 1 });
  });

  it('reads and writes the filter in the URL, all classes by default', () => {
    expect([...parseClassFilter(null)]).toEqual(['places-to-eat', 'nightlife', 'things-to-do']);
    expect([...parseClassFilter('nightlife,bogus')]).toEqual(['nightlife']);
    expect([...parseClassFilter('bogus')]).toHaveLength(3);
    expect(parseClassFilter('none').size).toBe(0);
    expect(serializeClassFilter(new Set(['things-to-do', 'nightlife']))).toBe('nightlife,things-to-do');
    expect(serializeClassFilter(new Set(['places-to-eat', 'nightlife', 'things-to-do']))).toBeNull();
    expect(serializeClassFilter(new Set())).toBe('none');
  });
});

describe('map data', () => {
  it('turns gems into GeoJSON points carrying id, name and class', () => {
    const collection = toFeatureCollection(toMapGems([tasca]));
    expect(collection.features).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-9.13, 38.71] },
        properties: { id: tasca.id, name: 'Tasca', gemClass: 'places-to-eat' },
      },
    ]);
  });

  it('bounds the gems so the view fits the city', () => {
    expect(boundsOf(toMapGems([tasca, bar, museum]))).toEqual([
      [-9.15, 38.71],
      [-9.11, 38.72],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});
