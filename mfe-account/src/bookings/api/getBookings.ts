import { apiRequestRaw, ListResponseSchema } from '@gaido/shared';
import { BookingSchema, bookingQueryKeys } from '@gaido/shared/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type BookingsWhen = 'upcoming' | 'past';
const BookingListSchema = ListResponseSchema(BookingSchema);

/** `GET /bookings?when=`: upcoming soonest first, past latest first. */
export async function getBookings(when: BookingsWhen, signal?: AbortSignal) {
  const body = await apiRequestRaw('/bookings', {
    query: { when, limit: 100 },
    auth: true,
    ...(signal ? { signal } : {}),
  });
  return BookingListSchema.parse(body);
}

export function bookingsQueryOptions(when: BookingsWhen) {
  return queryOptions({
    queryKey: bookingQueryKeys.list(when),
    queryFn: ({ signal }) => getBookings(when, signal),
    // Holds expire and free-cancellation windows close while the page is open.
    refetchInterval: 60_000,
  });
}

export function useBookings(when: BookingsWhen) {
  return useQuery(bookingsQueryOptions(when));
}
