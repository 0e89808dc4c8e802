import assert from 'node:assert/strict';
import { it } from 'node:test';
import { minuteOf, withMemory } from '../src/soakMinutes.mjs';

it('counts an answer in the minute it arrived in', () => {
  assert.equal(minuteOf(0, 600), 0);
  assert.equal(minuteOf(59_999, 600), 0);
  assert.equal(minuteOf(60_000, 600), 1);
  assert.equal(minuteOf(599_999, 600), 9);
});

it('counts answers that arrive after the last minute in the last minute: no partial row', () => {
  assert.equal(minuteOf(600_000, 600), 9);
  assert.equal(minuteOf(601_500, 600), 9);
});

it('has one row for a load shorter than a minute', () => {
  assert.equal(minuteOf(31_000, 30), 0);
});

it("gives each row its minute's memory, and the last row the reading after the load when its own came too late", () => {
  const rows = [{ minute: 1 }, { minute: 2 }, { minute: 3 }];
  const readings = [{ rss: 500 }, undefined];
  assert.deepEqual(withMemory(rows, readings, { rss: 520 }), [
    { minute: 1, rss: 500 },
    { minute: 2 },
    { minute: 3, rss: 520 },
  ]);
  // Read in time, the last minute keeps its own.
  assert.deepEqual(withMemory(rows, [{ rss: 1 }, { rss: 2 }, { rss: 3 }], { rss: 9 }).at(-1), {
    minute: 3,
    rss: 3,
  });
  assert.deepEqual(withMemory(rows, [], null).at(-1), { minute: 3 });
});
