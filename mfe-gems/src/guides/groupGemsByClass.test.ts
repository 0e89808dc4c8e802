import { culture, food, makeGem, nightlife } from '../test/fixtures';
import { groupGemsByClass } from './groupGemsByClass';

describe('groupGemsByClass', () => {
  it('groups gems into places to eat, nightlife and things to do, in that order', () => {
    const museum = makeGem({ name: 'Museum', features: [culture()] });
    const bar = makeGem({ name: 'Bar', features: [nightlife(), nightlife('Live music')] });
    const tasca = makeGem({ name: 'Tasca', features: [food()] });
    const groups = groupGemsByClass([museum, bar, tasca]);
    expect(groups.map((g) => [g.label, g.gems.map((gem) => gem.name)])).toEqual([
      ['Places to eat', ['Tasca']],
      ['Nightlife', ['Bar']],
      ['Things to do', ['Museum']],
    ]);
  });

  it('counts a tie between food and nightlife features as a place to eat (spec 4)', () => {
    const groups = groupGemsByClass([makeGem({ features: [food(), nightlife()] })]);
    expect(groups.map((g) => g.gemClass)).toEqual(['places-to-eat']);
  });

  it('leaves out classes without gems', () => {
    expect(groupGemsByClass([makeGem({ features: [] })]).map((g) => g.label)).toEqual(['Things to do']);
    expect(groupGemsByClass([])).toEqual([]);
  });
});
