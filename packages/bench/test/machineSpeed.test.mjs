import assert from 'node:assert/strict';
import { it } from 'node:test';
import { machineSpeedMs } from '../src/machineSpeed.mjs';

it('times the fixed task on every core: a positive whole number of milliseconds', async () => {
  const ms = await machineSpeedMs({ cores: 1, rounds: 1 });
  assert.ok(Number.isInteger(ms) && ms > 0, String(ms));
});
