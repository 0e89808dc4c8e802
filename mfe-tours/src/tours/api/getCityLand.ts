// GET /cities/{idOrSlug}/land: the city's land, cut from OpenStreetMap-derived land polygons, for the
// meeting point's drawing to show the coast and large water where they are. The gems map reads the same
// endpoint (mfe-gems/src/map/api/cityLand.ts).
import { apiRequest } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

const CityLandSchema = z.object({
  land: z.object({ coordinates: z.array(z.array(z.array(z.array(z.number())))) }),
  attribution: z.string(),
});
export type CityLand = z.infer<typeof CityLandSchema>;

export async function getCityLand(idOrSlug: string, signal?: AbortSignal): Promise<CityLand> {
  return CityLandSchema.parse(
    await apiRequest(`/cities/${encodeURIComponent(idOrSlug)}/land`, signal ? { signal } : {}),
  );
}

export function cityLandQueryOptions(idOrSlug: string) {
  return queryOptions({
    // The same key as the gems map's: the land of a city is one thing.
    queryKey: ['cities', 'land', idOrSlug] as const,
    queryFn: ({ signal }) => getCityLand(idOrSlug, signal),
    // The land does not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The city's land; none (the drawing keeps its plain ground, never an error) when it cannot be loaded. */
export function useCityLand(idOrSlug: string | null | undefined) {
  return useQuery({ ...cityLandQueryOptions(idOrSlug ?? ''), enabled: Boolean(idOrSlug) });
}
