import { queryKeys } from '@gaido/shared';
import type { QueryClient } from '@tanstack/react-query';
import { bookingQueryKeys, paymentQueryKeys, tourQueryKeys } from './tourQueryKeys';

/**
 * After a booking is paid or cancelled, refused or not: the bookings, the payments, and the places,
 * those of `tourId` when the caller knows the tour, otherwise every tour query (availability hangs
 * under them).
 */
export function refreshAfterBookingChange(queryClient: QueryClient, tourId?: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: paymentQueryKeys.all }),
    queryClient.invalidateQueries({
      queryKey: tourId === undefined ? queryKeys.tours.all : tourQueryKeys.availabilityOf(tourId),
    }),
  ]);
}
