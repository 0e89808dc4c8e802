import { toMapLabels } from './cityLabels';

describe('the gems map’s place names', () => {
  it('name the city at its centre and each neighbourhood where it is', () => {
    expect(
      toMapLabels({
        name: 'Lisbon',
        latitude: 38.72,
        longitude: -9.14,
        neighbourhoods: [{ name: 'Alfama', latitude: 38.711, longitude: -9.13 }],
      }),
    ).toEqual([
      { name: 'Lisbon', kind: 'city', latitude: 38.72, longitude: -9.14 },
      { name: 'Alfama', kind: 'neighbourhood', latitude: 38.711, longitude: -9.13 },
    ]);
  });
});
