import { apiRequest, queryKeys } from '@gaido/shared';
import { type TourDetail, TourDetailSchema } from '@gaido/shared/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type TourRef = { tourId: string } | { citySlug: string; tourSlug: string };

function tourPath(ref: TourRef): string {
  return 'tourId' in ref
    ? `/tours/${encodeURIComponent(ref.tourId)}`
    : `/tours/by-slug/${encodeURIComponent(ref.citySlug)}/${encodeURIComponent(ref.tourSlug)}`;
}

export async function getTour(ref: TourRef, signal?: AbortSignal): Promise<TourDetail> {
  return TourDetailSchema.parse(await apiRequest(tourPath(ref), signal ? { signal } : {}));
}

export function tourQueryOptions(ref: TourRef) {
  return queryOptions({
    queryKey: queryKeys.tours.detail('tourId' in ref ? ref.tourId : `${ref.citySlug}/${ref.tourSlug}`),
    queryFn: ({ signal }) => getTour(ref, signal),
  });
}

export function useTour(ref: TourRef | null) {
  return useQuery({ ...tourQueryOptions(ref ?? { tourId: '' }), enabled: ref !== null });
}
