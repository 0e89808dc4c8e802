import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parseEnvironments } from '../environments.mjs';
import { createRoutedRegistry, FileRegistry, pinStack, rollbackTarget } from '../registry.mjs';
import { tempDir } from './fixtures.mjs';

const pin = (version, action = 'pin', at = '2026-01-01T00:00:00.000Z') => ({
  version,
  action,
  at,
  by: 'tester',
});

describe('FileRegistry', () => {
  it('reads an environment that was never pinned as empty', async () => {
    const registry = new FileRegistry(tempDir());
    assert.deepEqual(await registry.readEnvironment('staging'), {
      environment: 'staging',
      remotes: {},
      history: {},
    });
  });

  it('records a pin as the current one and appends it to that remote’s history', async () => {
    const dir = tempDir();
    const registry = new FileRegistry(dir);
    assert.deepEqual(await registry.recordPin('staging', 'mfe_tours', pin('1')), { previous: null });
    const { previous } = await registry.recordPin('staging', 'mfe_tours', pin('2'));
    assert.equal(previous.version, '1');
    await registry.recordPin('staging', 'mfe_gems', pin('9'));
    const state = await registry.readEnvironment('staging');
    assert.equal(state.remotes.mfe_tours.version, '2');
    assert.deepEqual(
      state.history.mfe_tours.map((item) => item.version),
      ['1', '2'],
    );
    assert.deepEqual(
      state.history.mfe_gems.map((item) => item.version),
      ['9'],
    );
    // One reviewable file per environment, and no lock or temp file left behind.
    assert.ok(existsSync(join(dir, 'environments', 'staging.json')));
    assert.ok(!existsSync(join(dir, '.lock')));
  });

  it('keeps environments apart', async () => {
    const registry = new FileRegistry(tempDir());
    await registry.recordPin('staging', 'mfe_tours', pin('1'));
    assert.deepEqual((await registry.readEnvironment('production')).remotes, {});
  });

  it('reads pin files written before history existed', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'environments'));
    writeFileSync(
      join(dir, 'environments', 'local.json'),
      JSON.stringify({ environment: 'local', remotes: { mfe_tours: { version: 'old' } } }),
    );
    const state = await new FileRegistry(dir).readEnvironment('local');
    assert.deepEqual(state.history.mfe_tours, [{ version: 'old' }]);
  });

  it('appends audit entries as JSON lines, oldest first', async () => {
    const dir = tempDir();
    const registry = new FileRegistry(dir);
    await registry.appendAudit({ at: '1', by: 'a', action: 'pin', remote: 'mfe_tours', version: '1' });
    await registry.appendAudit({ at: '2', by: 'b', action: 'rollback', remote: 'mfe_tours', version: '0' });
    assert.equal(readFileSync(join(dir, 'audit.jsonl'), 'utf8').trim().split('\n').length, 2);
    assert.deepEqual(
      (await registry.readAudit()).map((entry) => entry.by),
      ['a', 'b'],
    );
  });
});

describe('rollback history', () => {
  it('returns to the version pinned before the current one', () => {
    assert.equal(rollbackTarget([pin('1'), pin('2'), pin('3')]), '2');
  });

  it('goes back one more step on a second rollback instead of flipping between two versions', () => {
    const history = [pin('1'), pin('2'), pin('3'), pin('2', 'rollback')];
    assert.deepEqual(pinStack(history), ['1', '2']);
    assert.equal(rollbackTarget(history), '1');
    assert.equal(rollbackTarget([...history, pin('1', 'rollback')]), null);
  });

  it('counts a promote like a pin and a repeated version once', () => {
    assert.deepEqual(pinStack([pin('1'), pin('1'), pin('2', 'promote'), pin('3', 'start')]), ['1', '2', '3']);
  });

  it('has nothing to roll back to after a single pin', () => {
    assert.equal(rollbackTarget([pin('1')]), null);
    assert.equal(rollbackTarget([]), null);
  });
});

describe('the default routed registry', () => {
  it('keeps shared environments in the repo store and machine environments beside the builds', async () => {
    const environments = parseEnvironments({
      environments: { production: { store: 'repo' }, local: { store: 'machine', overrides: true } },
    });
    const repoDir = tempDir();
    const machineDir = tempDir();
    const registry = createRoutedRegistry({
      environments,
      repo: new FileRegistry(repoDir),
      machine: new FileRegistry(machineDir),
    });
    await registry.recordPin('production', 'mfe_tours', pin('p'));
    await registry.recordPin('local', 'mfe_tours', pin('l'));
    await registry.appendAudit({
      at: '2',
      by: 'x',
      action: 'pin',
      environment: 'production',
      remote: 'mfe_tours',
      version: 'p',
    });
    await registry.appendAudit({ at: '1', by: 'x', action: 'publish', remote: 'mfe_tours', version: 'l' });
    assert.ok(existsSync(join(repoDir, 'environments', 'production.json')));
    assert.ok(existsSync(join(machineDir, 'environments', 'local.json')));
    assert.ok(!existsSync(join(repoDir, 'environments', 'local.json')));
    assert.equal(new FileRegistry(machineDir).readEnvironmentSync('local').remotes.mfe_tours.version, 'l');
    // Publishes are logged with the builds; the merged log is in time order.
    assert.deepEqual(
      (await registry.readAudit()).map((entry) => entry.action),
      ['publish', 'pin'],
    );
    assert.equal((await new FileRegistry(repoDir).readAudit()).length, 1);
  });
});

describe('declared environments', () => {
  it('treats an environment as production-like unless it allows overrides', () => {
    const environments = parseEnvironments({
      environments: { staging: { overrides: true }, production: {} },
    });
    assert.equal(environments.get('staging').overrides, true);
    assert.equal(environments.get('production').overrides, false);
    assert.equal(environments.get('production').store, 'repo');
  });

  it('rejects names that would not be safe file names', () => {
    assert.throws(() => parseEnvironments({ environments: { '../prod': {} } }), /kebab-case/);
    assert.throws(() => parseEnvironments({ environments: { qa: { store: 's3' } } }), /store must be/);
  });
});
