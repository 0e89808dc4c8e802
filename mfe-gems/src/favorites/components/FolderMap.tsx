import type { Gem } from '@gaido/shared/gems';
import { lazy, Suspense, useMemo, useState } from 'react';
import { type GemSelection, loadGemsMap, toMapGems, useCityLabels } from '../../map';
import { useNearViewport } from '../../ui/useNearViewport';

export const MAP_UNAVAILABLE = 'The map could not be loaded. The list has every gem of this folder.';

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

/** A folder's gems on a map: the same popups as the gems map. */
export function FolderMap({
  folderId,
  folderName,
  city,
  gems,
}: {
  folderId: string;
  folderName: string;
  /** The folder's one city: its name and neighbourhoods are drawn under the gems. */
  city: { id: string; name: string } | null;
  gems: Gem[];
}) {
  const cityName = city?.name ?? null;
  const [ref, near] = useNearViewport<HTMLDivElement>('200px');
  const mapGems = useMemo(() => toMapGems(gems), [gems]);
  const center = useMemo(() => centreOf(mapGems), [mapGems]);
  const [selection, setSelection] = useState<GemSelection | null>(null);
  const labels = useCityLabels(near ? (city?.id ?? null) : null);
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
