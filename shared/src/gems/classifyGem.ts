/**
 * spec 4 Gem classification: places-to-eat if the gem has food features and at least as many as
 * nightlife ones; nightlife if nightlife features are strictly more; otherwise things-to-do.
 *
 * Which features count: a feature's category decides when it has one that names food or nightlife;
 * otherwise its own name does. Matching is by whole word, case-insensitive ("bar" matches
 * "Rooftop bar" but not "Barbecue"). A name matching both lists ("Tapas bar") counts for both.
 */
import type { GemFeature, GemSummary } from './types';

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

function groupsOf(text: string): FeatureGroups {
  return { food: FOOD_PATTERN.test(text), nightlife: NIGHTLIFE_PATTERN.test(text) };
}

/** Whether a feature counts as food, nightlife, both or neither. */
export function featureGroups(feature: Pick<GemFeature, 'name' | 'categoryName'>): FeatureGroups {
  const byCategory = groupsOf(feature.categoryName);
  if (byCategory.food || byCategory.nightlife) return byCategory;
  return groupsOf(feature.name);
}

export function classifyGem(gem: {
  features: ReadonlyArray<Pick<GemFeature, 'name' | 'categoryName'>>;
}): GemClass {
  let food = 0;
  let nightlife = 0;
  for (const feature of gem.features) {
    const groups = featureGroups(feature);
    if (groups.food) food += 1;
    if (groups.nightlife) nightlife += 1;
  }
  if (food > 0 && food >= nightlife) return 'places-to-eat';
  if (nightlife > food) return 'nightlife';
  return 'things-to-do';
}

/** Convenience for lists: the gems of one class. */
export function gemsOfClass<G extends Pick<GemSummary, 'features'>>(
  gems: readonly G[],
  gemClass: GemClass,
): G[] {
  return gems.filter((gem) => classifyGem(gem) === gemClass);
}
