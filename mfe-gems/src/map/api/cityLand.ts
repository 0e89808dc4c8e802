// GET /cities/{idOrSlug}/land: the city's land, cut from OpenStreetMap-derived land polygons to a box around
// it. The maps draw water as the box less the land, so the coast and large water (an estuary, a strait,
// the sea) are where OpenStreetMap has them. Loaded with the map, never with the first page.
import { apiRequest } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MultiPolygon } from 'geojson';
import * as z from 'zod/mini';

export interface CityLand {
  /** [west, south, east, north]: the land is known inside this box only. */
  bbox: [number, number, number, number];
  land: MultiPolygon;
  attribution: string;
}

const CityLandSchema = z.object({
  bbox: z.array(z.number()),
  land: z.object({ type: z.string(), coordinates: z.array(z.array(z.array(z.array(z.number())))) }),
  attribution: z.string(),
});

export async function getCityLand(idOrSlug: string, signal?: AbortSignal): Promise<CityLand> {
  const body = await apiRequest(`/cities/${encodeURIComponent(idOrSlug)}/land`, signal ? { signal } : {});
  // apiRequest hands over the body inside `data`.
  const data = CityLandSchema.parse(body);
  const [west = 0, south = 0, east = 0, north = 0] = data.bbox;
  return {
    bbox: [west, south, east, north],
    land: { type: 'MultiPolygon', coordinates: data.land.coordinates },
    attribution: data.attribution,
  };
}

export function cityLandQueryOptions(idOrSlug: string) {
  return queryOptions({
    queryKey: ['cities', 'land', idOrSlug] as const,
    queryFn: ({ signal }) => getCityLand(idOrSlug, signal),
    // The land does not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The shown city's land; none (the map keeps its plain ground, never an error) when it cannot be loaded. */
export function useCityLand(idOrSlug: string | null) {
  return useQuery({ ...cityLandQueryOptions(idOrSlug ?? ''), enabled: idOrSlug !== null });
}
