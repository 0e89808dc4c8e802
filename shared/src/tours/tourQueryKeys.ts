/**
 * Query keys of the tours, bookings and payments features. Availability and reviews hang under
 * `queryKeys.tours.all`, so invalidating the tours invalidates them too; bookings and payments
 * have their own roots, shared by mfe-tours (which creates bookings) and mfe-account (which lists
 * them), so a payment in one remote refreshes the other's lists.
 */
export const tourQueryKeys = {
  filters: () => ['tours', 'filters'] as const,
  availability: (tourId: string, from: string, to: string) =>
    ['tours', 'availability', tourId, from, to] as const,
  availabilityOf: (tourId: string) => ['tours', 'availability', tourId] as const,
  reviews: (tourId: string, page = 1) => ['tours', 'reviews', tourId, page] as const,
  reviewsOf: (tourId: string) => ['tours', 'reviews', tourId] as const,
};

export const bookingQueryKeys = {
  all: ['bookings'] as const,
  list: (when: 'upcoming' | 'past' | 'all' = 'all') => ['bookings', 'list', when] as const,
  detail: (bookingId: string) => ['bookings', 'detail', bookingId] as const,
};

export const paymentQueryKeys = {
  all: ['payments'] as const,
  list: () => ['payments', 'list'] as const,
  detail: (paymentId: string) => ['payments', 'detail', paymentId] as const,
};
