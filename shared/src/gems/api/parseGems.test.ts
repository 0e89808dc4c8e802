import fc from 'fast-check';
import { gem, quietGemsTests } from '../../test/gemsApiKit';
import { parseGemPoints, parseGems } from './parseGems';

quietGemsTests();

describe('parseGemPoints: a gem as a map draws it', () => {
  it('drops items that are not gems, with a warning', () => {
    const points = parseGemPoints([gem(1), { name: 'no id' }, { id: 'g2', name: 'Bad', features: 'x' }, 7]);
    expect(points.map((p) => p.id)).toEqual(['g1']);
    expect(console.warn).toHaveBeenCalledWith('[gaido] dropped 3 gem(s) with an unexpected shape');
    expect(parseGemPoints({ not: 'a list' })).toEqual([]);
  });

  it('keeps a gem whose fields a map does not read are malformed (its page checks them when opened)', () => {
    const odd = { ...gem(1), images: 5, opensMonday: 9, latitude: '41.5', longitude: 2 };
    expect(parseGems([odd])).toEqual([]);
    expect(parseGemPoints([odd])).toEqual([
      {
        id: 'g1',
        name: 'Gem 1',
        features: [{ name: 'Cafe' }],
        images: 5,
        opensMonday: 9,
        latitude: 41.5,
        longitude: 2,
      },
    ]);
  });

  it('gives, for any gem the full schema accepts, the same id, name, service, features and place, and its pictures and hours as sent', () => {
    const text = fc.option(fc.string({ maxLength: 12 }), { nil: null });
    const arbitraryGem = fc.record(
      {
        id: fc.oneof(fc.uuid(), fc.integer()),
        name: fc.string({ maxLength: 20 }),
        service: text,
        features: fc.array(
          fc.record(
            {
              name: fc.string({ maxLength: 12 }),
              category: fc.oneof(
                fc.string({ maxLength: 8 }),
                fc.record({ name: fc.constantFrom('Food', 'Drinks', 'Nightlife', 'Culture') }),
                fc.constant(null),
              ),
              categoryName: text,
            },
            { requiredKeys: ['name'] },
          ),
          { maxLength: 4 },
        ),
        images: fc.array(
          fc.oneof(fc.string({ maxLength: 8 }), fc.record({ url: fc.string({ maxLength: 8 }) })),
          {
            maxLength: 2,
          },
        ),
        latitude: fc.oneof(fc.double({ min: -90, max: 90, noNaN: true }), fc.constant(null)),
        longitude: fc.oneof(fc.double({ min: -180, max: 180, noNaN: true }).map(String), fc.constant(null)),
        opensMonday: text,
        hoursNote: text,
        extra: fc.anything(),
      },
      { requiredKeys: ['id', 'name'] },
    );
    fc.assert(
      fc.property(arbitraryGem, (item) => {
        const [full] = parseGems([item]);
        if (!full) return;
        const [point] = parseGemPoints([item]);
        const { id, name, service, features, latitude, longitude } = full;
        const expected = Object.fromEntries(
          Object.entries({ id, name, service, features, latitude, longitude }).filter(
            ([, v]) => v !== undefined,
          ),
        );
        const { images, opensMonday, ...drawn } = point ?? {};
        expect(drawn).toEqual(expected);
        expect(images).toEqual(item.images);
        expect(opensMonday).toEqual(item.opensMonday);
      }),
    );
  });
});
