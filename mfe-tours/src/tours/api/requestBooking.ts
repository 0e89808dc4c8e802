import * as bookings from '@gaido/contracts/bookings';
import { callApi, isApiError } from '@gaido/shared';
import { type Booking, bookingQueryKeys, type SlotUnavailable, tourQueryKeys } from '@gaido/shared/tours';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type BookingRequest = bookings.BookingRequestBody;

/** `POST /bookings`: holds the places while the traveller pays. */
export async function requestBooking(request: BookingRequest): Promise<Booking> {
  return (await callApi(bookings.requestBooking, { body: request })).data;
}

/** The 409 `slot_unavailable` answer: the departure filled meanwhile, with the nearest free ones. */
export function slotUnavailableOf(error: unknown): SlotUnavailable | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = bookings.SlotUnavailable.safeParse(error.body);
  return parsed.success && parsed.data.code === 'slot_unavailable' ? parsed.data : null;
}

export function useRequestBooking(tourId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestBooking,
    // A retry could hold places twice; the traveller decides to try again.
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tourQueryKeys.availabilityOf(tourId) }),
        queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all }),
      ]),
  });
}
