// The replay's analysis panel (issue 33): where the game's post-game analysis stands, a
// "Request analysis" button for whoever played the game, progress while it runs, and once
// done a graph of each seat's chance to win over the game with markers on its mistakes and
// blunders, and per player accuracy, luck and skill. Clicking a marker (or its row) jumps the
// replay to that decision and says what was chosen and what the bot prefers. Words:
// analysis_web.ftl. `GET/POST /api/tables/{id}/analysis` (docs/PROTOCOL.md).
//
// Colour-blind safe like rating-chart.js: the Okabe–Ito colours, and each seat its own marker
// shape and dash. `winSeries` (the geometry) touches no DOM, so it is tested in Node.

import { getJSON, postJSON } from './api.js';
import { el, clear, svgEl } from './util.js';
import { fmt, errorText } from './i18n.js';
import { PALETTE } from './rating-chart.js';
import { heldSeats, currentAccount } from './accounts.js';

const SHAPES = ['circle', 'square', 'triangle', 'diamond'];
const DASHES = [null, '6 3', '2 3', '8 3 2 3'];
// How often a waiting analysis is asked about again.
const POLL_MS = 1000;

// `analysis-web-KEY` of the catalogue; numbers stay numbers (plural rules), the rest is text.
export function aw(key, args = {}) {
  const a = {};
  for (const [k, v] of Object.entries(args)) a[k] = typeof v === 'number' ? { number: v } : { text: String(v ?? '') };
  return fmt({ id: `analysis-web-${key}`, args: a });
}

// Each seat's expected win share over the game as the report measured it (docs/ANALYSIS.md:
// the bots' `Report::series`): an even share before the first action, the value of the action
// taken after each of its analysed decisions, the value after each chance event, its result at
// the end; scaled into `width` × `height` with `pad` around (x: actions, y: 0–100% upwards).
// Marks: the labelled decisions (mistakes and blunders) at their seat's point.
export function winSeries(report, width, height, pad = 32) {
  const n = Math.max(1, report?.actions ?? 0);
  const x = (i) => pad + (i * (width - 2 * pad)) / n;
  const y = (w) => height - pad - w * (height - 2 * pad);
  const players = report?.players ?? 0;
  const series = [];
  for (let seat = 0; seat < players; seat++) {
    const pts = [[0, 1 / players]];
    for (const d of report.decisions) if (d.seat === seat) pts.push([d.index + 1, d.taken_value.win]);
    for (const c of report.chances) for (const s of c.swings) if (s.seat === seat) pts.push([c.index + 1, s.after]);
    const result = report.seats.find((p) => p.seat === seat)?.result;
    if (Number.isFinite(result)) pts.push([report.actions, result]);
    pts.sort((a, b) => a[0] - b[0]);
    series.push({
      seat, colour: PALETTE[seat % PALETTE.length], shape: SHAPES[seat % SHAPES.length], dash: DASHES[seat % DASHES.length],
      points: pts.map(([i, w]) => ({ x: x(i), y: y(w), index: i, win: w })),
    });
  }
  const marks = (report?.decisions ?? [])
    .filter((d) => d.label === 'mistake' || d.label === 'blunder')
    .map((d) => ({ decision: d, x: x(d.index + 1), y: y(d.taken_value.win), shape: SHAPES[d.seat % SHAPES.length], colour: PALETTE[d.seat % PALETTE.length] }));
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((v) => ({ value: v, y: y(v) }));
  return { series, marks, ticks };
}

function marker(shape, x, y, colour, r = 4) {
  const common = { fill: colour, stroke: '#fff', 'stroke-width': 1 };
  if (shape === 'square') return svgEl('rect', { ...common, x: x - r, y: y - r, width: 2 * r, height: 2 * r });
  if (shape === 'triangle') return svgEl('polygon', { ...common, points: `${x},${y - r - 1} ${x + r + 1},${y + r} ${x - r - 1},${y + r}` });
  if (shape === 'diamond') return svgEl('polygon', { ...common, points: `${x},${y - r - 1} ${x + r + 1},${y} ${x},${y + r + 1} ${x - r - 1},${y}` });
  return svgEl('circle', { ...common, cx: x, cy: y, r });
}

const pct = (w) => Math.round(w * 100);

// The panel, mounted into `box`. `ctx`: { tableId, key (a private game's secret), seatNamer,
// go(step) (jumps the replay) }.
export function mountAnalysis(box, ctx) {
  let state = null;
  let timer = null;
  let chosen = null;
  let mayAsk = false;
  const token = heldSeats().find((s) => s.table === ctx.tableId)?.token ?? null;
  const base = `/api/tables/${encodeURIComponent(ctx.tableId)}/analysis`;
  const url = ctx.key ? `${base}?key=${encodeURIComponent(ctx.key)}` : base;

  async function load() {
    try {
      state = await getJSON(url);
    } catch {
      box.hidden = true;
      return;
    }
    box.hidden = false;
    render();
    clearTimeout(timer);
    if (state.status === 'pending' || state.status === 'running') timer = setTimeout(load, POLL_MS);
  }

  async function ask(button) {
    button.disabled = true;
    try {
      state = await postJSON(base, token ? { token } : {});
      render();
      clearTimeout(timer);
      timer = setTimeout(load, POLL_MS);
    } catch (e) {
      button.disabled = false;
      box.querySelector('.analysis-error')?.remove();
      box.append(el('p', { class: 'analysis-error error', role: 'alert' }, errorText(e, ctx.seatNamer)));
    }
  }

  function choose(d) {
    chosen = d;
    const step = state.steps?.[d.index] ?? d.index + 1;
    ctx.go(step);
    render();
  }

  function render() {
    const b = clear(box);
    b.append(el('h2', {}, aw('title')));
    if (!state) return;
    b.dataset.status = state.status;
    if (state.status === 'none' || state.status === 'failed') {
      if (state.status === 'failed') b.append(el('p', {}, aw('failed', { error: state.error ?? '' })));
      else b.append(el('p', {}, aw('none')));
      if (mayAsk) b.append(el('button', { id: 'analysis-request', type: 'button', onclick: (e) => ask(e.currentTarget) }, aw('request')));
      return;
    }
    if (state.status === 'pending') {
      b.append(el('p', { role: 'status' }, aw('pending')));
      return;
    }
    if (state.status === 'running') {
      b.append(el('p', { role: 'status' }, aw('running', { done: state.done, total: state.total })),
        el('progress', { max: Math.max(1, state.total), value: state.done, 'aria-label': aw('title') }));
      return;
    }
    const report = state.report;
    b.append(graph(report));
    if (chosen) {
      const words = (state.words || []).find((w) => w.index === chosen.index);
      b.append(el('p', { id: 'analysis-choice', role: 'status' },
        aw('move', { step: chosen.index + 1, seat: ctx.seatNamer(chosen.seat) }), ' ',
        aw('label', { label: chosen.label }), ': ',
        aw('choice', {
          taken: words ? fmt(words.taken, ctx.seatNamer) : '', takenWin: pct(chosen.taken_value.win),
          best: words ? fmt(words.best, ctx.seatNamer) : '', bestWin: pct(chosen.best_value.win),
        })));
    }
    b.append(figures(report));
    b.append(el('p', { class: 'analysis-made' }, aw('made', { method: report.method, version: report.bots_version, budget: report.budget })));
  }

  function graph(report) {
    const width = 480, height = 220;
    const { series, marks, ticks } = winSeries(report, width, height);
    const svg = svgEl('svg', { id: 'analysis-graph', class: 'rating-chart', viewBox: `0 0 ${width} ${height}`, role: 'group', 'aria-label': aw('graph') });
    svg.append(svgEl('title', {}, aw('graph')));
    for (const tk of ticks) {
      svg.append(svgEl('line', { x1: 32, x2: width - 32, y1: tk.y, y2: tk.y, stroke: '#ddd' }));
      svg.append(svgEl('text', { x: 28, y: tk.y + 4, 'text-anchor': 'end', 'font-size': 10, fill: '#444' }, `${pct(tk.value)}%`));
    }
    series.forEach((s, k) => {
      svg.append(svgEl('polyline', {
        points: s.points.map((p) => `${p.x},${p.y}`).join(' '), fill: 'none', stroke: s.colour,
        'stroke-width': 2, 'stroke-dasharray': s.dash,
      }));
      const ly = 14 + 14 * k;
      svg.append(marker(s.shape, width - 110, ly - 4, s.colour));
      svg.append(svgEl('text', { x: width - 100, y: ly, 'font-size': 11, fill: '#222' }, ctx.seatNamer(s.seat)));
    });
    for (const m of marks) {
      const name = `${aw('move', { step: m.decision.index + 1, seat: ctx.seatNamer(m.decision.seat) })} · ${aw('label', { label: m.decision.label })}`;
      const a = svgEl('a', {
        href: '#', class: 'analysis-mark', role: 'button', 'aria-label': name,
        dataset: { index: m.decision.index, label: m.decision.label },
        onclick: (e) => { e.preventDefault(); choose(m.decision); },
      });
      a.append(svgEl('title', {}, name), marker(m.shape, m.x, m.y, m.colour, m.decision.label === 'blunder' ? 7 : 5));
      svg.append(a);
    }
    return svg;
  }

  function figures(report) {
    const num = (v, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : '–');
    const signed = (v) => (Number.isFinite(v) ? `${v >= 0 ? '+' : ''}${pct(v)}` : '–');
    const head = el('tr', {}, ...['player', 'accuracy', 'luck', 'skill'].map((k) => el('th', { scope: 'col' }, aw(k))));
    const rows = report.seats.map((p) => el('tr', {},
      el('th', { scope: 'row' }, ctx.seatNamer(p.seat)),
      el('td', {}, num(p.accuracy)),
      el('td', {}, signed(p.luck)),
      el('td', {}, signed(-p.skill))));
    return el('table', { id: 'analysis-figures', class: 'analysis-figures' }, el('thead', {}, head), el('tbody', {}, ...rows));
  }

  (async () => {
    mayAsk = Boolean(token) || Boolean(await currentAccount().catch(() => null));
    await load();
  })();
  return { render: () => render() };
}
