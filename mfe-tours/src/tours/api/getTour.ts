import { apiRequest, queryKeys } from '@gaido/shared';
import { startEarlyRequest, takeEarlyRequest } from '@gaido/shared/early';
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
  const queryKey = queryKeys.tours.detail('tourId' in ref ? ref.tourId : `${ref.citySlug}/${ref.tourSlug}`);
  return queryOptions({
    queryKey,
    // The signal is read only when the query asks itself (@gaido/shared/early).
    queryFn: (context) => takeEarlyRequest<TourDetail>(queryKey) ?? getTour(ref, context.signal),
  });
}

/** The tour a route names: `/tours/:citySlug/:tourSlug` or `/tours/city/:cityId/:tourId`. */
export function tourRefFromParams(params: Readonly<Record<string, string | undefined>>): TourRef | null {
  const { cityId, tourId, citySlug, tourSlug } = params;
  if (cityId && tourId) return { tourId };
  if (citySlug && tourSlug) return { citySlug, tourSlug };
  return null;
}

/** Asks for a tour before its page renders (the page's `prefetch`); the page's query takes it over. */
export function prefetchTour(ref: TourRef): void {
  startEarlyRequest(tourQueryOptions(ref).queryKey, () => getTour(ref));
}

export function useTour(ref: TourRef | null) {
  return useQuery({ ...tourQueryOptions(ref ?? { tourId: '' }), enabled: ref !== null });
}
