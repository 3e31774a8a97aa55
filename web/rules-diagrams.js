// The pictures of the rules page (rules.js): the board of the rule set, drawn by the table's own
// SVG drawing (board.js drawBoard), and worked examples that step through a few small board
// states with Back and Next: a colour call, a fork, a delivery, a trade (or, in Masters, the
// Trader at the market) and (where the board has locks) a lock.
//
// Where the states come from: nothing is drawn by hand. Each example is found in the rule set's
// data (/api/data/<id>, so a replacement board gets examples of its own): the colour, the
// positions and the channels are searched for on the board (a position with one channel of a
// colour ahead, one with two, a channel into a harbour, a channel with a lock), a fleet of two
// or three ships is put there, and what a call does is worked out by the same simulation of the
// rules that previews a call at the table (board.js simulateCall, RULES C-2). A harbour's product
// card is the data's. The drawing is cropped to the positions an example uses.
//
// Ships slide from one step to the next as they do at the table; with prefers-reduced-motion
// they jump (drawBoard).

import { drawBoard, simulateCall, previewColour, boardPoint, CHANNEL_COLOURS } from './board.js';
import { el, svgEl } from './util.js';
import { t, name } from './i18n.js';
import { h } from './help.js';

const COLOURS = Object.keys(CHANNEL_COLOURS);
// Kinds of position that hold one ship (a harbour or the exit hold any number).
const SINGLE = new Set(['start', 'water', 'anchor']);

const positions = (data) => data.board.positions;
const single = (data, p) => SINGLE.has(positions(data)[p]?.kind);
// The channels of `colour` leaving `p` (locked ones too: a lock only matters when closed).
const ahead = (data, p, colour) => data.board.channels.filter((ch) => ch.from === p && ch.colours.includes(colour));
const seat = (n) => t('seat_n', n + 1);
// A channel drawn clear of every other node (on some boards a long channel runs under a
// position it does not stop at, which would make an example read as if the ship stopped there).
function clearPath(data, ch) {
  const a = boardPoint(positions(data)[ch.from]), b = boardPoint(positions(data)[ch.to]);
  const len2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2 || 1;
  return positions(data).every((q, i) => {
    if (i === ch.from || i === ch.to) return true;
    const p = boardPoint(q);
    const k = Math.min(1, Math.max(0, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / len2));
    return Math.hypot(p.x - a.x - k * (b.x - a.x), p.y - a.y - k * (b.y - a.y)) > 32;
  });
}

// A scripted board state: two players, the ships given (id = index), every lock as `locks` says.
function viewOf(ships, locks = 0, fork = null) {
  return {
    to_act: 0,
    public: {
      players: 2, seats: [{}, {}], fleet: { ships }, locks_open: locks, call: { held: 0 },
      sail: fork === null ? null : { fork },
    },
  };
}

// The ships after a call of `colour` by seat 0 (board.js simulateCall: the page's own reading
// of C-2, the one that previews a call at the table).
function afterCall(data, ships, colour, locks = 0) {
  const { moves, forks } = simulateCall(data, viewOf(ships, locks), colour, 0);
  const next = ships.map((s) => ({ ...s }));
  for (const m of moves) next[m.ship].pos = m.to;
  return { ships: next, moves, forks };
}

// ---- the examples, found on the board ----------------------------------------------------------

// A call: two ships that each have one channel of the colour ahead, a third that has none;
// of all such fleets on the board, the one that fits in the smallest picture.
function callExample(data) {
  const at = (p) => positions(data)[p];
  const spread = (ps) => {
    const xs = ps.map((p) => at(p).x), ys = ps.map((p) => at(p).y);
    return Math.max(Math.max(...xs) - Math.min(...xs), 0.25) * Math.max(Math.max(...ys) - Math.min(...ys), 0.25);
  };
  let best = null;
  for (const colour of COLOURS) {
    const to = (p) => ahead(data, p, colour)[0].to;
    const movers = positions(data).map((_, p) => p).filter((p) => single(data, p)
      && ahead(data, p, colour).length === 1 && !ahead(data, p, colour)[0].lock && single(data, to(p))
      && clearPath(data, ahead(data, p, colour)[0]));
    for (const a of movers) {
      for (const b of movers) {
        if (b === a || to(a) === to(b) || to(a) === b || to(b) === a) continue;
        const used = new Set([a, b, to(a), to(b)]);
        for (let still = 0; still < positions(data).length; still++) {
          if (!single(data, still) || used.has(still) || ahead(data, still, colour).length) continue;
          const size = spread([a, b, to(a), to(b), still]);
          if (best && size >= best.size) continue;
          const ships = [{ owner: 0, pos: a, cargo: null }, { owner: 1, pos: b, cargo: null }, { owner: 1, pos: still, cargo: null }];
          const after = afterCall(data, ships, colour);
          if (after.moves.length === 2 && !after.forks.length) best = { size, colour, ships, after };
        }
      }
    }
  }
  if (!best) return null;
  const c = name('colour', best.colour);
  return [
    { ships: best.ships, preview: best.colour, text: h('rules-call-1', { seat: seat(0), colour: c }),
      marks: [[0, h('rules-mark-caller', { seat: seat(0) })], [1, h('rules-mark-other')], [2, h('rules-mark-stays', { colour: c })]] },
    { ships: best.after.ships, text: h('rules-call-2', { colour: c }),
      marks: [[0, h('rules-mark-moved')], [1, h('rules-mark-moved')], [2, h('rules-mark-stays', { colour: c })]] },
  ];
}

// A fork: a position with two channels of one colour ahead, both ends free.
function forkExample(data) {
  for (const colour of COLOURS) {
    for (let p = 0; p < positions(data).length; p++) {
      const ways = ahead(data, p, colour).filter((ch) => !ch.lock && clearPath(data, ch));
      if (!single(data, p) || ways.length < 2 || ways[0].to === ways[1].to) continue;
      const ships = [{ owner: 1, pos: p, cargo: null }];
      if (!afterCall(data, ships, colour).forks.includes(0)) continue;
      const c = name('colour', colour);
      const to = ways[0].to;
      return [
        { ships, preview: colour, text: h('rules-fork-1', { colour: c, seat: seat(0), owner: seat(1) }), marks: [[0, h('rules-mark-fork', { owner: seat(1) })]] },
        { ships, fork: 0, rings: ways.slice(0, 2).map((w) => w.to), text: h('rules-fork-2', { owner: seat(1) }),
          marks: ways.slice(0, 2).map((w) => [{ pos: w.to }, h('rules-mark-choice', { pos: positions(data)[w.to].id })]) },
        { ships: [{ ...ships[0], pos: to }], text: h('rules-fork-3', { owner: seat(1), pos: positions(data)[to].id }), marks: [[0, h('rules-mark-moved')]] },
      ];
    }
  }
  return null;
}

// A delivery: a ship one channel before a harbour, loaded with the raw material it takes.
function deliveryExample(data) {
  for (const ch of data.board.channels) {
    const harbour = positions(data)[ch.to];
    if (harbour?.kind !== 'harbour' || !single(data, ch.from) || ch.lock || !clearPath(data, ch)) continue;
    const colour = ch.colours[0];
    if (ahead(data, ch.from, colour).length !== 1) continue;
    const raw = data.raws.findIndex((r) => r.id === harbour.accepts);
    const product = (data.products || []).find((x) => x.harbour === ch.to);
    if (raw < 0 || !product) continue;
    const ships = [{ owner: 0, pos: ch.from, cargo: raw }];
    const after = afterCall(data, ships, colour);
    if (after.ships[0].pos !== ch.to) continue;
    const words = { raw: name('raw', harbour.accepts), harbour: harbour.id, colour: name('colour', colour) };
    const card = el('span', { class: 'card product diagram-card' }, h('help-product-points', { product: name('product', product.id), points: product.points }));
    return [
      { ships, text: h('rules-delivery-1', words), marks: [[0, h('rules-mark-cargo', words)], [{ pos: ch.to }, h('rules-mark-harbour', words)]] },
      { ships: after.ships, preview: null, text: h('rules-delivery-2', words), marks: [[0, h('rules-mark-moved')]] },
      { ships: [{ ...ships[0], pos: null }], text: h('rules-delivery-3', { ...words, product: name('product', product.id) }),
        marks: [[{ pos: ch.to }, h('rules-mark-card', { product: name('product', product.id) })]], extra: card },
    ];
  }
  return null;
}

// A lock: a ship before a locked channel; closed it stays, opened it sails through.
function lockExample(data) {
  if (!data.locks?.length) return null;
  for (const ch of data.board.channels) {
    if (!ch.lock || !single(data, ch.from) || !clearPath(data, ch)) continue;
    const colour = ch.colours[0];
    if (ahead(data, ch.from, colour).length !== 1) continue;
    const bit = 2 ** data.locks.indexOf(ch.lock);
    const ships = [{ owner: 0, pos: ch.from, cargo: null }];
    const shut = afterCall(data, ships, colour, 0);
    const open = afterCall(data, ships, colour, bit);
    if (shut.moves.length || open.ships[0].pos !== ch.to) continue;
    const words = { lock: ch.lock, colour: name('colour', colour) };
    const gate = { lock: ch };
    return [
      { ships, locks: 0, preview: colour, text: h('rules-lock-1', words), marks: [[gate, h('rules-mark-lock-closed', words)], [0, h('rules-mark-stays-lock')]] },
      { ships, locks: bit, text: h('rules-lock-2', words), marks: [[gate, h('rules-mark-lock-open', words)]] },
      { ships: open.ships, locks: bit, text: h('rules-lock-3', words), marks: [[0, h('rules-mark-moved')]] },
    ];
  }
  return null;
}

// A trade between two players (no board): the offer composed, sent, accepted.
function tradeExample(data) {
  const prods = data.products || [];
  const give = prods.findIndex((p) => p.harbour !== undefined);
  const ask = prods.findIndex((p) => p.harbour !== prods[give]?.harbour);
  if (give < 0 || ask < 0) return null;
  const pname = (i) => name('product', prods[i].id);
  const hand = (cards) => el('span', { class: 'cards' }, ...cards.map((i) => el('span', { class: 'card product' }, pname(i))));
  const table = (a, b, offer, sent) => el('div', { class: 'trade-diagram' },
    el('div', { class: 'trade-seat' }, el('strong', {}, seat(0)), hand(a)),
    el('div', { class: `trade-offer${sent ? ' sent' : ''}` },
      offer ? [el('div', {}, `${h('rules-give')}: `, hand([give])), el('div', {}, `${h('rules-ask')}: `, hand([ask]))] : null),
    el('div', { class: 'trade-seat' }, el('strong', {}, seat(1)), hand(b)));
  const words = { seat: seat(0), other: seat(1), give: pname(give), ask: pname(ask) };
  return [
    { text: h('rules-trade-1', words), extra: table([give, give], [ask], true, false) },
    { text: h('rules-trade-2', words), extra: table([give, give], [ask], true, true) },
    { text: h('rules-trade-3', words), extra: table([give, ask], [give], false, false) },
  ];
}

// The Trader at Masters' product market (no board, M-3.5): a card sold at its price, whose
// marker then goes down a step, and another bought at its price, whose marker goes up. The
// prices and the markers' starts are the data's (`product_market`, one per product).
function marketExample(data) {
  const prods = data.products || [];
  const market = data.product_market || [];
  const price = (i, at) => market[i].prices[at];
  const sell = market.findIndex((m) => m?.prices && m.start > 0);
  const buy = market.findIndex((m, i) => i !== sell && m?.prices && m.start < m.prices.length - 1 && prods[i]?.harbour !== prods[sell]?.harbour);
  if (sell < 0 || buy < 0 || !prods[sell] || !prods[buy]) return null;
  const pname = (i) => name('product', prods[i].id);
  const track = (i, at) => el('div', { class: 'market-row', dataset: { product: prods[i].id } },
    el('span', { class: 'card product' }, pname(i)),
    el('span', { class: 'market-track' }, ...market[i].prices.map((p, k) => el('span', { class: k === at ? 'price at' : 'price' }, String(p)))));
  const cash = 10;
  const table = (cards, money, sellAt, buyAt) => el('div', { class: 'market-diagram' },
    el('div', { class: 'trade-seat' }, el('strong', {}, seat(0)), el('div', {}, h('rules-market-cash', { cash: money })),
      el('span', { class: 'cards' }, h('rules-market-hand'), ' ', ...cards.map((i) => el('span', { class: 'card product' }, pname(i))))),
    el('div', { class: 'market-tracks' }, track(sell, sellAt), track(buy, buyAt)));
  const [s0, b0] = [market[sell].start, market[buy].start];
  const words = {
    seat: seat(0), sell: pname(sell), buy: pname(buy), price: price(sell, s0), lower: price(sell, s0 - 1),
    cost: price(buy, b0), higher: price(buy, b0 + 1),
  };
  return [
    { text: h('rules-market-1', words), extra: table([sell], cash, s0, b0) },
    { text: h('rules-market-2', words), extra: table([], cash + words.price, s0 - 1, b0) },
    { text: h('rules-market-3', words), extra: table([buy], cash + words.price - words.cost, s0 - 1, b0 + 1) },
  ];
}

export const EXAMPLES = {
  call: callExample, fork: forkExample, delivery: deliveryExample, trade: tradeExample, lock: lockExample, market: marketExample,
};

// ---- drawing --------------------------------------------------------------------------------

// The board units a mark points at: a ship (its index), a position ({ pos }) or a lock ({ lock }).
function markPoint(data, step, at) {
  if (typeof at === 'number') {
    const s = step.ships?.[at];
    if (!s || s.pos === null || s.pos === undefined) return null;
    const p = boardPoint(positions(data)[s.pos]);
    return positions(data)[s.pos].kind === 'harbour' ? { x: p.x - 44, y: p.y + 44 } : { x: p.x, y: p.y + 7 };
  }
  if (at.pos !== undefined) {
    // A harbour's mark beside its box's corner, clear of its name.
    const p = boardPoint(positions(data)[at.pos]);
    return positions(data)[at.pos].kind === 'harbour' ? { x: p.x + 42, y: p.y - 22 } : p;
  }
  if (at.lock) {
    const a = boardPoint(positions(data)[at.lock.from]), b = boardPoint(positions(data)[at.lock.to]);
    return { x: a.x + (b.x - a.x) * 0.62, y: a.y + (b.y - a.y) * 0.62 };
  }
  return null;
}

// Crops the drawing to the positions the example uses (with room for names and ships).
function crop(svg, data, steps) {
  const pts = [];
  for (const s of steps) {
    for (const sh of s.ships || []) if (sh.pos !== null && sh.pos !== undefined) pts.push(boardPoint(positions(data)[sh.pos]));
    for (const p of s.rings || []) pts.push(boardPoint(positions(data)[p]));
    for (const [at] of s.marks || []) { const p = markPoint(data, s, at); if (p) pts.push(p); }
  }
  if (!pts.length) return;
  const x0 = Math.max(0, Math.min(...pts.map((p) => p.x)) - 110), x1 = Math.min(1000, Math.max(...pts.map((p) => p.x)) + 110);
  const y0 = Math.max(0, Math.min(...pts.map((p) => p.y)) - 70), y1 = Math.min(640, Math.max(...pts.map((p) => p.y)) + 100);
  // At least a third of the board wide, and never a thin strip: about as tall as a screen's
  // third of the width, so that names stay readable on a phone.
  let w = Math.max(x1 - x0, 380), hgt = Math.max(y1 - y0, 230);
  w = Math.min(1000, Math.max(w, hgt * 1.3));
  hgt = Math.min(640, Math.max(hgt, w / 1.7));
  const cx = Math.min(Math.max((x0 + x1) / 2, w / 2), 1000 - w / 2), cy = Math.min(Math.max((y0 + y1) / 2, hgt / 2), 640 - hgt / 2);
  svg.setAttribute('viewBox', `${(cx - w / 2).toFixed(0)} ${(cy - hgt / 2).toFixed(0)} ${w.toFixed(0)} ${hgt.toFixed(0)}`);
}

// The numbered marks of a step, on the drawing and in the list under it.
function drawMarks(svg, data, step, list) {
  const g = svgEl('g', { class: 'callouts', 'aria-hidden': 'true' });
  // A position to choose: its node drawn in the colour of a choice (a ring around it would
  // reach its name).
  for (const p of step.rings || []) svg.querySelector(`.pos[data-pos="${p}"] .shape`)?.classList.add('choice');
  (step.marks || []).forEach(([at, words], i) => {
    const p = markPoint(data, step, at);
    if (p) {
      g.append(svgEl('g', { class: 'callout', transform: `translate(${(p.x + 30).toFixed(1)},${(p.y - 22).toFixed(1)})` },
        svgEl('circle', { r: 12 }), svgEl('text', { y: 5, 'text-anchor': 'middle' }, String(i + 1))));
    }
    list.append(el('li', {}, words));
  });
  svg.append(g);
}

// One worked example as a figure: its drawing (or a table of cards), the words of the step, its
// numbered marks, and Back / Next with "step 2 of 3".
export function exampleFigure(data, key, game) {
  const steps = EXAMPLES[key]?.(data);
  if (!steps) return null;
  const onBoard = steps.some((s) => s.ships);
  const headId = `example-${key}-head`;
  const svg = onBoard ? svgEl('svg', { class: 'board diagram-board', xmlns: 'http://www.w3.org/2000/svg' }) : null;
  const text = el('p', { class: 'diagram-text' });
  const list = el('ol', { class: 'callout-list' });
  const extra = el('div', { class: 'diagram-extra' });
  const count = el('span', { class: 'diagram-count', 'aria-live': 'polite' });
  const back = el('button', { type: 'button', class: 'diagram-back' }, h('rules-back'));
  const next = el('button', { type: 'button', class: 'diagram-next' }, h('rules-next'));
  const fig = el('figure', { class: 'diagram', id: `example-${key}`, 'aria-labelledby': headId, dataset: { example: key } },
    el('figcaption', { id: headId }, h(`rules-example-${key}`, { game })),
    svg, extra, text, list,
    el('div', { class: 'diagram-nav' }, back, count, next));
  let at = 0;
  const show = () => {
    const step = steps[at];
    if (svg) {
      drawBoard(svg, data, viewOf(step.ships || [], step.locks ?? 0, step.fork ?? null));
      svg.setAttribute('aria-label', h(`rules-example-${key}`, { game }));
      previewColour(svg, data, viewOf(step.ships || [], step.locks ?? 0), step.preview || null);
      crop(svg, data, steps);
      list.replaceChildren();
      drawMarks(svg, data, step, list);
    } else {
      list.replaceChildren();
    }
    extra.replaceChildren(...(step.extra ? [step.extra] : []));
    text.textContent = step.text;
    count.textContent = h('rules-step-of', { n: at + 1, total: steps.length });
    back.disabled = at === 0;
    next.disabled = at === steps.length - 1;
    fig.dataset.step = String(at + 1);
  };
  back.addEventListener('click', () => { if (at > 0) { at -= 1; show(); } });
  next.addEventListener('click', () => { if (at < steps.length - 1) { at += 1; show(); } });
  show();
  return fig;
}

// The whole board of the rule set, empty, as at the table.
export function boardFigure(data, game) {
  const svg = svgEl('svg', { class: 'board rules-board', xmlns: 'http://www.w3.org/2000/svg' });
  drawBoard(svg, data, viewOf([]));
  return el('figure', { class: 'diagram whole-board', id: 'the-board' }, svg,
    el('figcaption', {}, h('rules-board-caption', { game })));
}
