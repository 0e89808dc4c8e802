// The release registry: which version of each remote every environment pins, the history of those
// pins (rollback walks it), and an append-only audit log. The CLI, the static server and `pnpm start`
// only use the ReleaseRegistry interface below, so an object store or a database can replace the
// files (release/README.md "Replacing the file registry").
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { ReleaseError } from './errors.mjs';

/**
 * @typedef {object} Pin
 * @property {string} version
 * @property {string} at        ISO time of the change
 * @property {string} by        who made it (git user or $USER)
 * @property {'pin' | 'promote' | 'rollback' | 'start'} action
 * @property {string} [from]    the version pinned before
 * @property {string} [sourceEnvironment]  promote: where the version came from
 * @property {boolean} [forced] pinned with --force despite the compatibility gate
 * @property {string[]} [mismatches]  what the gate reported when forced
 * @property {string} [entry]   a manifest URL outside the CDN (rare; the server derives it otherwise)
 *
 * @typedef {object} EnvironmentState
 * @property {string} environment
 * @property {Record<string, Pin>} remotes            the current pin of each remote
 * @property {Record<string, Pin[]>} history          every change per remote, oldest first
 *
 * @typedef {object} AuditEntry
 * @property {string} at
 * @property {string} by
 * @property {string} action   publish | pin | promote | rollback | start
 * @property {string} [environment]
 * @property {string} remote
 * @property {string} version
 * @property {string} [from]
 * @property {boolean} [forced]
 * @property {string[]} [mismatches]
 *
 * @typedef {object} ReleaseRegistry
 * @property {(environment: string) => Promise<EnvironmentState>} readEnvironment
 * @property {(environment: string, remote: string, pin: Pin) => Promise<{ previous: Pin | null }>} recordPin
 *   sets the pin and appends it to the remote's history, atomically
 * @property {(entry: AuditEntry) => Promise<void>} appendAudit
 * @property {() => Promise<AuditEntry[]>} readAudit  oldest first
 */

/** An empty environment: reading one that was never pinned is not an error. */
function emptyState(environment) {
  return { environment, remotes: {}, history: {} };
}

function normalise(environment, raw) {
  const state = emptyState(environment);
  for (const [remote, pin] of Object.entries(raw?.remotes ?? {})) {
    if (pin && typeof pin.version === 'string') state.remotes[remote] = pin;
  }
  for (const [remote, list] of Object.entries(raw?.history ?? {})) {
    if (Array.isArray(list)) state.history[remote] = list.filter((pin) => typeof pin?.version === 'string');
  }
  // Files written before history existed: their current pin is the whole history.
  for (const [remote, pin] of Object.entries(state.remotes)) {
    if (!state.history[remote]?.length) state.history[remote] = [pin];
  }
  return state;
}

/**
 * The versions a rollback can return to, as a stack: a pin or promote pushes, a rollback pops.
 * Two rollbacks in a row therefore go back two steps instead of flipping between two versions.
 * @param {Pin[]} history
 */
export function pinStack(history) {
  const stack = [];
  for (const pin of history) {
    if (pin.action === 'rollback') {
      stack.pop();
      // The history is the truth: if the stack lost track (hand edits), resynchronise on the pin.
      if (stack.at(-1) !== pin.version) stack.push(pin.version);
    } else if (stack.at(-1) !== pin.version) {
      stack.push(pin.version);
    }
  }
  return stack;
}

/** The version a rollback returns to, or null when there is no earlier pin. */
export function rollbackTarget(history) {
  const stack = pinStack(history);
  return stack.length >= 2 ? stack[stack.length - 2] : null;
}

/** A lock file so two CLI runs (or a CLI run and `pnpm start`) never lose each other's pin. */
function withLock(dir, fn) {
  mkdirSync(dir, { recursive: true });
  const lock = join(dir, '.lock');
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock older than 30 s belongs to a process that died mid-write.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 30_000) rmSync(lock, { force: true });
      } catch {
        // removed by its owner meanwhile
      }
      if (Date.now() > deadline) throw new ReleaseError(`The registry in ${dir} is locked (${lock})`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

function writeJsonAtomic(path, value) {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temp, path);
}

/**
 * Files: <dir>/environments/<env>.json (pins + history) and <dir>/audit.jsonl (one JSON object a line).
 * @implements {ReleaseRegistry}
 */
export class FileRegistry {
  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
  }

  environmentPath(environment) {
    return join(this.dir, 'environments', `${environment}.json`);
  }

  readEnvironmentSync(environment) {
    const path = this.environmentPath(environment);
    if (!existsSync(path)) return emptyState(environment);
    return normalise(environment, JSON.parse(readFileSync(path, 'utf8')));
  }

  async readEnvironment(environment) {
    return this.readEnvironmentSync(environment);
  }

  async recordPin(environment, remote, pin) {
    return withLock(this.dir, () => {
      const state = this.readEnvironmentSync(environment);
      const previous = state.remotes[remote] ?? null;
      state.remotes[remote] = pin;
      state.history[remote] = [...(state.history[remote] ?? []), pin];
      mkdirSync(join(this.dir, 'environments'), { recursive: true });
      writeJsonAtomic(this.environmentPath(environment), state);
      return { previous };
    });
  }

  async appendAudit(entry) {
    mkdirSync(this.dir, { recursive: true });
    // One short line per append: O_APPEND keeps concurrent writers' lines whole.
    appendFileSync(join(this.dir, 'audit.jsonl'), `${JSON.stringify(entry)}\n`);
  }

  async readAudit() {
    const path = join(this.dir, 'audit.jsonl');
    if (!existsSync(path)) return [];
    return readFileSync(path, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  }
}

/**
 * The default registry: shared environments in the repo's release/ folder, machine environments
 * (local, e2e-*) beside this machine's builds. Each environment's policy says which.
 * @param {{ environments: Map<string, import('./environments.mjs').EnvironmentPolicy>,
 *   repo: ReleaseRegistry, machine: ReleaseRegistry }} options
 * @returns {ReleaseRegistry}
 */
export function createRoutedRegistry({ environments, repo, machine }) {
  const storeOf = (environment) => (environments.get(environment)?.store === 'machine' ? machine : repo);
  return {
    readEnvironment: (environment) => storeOf(environment).readEnvironment(environment),
    recordPin: (environment, remote, pin) => storeOf(environment).recordPin(environment, remote, pin),
    // A publish belongs to no environment: it is logged with the builds it created (the machine store).
    appendAudit: (entry) => (entry.environment ? storeOf(entry.environment) : machine).appendAudit(entry),
    async readAudit() {
      const entries = [...(await repo.readAudit()), ...(await machine.readAudit())];
      return entries.sort((a, b) => a.at.localeCompare(b.at));
    },
  };
}
