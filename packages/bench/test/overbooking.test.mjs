import assert from 'node:assert/strict';
import { test } from 'node:test';
import { departureOverbooked } from '../src/overbooking.mjs';

const slot = (capacity, remaining) => ({ capacity, remaining });

test('places sold before the load started are not taken for overbooking', () => {
  // A journey booked one of 6 places before the load; the load's travellers hold 2; 3 remain.
  assert.equal(departureOverbooked({ capacity: 6, takenBefore: 1, guests: 2, slot: slot(6, 3) }), false);
});

test('the API and the travellers disagreeing is overbooking, whatever was sold before', () => {
  assert.equal(departureOverbooked({ capacity: 6, takenBefore: 0, guests: 2, slot: slot(6, 3) }), true);
  assert.equal(departureOverbooked({ capacity: 6, takenBefore: 1, guests: 3, slot: slot(6, 3) }), true);
});

test('more places held than exist, a negative remainder or a missing slot is overbooking', () => {
  assert.equal(departureOverbooked({ capacity: 6, takenBefore: 1, guests: 6, slot: slot(6, -1) }), true);
  assert.equal(departureOverbooked({ capacity: 6, takenBefore: 0, guests: 0, slot: undefined }), true);
  assert.equal(departureOverbooked({ capacity: 6, takenBefore: 0, guests: 6, slot: slot(6, 0) }), false);
});
