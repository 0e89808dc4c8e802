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

export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A landscape picture: gradient sky, sun, layered hills or skyline, a label. */
/** A generated scene; `caption` is drawn on it only when given (a city's name), never an image number. */
export function sceneSvg(
  seed: string,
  label: string,
  width = 800,
  height = 600,
  caption: string | null = null,
): string {
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
${caption ? `<text x="24" y="${height - 24}" font-family="system-ui, sans-serif" font-size="28" font-weight="600" fill="#ffffff" opacity="0.9">${escapeXml(caption)}</text>\n` : ''}</svg>`;
}

/** A portrait placeholder: gradient disc with initials. */
export function portraitSvg(seed: string, name: string, size = 400): string {
  const random = createRandom(seed);
  const [dark, mid, light] = random.pick(palettes);
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
