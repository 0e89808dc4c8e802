import { apiRequest } from '@gaido/shared';
import {
  bookingQueryKeys,
  type CancelledBooking,
  CancelledBookingSchema,
  paymentQueryKeys,
  tourQueryKeys,
} from '@gaido/shared/tours';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** `POST /bookings/{id}/cancel`: here, to release held places when the traveller picks another time. */
export async function cancelBooking(bookingId: string): Promise<CancelledBooking> {
  return CancelledBookingSchema.parse(
    await apiRequest(`/bookings/${encodeURIComponent(bookingId)}/cancel`, { method: 'POST', auth: true }),
  );
}

export function useCancelBooking(tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: paymentQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: tourQueryKeys.availabilityOf(tourId) }),
      ]),
  });
}
