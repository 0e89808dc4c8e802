import assert from 'node:assert/strict';
import { it } from 'node:test';
import { minuteOf } from '../src/soakMinutes.mjs';

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
