/**
 * Glyph ranges, each downloaded once per page. The range with digits and Latin letters (0-255: the
 * cluster counts) starts downloading with MapLibre itself instead of when the map first lays out a
 * count, one request later than everything else it needs (~0.1 s on /gems-map).
 */
import { GLYPH_URLS, glyphAssetUrl } from './offlineStyle';

const downloads = new Map<string, Promise<ArrayBuffer>>();

function download(url: string): Promise<ArrayBuffer> {
  let pending = downloads.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Glyphs answered ${response.status}`);
      return response.arrayBuffer();
    });
    downloads.set(url, pending);
    // A failed download is tried again the next time the map asks.
    pending.catch(() => downloads.delete(url));
  }
  return pending;
}

/** Starts downloading the range every map draws (the cluster counts' digits). */
export function prefetchCommonGlyphs(): void {
  const url = GLYPH_URLS['0-255'];
  if (url) download(url).catch(() => undefined);
}

/** An empty protobuf: a glyph range we do not ship draws nothing instead of failing the style. */
const EMPTY_GLYPHS = new ArrayBuffer(0);

/**
 * The glyphs for a `gaido-glyphs://` request: a copy each time (a few kB), so the downloaded buffer
 * stays intact whatever MapLibre does with the one it is given (its main thread parses it today; a
 * buffer posted to a worker as transferable would be detached).
 */
export async function glyphData(requestUrl: string): Promise<ArrayBuffer> {
  const url = glyphAssetUrl(requestUrl);
  if (!url) return EMPTY_GLYPHS;
  return (await download(url)).slice(0);
}

/** For tests. */
export function forgetGlyphDownloads(): void {
  downloads.clear();
}
