// Availability: the tour's weekly timetable laid over calendar dates, minus the places
// taken by confirmed bookings and by holds that have not expired. Computed when asked: nothing
// has to be pre-generated, and an expired hold frees its places the moment it expires.
import { nearestFreeSlots as closestFreeSlots, type DepartureSuggestion } from '@gaido/contracts/departures';
import type { Database } from '../../db/client';
import { addDays, isoWeekday, localDate, localToInstant } from './local-time';
import { MIN_LEAD_MINUTES, placesTakenBetween, slotCapacitiesBetween, tourTimetable } from './queries';

/** How far ahead a tour can be booked. */
export const BOOKING_HORIZON_DAYS = 180;
/** The longest range one availability request may cover. */
export const MAX_AVAILABILITY_DAYS = 93;

export interface AvailabilityTour {
  id: string;
  maxGroupSize: number;
  timezone: string;
}

export interface Slot {
  time: string;
  startsAt: string;
  capacity: number;
  booked: number;
  remaining: number;
}

export interface AvailabilityDay {
  date: string;
  slots: Slot[];
}

/** Today's date in the tour's zone, and the last date that can be booked. */
export function bookableDates(timezone: string, now: Date) {
  const today = localDate(now, timezone);
  return { today, last: addDays(today, BOOKING_HORIZON_DAYS) };
}

/**
 * Every departure between `from` and `to` (inclusive, local dates) that can still be booked
 * (starts at least MIN_LEAD_MINUTES after `now`, within the horizon), with its free places.
 * Days without departures are listed with no slots so a calendar can show them as closed.
 */
export async function computeAvailability(
  db: Database,
  tour: AvailabilityTour,
  range: { from: string; to: string },
  now: Date,
): Promise<AvailabilityDay[]> {
  const { today, last } = bookableDates(tour.timezone, now);
  // biome-ignore lint/complexity/useMathMinMax: ISO date strings compare as text, Math.max would turn them into NaN
  const from = range.from < today ? today : range.from;
  // biome-ignore lint/complexity/useMathMinMax: as above
  const to = range.to > last ? last : range.to;
  if (from > to) return [];

  const [timetable, taken, slotRows] = await Promise.all([
    tourTimetable(db, tour.id),
    placesTakenBetween(db, { tourId: tour.id, from, to, now }),
    slotCapacitiesBetween(db, { tourId: tour.id, from, to }),
  ]);

  const takenBySlot = new Map(taken.map((row) => [`${row.date} ${row.time}`, Number(row.guests)]));
  const capacityBySlot = new Map(slotRows.map((row) => [`${row.date} ${row.time}`, row.capacity]));
  const earliest = now.getTime() + MIN_LEAD_MINUTES * 60_000;
  const days: AvailabilityDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const weekday = isoWeekday(date);
    const slots: Slot[] = [];
    for (const departure of timetable) {
      if (departure.weekday !== weekday) continue;
      const startsAt = localToInstant(date, departure.startTime, tour.timezone);
      if (startsAt.getTime() < earliest) continue;
      const key = `${date} ${departure.startTime}`;
      const capacity = capacityBySlot.get(key) ?? tour.maxGroupSize;
      const booked = takenBySlot.get(key) ?? 0;
      slots.push({
        time: departure.startTime,
        startsAt: startsAt.toISOString(),
        capacity,
        booked,
        remaining: Math.max(0, capacity - booked),
      });
    }
    days.push({ date, slots });
  }
  return days;
}

export type SlotSuggestion = DepartureSuggestion;

/**
 * The free departures closest to the one asked for (before or after), for the "no longer available"
 * answer, by the rule the browser applies too. Looks a week back and two weeks ahead.
 */
export async function nearestFreeSlots(
  db: Database,
  tour: AvailabilityTour,
  wanted: { date: string; time: string; guests: number },
  now: Date,
): Promise<SlotSuggestion[]> {
  const days = await computeAvailability(
    db,
    tour,
    { from: addDays(wanted.date, -7), to: addDays(wanted.date, 14) },
    now,
  );
  return closestFreeSlots(days, wanted);
}
