// Composes a picture from a city's poster: the city alone (its poster), or the city recomposed
// around a subject in the foreground (a gem's or a tour's picture). Every picture is drawn in the
// same 3:2 space and covers whatever box shows it (preserveAspectRatio slice keeps the centre).
import { createRandom } from '../../../seed/random';
import type { CityArt, CityPalette } from './cities';
import { MOTIF_ART, type MotifArt } from './motifs';
import { circle, group, H, path, rect, stroke, W } from './shapes';

export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Coordinates to one decimal at most: computed shapes would otherwise carry 15 digits. */
const compact = (svg: string) => svg.replace(/(\d+\.\d)\d+/g, '$1');

const openSvg = (width: number, height: number, view: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${view}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escapeXml(label)}">`;

function sky(palette: CityPalette): string {
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs>` +
    rect(0, 0, W, H, 'url(#sky)')
  );
}

/** The sun with its halo, and its rays where the city's sun has them (Buenos Aires' Sun of May). */
function sun(art: CityArt): string {
  const [x, y, r] = art.sun;
  const rays = art.sunRays
    ? stroke(
        Array.from({ length: 16 }, (_, i) => {
          const a = (i * Math.PI) / 8;
          return `M${Math.round(x + Math.cos(a) * r * 1.25)} ${Math.round(y + Math.sin(a) * r * 1.25)}L${Math.round(x + Math.cos(a) * r * 1.85)} ${Math.round(y + Math.sin(a) * r * 1.85)}`;
        }).join(''),
        art.palette.sun,
        6,
      )
    : circle(x, y, r * 1.35, art.palette.sun, ' opacity="0.25"');
  return rays + circle(x, y, r, art.palette.sun);
}

/** A city's poster. */
export function cityPosterSvg(art: CityArt, label: string, width: number, height: number): string {
  return compact(
    `${openSvg(width, height, `0 0 ${W} ${H}`, label)}${sky(art.palette)}${sun(art)}${art.draw()}</svg>`,
  );
}

/** Night falls on the scene: a deep blue veil, a moon and stars. */
function night(seed: string, left: number, top: number, viewWidth: number): string {
  const random = createRandom(`night-${seed}`);
  let stars = '';
  for (let i = 0; i < 24; i++) {
    stars += `M${Math.round(left + random.next() * viewWidth)} ${Math.round(top + random.next() * 200)}h3v3h-3z`;
  }
  const moonX = left + viewWidth * (0.15 + random.next() * 0.7);
  return (
    rect(0, 0, W, H, '#0d1433', ' opacity="0.58"') +
    path(stars, '#fff7d6') +
    path(`M${Math.round(moonX)} ${top + 56}a34 34 0 1 0 0 68a26 26 0 1 1 0-68z`, '#fff3c4')
  );
}

/**
 * A gem's or tour's picture: the city's poster, closer and panned (by `seed`, so the cards of one
 * page differ) so that its landmark stays in view, with the subject standing in front on the
 * city's ground, on the side away from the landmark.
 */
export function subjectPosterSvg(
  art: CityArt,
  motifKey: keyof typeof MOTIF_ART,
  seed: string,
  label: string,
  width: number,
  height: number,
): string {
  const motif: MotifArt = MOTIF_ART[motifKey];
  const random = createRandom(seed);
  const zoom = random.pick([1, 1.1, 1.2, 1.3]);
  const viewWidth = W / zoom;
  const viewHeight = H / zoom;
  // The landmark on the side away from the subject, a third in from that edge.
  const subjectLeft = art.hero >= W / 2;
  const wanted = art.hero - viewWidth * (subjectLeft ? 0.7 : 0.3);
  const left = Math.round(Math.min(W - viewWidth, Math.max(0, wanted + random.int(-30, 30))));
  const top = Math.round(H - viewHeight);
  const subjectX = subjectLeft ? W * 0.3 : W * 0.7;
  const ground = art.palette.ground;
  const rise = random.int(-16, 16);
  const foreground =
    path(`M0 ${706 + rise}Q600 ${676 - rise} 1200 ${706 - rise}V800H0z`, art.palette.groundEdge) +
    path(`M0 ${716 + rise}Q600 ${688 - rise} 1200 ${716 - rise}V800H0z`, ground) +
    group(
      motif.draw(art.palette, seed),
      `translate(${Math.round(subjectX - 240)} 288) scale(1.2)`,
      ` data-subject="${motifKey}"`,
    );
  return compact(
    `${openSvg(width, height, `0 0 ${W} ${H}`, label)}${sky(art.palette)}` +
      group((motif.night ? '' : sun(art)) + art.draw(), `scale(${zoom}) translate(${-left} ${-top})`) +
      (motif.night ? night(seed, 0, 0, W) : '') +
      foreground +
      '</svg>',
  );
}
