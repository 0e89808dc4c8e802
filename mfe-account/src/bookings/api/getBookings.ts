import { apiRequestRaw, getCurrentUser, type ListResponse, ListResponseSchema } from '@gaido/shared';
import { startEarlyRequest, takeEarlyRequest } from '@gaido/shared/early';
import { type Booking, BookingSchema, bookingQueryKeys } from '@gaido/shared/tours';
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

/** One account's bookings are never handed to another: the early request's key names the user. */
const earlyKey = (when: BookingsWhen, userId: string) => [...bookingQueryKeys.list(when), userId];

/** Asks for both lists before /bookings renders (the page's `prefetch`), if someone is signed in. */
export function prefetchBookings(): void {
  const userId = getCurrentUser()?.id;
  if (!userId) return;
  for (const when of ['upcoming', 'past'] as const) {
    startEarlyRequest(earlyKey(when, userId), () => getBookings(when));
  }
}

export function bookingsQueryOptions(when: BookingsWhen) {
  return queryOptions({
    queryKey: bookingQueryKeys.list(when),
    // The signal is read only when the query asks itself (@gaido/shared/early).
    queryFn: (context) => {
      const userId = getCurrentUser()?.id;
      const early = userId ? takeEarlyRequest<ListResponse<Booking>>(earlyKey(when, userId)) : null;
      return early ?? getBookings(when, context.signal);
    },
    // Holds expire and free-cancellation windows close while the page is open.
    refetchInterval: 60_000,
  });
}

export function useBookings(when: BookingsWhen) {
  return useQuery(bookingsQueryOptions(when));
}
