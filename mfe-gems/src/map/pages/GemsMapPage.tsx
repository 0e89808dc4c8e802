import { type City, getCurrentUser, getRuntimeConfig, useSession } from '@gaido/shared';
import { useCityLand } from '@gaido/shared/cities';
import { GEM_CLASS_LABELS, type GemClass } from '@gaido/shared/gems';
import { Button } from '@gaido/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import '../../ui/gems.css';
import { ErrorState, LoadingState } from '@gaido/ui/states';
import { useSavedGemIdsInCity } from '../../favorites';
import { fetchCitiesEarly, useCities } from '../api/cities';
import { fetchCityGemsEarly, prefetchCityGems, useCityGems } from '../api/cityGems';
import { useCityLabels } from '../api/cityLabels';
import { type GemSelection, GemsMap } from '../components/GemsMap';
import { MapGemList } from '../components/MapGemList';
import { GEM_CLASS_COLORS, SAVED_MARKER } from '../components/mapLayers';
import {
  ALL_GEM_CLASSES,
  countByClass,
  filterByClass,
  parseClassFilter,
  serializeClassFilter,
  toMapGems,
} from '../gemPoints';
import { loadMapLibre } from '../loadMapLibre';
import { mapProbe } from '../mapProbe';
import { chooseCity, likelyCityId, orderCities, preferredCityOf } from '../preferredCity';

// This module is loaded only to show this page: MapLibre (about 1 MB of script), the cities and the
// gems of the city the address (or the user's profile) names by id start downloading as soon as the
// page's code runs, not after its first render (~0.2 s later on /gems-map).
function startDownloads() {
  loadMapLibre().catch(() => undefined);
  fetchCitiesEarly();
  const cityId = likelyCityId(new URLSearchParams(window.location.search).get('city'), getCurrentUser());
  if (cityId) fetchCityGemsEarly(cityId);
}
startDownloads();

/** /gems-map: every gem of a city on an offline map, clustered, filterable by class. */
export default function GemsMapPage() {
  const cities = useCities();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const user = useSession((state) => state.user);
  // Before any child effect starts a fetch the probe times (a layout effect runs before them all).
  useLayoutEffect(() => {
    mapProbe.reset();
  }, []);
  // MapLibre downloads while the cities load, instead of after them (again on a later visit if the
  // download above failed), and so do the gems of the city the URL (or the user's profile) names by id.
  useEffect(() => {
    loadMapLibre().catch(() => undefined);
  }, []);
  const earlyCityId = likelyCityId(searchParams.get('city'), user);
  useEffect(() => {
    if (earlyCityId) void prefetchCityGems(queryClient, earlyCityId);
  }, [queryClient, earlyCityId]);
  return (
    <div className="gems-map-page">
      <h1>Gems map</h1>
      {cities.isPending ? (
        <LoadingState label="Loading cities…" />
      ) : cities.isError || cities.data.length === 0 ? (
        <ErrorState title="The cities could not be loaded" onRetry={() => void cities.refetch()} />
      ) : (
        <CityMap cities={cities.data} />
      )}
    </div>
  );
}

function CityMap({ cities }: { cities: City[] }) {
  const user = useSession((state) => state.user);
  const [searchParams, setSearchParams] = useSearchParams();
  const [view, setView] = useState<'map' | 'list'>('map');
  const [selection, setSelection] = useState<GemSelection | null>(null);
  const listTitleId = useId();

  const preferred = useMemo(() => preferredCityOf(user, cities), [user, cities]);
  const ordered = useMemo(() => orderCities(cities, preferred), [cities, preferred]);
  const city = chooseCity(cities, searchParams.get('city'), preferred);
  // The ticks answer at once from local state; the URL (?show=) follows for sharing and Back, and the
  // 10,000-gem refilter runs deferred so a click never waits for it.
  const [classes, setClasses] = useState(() => parseClassFilter(searchParams.get('show')));
  const deferredClasses = useDeferredValue(classes);
  const showParam = searchParams.get('show');
  useEffect(() => {
    // Back and Forward change the URL without a click: follow it.
    // The same ticks keep the same set: a new one would refilter every gem and redraw the map.
    setClasses((current) => {
      const next = parseClassFilter(showParam);
      return serializeClassFilter(next) === serializeClassFilter(current) ? current : next;
    });
  }, [showParam]);
  const gemsQuery = useCityGems(city?.id ?? null);
  const cityLabels = useCityLabels(city?.id ?? null);
  // A configured street basemap draws its own coast.
  const cityLand = useCityLand(getRuntimeConfig().mapStyleUrl ? null : (city?.id ?? null));
  const savedIds = useSavedGemIdsInCity(city?.id ?? null);
  // Another city closes the popup.
  const shownCityId = city?.id;
  useEffect(() => {
    if (shownCityId) setSelection(null);
  }, [shownCityId]);
  // Until the last page is in, the map shows the gems so far; the count and the list wait for all.
  const complete = gemsQuery.data?.complete === true || gemsQuery.isError;
  const allGems = useMemo(() => toMapGems(gemsQuery.data?.gems ?? []), [gemsQuery.data]);
  const savedCount = useMemo(() => allGems.filter((gem) => savedIds.has(gem.id)).length, [allGems, savedIds]);
  const counts = useMemo(() => countByClass(allGems), [allGems]);
  const gems = useMemo(() => filterByClass(allGems, deferredClasses), [allGems, deferredClasses]);
  const center = useMemo<[number, number] | null>(
    () => (city?.longitude != null && city.latitude != null ? [city.longitude, city.latitude] : null),
    [city?.longitude, city?.latitude],
  );

  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setSearchParams(next, { replace: true });
  }

  function toggleClass(gemClass: GemClass, on: boolean) {
    const next = new Set(classes);
    if (on) next.add(gemClass);
    else next.delete(gemClass);
    setClasses(next);
    update({ show: serializeClassFilter(next) });
  }

  if (!city) return null;
  return (
    <>
      <div className="map-toolbar">
        <label>
          City{' '}
          <select
            className="gems-select"
            value={city.id}
            onChange={(event) =>
              update({ city: ordered.find((c) => c.id === event.target.value)?.slug ?? event.target.value })
            }
          >
            {ordered.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
                {option.id === preferred?.id ? ' (your city)' : ''}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>Show</legend>
          {ALL_GEM_CLASSES.map((gemClass) => (
            <label key={gemClass}>
              <input
                type="checkbox"
                checked={classes.has(gemClass)}
                onChange={(event) => toggleClass(gemClass, event.target.checked)}
              />{' '}
              <span aria-hidden="true" style={{ color: GEM_CLASS_COLORS[gemClass] }}>
                ●
              </span>{' '}
              {GEM_CLASS_LABELS[gemClass]} ({counts[gemClass]})
            </label>
          ))}
        </fieldset>
        {user && (
          <p className="map-legend-saved">
            <span
              aria-hidden="true"
              className="saved-marker-swatch"
              style={{ background: SAVED_MARKER.fill, borderColor: SAVED_MARKER.stroke }}
            />
            Saved by you ({savedCount})
          </p>
        )}
        <fieldset className="map-view-toggle">
          <legend className="visually-hidden">View</legend>
          {(['map', 'list'] as const).map((option) => (
            <Button
              key={option}
              className="map-toggle-button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {option === 'map' ? 'Map' : 'List'}
            </Button>
          ))}
        </fieldset>
      </div>
      <p className="muted" aria-live="polite">
        {!complete
          ? `Loading the gems of ${city.name}…`
          : `${gems.length === 1 ? '1 gem' : `${gems.length} gems`} in ${city.name}`}
      </p>
      <div className="map-layout" data-view={view}>
        <GemsMap
          cityId={city.id}
          cityName={city.name}
          center={center}
          gems={gemsQuery.data ? gems : null}
          complete={complete}
          labels={cityLabels.data ?? null}
          land={cityLand.data ?? null}
          savedIds={savedIds}
          selection={selection}
          onSelect={setSelection}
        />
        <section className="map-list" aria-labelledby={listTitleId}>
          <h2 id={listTitleId}>Gems in {city.name}</h2>
          {!complete ? (
            <LoadingState label="Loading gems…" look="inline" />
          ) : allGems.length === 0 ? (
            // spec 8: a failed gem list reads as empty, so the empty state offers a retry too.
            <div role="status">
              <p>No gems to show in {city.name} right now.</p>
              <p className="gems-actions">
                <Button onClick={() => void gemsQuery.refetch()}>Try again</Button>
                <Link to="/travel-guides">Browse travel guides</Link>
              </p>
            </div>
          ) : gems.length === 0 ? (
            <p role="status">No gems of the chosen kinds. Tick a kind above to see its gems.</p>
          ) : (
            <MapGemList
              key={`${city.id}:${serializeClassFilter(classes)}`}
              gems={gems}
              cityName={city.name}
              timeZone={typeof city.timezone === 'string' ? city.timezone : undefined}
              savedIds={savedIds}
              onShowOnMap={(id) => {
                // On a phone the list hides the map: show it with the gem's popup.
                setView('map');
                setSelection({ id, fromList: true });
              }}
            />
          )}
        </section>
      </div>
    </>
  );
}
