/**
 * The free departures closest to the one wanted, before or after it: the API's 409 answer to a full
 * departure and mfe-tours' check of a selection kept through sign-in give the same list. Closeness is
 * measured on the tour's local wall clock (a tour's date and time strings compare as naive instants);
 * a tie goes to the earlier departure. The wanted departure itself is never suggested.
 */
export interface DepartureSlot {
  time: string;
  startsAt: string;
  remaining: number;
}

export interface DepartureSuggestion {
  date: string;
  time: string;
  startsAt: string;
  remaining: number;
}

/** How many departures are suggested at the most. */
export const NEAREST_SLOTS_LIMIT = 3;

export function nearestFreeSlots(
  days: ReadonlyArray<{ date: string; slots: ReadonlyArray<DepartureSlot> }>,
  wanted: { date: string; time: string; guests: number },
  limit = NEAREST_SLOTS_LIMIT,
): DepartureSuggestion[] {
  const naive = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`);
  const target = naive(wanted.date, wanted.time);
  return days
    .flatMap((day) =>
      day.slots
        .filter(
          (slot) =>
            slot.remaining >= wanted.guests && !(day.date === wanted.date && slot.time === wanted.time),
        )
        .map((slot) => ({
          date: day.date,
          time: slot.time,
          startsAt: slot.startsAt,
          remaining: slot.remaining,
        })),
    )
    .map((slot) => ({ slot, at: naive(slot.date, slot.time) }))
    .sort((a, b) => Math.abs(a.at - target) - Math.abs(b.at - target) || a.at - b.at)
    .slice(0, limit)
    .map(({ slot }) => slot);
}
