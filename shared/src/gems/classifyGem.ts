/**
 * spec 4 Gem classification: places-to-eat if the gem has food features and at least as many as
 * nightlife ones; nightlife if nightlife features are strictly more; otherwise things-to-do.
 *
 * Which features count: a feature's category decides when it has one that names food or nightlife;
 * otherwise its own name does. Matching is by whole word, case-insensitive ("bar" matches
 * "Rooftop bar" but not "Barbecue"). A name matching both lists ("Tapas bar") counts for both.
 */
import type { Gem, GemFeature } from '../schemas/gem';

export type GemClass = 'places-to-eat' | 'nightlife' | 'things-to-do';

export const GEM_CLASS_LABELS: Record<GemClass, string> = {
  'places-to-eat': 'Places to eat',
  nightlife: 'Nightlife',
  'things-to-do': 'Things to do',
};

export const FOOD_KEYWORDS = [
  'food',
  'foods',
  'eat',
  'eats',
  'eating',
  'restaurant',
  'restaurants',
  'dining',
  'dine',
  'cafe',
  'cafes',
  'café',
  'cafés',
  'coffee',
  'bakery',
  'bakeries',
  'brunch',
  'breakfast',
  'lunch',
  'dinner',
  'bistro',
  'brasserie',
  'tapas',
  'pizza',
  'pizzeria',
  'seafood',
  'street food',
  'vegetarian',
  'vegan',
  'dessert',
  'desserts',
  'ice cream',
  'gelato',
  'patisserie',
  'pastry',
  'deli',
  'tavern',
  'taverna',
  'trattoria',
  'food market',
  'cuisine',
] as const;

export const NIGHTLIFE_KEYWORDS = [
  'nightlife',
  'night life',
  'bar',
  'bars',
  'pub',
  'pubs',
  'club',
  'clubs',
  'nightclub',
  'nightclubs',
  'night club',
  'cocktail',
  'cocktails',
  'wine bar',
  'beer',
  'brewery',
  'craft beer',
  'live music',
  'jazz',
  'karaoke',
  'lounge',
  'speakeasy',
  'dancing',
  'disco',
  'late night',
] as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function keywordPattern(keywords: readonly string[]): RegExp {
  // Unicode-aware word boundaries, so "café" is a word and "barbecue" does not contain "bar".
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${keywords.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

const FOOD_PATTERN = keywordPattern(FOOD_KEYWORDS);
const NIGHTLIFE_PATTERN = keywordPattern(NIGHTLIFE_KEYWORDS);

export interface FeatureGroups {
  food: boolean;
  nightlife: boolean;
}

function categoryName(feature: Pick<GemFeature, 'category' | 'categoryName'>): string | undefined {
  const { category, categoryName } = feature;
  if (typeof category === 'string') return category;
  if (category && typeof category === 'object' && typeof category.name === 'string') return category.name;
  return typeof categoryName === 'string' ? categoryName : undefined;
}

function groupsOf(text: string): FeatureGroups {
  return { food: FOOD_PATTERN.test(text), nightlife: NIGHTLIFE_PATTERN.test(text) };
}

/** Whether a feature counts as food, nightlife, both or neither. */
export function featureGroups(
  feature: Pick<GemFeature, 'name' | 'category' | 'categoryName'>,
): FeatureGroups {
  const category = categoryName(feature);
  if (category) {
    const byCategory = groupsOf(category);
    if (byCategory.food || byCategory.nightlife) return byCategory;
  }
  return groupsOf(typeof feature.name === 'string' ? feature.name : '');
}

export function classifyGem(gem: {
  features?: ReadonlyArray<Pick<GemFeature, 'name' | 'category' | 'categoryName'>> | null;
}): GemClass {
  let food = 0;
  let nightlife = 0;
  for (const feature of gem.features ?? []) {
    const groups = featureGroups(feature);
    if (groups.food) food += 1;
    if (groups.nightlife) nightlife += 1;
  }
  if (food > 0 && food >= nightlife) return 'places-to-eat';
  if (nightlife > food) return 'nightlife';
  return 'things-to-do';
}

/** Convenience for lists: the gems of one class. */
export function gemsOfClass<G extends Pick<Gem, 'features'>>(gems: readonly G[], gemClass: GemClass): G[] {
  return gems.filter((gem) => classifyGem(gem) === gemClass);
}
