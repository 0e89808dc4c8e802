import {
  BORDERS_URL,
  COUNTRY_LABELS_URL,
  GLYPH_PROTOCOL,
  glyphAssetUrl,
  LABELS_SHOW_BELOW_ZOOM,
  LAND_SHOWS_BELOW_ZOOM,
  LAND_URL,
  loadBasemapAsNeeded,
  offlineStyle,
} from './offlineStyle';

const dataOf = (style: ReturnType<typeof offlineStyle>, id: string) =>
  (style.sources[id] as { data: unknown }).data;

/** A map that only zooms: what loadBasemapAsNeeded uses. */
function fakeMap(zoom: number) {
  const listeners = new Set<() => void>();
  const setData = { land: vi.fn(), borders: vi.fn(), 'country-labels': vi.fn() };
  return {
    setData,
    listeners,
    getZoom: () => zoom,
    getSource: (id: string) => ({ setData: setData[id as keyof typeof setData] }),
    on: (_type: 'zoom', listener: () => void) => listeners.add(listener),
    off: (_type: 'zoom', listener: () => void) => listeners.delete(listener),
    zoomTo(next: number) {
      zoom = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

describe('offline basemap style', () => {
  it('draws land, borders and country names from files the remote ships, with no tile server', () => {
    const style = offlineStyle(2);
    expect(style.layers.map((layer) => layer.id)).toEqual(['water', 'land', 'borders', 'country-labels']);
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(String((source as { data: unknown }).data)).toMatch(/\.json$/);
    }
    expect(style.glyphs).toBe(`${GLYPH_PROTOCOL}://{fontstack}/{range}`);
  });

  it('maps a glyph request to the bundled range, and unknown ranges to nothing', () => {
    expect(glyphAssetUrl('gaido-glyphs://Noto Sans Regular/0-255')).toMatch(/0-255\.pbf$/);
    expect(glyphAssetUrl('gaido-glyphs://Noto Sans Regular/256-511.pbf')).toMatch(/256-511\.pbf$/);
    expect(glyphAssetUrl('gaido-glyphs://Noto Sans Regular/19968-20223')).toBeNull();
  });

  it('leaves out at city zoom the sources that show nothing there: land (water is land-coloured) and names', () => {
    const style = offlineStyle(LAND_SHOWS_BELOW_ZOOM);
    expect(dataOf(style, 'land')).toEqual({ type: 'FeatureCollection', features: [] });
    expect(dataOf(style, 'country-labels')).toEqual({ type: 'FeatureCollection', features: [] });
    expect(dataOf(style, 'borders')).toBe(BORDERS_URL);

    const between = offlineStyle(LABELS_SHOW_BELOW_ZOOM);
    expect(dataOf(between, 'land')).toBe(LAND_URL);
    expect(dataOf(between, 'country-labels')).toEqual({ type: 'FeatureCollection', features: [] });
  });

  it('loads each left-out source once, the first time the view is zoomed out far enough to show it', () => {
    const map = fakeMap(11);
    loadBasemapAsNeeded(map, 11);
    map.zoomTo(LAND_SHOWS_BELOW_ZOOM);
    expect(map.setData.land).not.toHaveBeenCalled();

    map.zoomTo(LAND_SHOWS_BELOW_ZOOM - 0.1);
    expect(map.setData.land).toHaveBeenCalledExactlyOnceWith(LAND_URL);
    expect(map.setData['country-labels']).not.toHaveBeenCalled();

    map.zoomTo(12);
    map.zoomTo(3);
    expect(map.setData.land).toHaveBeenCalledOnce();
    expect(map.setData['country-labels']).toHaveBeenCalledExactlyOnceWith(COUNTRY_LABELS_URL);
    expect(map.setData.borders).not.toHaveBeenCalled();
    // Everything is in: it stops listening.
    expect(map.listeners.size).toBe(0);
  });

  it('has nothing to wait for on a map that opens on the world', () => {
    const map = fakeMap(1.5);
    loadBasemapAsNeeded(map, 1.5);
    expect(map.listeners.size).toBe(0);
    expect(map.setData.land).not.toHaveBeenCalled();
  });

  it('loads a left-out source at once when the view moved out to where it shows before the style loaded', () => {
    const map = fakeMap(LAND_SHOWS_BELOW_ZOOM - 1);
    loadBasemapAsNeeded(map, 11);
    expect(map.setData.land).toHaveBeenCalledExactlyOnceWith(LAND_URL);
    expect(map.setData['country-labels']).not.toHaveBeenCalled();
    expect(map.listeners.size).toBe(1);
  });
});
