// web/rating-chart.js: the geometry of a rating's history, and the chart it draws.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { installFakeDom } from './fake-dom.js';
import { chartSeries, ratingChart, PALETTE } from '../../web/rating-chart.js';

installFakeDom();

const history = [
  { ruleset: 'rotterdam', before: 1500, after: 1540, at_ms: 1 },
  { ruleset: 'masters', before: 1500, after: 1460, at_ms: 2 },
  { ruleset: 'rotterdam', before: 1540, after: 1600, at_ms: 3 },
];

test('one series per rule set, in order of first game, higher ratings higher up', () => {
  const { series, min, max, ticks } = chartSeries(history, 400, 200, 20);
  assert.deepEqual(series.map((s) => s.ruleset), ['rotterdam', 'masters']);
  assert.deepEqual(series.map((s) => s.points.map((p) => p.game)), [[1, 3], [2]]);
  const [r] = series;
  assert.ok(r.points[1].y < r.points[0].y, 'the rise from 1540 to 1600 goes up');
  assert.equal(r.points[0].x, 20, 'the first game at the left edge');
  assert.equal(r.points[1].x, 380, 'the last at the right edge');
  assert.ok(min < 1460 && max > 1600, `${min}–${max} takes in every rating`);
  assert.ok(ticks.length >= 2 && ticks.every((t) => t.value >= min && t.value <= max));
});

test('lines differ by more than colour, and the colours are the colour-blind-safe ones', () => {
  const { series } = chartSeries(history, 400, 200);
  assert.notEqual(series[0].shape, series[1].shape);
  assert.notEqual(series[0].dash, series[1].dash);
  assert.deepEqual(series.map((s) => s.colour), PALETTE.slice(0, 2));
});

test('one game or none still draws inside the box', () => {
  const one = chartSeries([{ ruleset: 'antwerpen', before: 1500, after: 1500 }], 300, 100, 10);
  const p = one.series[0].points[0];
  assert.equal(p.x, 150);
  assert.ok(p.y > 10 && p.y < 90, `${p.y}`);
  assert.deepEqual(chartSeries([], 300, 100).series, []);
});

test('the chart has an accessible name, a tooltip per point and a legend', () => {
  const svg = ratingChart(history, {
    title: 'History', label: (h, n) => `${h.after} after game ${n}`, rulesetName: (id) => id.toUpperCase(),
  });
  assert.equal(svg.getAttribute('role'), 'img');
  assert.equal(svg.getAttribute('aria-label'), 'History');
  assert.ok(svg.textContent.includes('1600 after game 3'));
  assert.ok(svg.textContent.includes('ROTTERDAM') && svg.textContent.includes('MASTERS'));
  const empty = ratingChart([], { title: 'History', empty: 'No games' });
  assert.ok(empty.textContent.includes('No games'));
});
