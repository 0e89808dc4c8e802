// Guard rails: the limits a canary's real-user health is held to, against the stable version's in the
// same rollout. Crossing one aborts the rollout (rolloutHealth.mjs evaluateGuardRails). Pure functions: the
// numbers come from health.mjs.
import { ServiceError } from './errors.mjs';

/** The actor of an automatic abort in the audit log. */
export const GUARD_RAIL_ACTOR = 'guard rail';

/**
 * The defaults (docs/releases.md "Guard rails"): a canary whose page loads err more than 2 percentage
 * points more often than the stable version's, or whose p75 time to first render is more than 25%
 * slower, once it has at least 50 page loads.
 */
export const DEFAULT_GUARD_RAILS = Object.freeze({
  /** Percentage points the canary's error rate may exceed the stable version's by. */
  maxErrorRateIncrease: 2,
  /** Percent the canary's p75 time to first render may exceed the stable version's by. */
  maxSlowdown: 25,
  /** Page loads of the canary (and of the stable version, for timings) before anything is judged. */
  minLoads: 50,
});

function number(name, value, { min, max, integer = false }) {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (
    typeof parsed !== 'number' ||
    !Number.isFinite(parsed) ||
    parsed < min ||
    parsed > max ||
    (integer && !Number.isInteger(parsed))
  ) {
    throw new ServiceError(
      400,
      'bad-input',
      `A guard rail's ${name} is ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}, not "${value}"`,
    );
  }
  return parsed;
}

/**
 * A rollout's guard rails: the ones given, the defaults for the rest.
 * @param {{ maxErrorRateIncrease?: number, maxSlowdown?: number, minLoads?: number } | null | undefined} given
 */
export function parseGuardRails(given) {
  if (given !== undefined && given !== null && (typeof given !== 'object' || Array.isArray(given))) {
    throw new ServiceError(
      400,
      'bad-input',
      'Guard rails are an object: { maxErrorRateIncrease, maxSlowdown, minLoads }',
    );
  }
  const value = given ?? {};
  const unknown = Object.keys(value).filter((key) => !(key in DEFAULT_GUARD_RAILS));
  if (unknown.length) {
    throw new ServiceError(400, 'bad-input', `Unknown guard rail: ${unknown.join(', ')}`);
  }
  return {
    maxErrorRateIncrease: number(
      'maxErrorRateIncrease',
      value.maxErrorRateIncrease ?? DEFAULT_GUARD_RAILS.maxErrorRateIncrease,
      { min: 0, max: 100 },
    ),
    maxSlowdown: number('maxSlowdown', value.maxSlowdown ?? DEFAULT_GUARD_RAILS.maxSlowdown, {
      min: 0,
      max: 10_000,
    }),
    minLoads: number('minLoads', value.minLoads ?? DEFAULT_GUARD_RAILS.minLoads, {
      min: 1,
      max: 1_000_000,
      integer: true,
    }),
  };
}

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Judges a rollout's health against its guard rails.
 * - error rate: the canary's, with at least minLoads loads, against the stable version's when it has
 *   minLoads loads too, or against 0 when it has fewer (a broken canary is stopped however thin the
 *   stable traffic);
 * - slowdown: the canary's p75 first render against the stable version's, each with at least minLoads
 *   rendered loads.
 * @param {{ canary: import('./health.mjs').ChannelHealth, stable: import('./health.mjs').ChannelHealth }} health
 * @param {{ maxErrorRateIncrease: number, maxSlowdown: number, minLoads: number }} rails
 * @returns {{ state: 'waiting' | 'healthy' | 'breached', breaches: object[], waitingFor?: string }}
 */
export function judgeHealth(health, rails) {
  const { canary, stable } = health;
  if (canary.loads < rails.minLoads) {
    return {
      state: 'waiting',
      breaches: [],
      waitingFor: `${rails.minLoads - canary.loads} more canary page loads (${canary.loads} of ${rails.minLoads})`,
    };
  }
  const breaches = [];
  const stableRate = stable.loads >= rails.minLoads ? stable.errorRate : 0;
  const increase = round(canary.errorRate - stableRate);
  if (increase > rails.maxErrorRateIncrease) {
    breaches.push({
      guardRail: 'error-rate',
      message: `error rate ${canary.errorRate}% (${canary.errored} of ${canary.loads} loads) against ${stable.loads >= rails.minLoads ? `the stable version's ${stable.errorRate}% (${stable.errored} of ${stable.loads})` : `0% (the stable version has ${stable.loads} loads, fewer than ${rails.minLoads})`}: +${increase} points, more than ${rails.maxErrorRateIncrease}`,
      canary: canary.errorRate,
      stable: stableRate,
      increase,
      limit: rails.maxErrorRateIncrease,
    });
  }
  if (
    canary.rendered >= rails.minLoads &&
    stable.rendered >= rails.minLoads &&
    canary.firstRenderP75Ms !== null &&
    stable.firstRenderP75Ms !== null &&
    stable.firstRenderP75Ms > 0
  ) {
    const slowdown = round(
      ((canary.firstRenderP75Ms - stable.firstRenderP75Ms) / stable.firstRenderP75Ms) * 100,
      1,
    );
    if (slowdown > rails.maxSlowdown) {
      breaches.push({
        guardRail: 'first-render',
        message: `p75 first render ${Math.round(canary.firstRenderP75Ms)} ms (${canary.rendered} loads) against the stable version's ${Math.round(stable.firstRenderP75Ms)} ms (${stable.rendered}): ${slowdown}% slower, more than ${rails.maxSlowdown}%`,
        canary: canary.firstRenderP75Ms,
        stable: stable.firstRenderP75Ms,
        slowdown,
        limit: rails.maxSlowdown,
      });
    }
  }
  return { state: breaches.length ? 'breached' : 'healthy', breaches };
}
