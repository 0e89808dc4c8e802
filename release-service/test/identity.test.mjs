// Attacks on the release service's accounts, performed against a real service: a second identity
// used to pass four-eyes alone, password guessing, account enumeration by timing, stolen tokens,
// oversized bodies, and the account command beside a running service.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readBuildDir, uploadBody } from '@gaido/release-core/build-files';
import { createReleaseClient } from '@gaido/release-core/client';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import {
  ACCOUNT_ATTEMPT_LIMIT,
  CLIENT_ATTEMPT_LIMIT,
  LOGIN_TOKEN_IDLE_MS,
  LOGIN_TOKEN_TTL_MS,
  SIGN_IN_WINDOW_MS,
} from '../src/accounts.mjs';
import { openReleaseService } from '../src/service.mjs';
import {
  ENVIRONMENTS,
  fakeBuild,
  hostRecord,
  passwordOf,
  refusal,
  startService,
  tempDir,
} from './harness.mjs';

const MB = 1024 * 1024;

/** A clock the tests move forward; the service reads it for tokens, windows and requests. */
const clock = { offset: 0, now: () => new Date(Date.now() + clock.offset) };
/** Every password verification the service makes, with the hash it verified against. */
const verified = [];
const passwords = {
  hash: (password) => argon2Hash(password),
  verify: (hash, password) => {
    verified.push(hash);
    return argon2Verify(hash, password);
  },
};

let svc;
const as = (token) => createReleaseClient({ url: svc.url, token });
const client = (who) => as(who ? svc.tokens[who] : null);

/** Signs in over HTTP: the status, and the token when it worked. */
async function signIn(email, password) {
  const response = await fetch(`${svc.url}/v1/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json();
  return { status: response.status, token: body.token, retryAfter: response.headers.get('retry-after') };
}

async function publishIncompatible(label) {
  const body = uploadBody({
    files: readBuildDir(fakeBuild({ label, exposes: ['./ToursPage'] })),
    packageVersion: '0.1.0',
    commit: 'c0ffee',
  });
  return (await client('releaser').publish('mfe_tours', body)).release.version;
}

/** A forced production pin filed by `token`'s account: its request id. */
async function forcedPinRequest(token, label) {
  const version = await publishIncompatible(label);
  const pending = await as(token).pin('production', 'mfe_tours', {
    version,
    expectedRevision: await client().revisionOf('production', 'mfe_tours'),
    force: true,
  });
  assert.equal(pending.pending, true);
  return { id: pending.requestId, version };
}

/** An account created through the four-eyes path: `requester` asks, `approver` approves; its token. */
async function approvedAdmin(requester, approver, email) {
  const password = `${email} password`;
  const request = await as(requester).grant(email, { role: 'release-admin', password });
  assert.equal(request.pending, true);
  await as(approver).approveAccountChange(request.requestId);
  const session = await signIn(email, password);
  assert.equal(session.status, 201);
  return session.token;
}

before(async () => {
  svc = await startService({ now: clock.now, passwords });
  for (const env of ['production', 'staging', 'local']) await client('admin').deployHost(env, hostRecord());
});
after(() => svc.close());

describe('four eyes cannot be passed with a second identity', () => {
  it('making an account a release-admin waits for a second release-admin, and its requester cannot approve it', async () => {
    const request = await client('admin').grant('alias@gaido.test', {
      role: 'release-admin',
      password: 'alias password 1',
    });
    assert.equal(request.pending, true);
    assert.equal((await signIn('alias@gaido.test', 'alias password 1')).status, 401);
    const self = await refusal(client('admin').approveAccountChange(request.requestId));
    assert.deepEqual([self.status, self.code], [403, 'same-person']);
    const releaser = await refusal(client('releaser').approveAccountChange(request.requestId));
    assert.equal(releaser.status, 403);
    assert.equal(await svc.service.accounts.byEmail('alias@gaido.test'), null);
    assert.ok((await client('admin2').accountRequests()).some((item) => item.id === request.requestId));
  });

  it("setting another admin's password waits for approval: the old password still signs in, the new one does not", async () => {
    const request = await client('admin').grant('bo@gaido.test', {
      role: 'release-admin',
      password: 'taken over by ana',
    });
    assert.equal(request.pending, true);
    assert.equal((await signIn('bo@gaido.test', 'taken over by ana')).status, 401);
    assert.equal((await signIn('bo@gaido.test', passwordOf('admin2'))).status, 201);
  });

  it("an admin that ana asked for (approved by bo) cannot approve ana's forced pin, role grant or password set, nor ana theirs; bo can", async () => {
    const alias = await approvedAdmin(svc.tokens.admin, svc.tokens.admin2, 'alias2@gaido.test');
    assert.equal((await as(alias).me()).role, 'release-admin');

    const forced = await forcedPinRequest(svc.tokens.admin, 'chain-forced');
    const pin = await refusal(as(alias).approve(forced.id));
    assert.deepEqual([pin.status, pin.code], [403, 'not-independent']);
    assert.notEqual((await client().remotesFile('production')).remotes.mfe_tours?.version, forced.version);

    const grant = await client('admin').grant('carl@gaido.test', { role: 'release-admin' });
    assert.equal((await refusal(as(alias).approveAccountChange(grant.requestId))).code, 'not-independent');
    const reset = await client('admin').grant('rita@gaido.test', {
      role: 'releaser',
      password: 'rita reset by ana',
    });
    assert.equal((await refusal(as(alias).approveAccountChange(reset.requestId))).code, 'not-independent');
    assert.equal((await signIn('rita@gaido.test', 'rita reset by ana')).status, 401);

    const reverse = await forcedPinRequest(alias, 'chain-reverse');
    assert.equal((await refusal(client('admin').approve(reverse.id))).code, 'not-independent');

    const approved = await client('admin2').approve(forced.id);
    assert.deepEqual([approved.approvedBy, approved.requestedBy], ['bo@gaido.test', 'ana@gaido.test']);
  });

  it('an account ana created or reset, later made an admin, cannot approve her requests, nor can accounts it made', async () => {
    // A releaser needs nobody's approval to be created, but its lineage remembers ana.
    const puppet = await client('admin').grant('puppet@gaido.test', { role: 'releaser' });
    assert.equal(puppet.pending, false);
    const promote = await client('admin').grant('puppet@gaido.test', {
      role: 'release-admin',
      password: 'puppet password 1',
    });
    assert.equal(promote.pending, true);
    await client('admin2').approveAccountChange(promote.requestId);
    const puppetToken = (await signIn('puppet@gaido.test', 'puppet password 1')).token;
    const forced = await forcedPinRequest(svc.tokens.admin, 'puppet-forced');
    assert.equal((await refusal(as(puppetToken).approve(forced.id))).code, 'not-independent');

    // Transitively: an account the puppet made, made an admin by bo's approval.
    await as(puppetToken).grant('deep@gaido.test', { role: 'releaser' });
    const deep = await as(puppetToken).grant('deep@gaido.test', {
      role: 'release-admin',
      password: 'deep password 12',
    });
    await client('admin2').approveAccountChange(deep.requestId);
    const deepToken = (await signIn('deep@gaido.test', 'deep password 12')).token;
    assert.equal((await refusal(as(deepToken).approve(forced.id))).code, 'not-independent');

    // A reset: ana sets a releaser's password (bo approves), then asks for it to be an admin.
    await client('admin').grant('reset@gaido.test', { role: 'releaser' });
    const fresh = await svc.service.accounts.grant({
      email: 'victim@gaido.test',
      role: 'releaser',
      password: 'victim own password',
    });
    assert.equal(fresh.role, 'releaser');
    const victimToken = (await signIn('victim@gaido.test', 'victim own password')).token;
    const reset = await client('admin').grant('victim@gaido.test', {
      role: 'releaser',
      password: 'victim reset by ana',
    });
    await client('admin2').approveAccountChange(reset.requestId);
    assert.equal((await refusal(as(victimToken).me())).code, 'revoked-token');
    const up = await client('admin').grant('victim@gaido.test', { role: 'release-admin' });
    await client('admin2').approveAccountChange(up.requestId);
    const taken = (await signIn('victim@gaido.test', 'victim reset by ana')).token;
    assert.equal((await refusal(as(taken).approve(forced.id))).code, 'not-independent');
  });

  it('an approval applies the account as its requester saw it: a role changed meanwhile makes it stale', async () => {
    await client('admin').grant('stale@gaido.test', { role: 'local' });
    const request = await client('admin').grant('stale@gaido.test', { role: 'release-admin' });
    await client('admin').grant('stale@gaido.test', { role: 'releaser' });
    const stale = await refusal(client('admin2').approveAccountChange(request.requestId));
    assert.deepEqual([stale.status, stale.code], [409, 'stale']);
    assert.equal((await svc.service.accounts.byEmail('stale@gaido.test')).role, 'releaser');
  });

  it('the account command on the service machine makes the first two admins only; a third needs --break-glass', async () => {
    const refused = await svc.service.accounts
      .grant({ email: 'third@gaido.test', role: 'release-admin' })
      .then(
        () => null,
        (error) => error,
      );
    assert.equal(refused?.code, 'admins-exist');
    const third = await svc.service.accounts.grant({
      email: 'third@gaido.test',
      role: 'release-admin',
      breakGlass: true,
    });
    assert.equal(third.role, 'release-admin');
    const entry = (await client('admin').audit({ limit: 5000 })).findLast(
      (item) => item.action === 'account-granted' && item.email === 'third@gaido.test',
    );
    assert.equal(entry.breakGlass, true);
  });
});

describe('signing in', () => {
  it('100 parallel wrong guesses check at most the limit; the right password is then refused until the window passes', async () => {
    const email = 'rita@gaido.test';
    const before = verified.length;
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(email, `wrong guess number ${i}`).then((r) => r.status)),
    );
    const count = (status) => statuses.filter((s) => s === status).length;
    const checks = verified.length - before;
    console.log(`100 parallel wrong sign-ins: ${count(401)} x 401, ${count(429)} x 429, ${checks} verified`);
    assert.ok(checks <= ACCOUNT_ATTEMPT_LIMIT, `${checks} passwords were verified`);
    assert.equal(count(401), checks);
    assert.equal(count(429), 100 - checks);
    const right = await signIn(email, passwordOf('releaser'));
    assert.equal(right.status, 429);
    assert.ok(Number(right.retryAfter) > 0);
    clock.offset += SIGN_IN_WINDOW_MS + 1000;
    assert.equal((await signIn(email, passwordOf('releaser'))).status, 201);
  });

  it('one client guessing over many accounts is stopped at its own limit', async () => {
    clock.offset += SIGN_IN_WINDOW_MS + 1000;
    const before = verified.length;
    const statuses = [];
    for (let i = 0; i < CLIENT_ATTEMPT_LIMIT + 10; i++)
      statuses.push((await signIn(`spray${i}@gaido.test`, 'a common password')).status);
    assert.equal(verified.length - before, CLIENT_ATTEMPT_LIMIT);
    assert.equal(statuses.filter((s) => s === 429).length, 10);
    clock.offset += SIGN_IN_WINDOW_MS + 1000;
  });

  it('an unknown account verifies a dummy hash, as a known one verifies its own', async () => {
    const before = verified.length;
    assert.equal((await signIn('nobody-at-all@gaido.test', 'some password here')).status, 401);
    assert.equal(verified.length - before, 1);
    assert.match(verified.at(-1), /^\$argon2id\$/);
    const stored = [];
    for (const email of ['ana@gaido.test', 'bo@gaido.test', 'rita@gaido.test'])
      stored.push((await svc.service.accounts.byEmail(email)).password_hash);
    assert.ok(!stored.includes(verified.at(-1)));
    assert.equal((await signIn('ana@gaido.test', 'not her password')).status, 401);
    assert.equal(verified.length - before, 2);
    assert.equal(verified.at(-1), stored[0]);
    // The local admin has no password: it verifies the dummy hash too.
    assert.equal((await signIn('local-admin@gaido.localhost', 'any password at all')).status, 401);
    assert.equal(verified.length - before, 3);
    clock.offset += SIGN_IN_WINDOW_MS + 1000;
  });
});

describe('tokens', () => {
  it('sign-out revokes that token only; sign-out everywhere revokes every token of the account', async () => {
    const first = (await signIn('ana@gaido.test', passwordOf('admin'))).token;
    const second = (await signIn('ana@gaido.test', passwordOf('admin'))).token;
    await as(first).logout();
    assert.equal((await refusal(as(first).me())).code, 'revoked-token');
    assert.equal((await as(second).me()).email, 'ana@gaido.test');
    const third = (await signIn('ana@gaido.test', passwordOf('admin'))).token;
    const all = await as(second).logoutEverywhere();
    assert.ok(all.revoked >= 2);
    for (const token of [second, third]) assert.equal((await refusal(as(token).me())).code, 'revoked-token');
    assert.equal((await refusal(client('admin').me())).code, 'revoked-token');
    svc.tokens.admin = (await signIn('ana@gaido.test', passwordOf('admin'))).token;
  });

  it("a release-admin revokes another account's tokens at once; a releaser may not", async () => {
    const rita = (await signIn('rita@gaido.test', passwordOf('releaser'))).token;
    const refused = await refusal(as(rita).revokeTokens('ana@gaido.test'));
    assert.equal(refused.status, 403);
    await client('admin').revokeTokens('rita@gaido.test');
    assert.equal((await refusal(as(rita).me())).code, 'revoked-token');
    assert.equal((await refusal(client('releaser').me())).code, 'revoked-token');
    svc.tokens.releaser = (await signIn('rita@gaido.test', passwordOf('releaser'))).token;
  });

  it('a sign-in token expires after an hour unused and after 8 hours however used', async () => {
    const idle = (await signIn('bo@gaido.test', passwordOf('admin2'))).token;
    clock.offset += LOGIN_TOKEN_IDLE_MS + 1000;
    assert.equal((await refusal(as(idle).me())).code, 'expired-token');
    const busy = (await signIn('bo@gaido.test', passwordOf('admin2'))).token;
    const step = LOGIN_TOKEN_IDLE_MS - 60_000;
    for (let used = 0; used + step < LOGIN_TOKEN_TTL_MS; used += step) {
      clock.offset += step;
      assert.equal((await as(busy).me()).email, 'bo@gaido.test');
    }
    clock.offset += step;
    assert.equal((await refusal(as(busy).me())).code, 'expired-token');
    svc.tokens.admin = (await signIn('ana@gaido.test', passwordOf('admin'))).token;
    svc.tokens.admin2 = (await signIn('bo@gaido.test', passwordOf('admin2'))).token;
    svc.tokens.releaser = (await signIn('rita@gaido.test', passwordOf('releaser'))).token;
  });
});

/**
 * Sends `size` bytes of body (declared, or chunked when `declare` is false) and stops at the answer:
 * the status, how long it took, and how much had been sent when it came.
 */
function sendLarge(path, size, { declare = true, token } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(`${svc.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(declare ? { 'content-length': String(size) } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    chunk.write('{"email":"x@gaido.test","password":"');
    request.on('response', (response) => {
      answered = true;
      const ms = performance.now() - started;
      response.resume();
      resolve({ status: response.statusCode, ms, sent, complete: sent >= size });
      request.destroy();
    });
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const write = () => {
      while (!answered && sent < size) {
        sent += chunk.length;
        if (!request.write(chunk)) return request.once('drain', write);
      }
      if (!answered) request.end();
    };
    write();
  });
}

describe('bodies', () => {
  it('a 50 MB sign-in body is refused within a second, before the upload completes, declared or not', async () => {
    for (const declare of [true, false]) {
      const result = await sendLarge('/v1/sessions', 50 * MB, { declare });
      console.log(
        `50 MB POST /v1/sessions (${declare ? 'content-length' : 'chunked'}): ${result.status} in ${Math.round(result.ms)} ms, ${Math.round(result.sent / MB)} MB sent`,
      );
      assert.equal(result.status, 413);
      assert.ok(result.ms < 1000, `${result.ms} ms`);
      assert.equal(result.complete, false);
    }
  });

  it('an upload is refused without a valid token before its body is read, and over its limit with one', async () => {
    const anonymous = await sendLarge('/v1/remotes/mfe_tours/releases', 50 * MB);
    assert.deepEqual([anonymous.status, anonymous.complete], [401, false]);
    const big = await sendLarge('/v1/remotes/mfe_tours/releases', 80 * MB, {
      token: svc.tokens.releaser,
      declare: false,
    });
    assert.deepEqual([big.status, big.complete], [413, false]);
  });

  it('every other route bounds its body too', async () => {
    for (const path of ['/v1/environments/staging/pins/mfe_tours/rollback', '/v1/no-such-route']) {
      const result = await sendLarge(path, 50 * MB, { token: svc.tokens.releaser });
      assert.deepEqual([result.status, result.complete], [413, false], path);
    }
  });
});

describe('the audit log', () => {
  it('holds sign-ins, failed sign-ins, grants, requests, approvals, sign-outs and revocations', async () => {
    const entries = await client('admin').audit({ limit: 5000 });
    const actions = new Set(entries.map((entry) => entry.action));
    for (const action of [
      'sign-in',
      'sign-in-failed',
      'account-granted',
      'account-change-requested',
      'account-change-approved',
      'sign-out',
      'tokens-revoked',
    ])
      assert.ok(actions.has(action), action);
    const failed = entries.find(
      (entry) => entry.action === 'sign-in-failed' && entry.email === 'rita@gaido.test',
    );
    assert.deepEqual([failed.by, failed.reason], ['anonymous', 'wrong-password']);
    const approval = entries.find(
      (entry) => entry.action === 'account-change-approved' && entry.email === 'alias2@gaido.test',
    );
    assert.deepEqual([approval.by, approval.requestedBy], ['bo@gaido.test', 'ana@gaido.test']);
    const forcedPin = entries.find((entry) => entry.action === 'pin' && entry.approvedBy === 'bo@gaido.test');
    assert.equal(forcedPin.by, 'ana@gaido.test');
    const revoked = entries.find(
      (entry) => entry.action === 'tokens-revoked' && entry.email === 'rita@gaido.test',
    );
    assert.equal(revoked.by, 'ana@gaido.test');
  });
});

describe('the account command beside a running service on PGlite', () => {
  const script = fileURLToPath(new URL('../src/accountCli.mjs', import.meta.url));
  const run = (env, args) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });

  it('refuses while the service runs, saying so, and works once it stopped', async () => {
    const releasesDir = tempDir();
    const dataDir = join(releasesDir, 'service');
    const env = { GAIDO_RELEASES_DIR: releasesDir, GAIDO_RELEASE_DATA_DIR: dataDir };
    const artifactsDir = join(releasesDir, 'artifacts');
    const open = () => openReleaseService({ dataDir, artifactsDir, environments: ENVIRONMENTS });
    let running = await open();
    try {
      const refused = await run(env, ['grant', 'dana@gaido.test', 'releaser']);
      assert.equal(refused.status, 1, refused.stdout);
      assert.doesNotMatch(refused.stdout, /dana@gaido\.test is releaser/);
      assert.match(refused.stderr, /open in another process/);
      assert.match(refused.stderr, /Nothing was changed/);
      assert.equal(await running.service.accounts.byEmail('dana@gaido.test'), null);
    } finally {
      await running.close();
    }
    const granted = await run(env, ['grant', 'dana@gaido.test', 'releaser']);
    assert.equal(granted.status, 0, granted.stderr);
    assert.match(granted.stdout, /dana@gaido\.test is releaser/);
    running = await open();
    try {
      assert.equal((await running.service.accounts.byEmail('dana@gaido.test')).role, 'releaser');
    } finally {
      await running.close();
    }
  });
});

describe("changing one's own password", () => {
  /** A releaser with a password, signed in twice and holding an issued token: its three tokens. */
  async function accountWithTokens(email, password) {
    const account = await svc.service.accounts.grant({ email, role: 'releaser', password });
    const first = await signIn(email, password);
    const second = await signIn(email, password);
    const issued = (await svc.service.accounts.issueToken(account.id)).token;
    return [first.token, second.token, issued];
  }

  it('takes the current password, ends every other token of the account, keeps this one, and is audited', async () => {
    const email = 'pat@gaido.test';
    const [inUse, other, issued] = await accountWithTokens(email, 'pat first password');
    const result = await as(inUse).changePassword('pat first password', 'pat second password');
    assert.deepEqual(result, { email, otherTokensRevoked: 2 });
    assert.equal((await as(inUse).me()).email, email);
    for (const token of [other, issued]) {
      assert.equal((await refusal(as(token).me())).code, 'revoked-token');
    }
    assert.equal((await signIn(email, 'pat first password')).status, 401);
    assert.equal((await signIn(email, 'pat second password')).status, 201);
    const entry = (await client('admin').audit({ limit: 50 })).findLast(
      (item) => item.action === 'password-changed',
    );
    assert.deepEqual([entry.by, entry.otherTokensRevoked], [email, 2]);
  });

  it('cannot be done with a stolen token alone: the current password is required, and guesses count with sign-in attempts', async () => {
    const email = 'sam@gaido.test';
    const [stolen, other] = await accountWithTokens(email, 'sam first password');
    for (let i = 0; i < ACCOUNT_ATTEMPT_LIMIT; i++) {
      const wrong = await refusal(as(stolen).changePassword(`guess number ${i}`, 'attacker password'));
      assert.deepEqual([wrong.status, wrong.code], [401, 'bad-credentials']);
    }
    const throttled = await refusal(as(stolen).changePassword('sam first password', 'attacker password'));
    assert.equal(throttled.status, 429);
    // Nothing changed: the owner's other session works, and after the window the password is the old one.
    assert.equal((await as(other).me()).email, email);
    clock.offset += SIGN_IN_WINDOW_MS + 1000;
    assert.equal((await signIn(email, 'sam first password')).status, 201);
    const failed = (await client('admin').audit({ limit: 100 })).filter(
      (item) => item.action === 'password-change-failed' && item.by === email,
    );
    assert.equal(failed.length, ACCOUNT_ATTEMPT_LIMIT);
  });

  it('refuses an account without a password, a short new password and the same one again', async () => {
    const account = await svc.service.accounts.grant({ email: 'ci-pat@gaido.test', role: 'releaser' });
    const ci = (await svc.service.accounts.issueToken(account.id)).token;
    const none = await refusal(as(ci).changePassword('anything at all', 'a new long password'));
    assert.deepEqual([none.status, none.code], [409, 'no-password']);
    const [token] = await accountWithTokens('kim@gaido.test', 'kim first password');
    assert.equal((await refusal(as(token).changePassword('kim first password', 'short'))).status, 400);
    const same = await refusal(as(token).changePassword('kim first password', 'kim first password'));
    assert.match(same.message, /is the current one/);
  });
});
