import { apiRequest, queryKeys, type Tour } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type TourRef = { tourId: string } | { citySlug: string; tourSlug: string };

export function getTour(ref: TourRef): Promise<Tour> {
  return 'tourId' in ref
    ? apiRequest<Tour>(`/tours/${encodeURIComponent(ref.tourId)}`)
    : apiRequest<Tour>(
        `/tours/by-slug/${encodeURIComponent(ref.citySlug)}/${encodeURIComponent(ref.tourSlug)}`,
      );
}

export function tourQueryOptions(ref: TourRef) {
  return queryOptions({ queryKey: queryKeys.tours.detail(JSON.stringify(ref)), queryFn: () => getTour(ref) });
}

export function useTour(ref: TourRef) {
  return useQuery(tourQueryOptions(ref));
}
