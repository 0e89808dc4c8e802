// Small builders of flat SVG shapes for the posters, in the posters' drawing space (1200 × 800).
// Numbers are rounded to whole pixels (or one decimal) to keep the pictures small.
import { createRandom } from '../../../seed/random';

export const W = 1200;
export const H = 800;

const n = (value: number) => String(Math.round(value * 10) / 10);

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

export const stroke = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}"${extra}/>`;

/** A closed polygon through x, y pairs. */
export const poly = (points: number[], fill: string, extra = '') => {
  let d = '';
  for (let i = 0; i < points.length; i += 2)
    d += `${i === 0 ? 'M' : 'L'}${n(points[i] ?? 0)} ${n(points[i + 1] ?? 0)}`;
  return path(`${d}Z`, fill, extra);
};

export const group = (body: string, transform?: string, extra = '') =>
  `<g${transform ? ` transform="${transform}"` : ''}${extra}>${body}</g>`;

/** A smooth band of hills through the given tops, filled down to the bottom of the picture. */
export function hills(tops: [number, number][], fill: string, bottom = H): string {
  const [first, ...rest] = tops;
  if (!first) return '';
  let d = `M${n(first[0])} ${bottom}L${n(first[0])} ${n(first[1])}`;
  let previous = first;
  for (const point of rest) {
    const mx = (previous[0] + point[0]) / 2;
    d += `C${n(mx)} ${n(previous[1])} ${n(mx)} ${n(point[1])} ${n(point[0])} ${n(point[1])}`;
    previous = point;
  }
  return path(`${d}L${n(previous[0])} ${bottom}Z`, fill);
}

/** Water from `top` down: a flat colour with a few lighter strokes, as a poster paints it. */
export function water(top: number, fill: string, glint: string, seed: string, bottom = H): string {
  const random = createRandom(`water-${seed}`);
  let strokes = '';
  for (let i = 0; i < 9; i++) {
    const y = top + 14 + ((bottom - top - 20) * i) / 9 + random.int(-4, 4);
    const x = random.int(20, W - 260);
    const w = random.int(60, 220);
    strokes += `M${x} ${n(y)}h${w}`;
  }
  return `${rect(0, top, W, bottom - top, fill)}${stroke(strokes, glint, 4, ' stroke-linecap="round" opacity="0.55"')}`;
}

/** Windows in a grid on a facade. */
export function windows(
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  fill: string,
  arched = false,
): string {
  const cw = w / cols;
  const rh = h / rows;
  const ww = cw * 0.45;
  const wh = rh * 0.55;
  let d = '';
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const wx = x + c * cw + (cw - ww) / 2;
      const wy = y + r * rh + (rh - wh) / 2;
      d += arched
        ? `M${n(wx)} ${n(wy + wh)}v${n(-wh + ww / 2)}a${n(ww / 2)} ${n(ww / 2)} 0 0 1 ${n(ww)} 0v${n(wh - ww / 2)}z`
        : `M${n(wx)} ${n(wy)}h${n(ww)}v${n(wh)}h${n(-ww)}z`;
    }
  }
  return path(d, fill);
}

export interface TownStyle {
  colours: string[];
  roof: string;
  window: string;
  /** gable: pitched roofs; flat: terraces; tall: towers of a business district; mansard: Paris. */
  kind: 'gable' | 'flat' | 'tall' | 'mansard';
  minHeight: number;
  maxHeight: number;
  minWidth?: number;
  maxWidth?: number;
}

/** A row of houses standing on `base` from x0 to x1, the same for the same seed. */
export function town(x0: number, x1: number, base: number, style: TownStyle, seed: string): string {
  const random = createRandom(`town-${seed}`);
  let body = '';
  let x = x0;
  while (x < x1) {
    const w = random.int(style.minWidth ?? 46, style.maxWidth ?? 84);
    const h = random.int(style.minHeight, style.maxHeight);
    const colour = random.pick(style.colours);
    const top = base - h;
    body += rect(x, top, w + 1, h, colour);
    if (style.kind === 'gable') {
      body += poly([x - 4, top, x + w / 2, top - Math.min(34, w * 0.42), x + w + 5, top], style.roof);
    } else if (style.kind === 'mansard') {
      body += poly([x - 3, top, x + 8, top - 24, x + w - 8, top - 24, x + w + 4, top], style.roof);
      body +=
        rect(x + w * 0.3, top - 20, 10, 12, style.window) + rect(x + w - 16, top - 34, 8, 12, style.roof);
    } else if (style.kind === 'flat') {
      body += rect(x - 2, top - 6, w + 5, 7, style.roof);
    } else if (random.chance(0.4)) {
      body += rect(x + w * 0.3, top - 22, w * 0.4, 22, colour);
    }
    const cols = Math.max(1, Math.round(w / 22));
    const rows = Math.max(1, Math.round(h / (style.kind === 'tall' ? 26 : 34)));
    body += windows(x + 3, top + 8, w - 6, h - 14, cols, rows, style.window);
    x += w;
  }
  return body;
}

/** A round-crowned tree. */
export const tree = (x: number, base: number, size: number, leaf: string, trunk: string) =>
  rect(x - size * 0.08, base - size * 0.9, size * 0.16, size * 0.9, trunk) +
  circle(x, base - size, size * 0.5, leaf) +
  circle(x - size * 0.32, base - size * 0.78, size * 0.34, leaf) +
  circle(x + size * 0.32, base - size * 0.78, size * 0.34, leaf);

/** A stone pine: a thin trunk and a flat umbrella crown (Rome, the Mediterranean). */
export const stonePine = (x: number, base: number, size: number, leaf: string, trunk: string) =>
  path(
    `M${n(x - 5)} ${base}C${n(x - 2)} ${n(base - size * 0.6)} ${n(x + size * 0.12)} ${n(base - size * 0.8)} ${n(x + size * 0.1)} ${n(base - size)}h8C${n(x + size * 0.22)} ${n(base - size * 0.8)} ${n(x + 8)} ${n(base - size * 0.5)} ${n(x + 6)} ${base}Z`,
    trunk,
  ) +
  ellipse(x + size * 0.12, base - size * 1.04, size * 0.62, size * 0.16, leaf) +
  ellipse(x + size * 0.18, base - size * 1.14, size * 0.4, size * 0.12, leaf);

/** A palm tree. */
export function palm(x: number, base: number, size: number, leaf: string, trunk: string): string {
  const topX = x + size * 0.18;
  const topY = base - size;
  let fronds = '';
  for (const [dx, dy] of [
    [-1, 0.25],
    [-0.8, -0.35],
    [-0.2, -0.55],
    [0.5, -0.45],
    [1, 0.1],
    [0.7, 0.4],
  ] as [number, number][]) {
    const ex = topX + dx * size * 0.5;
    const ey = topY + dy * size * 0.4 + size * 0.1;
    fronds += `M${n(topX)} ${n(topY)}Q${n((topX + ex) / 2)} ${n(Math.min(topY, ey) - size * 0.16)} ${n(ex)} ${n(ey)}Q${n((topX + ex) / 2)} ${n(Math.min(topY, ey) - size * 0.04)} ${n(topX)} ${n(topY)}Z`;
  }
  return (
    path(
      `M${n(x - 6)} ${base}Q${n(x)} ${n(base - size * 0.6)} ${n(topX - 3)} ${n(topY)}h7Q${n(x + 8)} ${n(base - size * 0.6)} ${n(x + 7)} ${base}Z`,
      trunk,
    ) + path(fronds, leaf)
  );
}

/** A cypress: a tall dark flame. */
export const cypress = (x: number, base: number, size: number, leaf: string) =>
  path(
    `M${n(x)} ${n(base - size)}C${n(x + size * 0.16)} ${n(base - size * 0.6)} ${n(x + size * 0.14)} ${n(base - size * 0.1)} ${n(x + size * 0.08)} ${base}h${n(-size * 0.16)}C${n(x - size * 0.14)} ${n(base - size * 0.1)} ${n(x - size * 0.16)} ${n(base - size * 0.6)} ${n(x)} ${n(base - size)}Z`,
    leaf,
  );

/** A few flat clouds of overlapping discs. */
export function clouds(seed: string, fill: string, count: number, top: number, bottom: number): string {
  const random = createRandom(`clouds-${seed}`);
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = random.int(60, W - 160);
    const y = random.int(top, bottom);
    const w = random.int(90, 180);
    const h = w * 0.22;
    d += `M${x} ${y}h${w}a${n(h)} ${n(h)} 0 0 0 ${n(-h * 1.6)} ${n(-h * 0.9)}a${n(h * 1.3)} ${n(h * 1.3)} 0 0 0 ${n(-w * 0.42)} ${n(-h * 0.4)}a${n(h)} ${n(h)} 0 0 0 ${n(-(w - h * 1.6 - w * 0.42))} ${n(h * 1.3)}z`;
  }
  return path(d, fill, ' opacity="0.9"');
}

/** A dome on a drum: centre x, the base of the drum, the dome's radius. */
export const dome = (cx: number, base: number, r: number, fill: string, drum = r * 0.5) =>
  rect(cx - r * 0.9, base - drum, r * 1.8, drum, fill) +
  path(`M${n(cx - r)} ${n(base - drum)}a${n(r)} ${n(r)} 0 0 1 ${n(2 * r)} 0z`, fill);

/** A minaret: a thin tower with a balcony and a pointed cap. */
export const minaret = (x: number, base: number, height: number, width: number, fill: string) =>
  rect(x - width / 2, base - height, width, height, fill) +
  rect(x - width * 0.85, base - height * 0.7, width * 1.7, 6, fill) +
  rect(x - width * 0.8, base - height * 0.9, width * 1.6, 5, fill) +
  poly([x - width / 2, base - height, x, base - height - width * 3.2, x + width / 2, base - height], fill);
