import { apiRequest, queryKeys } from '@gaido/shared';
import {
  bookingQueryKeys,
  type CancelledBooking,
  CancelledBookingSchema,
  paymentQueryKeys,
} from '@gaido/shared/tours';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** `POST /bookings/{id}/cancel`: under the policy; a paid booking comes back with its refund. */
export async function cancelBooking(bookingId: string): Promise<CancelledBooking> {
  return CancelledBookingSchema.parse(
    await apiRequest(`/bookings/${encodeURIComponent(bookingId)}/cancel`, { method: 'POST', auth: true }),
  );
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    // Refused (the 24 h line) is an answer, not a glitch.
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: paymentQueryKeys.all }),
        // The freed places show on the tour pages.
        queryClient.invalidateQueries({ queryKey: queryKeys.tours.all }),
      ]),
  });
}
