// GET /cities/{id}: the city's name and centre and its neighbourhoods, drawn as labels on the gems map
// so a traveller can tell where the gems are (the offline basemap has no place names at city zoom).
import { getCity } from '@gaido/contracts/cities';
import { type ApiAnswer, callApi } from '@gaido/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface MapLabel {
  name: string;
  kind: 'city' | 'neighbourhood';
  longitude: number;
  latitude: number;
}

export function toMapLabels(
  city: Pick<ApiAnswer<typeof getCity>['data'], 'name' | 'latitude' | 'longitude' | 'neighbourhoods'>,
): MapLabel[] {
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
  const answer = await callApi(getCity, { params: { idOrSlug: cityId }, ...(signal ? { signal } : {}) });
  return toMapLabels(answer.data);
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
