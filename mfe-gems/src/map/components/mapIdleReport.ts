// What the map reports to tests and the benchmark once it is idle (mapProbe.ts): what it drew, and
// one cluster and one point in canvas pixels.
import type { MapGeoJSONFeature, Map as MapLibreMap } from 'maplibre-gl';
import { type MapProbeState, mapProbe } from '../mapProbe';

function screenSample(map: MapLibreMap, feature: MapGeoJSONFeature | undefined) {
  if (feature?.geometry.type !== 'Point') return null;
  const { x, y } = map.project(feature.geometry.coordinates as [number, number]);
  return {
    x: Math.round(x),
    y: Math.round(y),
    id: String(feature.properties.id ?? feature.properties.cluster_id ?? ''),
    name: String(feature.properties.name ?? ''),
  };
}

/** Whether the map's visible area already holds every point. */
export function viewHolds(map: MapLibreMap, bounds: [[number, number], [number, number]]): boolean {
  const view = map.getBounds();
  return view.contains(bounds[0]) && view.contains(bounds[1]);
}

/** What tests and the benchmark read once the map is idle (see mapProbe.ts). */
export function idleReport(map: MapLibreMap): Partial<MapProbeState> {
  const probe = mapProbe.read();
  const idleAt = performance.now();
  const clusters = map.queryRenderedFeatures({ layers: ['gem-clusters'] });
  const labels = map.getLayer('place-labels') ? map.queryRenderedFeatures({ layers: ['place-labels'] }) : [];
  const points = map.queryRenderedFeatures({ layers: ['gem-points'] });
  const saved = map.getLayer('gem-saved') ? map.queryRenderedFeatures({ layers: ['gem-saved'] }) : [];
  const firstIdleWithData = probe.idleAfterDataMs === null && probe.dataSetAt !== null;
  return {
    state: 'idle',
    idleAt,
    ...(firstIdleWithData && probe.dataSetAt !== null ? { idleAfterDataMs: idleAt - probe.dataSetAt } : {}),
    renderedClusters: clusters.length,
    renderedPoints: points.length,
    renderedSaved: saved.length,
    renderedLabels: [...new Set(labels.map((label) => String(label.properties.name ?? '')))],
    sampleCluster: screenSample(map, clusters[0]),
    samplePoint: screenSample(map, points[0]),
    zoom: map.getZoom(),
  };
}
