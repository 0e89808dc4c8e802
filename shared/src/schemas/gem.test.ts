import { GemSchema } from './gem';

describe('GemSchema', () => {
  it('fills missing lists, reads coordinates sent as text and keeps fields it does not name', () => {
    const gem = GemSchema.parse({ id: 12, name: 'Tasca', latitude: '38.71', longitude: -9.13, rating: 4 });
    expect(gem).toMatchObject({
      id: '12',
      features: [],
      images: [],
      latitude: 38.71,
      longitude: -9.13,
      rating: 4,
    });
  });

  it('reads a feature category given as an object, a name or only an id', () => {
    const gem = GemSchema.parse({
      id: 'g1',
      name: 'Tasca',
      features: [
        { name: 'Wine bar', category: { id: 3, name: 'Drinks' } },
        { name: 'Fado', category: 'Music' },
        { name: 'Terrace', categoryId: 9 },
      ],
      images: ['/a.jpg', { url: '/b.jpg', width: 800 }],
    });
    expect(gem.features.map((feature) => feature.category ?? feature.categoryId)).toEqual([
      { id: '3', name: 'Drinks' },
      'Music',
      '9',
    ]);
    expect(gem.images).toEqual(['/a.jpg', { url: '/b.jpg', width: 800 }]);
  });

  it('refuses a gem without a name', () => {
    expect(GemSchema.safeParse({ id: 'g1' }).success).toBe(false);
  });
});
