import type { AvailabilityDay, SlotSuggestion } from '@gaido/shared/tours';

/**
 * The free departures closest to the one wanted (before or after), among the days loaded. The
 * API gives the same list in its 409 answer; this is for a kept selection found full on return.
 * Local date and time strings of one tour compare correctly as naive instants.
 */
export function nearestFreeSlots(
  days: AvailabilityDay[],
  wanted: { date: string; time: string; guests: number },
  limit = 3,
): SlotSuggestion[] {
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
    .sort(
      (a, b) =>
        Math.abs(naive(a.date, a.time) - target) - Math.abs(naive(b.date, b.time) - target) ||
        naive(a.date, a.time) - naive(b.date, b.time),
    )
    .slice(0, limit);
}
