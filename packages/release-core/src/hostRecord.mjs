// The host's release record (host/dist/host-release.json) as its readers see it: the compatibility gate
// compares a remote build against it, the static server takes its route table for preload hints. The
// host's build writes it (@gaido/build-tooling/host-record).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOST_DIST } from '@gaido/workspace/paths';
import { ReleaseError } from './errors.mjs';

export const HOST_RECORD_FILE = 'host-release.json';

/**
 * @typedef {object} HostRecord
 * @property {string} version
 * @property {string} commit
 * @property {string} builtAt
 * @property {string[]} singletons
 * @property {string[]} [singletonsWhereUsed]  singletons a remote shares only if it imports them
 * @property {Record<string, { version: string, requiredVersion: string }>} shared
 * @property {Record<string, string[]>} [providesExports]  package -> the exports its shared copy carries
 *   (the platform contract's providedExports); absent in a record written before the contract
 * @property {Record<string, string[]>} requiredModules  remote -> exposed modules the route table loads
 * @property {RouteModules[]} [routes]  the route table in order, each route with the modules its page renders
 * @property {HostFederation} [federation]  the Module Federation runtime the remotes run on
 */

/**
 * @typedef {{ runtime: string | null }} HostFederation
 * `runtime`: the version in the host's mf-manifest.json, the runtime-core the remotes run on.
 */

/** @typedef {{ path: string, modules: { remote: string, module: string }[] }} RouteModules */

/** @returns {HostRecord} */
export function readHostRecord(hostDist = HOST_DIST) {
  const path = join(hostDist, HOST_RECORD_FILE);
  if (!existsSync(path)) {
    throw new ReleaseError(
      `The host has no release record (${path}), so the compatibility gate cannot check anything. ` +
        'Build the host first: pnpm --filter host build',
      { code: 'no-host-record' },
    );
  }
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * The routes recorded in a host build, or null where there are none (a build from before they were
 * recorded, or the bench's monolith, which has no record at all). Never throws: the static server
 * then serves documents without preload hints.
 * @returns {RouteModules[] | null}
 */
export function readHostRoutes(hostDist = HOST_DIST) {
  try {
    const { routes } = JSON.parse(readFileSync(join(hostDist, HOST_RECORD_FILE), 'utf8'));
    return Array.isArray(routes) ? routes : null;
  } catch {
    return null;
  }
}
