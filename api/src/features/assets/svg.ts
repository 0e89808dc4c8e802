// Deterministic SVG artwork for the assets host: the same URL always draws the same picture, so
// images can be cached forever and nothing is fetched from the internet. The art itself (a poster
// per city, a subject per gem category and tour theme, portraits) is in ./art.
import { seedCities } from '../../seed/data/cities';
import { createRandom } from '../../seed/random';
import { CITY_ART, type CityArt } from './art/cities';
import { MOTIF_ART } from './art/motifs';
import { portraitArt } from './art/portrait';
import { cityPosterSvg, escapeXml, subjectPosterSvg } from './art/poster';

export { escapeXml };

/** The kinds of place and tour the pictures show, each with its own subject. */
export const MOTIFS = MOTIF_ART;
export type Motif = keyof typeof MOTIF_ART;

const GEM_MOTIFS = { food: 1, 'drinks-nightlife': 1, culture: 1, nature: 1, shopping: 1, wellness: 1 };

/** A tour theme's subject (the `food` theme is the food tour's board of small plates). */
export function tourMotif(theme: string): Motif | null {
  const key = theme === 'food' ? 'food-tour' : theme;
  return key in MOTIF_ART && !(key in GEM_MOTIFS) ? (key as Motif) : null;
}

/** A gem category's subject. */
export function gemMotif(category: string): Motif | null {
  return category in GEM_MOTIFS ? (category as Motif) : null;
}

/** A seeded city's poster art, or null for a city without one. */
export function cityArt(slug: string): CityArt | null {
  return Object.hasOwn(CITY_ART, slug) ? (CITY_ART[slug] ?? null) : null;
}

/** What a city's poster shows: "Poster of Lisbon: a yellow tram climbing …". */
export function cityPosterLabel(city: { slug: string; name: string }): string {
  const art = cityArt(city.slug);
  return art ? `Poster of ${city.name}: ${art.scene}` : `Poster of ${city.name}`;
}

/** What a gem's or tour's picture shows: its kind, its subject and the city's landmark behind. */
export function subjectPosterLabel(city: { slug: string; name: string }, motif: Motif): string {
  const art = cityArt(city.slug);
  const { name, subject } = MOTIF_ART[motif];
  return `Poster of ${name} in ${city.name}: ${subject}${art ? `, with ${art.landmark} behind` : ''}`;
}

/** A guide's portrait's name. */
export const portraitLabel = (name: string) => `Illustrated portrait of ${name}`;

/** A city's poster, `width` × `height` (drawn at 3:2; it covers any box). */
export function cityPoster(slug: string, label: string, width: number, height: number): string | null {
  const art = cityArt(slug);
  return art ? cityPosterSvg(art, label, width, height) : null;
}

/** A gem's or tour's picture: the city's poster recomposed around the subject (by `seed`). */
export function subjectPoster(
  slug: string,
  motif: Motif,
  seed: string,
  label: string,
  width: number,
  height: number,
): string | null {
  const art = cityArt(slug);
  return art ? subjectPosterSvg(art, motif, seed, label, width, height) : null;
}

/** A guide's illustrated portrait, on the colours of their city. */
export function portrait(seed: string, name: string, size: number, citySlug?: string): string {
  const art = citySlug ? cityArt(citySlug) : null;
  const colours = art
    ? { back: art.palette.skyTop, glow: art.palette.sun }
    : { back: '#8ecae6', glow: '#ffd166' };
  return portraitArt(seed, portraitLabel(name), size, colours);
}

/**
 * The accessible name of a picture the assets host draws, from its path (as the API stores it,
 * `/assets/tours/lisbon/food-3.svg`): what the SVG itself is named, so an `img` can say it. Empty for
 * a path it does not draw.
 */
export function imageAlt(path: string | null | undefined): string {
  const match = /^\/assets\/(cities|gems|tours)\/(?:([a-z0-9-]{1,60})\/)?([a-z0-9-]{1,60})\.svg$/.exec(
    path ?? '',
  );
  if (!match) return '';
  const [, kind, citySlug, file = ''] = match;
  if (kind === 'cities') {
    const city = seedCities.find((c) => c.slug === file);
    return city && !citySlug ? cityPosterLabel(city) : '';
  }
  if (!citySlug) return kind === 'gems' ? 'Illustration of a hidden gem' : 'Illustration of a city tour';
  const city = seedCities.find((c) => c.slug === citySlug);
  const motifKind = /^([a-z][a-z-]{0,40})-\d{1,7}$/.exec(file)?.[1] ?? '';
  const motif = kind === 'gems' ? gemMotif(motifKind) : tourMotif(motifKind);
  return city && motif ? subjectPosterLabel(city, motif) : '';
}

/** Colours of the plain scenes below. */
const palettes: [dark: string, mid: string, light: string][] = [
  ['#0f4c5c', '#5f0f40', '#fb8b24'],
  ['#264653', '#2a9d8f', '#e9c46a'],
  ['#3d405b', '#e07a5f', '#f2cc8f'],
  ['#14213d', '#fca311', '#e5e5e5'],
  ['#2b2d42', '#8d99ae', '#ef233c'],
  ['#1d3557', '#457b9d', '#f1faee'],
  ['#283618', '#606c38', '#dda15e'],
  ['#370617', '#9d0208', '#ffba08'],
  ['#03045e', '#0077b6', '#90e0ef'],
  ['#5a189a', '#9d4edd', '#ffd6ff'],
  ['#004b23', '#38b000', '#ccff33'],
  ['#6f1d1b', '#bb9457', '#ffe6a7'],
];

/**
 * The plain scene of a picture path from before the posters (`/gems/17.svg`, which older databases
 * still hold): gradient sky, sun, layered hills or skyline, its colours drawn from the seed. It
 * never carries text: `label` is its accessible name.
 */
export function sceneSvg(seed: string, label: string, width = 800, height = 600): string {
  const random = createRandom(seed);
  const [dark, mid, light] = random.pick(palettes);
  const sunX = random.int(width * 0.15, width * 0.85);
  const sunY = random.int(height * 0.15, height * 0.4);
  const sunR = random.int(40, 90);
  const layers: string[] = [];
  const skyline = random.chance(0.5);
  for (let layer = 0; layer < 3; layer++) {
    const base = height * (0.55 + layer * 0.13);
    const opacity = (0.45 + layer * 0.25).toFixed(2);
    const color = layer === 2 ? dark : mid;
    if (skyline && layer === 1) {
      let x = 0;
      let path = `M0 ${height}`;
      while (x < width) {
        const w = random.int(30, 90);
        const h = random.int(40, 200);
        path += ` L${x} ${base - h} L${x + w} ${base - h}`;
        x += w;
      }
      path += ` L${width} ${height} Z`;
      layers.push(`<path d="${path}" fill="${color}" opacity="${opacity}"/>`);
      continue;
    }
    let path = `M0 ${base}`;
    const steps = 6;
    for (let i = 1; i <= steps; i++) {
      const x = (width / steps) * i;
      const cx = x - width / steps / 2;
      const cy = base + random.int(-70, 50);
      path += ` Q${cx.toFixed(0)} ${cy} ${x.toFixed(0)} ${base + random.int(-30, 30)}`;
    }
    path += ` L${width} ${height} L0 ${height} Z`;
    layers.push(`<path d="${path}" fill="${color}" opacity="${opacity}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${light}" opacity="0.85"/>
${layers.join('\n')}
</svg>`;
}

export function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="No image">
<rect width="800" height="600" fill="#e5e7eb"/>
<path d="M300 380 L370 290 L420 350 L460 310 L520 380 Z" fill="#9ca3af"/>
<circle cx="460" cy="250" r="26" fill="#9ca3af"/>
<text x="400" y="440" text-anchor="middle" font-family="system-ui, sans-serif" font-size="24" fill="#6b7280">No image</text>
</svg>`;
}
