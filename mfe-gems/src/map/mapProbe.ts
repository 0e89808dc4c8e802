/**
 * What the map page tells tests and the benchmark (window.__GAIDO_MAP__, mirrored in data-map-*
 * attributes on the map box): when the map reached `idle`, how many points it holds, and how long
 * the city's gems took to fetch. Times are performance.now() values of the page. While a city's pages
 * are still arriving the map shows them but stays `loading`: `idle` always means every point.
 */
export interface MapProbeState {
  state: 'loading' | 'moving' | 'idle' | 'error';
  cityId: string | null;
  /** Gems handed to the map (after the class filter). */
  points: number;
  fetchedGems: number;
  fetchStartedAt: number | null;
  fetchMs: number | null;
  /** When the map received the city's first points (the first page, while the others load). */
  firstDataSetAt: number | null;
  /** When the map received its current, complete points, and when it was idle with them. */
  dataSetAt: number | null;
  idleAt: number | null;
  /** idleAt - dataSetAt: rendering cost of the current points alone. */
  idleAfterDataMs: number | null;
  error: string | null;
  /** Clusters and single points drawn in the current view, and one of each in canvas pixels. */
  renderedClusters: number;
  renderedPoints: number;
  /** The traveller's saved gems marked in the current view. */
  renderedSaved: number;
  /** The city and neighbourhood names drawn in the current view. */
  renderedLabels: string[];
  sampleCluster: ScreenSample | null;
  samplePoint: ScreenSample | null;
  zoom: number | null;
}

export interface ScreenSample {
  x: number;
  y: number;
  /** The gem id of a point, the cluster id of a cluster. */
  id: string;
  name: string;
}

declare global {
  interface Window {
    __GAIDO_MAP__?: MapProbeState;
  }
}

const initial: MapProbeState = {
  state: 'loading',
  cityId: null,
  points: 0,
  fetchedGems: 0,
  fetchStartedAt: null,
  fetchMs: null,
  firstDataSetAt: null,
  dataSetAt: null,
  idleAt: null,
  idleAfterDataMs: null,
  error: null,
  renderedClusters: 0,
  renderedPoints: 0,
  renderedSaved: 0,
  renderedLabels: [],
  sampleCluster: null,
  samplePoint: null,
  zoom: null,
};

export const mapProbe = {
  reset(): void {
    if (typeof window !== 'undefined') window.__GAIDO_MAP__ = { ...initial };
  },
  update(patch: Partial<MapProbeState>): void {
    if (typeof window === 'undefined') return;
    window.__GAIDO_MAP__ = { ...(window.__GAIDO_MAP__ ?? initial), ...patch };
  },
  read(): MapProbeState {
    return typeof window !== 'undefined' && window.__GAIDO_MAP__ ? window.__GAIDO_MAP__ : initial;
  },
};
