import { cancelBooking as cancelBookingEndpoint } from '@gaido/contracts/bookings';
import { callApi } from '@gaido/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelledBooking } from './bookingSchemas';
import { refreshAfterBookingChange } from './refreshAfterBooking';

/**
 * `POST /bookings/{id}/cancel`, under the cancellation policy: a paid booking comes back with its refund.
 * mfe-account cancels a booking from the traveller's list; mfe-tours releases the places a booking
 * holds when the traveller picks another time.
 */
export async function cancelBooking(bookingId: string): Promise<CancelledBooking> {
  return (await callApi(cancelBookingEndpoint, { params: { bookingId } })).data;
}

/**
 * Cancels a booking, then refreshes the bookings, the payments (a refund) and the freed places: those of
 * `tourId` when the caller knows the tour, otherwise every tour query (availability hangs under them).
 */
export function useCancelBooking(tourId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    // Refused (the 24 h line) is an answer, not a glitch.
    retry: false,
    onSettled: () => refreshAfterBookingChange(queryClient, tourId),
  });
}
