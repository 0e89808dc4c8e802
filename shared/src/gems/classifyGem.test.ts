import { classifyGem, featureGroups } from './classifyGem';

// A feature as the contract sends it: its name and its category's (a neutral one when the case names none).
const f = (name: string, categoryName = 'Things to do') => ({ name, categoryName });

describe('classifyGem (spec 4 Gem classification)', () => {
  it.each([
    ['no features', [], 'things-to-do'],
    ['only neutral features', [f('Viewpoint'), f('Free entry')], 'things-to-do'],
    ['one food feature', [f('Restaurant')], 'places-to-eat'],
    ['one nightlife feature', [f('Cocktail bar')], 'nightlife'],
    ['food and nightlife equal', [f('Seafood'), f('Live music')], 'places-to-eat'],
    ['more food than nightlife', [f('Bakery'), f('Brunch'), f('Pub')], 'places-to-eat'],
    ['nightlife strictly more', [f('Tapas'), f('Nightclub'), f('Jazz')], 'nightlife'],
    ['food by category', [f('Pastéis de nata', 'Food & Drink')], 'places-to-eat'],
    ['nightlife by category', [f('Fado house', 'Nightlife')], 'nightlife'],
    ['a category deciding over the name', [f('Bar snacks', 'Restaurants')], 'places-to-eat'],
    ['a neutral category leaving it to the name', [f('Rooftop bar', 'Views')], 'nightlife'],
    ['one feature counting for both ("Tapas bar")', [f('Tapas bar')], 'places-to-eat'],
    ['barbecue, which is not a bar', [f('Barbecue')], 'things-to-do'],
    ['clubhouse, which is not a club', [f('Clubhouse tour')], 'things-to-do'],
    ['accents and case ("CAFÉ")', [f('CAFÉ')], 'places-to-eat'],
    ['neutral features not diluting food', [f('Museum'), f('Park'), f('Café')], 'places-to-eat'],
    ['two nightlife and one food', [f('Wine bar'), f('Karaoke'), f('Pizza')], 'nightlife'],
  ] as const)('gives %s -> %s', (_case, features, expected) => {
    expect(classifyGem({ features: [...features] })).toBe(expected);
  });

  it("reads the feature's category first, then its name", () => {
    expect(featureGroups({ name: 'X', categoryName: 'Nightlife' })).toEqual({ food: false, nightlife: true });
    expect(featureGroups({ name: 'X', categoryName: 'Food' })).toEqual({ food: true, nightlife: false });
    expect(featureGroups({ name: 'Wine bar', categoryName: 'Views' })).toEqual({
      food: false,
      nightlife: true,
    });
  });
});
