import { getRuntimeConfig } from '@gaido/shared';
import type { CityLand } from '@gaido/shared/cities';
import type { GeoJSONSource, Map as MapLibreMap, Popup } from 'maplibre-gl';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MapLabel } from '../api/cityLabels';
import { loadBasemapAsNeeded, offlineStyle } from '../basemap/offlineStyle';
import { resolveMapStyle } from '../basemap/styleUrl';
import { boundsOf, type MapGem, toFeatureCollection } from '../gemPoints';
import { loadMapLibre, type MapLibre } from '../loadMapLibre';
import { mapProbe } from '../mapProbe';
import { panToShowPopup } from '../popupInView';
import { idleReport, viewHolds } from './mapIdleReport';
import {
  addGemLayers,
  addLabelLayer,
  GEMS_SOURCE,
  LABELS_SOURCE,
  labelCollection,
  SAVED_MARKER,
  SAVED_SOURCE,
  showCityLand,
} from './mapLayers';

// The popup (with the Save control and the favorites it needs) comes with the first gem opened, not
// with the map.
const GemPopup = lazy(() => import('./GemPopup').then((module) => ({ default: module.GemPopup })));

/** A gem picked on the map or in the list; from the list, the map moves to it and focus follows. */
export interface GemSelection {
  id: string;
  fromList: boolean;
}

type MapStatus = 'loading' | 'ready' | 'error';

/** Where the map opens when it knows the city: its centre at a city-wide zoom, never the whole world. */
export const CITY_ZOOM = 11;

interface GemsMapProps {
  /** Changes when another city is shown: the view then fits that city's gems. */
  cityId: string;
  cityName: string;
  center: [number, number] | null;
  /** null until the city's first gems are in. */
  gems: MapGem[] | null;
  /** False while more of the city's gems are coming: the map shows these and is not idle yet. */
  complete: boolean;
  /** The city's and its neighbourhoods' names, drawn under the gems; null until known. */
  labels?: MapLabel[] | null;
  /** The city's land (`useCityLand`): its coast and water on the offline basemap; null until known. */
  land?: CityLand | null;
  /** What the map shows, for screen readers ("Map of the gems in Lisbon" by default). */
  label?: string;
  /** Gems the traveller saved: marked on the map. */
  savedIds?: ReadonlySet<string> | null;
  /** The gem whose popup is open; with onSelect, the page decides (the list opens it too). */
  selection?: GemSelection | null;
  onSelect?: (selection: GemSelection | null) => void;
}

/** The same gems in the same order (MapGem objects are made once per gem: see gemPoints.ts). */
export function samePoints(a: readonly MapGem[], b: readonly MapGem[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The WebGL map of a city's gems, clustered with counts. MapLibre loads when this mounts. Keyboard
 * and screen-reader users get the list beside it (the page's accessible equivalent); the canvas is
 * labelled to say so.
 */
export function GemsMap({
  cityId,
  cityName,
  center,
  gems,
  complete,
  labels = null,
  land = null,
  label = `Map of the gems in ${cityName}`,
  savedIds = null,
  selection: controlledSelection,
  onSelect,
}: GemsMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const maplibreRef = useRef<MapLibre | null>(null);
  const popupRef = useRef<Popup | null>(null);
  const [ownSelection, setOwnSelection] = useState<GemSelection | null>(null);
  const selection = controlledSelection !== undefined ? controlledSelection : ownSelection;
  const selectRef = useRef((next: GemSelection | null) =>
    onSelect ? onSelect(next) : setOwnSelection(next),
  );
  selectRef.current = (next) => (onSelect ? onSelect(next) : setOwnSelection(next));
  const [popupBox, setPopupBox] = useState<{ box: HTMLElement; gem: MapGem; fromList: boolean } | null>(null);
  const labelRef = useRef(label);
  labelRef.current = label;
  // The view is fitted to a city's first points, and again to all of them unless the user moved it.
  const fittedRef = useRef<{ cityId: string; complete: boolean; userMoved: boolean } | null>(null);
  const shownRef = useRef<{ cityId: string; complete: boolean; gems: readonly MapGem[] } | null>(null);
  // The map opens where the city is (read once, when the map is created).
  const initialCenterRef = useRef(center);
  const [status, setStatus] = useState<MapStatus>('loading');
  const [probe, setProbe] = useState({ state: 'loading', points: 0 });
  const descriptionId = useId();
  const offlineBasemapRef = useRef(false);

  // Create the map once; the style comes from the runtime config when production sets a provider.
  useEffect(() => {
    let cancelled = false;
    let map: MapLibreMap | null = null;
    const styleUrl = getRuntimeConfig().mapStyleUrl;
    loadMapLibre()
      .then(async (maplibre) => {
        // A provider's style (runtime config); a pmtiles:// archive in it registers its protocol first.
        // If it cannot be read, the offline basemap stands in: the gems still show.
        const providerStyle = styleUrl
          ? await resolveMapStyle(styleUrl, maplibre).catch((error: unknown) => {
              console.warn('[gaido] the map style could not be read; showing the offline basemap', error);
              return null;
            })
          : null;
        return { maplibre, providerStyle };
      })
      .then(({ maplibre, providerStyle }) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        maplibreRef.current = maplibre;
        const zoom = initialCenterRef.current ? CITY_ZOOM : 1.5;
        offlineBasemapRef.current = !providerStyle;
        map = new maplibre.Map({
          container,
          style: providerStyle ?? offlineStyle(zoom),
          // Opening on the whole world would draw every coastline and country name first, only to
          // jump to the city when its gems arrive.
          center: initialCenterRef.current ?? [0, 20],
          zoom,
          attributionControl: { compact: true },
          // Cluster counts change as pages arrive: no 300 ms label fade (frames drawn for nothing).
          fadeDuration: 0,
          // The offline basemap has no detail beyond its 1:50m coastlines and the gems.
          maxZoom: 18,
        });
        mapRef.current = map;
        map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
        const canvas = map.getCanvas();
        canvas.setAttribute('aria-label', labelRef.current);
        canvas.setAttribute('aria-describedby', descriptionId);
        const loaded = map;
        // On 'style.load', not 'load': the gems need the style, not the basemap's tiles, so they are
        // tiled while the basemap GeoJSON is still being parsed in the worker.
        loaded.once('style.load', () => {
          // The offline basemap's land and country names, left out at city zoom, come in when the
          // view is zoomed out to where they show (basemap/offlineStyle.ts).
          if (!providerStyle) loadBasemapAsNeeded(loaded, zoom);
          loaded.on('click', 'gem-clusters', async (event) => {
            const feature = event.features?.[0];
            const clusterId = feature?.properties.cluster_id as number | undefined;
            if (!feature || clusterId === undefined || feature.geometry.type !== 'Point') return;
            const source = loaded.getSource<GeoJSONSource>(GEMS_SOURCE);
            const zoom = await source?.getClusterExpansionZoom(clusterId);
            loaded.easeTo({
              center: feature.geometry.coordinates as [number, number],
              zoom: zoom ?? loaded.getZoom() + 2,
            });
          });
          for (const layer of ['gem-points', 'gem-saved']) {
            loaded.on('click', layer, (event) => {
              const id = event.features?.[0]?.properties.id;
              if (id !== undefined) selectRef.current({ id: String(id), fromList: false });
            });
          }
          for (const layer of ['gem-clusters', 'gem-points', 'gem-saved']) {
            loaded.on('mouseenter', layer, () => {
              loaded.getCanvas().style.cursor = 'pointer';
            });
            loaded.on('mouseleave', layer, () => {
              loaded.getCanvas().style.cursor = '';
            });
          }
          loaded.on('movestart', (event) => {
            // A move the user made (not a fit to the gems) is a view they chose: keep it.
            if (event.originalEvent && fittedRef.current) fittedRef.current.userMoved = true;
            mapProbe.update({ state: 'moving' });
            setProbe((current) => ({ ...current, state: 'moving' }));
          });
          loaded.on('idle', () => {
            // Idle before all of the city's gems were handed over (dataSetAt is set for complete data
            // only) says nothing about them.
            if (mapProbe.read().dataSetAt === null) return;
            if (!loaded.getSource(GEMS_SOURCE) || !loaded.isSourceLoaded(GEMS_SOURCE)) return;
            const report = idleReport(loaded);
            mapProbe.update(report);
            setProbe({ state: 'idle', points: mapProbe.read().points });
          });
          setStatus('ready');
        });
        loaded.on('error', (event) => console.warn('[gaido] map error', event.error));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // No WebGL, or the library could not be downloaded: the list still has every gem.
        console.warn('[gaido] the map could not start', error);
        mapProbe.update({ state: 'error', error: error instanceof Error ? error.message : String(error) });
        setStatus('error');
      });
    return () => {
      cancelled = true;
      popupRef.current?.remove();
      map?.remove();
      mapRef.current = null;
    };
  }, [descriptionId]);

  useEffect(() => {
    mapRef.current?.getCanvas().setAttribute('aria-label', label);
  }, [label]);

  // Hand the gems to the clustered source; the idle listener above reports when they are drawn.
  useEffect(() => {
    const map = mapRef.current;
    if (status !== 'ready' || !map || gems === null) return;
    const shown = shownRef.current;
    // The same points again (a re-render that rebuilt an equal list): handing them to the map would
    // cluster and draw all of them once more for nothing (a 10,000-gem city idled ~0.3 s later).
    if (shown?.cityId === cityId && shown.complete === complete && samePoints(shown.gems, gems)) return;
    // More points of the same city arriving leave an open popup alone; another city or filter closes it.
    const growing = shown?.cityId === cityId && !shown.complete;
    if (!growing) popupRef.current?.remove();
    shownRef.current = { cityId, complete, gems };
    const now = performance.now();
    mapProbe.update({
      state: 'loading',
      cityId,
      points: gems.length,
      ...(shown?.cityId !== cityId ? { firstDataSetAt: now } : {}),
      // The benchmark's "setData -> idle" is the cost of the points the map ends up with.
      dataSetAt: complete ? now : null,
      idleAt: null,
      idleAfterDataMs: null,
    });
    setProbe({ state: 'loading', points: gems.length });
    // The view first, then the points: tiles are then cut for the view the map ends up with, instead
    // of for the opening view and again for the fitted one.
    const fitted = fittedRef.current;
    if (fitted?.cityId !== cityId) {
      const bounds = boundsOf(gems);
      if (bounds) {
        fittedRef.current = { cityId, complete, userMoved: false };
        map.fitBounds(bounds, { padding: 40, maxZoom: 14, duration: 0 });
      } else if (center) {
        map.jumpTo({ center, zoom: CITY_ZOOM });
      }
    } else if (complete && !fitted.complete) {
      // Fitted to the first page: take in the rest too, unless the user chose a view meanwhile.
      fitted.complete = true;
      const bounds = boundsOf(gems);
      if (bounds && !fitted.userMoved && !viewHolds(map, bounds)) {
        map.fitBounds(bounds, { padding: 40, maxZoom: 14, duration: 0 });
      }
    }
    const data = toFeatureCollection(gems);
    const source = map.getSource<GeoJSONSource>(GEMS_SOURCE);
    // The source comes with the first points: an empty one would be tiled for the opening view and
    // tiled again, twice, once they arrived (~0.3 s of MapLibre's worker for a 10,000-gem city).
    if (source) source.setData(data);
    else addGemLayers(map, data);
  }, [status, gems, complete, cityId, center]);

  // The city's coast and water, drawn on the offline basemap only (a configured street basemap has its own).
  useEffect(() => {
    const map = mapRef.current;
    if (status !== 'ready' || !map || !land || !offlineBasemapRef.current) return;
    showCityLand(map, land);
  }, [status, land]);

  // The city's names: set again for another city.
  useEffect(() => {
    const map = mapRef.current;
    if (status !== 'ready' || !map || !labels) return;
    const source = map.getSource<GeoJSONSource>(LABELS_SOURCE);
    if (source) source.setData(labelCollection(labels));
    else addLabelLayer(map, labels);
  }, [status, labels]);

  const selectedGem = useMemo(
    () => (selection && gems ? (gems.find((gem) => gem.id === selection.id) ?? null) : null),
    [selection, gems],
  );
  const fromList = selection?.fromList === true;

  // The open popup: a MapLibre popup whose content React renders (a portal), so it can hold the Save
  // control. Closing it (its button, Escape, another city or filter) clears the selection.
  useEffect(() => {
    const map = mapRef.current;
    const maplibre = maplibreRef.current;
    if (status !== 'ready' || !map || !maplibre || !selectedGem) return;
    const box = document.createElement('div');
    box.className = 'map-popup';
    box.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') selectRef.current(null);
    });
    const at: [number, number] = [selectedGem.longitude, selectedGem.latitude];
    // From the list the gem may sit in a cluster or out of view: bring it in, as a point of its own.
    if (fromList) {
      map.easeTo({ center: at, zoom: Math.max(map.getZoom(), 16) });
      // On a phone the map was behind the list: bring it on screen.
      containerRef.current?.scrollIntoView?.({ block: 'nearest' });
    }
    const popup = new maplibre.Popup({ offset: 12, maxWidth: '280px', focusAfterOpen: false })
      .setLngLat(at)
      .setDOMContent(box)
      .addTo(map);
    popupRef.current = popup;
    popup.on('close', () => {
      if (popupRef.current !== popup) return;
      popupRef.current = null;
      setPopupBox(null);
      selectRef.current(null);
    });
    // Where the popup reaches past the map's edge (it grew, or the gem sits near the edge) the map
    // pans until all of it shows. Never while the map moves: after the move to the gem, or a drag
    // during which the popup changed, it is checked again.
    let checkWhenStill = fromList;
    const keepInView = () => {
      if (popupRef.current !== popup) return;
      if (map.isMoving()) {
        checkWhenStill = true;
        return;
      }
      checkWhenStill = false;
      const offset = panToShowPopup(
        popup.getElement().getBoundingClientRect(),
        map.getContainer().getBoundingClientRect(),
      );
      if (offset) map.panBy(offset);
    };
    const onMoveEnd = () => {
      if (checkWhenStill) keepInView();
    };
    map.on('moveend', onMoveEnd);
    // MapLibre picks the side the popup opens on (above, below...) from its size when added, while
    // it is still empty: as its content arrives (photo, Save, the folder list) it is placed again.
    const resized =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (popupRef.current !== popup) return;
            popup.setLngLat(at);
            keepInView();
          });
    resized?.observe(box);
    setPopupBox({ box, gem: selectedGem, fromList });
    return () => {
      resized?.disconnect();
      map.off('moveend', onMoveEnd);
      popupRef.current = null;
      popup.remove();
      setPopupBox(null);
    };
  }, [status, selectedGem, fromList]);

  // The traveller's saved gems, each marked on its own above the clusters.
  useEffect(() => {
    const map = mapRef.current;
    if (status !== 'ready' || !map || gems === null || !map.getSource(GEMS_SOURCE)) return;
    const saved = savedIds ? gems.filter((gem) => savedIds.has(gem.id)) : [];
    const data = toFeatureCollection(saved);
    const source = map.getSource<GeoJSONSource>(SAVED_SOURCE);
    if (source) {
      source.setData(data);
      return;
    }
    if (saved.length === 0) return;
    map.addSource(SAVED_SOURCE, { type: 'geojson', data });
    map.addLayer(
      {
        id: 'gem-saved',
        type: 'circle',
        source: SAVED_SOURCE,
        paint: {
          'circle-color': SAVED_MARKER.fill,
          'circle-radius': 9,
          'circle-stroke-width': 3,
          'circle-stroke-color': SAVED_MARKER.stroke,
        },
        // Above the clusters and points, under the clusters' counts, which stay readable.
      },
      map.getLayer('gem-cluster-counts') ? 'gem-cluster-counts' : undefined,
    );
  }, [status, gems, savedIds]);

  return (
    <div
      className="map-canvas-box"
      data-testid="gems-map"
      data-map-state={status === 'error' ? 'error' : probe.state}
      data-map-points={probe.points}
    >
      <p id={descriptionId} className="visually-hidden">
        {label}. The list of gems on this page has the same places, for keyboard and screen reader users.
      </p>
      <div ref={containerRef} className="map-canvas" />
      {status === 'loading' && (
        <p className="map-overlay muted" role="status">
          Loading the map…
        </p>
      )}
      {status === 'error' && (
        <div className="map-overlay state-box" role="alert">
          The map could not be shown on this device. The list has every gem.
        </div>
      )}
      {popupBox &&
        createPortal(
          <Suspense fallback={<p className="muted">Loading…</p>}>
            <GemPopup
              key={popupBox.gem.id}
              gem={popupBox.gem}
              cityId={cityId}
              autoFocus={popupBox.fromList}
            />
          </Suspense>,
          popupBox.box,
        )}
    </div>
  );
}
