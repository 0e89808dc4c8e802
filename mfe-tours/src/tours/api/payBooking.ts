import { apiRequest } from '@gaido/shared';
import {
  bookingQueryKeys,
  type CardPaymentInput,
  type PaidBooking,
  PaidBookingSchema,
  paymentQueryKeys,
  tourQueryKeys,
} from '@gaido/shared/tours';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** `POST /bookings/{id}/pay`. A refused card is a 402 thrown as ApiError (its body says why). */
export async function payBooking(bookingId: string, input: CardPaymentInput): Promise<PaidBooking> {
  const body = await apiRequest(`/bookings/${encodeURIComponent(bookingId)}/pay`, {
    method: 'POST',
    body: input,
    auth: true,
  });
  return PaidBookingSchema.parse(body);
}

export function usePayBooking(bookingId: string, tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CardPaymentInput) => payBooking(bookingId, input),
    // The form resubmits with the same idempotency key when the traveller retries.
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: paymentQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: tourQueryKeys.availabilityOf(tourId) }),
      ]),
  });
}
