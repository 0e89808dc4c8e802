// The map's sources and layers on MapLibre: the city's land and water, the city's and neighbourhoods'
// names, and the gems (clusters, single points, the traveller's saved ones). GemsMap.tsx adds them
// once the style is loaded and feeds them data.

import type { CityLand } from '@gaido/shared/cities';
import type { FeatureCollection, Point } from 'geojson';
import type { ExpressionSpecification, GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { MapLabel } from '../api/cityLabels';
import { BASEMAP_COLORS, MAP_FONT } from '../basemap/offlineStyle';
import type { GemPointProperties } from '../gemPoints';

export const GEMS_SOURCE = 'gems';
export const LABELS_SOURCE = 'place-labels';
export const SAVED_SOURCE = 'saved-gems';
const CITY_WATER_SOURCE = 'city-water';
const CITY_LAND_SOURCE = 'city-land';
const NEIGHBOURHOOD_AREA_COLOR = '#0b6e63';

/** The traveller's saved gems: drawn above the clusters, in the legend's colours. */
export const SAVED_MARKER = { fill: '#f5b301', stroke: '#1d232b' } as const;

/** Point colours per class; the list and the filter use the same ones. */
export const GEM_CLASS_COLORS = {
  'places-to-eat': '#c2410c',
  nightlife: '#7c3aed',
  'things-to-do': '#0b6e63',
} as const;

export function labelCollection(
  labels: MapLabel[],
): FeatureCollection<Point, { name: string; kind: string }> {
  return {
    type: 'FeatureCollection',
    features: labels.map((label) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [label.longitude, label.latitude] },
      properties: { name: label.name, kind: label.kind },
    })),
  };
}

/** The first of these layers the map has: new layers go below it. */
function firstLayer(map: MapLibreMap, ids: readonly string[]): string | undefined {
  return ids.find((id) => map.getLayer(id));
}

/** From zoom 8 to 9 the city's coast fades in, as the world's 1:50m land fades out (basemap/offlineStyle.ts). */
const CITY_LAND_OPACITY: ExpressionSpecification = ['interpolate', ['linear'], ['zoom'], 8, 0, 9, 1];

/** The city's water (its land box) and land, from the land the seed placed the gems on. */
function cityLandData(land: CityLand) {
  const [west, south, east, north] = land.bbox;
  return {
    water: {
      type: 'Feature' as const,
      properties: {},
      geometry: {
        type: 'Polygon' as const,
        coordinates: [
          [
            [west, south],
            [east, south],
            [east, north],
            [west, north],
            [west, south],
          ],
        ],
      },
    },
    land: { type: 'Feature' as const, properties: {}, geometry: land.land },
  };
}

/**
 * The coast and large water of the shown city (the offline basemap only): water fills the box the land
 * is known in, land is drawn over it, both under the neighbourhoods, names and gems. Outside the box the
 * map keeps its plain ground: nothing is drawn that the data does not say.
 */
export function showCityLand(map: MapLibreMap, land: CityLand) {
  const data = cityLandData(land);
  const water = map.getSource<GeoJSONSource>(CITY_WATER_SOURCE);
  if (water) {
    water.setData(data.water);
    map.getSource<GeoJSONSource>(CITY_LAND_SOURCE)?.setData(data.land);
    return;
  }
  map.addSource(CITY_WATER_SOURCE, { type: 'geojson', data: data.water, attribution: land.attribution });
  map.addSource(CITY_LAND_SOURCE, { type: 'geojson', data: data.land });
  const below = firstLayer(map, ['neighbourhood-areas', 'place-labels', 'gem-clusters', 'gem-saved']);
  map.addLayer(
    {
      id: 'city-water',
      type: 'fill',
      source: CITY_WATER_SOURCE,
      paint: { 'fill-color': BASEMAP_COLORS.water, 'fill-opacity': CITY_LAND_OPACITY },
    },
    below,
  );
  map.addLayer(
    {
      id: 'city-land',
      type: 'fill',
      source: CITY_LAND_SOURCE,
      paint: { 'fill-color': BASEMAP_COLORS.land, 'fill-opacity': CITY_LAND_OPACITY },
    },
    below,
  );
}

/**
 * City and neighbourhood names, below the gem layers so a point is never hidden by a name; under the
 * names, each neighbourhood as a soft area around its centre (about 450 m across at any zoom: the seed
 * knows centres, not boundaries, so the edge fades instead of claiming one).
 */
export function addLabelLayer(map: MapLibreMap, labels: MapLabel[]) {
  map.addSource(LABELS_SOURCE, { type: 'geojson', data: labelCollection(labels) });
  const below = firstLayer(map, ['gem-clusters', 'gem-saved']);
  map.addLayer(
    {
      id: 'neighbourhood-areas',
      type: 'circle',
      source: LABELS_SOURCE,
      filter: ['==', ['get', 'kind'], 'neighbourhood'],
      paint: {
        // ~450 m at mid latitudes: 156,543 m per pixel at zoom 0, halved at each zoom.
        'circle-radius': ['interpolate', ['exponential', 2], ['zoom'], 10, 4, 16, 256],
        'circle-color': NEIGHBOURHOOD_AREA_COLOR,
        'circle-opacity': 0.12,
        'circle-blur': 0.6,
      },
    },
    below,
  );
  map.addLayer(
    {
      id: 'place-labels',
      type: 'symbol',
      source: LABELS_SOURCE,
      layout: {
        'text-field': ['get', 'name'],
        'text-font': [MAP_FONT],
        'text-size': ['match', ['get', 'kind'], 'city', 20, 13],
        'text-letter-spacing': ['match', ['get', 'kind'], 'city', 0.08, 0.02],
        'text-transform': ['match', ['get', 'kind'], 'city', 'uppercase', 'none'],
        'text-allow-overlap': false,
        'symbol-sort-key': ['match', ['get', 'kind'], 'city', 0, 1],
      },
      paint: {
        'text-color': ['match', ['get', 'kind'], 'city', '#1d232b', '#4a5560'],
        'text-halo-color': '#ffffff',
        'text-halo-width': 1.5,
      },
    },
    below,
  );
}

/**
 * The clustered gems and their layers, added with the city's first points (the layers' listeners are
 * on the map from the start: MapLibre skips layers that do not exist yet).
 */
export function addGemLayers(map: MapLibreMap, data: FeatureCollection<Point, GemPointProperties>) {
  map.addSource(GEMS_SOURCE, {
    type: 'geojson',
    data,
    cluster: true,
    clusterRadius: 50,
    clusterMaxZoom: 15,
  });
  map.addLayer({
    id: 'gem-clusters',
    type: 'circle',
    source: GEMS_SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': ['step', ['get', 'point_count'], '#14a38b', 25, '#0b6e63', 250, '#08463f'],
      'circle-radius': ['step', ['get', 'point_count'], 16, 25, 21, 250, 27],
      'circle-stroke-width': 2,
      'circle-stroke-color': '#ffffff',
    },
  });
  map.addLayer({
    id: 'gem-cluster-counts',
    type: 'symbol',
    source: GEMS_SOURCE,
    filter: ['has', 'point_count'],
    layout: {
      'text-field': ['get', 'point_count_abbreviated'],
      'text-font': [MAP_FONT],
      'text-size': 13,
      'text-allow-overlap': true,
    },
    paint: { 'text-color': '#ffffff' },
  });
  map.addLayer({
    id: 'gem-points',
    type: 'circle',
    source: GEMS_SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': [
        'match',
        ['get', 'gemClass'],
        'places-to-eat',
        GEM_CLASS_COLORS['places-to-eat'],
        'nightlife',
        GEM_CLASS_COLORS.nightlife,
        GEM_CLASS_COLORS['things-to-do'],
      ],
      'circle-radius': 7,
      'circle-stroke-width': 2,
      'circle-stroke-color': '#ffffff',
    },
  });
}
