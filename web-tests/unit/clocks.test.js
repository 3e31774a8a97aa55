// A timed table's clocks (web/clocks.js, the `clocks` slice of web/state.js): what a clock shows
// and how it counts down from the server's message with the page's own time.

import './page-env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';

const { clockText, shownMs } = await import('../../web/clocks.js');
const { initialState, reduce } = await import('../../web/state.js');

const clocks = (now, deadline) => ({
  control: { mode: 'real_time', bank_s: 600, increment_s: 10 },
  now_ms: now,
  seats: [
    { seat: 0, bank_ms: 300000, deadline_ms: deadline, timeouts: 0 },
    { seat: 1, bank_ms: 42000, deadline_ms: null, timeouts: 1 },
  ],
});

test('a clock shows minutes and seconds, hours when it has them, days beyond a day', () => {
  assert.equal(clockText(0), '0:00');
  assert.equal(clockText(-5000), '0:00', 'never below zero');
  assert.equal(clockText(65_900), '1:05');
  assert.equal(clockText(3_909_000), '1:05:09');
  assert.equal(clockText((2 * 86400 + 3 * 3600) * 1000), '2d 03:00');
});

test('the running clock counts down with the page time, corrected by the server offset', () => {
  // The page's clock is 5 s ahead of the server's.
  const s = reduce(initialState(), { type: 'clocks', clocks: clocks(1_000_000, 1_060_000), received_ms: 1_005_000 });
  assert.equal(s.clocks.offset_ms, 5000);
  const [running, stopped] = s.clocks.seats;
  assert.equal(shownMs(running, s.clocks, 1_005_000), 60_000, 'as sent');
  assert.equal(shownMs(running, s.clocks, 1_015_000), 50_000, '10 s later');
  assert.equal(shownMs(stopped, s.clocks, 1_015_000), 42_000, 'a stopped clock shows its bank');
  const untimed = reduce(initialState(), { type: 'seats', seats: [] });
  assert.equal(untimed.clocks, null, 'an untimed table has no clocks');
});
