// Deterministic SVG artwork for the assets host: the same URL always draws the same picture,
// so images can be cached forever and nothing is fetched from the internet.
import { createRandom } from '../../seed/random';

const palettes: [string, string, string][] = [
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

export type Palette = [dark: string, mid: string, light: string];

/**
 * Each city has its own colours, so its pictures belong together and differ from other cities':
 * hues spread evenly around the colour wheel in the order of `citySlugs`; a city not in the list
 * gets a hue from its name.
 */
export function cityPalette(slug: string, citySlugs: readonly string[]): Palette {
  const index = citySlugs.indexOf(slug);
  const hue =
    index >= 0
      ? Math.round((index * 360) / Math.max(citySlugs.length, 1) + 12) % 360
      : [...slug].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) % 360, 7);
  return [`hsl(${hue} 48% 22%)`, `hsl(${hue} 42% 46%)`, `hsl(${(hue + 28) % 360} 78% 86%)`];
}

/** The kinds of place and tour the pictures show, each with its own motif. */
export const MOTIFS = {
  // Gem categories (feature categories of the seed).
  food: {
    name: 'a place to eat',
    path: 'M34 18v26a9 9 0 0 0 7 9v29h6V53a9 9 0 0 0 7-9V18h-5v22h-3V18h-4v22h-3V18zM64 18c-7 4-9 15-9 26h6v38h6V18z',
  },
  'drinks-nightlife': { name: 'a bar', path: 'M22 20h56L54 48v24h13v8H33v-8h13V48z' },
  culture: {
    name: 'a place of culture',
    path: 'M50 12L16 32h68zM20 36h60v6H20zM25 46h9v28h-9zM45.5 46h9v28h-9zM66 46h9v28h-9zM16 78h68v8H16z',
  },
  nature: { name: 'a green space', path: 'M50 10L22 52h17L26 70h48L61 52h17zM45 70h10v18H45z' },
  shopping: {
    name: 'a shop',
    path: 'M22 36h56l-5 50H27zM36 36v-6a14 14 0 0 1 28 0v6h-6v-6a8 8 0 0 0-16 0v6z',
  },
  wellness: {
    name: 'a place to unwind',
    path: 'M50 12c22 18 22 50 0 74c-22-24-22-56 0-74zM20 44c16 2 26 16 28 40c-18-4-28-18-28-40zM80 44c0 22-10 36-28 40c2-24 12-38 28-40z',
  },
  // Tour themes.
  'food-tour': {
    name: 'a food tour',
    path: 'M34 18v26a9 9 0 0 0 7 9v29h6V53a9 9 0 0 0 7-9V18h-5v22h-3V18h-4v22h-3V18zM64 18c-7 4-9 15-9 26h6v38h6V18z',
  },
  night: {
    name: 'a night tour',
    path: 'M60 14a36 36 0 1 0 26 56A30 30 0 0 1 60 14zM74 20l3 6 6 1-5 4 1 6-5-3-5 3 1-6-5-4 6-1z',
  },
  'street-art': {
    name: 'a street art tour',
    path: 'M36 36h26v50H36zM42 22h14v14H42zM66 18h5v5h-5zM74 10h5v5h-5zM74 26h5v5h-5zM82 18h5v5h-5z',
  },
  history: {
    name: 'a history tour',
    path: 'M50 12L16 32h68zM20 36h60v6H20zM25 46h9v28h-9zM45.5 46h9v28h-9zM66 46h9v28h-9zM16 78h68v8H16z',
  },
  market: { name: 'a market tour', path: 'M14 28h72l-6 16H20zM22 48h56v38h-7V62H29v24h-7z' },
  photo: { name: 'a photo walk', path: 'M16 32h18l7-10h18l7 10h18v50H16zM50 42a14 14 0 1 0 0.01 0z' },
} as const satisfies Record<string, { name: string; path: string }>;
export type Motif = keyof typeof MOTIFS;

/** A tour theme's motif (`food` is the food tour's fork and knife, as for a place to eat). */
export function tourMotif(theme: string): Motif | null {
  const key = theme === 'food' ? 'food-tour' : theme;
  return key in MOTIFS && !(key in GEM_MOTIFS) ? (key as Motif) : null;
}
const GEM_MOTIFS = { food: 1, 'drinks-nightlife': 1, culture: 1, nature: 1, shopping: 1, wellness: 1 };

/** A gem category's motif. */
export function gemMotif(category: string): Motif | null {
  return category in GEM_MOTIFS ? (category as Motif) : null;
}

/**
 * The motif in a round badge, white on the city's dark colour, centred across and low: cards crop
 * the picture to their own shape (object-fit: cover), which keeps its centre.
 */
function motifBadge(motif: Motif, palette: Palette, width: number, height: number): string {
  const radius = Math.round(Math.min(width, height) * 0.13);
  const cx = Math.round(width / 2);
  const cy = Math.round(height * 0.66);
  const scale = ((radius * 1.2) / 100).toFixed(3);
  const offset = radius * 0.6;
  return `<g data-motif="${motif}"><circle cx="${cx}" cy="${cy}" r="${radius}" fill="${palette[0]}" stroke="#ffffff" stroke-width="${Math.max(2, Math.round(radius / 14))}"/>
<path transform="translate(${cx - offset} ${cy - offset}) scale(${scale})" d="${MOTIFS[motif].path}" fill="#ffffff" fill-rule="evenodd"/></g>`;
}

export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A landscape picture: gradient sky, sun, layered hills or skyline. Its colours are the city's when
 * given (else drawn from the seed); a motif badge says what kind of place or tour it shows. It
 * never carries text: `label` is its accessible name.
 */
export function sceneSvg(
  seed: string,
  label: string,
  width = 800,
  height = 600,
  { palette, motif = null }: { palette?: Palette; motif?: Motif | null } = {},
): string {
  const random = createRandom(seed);
  const drawn = random.pick(palettes);
  const [dark, mid, light] = palette ?? drawn;
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
${motif ? `${motifBadge(motif, [dark, mid, light], width, height)}\n` : ''}</svg>`;
}

/** A portrait placeholder: gradient disc with initials. */
export function portraitSvg(seed: string, name: string, size = 400, palette?: Palette): string {
  const random = createRandom(seed);
  const drawn = random.pick(palettes);
  const [dark, mid, light] = palette ?? drawn;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#bg)"/>
<circle cx="${size / 2}" cy="${size * 0.4}" r="${size * 0.18}" fill="${light}" opacity="0.35"/>
<path d="M${size * 0.18} ${size} Q${size / 2} ${size * 0.5} ${size * 0.82} ${size} Z" fill="${light}" opacity="0.35"/>
<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-size="${size * 0.28}" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
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
