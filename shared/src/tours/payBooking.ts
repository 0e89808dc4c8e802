import { payBooking as payBookingEndpoint } from '@gaido/contracts/bookings';
import { callApi } from '@gaido/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardPaymentInput, PaidBooking } from './bookingSchemas';
import { refreshAfterBookingChange } from './refreshAfterBooking';

/**
 * `POST /bookings/{id}/pay` for a booking awaiting payment. A refused card is a 402 thrown as ApiError
 * (its body says why). mfe-tours pays at the end of booking; mfe-account pays a booking left unpaid.
 */
export async function payBooking(bookingId: string, input: CardPaymentInput): Promise<PaidBooking> {
  return (await callApi(payBookingEndpoint, { params: { bookingId }, body: input })).data;
}

/**
 * Pays a booking, then refreshes the bookings, the payments and the places: those of `tourId` when the
 * caller knows the tour, otherwise every tour query (availability hangs under them).
 */
export function usePayBooking(bookingId: string, tourId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CardPaymentInput) => payBooking(bookingId, input),
    // The card form resubmits with the same idempotency key when the traveller retries.
    retry: false,
    onSettled: () => refreshAfterBookingChange(queryClient, tourId),
  });
}
