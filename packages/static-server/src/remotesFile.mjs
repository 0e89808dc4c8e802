// What the host reads at start: the remotes file of its environment, per traveller while a rollout
// runs (packages/static-server/src/rollouts.mjs), and its runtime config.
import { REMOTES } from '@gaido/workspace/apps';
import { analyticsRuntimeConfig } from './analyticsConfig.mjs';
import { assign } from './rollouts.mjs';
import { DEV_SERVER_ORIGINS, overrideOrigins } from './securityHeaders.mjs';

/**
 * The remotes file the host loads for one environment: each pinned remote's versioned manifest URL on
 * this server's CDN, with version, commit and the hashes recorded at publish, from the release service.
 * Where a remote is rolled out, the traveller gets the canary or the pin by their key
 * (packages/static-server/src/rollouts.mjs), and `rollout` says which and why; the file then differs
 * per traveller (`personal`).
 * @param {{ environment: string, cdnOrigin: string, pins: import('./pinsCache.mjs').PinsSource,
 *   policy?: { integrity: boolean }, traveller?: () => string }} options
 *   `traveller`: the traveller's key, asked for only when a rollout runs
 */
export async function readRemotesFile({ environment, cdnOrigin, pins, policy, traveller }) {
  const state = await pins.read(environment);
  // Commits and build times are for the QA tools: a host whose environment allows no overrides
  // (production) says nothing about its releases beyond what loading them needs.
  const releaseInfo = !policy || Boolean(policy.overrides);
  const remotes = {};
  let personal = false;
  for (const [remote, pinned] of Object.entries(state.remotes ?? {})) {
    if (!pinned?.version || !REMOTES[remote]) continue;
    const rollout = traveller ? state.rollouts?.[remote] : undefined;
    let pin = pinned;
    let assigned = null;
    if (rollout?.version && rollout.id && typeof rollout.percent === 'number') {
      personal = true;
      const { channel, bucket } = assign(traveller(), remote, rollout);
      if (channel === 'canary') pin = rollout;
      assigned = {
        // The host reports real-user health per rollout (docs/releases.md "Real-user health").
        id: rollout.id,
        channel,
        percent: rollout.percent,
        bucket,
        ...(releaseInfo ? { stable: pinned.version, canary: rollout.version } : {}),
      };
    }
    remotes[remote] = {
      entry: `${cdnOrigin}/${remote}/${pin.version}/mf-manifest.json`,
      version: pin.version,
      ...(releaseInfo && pin.commit ? { commit: pin.commit } : {}),
      ...(releaseInfo && pin.builtAt ? { builtAt: pin.builtAt } : {}),
      ...(pin.integrity && typeof pin.integrity === 'object' ? { integrity: pin.integrity } : {}),
      ...(assigned ? { rollout: assigned } : {}),
    };
  }
  // Where the environment requires it, the host loads a remote only if its manifest and entry match
  // these hashes, and refuses one without them (fail closed).
  return {
    environment,
    remotes,
    ...(policy ? { integrity: { required: policy.integrity !== false } } : {}),
    ...(personal ? { personal: true } : {}),
  };
}

/** The runtime config the host reads at start (/config.json). */
export function runtimeConfig({
  environment,
  serverEnvironment,
  environments,
  cdnOrigin,
  apiBaseUrl,
  assetsHost,
  // The gems map's basemap: a MapLibre style.json (unset: the offline basemap mfe-gems ships).
  mapStyleUrl = process.env.GAIDO_MAP_STYLE_URL || undefined,
}) {
  const policy = environments.get(environment);
  return {
    environment,
    apiBaseUrl,
    assetsHost,
    ...(mapStyleUrl ? { mapStyleUrl } : {}),
    analytics: analyticsRuntimeConfig({ environment, apiBaseUrl, policy }),
    release: {
      cdnOrigin,
      serverEnvironment,
      environmentChosenBy: environment === serverEnvironment ? 'server' : 'browser',
      overrides: {
        enabled: Boolean(policy?.overrides),
        allowedOrigins: policy?.overrides ? overrideOrigins({ cdnOrigin, policy }) : [],
        // The host refuses these in its production build (their builds carry their own runtime).
        devServerOrigins: policy?.overrides ? DEV_SERVER_ORIGINS : [],
      },
    },
  };
}
