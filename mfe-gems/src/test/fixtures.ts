import type { Gem } from '@gaido/shared/gems';

let counter = 0;

/** A gem as the API returns it (api/README.md "Shapes"), with only the fields a test cares about. */
export function makeGem(overrides: Partial<Gem> & { features?: Gem['features'] } = {}): Gem {
  counter += 1;
  const n = String(counter).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${n}`,
    name: `Gem ${counter}`,
    features: [],
    images: [],
    cityId: '11111111-1111-4111-8111-111111111111',
    latitude: 38.71 + counter / 1000,
    longitude: -9.14 + counter / 1000,
    ...overrides,
  } as Gem;
}

export const food = (name = 'Seafood') => ({ name, categoryName: 'Food' });
export const nightlife = (name = 'Cocktail bar') => ({ name, categoryName: 'Drinks & Nightlife' });
export const culture = (name = 'Museum') => ({ name, categoryName: 'Culture' });

export function listBody<T>(data: T[]) {
  return { data, meta: { currentPage: 1, totalPages: 1, totalRecords: data.length } };
}
