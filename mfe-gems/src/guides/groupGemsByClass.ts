import { classifyGem, GEM_CLASS_LABELS, type Gem, type GemClass } from '@gaido/shared/gems';

/** The order the product lists the classes in (spec 4 "Gem classification"). */
export const GEM_CLASS_ORDER: readonly GemClass[] = ['places-to-eat', 'nightlife', 'things-to-do'];

export interface GemClassGroup<G> {
  gemClass: GemClass;
  label: string;
  gems: G[];
}

/** Gems grouped by the shared classifyGem, in product order, leaving out empty classes. */
export function groupGemsByClass<G extends Pick<Gem, 'features'>>(gems: readonly G[]): GemClassGroup<G>[] {
  const byClass = new Map<GemClass, G[]>(GEM_CLASS_ORDER.map((gemClass) => [gemClass, []]));
  for (const gem of gems) byClass.get(classifyGem(gem))?.push(gem);
  return GEM_CLASS_ORDER.flatMap((gemClass) => {
    const list = byClass.get(gemClass) ?? [];
    return list.length > 0 ? [{ gemClass, label: GEM_CLASS_LABELS[gemClass], gems: list }] : [];
  });
}
