import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, it } from 'node:test';
import { stopChild } from '../src/processes.mjs';

const idle = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });

/** Whether `promise` settles within `ms`. */
function settlesWithin(promise, ms) {
  let timer;
  return Promise.race([
    promise.then(() => true),
    new Promise((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

describe('stopChild', () => {
  it('stops a running child and settles when it has exited', async () => {
    const child = idle();
    await once(child, 'spawn');
    assert.equal(await settlesWithin(stopChild(child), 5000), true);
    assert.equal(child.signalCode, 'SIGTERM');
  });

  it('settles at once for a child that already exited with a code', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });
    await once(child, 'exit');
    assert.equal(await settlesWithin(stopChild(child), 1000), true);
  });

  it('settles at once for a child a signal already ended, which has no exit code', async () => {
    const child = idle();
    await once(child, 'spawn');
    child.kill('SIGKILL');
    await once(child, 'exit');
    assert.equal(child.exitCode, null);
    assert.equal(await settlesWithin(stopChild(child), 1000), true);
  });
});
