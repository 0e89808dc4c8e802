// Filling the seed's sentence patterns. Every placeholder must be given: a pattern that names one the
// caller forgot fails the seed instead of showing "{dish}" to a traveller.
import { type CityFlavour, flavourOf } from './data/city-flavour';
import type { Random } from './random';

export type TextValues = Record<string, string>;

export function fillText(pattern: string, values: TextValues): string {
  const filled = pattern.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`seed pattern "${pattern}" needs {${key}}`);
    return value;
  });
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

export function listSentence(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A city's flavour as placeholder values, with two different dishes and two different landmarks. */
export function flavourValues(random: Random, citySlug: string): TextValues {
  const flavour: CityFlavour = flavourOf(citySlug);
  const [dish, dish2] = random.sample(flavour.dishes, 2) as [string, string];
  const [landmark, landmark2] = random.sample(flavour.landmarks, 2) as [string, string];
  return {
    dish,
    dish2,
    landmark,
    landmark2,
    sweet: flavour.sweet,
    drink: random.pick(flavour.drinks),
    market: flavour.market,
    viewpoint: flavour.viewpoint,
    water: flavour.water,
  };
}

/**
 * Takes items from a list without putting them back: what one page shows (a tour's reviews) never says the
 * same line twice. `undefined` once the list is used up.
 */
export function drawer<T>(random: Random, items: readonly T[]) {
  const left = random.sample(items, items.length);
  return () => left.pop();
}
