// The spec's "assets host" (spec 7): image fields in the API hold relative paths such as
// /assets/gems/lisbon/food-17.svg that the client prefixes with this server's origin. A gem's or
// tour's picture names its city (its colours) and its kind (its motif); the older numbered paths
// (/assets/gems/17.svg), which databases seeded before still hold, keep drawing a plain scene.
import { type Context, Hono } from 'hono';
import { notFound } from '../../http/errors';
import { seedCities } from '../../seed/data/cities';
import { seedGuides } from '../../seed/data/guides';
import {
  cityPoster,
  cityPosterLabel,
  gemMotif,
  type Motif,
  placeholderSvg,
  portrait,
  sceneSvg,
  subjectPoster,
  subjectPosterLabel,
  tourMotif,
} from './svg';

const MAX_IMAGE_NUMBER = 1_000_000;

function imageNumber(file: string): number | null {
  const match = /^(\d{1,7})\.svg$/.exec(file);
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 && n <= MAX_IMAGE_NUMBER ? n : null;
}

const cityBySlug = (slug: string | undefined) => seedCities.find((city) => city.slug === slug);

/** Every scene is 3:2; a portrait is square. */
const SCENE: [number, number] = [1200, 800];
const PORTRAIT: [number, number] = [400, 400];

/** `<kind>-<n>.svg` of a city's picture: the kind and the picture's number. */
function kindAndNumber(file: string): { kind: string; n: number } | null {
  const match = /^([a-z][a-z-]{0,40})-(\d{1,7})\.svg$/.exec(file);
  if (!match) return null;
  const n = Number(match[2]);
  return n >= 1 && n <= MAX_IMAGE_NUMBER ? { kind: match[1] as string, n } : null;
}

/** A city's picture of one kind: the city's poster around the kind's subject, named for both. */
function kindScene(c: Context, what: 'gem' | 'tour', motifOf: (kind: string) => Motif | null) {
  const city = cityBySlug(c.req.param('city'));
  const file = kindAndNumber(c.req.param('file') ?? '');
  const motif = file ? motifOf(file.kind) : null;
  const svg =
    city && file && motif
      ? subjectPoster(
          city.slug,
          motif,
          `${what}-${city.slug}-${file.kind}-${file.n}`,
          subjectPosterLabel(city, motif),
          ...drawnSize(c, SCENE),
        )
      : null;
  if (!svg) throw notFound('Image not found');
  return svgResponse(c, svg);
}

/** The widths a picture may be asked for (`?w=`), in pixels; the picture keeps its kind's ratio. */
export const MIN_WIDTH = 80;
export const MAX_WIDTH = 2400;

/**
 * The size to draw: `?w=` (a whole number of pixels, within the bounds) sets the width and the
 * height follows the ratio of `size`; anything else draws `size`.
 */
export function drawnSize(c: Context, size: [number, number]): [number, number] {
  const asked = c.req.query('w');
  if (!asked || !/^\d{1,4}$/.test(asked)) return size;
  const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Number(asked)));
  return [width, Math.round((width * size[1]) / size[0])];
}

function svgResponse(c: Context, svg: string) {
  return c.body(svg, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    // An SVG opened directly must not run anything.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
}

export function assetRoutes() {
  const app = new Hono();
  app.get('/placeholder.svg', (c) => svgResponse(c, placeholderSvg()));
  app.get('/gems/:file', (c) => {
    const n = imageNumber(c.req.param('file'));
    if (n === null) throw notFound('Image not found');
    return svgResponse(c, sceneSvg(`gem-${n}`, 'Illustration of a hidden gem', ...drawnSize(c, SCENE)));
  });
  app.get('/gems/:city/:file', (c) => kindScene(c, 'gem', gemMotif));
  app.get('/tours/:city/:file', (c) => kindScene(c, 'tour', tourMotif));
  app.get('/tours/:file', (c) => {
    const n = imageNumber(c.req.param('file'));
    if (n === null) throw notFound('Image not found');
    return svgResponse(c, sceneSvg(`tour-${n}`, 'Illustration of a city tour', ...drawnSize(c, SCENE)));
  });
  app.get('/guides/:file', (c) => {
    const n = imageNumber(c.req.param('file'));
    if (n === null) throw notFound('Image not found');
    const guide = seedGuides[n - 1];
    return svgResponse(
      c,
      portrait(`guide-${n}`, guide?.name ?? 'a guide', drawnSize(c, PORTRAIT)[0], guide?.citySlug),
    );
  });
  app.get('/cities/:file', (c) => {
    const slug = /^([a-z0-9-]{1,60})\.svg$/.exec(c.req.param('file'))?.[1];
    const city = cityBySlug(slug);
    const svg = city ? cityPoster(city.slug, cityPosterLabel(city), ...drawnSize(c, SCENE)) : null;
    if (!svg) throw notFound('Image not found');
    return svgResponse(c, svg);
  });
  return app;
}
