// A guide's illustrated portrait in the posters' flat style: head and shoulders on the colours of
// the guide's city, with skin, hair, clothes and accessories varied by the seed (the same guide
// always looks the same).
import { createRandom } from '../../../seed/random';
import { escapeXml } from './poster';
import { circle, ellipse, path, rect, stroke } from './shapes';

const SKINS = ['#f5d0b5', '#eab894', '#d09a72', '#a8734d', '#7a4a2f', '#f1c7a5', '#c68a63'];
const HAIRS = ['#2b1d16', '#4a2f1f', '#8a5a2b', '#c48a3a', '#1a1a1a', '#6b6b6b', '#a0522d'];
const CLOTHES = ['#264653', '#e76f51', '#2a9d8f', '#6d597a', '#f4a261', '#3a86ff', '#8d99ae', '#bc4749'];

export interface PortraitColours {
  back: string;
  glow: string;
}

/** A portrait, `size` pixels square, whose accessible name is `label`. */
export function portraitArt(seed: string, label: string, size: number, colours: PortraitColours): string {
  const random = createRandom(`portrait-${seed}`);
  const skin = random.pick(SKINS);
  const hair = random.pick(HAIRS);
  const clothes = random.pick(CLOTHES);
  const style = random.pick(['short', 'long', 'bun', 'curly', 'bald', 'bob'] as const);
  const beard = (style === 'short' || style === 'bald' || style === 'curly') && random.chance(0.45);
  const glasses = random.chance(0.22);
  const earrings = (style === 'long' || style === 'bun' || style === 'bob') && random.chance(0.5);
  const collar = random.pick(['crew', 'vee', 'shirt'] as const);

  let back = '';
  if (style === 'long') back = path('M122 180c0-90 156-90 156 0v150H122z', hair);
  if (style === 'bob')
    back = path('M124 176c0-84 152-84 152 0v70c0 16-20 20-24 0H148c-4 20-24 16-24 0z', hair);
  if (style === 'bun') back = circle(200, 86, 34, hair);

  let top = '';
  if (style === 'short')
    top = path('M136 176c-6-70 40-92 70-90 44 2 66 34 58 90-8-22-30-40-66-40-28 0-50 14-62 40z', hair);
  if (style === 'long' || style === 'bob' || style === 'bun')
    top = path('M132 184c-4-66 34-96 70-96 40 0 72 30 66 96-20-34-50-52-70-54-6 20-40 40-66 54z', hair);
  if (style === 'curly')
    top = [150, 176, 202, 228, 254, 140, 262]
      .map((x, i) => circle(x, i < 5 ? 108 + (i % 2) * 8 : 140, 26, hair))
      .join('');

  const collarShape =
    collar === 'vee'
      ? path('M176 296l24 36 24-36z', skin)
      : collar === 'shirt'
        ? path('M168 300l32 30 32-30 10 16-42 26-42-26z', '#fbf6ec')
        : path('M172 300q28 24 56 0v8q-28 24-56 0z', skin);

  const body =
    rect(0, 0, 400, 400, colours.back) +
    circle(290, 120, 70, colours.glow, ' opacity="0.5"') +
    back +
    path('M60 400c0-76 60-112 140-112s140 36 140 112z', clothes) +
    rect(178, 240, 44, 64, skin) +
    collarShape +
    ellipse(200, 190, 70, 84, skin) +
    ellipse(130, 196, 12, 18, skin) +
    ellipse(270, 196, 12, 18, skin) +
    top +
    circle(174, 196, 6, '#2b1d16') +
    circle(226, 196, 6, '#2b1d16') +
    stroke('M160 176q14-8 28 0M212 176q14-8 28 0', hair, 5, ' stroke-linecap="round"') +
    stroke('M180 236q20 16 40 0', '#8e2c1f', 5, ' stroke-linecap="round"') +
    circle(160, 222, 11, '#e76f51', ' opacity="0.25"') +
    circle(240, 222, 11, '#e76f51', ' opacity="0.25"') +
    (beard ? path('M134 214c8 60 40 80 66 80s58-20 66-80c-16 20-36 30-66 30s-50-10-66-30z', hair) : '') +
    (beard ? stroke('M180 238q20 14 40 0', '#fbf6ec', 4, ' stroke-linecap="round" opacity="0.7"') : '') +
    (glasses
      ? stroke(
          'M154 196a20 18 0 1 0 40 0a20 18 0 1 0-40 0M206 196a20 18 0 1 0 40 0a20 18 0 1 0-40 0M194 194h12',
          '#2b2d42',
          5,
        )
      : '') +
    (earrings ? circle(130, 220, 6, '#e6b422') + circle(270, 220, 6, '#e6b422') : '');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(label)}"><clipPath id="frame"><rect width="400" height="400"/></clipPath><g clip-path="url(#frame)">${body}</g></svg>`;
}
