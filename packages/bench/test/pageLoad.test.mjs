// The page benchmark's ratios (packages/bench/src/pageLoad.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  lcpRating,
  networkConditions,
  PHONE_PROFILE,
  pairedLcpRatio,
  pairedLcpRatioQuartiles,
} from '../src/pageLoad.mjs';
import { pairedCell, phoneTable } from '../src/report.mjs';

const runs = (...lcps) => lcps.map((lcpMs) => ({ lcpMs }));

describe('the paired LCP ratio', () => {
  it('is the median of each pair’s ratio, unmoved by a slow stretch that hits both loads of a pair', () => {
    // A stretch at half speed took the last three platform loads but only two of the monolith's (it
    // ended between the loads of the last pair): the ratio of the medians reads 2.2x.
    const platform = runs(1100, 1100, 2200, 2200, 2200);
    const monolith = runs(1000, 1000, 2000, 2000, 1000);
    assert.equal(pairedLcpRatio(platform, monolith), 1.1);
  });

  it('leaves out a pair without both LCPs, and has no value without a pair', () => {
    assert.equal(pairedLcpRatio(runs(1200, null, 1300), runs(1000, 900, null)), 1.2);
    assert.equal(pairedLcpRatio(runs(null), runs(1000)), null);
    assert.equal(pairedLcpRatio([], []), null);
  });
});

describe('the spread of the pairs’ ratios', () => {
  it('is their first and third quartiles, interpolated', () => {
    // Pair ratios 1.0, 1.1, 1.2, 1.3, 1.4 (given out of order): quartiles 1.1 and 1.3.
    const platform = runs(1300, 1000, 1400, 1100, 1200);
    const monolith = runs(1000, 1000, 1000, 1000, 1000);
    const [q1, q3] = pairedLcpRatioQuartiles(platform, monolith);
    assert.ok(Math.abs(q1 - 1.1) < 1e-9 && Math.abs(q3 - 1.3) < 1e-9, `${q1}, ${q3}`);
    // Four pairs 1.0, 1.2, 1.4, 1.6: a quarter of the way is between the first two.
    const [low, high] = pairedLcpRatioQuartiles(runs(1000, 1200, 1400, 1600), runs(1000, 1000, 1000, 1000));
    assert.ok(Math.abs(low - 1.15) < 1e-9 && Math.abs(high - 1.45) < 1e-9, `${low}, ${high}`);
    assert.equal(pairedLcpRatioQuartiles([], []), null);
  });

  it('is printed beside the paired ratio', () => {
    assert.equal(pairedCell(1.12, [1.05, 1.2]), '1.12x (1.05–1.20)');
    assert.equal(pairedCell(1.12, null), '1.12x');
    assert.equal(pairedCell(null, null), '-');
  });
});

describe('the phone profile', () => {
  it('throttles the network to 9 Mbps each way with 170 ms round trips, in the bytes per second CDP takes', () => {
    assert.deepEqual(networkConditions(PHONE_PROFILE.network), {
      offline: false,
      latency: 170,
      downloadThroughput: 1_125_000,
      uploadThroughput: 1_125_000,
    });
    assert.equal(PHONE_PROFILE.cpuThrottling, 4);
    assert.deepEqual(PHONE_PROFILE.device.viewport, { width: 390, height: 844 });
    assert.ok(PHONE_PROFILE.device.isMobile && PHONE_PROFILE.device.hasTouch);
  });

  it('rates LCP as Web Vitals do: good up to 2.5 s, poor beyond 4 s', () => {
    assert.equal(lcpRating(2500), 'good');
    assert.equal(lcpRating(2501), 'needs improvement');
    assert.equal(lcpRating(4000), 'needs improvement');
    assert.equal(lcpRating(4001), 'poor');
    assert.equal(lcpRating(null), null);
  });

  it('prints each route with both LCPs rated, the paired ratio and interactive', () => {
    const page = (lcpMs, interactiveMs, readyMs) => ({ lcpMs, interactiveMs, readyMs });
    const printed = phoneTable([
      {
        route: { name: '/tours' },
        platform: page(2600, 3100, 2550),
        monolith: page(2300, 2700, 2250),
        lcpRatioPaired: 1.13,
        lcpRatioPairedQuartiles: [1.1, 1.16],
      },
    ]);
    const row = printed.split('\n')[2];
    for (const cell of [
      '/tours',
      '2600 ms (needs improvement)',
      '2300 ms (good)',
      '1.13x (1.10–1.16)',
      '3100 ms / 2700 ms',
      '2550 ms / 2250 ms',
    ]) {
      assert.ok(row.includes(cell), `${cell} in ${row}`);
    }
  });
});
