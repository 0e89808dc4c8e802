// The subject of a gem's or a tour's picture, one per gem category and tour theme, drawn in the
// posters' flat style in a 400 × 400 box whose ground line is y = 360. A tour's subject carries the
// guide's pennant, so a tour reads as a tour beside a place.
import type { CityPalette } from './cities';
import { circle, ellipse, path, poly, rect, stroke } from './shapes';

export interface MotifArt {
  /** What kind of place or tour it is: "a bar". */
  name: string;
  /** What the subject shows, for the accessible name: "a cocktail on the bar under string lights". */
  subject: string;
  /** The scene is drawn at night. */
  night?: boolean;
  draw: (palette: CityPalette, seed: string) => string;
}

const shadow = (cx: number, rx: number) => ellipse(cx, 362, rx, 12, '#000000', ' opacity="0.16"');

/** The guide's pennant on its pole. */
const pennant = (x: number, bottom: number, top: number, colour: string) =>
  stroke(`M${x} ${bottom}V${top}`, '#3a3330', 6) + path(`M${x + 3} ${top + 4}l80 22-80 22z`, colour);

/** A striped awning with a scalloped edge. */
function awning(x: number, y: number, width: number, colour: string): string {
  const stripes = Math.round(width / 44);
  const w = width / stripes;
  let body = '';
  for (let i = 0; i < stripes; i++) {
    const fill = i % 2 === 0 ? colour : '#fbf6ec';
    body += rect(x + i * w, y, w + 0.5, 56, fill) + circle(x + i * w + w / 2, y + 56, w / 2, fill);
  }
  return body;
}

const table = () =>
  shadow(200, 150) +
  rect(192, 250, 16, 110, '#3a3330') +
  ellipse(200, 358, 50, 8, '#3a3330') +
  path('M74 200H326L350 292H50z', '#d64541') +
  path(
    Array.from({ length: 24 }, (_, i) => {
      const row = Math.floor(i / 8);
      const col = i % 8;
      if ((row + col) % 2 === 1) return '';
      const y = 206 + row * 28;
      const x = 70 - row * 6 + col * (34 + row * 1.6);
      return `M${Math.round(x)} ${y}h${Math.round(30 + row * 1.6)}v24h${-Math.round(30 + row * 1.6)}z`;
    }).join(''),
    '#fbf6ec',
  ) +
  ellipse(200, 200, 128, 16, '#fbf6ec');

const wineGlass = (x: number, y: number, wine: string) =>
  path(`M${x - 18} ${y}h36q0 38-18 42q-18-4-18-42z`, '#ffffff', ' opacity="0.85"') +
  path(`M${x - 16} ${y + 16}h32q-2 24-16 26q-14-2-16-26z`, wine) +
  rect(x - 2, y + 42, 4, 20, '#ffffff') +
  ellipse(x, y + 62, 15, 4, '#ffffff');

export const MOTIF_ART = {
  // Gem categories.
  food: {
    name: 'a place to eat',
    subject: 'a café table laid with a steaming plate and a glass of wine',
    draw: () =>
      table() +
      ellipse(160, 192, 56, 13, '#ffffff') +
      ellipse(160, 186, 36, 10, '#e9a23b') +
      circle(146, 182, 7, '#52b788') +
      circle(172, 180, 6, '#d62828') +
      stroke(
        'M146 166q-10-14 0-26t0-26M172 166q-10-14 0-26t0-26',
        '#ffffff',
        5,
        ' stroke-linecap="round" opacity="0.8"',
      ) +
      wineGlass(262, 136, '#8e2c1f') +
      stroke('M344 150V360M300 262H352M306 262V360', '#3a3330', 8),
  },
  'drinks-nightlife': {
    name: 'a bar',
    subject: 'a cocktail on the bar under string lights at night',
    night: true,
    draw: (palette) => {
      let bulbs = '';
      for (let i = 0; i < 12; i++) {
        const t = i / 11;
        const x = -260 + t * 920;
        const y = -250 + 4 * 90 * t * (1 - t);
        bulbs += circle(x, y + 12, 18, '#ffd166', ' opacity="0.3"') + circle(x, y + 12, 8, '#ffe8a3');
      }
      return (
        stroke('M-260 -250Q200 -70 660 -250', '#1b1b24', 3) +
        bulbs +
        shadow(200, 190) +
        rect(10, 240, 380, 18, '#8b5a2b') +
        rect(24, 258, 352, 104, '#5a3825') +
        stroke('M24 300H376', palette.accent, 6) +
        path('M116 96H284L200 196z', '#ffffff', ' opacity="0.35"') +
        path('M130 106H270L200 186z', '#ff5d8f') +
        rect(196, 190, 8, 44, '#ffffff', ' opacity="0.9"') +
        ellipse(200, 236, 40, 6, '#ffffff') +
        stroke('M226 50L194 150', '#00bbf9', 7, ' stroke-linecap="round"') +
        circle(270, 102, 22, '#ffd166') +
        circle(270, 102, 16, '#fff3b0') +
        stroke('M270 88V116M256 102H284', '#ffd166', 3) +
        rect(300, 172, 54, 66, '#ffffff', ' opacity="0.45"') +
        rect(305, 192, 44, 44, '#e9a23b') +
        rect(312, 184, 18, 18, '#dff6ff', ' opacity="0.9"')
      );
    },
  },
  culture: {
    name: 'a place of culture',
    subject: 'a framed painting on an easel with the painter’s palette',
    draw: () =>
      shadow(200, 120) +
      stroke('M140 360L200 50M260 360L200 50M200 80V360', '#7a5230', 12, ' stroke-linecap="round"') +
      rect(84, 96, 232, 176, '#d4a437') +
      rect(100, 112, 200, 144, '#8ecae6') +
      circle(246, 150, 20, '#ffb703') +
      path('M100 256V206Q150 170 200 210T300 200V256z', '#2a9d8f') +
      path('M100 256V232Q180 206 300 240V256z', '#e76f51') +
      rect(104, 272, 192, 12, '#7a5230') +
      path('M300 330c0-28 40-44 78-34 26 8 22 34 4 38-12 2-12 12-24 16-26 8-58 6-58-20z', '#e8c9a0') +
      circle(326, 314, 8, '#d62828') +
      circle(350, 306, 8, '#ffb703') +
      circle(372, 316, 7, '#2a9d8f') +
      circle(340, 336, 7, '#3a86ff'),
  },
  nature: {
    name: 'a green space',
    subject: 'a broad shady tree over a bench and flowers',
    draw: () =>
      shadow(200, 180) +
      path('M176 360C186 290 180 240 160 200l22-6c14 30 20 20 30-10l18 8c-16 40-18 100-6 168z', '#6b4a2f') +
      circle(200, 130, 100, '#2d6a4f') +
      circle(110, 170, 70, '#40916c') +
      circle(290, 170, 74, '#40916c') +
      circle(160, 80, 62, '#52b788') +
      circle(260, 96, 56, '#52b788') +
      circle(210, 190, 60, '#40916c') +
      rect(236, 252, 150, 12, '#7a5230') +
      rect(236, 286, 150, 14, '#8b5a2b') +
      stroke('M248 300V360M374 300V360M248 264V286M374 264V286', '#3a3330', 7) +
      path('M10 360c6-24 14-24 20 0c6-24 14-24 20 0c6-24 14-24 20 0c6-24 14-24 20 0z', '#40916c') +
      [30, 70, 112, 150, 330, 380]
        .map((x, i) =>
          circle(x, 338 - (i % 2) * 12, 8, ['#ff006e', '#ffbe0b', '#fb5607', '#ffffff'][i % 4] ?? '#ffffff'),
        )
        .join(''),
  },
  shopping: {
    name: 'a shop',
    subject: 'a shop under a striped awning, with shopping bags at the door',
    draw: (palette) =>
      shadow(200, 190) +
      rect(40, 60, 320, 300, '#fbf6ec') +
      rect(40, 360, 320, 4, '#3a3330') +
      awning(24, 70, 352, palette.accent) +
      rect(60, 170, 176, 150, '#bde0fe') +
      rect(60, 170, 176, 150, 'none', ' stroke="#3a3330" stroke-width="8"') +
      path('M86 320v-50h44v50zM150 320v-70h56v70z', '#e76f51') +
      ellipse(118, 252, 34, 10, '#2a9d8f') +
      path('M96 252q22-36 44 0z', '#2a9d8f') +
      rect(258, 170, 82, 190, '#2b2d42') +
      circle(322, 270, 5, '#ffd166') +
      path('M100 300h72l6 62H94z', '#e76f51') +
      stroke('M118 300q18-30 36 0', '#3a3330', 5) +
      path('M162 312h60l4 50h-68z', '#2a9d8f') +
      stroke('M176 312q16-26 32 0', '#3a3330', 5),
  },
  wellness: {
    name: 'a place to unwind',
    subject: 'balanced stones by still water, with bamboo and a lotus',
    draw: () =>
      ellipse(200, 352, 196, 26, '#8ecae6') +
      stroke('M40 352h60M280 356h70M150 366h90', '#ffffff', 4, ' stroke-linecap="round" opacity="0.8"') +
      ellipse(200, 320, 100, 34, '#8d8d8d') +
      ellipse(200, 262, 76, 28, '#a5a5a5') +
      ellipse(200, 214, 56, 22, '#bcbcbc') +
      ellipse(200, 178, 36, 16, '#d0d0d0') +
      rect(318, 40, 16, 310, '#52b788') +
      rect(350, 90, 14, 260, '#40916c') +
      stroke('M318 120h16M318 210h16M318 290h16M350 170h14M350 250h14', '#2d6a4f', 4) +
      path(
        'M334 120q40-10 60 10q-40 4-60-10zM364 170q30-20 50-6q-30 10-50 6zM318 200q-40-14-62 4q40 6 62-4z',
        '#40916c',
      ) +
      path(
        'M70 340c-10-30 10-50 10-50s20 20 10 50zM70 340c-30-10-36-36-36-36s30 0 40 30zM90 340c10-30 36-36 36-36s0 30-30 40z',
        '#f28fb0',
      ),
  },
  // Tour themes.
  'food-tour': {
    name: 'a food tour',
    subject: 'a board of small plates and a glass of wine, with the guide’s pennant',
    draw: (palette) =>
      pennant(370, 360, 30, palette.accent) +
      shadow(190, 170) +
      rect(30, 250, 320, 36, '#b07a4a', ' rx="12"') +
      rect(340, 258, 40, 18, '#b07a4a', ' rx="8"') +
      rect(30, 286, 320, 10, '#8b5a2b') +
      rect(44, 296, 14, 64, '#5a3825') +
      rect(322, 296, 14, 64, '#5a3825') +
      ellipse(90, 244, 40, 10, '#ffffff') +
      ellipse(90, 236, 28, 10, '#e9c46a') +
      ellipse(90, 230, 20, 6, '#d62828') +
      ellipse(180, 244, 44, 10, '#ffffff') +
      circle(162, 232, 11, '#c26d2c') +
      circle(184, 230, 11, '#c26d2c') +
      circle(204, 234, 10, '#c26d2c') +
      stroke('M240 250L292 190', '#7a5230', 4) +
      circle(252, 236, 9, '#588157') +
      circle(266, 220, 9, '#588157') +
      circle(280, 204, 8, '#3a5a40') +
      wineGlass(310, 160, '#8e2c1f'),
  },
  night: {
    name: 'a night tour',
    subject: 'a street lamp glowing on a dark street, with the guide’s pennant',
    night: true,
    draw: (palette) =>
      ellipse(260, 360, 140, 18, '#ffd166', ' opacity="0.35"') +
      circle(270, 120, 110, '#ffd166', ' opacity="0.16"') +
      circle(270, 120, 60, '#ffd166', ' opacity="0.3"') +
      stroke('M180 360V70M180 84Q222 50 270 86', '#1b1b24', 14, ' stroke-linecap="round"') +
      rect(160, 340, 40, 20, '#1b1b24') +
      path('M246 90h48l-8 56h-32z', '#1b1b24') +
      path('M256 100h28l-5 38h-18z', '#ffe8a3') +
      pennant(60, 360, 120, palette.accent),
  },
  'street-art': {
    name: 'a street art tour',
    subject: 'a wall of bright graffiti and a spray can, with the guide’s pennant',
    draw: (palette) =>
      shadow(200, 210) +
      rect(0, 80, 400, 280, '#d9d4cc') +
      stroke(
        'M0 136H400M0 192H400M0 248H400M0 304H400M60 80v56M180 80v56M300 80v56M120 136v56M240 136v56M360 136v56M60 192v56M180 192v56M300 192v56M120 248v56M240 248v56M360 248v56M60 304v56M180 304v56M300 304v56',
        '#c4bdb2',
        3,
      ) +
      path(
        'M40 270c-20-60 30-120 90-110 40-40 120-30 130 30 40 20 30 90-20 100-40 30-150 40-200-20z',
        '#ff006e',
      ) +
      stroke('M70 230q60-80 130-20t130-40', '#3a86ff', 26, ' stroke-linecap="round"') +
      path('M270 110l14 30 32 4-24 22 6 32-28-16-28 16 6-32-24-22 32-4z', '#ffbe0b') +
      circle(120, 230, 16, '#ffffff') +
      circle(124, 232, 7, '#1b1b24') +
      circle(170, 226, 16, '#ffffff') +
      circle(174, 228, 7, '#1b1b24') +
      rect(90, 290, 6, 40, '#ff006e') +
      rect(150, 296, 6, 30, '#ff006e') +
      rect(330, 256, 48, 104, '#fb5607', ' rx="12"') +
      rect(342, 238, 24, 20, '#2b2d42') +
      circle(330, 222, 4, '#8338ec') +
      circle(318, 212, 3, '#8338ec') +
      circle(322, 232, 3, '#8338ec') +
      pennant(20, 360, 20, palette.accent),
  },
  history: {
    name: 'a history tour',
    subject: 'an old stone arch and a broken column, with the guide’s pennant',
    draw: (palette) =>
      shadow(190, 190) +
      path('M30 90h270v270H30zM96 360V206a70 70 0 0 1 140 0v154z', '#d9c9a3', ' fill-rule="evenodd"') +
      stroke(
        'M30 140H300M30 200H96M236 200H300M30 260H96M236 260H300M30 320H96M236 320H300M120 90v50M210 90v50',
        '#bca77f',
        4,
      ) +
      rect(22, 78, 286, 16, '#c9b68f') +
      circle(60, 100, 14, '#52b788') +
      circle(80, 92, 12, '#40916c') +
      circle(46, 124, 10, '#40916c') +
      rect(318, 176, 54, 184, '#ece2cc') +
      stroke('M332 180V360M346 180V360M360 180V360', '#cdbd9c', 4) +
      poly([312, 180, 330, 160, 346, 176, 364, 156, 378, 180], '#ece2cc') +
      path('M250 360l8-34 70 10-6 24z', '#ddd0b2') +
      pennant(10, 360, 20, palette.accent),
  },
  market: {
    name: 'a market tour',
    subject: 'a market stall piled with oranges, apples and greens, with the guide’s pennant',
    draw: (palette) => {
      const pile = (x: number, colour: string, shade: string) =>
        circle(x - 26, 236, 15, colour) +
        circle(x, 236, 15, colour) +
        circle(x + 26, 236, 15, colour) +
        circle(x - 13, 212, 15, shade) +
        circle(x + 13, 212, 15, colour) +
        circle(x, 188, 15, colour);
      return (
        pennant(200, 76, -40, palette.accent) +
        shadow(200, 200) +
        rect(40, 100, 10, 260, '#6b4a2f') +
        rect(350, 100, 10, 260, '#6b4a2f') +
        awning(20, 70, 360, palette.accent) +
        pile(90, '#f77f00', '#e36414') +
        pile(200, '#d62828', '#b51f1f') +
        pile(310, '#80b918', '#55a630') +
        rect(30, 250, 340, 16, '#8b5a2b') +
        rect(40, 266, 100, 94, '#b07a4a') +
        rect(150, 266, 100, 94, '#b07a4a') +
        rect(260, 266, 100, 94, '#b07a4a') +
        stroke('M40 298H140M150 298H250M260 298H360M40 330H140M150 330H250M260 330H360', '#8b5a2b', 5) +
        circle(70, 282, 10, '#ffd60a') +
        circle(94, 282, 10, '#ffd60a') +
        circle(290, 282, 10, '#ffd60a')
      );
    },
  },
  photo: {
    name: 'a photo walk',
    subject: 'a vintage camera on a tripod, with the guide’s pennant',
    draw: (palette) =>
      shadow(200, 130) +
      stroke('M200 216L110 360M200 216L290 360M200 216V360', '#2b2d42', 10, ' stroke-linecap="round"') +
      rect(92, 104, 216, 116, '#2b2d42', ' rx="16"') +
      rect(92, 130, 216, 70, '#7a5230') +
      rect(104, 88, 192, 24, '#c0c4cc', ' rx="6"') +
      rect(168, 64, 64, 30, '#2b2d42', ' rx="6"') +
      circle(270, 86, 9, '#c0392b') +
      circle(200, 162, 52, '#c0c4cc') +
      circle(200, 162, 38, '#1b1b24') +
      circle(186, 148, 11, '#8ecae6', ' opacity="0.85"') +
      rect(116, 112, 34, 16, '#fbf6ec', ' rx="3"') +
      pennant(370, 360, 40, palette.accent),
  },
} as const satisfies Record<string, MotifArt>;
