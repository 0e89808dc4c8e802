// What the booking tests share: tours handed out one after another (so tests never share a
// departure), the first wholly free departure of a tour, and a card.
import type { Body, TestApi } from './harness';

/** Each call returns the next tour with room for `minGroupSize`, cycling through `tours()`. */
export function createTourPicker(tours: () => Body[]): (minGroupSize?: number) => Body {
  let cursor = 0;
  return (minGroupSize = 1) => {
    const list = tours();
    if (!list.some((tour) => tour.maxGroupSize >= minGroupSize)) {
      throw new Error(`no tour takes ${minGroupSize} guests`);
    }
    for (;;) {
      const tour = list[cursor++ % list.length];
      if (tour.maxGroupSize >= minGroupSize) return tour;
    }
  };
}

/** The first departure from `from` on with every place free, with its date. */
export async function firstFreeSlot(api: TestApi, tourId: string, from: string): Promise<Body> {
  const { body } = await api.get(`/tours/${tourId}/availability?from=${from}`);
  for (const day of body.data.days) {
    const slot = day.slots.find((candidate: Body) => candidate.remaining === candidate.capacity);
    if (slot) return { date: day.date as string, ...slot };
  }
  throw new Error('no free slot');
}

export const testCard = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2035,
  cvc: '123',
  holderName: 'Ana Traveller',
  ...extra,
});
