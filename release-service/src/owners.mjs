// Who owns what (release/owners.json): each remote, and the host, has owners, accounts or groups of
// accounts. A releaser publishes, pins, promotes and rolls back only what they own, and records a host
// only if they own `host`; a release-admin acts on everything; the local admin of a fresh install acts on
// everything of this machine's own environments, which its role already confines it to.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENVIRONMENTS_DIR } from '@gaido/workspace/paths';
import { ServiceError } from './errors.mjs';

/** The subject a host deployment needs ownership of. */
export const HOST = 'host';
export const OWNERS_FILE = join(ENVIRONMENTS_DIR, 'owners.json');

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const GROUP = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * @typedef {{ ownersOf: (subject: string) => string[], emailsOf: (subject: string) => string[],
 *   owns: (email: string, subject: string) => boolean }} Owners
 */

/**
 * Checks the file's shape: every subject (each remote and `host`) has at least one owner, and every
 * owner is an email or a declared group. A mistake stops the service at start rather than leaving a
 * remote nobody but an admin can release.
 * @param {unknown} raw
 * @param {string[]} remotes  the remotes' federation names
 * @returns {Owners}
 */
export function parseOwners(raw, remotes) {
  const fail = (what) => {
    throw new Error(`release/owners.json: ${what}`);
  };
  const value = /** @type {any} */ (raw);
  if (!value || typeof value !== 'object') fail('not a JSON object');
  const groups = new Map();
  for (const [name, members] of Object.entries(value.groups ?? {})) {
    if (!GROUP.test(name)) fail(`group "${name}" must be lower-case kebab-case`);
    if (!Array.isArray(members) || !members.every((member) => EMAIL.test(member))) {
      fail(`group ${name} must list account emails`);
    }
    groups.set(name, new Set(members.map((member) => member.toLowerCase())));
  }
  const owners = new Map();
  for (const subject of [HOST, ...remotes]) {
    const list = value.owners?.[subject];
    if (!Array.isArray(list) || list.length === 0) fail(`${subject} has no owners`);
    for (const owner of list) {
      if (!EMAIL.test(owner) && !groups.has(owner))
        fail(`${subject}: "${owner}" is neither an email nor a group`);
    }
    owners.set(subject, list);
  }
  for (const subject of Object.keys(value.owners ?? {})) {
    if (!owners.has(subject)) fail(`"${subject}" is neither a remote nor ${HOST}`);
  }
  return {
    ownersOf: (subject) => owners.get(subject) ?? [],
    /** The owners' addresses, groups expanded: who is told about the subject. */
    emailsOf: (subject) => [
      ...new Set(
        (owners.get(subject) ?? []).flatMap((owner) =>
          EMAIL.test(owner) ? [owner.toLowerCase()] : [...(groups.get(owner) ?? [])],
        ),
      ),
    ],
    owns(email, subject) {
      const address = email.toLowerCase();
      return (owners.get(subject) ?? []).some((owner) =>
        EMAIL.test(owner) ? owner.toLowerCase() === address : groups.get(owner)?.has(address),
      );
    },
  };
}

/** @param {string[]} remotes */
export function loadOwners(remotes, file = OWNERS_FILE) {
  return parseOwners(JSON.parse(readFileSync(file, 'utf8')), remotes);
}

/**
 * Throws the 403 that names the owners when the account may not act on `subject`.
 * @param {Owners} owners
 * @param {import('./accounts.mjs').Account} account
 * @param {string} subject  a remote's federation name, or HOST
 * @param {string} doing  what was refused, for the message ("pin", "publish", "record the host of")
 */
export function requireOwner(owners, account, subject, doing) {
  if (account.role === 'release-admin' || account.role === 'local') return;
  if (owners.owns(account.email, subject)) return;
  throw new ServiceError(
    403,
    'not-owner',
    `${account.email} (${account.role}) may not ${doing} ${subject}: its owners are ${owners.ownersOf(subject).join(', ')} (release/owners.json); a release-admin may act on every remote`,
  );
}
