import { getRuntimeConfig } from '@gaido/shared';
import type { FavoriteFolder } from '@gaido/shared/favorites';
import type { Gem } from '@gaido/shared/gems';
import { useInView } from '@gaido/ui/in-view';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import {
  citiesQueryOptions,
  type GemSelection,
  loadGemsMap,
  toMapGems,
  useCityLabels,
  useCityLand,
} from '../../map';
import { MAP_UNAVAILABLE } from './mapUnavailable';

function MapUnavailable() {
  return (
    <div className="map-overlay state-box" role="alert">
      {MAP_UNAVAILABLE}
    </div>
  );
}

// The map's code (and MapLibre, which it loads) comes only once the map is on screen: never with the
// page's first load, never behind the list on a phone.
type GemsMapComponent = Awaited<ReturnType<typeof loadGemsMap>>['GemsMap'];
const GemsMap = lazy(
  (): Promise<{ default: GemsMapComponent }> =>
    loadGemsMap().then(
      (module) => ({ default: module.GemsMap }),
      // The chunk could not be downloaded: the list still has every gem.
      () => ({ default: MapUnavailable as unknown as GemsMapComponent }),
    ),
);

/** The middle of the gems: the map opens there, at a city's zoom, before fitting them all. */
function centreOf(gems: readonly { longitude: number; latitude: number }[]): [number, number] | null {
  if (gems.length === 0) return null;
  let longitude = 0;
  let latitude = 0;
  for (const gem of gems) {
    longitude += gem.longitude;
    latitude += gem.latitude;
  }
  return [longitude / gems.length, latitude / gems.length];
}

/**
 * The folder's city: the one it was made for, else those of its gems (most gems first). Names come
 * from the cities list, else from the gems themselves.
 */
export function folderCities(
  folder: FavoriteFolder,
  gems: readonly Gem[],
  cities: readonly { id: string; name: string }[],
): { id: string; name: string }[] {
  const counts = new Map<string, number>();
  const names = new Map<string, string>();
  for (const city of cities) names.set(city.id, city.name);
  for (const gem of gems) {
    counts.set(gem.cityId, (counts.get(gem.cityId) ?? 0) + 1);
    if (!names.has(gem.cityId)) names.set(gem.cityId, gem.city.name);
  }
  const ids = folder.cityId
    ? [folder.cityId]
    : [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  return ids.flatMap((id) => {
    const name = names.get(id);
    return name ? [{ id, name }] : [];
  });
}

function useFolderCities(folder: FavoriteFolder, gems: readonly Gem[]) {
  const cities = useQuery(citiesQueryOptions());
  return useMemo(() => folderCities(folder, gems, cities.data ?? []), [folder, gems, cities.data]);
}

/** "City: Lisbon" under the folder's name ("Cities: …" when its gems span several). */
export function FolderCity({ folder, gems }: { folder: FavoriteFolder; gems: readonly Gem[] }) {
  const names = useFolderCities(folder, gems).map((city) => city.name);
  if (names.length === 0) return null;
  return (
    <p className="folder-city">
      <span className="muted">{names.length > 1 ? 'Cities' : 'City'}:</span> {names.join(', ')}
    </p>
  );
}

/** A folder's gems on a map: the same popups as the gems map. */
export function FolderMap({ folder, gems }: { folder: FavoriteFolder; gems: Gem[] }) {
  const folderId = folder.id;
  const folderName = folder.name;
  // The folder's one city: its name and neighbourhoods are drawn under the gems.
  const cities = useFolderCities(folder, gems);
  const city = cities.length === 1 ? (cities[0] ?? null) : null;
  const cityName = city?.name ?? null;
  const [ref, near] = useInView<HTMLDivElement>({ rootMargin: '200px' });
  const mapGems = useMemo(() => toMapGems(gems), [gems]);
  const center = useMemo(() => centreOf(mapGems), [mapGems]);
  const [selection, setSelection] = useState<GemSelection | null>(null);
  const labels = useCityLabels(near ? (city?.id ?? null) : null);
  // A configured street basemap draws its own coast.
  const land = useCityLand(near && !getRuntimeConfig().mapStyleUrl ? (city?.id ?? null) : null);
  if (mapGems.length === 0) {
    return (
      <p className="muted folder-map-none" role="status">
        These gems have no location to show on a map.
      </p>
    );
  }
  const label = `Map of the gems in ${folderName}${cityName ? `, ${cityName}` : ''}`;
  return (
    <div ref={ref} className="folder-map">
      {near ? (
        <Suspense
          fallback={
            <p className="map-overlay muted" role="status">
              Loading the map…
            </p>
          }
        >
          <GemsMap
            cityId={folderId}
            cityName={cityName ?? folderName}
            label={label}
            center={center}
            gems={mapGems}
            complete
            labels={labels.data ?? null}
            land={land.data ?? null}
            selection={selection}
            onSelect={setSelection}
          />
        </Suspense>
      ) : (
        <p className="map-overlay muted">The map loads when it comes into view.</p>
      )}
    </div>
  );
}
