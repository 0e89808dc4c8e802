import { describe, expect, it } from 'vitest';
import {
  crossesAntimeridian,
  fixPolygonGeometry,
  isBeyondMercator,
  labelPoint,
  normalizeLongitude,
  unwrapRing,
} from './basemap-geometry.mjs';

describe('basemap geometry', () => {
  it('unwraps a ring that jumps across the antimeridian so no edge spans the map', () => {
    // Chukotka-like: 178 -> 179.9 | -179.9 -> -178 and back.
    const ring = [
      [178, 65],
      [179.9, 66],
      [-179.9, 66],
      [-178, 65],
      [-179.9, 64],
      [179.9, 64],
      [178, 65],
    ];
    expect(crossesAntimeridian(ring)).toBe(true);
    const unwrapped = unwrapRing(ring);
    expect(crossesAntimeridian(unwrapped)).toBe(false);
    for (let i = 1; i < unwrapped.length; i++) {
      expect(Math.abs(unwrapped[i][0] - unwrapped[i - 1][0])).toBeLessThan(180);
    }
    expect(unwrapped[2][0]).toBeCloseTo(180.1);
  });

  it('keeps an unwrapped ring on the main world copy', () => {
    const ring = [
      [-170, 60],
      [179, 60],
      [30, 60],
      [30, 70],
      [179, 70],
      [-170, 70],
      [-170, 60],
    ];
    const unwrapped = unwrapRing(ring);
    const lons = unwrapped.map(([lon]) => lon);
    expect((Math.min(...lons) + Math.max(...lons)) / 2).toBeGreaterThan(-180);
    expect((Math.min(...lons) + Math.max(...lons)) / 2).toBeLessThan(180);
  });

  it('drops rings web mercator cannot show and closes a ring around the pole', () => {
    expect(
      isBeyondMercator([
        [-180, -89.9],
        [0, -89.9],
        [180, -89.9],
      ]),
    ).toBe(true);
    const antarctica = {
      type: 'Polygon',
      coordinates: [
        [
          [-180, -80],
          [0, -70],
          [179.5, -80],
          [-180, -80],
        ],
        [
          [-180, -89.999],
          [178, -89.999],
          [-180, -89.999],
        ],
      ],
    };
    const fixed = fixPolygonGeometry(antarctica);
    expect(fixed.coordinates).toHaveLength(1);
    const outer = fixed.coordinates[0];
    for (let i = 1; i < outer.length; i++)
      expect(Math.abs(outer[i][0] - outer[i - 1][0])).toBeLessThanOrEqual(360);
    expect(outer.at(-1)).toEqual(outer[0]);
    expect(outer.some(([, lat]) => lat === -90)).toBe(true);
  });

  it('puts a country label inside the country’s largest part, on the main world copy', () => {
    const cShape = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [10, 0],
          [10, 2],
          [2, 2],
          [2, 8],
          [10, 8],
          [10, 10],
          [0, 10],
          [0, 0],
        ],
      ],
    };
    const [x, y] = labelPoint(cShape);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x).toBeLessThanOrEqual(2);
    expect(y).toBe(5);
    expect(normalizeLongitude([190, 10])).toEqual([-170, 10]);
  });
});
