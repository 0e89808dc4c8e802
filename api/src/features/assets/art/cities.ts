// One travel poster per seeded city: its landmarks as flat shapes and its own colours, drawn in the
// posters' space (1200 × 800), back to front. The sky, sun and clouds are drawn by the composer
// (./poster.ts) from `palette` and `sun`; `draw` paints everything in front of them.
import {
  circle,
  clouds,
  cypress,
  dome,
  ellipse,
  group,
  hills,
  minaret,
  palm,
  path,
  poly,
  rect,
  stonePine,
  stroke,
  town,
  tree,
  water,
  windows,
} from './shapes';

export interface CityPalette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  cloud: string;
  /** The foreground a picture's subject stands on. */
  ground: string;
  /** The edge of that foreground. */
  groundEdge: string;
  /** A colour of the city for the subject's details (an awning, a flag). */
  accent: string;
}

export interface CityArt {
  palette: CityPalette;
  /** The sun's centre and radius. */
  sun: [number, number, number];
  /** What the poster shows, for its accessible name: "a yellow tram climbing past the Belém Tower". */
  scene: string;
  /** The landmark a gem's or tour's picture keeps in view: "the Belém Tower". */
  landmark: string;
  /** The sun has rays rather than a halo. */
  sunRays?: boolean;
  /** Where that landmark stands across the poster (x), so a recomposed picture keeps it. */
  hero: number;
  draw: () => string;
}

const lisbon: CityArt = {
  palette: {
    skyTop: '#78bfe0',
    skyBottom: '#fde6c4',
    sun: '#ffd36b',
    cloud: '#ffffff',
    ground: '#d9c4a0',
    groundEdge: '#b89f78',
    accent: '#2a5caa',
  },
  sun: [1000, 160, 64],
  scene: 'a yellow tram climbing a cobbled street past the Belém Tower, with the red bridge over the Tagus',
  landmark: 'the Belém Tower on the Tagus',
  hero: 200,
  draw: () =>
    clouds('lisbon', '#ffffff', 3, 90, 220) +
    hills(
      [
        [0, 470],
        [260, 452],
        [620, 466],
        [900, 446],
        [1200, 460],
      ],
      '#7fa0a6',
    ) +
    water(482, '#2f86a6', '#9ad0e2', 'lisbon') +
    // The 25 de Abril bridge, far off.
    rect(620, 452, 580, 8, '#c8442f') +
    rect(760, 318, 12, 150, '#c8442f') +
    rect(1010, 318, 12, 150, '#c8442f') +
    stroke('M620 450Q700 420 766 320Q890 450 1016 320Q1100 420 1200 440', '#c8442f', 4) +
    // Alfama on its hill, the castle on top.
    hills(
      [
        [470, 800],
        [560, 560],
        [760, 470],
        [960, 430],
        [1200, 460],
      ],
      '#e8d3ad',
    ) +
    rect(880, 388, 170, 52, '#d7c199') +
    windows(880, 372, 170, 18, 7, 1, '#d7c199') +
    town(
      700,
      1200,
      500,
      {
        colours: ['#f4a6a0', '#f6c85f', '#f7f1e3', '#8fb8de', '#f1d3b3'],
        roof: '#c8553d',
        window: '#4d6a8a',
        kind: 'gable',
        minHeight: 50,
        maxHeight: 80,
      },
      'lisbon-high',
    ) +
    town(
      560,
      1200,
      585,
      {
        colours: ['#f7f1e3', '#f6c85f', '#f4a6a0', '#9cc7b4', '#8fb8de'],
        roof: '#c8553d',
        window: '#4d6a8a',
        kind: 'gable',
        minHeight: 60,
        maxHeight: 96,
      },
      'lisbon-low',
    ) +
    // The Belém Tower on the water.
    rect(80, 566, 240, 72, '#e6dbc2') +
    windows(80, 546, 240, 22, 10, 1, '#e6dbc2') +
    rect(140, 360, 120, 210, '#f4ecd9') +
    rect(214, 360, 46, 210, '#e3d6ba') +
    windows(140, 344, 120, 18, 5, 1, '#f4ecd9') +
    rect(166, 300, 68, 62, '#f4ecd9') +
    windows(166, 286, 68, 16, 3, 1, '#f4ecd9') +
    dome(140, 372, 14, '#f4ecd9', 14) +
    dome(260, 372, 14, '#e3d6ba', 14) +
    dome(80, 566, 12, '#e6dbc2', 10) +
    dome(320, 566, 12, '#e6dbc2', 10) +
    windows(150, 440, 100, 44, 4, 1, '#6b5d4a', true) +
    windows(160, 380, 80, 40, 2, 1, '#6b5d4a', true) +
    windows(100, 590, 200, 36, 6, 1, '#8a7b62', true) +
    // The street and its rails.
    poly([0, 800, 0, 730, 1200, 610, 1200, 800], '#d9c4a0') +
    stroke('M0 768L1200 648M0 790L1200 670', '#6e6257', 5) +
    // Tram 28.
    group(
      rect(500, 556, 330, 118, '#f4c430', ' rx="18"') +
        rect(510, 540, 310, 26, '#fffaf0', ' rx="12"') +
        rect(500, 626, 330, 12, '#fffaf0') +
        rect(500, 650, 330, 10, '#c0392b') +
        windows(520, 568, 290, 52, 6, 1, '#2f4f6f') +
        rect(790, 590, 30, 78, '#2f4f6f', ' rx="4"') +
        circle(570, 680, 17, '#3a3330') +
        circle(760, 680, 17, '#3a3330') +
        stroke('M660 540L720 452', '#3a3330', 4),
      'rotate(-5.7 665 615)',
    ) +
    // Azulejo wall in front.
    rect(960, 680, 240, 120, '#f5f1e8') +
    path(
      Array.from({ length: 18 }, (_, i) => {
        const x = 980 + (i % 6) * 40;
        const y = 700 + Math.floor(i / 6) * 36;
        return `M${x} ${y - 14}l14 14-14 14-14-14z`;
      }).join(''),
      '#2a5caa',
    ),
};

const porto: CityArt = {
  palette: {
    skyTop: '#9cc5d9',
    skyBottom: '#fbe3c0',
    sun: '#ffcf70',
    cloud: '#fff8ee',
    ground: '#8c6e56',
    groundEdge: '#6b5240',
    accent: '#1f5f8b',
  },
  sun: [520, 130, 58],
  scene: 'the iron arch of the Dom Luís I bridge over the Douro, rabelo boats and the Ribeira houses',
  landmark: 'the Dom Luís I bridge',
  hero: 900,
  draw: () =>
    clouds('porto', '#fff8ee', 3, 80, 200) +
    hills(
      [
        [0, 420],
        [300, 360],
        [620, 430],
        [900, 400],
        [1200, 430],
      ],
      '#b8a48c',
    ) +
    // The Clérigos tower above the town.
    rect(282, 170, 44, 250, '#d9cbb0') +
    rect(276, 240, 56, 8, '#c4b394') +
    rect(276, 320, 56, 8, '#c4b394') +
    dome(304, 172, 22, '#d9cbb0', 10) +
    rect(300, 130, 8, 22, '#d9cbb0') +
    windows(282, 190, 44, 120, 1, 3, '#7b6a55', true) +
    town(
      0,
      680,
      470,
      {
        colours: ['#e8d8c3', '#f0ad4e', '#d9534f', '#f3e6d3', '#9bbf85'],
        roof: '#b5533c',
        window: '#4b4b5a',
        kind: 'gable',
        minHeight: 60,
        maxHeight: 100,
        minWidth: 34,
        maxWidth: 58,
      },
      'porto-high',
    ) +
    town(
      0,
      640,
      572,
      {
        colours: ['#d9534f', '#f0ad4e', '#5b8fb9', '#f3e6d3', '#e8a87c', '#9bbf85'],
        roof: '#b5533c',
        window: '#4b4b5a',
        kind: 'gable',
        minHeight: 110,
        maxHeight: 170,
        minWidth: 34,
        maxWidth: 54,
      },
      'porto-low',
    ) +
    hills(
      [
        [640, 560],
        [900, 470],
        [1200, 430],
      ],
      '#a1866a',
    ) +
    water(572, '#2e6e8e', '#8fc1d6', 'porto') +
    // The Dom Luís I bridge: an iron arch under the upper deck.
    rect(600, 300, 34, 272, '#8a7a6a') +
    rect(1166, 300, 34, 272, '#8a7a6a') +
    rect(590, 292, 620, 16, '#3b3b46') +
    stroke('M634 572C700 330 1100 330 1166 572', '#3b3b46', 16) +
    stroke('M660 572C726 366 1074 366 1140 572', '#3b3b46', 8) +
    stroke(
      Array.from({ length: 13 }, (_, i) => `M${660 + i * 40} 300V${i === 0 || i === 12 ? 500 : 420}`).join(
        '',
      ),
      '#3b3b46',
      5,
    ) +
    rect(634, 520, 532, 10, '#3b3b46') +
    // Rabelo boats.
    group(
      path('M0 40h300l-30 34H26z', '#5a3825') +
        ellipse(80, 30, 22, 16, '#8b5a2b') +
        ellipse(126, 30, 22, 16, '#8b5a2b') +
        ellipse(172, 30, 22, 16, '#8b5a2b') +
        rect(226, -130, 8, 170, '#4a2e1e') +
        path('M150 -120h160v110H150z', '#f3ead8') +
        rect(150, -60, 160, 14, '#c0392b'),
      'translate(110 640)',
    ) +
    group(
      path('M0 26h190l-20 22H18z', '#5a3825') +
        ellipse(60, 20, 15, 11, '#8b5a2b') +
        ellipse(92, 20, 15, 11, '#8b5a2b') +
        rect(140, -80, 6, 106, '#4a2e1e') +
        path('M96 -74h104v70H96z', '#f3ead8'),
      'translate(760 650)',
    ),
};

/** A spire of the Sagrada Família: a tall taper with a round cap. */
const spire = (x: number, base: number, height: number, width: number, fill: string, cap: string) =>
  path(
    `M${x - width / 2} ${base}L${x - width * 0.2} ${base - height}h${width * 0.4}L${x + width / 2} ${base}z`,
    fill,
  ) +
  windows(x - width * 0.25, base - height * 0.8, width * 0.5, height * 0.6, 1, 6, '#8a6443') +
  circle(x, base - height - 6, width * 0.22, cap);

const barcelona: CityArt = {
  palette: {
    skyTop: '#6fb7e9',
    skyBottom: '#fde9c9',
    sun: '#ffce5c',
    cloud: '#ffffff',
    ground: '#f1d9a8',
    groundEdge: '#d9b77a',
    accent: '#d1495b',
  },
  sun: [1010, 150, 62],
  scene: 'the spires of the Sagrada Família above the Eixample, palm trees and the blue Mediterranean',
  landmark: 'the Sagrada Família',
  hero: 600,
  draw: () =>
    clouds('barcelona', '#ffffff', 3, 80, 230) +
    water(470, '#1f78b4', '#8fcdf0', 'barcelona') +
    hills(
      [
        [0, 470],
        [160, 420],
        [360, 490],
      ],
      '#7c9a5e',
    ) +
    spire(520, 610, 300, 44, '#c9a27a', '#e4572e') +
    spire(560, 610, 350, 46, '#c9a27a', '#f2c14e') +
    spire(640, 610, 350, 46, '#c9a27a', '#f2c14e') +
    spire(680, 610, 300, 44, '#c9a27a', '#e4572e') +
    spire(600, 610, 440, 56, '#b8916a', '#ffffff') +
    rect(470, 470, 260, 150, '#c9a27a') +
    path('M560 620v-80a40 40 0 0 1 80 0v80z', '#7a5538') +
    windows(480, 480, 240, 50, 6, 1, '#8a6443', true) +
    town(
      0,
      1200,
      640,
      {
        colours: ['#f3d9b1', '#e8c39e', '#f6e7d0', '#d9a47a', '#efcfa8'],
        roof: '#b86b4b',
        window: '#7a5a45',
        kind: 'flat',
        minHeight: 50,
        maxHeight: 100,
        minWidth: 60,
        maxWidth: 100,
      },
      'barcelona',
    ) +
    rect(0, 640, 1200, 160, '#f1d9a8') +
    palm(120, 800, 240, '#2f6b3a', '#7a5230') +
    palm(1070, 800, 280, '#2f6b3a', '#7a5230') +
    // Trencadís: a broken-tile bench along the front.
    rect(260, 730, 680, 40, '#2a9d8f', ' rx="20"') +
    path(Array.from({ length: 17 }, (_, i) => `M${280 + i * 38} 738l14 6-6 14-12-4z`).join(''), '#f2c14e') +
    path(Array.from({ length: 16 }, (_, i) => `M${300 + i * 38} 754l10-8 10 10-8 6z`).join(''), '#d1495b'),
};

const paris: CityArt = {
  palette: {
    skyTop: '#b8a9d9',
    skyBottom: '#fbd3c0',
    sun: '#ffe3a3',
    cloud: '#fdf2ec',
    ground: '#d9c8a9',
    groundEdge: '#b9a582',
    accent: '#c0392b',
  },
  sun: [300, 210, 70],
  scene: 'the Eiffel Tower above mansard roofs and the Seine, Sacré-Cœur on its hill',
  landmark: 'the Eiffel Tower',
  hero: 820,
  draw: () =>
    clouds('paris', '#fdf2ec', 3, 90, 240) +
    hills(
      [
        [0, 500],
        [180, 440],
        [420, 500],
      ],
      '#c9b8d6',
    ) +
    dome(180, 440, 34, '#f4efe9', 20) +
    dome(130, 452, 16, '#f4efe9', 12) +
    dome(230, 452, 16, '#f4efe9', 12) +
    rect(176, 386, 8, 24, '#f4efe9') +
    town(
      0,
      1200,
      620,
      {
        colours: ['#efe3cf', '#e9dcc4', '#f3e9d8'],
        roof: '#6d7b99',
        window: '#8d8aa0',
        kind: 'mansard',
        minHeight: 70,
        maxHeight: 110,
        minWidth: 70,
        maxWidth: 110,
      },
      'paris-back',
    ) +
    // The Eiffel Tower.
    path('M716 660C760 540 800 350 812 170h16C840 350 880 540 924 660h-44Q820 560 760 660z', '#5b4a6b') +
    rect(744, 508, 152, 18, '#5b4a6b') +
    rect(784, 382, 72, 12, '#5b4a6b') +
    rect(806, 150, 28, 24, '#5b4a6b') +
    rect(817, 92, 6, 60, '#5b4a6b') +
    stroke('M770 560L870 600M870 560L770 600M790 440L850 480M850 440L790 480', '#7a6890', 4) +
    [
      [0, 660],
      [990, 1200],
    ]
      .map(([from, to]) =>
        town(
          from ?? 0,
          to ?? 0,
          690,
          {
            colours: ['#f3e9d8', '#ede0c8', '#f7efe2'],
            roof: '#596887',
            window: '#7d7a8c',
            kind: 'mansard',
            minHeight: 80,
            maxHeight: 120,
            minWidth: 80,
            maxWidth: 130,
          },
          `paris-front-${from}`,
        ),
      )
      .join('') +
    tree(720, 690, 70, '#6f8f5c', '#5b4636') +
    tree(930, 690, 70, '#6f8f5c', '#5b4636') +
    rect(0, 690, 1200, 22, '#d9c8a9') +
    water(712, '#5c7fb0', '#c9d6ef', 'paris') +
    tree(90, 700, 90, '#6f8f5c', '#5b4636') +
    tree(1120, 700, 100, '#6f8f5c', '#5b4636'),
};

const rome: CityArt = {
  palette: {
    skyTop: '#f4a259',
    skyBottom: '#fde4b5',
    sun: '#fff1c1',
    cloud: '#fff3dc',
    ground: '#c98f55',
    groundEdge: '#a86f3c',
    accent: '#8e2c1f',
  },
  sun: [960, 170, 80],
  scene: 'the Colosseum in warm stone between umbrella pines, the dome of Saint Peter’s beyond',
  landmark: 'the Colosseum',
  hero: 620,
  draw: () =>
    hills(
      [
        [0, 470],
        [300, 430],
        [700, 470],
        [1200, 440],
      ],
      '#e3b77e',
    ) +
    dome(230, 440, 58, '#c3a98c', 30) +
    rect(226, 360, 8, 24, '#c3a98c') +
    circle(230, 360, 8, '#c3a98c') +
    town(
      0,
      1200,
      560,
      {
        colours: ['#e8a86a', '#f0c08a', '#d98c5f', '#f3d2a2'],
        roof: '#b5533c',
        window: '#8a5a3a',
        kind: 'gable',
        minHeight: 50,
        maxHeight: 80,
        minWidth: 60,
        maxWidth: 90,
      },
      'rome',
    ) +
    // The Colosseum: whole on the right, broken down on the left.
    path('M320 660V520L420 500L470 460L560 400H920V660z', '#d9a86c') +
    path('M820 400H920V660H860z', '#c6925a') +
    rect(320, 572, 600, 8, '#e9c08a') +
    rect(330, 490, 590, 8, '#e9c08a') +
    rect(560, 424, 360, 6, '#e9c08a') +
    windows(330, 584, 590, 76, 14, 1, '#7a4b2a', true) +
    windows(420, 500, 500, 70, 12, 1, '#7a4b2a', true) +
    windows(560, 432, 360, 56, 9, 1, '#7a4b2a', true) +
    windows(570, 404, 340, 20, 12, 1, '#9a6a3e') +
    rect(0, 660, 1200, 140, '#c98f55') +
    stonePine(150, 700, 250, '#3d5a3a', '#6b4a2f') +
    stonePine(1040, 690, 270, '#3d5a3a', '#6b4a2f') +
    cypress(1180, 700, 200, '#2f4a33') +
    cypress(40, 700, 170, '#2f4a33'),
};

/** A pagoda roof: wide, with upturned ends. */
const pagodaRoof = (x: number, y: number, width: number, fill: string) =>
  path(
    `M${x - width / 2} ${y - 14}Q${x - width * 0.3} ${y} ${x - width * 0.28} ${y - 22}H${x + width * 0.28}Q${x + width * 0.3} ${y} ${x + width / 2} ${y - 14}L${x + width * 0.4} ${y + 8}H${x - width * 0.4}z`,
    fill,
  );

const blossom = (x: number, y: number, size: number) =>
  circle(x, y, size, '#f4a7b9') +
  circle(x + size * 0.9, y + size * 0.3, size * 0.8, '#f8c8d4') +
  circle(x - size * 0.8, y + size * 0.4, size * 0.7, '#f8c8d4') +
  circle(x + size * 0.2, y - size * 0.7, size * 0.7, '#f4a7b9');

const kyoto: CityArt = {
  palette: {
    skyTop: '#f6d6c8',
    skyBottom: '#fff4e0',
    sun: '#e4572e',
    cloud: '#ffffff',
    ground: '#d9c7a7',
    groundEdge: '#b8a47f',
    accent: '#e0482d',
  },
  sun: [840, 220, 96],
  scene: 'a five-storey pagoda and a vermilion torii under a red sun, cherry blossom and blue hills',
  landmark: 'the pagoda and a torii',
  hero: 380,
  draw: () =>
    hills(
      [
        [0, 440],
        [240, 360],
        [520, 430],
        [820, 380],
        [1200, 430],
      ],
      '#a9bdb3',
    ) +
    hills(
      [
        [0, 520],
        [300, 470],
        [700, 520],
        [1000, 470],
        [1200, 500],
      ],
      '#7d988c',
    ) +
    // The pagoda.
    rect(376, 120, 8, 80, '#2f3440') +
    circle(380, 150, 9, '#2f3440') +
    circle(380, 172, 8, '#2f3440') +
    [0, 1, 2, 3, 4]
      .map((tier) => {
        const base = 660 - tier * 92;
        const width = 270 - tier * 26;
        return (
          rect(380 - width * 0.28, base - 70, width * 0.56, 70, '#8c3b2e') +
          windows(380 - width * 0.24, base - 64, width * 0.48, 56, 3, 1, '#f3e2c7') +
          pagodaRoof(380, base - 62, width, '#2f3440')
        );
      })
      .join('') +
    rect(270, 650, 220, 24, '#c9b28c') +
    // The torii.
    rect(800, 470, 26, 230, '#e0482d') +
    rect(950, 470, 26, 230, '#e0482d') +
    rect(780, 500, 216, 16, '#e0482d') +
    path('M752 430Q888 452 1024 430L1016 458Q888 476 760 458z', '#2b2b2b') +
    path('M764 454Q888 472 1012 454V476H764z', '#e0482d') +
    rect(876, 480, 24, 24, '#e0482d') +
    rect(0, 660, 1200, 140, '#d9c7a7') +
    poly([560, 800, 820, 700, 960, 700, 1000, 800], '#e8dcc3') +
    // Cherry blossom.
    stroke('M0 120Q120 150 230 110M90 136Q150 200 180 240M0 300Q60 290 110 330', '#4a3438', 9) +
    blossom(60, 110, 30) +
    blossom(200, 110, 28) +
    blossom(170, 230, 26) +
    blossom(100, 320, 30) +
    blossom(20, 200, 24) +
    stroke('M1200 600Q1120 620 1080 700', '#4a3438', 10) +
    blossom(1140, 600, 34) +
    blossom(1080, 680, 30),
};

const mexicoCity: CityArt = {
  palette: {
    skyTop: '#4fb3bf',
    skyBottom: '#fbe2b6',
    sun: '#ffcb47',
    cloud: '#ffffff',
    ground: '#e76f51',
    groundEdge: '#c4553a',
    accent: '#e6399b',
  },
  sun: [250, 170, 60],
  scene: 'the golden Angel of Independence and the dome of Bellas Artes, volcanoes and papel picado',
  landmark: 'the Angel of Independence',
  hero: 820,
  draw: () =>
    poly([380, 520, 560, 330, 600, 340, 760, 520], '#9a8fb0') +
    poly([540, 350, 560, 330, 600, 340, 620, 360, 590, 372, 570, 362], '#f6f4f8') +
    poly([700, 520, 820, 400, 900, 390, 980, 410, 1160, 520], '#8a7fa3') +
    poly([800, 420, 820, 400, 900, 390, 980, 410, 960, 424, 900, 412, 840, 430], '#f6f4f8') +
    town(
      0,
      1200,
      620,
      {
        colours: ['#e76f51', '#f4a261', '#e9c46a', '#2a9d8f', '#f7ede2', '#c86b98'],
        roof: '#8d5a4a',
        window: '#4a3b4a',
        kind: 'flat',
        minHeight: 50,
        maxHeight: 110,
        minWidth: 60,
        maxWidth: 100,
      },
      'mexico',
    ) +
    // Bellas Artes.
    rect(200, 520, 320, 130, '#f1ebe0') +
    windows(210, 560, 300, 80, 8, 1, '#b8a88c', true) +
    dome(360, 520, 74, '#e9a23b', 30) +
    dome(250, 520, 30, '#e9a23b', 14) +
    dome(470, 520, 30, '#e9a23b', 14) +
    circle(360, 412, 12, '#e9a23b') +
    // The Angel of Independence.
    rect(760, 600, 120, 60, '#e8dcc5') +
    rect(790, 570, 60, 30, '#efe6d6') +
    rect(805, 250, 30, 320, '#efe6d6') +
    rect(800, 330, 40, 8, '#d9ccb3') +
    rect(800, 440, 40, 8, '#d9ccb3') +
    rect(795, 236, 50, 16, '#d9ccb3') +
    path('M812 236l6-54h8l6 54z', '#e6b422') +
    circle(822, 174, 9, '#e6b422') +
    path('M818 200l-44-30 40 8zM826 200l46-40-34 34z', '#e6b422') +
    rect(0, 660, 1200, 140, '#e76f51') +
    tree(110, 740, 160, '#8e6bbf', '#5b3b2a') +
    tree(1110, 740, 140, '#8e6bbf', '#5b3b2a') +
    // Papel picado: paper flags strung across the top.
    stroke('M0 40Q600 110 1200 40', '#5b3b2a', 3) +
    Array.from({ length: 12 }, (_, i) => {
      const x = 30 + i * 100;
      const t = x / 1200;
      const y = 40 + 70 * 4 * t * (1 - t) - 2;
      const colour = ['#e6399b', '#f4a261', '#2a9d8f', '#9b5de5', '#e9c46a', '#00bbf9'][i % 6] ?? '#e6399b';
      return path(`M${x} ${y}h64v58l-10-8-11 8-11-8-11 8-11-8-10 8z`, colour);
    }).join(''),
};

const istanbul: CityArt = {
  palette: {
    skyTop: '#5b4b8a',
    skyBottom: '#f6a55e',
    sun: '#ffd07a',
    cloud: '#f7b98a',
    ground: '#2a2140',
    groundEdge: '#1b1530',
    accent: '#e63946',
  },
  sun: [920, 380, 84],
  scene: 'the domes and minarets of the Blue Mosque at sunset, the Galata Tower and a ferry on the Bosphorus',
  landmark: 'the domes and minarets of the Blue Mosque',
  hero: 560,
  draw: () =>
    hills(
      [
        [0, 520],
        [400, 500],
        [800, 520],
        [1200, 470],
      ],
      '#7d5a86',
    ) +
    // The Galata Tower on its hill.
    rect(1020, 300, 60, 210, '#d8c3a5') +
    poly([1012, 304, 1050, 220, 1088, 304], '#4a3b5c') +
    windows(1020, 310, 60, 160, 2, 5, '#7d5a86', true) +
    // The Blue Mosque.
    rect(300, 470, 520, 100, '#3b2f5c') +
    dome(560, 420, 110, '#3b2f5c', 40) +
    dome(440, 470, 70, '#3b2f5c', 20) +
    dome(680, 470, 70, '#3b2f5c', 20) +
    dome(360, 490, 40, '#3b2f5c', 10) +
    dome(760, 490, 40, '#3b2f5c', 10) +
    rect(556, 250, 8, 30, '#3b2f5c') +
    minaret(290, 570, 270, 14, '#3b2f5c') +
    minaret(340, 570, 230, 12, '#3b2f5c') +
    minaret(780, 570, 230, 12, '#3b2f5c') +
    minaret(830, 570, 270, 14, '#3b2f5c') +
    minaret(220, 580, 200, 12, '#3b2f5c') +
    minaret(900, 580, 200, 12, '#3b2f5c') +
    windows(320, 500, 480, 50, 14, 1, '#f6a55e', true) +
    water(570, '#2e4f7a', '#f6b26b', 'istanbul') +
    // A ferry.
    group(
      path('M0 40h330l-26 40H20z', '#f2efe9') +
        rect(0, 56, 330, 10, '#2e2e3a') +
        rect(60, 0, 200, 40, '#f2efe9') +
        windows(64, 6, 192, 30, 8, 1, '#2e4f7a') +
        rect(140, -40, 26, 40, '#f2efe9') +
        rect(140, -40, 26, 10, '#e63946'),
      'translate(620 630)',
    ) +
    stroke(
      'M200 160q14-12 28 0q14-12 28 0M330 220q10-9 20 0q10-9 20 0M120 260q10-9 20 0q10-9 20 0',
      '#ffffff',
      4,
    ),
};

const marrakech: CityArt = {
  palette: {
    skyTop: '#3a8fd1',
    skyBottom: '#f9d9a6',
    sun: '#ffe08a',
    cloud: '#ffffff',
    ground: '#d98a5b',
    groundEdge: '#b86a3f',
    accent: '#2e8b6a',
  },
  sun: [1000, 150, 60],
  scene: 'the Koutoubia minaret over red ramparts and palm trees, the snowy Atlas mountains behind',
  landmark: 'the Koutoubia minaret',
  hero: 700,
  draw: () =>
    poly(
      [
        0, 500, 140, 400, 260, 440, 420, 360, 600, 460, 780, 380, 960, 450, 1100, 390, 1200, 430, 1200, 520,
        0, 520,
      ],
      '#b9a8c9',
    ) +
    poly([380, 390, 420, 360, 470, 392, 440, 388, 420, 398], '#f5f2fa') +
    poly([740, 406, 780, 380, 830, 410, 800, 404, 780, 414], '#f5f2fa') +
    poly([1060, 412, 1100, 390, 1140, 410, 1110, 406], '#f5f2fa') +
    rect(0, 520, 1200, 120, '#e3a875') +
    palm(120, 620, 200, '#3f7d4e', '#7a5230') +
    palm(300, 630, 170, '#3f7d4e', '#7a5230') +
    palm(960, 620, 210, '#3f7d4e', '#7a5230') +
    // The Koutoubia.
    rect(640, 200, 120, 440, '#c9714a') +
    rect(718, 200, 42, 440, '#b5603c') +
    windows(650, 230, 100, 120, 2, 2, '#8e4529', true) +
    windows(650, 380, 100, 120, 1, 2, '#8e4529', true) +
    rect(640, 210, 120, 12, '#2e8b6a') +
    windows(640, 178, 120, 24, 5, 1, '#c9714a') +
    rect(676, 130, 48, 60, '#c9714a') +
    dome(700, 130, 22, '#c9714a', 4) +
    rect(698, 84, 4, 26, '#e6b422') +
    circle(700, 96, 7, '#e6b422') +
    circle(700, 80, 5, '#e6b422') +
    // The ramparts and a gate.
    rect(0, 600, 1200, 100, '#b65a3a') +
    windows(0, 582, 1200, 22, 30, 1, '#b65a3a') +
    path('M150 700v-70a50 56 0 0 1 100 0v70z', '#6e2f1c') +
    path('M150 630a50 56 0 0 1 100 0', 'none', ' stroke="#e0a96d" stroke-width="10"') +
    rect(0, 700, 1200, 100, '#d98a5b'),
};

const newYork: CityArt = {
  palette: {
    skyTop: '#7fb7e6',
    skyBottom: '#fbe5c8',
    sun: '#ffd36e',
    cloud: '#ffffff',
    ground: '#4a5a73',
    groundEdge: '#33415a',
    accent: '#f2b705',
  },
  sun: [430, 170, 58],
  scene: 'the Statue of Liberty before the Manhattan skyline, the Empire State and Chrysler buildings',
  landmark: 'the Empire State Building',
  hero: 720,
  draw: () =>
    clouds('new-york', '#ffffff', 3, 60, 200) +
    town(
      360,
      1200,
      560,
      {
        colours: ['#8a9ab3', '#9fb0c8', '#7b8ba6'],
        roof: '#6b7b95',
        window: '#c9d6e6',
        kind: 'tall',
        minHeight: 120,
        maxHeight: 240,
        minWidth: 40,
        maxWidth: 70,
      },
      'new-york-back',
    ) +
    // The Empire State Building.
    rect(660, 300, 110, 260, '#3d4a63') +
    rect(676, 240, 78, 62, '#3d4a63') +
    rect(692, 190, 46, 52, '#3d4a63') +
    rect(704, 150, 22, 42, '#3d4a63') +
    rect(713, 80, 4, 72, '#3d4a63') +
    windows(666, 310, 98, 240, 5, 10, '#f3d98b') +
    // The Chrysler Building.
    rect(880, 300, 64, 260, '#56637d') +
    path('M880 300a32 32 0 0 1 64 0zM888 280a24 24 0 0 1 48 0zM896 262a16 16 0 0 1 32 0z', '#c9d3df') +
    rect(910, 200, 4, 50, '#c9d3df') +
    windows(886, 310, 52, 240, 3, 10, '#f3d98b') +
    town(
      380,
      1200,
      580,
      {
        colours: ['#50607a', '#5f6f8a', '#45536b'],
        roof: '#3f4c63',
        window: '#f3d98b',
        kind: 'tall',
        minHeight: 60,
        maxHeight: 150,
        minWidth: 50,
        maxWidth: 90,
      },
      'new-york-front',
    ) +
    water(580, '#2f6f9f', '#9cc8ea', 'new-york') +
    // Liberty Island and the statue.
    ellipse(220, 660, 190, 30, '#6b8f5c') +
    poly([150, 650, 170, 600, 270, 600, 290, 650], '#b8a888') +
    rect(186, 500, 68, 104, '#cbb994') +
    rect(180, 494, 80, 12, '#b8a888') +
    windows(186, 520, 68, 70, 2, 2, '#8f8063', true) +
    path('M198 494L210 372h20l14 122z', '#6fb3a0') +
    path('M230 380l26-70 10 4-20 70z', '#6fb3a0') +
    path('M252 312l8-26 10 26z', '#f4b942') +
    circle(220, 362, 13, '#6fb3a0') +
    path('M206 352l-10-12 16 6 2-14 6 14 8-14 2 14 14-6-10 12z', '#6fb3a0') +
    rect(196, 402, 14, 24, '#5a9c89'),
};

const buenosAires: CityArt = {
  palette: {
    skyTop: '#75b7e1',
    skyBottom: '#fdebd0',
    sun: '#f6b40e',
    cloud: '#ffffff',
    ground: '#3a6e8f',
    groundEdge: '#2b5670',
    accent: '#e63946',
  },
  sun: [220, 170, 54],
  sunRays: true,
  scene: 'the white Obelisco, the coloured houses of Caminito, jacaranda trees and the Puente de la Mujer',
  landmark: 'the Obelisco',
  hero: 650,
  draw: () =>
    clouds('buenos-aires', '#ffffff', 2, 120, 220) +
    town(
      0,
      1200,
      600,
      {
        colours: ['#d8cfc4', '#e6dfd4', '#cfc3b4'],
        roof: '#b8a894',
        window: '#9a8f82',
        kind: 'flat',
        minHeight: 80,
        maxHeight: 180,
        minWidth: 60,
        maxWidth: 100,
      },
      'buenos-aires',
    ) +
    // The Obelisco.
    path('M622 620L637 200L650 160L663 200L678 620z', '#f3efe6') +
    path('M650 160L663 200L678 620H650z', '#ddd6c8') +
    rect(646, 210, 8, 12, '#8a8070') +
    tree(480, 620, 130, '#9b6fc5', '#5b3b2a') +
    tree(820, 620, 120, '#9b6fc5', '#5b3b2a') +
    water(600, '#3a6e8f', '#a7cde3', 'buenos-aires') +
    // The Puente de la Mujer.
    rect(740, 612, 460, 12, '#f4f4f4') +
    path('M1000 612L890 330l14-4 116 286z', '#f4f4f4') +
    stroke(
      [780, 820, 860, 900, 940]
        .map((x) => `M${x} 612L${898 + (940 - x) * 0.4} ${340 + (x - 780) * 0.9}`)
        .join(''),
      '#f4f4f4',
      3,
    ) +
    // Caminito.
    town(
      0,
      520,
      760,
      {
        colours: ['#e63946', '#2a9d8f', '#f4a261', '#457b9d', '#e9c46a', '#8ac926'],
        roof: '#5b5b66',
        window: '#f7f3ea',
        kind: 'flat',
        minHeight: 120,
        maxHeight: 200,
        minWidth: 70,
        maxWidth: 110,
      },
      'caminito',
    ) +
    rect(0, 760, 1200, 40, '#4a4a55'),
};

const capeTown: CityArt = {
  palette: {
    skyTop: '#2f9bd6',
    skyBottom: '#d9f0f7',
    sun: '#fff0b3',
    cloud: '#ffffff',
    ground: '#e8d5a9',
    groundEdge: '#c9b17f',
    accent: '#f72585',
  },
  sun: [1060, 130, 54],
  scene:
    'the flat top of Table Mountain under its cloth of cloud, Lion’s Head, Table Bay and the bright houses of Bo-Kaap',
  landmark: 'Table Mountain',
  hero: 560,
  draw: () =>
    // Devil's Peak, Table Mountain, Lion's Head.
    poly(
      [
        40, 560, 170, 330, 250, 380, 330, 300, 830, 292, 990, 520, 1040, 280, 1080, 250, 1120, 290, 1200, 520,
        1200, 560,
      ],
      '#6f7f8f',
    ) +
    poly([330, 300, 830, 292, 860, 340, 360, 350], '#5c6b7a') +
    path(
      'M320 300c20-26 60-24 80-6c20-22 70-22 90 0c24-20 70-20 90 0c22-18 70-18 90 0c22-16 60-14 80 2c20-4 40 0 50 4v20H320z',
      '#ffffff',
    ) +
    water(560, '#1e73a8', '#a9dcf2', 'cape-town') +
    town(
      360,
      1000,
      580,
      {
        colours: ['#f3f3f3', '#dfe7ee', '#eaeaea'],
        roof: '#c7d1db',
        window: '#7d93a8',
        kind: 'flat',
        minHeight: 20,
        maxHeight: 60,
        minWidth: 30,
        maxWidth: 50,
      },
      'cape-town',
    ) +
    // The Green Point lighthouse.
    ellipse(170, 660, 140, 30, '#8a7a6a') +
    rect(146, 470, 48, 180, '#f7f3ea') +
    rect(146, 500, 48, 26, '#d62828') +
    rect(146, 560, 48, 26, '#d62828') +
    rect(140, 440, 60, 32, '#2e2e3a') +
    dome(170, 440, 24, '#d62828', 4) +
    // Bo-Kaap.
    path('M540 800V700Q800 640 1200 620V800z', '#e8d5a9') +
    town(
      560,
      1200,
      780,
      {
        colours: ['#f72585', '#7209b7', '#4cc9f0', '#ffd60a', '#06d6a0', '#fb8500'],
        roof: '#ffffff',
        window: '#2b2d42',
        kind: 'flat',
        minHeight: 110,
        maxHeight: 160,
        minWidth: 70,
        maxWidth: 100,
      },
      'bo-kaap',
    ),
};

const tbilisi: CityArt = {
  palette: {
    skyTop: '#8ec3de',
    skyBottom: '#fde3c6',
    sun: '#ffd27a',
    cloud: '#ffffff',
    ground: '#9c8b6a',
    groundEdge: '#7b6a4c',
    accent: '#b5332e',
  },
  sun: [560, 150, 54],
  scene:
    'Narikala fortress on its ridge, the gold cone of Sameba cathedral, balconied houses and the Bridge of Peace over the Mtkvari',
  landmark: 'Narikala fortress and Sameba cathedral',
  hero: 300,
  draw: () =>
    clouds('tbilisi', '#ffffff', 2, 90, 200) +
    hills(
      [
        [0, 380],
        [200, 300],
        [500, 360],
        [800, 330],
        [1200, 380],
      ],
      '#8f9f7a',
    ) +
    // The TV tower on Mtatsminda.
    poly([760, 330, 776, 160, 784, 160, 800, 330], '#d62828') +
    rect(770, 200, 20, 10, '#f7f3ea') +
    rect(766, 250, 28, 10, '#f7f3ea') +
    // Narikala on its ridge.
    hills(
      [
        [0, 440],
        [150, 360],
        [400, 390],
        [600, 480],
      ],
      '#9c8b6a',
    ) +
    rect(120, 320, 280, 50, '#b8a07e') +
    windows(120, 304, 280, 18, 12, 1, '#b8a07e') +
    rect(110, 280, 40, 90, '#a88f6c') +
    rect(240, 270, 44, 100, '#a88f6c') +
    rect(370, 290, 40, 80, '#a88f6c') +
    windows(110, 266, 40, 16, 2, 1, '#a88f6c') +
    windows(240, 256, 44, 16, 2, 1, '#a88f6c') +
    // Sameba.
    hills(
      [
        [700, 560],
        [900, 420],
        [1200, 440],
      ],
      '#a5b28a',
    ) +
    rect(880, 330, 150, 110, '#efe4cf') +
    rect(925, 270, 60, 64, '#efe4cf') +
    poly([920, 272, 955, 180, 990, 272], '#d4a437') +
    rect(952, 150, 6, 34, '#d4a437') +
    rect(944, 160, 22, 5, '#d4a437') +
    windows(884, 350, 142, 80, 5, 1, '#8a7a62', true) +
    // Balconied houses on the cliff.
    town(
      0,
      700,
      580,
      {
        colours: ['#f3e2c7', '#d9b48f', '#c7d6d9', '#e8c9b3', '#f1efe6'],
        roof: '#a2523a',
        window: '#5a4130',
        kind: 'gable',
        minHeight: 70,
        maxHeight: 110,
        minWidth: 60,
        maxWidth: 90,
      },
      'tbilisi',
    ) +
    stroke('M0 520H700M0 552H700', '#7a4e2d', 6) +
    water(580, '#4f8a8b', '#b9dcd9', 'tbilisi') +
    // The Bridge of Peace.
    rect(280, 612, 560, 10, '#7aa7b8') +
    path(
      'M280 612C380 540 440 560 520 592S680 540 840 612L830 618C680 560 620 610 520 600S380 560 290 618z',
      '#bfe6f0',
    ) +
    stroke('M340 612V580M420 612V566M500 612V590M600 612V580M700 612V570M780 612V594', '#7aa7b8', 4),
};

const hanoi: CityArt = {
  palette: {
    skyTop: '#f6c177',
    skyBottom: '#fdecd2',
    sun: '#f28f3b',
    cloud: '#fff6e6',
    ground: '#4f9b8a',
    groundEdge: '#3b7d6e',
    accent: '#d62828',
  },
  sun: [920, 170, 70],
  scene:
    'the Turtle Tower on its islet in Hoàn Kiếm lake, the red Thê Húc bridge, tube houses and lotus flowers',
  landmark: 'the Turtle Tower on Hoàn Kiếm lake',
  hero: 420,
  draw: () =>
    clouds('hanoi', '#fff6e6', 2, 90, 220) +
    town(
      0,
      1200,
      520,
      {
        colours: ['#f2cf66', '#e8b04b', '#d9e4dd', '#f4e3c1', '#9cc5a1'],
        roof: '#b5533c',
        window: '#5a5a4a',
        kind: 'flat',
        minHeight: 80,
        maxHeight: 150,
        minWidth: 30,
        maxWidth: 50,
      },
      'hanoi',
    ) +
    tree(80, 520, 120, '#4a7c59', '#5b4636') +
    tree(1000, 520, 130, '#4a7c59', '#5b4636') +
    water(520, '#4f9b8a', '#bfe3d6', 'hanoi') +
    // The Turtle Tower.
    ellipse(420, 580, 160, 26, '#5c8a4a') +
    rect(364, 440, 112, 130, '#d9c9a3') +
    path('M390 570v-44a30 30 0 0 1 60 0v44z', '#6e5a3a') +
    windows(364, 452, 112, 44, 2, 1, '#6e5a3a', true) +
    pagodaRoof(420, 446, 150, '#8a6d4a') +
    rect(386, 384, 68, 56, '#d9c9a3') +
    windows(386, 390, 68, 44, 1, 1, '#6e5a3a', true) +
    pagodaRoof(420, 390, 104, '#8a6d4a') +
    rect(400, 346, 40, 40, '#d9c9a3') +
    pagodaRoof(420, 350, 70, '#8a6d4a') +
    circle(420, 326, 6, '#8a6d4a') +
    // The Thê Húc bridge.
    path('M620 700Q900 540 1200 640V664Q900 570 640 712z', '#d62828') +
    stroke(
      Array.from({ length: 14 }, (_, i) => {
        const x = 650 + i * 40;
        const t = (x - 620) / 580;
        const y = 700 - 190 * t + 130 * t * t;
        return `M${x} ${Math.round(y)}v-30`;
      }).join(''),
      '#d62828',
      6,
    ) +
    stroke('M640 670Q900 516 1200 610', '#d62828', 6) +
    // Lotus.
    ellipse(160, 720, 70, 16, '#3f7f5f') +
    ellipse(300, 750, 60, 14, '#3f7f5f') +
    ellipse(520, 730, 56, 12, '#3f7f5f') +
    path(
      'M150 700c-10-30 10-50 10-50s20 20 10 50zM150 700c-30-10-36-36-36-36s30 0 40 30zM170 700c10-30 36-36 36-36s0 30-30 40z',
      '#f28fb0',
    ) +
    path(
      'M310 735c-8-24 8-40 8-40s16 16 8 40zM310 735c-24-8-28-28-28-28s24 0 32 24zM326 735c8-24 28-28 28-28s0 24-24 32z',
      '#f7b6cb',
    ),
};

const saoPaulo: CityArt = {
  palette: {
    skyTop: '#8fb9d9',
    skyBottom: '#fde0c5',
    sun: '#ffc857',
    cloud: '#ffffff',
    ground: '#3f7d4e',
    groundEdge: '#2f6240',
    accent: '#f2c230',
  },
  sun: [1070, 140, 54],
  scene:
    'the wave of the Copan building among towers, the X-shaped mast of the Ponte Estaiada and a yellow ipê in flower',
  landmark: 'the Copan building and the Ponte Estaiada',
  hero: 380,
  draw: () =>
    clouds('sao-paulo', '#ffffff', 2, 80, 200) +
    town(
      0,
      1200,
      560,
      {
        colours: ['#9aa7b5', '#b4bcc6', '#8492a4', '#c3c9d1'],
        roof: '#8492a4',
        window: '#dfe7ee',
        kind: 'tall',
        minHeight: 140,
        maxHeight: 300,
        minWidth: 40,
        maxWidth: 70,
      },
      'sao-paulo',
    ) +
    // The Copan: a wave of horizontal sunshades.
    '<clipPath id="copan"><path d="M250 600C190 480 330 360 250 230L470 220C550 350 410 470 500 600z"/></clipPath>' +
    path('M250 600C190 480 330 360 250 230L470 220C550 350 410 470 500 600z', '#ece7dc') +
    stroke(
      Array.from({ length: 31 }, (_, i) => `M220 ${236 + i * 12}H530`).join(''),
      '#b8b2a6',
      4,
      ' clip-path="url(#copan)"',
    ) +
    water(600, '#5f7f86', '#b7cfd3', 'sao-paulo') +
    // The Ponte Estaiada: an X-shaped mast, its cables and curved decks.
    path('M800 600L900 250h12L820 600zM930 600L840 250h-12L912 600z', '#f4f4f4') +
    stroke(
      [640, 690, 740, 790, 930, 980, 1030, 1080, 1130]
        .map(
          (x) =>
            `M${x} ${x < 860 ? 596 - (860 - x) * 0.05 : 596 - (x - 860) * 0.05}L870 ${x < 860 ? 290 + (860 - x) * 0.2 : 290 + (x - 860) * 0.2}`,
        )
        .join(''),
      '#f4e9a8',
      3,
    ) +
    path('M600 600Q860 560 1200 600V612Q860 574 600 612z', '#c8c8c8') +
    rect(0, 660, 1200, 140, '#3f7d4e') +
    // An ipê in flower.
    rect(150, 560, 16, 130, '#5b4636') +
    circle(158, 520, 90, '#f2c230') +
    circle(96, 560, 60, '#f2c230') +
    circle(226, 556, 64, '#f7d64a') +
    tree(1120, 690, 110, '#2f6240', '#4a3a2a'),
};

const krakow: CityArt = {
  palette: {
    skyTop: '#7fa8d1',
    skyBottom: '#f8e1c4',
    sun: '#ffd58a',
    cloud: '#ffffff',
    ground: '#d8c8a8',
    groundEdge: '#b8a684',
    accent: '#b5332e',
  },
  sun: [700, 140, 52],
  scene:
    'the two unequal towers of St Mary’s Basilica over the Main Square and the Cloth Hall, Wawel castle on its hill',
  landmark: 'the towers of St Mary’s Basilica',
  hero: 480,
  draw: () =>
    clouds('krakow', '#ffffff', 3, 80, 220) +
    // Wawel on its hill.
    hills(
      [
        [760, 560],
        [900, 430],
        [1200, 420],
      ],
      '#8a9a6a',
    ) +
    rect(880, 360, 280, 80, '#e9dcc3') +
    windows(880, 370, 280, 60, 8, 2, '#8a7a62') +
    poly([870, 362, 1020, 320, 1170, 362], '#b5533c') +
    rect(900, 300, 40, 70, '#e9dcc3') +
    poly([894, 302, 920, 250, 946, 302], '#5e9c8a') +
    dome(1060, 330, 26, '#d8a53a', 16) +
    rect(1110, 290, 36, 80, '#e9dcc3') +
    dome(1128, 290, 18, '#5e9c8a', 4) +
    // St Mary's Basilica: the higher tower with its crowned spire, the lower with its helmet.
    rect(380, 420, 260, 240, '#a8473a') +
    poly([370, 424, 510, 330, 650, 424], '#5a3d3a') +
    windows(450, 440, 120, 180, 2, 1, '#3b2a2a', true) +
    rect(380, 200, 74, 460, '#a8473a') +
    rect(420, 200, 34, 460, '#93392e') +
    windows(384, 230, 66, 180, 1, 3, '#3b2a2a', true) +
    poly([374, 204, 417, 60, 460, 204], '#3f7a63') +
    poly([370, 210, 384, 160, 398, 210], '#3f7a63') +
    poly([436, 210, 450, 160, 464, 210], '#3f7a63') +
    circle(417, 130, 10, '#d8a53a') +
    rect(415, 40, 4, 24, '#d8a53a') +
    rect(570, 280, 70, 380, '#a8473a') +
    rect(606, 280, 34, 380, '#93392e') +
    windows(574, 300, 62, 160, 1, 2, '#3b2a2a', true) +
    dome(605, 282, 34, '#3f7a63', 10) +
    rect(602, 230, 6, 24, '#d8a53a') +
    // The Cloth Hall.
    rect(0, 540, 360, 120, '#efe2c6') +
    windows(0, 520, 360, 22, 14, 1, '#efe2c6') +
    windows(10, 580, 340, 70, 7, 1, '#8a7a62', true) +
    rect(0, 540, 360, 10, '#d4c4a2') +
    rect(0, 660, 1200, 140, '#d8c8a8') +
    stroke('M0 700H1200M0 740H1200M0 780H1200', '#c4b290', 3) +
    tree(760, 680, 110, '#6f8f5c', '#5b4636'),
};

/** Each seeded city's poster, by its slug. */
export const CITY_ART: Record<string, CityArt> = {
  lisbon,
  porto,
  barcelona,
  paris,
  rome,
  kyoto,
  'mexico-city': mexicoCity,
  istanbul,
  marrakech,
  'new-york': newYork,
  'buenos-aires': buenosAires,
  'cape-town': capeTown,
  tbilisi,
  hanoi,
  'sao-paulo': saoPaulo,
  krakow,
};
