// Health per rollout channel (error rate, p75, counts) and the guard rails' decisions on it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_GUARD_RAILS, judgeHealth, parseGuardRails } from '../src/guardRails.mjs';
import { channelHealth, rolloutHealth } from '../src/health.mjs';

const row = (overrides) => ({
  version: '2.0.0',
  channel: 'canary',
  loads: 0,
  failed: 0,
  errored: 0,
  reasons: {},
  rendered: 0,
  firstRenderP75Ms: null,
  lcpP75Ms: null,
  inpP75Ms: null,
  ...overrides,
});

/** A channel's health with `loads` loads of which `errored` erred, rendering at `p75` ms. */
const side = ({ loads, errored = 0, p75 = 100, version = 'v' }) =>
  channelHealth(
    [row({ version, loads, errored, rendered: loads - errored, firstRenderP75Ms: p75 })],
    version,
  );

describe('health per channel', () => {
  it('sums a rollout into canary and stable, each its own version on its own channel, with the error rate in percent', () => {
    const health = rolloutHealth(
      [
        row({
          loads: 8,
          failed: 1,
          errored: 3,
          reasons: { network: 1, render: 2 },
          rendered: 5,
          firstRenderP75Ms: 420,
        }),
        row({
          channel: 'stable',
          version: '1.0.0',
          loads: 12,
          errored: 0,
          rendered: 12,
          firstRenderP75Ms: 300,
        }),
        // An older pin seen by a stable traveller mid-change is not the stable version of the rollout.
        row({ channel: 'stable', version: '0.9.0', loads: 5, errored: 5 }),
      ],
      { version: '2.0.0', stable: '1.0.0' },
    );
    assert.deepEqual(health.canary, {
      version: '2.0.0',
      loads: 8,
      failed: 1,
      errored: 3,
      errorRate: 37.5,
      reasons: { network: 1, render: 2 },
      rendered: 5,
      firstRenderP75Ms: 420,
      lcpP75Ms: null,
      inpP75Ms: null,
    });
    assert.equal(health.stable.loads, 12);
    assert.equal(health.stable.errorRate, 0);
  });

  it('reads no loads as a 0% error rate with no timings', () => {
    assert.deepEqual(channelHealth([], '1.0.0'), {
      version: '1.0.0',
      loads: 0,
      failed: 0,
      errored: 0,
      errorRate: 0,
      reasons: {},
      rendered: 0,
      firstRenderP75Ms: null,
      lcpP75Ms: null,
      inpP75Ms: null,
    });
  });
});

describe('guard rails', () => {
  const rails = { maxErrorRateIncrease: 2, maxSlowdown: 25, minLoads: 20 };

  it('fills the documented defaults and refuses limits out of range or unknown', () => {
    assert.deepEqual(parseGuardRails(undefined), { ...DEFAULT_GUARD_RAILS });
    assert.deepEqual(parseGuardRails({ minLoads: '5', maxSlowdown: 50 }), {
      maxErrorRateIncrease: DEFAULT_GUARD_RAILS.maxErrorRateIncrease,
      maxSlowdown: 50,
      minLoads: 5,
    });
    for (const bad of [
      { minLoads: 0 },
      { minLoads: 1.5 },
      { maxErrorRateIncrease: -1 },
      { maxSlowdown: 'fast' },
      { other: 1 },
      [1],
    ]) {
      assert.throws(() => parseGuardRails(bad), /guard rail/i, JSON.stringify(bad));
    }
  });

  it('waits for min loads of the canary, however bad it looks', () => {
    const verdict = judgeHealth(
      { canary: side({ loads: 19, errored: 19 }), stable: side({ loads: 100 }) },
      rails,
    );
    assert.equal(verdict.state, 'waiting');
    assert.match(verdict.waitingFor, /1 more canary page loads \(19 of 20\)/);
  });

  it('aborts on an error rate more than the limit above the stable version, with the numbers', () => {
    const verdict = judgeHealth(
      { canary: side({ loads: 20, errored: 2 }), stable: side({ loads: 40, errored: 1 }) },
      rails,
    );
    assert.equal(verdict.state, 'breached');
    assert.deepEqual(
      verdict.breaches.map(({ guardRail, canary, stable, increase, limit }) => ({
        guardRail,
        canary,
        stable,
        increase,
        limit,
      })),
      [{ guardRail: 'error-rate', canary: 10, stable: 2.5, increase: 7.5, limit: 2 }],
    );
    assert.match(
      verdict.breaches[0].message,
      /error rate 10% \(2 of 20 loads\) against the stable version's 2.5% \(1 of 40\): \+7.5 points, more than 2/,
    );
  });

  it('compares with 0% when the stable version has fewer than min loads', () => {
    const verdict = judgeHealth(
      { canary: side({ loads: 20, errored: 1 }), stable: side({ loads: 3, errored: 3 }) },
      rails,
    );
    assert.equal(verdict.state, 'breached');
    assert.equal(verdict.breaches[0].stable, 0);
  });

  it('aborts a canary only slower than the limit, once both sides rendered min loads', () => {
    const slow = judgeHealth(
      { canary: side({ loads: 20, p75: 1300 }), stable: side({ loads: 20, p75: 1000 }) },
      rails,
    );
    assert.deepEqual(
      slow.breaches.map(({ guardRail, slowdown, limit }) => ({ guardRail, slowdown, limit })),
      [{ guardRail: 'first-render', slowdown: 30, limit: 25 }],
    );
    assert.equal(
      judgeHealth({ canary: side({ loads: 20, p75: 1250 }), stable: side({ loads: 20, p75: 1000 }) }, rails)
        .state,
      'healthy',
    );
    assert.equal(
      judgeHealth({ canary: side({ loads: 20, p75: 5000 }), stable: side({ loads: 19, p75: 1000 }) }, rails)
        .state,
      'healthy',
    );
  });

  it('never aborts a canary no worse than stable, and always one past a limit with enough loads (any numbers)', () => {
    const channel = fc.record({
      loads: fc.integer({ min: 0, max: 5000 }),
      errorShare: fc.double({ min: 0, max: 1, noNaN: true }),
      p75: fc.integer({ min: 1, max: 20_000 }),
    });
    const limits = fc.record({
      maxErrorRateIncrease: fc.integer({ min: 0, max: 50 }),
      maxSlowdown: fc.integer({ min: 0, max: 300 }),
      minLoads: fc.integer({ min: 1, max: 500 }),
    });
    fc.assert(
      fc.property(channel, channel, limits, (c, s, limit) => {
        const canary = side({ loads: c.loads, errored: Math.floor(c.loads * c.errorShare), p75: c.p75 });
        const stable = side({ loads: s.loads, errored: Math.floor(s.loads * s.errorShare), p75: s.p75 });
        const verdict = judgeHealth({ canary, stable }, limit);
        if (canary.loads < limit.minLoads) return verdict.state === 'waiting';
        const stableRate = stable.loads >= limit.minLoads ? stable.errorRate : 0;
        const errorBreach = canary.errorRate - stableRate > limit.maxErrorRateIncrease + 0.01;
        const timed = canary.rendered >= limit.minLoads && stable.rendered >= limit.minLoads;
        const slowBreach = timed && ((c.p75 - s.p75) / s.p75) * 100 > limit.maxSlowdown + 0.1;
        const noWorse = canary.errorRate <= stableRate && (!timed || c.p75 <= s.p75);
        if (noWorse && verdict.state === 'breached') return false;
        if ((errorBreach || slowBreach) && verdict.state !== 'breached') return false;
        return verdict.state === 'breached' || verdict.state === 'healthy';
      }),
      { numRuns: 2000 },
    );
  });
});
