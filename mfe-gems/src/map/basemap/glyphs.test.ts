import { forgetGlyphDownloads, glyphData, prefetchCommonGlyphs } from './glyphs';
import { GLYPH_URLS } from './offlineStyle';

const bytes = (...values: number[]) => new Uint8Array(values).buffer;

describe('glyph ranges', () => {
  afterEach(() => {
    forgetGlyphDownloads();
    vi.unstubAllGlobals();
  });

  it('downloads the common range once, ahead of the map asking, and hands each request its own copy', async () => {
    const fetchMock = vi.fn(async () => new Response(bytes(1, 2, 3)));
    vi.stubGlobal('fetch', fetchMock);
    prefetchCommonGlyphs();
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith(GLYPH_URLS['0-255']);

    const first = await glyphData('gaido-glyphs://Noto Sans Regular/0-255');
    const second = await glyphData('gaido-glyphs://Noto Sans Regular/0-255.pbf');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(new Uint8Array(first)).toEqual(new Uint8Array([1, 2, 3]));
    expect(second).not.toBe(first);
    expect(second.byteLength).toBe(3);
  });

  it('answers a range it does not ship with nothing, without a request', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect((await glyphData('gaido-glyphs://Noto Sans Regular/19968-20223')).byteLength).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails a request whose download failed, and downloads again on the next', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('gone', { status: 503 }))
      .mockResolvedValueOnce(new Response(bytes(7)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(glyphData('gaido-glyphs://Noto Sans Regular/256-511')).rejects.toThrow(
      'Glyphs answered 503',
    );
    expect((await glyphData('gaido-glyphs://Noto Sans Regular/256-511')).byteLength).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
