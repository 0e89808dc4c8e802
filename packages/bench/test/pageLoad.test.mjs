// The page benchmark's ratios (packages/bench/src/pageLoad.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pairedLcpRatio, pairedLcpRatioQuartiles } from '../src/pageLoad.mjs';
import { pairedCell } from '../src/report.mjs';

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
