// What `pnpm release` does, independent of argument parsing and printing: every operation validates
// its remote, version and environment, runs the compatibility gate where it applies, records the pin
// and appends to the audit log. Dependencies are passed in so tests run it against temp folders.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { requireEnvironment } from './environments.mjs';
import { ReleaseError } from './errors.mjs';
import { checkCompatibility } from './gate.mjs';
import { rollbackTarget } from './registry.mjs';

const VERSION = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,99}$/;

/**
 * @typedef {object} ReleaseManagerDeps
 * @property {Record<string, string>} remotes   remote name -> package folder (tooling/federation.mjs REMOTES)
 * @property {Map<string, import('./environments.mjs').EnvironmentPolicy>} environments
 * @property {import('./registry.mjs').ReleaseRegistry} registry
 * @property {(remote: string, version: string) => any} readRelease   a published build's release.json, or null
 * @property {string} releasesDir
 * @property {() => import('./hostRecord.mjs').HostRecord} readHost  throws a ReleaseError when the host has no record
 * @property {string} actor
 * @property {() => Date} [now]
 */

/** @param {ReleaseManagerDeps} deps */
export function createReleaseManager(deps) {
  const now = deps.now ?? (() => new Date());
  const remoteNames = Object.keys(deps.remotes);

  /** Accepts the remote's federation name (mfe_tours) or its package name (mfe-tours). */
  function resolveRemote(name) {
    if (!name) throw new ReleaseError(`Say which remote: ${remoteNames.join(', ')}`, { code: 'usage' });
    if (deps.remotes[name]) return name;
    const byPackage = remoteNames.find((remote) => deps.remotes[remote] === name);
    if (byPackage) return byPackage;
    throw new ReleaseError(`Unknown remote "${name}". Remotes: ${remoteNames.join(', ')}`, {
      code: 'unknown-remote',
    });
  }

  /** Every published version of a remote, newest first. */
  function listReleases(remote) {
    const dir = join(deps.releasesDir, remote);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((version) => !version.startsWith('.'))
      .map((version) => deps.readRelease(remote, version))
      .filter(Boolean)
      .sort((a, b) => (b.publishedAt ?? b.builtAt ?? '').localeCompare(a.publishedAt ?? a.builtAt ?? ''));
  }

  function requireRelease(remote, version) {
    if (!version)
      throw new ReleaseError(`Say which version of ${remote} (pnpm release list ${remote})`, {
        code: 'usage',
      });
    // A version is a path segment on the CDN: nothing that could climb out of the remote's folder.
    const release = VERSION.test(version) ? deps.readRelease(remote, version) : null;
    if (release) return release;
    const known = listReleases(remote)
      .slice(0, 5)
      .map((item) => item.version);
    throw new ReleaseError(
      `${remote} has no published version "${version}". ${
        known.length ? `Newest: ${known.join(', ')}` : 'Nothing is published yet'
      } (pnpm release list ${remote}; publish with pnpm release publish ${remote})`,
      { code: 'unknown-version' },
    );
  }

  /**
   * Gate result for one build: mismatch messages, or a single note when the host cannot be read.
   * @returns {{ mismatches: string[], checked: boolean }}
   */
  function gate(release) {
    let host;
    try {
      host = deps.readHost();
    } catch (error) {
      if (error instanceof ReleaseError) return { mismatches: [error.message], checked: false };
      throw error;
    }
    return { mismatches: checkCompatibility(release, host).map((item) => item.message), checked: true };
  }

  function refuseUnlessForced(remote, version, environment, verdict, force) {
    if (!verdict.mismatches.length || force) return;
    throw new ReleaseError(
      `Refusing to pin ${remote}@${version} in ${environment}: ${
        verdict.checked ? 'it is not compatible with the host' : 'compatibility could not be checked'
      }`,
      {
        code: 'incompatible',
        details: [...verdict.mismatches, 'Fix the build, or pass --force to pin it anyway (logged).'],
      },
    );
  }

  async function changePin({ remote, version, environment, action, force = false, sourceEnvironment }) {
    const release = requireRelease(remote, version);
    const verdict = gate(release);
    if (action !== 'rollback') refuseUnlessForced(remote, version, environment, verdict, force);
    const state = await deps.registry.readEnvironment(environment);
    const current = state.remotes[remote];
    if (current?.version === version) {
      return {
        changed: false,
        remote,
        environment,
        version,
        previous: current,
        mismatches: verdict.mismatches,
      };
    }
    const forced = action !== 'rollback' && force && verdict.mismatches.length > 0;
    const pin = {
      version,
      at: now().toISOString(),
      by: deps.actor,
      action,
      ...(current ? { from: current.version } : {}),
      ...(sourceEnvironment ? { sourceEnvironment } : {}),
      ...(forced ? { forced: true, mismatches: verdict.mismatches } : {}),
    };
    await deps.registry.recordPin(environment, remote, pin);
    await deps.registry.appendAudit({ ...pin, environment, remote });
    return {
      changed: true,
      remote,
      environment,
      version,
      previous: current ?? null,
      forced,
      mismatches: verdict.mismatches,
      release,
    };
  }

  return {
    resolveRemote,
    listReleases,
    requireRelease,
    gate,

    async pin({ remote: name, version, environment, force }) {
      const remote = resolveRemote(name);
      requireEnvironment(deps.environments, environment);
      return changePin({ remote, version, environment, action: 'pin', force });
    },

    /** Back to the version pinned before the current one (history is a stack: see pinStack). */
    async rollback({ remote: name, environment }) {
      const remote = resolveRemote(name);
      requireEnvironment(deps.environments, environment);
      const state = await deps.registry.readEnvironment(environment);
      const current = state.remotes[remote];
      if (!current)
        throw new ReleaseError(`${remote} is not pinned in ${environment}: nothing to roll back`, {
          code: 'no-pin',
        });
      const target = rollbackTarget(state.history[remote] ?? []);
      if (!target) {
        throw new ReleaseError(
          `${remote} has no earlier pin in ${environment} (only ${current.version}): nothing to roll back to`,
          { code: 'no-history' },
        );
      }
      // Rollback is the emergency brake: the gate only warns, it never blocks the way back.
      return changePin({ remote, version: target, environment, action: 'rollback' });
    },

    async promote({ remote: name, from, to, force }) {
      const remote = resolveRemote(name);
      requireEnvironment(deps.environments, from);
      requireEnvironment(deps.environments, to);
      if (from === to) throw new ReleaseError('--from and --to are the same environment', { code: 'usage' });
      const source = (await deps.registry.readEnvironment(from)).remotes[remote];
      if (!source)
        throw new ReleaseError(`${remote} is not pinned in ${from}: nothing to promote`, { code: 'no-pin' });
      return changePin({
        remote,
        version: source.version,
        environment: to,
        action: 'promote',
        force,
        sourceEnvironment: from,
      });
    },

    /** Records a publish in the audit log (the build itself is written by lib/publish.mjs). */
    async recordPublish(result) {
      if (!result.created) return;
      await deps.registry.appendAudit({
        at: now().toISOString(),
        by: deps.actor,
        action: 'publish',
        remote: result.remote,
        version: result.version,
        commit: result.metadata.commit,
      });
    },

    /**
     * environment x remote -> the pinned version, its commit, the pin's age and the gate's verdict.
     * @param {{ environments?: string[], all?: boolean }} [options]  default: the listed environments
     */
    async status({ environments, all = false } = {}) {
      const names = environments?.length
        ? environments
        : [...deps.environments.values()]
            .filter((policy) => all || policy.listed)
            .map((policy) => policy.name);
      for (const environment of names) requireEnvironment(deps.environments, environment);
      const rows = [];
      for (const environment of names) {
        const state = await deps.registry.readEnvironment(environment);
        for (const remote of remoteNames) {
          const pin = state.remotes[remote];
          if (!pin) {
            rows.push({ environment, remote, pinned: false });
            continue;
          }
          const release = deps.readRelease(remote, pin.version);
          const verdict = release ? gate(release) : null;
          rows.push({
            environment,
            remote,
            pinned: true,
            version: pin.version,
            commit: release?.commit ?? null,
            builtAt: release?.builtAt ?? null,
            pinnedAt: pin.at ?? null,
            pinnedBy: pin.by ?? null,
            forced: Boolean(pin.forced),
            published: Boolean(release),
            compatible: verdict ? verdict.mismatches.length === 0 : null,
            checked: verdict?.checked ?? false,
            mismatches: verdict?.mismatches ?? [],
          });
        }
      }
      return rows;
    },

    /** @param {{ environment?: string, remote?: string, limit?: number }} [filter] */
    async audit({ environment, remote, limit } = {}) {
      const entries = (await deps.registry.readAudit()).filter(
        (entry) =>
          (!environment || entry.environment === environment) && (!remote || entry.remote === remote),
      );
      return limit ? entries.slice(-limit) : entries;
    },
  };
}
