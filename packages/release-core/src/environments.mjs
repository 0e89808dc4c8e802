// The declared environments and their policy (release/environments.json). Declaring them is what
// turns a typo such as `--env prodution` into an error instead of a new, empty environment.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENVIRONMENTS_DIR } from '@gaido/workspace/paths';
import { ReleaseError } from './errors.mjs';

/**
 * @typedef {object} EnvironmentPolicy
 * @property {string} name
 * @property {boolean} protected  pins need a release-admin, and forcing one past the gate a second one
 * @property {boolean} local  this machine's own environment: the local admin of a fresh install may change it
 * @property {boolean} overrides  whether a browser session may load another build of a remote
 * @property {boolean} integrity  whether the host loads a remote only if it matches the SHA-384 recorded at publish
 * @property {string[]} overrideOrigins  origins (besides the CDN and the squads' dev servers) a QA override may load from
 * @property {boolean} listed  shown by `pnpm release status` without --env/--all (test environments are not)
 * @property {string[]} hostServers  origins of the environment's host servers, each one as the release
 *   service reaches it: the service records the host of the environment only from what these serve
 * @property {string} description
 */

const NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** @returns {Map<string, EnvironmentPolicy>} */
export function parseEnvironments(raw) {
  const declared = raw?.environments;
  if (!declared || typeof declared !== 'object') {
    throw new ReleaseError('release/environments.json declares no environments');
  }
  const environments = new Map();
  for (const [name, value] of Object.entries(declared)) {
    if (!NAME.test(name)) throw new ReleaseError(`Environment name "${name}" must be lower-case kebab-case`);
    environments.set(name, {
      name,
      protected: value?.protected === true,
      local: value?.local === true,
      // Off unless declared: an environment nobody thought about behaves like production.
      overrides: value?.overrides === true,
      // On unless declared off, for the same reason.
      integrity: value?.integrity !== false,
      overrideOrigins: Array.isArray(value?.overrideOrigins) ? value.overrideOrigins.map(String) : [],
      listed: value?.listed !== false,
      hostServers: hostServerOrigins(name, value?.hostServers),
      description: typeof value?.description === 'string' ? value.description : '',
    });
  }
  return environments;
}

/** Origins only (scheme, host, port): the service reads `<origin>/host-release.json` from each. */
function hostServerOrigins(environment, declared) {
  if (declared === undefined) return [];
  if (!Array.isArray(declared)) {
    throw new ReleaseError(`${environment}.hostServers must be a list of origins (http://host:port)`);
  }
  return declared.map((value) => {
    let url;
    try {
      url = new URL(String(value));
    } catch {
      throw new ReleaseError(`${environment}.hostServers: "${value}" is not a URL`);
    }
    if (!/^https?:$/.test(url.protocol) || url.origin !== String(value).replace(/\/$/, '')) {
      throw new ReleaseError(`${environment}.hostServers: "${value}" must be an origin (http://host:port)`);
    }
    return url.origin;
  });
}

/**
 * The host servers of each environment as one machine's deployment knows them, replacing those declared
 * (GAIDO_RELEASE_HOST_SERVERS on the release service: `{"production": ["http://10.0.0.5:3000"]}`).
 * @param {Map<string, EnvironmentPolicy>} environments
 * @param {string | undefined} json
 */
export function withHostServers(environments, json) {
  if (!json) return environments;
  let parsed;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new ReleaseError('GAIDO_RELEASE_HOST_SERVERS is not JSON: {"<environment>": ["<origin>", …]}');
  }
  const result = new Map(environments);
  for (const [name, origins] of Object.entries(parsed ?? {})) {
    const policy = requireEnvironment(environments, name);
    result.set(name, { ...policy, hostServers: hostServerOrigins(name, origins) });
  }
  return result;
}

export function loadEnvironments(registryDir = ENVIRONMENTS_DIR) {
  return parseEnvironments(JSON.parse(readFileSync(join(registryDir, 'environments.json'), 'utf8')));
}

/** @param {Map<string, EnvironmentPolicy>} environments */
export function requireEnvironment(environments, name) {
  if (!name) {
    throw new ReleaseError(`Say which environment: --env <${[...environments.keys()].join('|')}>`, {
      code: 'usage',
    });
  }
  const policy = environments.get(name);
  if (!policy) {
    throw new ReleaseError(
      `Unknown environment "${name}". Declared environments: ${[...environments.keys()].join(', ')} (release/environments.json)`,
      { code: 'unknown-environment' },
    );
  }
  return policy;
}
