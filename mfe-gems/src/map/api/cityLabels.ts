// GET /cities/{id}: the city's name and centre and its neighbourhoods, drawn as labels on the gems map
// so a traveller can tell where the gems are (the offline basemap has no place names at city zoom).
import { apiRequest } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

export interface MapLabel {
  name: string;
  kind: 'city' | 'neighbourhood';
  longitude: number;
  latitude: number;
}

const CityLabelsSchema = z.looseObject({
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  neighbourhoods: z._default(
    z.array(z.object({ name: z.string(), latitude: z.number(), longitude: z.number() })),
    [],
  ),
});

export function toMapLabels(city: z.infer<typeof CityLabelsSchema>): MapLabel[] {
  return [
    { name: city.name, kind: 'city', longitude: city.longitude, latitude: city.latitude },
    ...city.neighbourhoods.map((hood) => ({
      name: hood.name,
      kind: 'neighbourhood' as const,
      longitude: hood.longitude,
      latitude: hood.latitude,
    })),
  ];
}

export async function getCityLabels(cityId: string, signal?: AbortSignal): Promise<MapLabel[]> {
  const body = await apiRequest(`/cities/${encodeURIComponent(cityId)}`, signal ? { signal } : {});
  return toMapLabels(CityLabelsSchema.parse(body));
}

export function cityLabelsQueryOptions(cityId: string) {
  return queryOptions({
    queryKey: ['cities', 'labels', cityId] as const,
    queryFn: ({ signal }) => getCityLabels(cityId, signal),
    staleTime: 60 * 60 * 1000,
  });
}

/** The labels of the shown city; none (never an error on screen) when they cannot be loaded. */
export function useCityLabels(cityId: string | null) {
  return useQuery({ ...cityLabelsQueryOptions(cityId ?? ''), enabled: cityId !== null });
}
