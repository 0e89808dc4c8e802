// The spec's "assets host" (spec 7): image fields in the API hold relative paths such as
// /assets/gems/17.svg that the client prefixes with this server's origin.
import { type Context, Hono } from 'hono';
import { notFound } from '../../http/errors';
import { seedCities } from '../../seed/data/cities';
import { seedGuides } from '../../seed/data/guides';
import { placeholderSvg, portraitSvg, sceneSvg } from './svg';

const MAX_IMAGE_NUMBER = 1_000_000;

function imageNumber(file: string): number | null {
  const match = /^(\d{1,7})\.svg$/.exec(file);
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 && n <= MAX_IMAGE_NUMBER ? n : null;
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
    return svgResponse(c, sceneSvg(`gem-${n}`, 'Illustration of a hidden gem'));
  });
  app.get('/tours/:file', (c) => {
    const n = imageNumber(c.req.param('file'));
    if (n === null) throw notFound('Image not found');
    return svgResponse(c, sceneSvg(`tour-${n}`, 'Illustration of a city tour', 1200, 800));
  });
  app.get('/guides/:file', (c) => {
    const n = imageNumber(c.req.param('file'));
    if (n === null) throw notFound('Image not found');
    return svgResponse(c, portraitSvg(`guide-${n}`, seedGuides[n - 1]?.name ?? 'Guide'));
  });
  app.get('/cities/:file', (c) => {
    const slug = /^([a-z0-9-]{1,60})\.svg$/.exec(c.req.param('file'))?.[1];
    const city = seedCities.find((candidate) => candidate.slug === slug);
    if (!city) throw notFound('Image not found');
    return svgResponse(c, sceneSvg(`city-${city.slug}`, `Illustration of ${city.name}`, 1200, 800));
  });
  return app;
}
