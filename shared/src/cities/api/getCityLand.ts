// GET /cities/{idOrSlug}/land: the city's land, cut from OpenStreetMap-derived land polygons to a box
// around it. The maps draw water as the box less the land, and the location drawings (a gem's "Where it
// is", a tour's meeting point) the coast and large water around a point. One query for every app: the
// cache holds one shape under one key, whichever page asked first.

import { getCityLand as getCityLandEndpoint } from '@gaido/contracts/cities';
import { callApi } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface CityLand {
  /** [west, south, east, north]: the land is known inside this box only. */
  bbox: [number, number, number, number];
  /** A GeoJSON MultiPolygon: [longitude, latitude] pairs. */
  land: { type: 'MultiPolygon'; coordinates: number[][][][] };
  attribution: string;
}

export async function getCityLand(idOrSlug: string, signal?: AbortSignal): Promise<CityLand> {
  const { data } = await callApi(getCityLandEndpoint, {
    params: { idOrSlug },
    ...(signal ? { signal } : {}),
  });
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

/** The city's land; none (the map or drawing keeps its plain ground, never an error) until it is known. */
export function useCityLand(idOrSlug: string | null | undefined) {
  return useQuery({ ...cityLandQueryOptions(idOrSlug ?? ''), enabled: Boolean(idOrSlug) });
}
