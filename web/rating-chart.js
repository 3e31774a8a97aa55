// A rating's history as an SVG line chart, one line per rule set, for any page that shows a
// person's ratings (the profile page; `GET /api/ratings/{player}` gives the history).
//
//   import { ratingChart } from '/static/rating-chart.js';
//   box.append(ratingChart(body.history, { title: 'Rating history', label: (h) => … }));
//
// Colour-blind safe: the lines take the Okabe–Ito colours, and each rule set also has its own
// marker shape and dash, so no line is told apart by colour alone. Every point carries a
// <title> (its words come from the caller), and the chart an accessible name.
// `chartSeries` (the geometry) touches no DOM, so it is tested in Node.

import { svgEl } from './util.js';

// Okabe & Ito's palette for colour-vision deficiencies: blue, vermillion, bluish green, reddish
// purple, orange, sky blue.
export const PALETTE = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9'];
const SHAPES = ['circle', 'square', 'triangle', 'diamond'];
const DASHES = [null, '6 3', '2 3', '8 3 2 3'];

// The lines of `history` (changes oldest first: {ruleset, after, at_ms, …}) scaled into a
// `width` × `height` box with `pad` around it: one series per rule set in order of first
// appearance, each point at its game's place in the whole history (x) and its rating after it
// (y, higher up). The y range takes in every rating, the one before the first game too, with a
// margin, so a flat line is still drawn inside the box.
export function chartSeries(history, width, height, pad = 32) {
  const points = history || [];
  const values = points.flatMap((h) => [h.after, h.before]).filter((v) => Number.isFinite(v));
  if (!values.length) return { series: [], min: 0, max: 0, ticks: [] };
  let min = Math.min(...values);
  let max = Math.max(...values);
  const margin = Math.max(10, (max - min) * 0.1);
  min = Math.floor((min - margin) / 10) * 10;
  max = Math.ceil((max + margin) / 10) * 10;
  const n = points.length;
  const x = (i) => pad + (n === 1 ? (width - 2 * pad) / 2 : (i * (width - 2 * pad)) / (n - 1));
  const y = (v) => height - pad - ((v - min) * (height - 2 * pad)) / (max - min);
  const byRuleset = new Map();
  points.forEach((h, i) => {
    if (!byRuleset.has(h.ruleset)) byRuleset.set(h.ruleset, []);
    byRuleset.get(h.ruleset).push({ x: x(i), y: y(h.after), game: i + 1, entry: h });
  });
  const series = [...byRuleset.entries()].map(([ruleset, pts], k) => ({
    ruleset,
    colour: PALETTE[k % PALETTE.length],
    shape: SHAPES[k % SHAPES.length],
    dash: DASHES[k % DASHES.length],
    points: pts,
  }));
  const step = niceStep((max - min) / 4);
  const ticks = [];
  for (let v = Math.ceil(min / step) * step; v <= max; v += step) ticks.push({ value: v, y: y(v) });
  return { series, min, max, ticks };
}

// A round step near `raw`: 1, 2 or 5 times a power of ten.
function niceStep(raw) {
  const p = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  return [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) ?? 10 * p;
}

function marker(shape, x, y, colour) {
  const r = 4;
  const common = { fill: colour, stroke: '#fff', 'stroke-width': 1 };
  if (shape === 'square') return svgEl('rect', { ...common, x: x - r, y: y - r, width: 2 * r, height: 2 * r });
  if (shape === 'triangle') return svgEl('polygon', { ...common, points: `${x},${y - r - 1} ${x + r + 1},${y + r} ${x - r - 1},${y + r}` });
  if (shape === 'diamond') return svgEl('polygon', { ...common, points: `${x},${y - r - 1} ${x + r + 1},${y} ${x},${y + r + 1} ${x - r - 1},${y}` });
  return svgEl('circle', { ...common, cx: x, cy: y, r });
}

// The chart: `options.title` names it (its accessible name and heading), `options.label(h, n)`
// words a point (its tooltip: the rating after game n), `options.rulesetName(id)` a legend
// entry, `options.empty` the text shown without any game.
export function ratingChart(history, options = {}) {
  const width = options.width ?? 480;
  const height = options.height ?? 220;
  const { series, ticks } = chartSeries(history, width, height);
  const svg = svgEl('svg', {
    class: 'rating-chart', viewBox: `0 0 ${width} ${height}`, role: 'img',
    'aria-label': options.title ?? 'Rating history', xmlns: 'http://www.w3.org/2000/svg',
  });
  svg.append(svgEl('title', {}, options.title ?? 'Rating history'));
  if (!series.length) {
    svg.append(svgEl('text', { x: width / 2, y: height / 2, 'text-anchor': 'middle', fill: '#444' }, options.empty ?? ''));
    return svg;
  }
  for (const t of ticks) {
    svg.append(svgEl('line', { x1: 32, x2: width - 8, y1: t.y, y2: t.y, stroke: '#ddd' }));
    svg.append(svgEl('text', { x: 28, y: t.y + 4, 'text-anchor': 'end', 'font-size': 10, fill: '#444' }, String(t.value)));
  }
  series.forEach((s, k) => {
    svg.append(svgEl('polyline', {
      points: s.points.map((p) => `${p.x},${p.y}`).join(' '), fill: 'none', stroke: s.colour,
      'stroke-width': 2, 'stroke-dasharray': s.dash,
    }));
    for (const p of s.points) {
      const m = marker(s.shape, p.x, p.y, s.colour);
      m.append(svgEl('title', {}, options.label ? options.label(p.entry, p.game) : String(p.entry.after)));
      svg.append(m);
    }
    // The legend: marker and name, one row per rule set.
    const ly = 14 + 14 * k;
    svg.append(marker(s.shape, width - 110, ly - 4, s.colour));
    svg.append(svgEl('text', { x: width - 100, y: ly, 'font-size': 11, fill: '#222' },
      options.rulesetName ? options.rulesetName(s.ruleset) : s.ruleset));
  });
  return svg;
}
