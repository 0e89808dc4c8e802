// What the host servers of an environment actually serve. The record the gate checks pins against is
// never taken from whoever calls the service: it is read from the environment's host servers
// (release/environments.json `hostServers`), each of which serves the record its own build wrote
// (host-release.json, beside the index.html and scripts it serves).
import { isDeepStrictEqual } from 'node:util';
import { HOST_RECORD_FILE } from '@gaido/release-core/host-record';
import { ServiceError } from './errors.mjs';

/** A host server that takes longer than this to answer is treated as unreachable. */
export const HOST_SERVER_TIMEOUT_MS = 5000;

/** One line naming a record for a person: its commit and build time. */
export const describeRecord = (record) =>
  `commit ${record?.commit ?? 'unknown'}, built ${record?.builtAt ?? 'at an unknown time'}`;

async function readOne(origin, fetchImpl, timeoutMs) {
  const url = `${origin}/${HOST_RECORD_FILE}`;
  let response;
  try {
    response = await fetchImpl(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
      redirect: 'error',
    });
  } catch (error) {
    throw new ServiceError(
      503,
      'host-unreachable',
      `The host server ${origin} did not answer (${error.cause?.code ?? error.name}), so the service cannot see what it serves; nothing was changed`,
    );
  }
  if (!response.ok) {
    throw new ServiceError(
      502,
      'host-unreadable',
      `The host server ${origin} answered ${response.status} for /${HOST_RECORD_FILE}: it serves no host build with a release record; nothing was changed`,
    );
  }
  try {
    return await response.json();
  } catch {
    throw new ServiceError(
      502,
      'host-unreadable',
      `The host server ${origin} served a /${HOST_RECORD_FILE} that is not JSON; nothing was changed`,
    );
  }
}

/**
 * The host record every host server of an environment serves. Refused when none is declared, when one
 * does not answer, and when they serve different builds (a rollout still under way).
 * @param {import('@gaido/release-core/environments').EnvironmentPolicy} policy
 * @returns {Promise<{ record: any, servers: string[] }>}
 */
export async function readServedHost(
  policy,
  { fetch: fetchImpl = fetch, timeoutMs = HOST_SERVER_TIMEOUT_MS } = {},
) {
  const origins = policy?.hostServers ?? [];
  if (origins.length === 0) {
    throw new ServiceError(
      409,
      'no-host-servers',
      `No host servers are declared for ${policy?.name} (hostServers in release/environments.json, or GAIDO_RELEASE_HOST_SERVERS on the service), so the service cannot see what its host serves`,
    );
  }
  const served = await Promise.all(
    origins.map(async (origin) => ({ origin, record: await readOne(origin, fetchImpl, timeoutMs) })),
  );
  const [first] = served;
  const others = served.filter((item) => !isDeepStrictEqual(item.record, first.record));
  if (others.length > 0) {
    throw new ServiceError(
      409,
      'host-servers-disagree',
      `The host servers of ${policy.name} serve different builds (a rollout under way?): record the host once they all serve the same one`,
      { details: served.map((item) => `${item.origin}: ${describeRecord(item.record)}`) },
    );
  }
  return { record: first.record, servers: origins };
}
