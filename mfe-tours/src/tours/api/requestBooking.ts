import type { bookings } from '@gaido/contracts';
import { apiRequest, isApiError } from '@gaido/shared';
import {
  type Booking,
  BookingSchema,
  bookingQueryKeys,
  type SlotUnavailable,
  SlotUnavailableSchema,
  tourQueryKeys,
} from '@gaido/shared/tours';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type BookingRequest = bookings.BookingRequestBody;

/** `POST /bookings`: holds the places while the traveller pays. */
export async function requestBooking(request: BookingRequest): Promise<Booking> {
  return BookingSchema.parse(await apiRequest('/bookings', { method: 'POST', body: request, auth: true }));
}

/** The 409 `slot_unavailable` answer: the departure filled meanwhile, with the nearest free ones. */
export function slotUnavailableOf(error: unknown): SlotUnavailable | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = SlotUnavailableSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
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
