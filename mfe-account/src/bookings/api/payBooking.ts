import { apiRequest, queryKeys } from '@gaido/shared';
import {
  bookingQueryKeys,
  type CardPaymentInput,
  type PaidBooking,
  PaidBookingSchema,
  paymentQueryKeys,
} from '@gaido/shared/tours';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** `POST /bookings/{id}/pay` for a booking still awaiting payment. A refused card is a 402 ApiError. */
export async function payBooking(bookingId: string, input: CardPaymentInput): Promise<PaidBooking> {
  return PaidBookingSchema.parse(
    await apiRequest(`/bookings/${encodeURIComponent(bookingId)}/pay`, {
      method: 'POST',
      body: input,
      auth: true,
    }),
  );
}

export function usePayBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CardPaymentInput) => payBooking(bookingId, input),
    // The card form resubmits with the same idempotency key when the traveller retries.
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: paymentQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tours.all }),
      ]),
  });
}
