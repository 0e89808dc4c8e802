import { listBookings, MAX_BOOKINGS_PAGE_SIZE } from '@gaido/contracts/bookings';
import { callApi, getCurrentUser } from '@gaido/shared';
import { bookingQueryKeys } from '@gaido/shared/tours';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

export type BookingsWhen = 'upcoming' | 'past';

/** `GET /bookings?when=`: upcoming soonest first, past latest first. */
export async function getBookings(when: BookingsWhen, signal?: AbortSignal) {
  return callApi(listBookings, {
    query: { when, limit: MAX_BOOKINGS_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

/**
 * Asks for both lists before /bookings renders (the page's `prefetch`), if someone is signed in. The
 * query client drops them, even on their way, if the user changes (bindQueryClientToSession).
 */
export function prefetchBookings(queryClient: QueryClient): void {
  if (!getCurrentUser()) return;
  for (const when of ['upcoming', 'past'] as const)
    void queryClient.prefetchQuery(bookingsQueryOptions(when));
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
