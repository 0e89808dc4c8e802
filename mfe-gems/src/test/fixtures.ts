import type { Gem, GemFeature } from '@gaido/shared/gems';
import { aGem, aList } from '@gaido/shared/testing';

let counter = 0;

/**
 * A gem as the API sends it, checked with the contract (aGem): a whole gem, which the lists' answers
 * accept too (their schema reads the fields it names). Each call is a new gem, at its own place.
 */
export function makeGem(overrides: Partial<Gem> = {}): Gem {
  counter += 1;
  const n = String(counter).padStart(12, '0');
  return aGem({
    id: `00000000-0000-4000-8000-${n}`,
    name: `Gem ${counter}`,
    features: [],
    images: [],
    imageAlt: '',
    imageAlts: [],
    cityId: '11111111-1111-4111-8111-111111111111',
    latitude: 38.71 + counter / 1000,
    longitude: -9.14 + counter / 1000,
    ...overrides,
  });
}

const feature = (name: string, categoryName: string): GemFeature => ({
  id: `f-${name}`,
  name,
  categoryId: `c-${categoryName}`,
  categoryName,
});
export const food = (name = 'Seafood') => feature(name, 'Food');
export const nightlife = (name = 'Cocktail bar') => feature(name, 'Drinks & Nightlife');
export const culture = (name = 'Museum') => feature(name, 'Culture');

/** `{ data, meta }`: a page holding `data`, the first of one unless `meta` says otherwise (checked with the contract's meta). */
export function listBody<T>(data: T[], meta: Parameters<typeof aList>[1] = {}) {
  return aList(data, meta);
}
