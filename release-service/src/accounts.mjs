// Accounts of the release service, their roles, their tokens and how they sign in
// (docs/releases.md "Accounts"). A token is a random secret shown once; only its SHA-256 is stored,
// so a copy of the database signs nobody in.
//
// Four eyes: giving an account the power to approve (the release-admin role, or a new release-admin)
// and setting the password of an existing account wait for a second release-admin, like a forced
// production pin. Every account remembers who created it, set its role or set its password (its
// lineage); nobody approves a request of someone in their lineage, or whose lineage they are in, so a
// second identity made or taken over by one admin never counts as a second person.
import { createHash, randomBytes } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { appendAudit } from './audit.mjs';
import { rows } from './db.mjs';
import { ServiceError } from './errors.mjs';

/**
 * What each role may do (docs/releases.md "Who may do what"):
 * - `local`: the account a fresh install creates for this machine: publishes, and changes only the
 *   environments declared `local` (local, the e2e ones);
 * - `releaser`: publishes, and changes every environment that is not `protected`;
 * - `release-admin`: changes every environment, approves another admin's forced pin or account change,
 *   requests account changes.
 */
export const ROLES = ['local', 'releaser', 'release-admin'];

/**
 * A sign-in token ends 8 hours after the sign-in (a working shift) or after 1 hour unused, whichever
 * comes first: `pnpm release login` again then. Tokens printed by the account command on the
 * service's machine (CI) last 30 days and have no idle limit.
 */
export const LOGIN_TOKEN_TTL_MS = 8 * 60 * 60 * 1000;
export const LOGIN_TOKEN_IDLE_MS = 60 * 60 * 1000;
export const ISSUED_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Sign-in throttling: at most 5 attempts per account and 30 per client address in 15 minutes, on
 * every instance together (the attempts are rows).
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_ATTEMPT_LIMIT = 5;
export const CLIENT_ATTEMPT_LIMIT = 30;

/** An account change nobody approved within a day lapses. */
export const ACCOUNT_REQUEST_TTL_MS = 24 * 60 * 60 * 1000;
export const MIN_PASSWORD_LENGTH = 12;

/** Who acts when the account command runs on the service's machine (no signed-in account). */
export const SERVICE_MACHINE_ACTOR = 'account command on the service machine';

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const MAX_EMAIL = 254;
const MAX_PASSWORD = 1024;

/** @typedef {{ id: string, email: string, name: string, role: 'local' | 'releaser' | 'release-admin' }} Account */

const tokenHash = (token) => createHash('sha256').update(token).digest('hex');
const iso = (value) => (value ? new Date(value).toISOString() : null);
const view = (row) => ({ id: row.id, email: row.email, name: row.name, role: row.role });

function checkEmail(email) {
  if (typeof email !== 'string' || email.length > MAX_EMAIL || !EMAIL.test(email))
    throw new ServiceError(400, 'bad-input', `"${String(email).slice(0, 80)}" is not an email address`);
  return email.toLowerCase();
}

function checkRole(role) {
  if (!ROLES.includes(role))
    throw new ServiceError(400, 'bad-input', `Unknown role "${role}". Roles: ${ROLES.join(', ')}`);
}

function checkPassword(password) {
  if (password === undefined) return;
  if (
    typeof password !== 'string' ||
    password.length < MIN_PASSWORD_LENGTH ||
    password.length > MAX_PASSWORD
  ) {
    throw new ServiceError(
      400,
      'bad-input',
      `A release account password has ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD} characters`,
    );
  }
}

/**
 * Refuses an approval by someone in the requester's lineage, or in whose lineage the requester is:
 * either could be the same person with two identities.
 * @param {import('drizzle-orm/pg-core').PgDatabase<any>} db
 * @param {Account} approver
 * @param {string} requesterId
 */
export async function requireIndependentApprover(db, approver, requesterId) {
  const related = async (accountId, sponsorId) =>
    (
      await rows(
        db,
        sql`WITH RECURSIVE sponsors(id) AS (
              SELECT sponsor_id FROM account_lineage WHERE account_id = ${accountId}
              UNION
              SELECT l.sponsor_id FROM account_lineage l JOIN sponsors s ON l.account_id = s.id
            )
            SELECT 1 FROM sponsors WHERE id = ${sponsorId} LIMIT 1`,
      )
    ).length > 0;
  if ((await related(approver.id, requesterId)) || (await related(requesterId, approver.id))) {
    throw new ServiceError(
      403,
      'not-independent',
      `${approver.email} may not approve this request: one of you created the other's account or set its role or password (directly or through accounts made so), so the approval would not come from a second person`,
    );
  }
}

/**
 * @param {import('drizzle-orm/pg-core').PgDatabase<any>} db
 * @param {{ now?: () => Date, passwords?: { hash: (password: string) => Promise<string>,
 *   verify: (hash: string, password: string) => Promise<boolean> } }} [options]
 *   `passwords`: argon2id by default; tests count the verifications through it.
 */
export function createAccounts(
  db,
  { now = () => new Date(), passwords = { hash: argon2Hash, verify: argon2Verify } } = {},
) {
  let dummyHash;
  /** A hash no password matches, verified for unknown accounts so they answer as slowly as known ones. */
  const dummy = () => {
    dummyHash ??= passwords.hash(randomBytes(24).toString('base64url'));
    return dummyHash;
  };
  const verify = (hash, password) => passwords.verify(hash, password).catch(() => false);

  async function byEmail(email, tx = db) {
    const [account] = await rows(
      tx,
      sql`SELECT id, email, name, role, password_hash FROM accounts WHERE email = ${String(email).toLowerCase()}`,
    );
    return account ?? null;
  }

  async function byId(id) {
    const [account] = await rows(db, sql`SELECT id, email, name, role FROM accounts WHERE id = ${id}`);
    return account ? view(account) : null;
  }

  /**
   * Creates the account or changes its role, name or password, recording who did it in its lineage.
   * @returns {Promise<{ account: Account, changes: string[], passwordSet: boolean }>}
   */
  async function write(tx, { email, name, role, passwordHash }, sponsorId) {
    const before = await byEmail(email, tx);
    const [account] = await rows(
      tx,
      sql`INSERT INTO accounts (email, name, role, password_hash)
          VALUES (${email}, ${name ?? email.split('@')[0]}, ${role}, ${passwordHash ?? null})
          ON CONFLICT (email) DO UPDATE SET role = EXCLUDED.role,
            name = COALESCE(${name ?? null}, accounts.name),
            password_hash = COALESCE(EXCLUDED.password_hash, accounts.password_hash)
          RETURNING id, email, name, role`,
    );
    const changes = [
      ...(before ? [] : ['created']),
      ...(before && before.role !== role ? [`role ${before.role} -> ${role}`] : []),
      ...(!before ? [`role ${role}`] : []),
      ...(passwordHash ? ['password set'] : []),
    ];
    if (sponsorId) {
      const reasons = [
        ...(before ? [] : ['created']),
        ...(before && before.role !== role ? ['role'] : []),
        ...(passwordHash ? ['password'] : []),
      ];
      for (const reason of reasons) {
        await tx.execute(
          sql`INSERT INTO account_lineage (account_id, sponsor_id, reason, at)
              VALUES (${account.id}, ${sponsorId}, ${reason}, ${now().toISOString()}) ON CONFLICT DO NOTHING`,
        );
      }
    }
    // A password set by someone else ends every session the account had: whoever knew the old one
    // (or held a token) is out.
    if (before && passwordHash) await revokeAllIn(tx, account.id);
    return { account: view(account), changes, passwordSet: Boolean(passwordHash) };
  }

  async function revokeAllIn(tx, accountId) {
    const revoked = await rows(
      tx,
      sql`UPDATE tokens SET revoked_at = ${now().toISOString()}
          WHERE account_id = ${accountId} AND revoked_at IS NULL RETURNING token_hash`,
    );
    return revoked.length;
  }

  async function issueToken(accountId, { label = 'token', ttlMs = ISSUED_TOKEN_TTL_MS, idleMs = null } = {}) {
    const token = `grs_${randomBytes(32).toString('base64url')}`;
    const issued = now();
    const expiresAt = new Date(issued.getTime() + ttlMs);
    await db.execute(
      sql`INSERT INTO tokens (token_hash, account_id, label, created_at, expires_at, idle_ms, last_used_at)
          VALUES (${tokenHash(token)}, ${accountId}, ${label}, ${issued.toISOString()}, ${expiresAt.toISOString()},
                  ${idleMs}, ${issued.toISOString()})`,
    );
    return { token, expiresAt: expiresAt.toISOString(), ...(idleMs ? { idleMs } : {}) };
  }

  /**
   * Records a sign-in attempt, then counts: the attempt that commits k-th sees at least k rows, so of
   * any burst, on any number of instances, at most the limit reach the password check. Refused
   * attempts count too (a burst locks like the same guesses one by one) until the window passes; a
   * successful sign-in clears the account's rows (not the client's).
   */
  async function admitAttempt(email, client) {
    const at = now();
    const windowStart = new Date(at.getTime() - SIGN_IN_WINDOW_MS).toISOString();
    await db.execute(
      sql`INSERT INTO sign_in_attempts (email, client, at) VALUES (${email}, ${client}, ${at.toISOString()})`,
    );
    // A separate statement: its snapshot holds this attempt and every one committed before it.
    const [counts] = await rows(
      db,
      sql`SELECT count(*) FILTER (WHERE email = ${email})::int AS account,
                 count(*) FILTER (WHERE client = ${client})::int AS client
          FROM sign_in_attempts WHERE at > ${windowStart} AND (email = ${email} OR client = ${client})`,
    );
    const over = [
      counts.account > ACCOUNT_ATTEMPT_LIMIT ? ['email', email, ACCOUNT_ATTEMPT_LIMIT] : null,
      counts.client > CLIENT_ATTEMPT_LIMIT ? ['client', client, CLIENT_ATTEMPT_LIMIT] : null,
    ].filter(Boolean);
    if (!over.length) return;
    let retryMs = 1000;
    for (const [column, value, limit] of over) {
      // Once the limit-th most recent attempt leaves the window, fewer than the limit remain.
      const [row] = await rows(
        db,
        column === 'email'
          ? sql`SELECT at FROM sign_in_attempts WHERE email = ${value} ORDER BY at DESC OFFSET ${limit - 1} LIMIT 1`
          : sql`SELECT at FROM sign_in_attempts WHERE client = ${value} ORDER BY at DESC OFFSET ${limit - 1} LIMIT 1`,
      );
      if (row) retryMs = Math.max(retryMs, new Date(row.at).getTime() + SIGN_IN_WINDOW_MS - at.getTime());
    }
    const minutes = Math.ceil(retryMs / 60_000);
    throw new ServiceError(
      429,
      'too-many-attempts',
      `Too many sign-in attempts: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
      { headers: { 'retry-after': String(Math.ceil(retryMs / 1000)) } },
    );
  }

  return {
    byEmail,
    byId,
    issueToken,

    /**
     * Creates the account or changes its role (and password, when one is given) at once: the account
     * command on the service's machine, which is where trust starts (docs/releases.md "The first
     * release-admins"). Over HTTP, `change` applies the four-eyes rule.
     * Once two release-admins exist, making another or setting an admin's password here needs
     * `breakGlass` (audited as such): from then on the four-eyes path is the way.
     * @param {{ email: string, name?: string, role: string, password?: string, breakGlass?: boolean }} input
     * @returns {Promise<Account>}
     */
    async grant({ email, name, role, password, breakGlass = false }) {
      const address = checkEmail(email);
      checkRole(role);
      checkPassword(password);
      const target = await byEmail(address);
      const admins = await rows(db, sql`SELECT 1 FROM accounts WHERE role = 'release-admin' LIMIT 2`);
      const touchesAdmin =
        (role === 'release-admin' && target?.role !== 'release-admin') ||
        (password !== undefined && target?.role === 'release-admin');
      if (touchesAdmin && admins.length >= 2 && !breakGlass) {
        throw new ServiceError(
          409,
          'admins-exist',
          "Two release-admins exist: another one, or an admin's new password, needs a second release-admin's approval (pnpm release account grant, then pnpm release account approve). In an emergency, --break-glass does it here, audited.",
        );
      }
      const passwordHash = password === undefined ? null : await passwords.hash(password);
      return db.transaction(async (tx) => {
        const { account, changes } = await write(tx, { email: address, name, role, passwordHash }, null);
        await appendAudit(tx, {
          at: now(),
          actor: SERVICE_MACHINE_ACTOR,
          action: 'account-granted',
          details: {
            email: account.email,
            role: account.role,
            changes,
            ...(touchesAdmin && breakGlass ? { breakGlass: true } : {}),
          },
        });
        return account;
      });
    },

    /**
     * A release-admin's change to an account over HTTP. Creating or changing an account that cannot
     * approve anything, a name, or taking a role away applies at once; making an account a
     * release-admin or setting the password of an existing account files a request that another,
     * independent release-admin approves (approveRequest).
     * @param {Account} admin
     * @param {{ email: string, name?: string, role: string, password?: string }} input
     */
    async change(admin, { email, name, role, password }) {
      if (admin.role !== 'release-admin') {
        throw new ServiceError(
          403,
          'forbidden',
          `${admin.email} (${admin.role}) may not change accounts: it needs the release-admin role`,
        );
      }
      const address = checkEmail(email);
      checkRole(role);
      checkPassword(password);
      if (name !== undefined && (typeof name !== 'string' || name.length > 200))
        throw new ServiceError(400, 'bad-input', 'A name is a string of at most 200 characters');
      const target = await byEmail(address);
      const grantsApproval = role === 'release-admin' && target?.role !== 'release-admin';
      const setsPassword = password !== undefined && target !== null;
      const passwordHash = password === undefined ? null : await passwords.hash(password);
      if (!grantsApproval && !setsPassword) {
        return db.transaction(async (tx) => {
          const { account, changes } = await write(
            tx,
            { email: address, name, role, passwordHash },
            admin.id,
          );
          await appendAudit(tx, {
            at: now(),
            accountId: admin.id,
            actor: admin.email,
            action: 'account-granted',
            details: { email: account.email, role: account.role, changes },
          });
          return { pending: false, account, changes };
        });
      }
      const changes = [
        ...(target ? [] : ['created']),
        ...(target && target.role !== role ? [`role ${target.role} -> ${role}`] : []),
        ...(!target ? [`role ${role}`] : []),
        ...(passwordHash ? ['password set'] : []),
      ];
      const at = now();
      return db.transaction(async (tx) => {
        const [request] = await rows(
          tx,
          sql`INSERT INTO account_requests (email, name, role, password_hash, seen_role, changes, requested_by, requested_at, expires_at)
              VALUES (${address}, ${name ?? null}, ${role}, ${passwordHash}, ${target?.role ?? null},
                      ${JSON.stringify(changes)}::jsonb, ${admin.id}, ${at.toISOString()},
                      ${new Date(at.getTime() + ACCOUNT_REQUEST_TTL_MS).toISOString()})
              RETURNING id, expires_at`,
        );
        await appendAudit(tx, {
          at,
          accountId: admin.id,
          actor: admin.email,
          action: 'account-change-requested',
          details: { request: request.id, email: address, role, changes },
        });
        return {
          pending: true,
          requestId: request.id,
          email: address,
          role,
          changes,
          expiresAt: iso(request.expires_at),
        };
      });
    },

    /** Account changes waiting for a second release-admin. */
    async pendingRequests() {
      const list = await rows(
        db,
        sql`SELECT r.id, r.email, r.role, r.changes, r.requested_at, r.expires_at, a.email AS requested_by
            FROM account_requests r JOIN accounts a ON a.id = r.requested_by
            WHERE r.status = 'pending' AND r.expires_at > ${now().toISOString()} ORDER BY r.requested_at`,
      );
      return list.map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role,
        changes: row.changes,
        requestedBy: row.requested_by,
        requestedAt: iso(row.requested_at),
        expiresAt: iso(row.expires_at),
      }));
    },

    /** A second, independent release-admin applies an account change. */
    async approveRequest(approver, requestId) {
      if (approver.role !== 'release-admin') {
        throw new ServiceError(
          403,
          'forbidden',
          `${approver.email} (${approver.role}) may not approve an account change: it needs the release-admin role`,
        );
      }
      const [request] = await rows(
        db,
        sql`SELECT r.*, a.email AS requested_by_email FROM account_requests r
            JOIN accounts a ON a.id = r.requested_by WHERE r.id::text = ${String(requestId)}`,
      );
      if (!request)
        throw new ServiceError(404, 'unknown-request', `No account change is waiting with id ${requestId}`);
      if (request.requested_by === approver.id) {
        throw new ServiceError(
          403,
          'same-person',
          'An account change needs a second release-admin: you asked for this one',
        );
      }
      if (request.email === approver.email) {
        throw new ServiceError(403, 'own-account', 'Nobody approves a change to their own account');
      }
      if (request.status !== 'pending')
        throw new ServiceError(409, 'not-pending', `This request is already ${request.status}`);
      if (new Date(request.expires_at).getTime() <= now().getTime()) {
        throw new ServiceError(
          409,
          'expired',
          `This request lapsed at ${iso(request.expires_at)}: ask again`,
        );
      }
      await requireIndependentApprover(db, approver, request.requested_by);
      const target = await byEmail(request.email);
      if ((target?.role ?? null) !== request.seen_role) {
        await db.execute(
          sql`UPDATE account_requests SET status = 'stale' WHERE id = ${request.id} AND status = 'pending'`,
        );
        throw new ServiceError(
          409,
          'stale',
          `${request.email} changed since this request was made (${request.seen_role ?? 'no account'} then, ${target?.role ?? 'no account'} now): ask again`,
        );
      }
      return db.transaction(async (tx) => {
        const claimed = await rows(
          tx,
          sql`UPDATE account_requests SET status = 'applied', approved_by = ${approver.id}, approved_at = ${now().toISOString()}
              WHERE id = ${request.id} AND status = 'pending' RETURNING id`,
        );
        if (!claimed.length)
          throw new ServiceError(409, 'not-pending', 'This request was just handled by someone else');
        const { account, changes } = await write(
          tx,
          {
            email: request.email,
            name: request.name ?? undefined,
            role: request.role,
            passwordHash: request.password_hash,
          },
          request.requested_by,
        );
        await appendAudit(tx, {
          at: now(),
          accountId: approver.id,
          actor: approver.email,
          action: 'account-change-approved',
          details: {
            request: request.id,
            email: account.email,
            role: account.role,
            changes,
            requestedBy: request.requested_by_email,
          },
        });
        return { account, changes, requestedBy: request.requested_by_email, approvedBy: approver.email };
      });
    },

    /**
     * Email and password for a token (`pnpm release login`). Throttled before the password is
     * checked; an unknown account verifies a dummy hash, so it answers as slowly as a known one.
     * Every checked attempt is audited.
     * @param {string} client  the caller's address
     */
    async signIn(email, password, client = 'unknown') {
      if (
        typeof email !== 'string' ||
        typeof password !== 'string' ||
        email.length > MAX_EMAIL ||
        password.length > MAX_PASSWORD
      ) {
        throw new ServiceError(400, 'bad-input', 'Send { email, password }');
      }
      const address = email.trim().toLowerCase();
      await admitAttempt(address, String(client).slice(0, 64));
      const account = await byEmail(address);
      const ok = await verify(account?.password_hash ?? (await dummy()), password);
      if (!ok || !account?.password_hash) {
        await appendAudit(db, {
          at: now(),
          actor: 'anonymous',
          action: 'sign-in-failed',
          details: { email: address, client, reason: account ? 'wrong-password' : 'unknown-account' },
        });
        throw new ServiceError(401, 'bad-credentials', 'Wrong email or password');
      }
      await db.execute(sql`DELETE FROM sign_in_attempts WHERE email = ${address}`);
      await db.execute(
        sql`DELETE FROM sign_in_attempts WHERE at < ${new Date(now().getTime() - 24 * 60 * 60 * 1000).toISOString()}`,
      );
      const session = await issueToken(account.id, {
        label: 'login',
        ttlMs: LOGIN_TOKEN_TTL_MS,
        idleMs: LOGIN_TOKEN_IDLE_MS,
      });
      await appendAudit(db, {
        at: now(),
        accountId: account.id,
        actor: account.email,
        action: 'sign-in',
        details: { client },
      });
      return { account: view(account), ...session };
    },

    /**
     * The account a bearer token belongs to. A missing, unknown, revoked or expired token is a 401
     * that says which, so a release manager knows to log in again rather than to ask for a role.
     * @returns {Promise<Account & { token: { expiresAt: string, idleExpiresAt: string | null } }>}
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
        sql`SELECT a.id, a.email, a.name, a.role, t.token_hash, t.expires_at, t.revoked_at, t.idle_ms, t.last_used_at
            FROM tokens t JOIN accounts a ON a.id = t.account_id WHERE t.token_hash = ${tokenHash(token)}`,
      );
      if (!found)
        throw new ServiceError(
          401,
          'bad-token',
          'This release token is not valid: log in again (pnpm release login)',
        );
      if (found.revoked_at) {
        throw new ServiceError(
          401,
          'revoked-token',
          `This release token was revoked at ${iso(found.revoked_at)}: log in again (pnpm release login)`,
        );
      }
      const at = now();
      const idleUntil = found.idle_ms
        ? new Date(new Date(found.last_used_at).getTime() + Number(found.idle_ms))
        : null;
      const until = new Date(found.expires_at);
      if (until.getTime() <= at.getTime() || (idleUntil && idleUntil.getTime() <= at.getTime())) {
        const when =
          idleUntil && idleUntil < until
            ? `${iso(idleUntil)} (unused for ${Number(found.idle_ms) / 60_000} minutes)`
            : iso(until);
        throw new ServiceError(
          401,
          'expired-token',
          `This release token expired at ${when}: log in again (pnpm release login)`,
        );
      }
      if (found.idle_ms) {
        await db.execute(
          sql`UPDATE tokens SET last_used_at = ${at.toISOString()} WHERE token_hash = ${found.token_hash}`,
        );
      }
      const nextIdle = found.idle_ms
        ? new Date(Math.min(at.getTime() + Number(found.idle_ms), until.getTime()))
        : null;
      return { ...view(found), token: { expiresAt: iso(until), idleExpiresAt: iso(nextIdle) } };
    },

    /**
     * An account changes its own password (`pnpm release account password`). The current password is
     * required, so a stolen token alone cannot take the account over, and its guesses count with
     * sign-in attempts (the same limits). Every other token of the account ends: whoever knew the old
     * password, or holds a token from it, is out. Nobody else is involved, so no second admin is needed.
     * @param {Account} account  the signed-in account  @param {string} token  the token in use, kept
     * @param {{ currentPassword: unknown, newPassword: unknown }} input  @param {string} client
     */
    async changeOwnPassword(account, token, { currentPassword, newPassword }, client = 'unknown') {
      if (typeof currentPassword !== 'string' || currentPassword.length > MAX_PASSWORD) {
        throw new ServiceError(400, 'bad-input', 'Send { currentPassword, newPassword }');
      }
      checkPassword(typeof newPassword === 'string' ? newPassword : null);
      if (newPassword === currentPassword) {
        throw new ServiceError(400, 'bad-input', 'The new password is the current one');
      }
      const stored = await byEmail(account.email);
      if (!stored?.password_hash) {
        throw new ServiceError(
          409,
          'no-password',
          `${account.email} signs in with issued tokens only and has no password to change: a release-admin sets a first one (pnpm release account grant --password-stdin, approved by a second release-admin)`,
        );
      }
      await admitAttempt(stored.email, String(client).slice(0, 64));
      if (!(await verify(stored.password_hash, currentPassword))) {
        await appendAudit(db, {
          at: now(),
          accountId: account.id,
          actor: account.email,
          action: 'password-change-failed',
          details: { client, reason: 'wrong-password' },
        });
        throw new ServiceError(401, 'bad-credentials', 'The current password is wrong');
      }
      const passwordHash = await passwords.hash(/** @type {string} */ (newPassword));
      return db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE accounts SET password_hash = ${passwordHash} WHERE id = ${stored.id}`);
        const revoked = await rows(
          tx,
          sql`UPDATE tokens SET revoked_at = ${now().toISOString()}
              WHERE account_id = ${stored.id} AND revoked_at IS NULL AND token_hash <> ${tokenHash(token)}
              RETURNING token_hash`,
        );
        await tx.execute(sql`DELETE FROM sign_in_attempts WHERE email = ${stored.email}`);
        await appendAudit(tx, {
          at: now(),
          accountId: account.id,
          actor: account.email,
          action: 'password-changed',
          details: { client, otherTokensRevoked: revoked.length },
        });
        return { email: stored.email, otherTokensRevoked: revoked.length };
      });
    },

    /** Sign-out: the token presented stops working. */
    async revokeToken(account, token) {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE tokens SET revoked_at = ${now().toISOString()} WHERE token_hash = ${tokenHash(token)} AND revoked_at IS NULL`,
        );
        await appendAudit(tx, { at: now(), accountId: account.id, actor: account.email, action: 'sign-out' });
      });
    },

    /**
     * Every token of an account stops working: its owner signing out everywhere, or a release-admin
     * shutting a suspect account out at once (taking away is never four-eyes: it must be quick).
     * @param {Account} actor  @param {string} email
     */
    async revokeAll(actor, email) {
      const address = String(email).toLowerCase();
      if (actor.email !== address && actor.role !== 'release-admin') {
        throw new ServiceError(
          403,
          'forbidden',
          `${actor.email} (${actor.role}) may not revoke another account's tokens: it needs the release-admin role`,
        );
      }
      const target = await byEmail(address);
      if (!target) throw new ServiceError(404, 'unknown-account', `No account ${address}`);
      return db.transaction(async (tx) => {
        const revoked = await revokeAllIn(tx, target.id);
        await appendAudit(tx, {
          at: now(),
          accountId: actor.id,
          actor: actor.email,
          action: 'tokens-revoked',
          details: { email: target.email, tokens: revoked },
        });
        return { email: target.email, revoked };
      });
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
