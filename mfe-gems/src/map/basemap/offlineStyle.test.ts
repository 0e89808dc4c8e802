import { GLYPH_PROTOCOL, glyphAssetUrl, offlineStyle } from './offlineStyle';

describe('offline basemap style', () => {
  it('draws land, borders and country names from files the remote ships, with no tile server', () => {
    const style = offlineStyle();
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
});
