// Accounts of the release service, their roles and their tokens. A token is a random secret shown
// once; only its SHA-256 is stored, so a copy of the database signs nobody in.
import { createHash, randomBytes } from 'node:crypto';
import { hash as hashPassword, verify as verifyPassword } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { rows } from './db.mjs';
import { ServiceError } from './errors.mjs';

/**
 * What each role may do (docs/releases.md "Who may do what"):
 * - `local`: the account a fresh install creates for this machine: publishes, and changes only the
 *   environments declared `local` (local, the e2e ones);
 * - `releaser`: publishes, and changes every environment that is not `protected`;
 * - `release-admin`: changes every environment, approves a forced pin in a protected one, grants roles.
 */
export const ROLES = ['local', 'releaser', 'release-admin'];

/** Tokens from `pnpm release login` last a working day; tokens issued by the account command last longer. */
export const LOGIN_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
export const ISSUED_TOKEN_TTL_MS = 90 * 24 * 60 * 60 * 1000;

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** @typedef {{ id: string, email: string, name: string, role: 'local' | 'releaser' | 'release-admin' }} Account */

const tokenHash = (token) => createHash('sha256').update(token).digest('hex');

/** @param {import('drizzle-orm/pg-core').PgDatabase<any>} db */
export function createAccounts(db, { now = () => new Date() } = {}) {
  async function byEmail(email) {
    const [account] = await rows(
      db,
      sql`SELECT id, email, name, role, password_hash FROM accounts WHERE email = ${email.toLowerCase()}`,
    );
    return account ?? null;
  }

  return {
    byEmail,

    /**
     * Creates the account or changes its role (and password, when one is given).
     * @param {{ email: string, name?: string, role: string, password?: string }} input
     * @returns {Promise<Account>}
     */
    async grant({ email, name, role, password }) {
      if (!EMAIL.test(email ?? ''))
        throw new ServiceError(400, 'bad-input', `"${email}" is not an email address`);
      if (!ROLES.includes(role)) {
        throw new ServiceError(400, 'bad-input', `Unknown role "${role}". Roles: ${ROLES.join(', ')}`);
      }
      if (password !== undefined && password.length < 12) {
        throw new ServiceError(400, 'bad-input', 'A release account password has at least 12 characters');
      }
      const passwordHash = password === undefined ? null : await hashPassword(password);
      const [account] = await rows(
        db,
        sql`INSERT INTO accounts (email, name, role, password_hash)
            VALUES (${email.toLowerCase()}, ${name ?? email.split('@')[0]}, ${role}, ${passwordHash})
            ON CONFLICT (email) DO UPDATE SET role = EXCLUDED.role,
              name = COALESCE(${name ?? null}, accounts.name),
              password_hash = COALESCE(EXCLUDED.password_hash, accounts.password_hash)
            RETURNING id, email, name, role`,
      );
      return account;
    },

    /** A new token for an account; the secret is returned once and never stored. */
    async issueToken(accountId, { label = 'token', ttlMs = ISSUED_TOKEN_TTL_MS } = {}) {
      const token = `grs_${randomBytes(32).toString('base64url')}`;
      const expiresAt = new Date(now().getTime() + ttlMs);
      await db.execute(
        sql`INSERT INTO tokens (token_hash, account_id, label, expires_at)
            VALUES (${tokenHash(token)}, ${accountId}, ${label}, ${expiresAt.toISOString()})`,
      );
      return { token, expiresAt: expiresAt.toISOString() };
    },

    /** Email and password for a working-day token (`pnpm release login`). */
    async login(email, password) {
      const account = await byEmail(String(email ?? ''));
      const ok = account?.password_hash
        ? await verifyPassword(account.password_hash, String(password ?? ''))
        : false;
      if (!ok) throw new ServiceError(401, 'bad-credentials', 'Wrong email or password');
      return {
        account: { id: account.id, email: account.email, name: account.name, role: account.role },
        ...(await this.issueToken(account.id, { label: 'login', ttlMs: LOGIN_TOKEN_TTL_MS })),
      };
    },

    /**
     * The account a bearer token belongs to. A missing, unknown or expired token is a 401 that says
     * which, so a release manager knows to log in again rather than to ask for a role.
     * @returns {Promise<Account>}
     */
    async authenticate(token) {
      if (!token) {
        throw new ServiceError(
          401,
          'no-token',
          'Sign in first: set GAIDO_RELEASE_TOKEN (pnpm release login prints one)',
        );
      }
      const [found] = await rows(
        db,
        sql`SELECT a.id, a.email, a.name, a.role, t.expires_at
            FROM tokens t JOIN accounts a ON a.id = t.account_id WHERE t.token_hash = ${tokenHash(token)}`,
      );
      if (!found)
        throw new ServiceError(
          401,
          'bad-token',
          'This release token is not valid: log in again (pnpm release login)',
        );
      if (new Date(found.expires_at).getTime() <= now().getTime()) {
        throw new ServiceError(
          401,
          'expired-token',
          `This release token expired at ${new Date(found.expires_at).toISOString()}: log in again (pnpm release login)`,
        );
      }
      return { id: found.id, email: found.email, name: found.name, role: found.role };
    },
  };
}

/**
 * Whether an account may change an environment (pin, roll back, promote into it, deploy its host).
 * @param {Account} account
 * @param {{ name: string, protected: boolean, local: boolean }} environment
 */
export function mayChange(account, environment) {
  if (account.role === 'release-admin') return true;
  if (environment.protected) return false;
  if (account.role === 'releaser') return true;
  return environment.local;
}

/** Throws the 403 that names what the account lacks. */
export function requireChange(account, environment) {
  if (mayChange(account, environment)) return;
  const needed = environment.protected ? 'release-admin' : 'releaser';
  throw new ServiceError(
    403,
    'forbidden',
    `${account.email} (${account.role}) may not change ${environment.name}: it needs the ${needed} role`,
  );
}
