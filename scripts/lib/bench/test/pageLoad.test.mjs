// The page benchmark's ratios (scripts/lib/bench/pageLoad.mjs, issue 9).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pairedLcpRatio } from '../pageLoad.mjs';

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
