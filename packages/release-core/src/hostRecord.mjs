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
 * @property {SharedChunks} [sharedChunks]  the host's files each shared module it provides loads
 */

/**
 * @typedef {Record<string, { version: string, files: string[] }>} SharedChunks
 * Shared module -> the version the host provides and the URLs (from its public path) of the chunks it
 * loads when a remote first asks for it, those the document does not already load.
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

/** The record of a host build as the static server reads it: null where there is none; never throws. */
function readRecordQuietly(hostDist) {
  try {
    return JSON.parse(readFileSync(join(hostDist, HOST_RECORD_FILE), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The routes recorded in a host build, or null where there are none (a build from before they were
 * recorded, or the bench's monolith, which has no record at all). Never throws: the static server
 * then serves documents without preload hints.
 * @returns {RouteModules[] | null}
 */
export function readHostRoutes(hostDist = HOST_DIST) {
  const routes = readRecordQuietly(hostDist)?.routes;
  return Array.isArray(routes) ? routes : null;
}

/**
 * The host's chunks per shared module recorded in a host build; none in a build from before they were
 * recorded. Never throws.
 * @returns {SharedChunks}
 */
export function readHostSharedChunks(hostDist = HOST_DIST) {
  const sharedChunks = readRecordQuietly(hostDist)?.sharedChunks;
  return sharedChunks && typeof sharedChunks === 'object' ? sharedChunks : {};
}
