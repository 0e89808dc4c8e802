// `pnpm release` as release managers run it: a client of one release service, from any checkout.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readBuildDir, uploadBody } from '@gaido/release-core/build-files';
import { createReleaseClient } from '@gaido/release-core/client';
import { parseEnvironments } from '@gaido/release-core/environments';
import { createPinsCache } from '@gaido/static-server/pins-cache';
import { startHostServer } from '@gaido/static-server/servers';
import {
  fakeBuild,
  hostRecord,
  startService,
  tamperWithDatabase,
  tempDir,
} from '../../../release-service/test/harness.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
let svc;

/**
 * Runs the CLI of `checkout` (this one by default) as `who`. Asynchronously: the service under test
 * runs in this process, so a blocking spawn would never get its answer.
 */
function release(who, args, { checkout = root, input } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(checkout, 'scripts', 'release.mjs'), ...args], {
      cwd: checkout,
      env: { ...process.env, GAIDO_RELEASE_URL: svc.url, GAIDO_RELEASE_TOKEN: who ? svc.tokens[who] : '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdin.end(input ?? '');
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const json = (result) => {
  assert.equal(result.status, 0, result.stderr);
  return JSON.parse(result.stdout);
};

/**
 * A checkout of this repository as a colleague's machine has it: the tracked files only, nothing
 * installed, nothing built, no .releases folder.
 */
function independentCheckout() {
  const dir = tempDir('gaido-checkout-');
  const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .stdout.split('\n')
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  return dir;
}

before(async () => {
  svc = await startService();
  const admin = createReleaseClient({ url: svc.url, token: svc.tokens.admin });
  for (const env of ['production', 'staging']) await admin.deployHost(env, hostRecord());
});
after(() => svc.close());

describe('pnpm release', () => {
  let good;
  let bad;

  it('publishes a prebuilt folder and prints the version as JSON; the same bytes again write nothing', async () => {
    good = json(
      await release('releaser', ['publish', 'mfe_tours', '--dist', fakeBuild({ label: 'cli' }), '--json']),
    );
    assert.equal(good.created, true);
    const again = json(
      await release('releaser', ['publish', 'mfe-tours', '--dist', fakeBuild({ label: 'cli' }), '--json']),
    );
    assert.deepEqual([again.version, again.created], [good.version, false]);
  });

  it('refuses to publish, before any upload, a remote whose sources import useMatch from react-router', async () => {
    // react-router is the module react-router-dom re-exports: the import goes around the shared copy, and
    // useMatch is outside the contract. The build folder's own record says nothing of it.
    const probe = join(root, 'mfe-tours', 'src', 'tours', 'useIsCityPageProbe.ts');
    writeFileSync(
      probe,
      "import { useMatch } from 'react-router';\nexport const useIsCityPage = () => useMatch('/tours/:city') !== null;\n",
    );
    try {
      const before = json(await release('releaser', ['list', 'mfe_tours', '--json']));
      const refused = await release('releaser', [
        'publish',
        'mfe_tours',
        '--dist',
        fakeBuild({ label: 'react-router' }),
      ]);
      assert.equal(refused.status, 1, refused.stderr);
      assert.match(
        refused.stderr,
        /✖ Refusing to publish mfe-tours: its sources break the platform contract\./,
      );
      assert.ok(
        refused.stderr.includes(
          "  react-router-dom useMatch: imported in mfe-tours/src/tours/useIsCityPageProbe.ts (from 'react-router')",
        ),
        refused.stderr,
      );
      const after = json(await release('releaser', ['list', 'mfe_tours', '--json']));
      assert.deepEqual(after, before, 'nothing was uploaded');
    } finally {
      rmSync(probe, { force: true });
    }
  });

  it('deploy-host --dist with a made-up host is refused: the service records what the host servers serve', async () => {
    const forged = tempDir('gaido-forged-host-');
    writeFileSync(
      join(forged, 'host-release.json'),
      JSON.stringify(
        hostRecord({
          commit: 'made-up',
          providesExports: { 'react-router-dom': ['Link', 'useMatch', 'useNavigate', 'useParams'] },
        }),
      ),
    );
    const refused = await release('releaser', ['deploy-host', '--env', 'staging', '--dist', forged]);
    assert.equal(refused.status, 1, refused.stderr);
    assert.match(
      refused.stderr,
      /The host servers of staging serve another build \(commit abc123, .*\) than the record you sent \(commit made-up/,
    );
    assert.equal((await createReleaseClient({ url: svc.url }).host('staging')).record.commit, 'abc123');
    // Before a rollout, --check answers what it would break and records nothing.
    const checked = json(
      await release('releaser', ['deploy-host', '--env', 'staging', '--dist', forged, '--check', '--json']),
    );
    assert.deepEqual(checked.breaks, []);
  });

  it('pins it and shows it in the status table with who pinned it', async () => {
    const pinned = await release('releaser', ['pin', 'mfe_tours', good.version, '--env', 'staging']);
    assert.equal(pinned.status, 0, pinned.stderr);
    assert.match(
      pinned.stdout,
      /Pinned mfe_tours@.* in staging, revision 1\. Host servers load it within seconds\.\nActed on revision 0 of staging \(not pinned\); pass --expect <version> to refuse when it has changed\./,
    );
    const status = await release('releaser', ['status', '--env', 'staging']);
    assert.equal(status.status, 0, status.stderr);
    const lines = status.stdout.split('\n');
    assert.match(
      lines[1],
      /^ENVIRONMENT\s+REMOTE\s+VERSION\s+REV\s+COMMIT\s+PUBLISHED BY\s+BUILT\s+PINNED\s+BY\s+STORE\s+COMPATIBILITY$/,
    );
    assert.ok(
      lines.some(
        (line) => line.includes(good.version) && line.includes('rita@gaido.test') && /\sok\s+ok$/.test(line),
      ),
      status.stdout,
    );
  });

  it('refuses an incompatible build with a non-zero exit and names the mismatch', async () => {
    bad = json(
      await release('releaser', [
        'publish',
        'mfe_tours',
        '--dist',
        fakeBuild({ label: 'bad', exposes: ['./ToursPage'] }),
        '--json',
      ]),
    );
    const refused = await release('releaser', ['pin', 'mfe_tours', bad.version, '--env', 'staging']);
    assert.equal(refused.status, 1);
    assert.match(
      refused.stderr,
      /Refusing to pin mfe_tours@.* in staging: it is not compatible with the host deployed there/,
    );
    assert.match(refused.stderr, /\.\/TourDetailPage: not exposed by this build/);
  });

  it('pins it anyway with --force outside production, loudly, and the audit log says so', async () => {
    const forced = await release('releaser', [
      'pin',
      'mfe_tours',
      bad.version,
      '--env',
      'staging',
      '--force',
    ]);
    assert.equal(forced.status, 0, forced.stderr);
    assert.match(
      forced.stderr,
      /!! FORCED: mfe_tours@.* is pinned in staging DESPITE the compatibility gate/,
    );
    const audit = await release('releaser', ['audit', '--env', 'staging']);
    assert.match(
      audit.stdout,
      /rita@gaido\.test\s+pin\s+staging\s+mfe_tours\s+\S+\s+\S+\s+FORCED: \.\/TourDetailPage/,
    );
  });

  it('rolls back to the previous pin', async () => {
    const rolled = json(await release('releaser', ['rollback', 'mfe_tours', '--env', 'staging', '--json']));
    assert.equal(rolled.version, good.version);
  });

  it('answers a production pin without a token 401, by a releaser 403, and applies a release-admin’s, audited with that account', async () => {
    const anonymous = await release(null, ['pin', 'mfe_tours', good.version, '--env', 'production']);
    assert.equal(anonymous.status, 1);
    assert.match(anonymous.stderr, /Sign in first/);
    const releaser = await release('releaser', ['pin', 'mfe_tours', good.version, '--env', 'production']);
    assert.equal(releaser.status, 1);
    assert.match(
      releaser.stderr,
      /rita@gaido\.test \(releaser\) may not change production: it needs the release-admin role/,
    );
    const promoted = json(
      await release('admin', ['promote', 'mfe_tours', '--from', 'staging', '--to', 'production', '--json']),
    );
    assert.equal(promoted.version, good.version);
    const [entry] = json(await release('admin', ['audit', '--env', 'production', '--json'])).entries.slice(
      -1,
    );
    assert.deepEqual(
      [entry.by, entry.action, entry.sourceEnvironment],
      ['ana@gaido.test', 'promote', 'staging'],
    );
  });

  it('lets a forced production pin wait for a second release-admin', async () => {
    const asked = await release('admin', [
      'pin',
      'mfe_tours',
      bad.version,
      '--env',
      'production',
      '--force',
      '--json',
    ]);
    const request = json(asked);
    assert.equal(request.pending, true);
    const listed = await release('admin2', ['requests']);
    assert.match(listed.stdout, new RegExp(`${request.requestId}\\s+production\\s+mfe_tours`));
    const self = await release('admin', ['approve', request.requestId]);
    assert.equal(self.status, 1);
    assert.match(self.stderr, /needs a second release-admin/);
    const approved = await release('admin2', ['approve', request.requestId]);
    assert.equal(approved.status, 0, approved.stderr);
    assert.match(approved.stdout, /asked by ana@gaido\.test, approved by bo@gaido\.test/);
    json(await release('admin', ['rollback', 'mfe_tours', '--env', 'production', '--json']));
  });

  it('of two release managers pinning at once, applies one and tells the other who won', async () => {
    const a = json(
      await release('gems', [
        'publish',
        'mfe_gems',
        '--dist',
        fakeBuild({ remote: 'mfe_gems', label: 'a', exposes: [] }),
        '--json',
      ]),
    ).version;
    const b = json(
      await release('gems', [
        'publish',
        'mfe_gems',
        '--dist',
        fakeBuild({ remote: 'mfe_gems', label: 'b', exposes: [] }),
        '--json',
      ]),
    ).version;
    // Both read the pin's revision before either writes: the service serialises the two writes.
    const results = await Promise.all([
      release('gems', ['pin', 'mfe_gems', a, '--env', 'staging']),
      release('admin', ['pin', 'mfe_gems', b, '--env', 'staging']),
    ]);
    const won = results.filter((r) => r.status === 0);
    const lost = results.filter((r) => r.status !== 0);
    if (won.length === 2) {
      // The second read came after the first write: no race happened, so each change saw the other.
      return;
    }
    assert.equal(won.length, 1);
    assert.match(
      lost[0].stderr,
      /mfe_gems in staging was changed by (gus|ana)@gaido\.test to \S+ at .* \(revision 1\); you saw revision 0/,
    );
    const pins = json(
      await release('admin', ['audit', '--env', 'staging', '--remote', 'mfe_gems', '--json']),
    ).entries.filter((e) => e.action === 'pin');
    assert.equal(pins.length, 1);
  });

  it('of two pins at once that both expect the version they saw, applies one and refuses the other naming who changed it', async () => {
    const versions = [];
    for (const label of ['a', 'b', 'c']) {
      const dist = fakeBuild({ remote: 'mfe_onboarding', label, exposes: [] });
      versions.push(
        json(await release('releaser', ['publish', 'mfe_onboarding', '--dist', dist, '--json'])).version,
      );
    }
    json(await release('releaser', ['pin', 'mfe_onboarding', versions[0], '--env', 'staging', '--json']));
    const pinned = async () =>
      json(await release('admin', ['status', '--env', 'staging', '--json'])).rows.find(
        (row) => row.remote === 'mfe_onboarding',
      );
    for (let round = 0; round < 3; round += 1) {
      const seen = (await pinned()).version;
      const [mine, theirs] = versions.filter((version) => version !== seen);
      const results = await Promise.all([
        release('releaser', ['pin', 'mfe_onboarding', mine, '--env', 'staging', '--expect', seen]),
        release('admin', ['pin', 'mfe_onboarding', theirs, '--env', 'staging', '--expect', seen]),
      ]);
      const won = results.filter((r) => r.status === 0);
      const lost = results.filter((r) => r.status !== 0);
      assert.deepEqual([won.length, lost.length], [1, 1], results.map((r) => r.stderr).join('\n'));
      const winner = await pinned();
      assert.equal(winner.version, won[0] === results[0] ? mine : theirs);
      // Refused by the service (the two read the same revision) or before it (the winner wrote first).
      assert.match(
        lost[0].stderr,
        new RegExp(
          `mfe_onboarding in staging (was changed by ${winner.pinnedBy} to ${winner.version} at .* \\(revision ${winner.revision}\\); you saw revision ${winner.revision - 1}|is at ${winner.version}, set by ${winner.pinnedBy} at .* \\(revision ${winner.revision}\\), not ${seen} as you expected)`,
        ),
      );
      assert.doesNotMatch(won[0].stdout, /Acted on revision/);
    }
  });

  it('refuses a rollback or a promote whose expected version is no longer pinned, naming who pinned what', async () => {
    const current = json(await release('admin', ['status', '--env', 'staging', '--json'])).rows.find(
      (r) => r.remote === 'mfe_onboarding',
    );
    for (const args of [
      ['rollback', 'mfe_onboarding', '--env', 'staging', '--expect', '0.0.1-stale'],
      ['promote', 'mfe_onboarding', '--from', 'staging', '--to', 'production', '--expect', '0.0.1-stale'],
    ]) {
      const refused = await release('admin', args);
      assert.equal(refused.status, 1, args.join(' '));
      const environment = args[0] === 'promote' ? 'production' : 'staging';
      assert.match(refused.stderr, new RegExp(`mfe_onboarding in ${environment} is (at|not pinned)`));
    }
    const refused = await release('admin', [
      'rollback',
      'mfe_onboarding',
      '--env',
      'staging',
      '--expect',
      String(current.revision - 1),
    ]);
    assert.match(refused.stderr, new RegExp(`was changed by (rita|ana)@gaido\\.test to ${current.version}`));
    assert.equal(
      json(await release('admin', ['status', '--env', 'staging', '--json'])).rows.find(
        (r) => r.remote === 'mfe_onboarding',
      ).revision,
      current.revision,
    );
  });

  it('verify names a deleted chunk and an altered file, status shows them, and publishing the identical build restores them', async () => {
    const dist = fakeBuild({ remote: 'mfe_account', label: 'verify', exposes: [] });
    const { version } = json(await release('releaser', ['publish', 'mfe_account', '--dist', dist, '--json']));
    json(await release('releaser', ['pin', 'mfe_account', version, '--env', 'staging', '--json']));
    assert.match(
      (await release('releaser', ['verify', '--env', 'staging'])).stdout,
      /^Every pinned file matches its record: \d+ version\(s\), \d+ file\(s\), read back from the store\.$/m,
    );
    const stored = join(svc.artifactsDir, 'mfe_account', version);
    rmSync(join(stored, 'static', 'js', 'page.js'));
    appendFileSync(join(stored, 'mf-manifest.json'), ' ');
    const damaged = await release('releaser', ['verify', '--env', 'staging']);
    assert.equal(damaged.status, 1);
    assert.match(damaged.stderr, /✖ The store does not hold 1 pinned version\(s\) as recorded/);
    assert.match(
      damaged.stderr,
      new RegExp(`mfe_account@${version} \\(staging\\): static/js/page\\.js is missing`),
    );
    assert.match(
      damaged.stderr,
      new RegExp(`mfe_account@${version} \\(staging\\): mf-manifest\\.json is altered`),
    );
    const status = await release('releaser', ['status', '--env', 'staging']);
    assert.ok(
      status.stdout
        .split('\n')
        .some((line) => line.includes(version) && /1 MISSING, 1 ALTERED: static\/js\/page\.js/.test(line)),
      status.stdout,
    );
    const republished = await release('releaser', ['publish', 'mfe_account', '--dist', dist]);
    assert.match(
      republished.stdout,
      /the store had lost or altered 2 of its files, restored from this build: (mf-manifest\.json, static\/js\/page\.js|static\/js\/page\.js, mf-manifest\.json)/,
    );
    assert.equal((await release('releaser', ['verify', '--env', 'staging'])).status, 0);
    const shown = await release('releaser', ['show', 'mfe_account', version]);
    assert.match(shown.stdout, /published {6}\S+ by rita@gaido\.test/);
    assert.match(shown.stdout, /commit {9}\S+/);
    assert.match(shown.stdout, /store {10}every file as recorded \(4\)/);
    assert.match(shown.stdout, /static\/js\/page\.js\s+sha384-/);
  });

  it('exits non-zero with a clear message for unknown remotes, versions and environments', async () => {
    const remote = await release('releaser', ['pin', 'mfe_nope', '1.0.0', '--env', 'staging']);
    assert.equal(remote.status, 1);
    assert.match(remote.stderr, /Unknown remote "mfe_nope"/);
    const version = await release('releaser', ['pin', 'mfe_tours', '9.9.9', '--env', 'staging']);
    assert.match(version.stderr, /mfe_tours has no published version "9\.9\.9"/);
    const environment = await release('releaser', ['pin', 'mfe_tours', good.version, '--env', 'prodution']);
    assert.match(environment.stderr, /Unknown environment "prodution"/);
    assert.equal((await release('releaser', ['pin', 'mfe_tours'])).status, 2);
  });

  it('signs in with a password and prints a token for GAIDO_RELEASE_TOKEN', async () => {
    await svc.service.accounts.grant({
      email: 'cleo@gaido.test',
      role: 'releaser',
      password: 'correct horse battery',
    });
    const wrong = await release(null, ['login', '--email', 'cleo@gaido.test'], { input: 'nope\n' });
    assert.match(wrong.stderr, /Wrong email or password/);
    const session = json(
      await release(null, ['login', '--email', 'cleo@gaido.test', '--json'], {
        input: 'correct horse battery\n',
      }),
    );
    assert.equal(session.account.role, 'releaser');
    const me = createReleaseClient({ url: svc.url, token: session.token });
    assert.equal((await me.me()).email, 'cleo@gaido.test');
  });

  it("account password changes one's own password from stdin, with the current one; other tokens end", async () => {
    await svc.service.accounts.grant({
      email: 'finn@gaido.test',
      role: 'releaser',
      password: 'finn first password',
    });
    const signIn = async (password) =>
      release(null, ['login', '--email', 'finn@gaido.test', '--json'], { input: `${password}\n` });
    const inUse = json(await signIn('finn first password')).token;
    const other = json(await signIn('finn first password')).token;
    const run = (token, input) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [join(root, 'scripts', 'release.mjs'), 'account', 'password'], {
          env: { ...process.env, GAIDO_RELEASE_URL: svc.url, GAIDO_RELEASE_TOKEN: token },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk) => (stdout += chunk));
        child.stderr.on('data', (chunk) => (stderr += chunk));
        child.stdin.end(input);
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      });
    const wrong = await run(inUse, 'not the password\nfinn second password\n');
    assert.equal(wrong.status, 1);
    assert.match(wrong.stderr, /The current password is wrong/);
    const changed = await run(inUse, 'finn first password\nfinn second password\n');
    assert.equal(changed.status, 0, changed.stderr);
    assert.match(
      changed.stdout,
      /Changed the password of finn@gaido\.test; 1 other token\(s\) of it were revoked \(this one still works\)/,
    );
    assert.equal((await createReleaseClient({ url: svc.url, token: inUse }).me()).email, 'finn@gaido.test');
    await assert.rejects(createReleaseClient({ url: svc.url, token: other }).me(), /revoked/);
    assert.match((await signIn('finn first password')).stderr, /Wrong email or password/);
    assert.equal(json(await signIn('finn second password')).account.email, 'finn@gaido.test');
  });

  it('whoami names when the token ends; logout revokes it, logout --all every token of the account', async () => {
    const signIn = async () =>
      json(
        await release(null, ['login', '--email', 'cleo@gaido.test', '--json'], {
          input: 'correct horse battery\n',
        }),
      ).token;
    const as = (token, args) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [join(root, 'scripts', 'release.mjs'), ...args], {
          env: { ...process.env, GAIDO_RELEASE_URL: svc.url, GAIDO_RELEASE_TOKEN: token },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk) => (stdout += chunk));
        child.stderr.on('data', (chunk) => (stderr += chunk));
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      });
    const first = await signIn();
    const second = await signIn();
    assert.match(
      (await as(first, ['whoami'])).stdout,
      /cleo@gaido\.test \(releaser\).*this token ends at .* unless used/,
    );
    assert.equal((await as(first, ['logout'])).status, 0);
    assert.match((await as(first, ['whoami'])).stderr, /This release token was revoked/);
    assert.equal((await as(second, ['whoami'])).status, 0);
    const third = await signIn();
    assert.match(
      (await as(second, ['logout', '--all'])).stdout,
      /Signed out everywhere: \d+ token\(s\) of cleo@gaido\.test/,
    );
    assert.equal((await as(third, ['whoami'])).status, 1);
  });

  it('account grant of a release-admin waits for a second one; its author cannot approve it, another can', async () => {
    const asked = await release(
      'admin',
      ['account', 'grant', 'dora@gaido.test', 'release-admin', '--password-stdin'],
      {
        input: 'dora long password\n',
      },
    );
    assert.equal(asked.status, 0, asked.stderr);
    assert.match(asked.stdout, /needs a second release-admin: created, role release-admin, password set/);
    const id = /pnpm release account approve (\S+)/.exec(asked.stdout)[1];
    assert.match((await release('admin2', ['account', 'requests'])).stdout, /dora@gaido\.test/);
    const self = await release('admin', ['account', 'approve', id]);
    assert.equal(self.status, 1);
    assert.match(self.stderr, /you asked for this one/);
    const approved = await release('admin2', ['account', 'approve', id]);
    assert.match(
      approved.stdout,
      /Approved: dora@gaido\.test is release-admin .*asked by ana@gaido\.test, approved by bo@gaido\.test/,
    );
    const releaser = await release('admin', ['account', 'grant', 'eli@gaido.test', 'releaser']);
    assert.match(releaser.stdout, /eli@gaido\.test is releaser \(created, role releaser\)/);
    assert.match(
      (await release('admin', ['account', 'revoke', 'eli@gaido.test'])).stdout,
      /Revoked 0 token\(s\) of eli@gaido\.test/,
    );
  });
});

describe('two checkouts against one release service', () => {
  it('checkout B, which never built anything, rolls production back, and a running host server shows v1 within seconds', async () => {
    const checkoutA = independentCheckout();
    const checkoutB = independentCheckout();
    const v1 = json(
      await release('admin', ['publish', 'mfe_tours', '--dist', fakeBuild({ label: 'Tours v1' }), '--json'], {
        checkout: checkoutA,
      }),
    ).version;
    const v2 = json(
      await release('admin', ['publish', 'mfe_tours', '--dist', fakeBuild({ label: 'Tours v2' }), '--json'], {
        checkout: checkoutA,
      }),
    ).version;

    const hostDist = tempDir('gaido-host-');
    writeFileSync(
      join(hostDist, 'index.html'),
      '<!doctype html><html lang="en"><head></head><body></body></html>',
    );
    const pins = createPinsCache({
      client: createReleaseClient({ url: svc.url }),
      ttlMs: 500,
      cacheDir: tempDir(),
      log: () => {},
    });
    const host = await startHostServer({
      environment: 'production',
      port: 0,
      cdnOrigin: 'http://cdn.gaido.test',
      apiBaseUrl: 'http://api.gaido.test/api/v1',
      assetsHost: 'http://api.gaido.test',
      environments: parseEnvironments({ environments: { production: { protected: true } } }),
      pins,
      hostDist,
    });
    const served = async () =>
      (await (await fetch(`http://127.0.0.1:${host.address().port}/remotes.json`)).json()).remotes.mfe_tours
        ?.version;
    try {
      json(
        await release('admin', ['pin', 'mfe_tours', v1, '--env', 'production', '--json'], {
          checkout: checkoutA,
        }),
      );
      json(
        await release('admin', ['pin', 'mfe_tours', v2, '--env', 'production', '--json'], {
          checkout: checkoutA,
        }),
      );
      const untilServed = async (version) => {
        const started = performance.now();
        while ((await served()) !== version) {
          assert.ok(
            performance.now() - started < 10_000,
            `the host server still serves ${await served()}, not ${version}`,
          );
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        return performance.now() - started;
      };
      await untilServed(v2);

      const rolled = json(
        await release('admin2', ['rollback', 'mfe_tours', '--env', 'production', '--json'], {
          checkout: checkoutB,
        }),
      );
      assert.equal(rolled.version, v1);
      const propagation = await untilServed(v1);
      console.log(`# pin to a running host server: ${Math.round(propagation)} ms (cache ${500} ms)`);

      const status = json(
        await release('admin2', ['status', '--env', 'production', '--json'], { checkout: checkoutB }),
      );
      const row = status.rows.find((r) => r.remote === 'mfe_tours');
      assert.deepEqual([row.version, row.published], [v1, true]);
      assert.ok(status.rows.every((r) => !r.pinned || r.published));
    } finally {
      pins.close();
      await new Promise((resolve) => host.close(resolve));
    }
  });
});

describe('pnpm release audit --verify', () => {
  /** How many entries the last tampered log held before it was edited. */
  let tamperedLength = 0;

  /** A fresh service with a few changes logged, its log then edited as someone with the database would. */
  async function tampered(statement) {
    const own = await startService();
    const previous = svc;
    svc = own;
    try {
      const admin = createReleaseClient({ url: own.url, token: own.tokens.admin });
      await admin.deployHost('staging', hostRecord());
      for (const label of ['one', 'two', 'three']) {
        const { release: published } = await admin.publish(
          'mfe_tours',
          uploadBody({
            files: readBuildDir(fakeBuild({ label })),
            packageVersion: '0.1.0',
            commit: 'c0ffee',
          }),
        );
        await admin.pin('staging', 'mfe_tours', {
          version: published.version,
          expectedRevision: await admin.revisionOf('staging', 'mfe_tours'),
        });
      }
      const before = await release('admin', ['audit', '--verify']);
      assert.equal(before.status, 0, before.stderr);
      // The accounts the harness made are logged first, then the 7 entries above: the statements
      // count from the end.
      const ids = (await admin.auditChain()).map((entry) => entry.id);
      assert.match(
        before.stdout,
        new RegExp(`The audit log checks out: ${ids.length} chained entries, head [0-9a-f]{64}\\.`),
      );
      tamperedLength = ids.length;
      await tamperWithDatabase(own.db, statement(ids));
      return await release('admin', ['audit', '--verify']);
    } finally {
      svc = previous;
      await own.close();
    }
  }

  it('fails on an edited entry', async () => {
    const result = await tampered((ids) => [
      `UPDATE audit SET version = '0.0.0-innocent' WHERE id = ${ids.at(-4)}`,
    ]);
    assert.equal(result.status, 1);
    assert.match(
      result.stderr,
      new RegExp(`✖ The audit log does not check out: 1 problem\\(s\\) in ${tamperedLength} entries`),
    );
    assert.match(
      result.stderr,
      /entry #\d+ \(publish by ana@gaido\.test at .*\) was changed after it was written/,
    );
  });

  it('fails on a deleted entry', async () => {
    const result = await tampered((ids) => [`DELETE FROM audit WHERE id = ${ids.at(-5)}`]);
    assert.equal(result.status, 1);
    assert.match(
      result.stderr,
      /does not follow entry #\d+: an entry between them was deleted, or entries were reordered/,
    );
  });

  it('fails on reordered entries', async () => {
    const result = await tampered((ids) => [
      `UPDATE audit SET id = -1 WHERE id = ${ids.at(-5)}`,
      `UPDATE audit SET id = ${ids.at(-5)} WHERE id = ${ids.at(-3)}`,
      `UPDATE audit SET id = ${ids.at(-3)} WHERE id = -1`,
    ]);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /does not follow entry #\d+/);
  });
});

describe('pnpm release rollout', () => {
  const onboarding = async (label) =>
    json(
      await release('releaser', [
        'publish',
        'mfe_onboarding',
        '--dist',
        fakeBuild({ remote: 'mfe_onboarding', label, exposes: [] }),
        '--json',
      ]),
    ).version;

  it('starts a rollout at a percent, changes it, shows it in status, promotes it; aborts another; production waits for a second admin', async () => {
    const stable = await onboarding('rollout-stable');
    const canary = await onboarding('rollout-canary');
    for (const env of ['staging', 'production']) {
      json(await release('admin', ['pin', 'mfe-onboarding', stable, '--env', env, '--json']));
    }
    const started = await release('releaser', [
      'rollout',
      'mfe-onboarding',
      canary,
      '--env',
      'staging',
      '--percent',
      '10',
    ]);
    assert.equal(started.status, 0, started.stderr);
    assert.match(
      started.stdout,
      new RegExp(
        `Rolling out mfe_onboarding@${canary} in staging: 10% of travellers get it, the others ${stable} \\(the pin\\)`,
      ),
    );
    const widened = await release('releaser', [
      'rollout',
      'mfe_onboarding',
      canary,
      '--env',
      'staging',
      '--percent',
      '50',
    ]);
    assert.match(widened.stdout, /is now at 50% \(was 10%\)/);
    const status = await release('releaser', ['rollout', 'status', '--env', 'staging']);
    assert.equal(status.status, 0, status.stderr);
    assert.match(status.stdout, /ENVIRONMENT\s+REMOTE\s+CANARY\s+PERCENT\s+STABLE/);
    assert.ok(
      status.stdout
        .split('\n')
        .some(
          (line) =>
            line.includes(canary) &&
            line.includes('50%') &&
            line.includes(stable) &&
            line.includes('running'),
        ),
      status.stdout,
    );
    const notOwner = await release('gems', ['rollout', 'abort', 'mfe_onboarding', '--env', 'staging']);
    assert.equal(notOwner.status, 1);
    assert.match(
      notOwner.stderr,
      /may not abort the rollout of mfe_onboarding: its owners are rita@gaido\.test/,
    );
    const promoted = await release('releaser', ['rollout', 'promote', 'mfe_onboarding', '--env', 'staging']);
    assert.match(
      promoted.stdout,
      new RegExp(
        `Promoted the canary: mfe_onboarding@${canary} in staging is the pin for everyone \\(was ${stable}\\)`,
      ),
    );
    const staging = await createReleaseClient({ url: svc.url }).remotesFile('staging');
    assert.equal(staging.remotes.mfe_onboarding.version, canary);

    const back = await release('releaser', [
      'rollout',
      'mfe_onboarding',
      stable,
      '--env',
      'staging',
      '--steps',
      '5,50,100',
      '--interval',
      '1h30m',
    ]);
    assert.equal(back.status, 0, back.stderr);
    const [scheduled] = json(
      await release('releaser', ['rollout', 'status', '--env', 'staging', '--json']),
    ).rollouts;
    assert.deepEqual(
      [scheduled.percent, scheduled.steps, scheduled.intervalMs],
      [5, [5, 50, 100], 90 * 60_000],
    );
    const aborted = await release('releaser', ['rollout', 'abort', 'mfe_onboarding', '--env', 'staging']);
    assert.match(
      aborted.stdout,
      new RegExp(
        `Aborted the rollout of mfe_onboarding@${stable} in staging \\(it was at 5%\\): everyone gets ${canary} again`,
      ),
    );

    const filed = json(
      await release('admin', [
        'rollout',
        'mfe_onboarding',
        canary,
        '--env',
        'production',
        '--percent',
        '5',
        '--json',
      ]),
    );
    assert.equal(filed.pending, true);
    const requests = await release('admin2', ['requests']);
    assert.match(requests.stdout, new RegExp(`${filed.requestId}.*rollout-start 5%`));
    const approved = await release('admin2', ['approve', filed.requestId]);
    assert.match(
      approved.stdout,
      /approved by bo@gaido\.test\): Rolling out mfe_onboarding@.* in production: 5% of travellers/,
    );
    assert.equal(
      (await createReleaseClient({ url: svc.url }).remotesFile('production')).rollouts.mfe_onboarding.percent,
      5,
    );
    json(await release('admin', ['rollout', 'abort', 'mfe_onboarding', '--env', 'production', '--json']));

    const usage = await release('releaser', [
      'rollout',
      'mfe_onboarding',
      canary,
      '--env',
      'staging',
      '--steps',
      '5,50',
    ]);
    assert.equal(usage.status, 2);
    assert.match(usage.stderr, /--steps needs --interval/);
  });
});

describe('pnpm release preview', () => {
  it('publishes a build into its branch’s preview over a base environment, lists it, and removes it', async () => {
    const admin = createReleaseClient({ url: svc.url, token: svc.tokens.admin });
    const stable = json(
      await release('releaser', [
        'publish',
        'mfe_tours',
        '--dist',
        fakeBuild({ label: 'preview-base' }),
        '--json',
      ]),
    ).version;
    await admin.pin('staging', 'mfe_tours', {
      version: stable,
      expectedRevision: await admin.revisionOf('staging', 'mfe_tours'),
    });
    const dist = fakeBuild({ label: 'on a branch' });
    const created = await release('releaser', [
      'preview',
      'mfe-tours',
      '--branch',
      'feat/Tours-Map',
      '--env',
      'staging',
      '--ttl',
      '2h',
      '--dist',
      dist,
    ]);
    assert.equal(created.status, 0, created.stderr);
    assert.match(
      created.stdout,
      /Created preview-feat-tours-map: mfe_tours@\S+ over the pins of staging, until /,
    );
    assert.match(created.stdout, /Open it: http:\/\/localhost:3000\/\?gaido-env=preview-feat-tours-map/);
    assert.match(
      created.stdout,
      /GAIDO_APP_URL='http:\/\/localhost:3000\/\?gaido-env=preview-feat-tours-map' pnpm test:e2e/,
    );

    const [listed] = json(await release('releaser', ['preview', 'list', '--json'])).previews;
    assert.equal(listed.name, 'preview-feat-tours-map');
    assert.equal(new Date(listed.expiresAt).getTime() - new Date(listed.createdAt).getTime(), 2 * 3_600_000);
    const file = await admin.remotesFile('preview-feat-tours-map');
    assert.equal(file.remotes.mfe_tours.version, listed.remotes.mfe_tours);
    assert.notEqual(listed.remotes.mfe_tours, stable);

    const byOther = await release('gems', ['preview', 'remove', 'feat/Tours-Map']);
    assert.equal(byOther.status, 1);
    assert.match(byOther.stderr, /may not remove preview-feat-tours-map/);
    const removed = await release('releaser', ['preview', 'remove', 'feat/Tours-Map']);
    assert.equal(removed.status, 0, removed.stderr);
    assert.match(removed.stdout, /Removed preview-feat-tours-map/);
    assert.match((await release('releaser', ['preview', 'list'])).stdout, /No preview is active/);
    const all = await release('releaser', ['preview', 'list', '--all']);
    assert.match(
      all.stdout,
      /preview-feat-tours-map\s+feat\/Tours-Map\s+staging\s+mfe_tours@\S+\s+removed by rita@gaido\.test/,
    );
  });

  it('refuses another squad’s remote, and a preview without a branch or with a life it cannot have', async () => {
    const other = await release('gems', [
      'preview',
      'mfe_tours',
      '--branch',
      'x',
      '--env',
      'staging',
      '--dist',
      fakeBuild(),
    ]);
    assert.equal(other.status, 1);
    assert.match(other.stderr, /may not publish mfe_tours|may not preview mfe_tours/);
    const noBranch = await release('releaser', ['preview', 'mfe_tours', '--env', 'staging']);
    assert.equal(noBranch.status, 2);
    assert.match(noBranch.stderr, /--branch <name>/);
    const badTtl = await release('releaser', ['preview', 'mfe_tours', '--branch', 'x', '--ttl', 'a week']);
    assert.equal(badTtl.status, 2);
    assert.match(badTtl.stderr, /--ttl is a duration/);
  });
});
