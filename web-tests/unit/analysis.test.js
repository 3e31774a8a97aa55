// web/analysis.js: the geometry of the win-chance graph of a post-game analysis.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import './page-env.js';
import { winSeries } from '../../web/analysis.js';

const est = (win) => ({ win, score: 0, iterations: 10 });
const report = {
  players: 2,
  actions: 4,
  decisions: [
    { index: 0, seat: 0, taken_value: est(0.6), best_value: est(0.6), cost: 0, label: null },
    { index: 1, seat: 1, taken_value: est(0.2), best_value: est(0.45), cost: 0.25, label: 'blunder' },
    { index: 3, seat: 0, taken_value: est(0.7), best_value: est(0.8), cost: 0.1, label: 'inaccuracy' },
  ],
  chances: [{ index: 2, by: 0, swings: [{ seat: 1, before: 0.2, after: 0.35 }] }],
  seats: [{ seat: 0, result: 1 }, { seat: 1, result: 0 }],
};

test('one line per seat from an even share to its result, in the order of the game', () => {
  const { series } = winSeries(report, 400, 200, 20);
  assert.equal(series.length, 2);
  assert.deepEqual(series[0].points.map((p) => [p.index, p.win]), [[0, 0.5], [1, 0.6], [4, 0.7], [4, 1]]);
  assert.deepEqual(series[1].points.map((p) => [p.index, p.win]), [[0, 0.5], [2, 0.2], [3, 0.35], [4, 0]]);
  const [first] = series[0].points;
  assert.equal(first.x, 20, 'the start at the left edge');
  assert.ok(series[0].points.at(-1).y < first.y, 'a win is higher up than an even share');
});

test('only mistakes and blunders are marked, and seats differ by more than colour', () => {
  const { series, marks } = winSeries(report, 400, 200);
  assert.deepEqual(marks.map((m) => m.decision.index), [1]);
  assert.notEqual(series[0].shape, series[1].shape);
  assert.notEqual(series[0].dash, series[1].dash);
  assert.notEqual(series[0].colour, series[1].colour);
});
