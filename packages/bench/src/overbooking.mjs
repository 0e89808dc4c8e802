/**
 * The load test's verdict on one contested departure. The stack it runs on may have sold places of
 * that departure before the load started (test:production runs journeys that book first), so the
 * places taken then count: the API's remaining places must equal capacity minus those and the
 * load's own travellers' places, and no more places may be held than exist.
 * @param {{ capacity: number, takenBefore: number, guests: number,
 *   slot: { capacity: number, remaining: number } | undefined }} departure
 */
export function departureOverbooked({ capacity, takenBefore, guests, slot }) {
  if (!slot) return true;
  return (
    guests + takenBefore > capacity ||
    slot.remaining < 0 ||
    guests + takenBefore !== slot.capacity - slot.remaining
  );
}
