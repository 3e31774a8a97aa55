// The board as SVG, drawn from the board data (positions with x, y in [0, 1], channels with
// their colours, double channels in both, Antwerpen's locks) and a view (ships, cargo, locks
// open or closed, Masters' factories). Legal targets are marked `clickable` and carry
// data-target (`pos:3`, `ship:5`, `colour:red`, `lock:1`, `build:17`, `site:0`); the page
// decides what a click does.

import { SEAT_COLOURS } from './api.js';
import { svgEl, clear } from './util.js';
import { t, name, lv } from './i18n.js';

export const CHANNEL_COLOURS = {
  red: '#d62828', yellow: '#f2c300', green: '#2a9d3f', blue: '#1d5fd1', violet: '#8e44ad',
};

// Channels told apart without colour vision: a dash pattern per colour (red solid, yellow long
// dashes, green dots, blue dash-dot, violet double dots) and a letter badge (the colour's
// initial in the page's language, `web-colour_letter_*`).
// Colours light enough to want dark words on them (contrast at least 4.5:1).
const DARK_TEXT = new Set(['yellow', 'green']);

export const CHANNEL_DASHES = {
  red: null, yellow: '16 12', green: '0.1 11', blue: '18 10 0.1 10', violet: '0.1 9 0.1 18',
};

const RAW_FILL = {
  yellow: '#f2c300', red: '#d62828', grey: '#8d99ae', gray: '#8d99ae', black: '#111',
  violet: '#8e44ad', purple: '#8e44ad', 'dark brown': '#5b3a1e', brown: '#8b5a2b', beige: '#e3cfa0',
};

const W = 1000, H = 640, MX = 60, MY = 40;
const px = (x) => MX + x * (W - 2 * MX);
const py = (y) => MY + y * (H - 2 * MY);
// Where a position is drawn, in the board's units (the rules page's diagrams mark things there).
export const boardPoint = (p) => ({ x: px(p.x), y: py(p.y) });

// Per board: where each ship was drawn last (for the slide) and the colour being previewed.
const LAST = new WeakMap();
const PREVIEW = new WeakMap();
// A target on the board is a control a keyboard reaches (Enter or Space chooses it).
const FOCUSABLE = { tabindex: 0, role: 'button' };

/** SVG text has no wrapping: a label estimated wider than `max` (at about `perChar` px a
 *  character) is squeezed into `max` px, so a long name ("Orangensaft") stays inside its box. */
function fitWithin(text, max, perChar) {
  return text.length * perChar > max ? { textLength: max, lengthAdjust: 'spacingAndGlyphs' } : {};
}

// How players are named in ship names (the page sets it: seats.js's seatName).
let namer = (seat) => t('seat_n', seat + 1);
export function setSeatNamer(f) { namer = f; }

export function colourLetter(c) {
  return t(`colour_letter_${c}`);
}

// A ship named by its owner and where it is ("Anna's ship at B4"), never by its number.
export function shipName(data, view, id) {
  const s = view.public.fleet.ships[id];
  if (!s) return `#${id}`;
  const owner = namer(s.owner);
  if (s.pos === null || s.pos === undefined) return t('ship_in_supply_of', owner);
  return t('ship_of_at', owner, data.board.positions[s.pos]?.id ?? s.pos);
}

// Which ships a call of `colour` by `caller` would move (RULES C-2), from the seat's view and
// the board only: the caller's ships first, then clockwise, each fleet deepest first; a ship
// moves at most one channel, into a free target (harbours and the exit hold many); passes
// repeat until nothing moves; a ship with two or more free targets waits at a fork (its
// owner steers). Antwerpen: a closed lock blocks its channel; a ship held by an Anchor card
// sits the call out; Masters: a delivery its owner cannot pay the caller for waits. Returns { moves: [{ ship, from, to }], forks: [ship] }.
export function simulateCall(data, view, colour, caller) {
  const board = data.board;
  const pub = view.public;
  const ships = pub.fleet.ships.map((s) => ({ ...s }));
  const many = (p) => ['harbour', 'exit'].includes(board.positions[p]?.kind);
  const occupant = new Map();
  ships.forEach((s, id) => { if (s.pos !== null && s.pos !== undefined && !many(s.pos)) occupant.set(s.pos, id); });
  const lockOpen = (ch) => !ch.lock || !data.locks || ((pub.locks_open ?? 0) >> data.locks.indexOf(ch.lock)) & 1;
  const held = pub.call?.held ?? 0;
  // Masters (C-2.7): a ship delivering to its harbour needs its owner to pay the caller 1; an
  // owner without money keeps that ship where it is for the call.
  const money = pub.seats.map((sp) => sp.money);
  const paying = money.every((m) => typeof m === 'number');
  const accepts = (p) => (board.positions[p]?.kind === 'harbour' ? data.raws.findIndex((r) => r.id === board.positions[p].accepts) : -1);
  const delivers = (id, to) => ships[id].cargo !== null && ships[id].cargo !== undefined && accepts(to) === ships[id].cargo && ships[id].owner !== caller;
  const targetsOf = (id) => {
    const p = ships[id].pos;
    if (Math.floor(held / 2 ** id) % 2 === 1) return [];
    const free = board.channels
      .filter((ch) => ch.from === p && ch.colours.includes(colour) && lockOpen(ch))
      .map((ch) => ch.to)
      .filter((to) => many(to) || !occupant.has(to));
    if (paying && free.some((to) => delivers(id, to) && money[ships[id].owner] < 1)) return [];
    return free;
  };
  const players = pub.players;
  const order = [];
  for (let k = 0; k < players; k++) {
    const seat = (caller + k) % players;
    const mine = ships.map((s, id) => [s, id]).filter(([s]) => s.owner === seat && s.pos !== null && s.pos !== undefined && !many(s.pos));
    mine.sort((a, b) => b[0].pos - a[0].pos);
    order.push(...mine.map(([, id]) => id));
  }
  const moved = new Set();
  const forks = new Set();
  const moves = [];
  for (let again = true; again;) {
    again = false;
    for (const id of order) {
      if (moved.has(id) || forks.has(id)) continue;
      const ts = targetsOf(id);
      if (ts.length === 1) {
        const from = ships[id].pos;
        occupant.delete(from);
        if (!many(ts[0])) occupant.set(ts[0], id);
        if (paying && delivers(id, ts[0])) money[ships[id].owner] -= 1;
        ships[id].pos = ts[0];
        moved.add(id);
        moves.push({ ship: id, from, to: ts[0] });
        again = true;
      } else if (ts.length > 1) {
        forks.add(id);
      }
    }
  }
  return { moves, forks: [...forks] };
}

// Marks on the board what calling `colour` would do (null clears it): the ships that move
// glow, with an arrow to where they go; a ship that would wait at a fork is ringed.
export function previewColour(svg, data, view, colour) {
  if (!svg || !data || !view) return;
  svg.querySelector('.preview')?.remove();
  for (const g of svg.querySelectorAll('.ship.would-move, .ship.would-fork')) g.classList.remove('would-move', 'would-fork');
  PREVIEW.set(svg, colour);
  document.body.dataset.preview = colour || '';
  if (!colour) { document.body.dataset.previewShips = ''; return; }
  const caller = view.to_act ?? 0;
  const { moves, forks } = simulateCall(data, view, colour, caller);
  const g = svgEl('g', { class: 'preview', 'aria-hidden': 'true' });
  for (const m of moves) {
    const a = data.board.positions[m.from], b = data.board.positions[m.to];
    g.append(svgEl('line', { x1: px(a.x), y1: py(a.y), x2: px(b.x), y2: py(b.y), class: 'preview-path', 'marker-end': 'url(#preview-arrow)' }));
    svg.querySelector(`.ship[data-ship="${m.ship}"]`)?.classList.add('would-move');
  }
  for (const f of forks) svg.querySelector(`.ship[data-ship="${f}"]`)?.classList.add('would-fork');
  svg.querySelector('.ships')?.before(g);
  document.body.dataset.previewShips = [...new Set(moves.map((m) => m.ship))].sort((x, y) => x - y).join(',');
  document.body.dataset.previewForks = forks.join(',');
}

// Words on a coloured ground: black or white, whichever contrasts more (WCAG luminance).
export function inkOn(colour) {
  const m = /^#?([0-9a-f]{6})$/i.exec(colour || '');
  if (!m) return '#111';
  const lin = (i) => { const c = parseInt(m[1].slice(i, i + 2), 16) / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  const l = 0.2126 * lin(0) + 0.7152 * lin(2) + 0.0722 * lin(4);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#111' : '#fff';
}

export function rawFill(data, r) {
  const c = data.raws[r]?.colour;
  return RAW_FILL[c] || c || '#999';
}

// Where things sit so that nothing covers a position's name (a test measures it in every rule
// set, e-2-e board_labels): a ship on a position is drawn a little below its centre, with a
// mast short enough to stay under the name written above the node; a channel's colour letter
// sits about a third of the way along, moved along the channel when that spot would cover a
// name, a node or another letter.
const SHIP_DY = 7;
const MAST_TOP = -23;
const BADGE_R = 10.5;
const BADGE_SPOTS = [0.3, 0.38, 0.22, 0.46, 0.54, 0.62, 0.7];
const box = (x, y, rx, ry) => ({ x0: x - rx, y0: y - ry, x1: x + rx, y1: y + ry });
const hits = (a, b) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

// The boxes (board units, with a margin) of what a letter must not cover: each position's node
// and name, drawn as in drawBoard (names about 7 px a character at 12 px, 9 at 15 px bold).
function labelBoxes(board) {
  const out = [];
  for (const p of board.positions) {
    const x = px(p.x), y = py(p.y), n = String(p.id).length;
    if (p.kind === 'harbour') {
      out.push(box(x, y, 64, 26));
    } else if (p.kind === 'exit') {
      out.push(box(x, y, 60, 19));
    } else {
      out.push(box(x, y, 21, 21), box(x, y - 29, n * 4 + 2, 9));
    }
  }
  return out;
}

function badgeSpot(b, keepClear) {
  let first = null;
  for (const f of BADGE_SPOTS) {
    const at = { x: b.x1 + (b.x2 - b.x1) * f + b.dx, y: b.y1 + (b.y2 - b.y1) * f + b.dy };
    first ??= at;
    if (!keepClear.some((k) => hits(k, box(at.x, at.y, BADGE_R, BADGE_R)))) return at;
  }
  return first;
}

// targets: Set of target keys that are clickable now.
export function drawBoard(svg, data, view, targets = new Set()) {
  clear(svg);
  svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
  svg.setAttribute('role', 'group');
  svg.setAttribute('aria-label', t('board'));
  const board = data.board;
  const pub = view.public;
  svg.append(svgEl('rect', { x: 0, y: 0, width: W, height: H, rx: 14, class: 'sea' }));
  svg.append(svgEl('defs', {},
    svgEl('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 5, refY: 5, markerWidth: 5, markerHeight: 5, orient: 'auto-start-reverse' },
      svgEl('path', { d: 'M 0 0 L 10 5 L 0 10 z', fill: '#223' })),
    svgEl('marker', { id: 'preview-arrow', viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 4, markerHeight: 4, orient: 'auto' },
      svgEl('path', { d: 'M 0 0 L 10 5 L 0 10 z', fill: '#111' }))));

  // Channels (a double channel in both its colours, side by side).
  const gCh = svgEl('g', { class: 'channels' });
  const lockSpots = [];
  const badges = [];
  for (const ch of board.channels) {
    const a = board.positions[ch.from], b = board.positions[ch.to];
    const [x1, y1, x2, y2] = [px(a.x), py(a.y), px(b.x), py(b.y)];
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const nx = -(y2 - y1) / len, ny = (x2 - x1) / len;
    ch.colours.forEach((c, i) => {
      const off = ch.colours.length > 1 ? (i - 0.5) * 9 : 0;
      const key = `colour:${c}`;
      const ends = { x1: x1 + nx * off, y1: y1 + ny * off, x2: x2 + nx * off, y2: y2 + ny * off };
      // A pale bed under the pattern, so the gaps of a dashed channel still read as a channel.
      gCh.append(svgEl('line', { ...ends, class: 'channel-bed', stroke: CHANNEL_COLOURS[c] || c, 'stroke-width': 7, 'stroke-linecap': 'round' }));
      const line = svgEl('line', {
        ...ends,
        stroke: CHANNEL_COLOURS[c] || c, 'stroke-width': 7, 'stroke-linecap': 'round',
        'stroke-dasharray': CHANNEL_DASHES[c] || undefined,
        class: 'channel' + (targets.has(key) ? ' clickable' : ''),
        dataset: targets.has(key) ? { target: key, colour: c } : { colour: c },
      });
      line.append(svgEl('title', {}, name('colour', c)));
      gCh.append(line);
      badges.push({ c, x1, y1, x2, y2, dx: nx * off * 2.4, dy: ny * off * 2.4 });
    });
    // Direction mark half way.
    const mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
    gCh.append(svgEl('path', {
      d: `M ${mx - (x2 - x1) / len * 6} ${my - (y2 - y1) / len * 6} L ${mx + (x2 - x1) / len * 6} ${my + (y2 - y1) / len * 6}`,
      stroke: 'none', 'marker-end': 'url(#arrow)', class: 'dir',
    }));
    if (ch.lock && data.locks) {
      const id = data.locks.indexOf(ch.lock);
      const f = 0.62;
      lockSpots.push({ id, x: x1 + (x2 - x1) * f, y: y1 + (y2 - y1) * f, nx, ny });
    }
  }
  svg.append(gCh);
  // The colour letters, above the channels and below the positions.
  const gBadge = svgEl('g', { class: 'channel-letters', 'aria-hidden': 'true' });
  const keepClear = labelBoxes(board);
  for (const l of lockSpots) keepClear.push(box(l.x, l.y, 21, 21), { x0: l.x + 22, y0: l.y - 9, x1: l.x + 26 + 7 * String(data.locks[l.id] ?? '').length, y1: l.y + 5 });
  for (const b of badges) {
    const at = badgeSpot(b, keepClear);
    keepClear.push(box(at.x, at.y, BADGE_R, BADGE_R));
    gBadge.append(svgEl('g', { class: `letter letter-${b.c}`, transform: `translate(${at.x.toFixed(1)},${at.y.toFixed(1)})` },
      svgEl('circle', { r: BADGE_R - 1.5, fill: '#fff', stroke: CHANNEL_COLOURS[b.c] || b.c, 'stroke-width': 2.5 }),
      svgEl('text', { y: 4, 'text-anchor': 'middle' }, colourLetter(b.c))));
  }
  svg.append(gBadge);

  // Positions.
  const gPos = svgEl('g', { class: 'positions' });
  const harbourIndex = new Map();
  board.positions.forEach((p, i) => { if (p.kind === 'harbour') harbourIndex.set(i, harbourIndex.size); });
  board.positions.forEach((p, i) => {
    const key = `pos:${i}`;
    const clickable = targets.has(key);
    const g = svgEl('g', {
      class: `pos pos-${p.kind}` + (clickable ? ' clickable' : ''),
      transform: `translate(${px(p.x)},${py(p.y)})`,
      dataset: clickable ? { target: key, pos: i } : { pos: i },
      ...(clickable ? FOCUSABLE : {}),
    });
    let label = p.id;
    if (p.kind === 'harbour') {
      const raw = data.raws.findIndex((r) => r.id === p.accepts);
      g.append(svgEl('rect', { x: -62, y: -24, width: 124, height: 48, rx: 8, class: 'shape' }));
      g.append(svgEl('rect', { x: -56, y: -18, width: 12, height: 12, rx: 2, fill: raw >= 0 ? rawFill(data, raw) : '#999', stroke: '#333' }));
      g.append(svgEl('text', { x: -38, y: -8, class: 'label', ...fitWithin(p.id, 96, 9) }, p.id));
      const hi = harbourIndex.get(i);
      const pile = view.piles?.products?.[hi];
      const top = view.piles?.product_tops?.[hi];
      if (pile !== undefined) {
        const text = lv(t('pile'), pile) + (top !== null && top !== undefined ? ` · ${name('product', data.products[top]?.id)}` : '');
        g.append(svgEl('text', { x: -56, y: 14, class: 'small', ...fitWithin(text, 112, 6.6) }, text));
      }
      label = lv(p.id, t('harbour_accepts', name('raw', p.accepts)));
      const sites = factorySites(data, pub, hi, p.id, targets);
      if (sites) g.append(sites);
    } else if (p.kind === 'exit') {
      g.append(svgEl('rect', { x: -58, y: -17, width: 116, height: 34, rx: 17, class: 'shape' }));
      g.append(svgEl('text', { x: 0, y: 5, class: 'label', 'text-anchor': 'middle' }, `${p.id} ⇥`));
      label = `${p.id} (${t('exit_label')})`;
    } else if (p.kind === 'start') {
      g.append(svgEl('rect', { x: -19, y: -19, width: 38, height: 38, rx: 6, class: 'shape' }));
      g.append(svgEl('text', { x: 0, y: -24, class: 'small', 'text-anchor': 'middle' }, p.id));
      label = `${p.id} (${t('start_label')})`;
    } else {
      g.append(svgEl('circle', { r: 19, class: 'shape' }));
      if (p.kind === 'anchor') {
        g.append(svgEl('text', { x: 0, y: 7, class: 'anchor', 'text-anchor': 'middle' }, '⚓'));
        label = `${p.id} (${t('anchor_label')})`;
      }
      g.append(svgEl('text', { x: 0, y: -24, class: 'small', 'text-anchor': 'middle' }, p.id));
    }
    g.append(svgEl('title', {}, label));
    if (clickable) g.setAttribute('aria-label', label);
    // A finger-sized hit area around a small target (44 px once the board is zoomed on a phone).
    if (clickable && p.kind !== 'harbour' && p.kind !== 'exit') g.prepend(svgEl('circle', { r: 30, class: 'hit' }));
    gPos.append(g);
  });
  svg.append(gPos);
  if (lockSpots.length) svg.append(drawLocks(lockSpots, data, pub, targets));

  // Ships: a hull in the owner's colour, with a white halo and a dark outline so that it reads
  // on any node (a white ship on a white node, a black one on the dark sea lines), the cargo as
  // a square ringed the same way on the deck. A ship that moved since the last drawing slides
  // from where it was.
  const gShips = svgEl('g', { class: 'ships' });
  const inHarbour = new Map();
  const forkShip = pub.sail?.fork;
  const held = pub.call?.held ?? 0;
  const before = LAST.get(svg) || new Map();
  const now = new Map();
  const moves = [];
  pub.fleet.ships.forEach((s, id) => {
    if (s.pos === null || s.pos === undefined) return;
    const p = board.positions[s.pos];
    let x = px(p.x), y = py(p.y) + SHIP_DY;
    if (p.kind === 'harbour' || p.kind === 'exit') {
      y -= SHIP_DY;
      const k = inHarbour.get(s.pos) || 0;
      inHarbour.set(s.pos, k + 1);
      x += -44 + (k % 3) * 44; y += 44 + Math.floor(k / 3) * 30;
    }
    const key = `ship:${id}`;
    const clickable = targets.has(key);
    const where = shipName(data, view, id);
    const g = svgEl('g', {
      class: `ship owner-${s.owner}` + (clickable ? ' clickable' : '') + (forkShip === id ? ' fork' : ''),
      style: `transform: translate(${x}px, ${y}px)`,
      dataset: clickable ? { target: key, ship: id, owner: s.owner, pos: s.pos } : { ship: id, owner: s.owner, pos: s.pos },
      ...(clickable ? { ...FOCUSABLE, 'aria-label': where } : {}),
    });
    const hull = 'M -21 -3 L 21 -3 L 14 12 L -14 12 Z';
    if (clickable) g.append(svgEl('circle', { r: 28, cy: -4, class: 'hit' }));
    g.append(svgEl('path', { d: hull, class: 'halo' }));
    g.append(svgEl('line', { x1: 0, y1: -3, x2: 0, y2: MAST_TOP, class: 'halo' }));
    g.append(svgEl('line', { x1: 0, y1: -3, x2: 0, y2: MAST_TOP, class: 'mast' }));
    g.append(svgEl('path', { d: hull, fill: SEAT_COLOURS[s.owner], class: 'hull' }));
    if (s.cargo !== null && s.cargo !== undefined) {
      g.append(svgEl('rect', { x: -17, y: -19, width: 15, height: 15, rx: 2, class: 'cargo-ring' }));
      g.append(svgEl('rect', { x: -17, y: -19, width: 15, height: 15, rx: 2, fill: rawFill(data, s.cargo), class: 'cargo' }));
    }
    const isHeld = Math.floor(held / 2 ** id) % 2 === 1;
    if (isHeld) g.append(svgEl('text', { x: 14, y: -10, class: 'held' }, '⚓'));
    g.append(svgEl('title', {}, `${where} · ${s.cargo === null || s.cargo === undefined ? t('empty') : name('raw', data.raws[s.cargo].id)}${isHeld ? ` · ${t('held_by_anchor')}` : ''}`));
    gShips.append(g);
    now.set(id, [x, y]);
    const was = before.get(id);
    if (was && (was[0] !== x || was[1] !== y)) moves.push([g, was, [x, y]]);
  });
  LAST.set(svg, now);
  svg.append(gShips);
  // Slide the ships that moved: start where they were, then let the transition run.
  if (moves.length && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
    for (const [g, [ox, oy]] of moves) g.style.transform = `translate(${ox}px, ${oy}px)`;
    svg.getBoundingClientRect();
    for (const [g, , [nx2, ny2]] of moves) {
      g.classList.add('moving');
      g.style.transform = `translate(${nx2}px, ${ny2}px)`;
    }
    document.body.dataset.shipMoves = String(Number(document.body.dataset.shipMoves || 0) + moves.length);
  }
  // A colour being previewed stays previewed across a redraw.
  if (PREVIEW.get(svg)) previewColour(svg, data, view, PREVIEW.get(svg));
}

// Antwerpen's locks (A-4): a gate across each locked channel, green when open, red with a bar
// across the channel when closed. `lock:N` (a lock card's choice) or `setlocks` (Toggle: open
// or close the chosen ones) when clickable.
function drawLocks(spots, data, pub, targets) {
  const g = svgEl('g', { class: 'locks' });
  const open = pub.locks_open ?? 0;
  for (const s of spots) {
    const isOpen = (open >> s.id) & 1;
    const key = targets.has(`lock:${s.id}`) ? `lock:${s.id}` : targets.has('setlocks') ? 'setlocks' : null;
    const lg = svgEl('g', {
      class: `lock ${isOpen ? 'open' : 'closed'}` + (key ? ' clickable' : ''),
      transform: `translate(${s.x},${s.y})`,
      dataset: key ? { target: key, lock: s.id } : { lock: s.id },
    });
    const nm = data.locks[s.id] ?? `#${s.id}`;
    // A clickable lock is one target from its mark to the end of its name (a click at the
    // middle of the two must not fall on the sea between them).
    if (key) lg.append(svgEl('rect', { x: -18, y: -18, width: 46 + 7 * String(nm).length, height: 36, class: 'hit' }));
    if (!isOpen) {
      lg.append(svgEl('line', { x1: -s.nx * 18, y1: -s.ny * 18, x2: s.nx * 18, y2: s.ny * 18, class: 'gate' }));
    }
    lg.append(svgEl('rect', { x: -13, y: -10, width: 26, height: 20, rx: 4, class: 'shape' }));
    lg.append(svgEl('text', { x: 0, y: 5, 'text-anchor': 'middle', class: 'lock-mark' }, isOpen ? '○' : '■'));
    // The name beyond the reach of the gate, whichever way the channel runs.
    lg.append(svgEl('text', { x: 24, y: 4, class: 'small lock-name' }, nm));
    lg.append(svgEl('title', {}, lv(t('lock_n', nm), isOpen ? t('lock_open') : t('lock_closed'))));
    g.append(lg);
  }
  return g;
}

// Masters of Trade: a harbour's factory sites above it, in building order, each with its price
// and its owner's colour; the next free site is `build:POS`, a factory that may produce
// `site:N` (during the Discharger's action in this harbour).
function factorySites(data, pub, hi, posId, targets) {
  if (!pub.factories || !data.layouts) return null;
  const layout = data.layouts[pub.variants?.factory_layout ?? 0]?.[1];
  const sites = layout?.[hi];
  const owners = pub.factories[hi];
  if (!sites || !owners) return null;
  const g = svgEl('g', { class: 'sites' });
  const free = owners.findIndex((o) => o === null);
  const discharging = pub.stage === 'factory' && pub.discharge?.harbour === hi;
  owners.forEach((owner, i) => {
    let key = null;
    if (i === free && targets.has(`build:${sites.harbour}`)) key = `build:${sites.harbour}`;
    if (discharging && owner !== null && targets.has(`site:${i}`)) key = `site:${i}`;
    const x = -58 + i * 22;
    const sg = svgEl('g', {
      class: 'site' + (owner === null ? ' free' : ' built') + (key ? ' clickable' : ''),
      transform: `translate(${x},-46)`,
      dataset: key ? { target: key, site: i } : { site: i },
    });
    sg.append(svgEl('rect', { width: 18, height: 18, rx: 3, class: 'shape', fill: owner === null ? '#fff' : SEAT_COLOURS[owner] }));
    sg.append(svgEl('text', { x: 9, y: 13, 'text-anchor': 'middle', class: 'site-price' + (owner === 1 ? ' on-dark' : '') }, sites.prices[i]));
    sg.append(svgEl('title', {}, owner === null ? t('site_free', posId, sites.prices[i]) : t('site_owned', posId, t('seat_n', owner + 1))));
    g.append(sg);
  });
  return g;
}

// The colour bar: five buttons to call a colour, clickable when legal, each with its letter and
// a sample of its channel pattern. Hovering or focusing one calls `onPreview(colour)` (null when
// left), so the board can show which ships it would move.
export function colourBar(container, targets, onPreview = () => {}) {
  container.replaceChildren();
  for (const c of Object.keys(CHANNEL_COLOURS)) {
    const key = `colour:${c}`;
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'colour' + (targets.has(key) ? ' clickable' : '');
    b.style.setProperty('--c', CHANNEL_COLOURS[c]);
    b.style.setProperty('--fg', DARK_TEXT.has(c) ? '#111' : '#fff');
    b.dataset.colour = c;
    const sample = svgEl('svg', { width: 26, height: 10, viewBox: '0 0 26 10', 'aria-hidden': 'true', class: 'dash-sample' },
      svgEl('line', { x1: 1, y1: 5, x2: 25, y2: 5, stroke: '#fff', 'stroke-width': 6 }),
      svgEl('line', { x1: 3, y1: 5, x2: 23, y2: 5, stroke: CHANNEL_COLOURS[c], 'stroke-width': 4, 'stroke-linecap': 'round', 'stroke-dasharray': CHANNEL_DASHES[c] ? CHANNEL_DASHES[c].split(' ').map((n) => n / 2.5).join(' ') : undefined }));
    b.replaceChildren(
      Object.assign(document.createElement('span'), { className: 'letter-chip', textContent: colourLetter(c) }),
      ' ', Object.assign(document.createElement('span'), { className: 'colour-name', textContent: name('colour', c) }), ' ', sample);
    b.disabled = !targets.has(key);
    if (targets.has(key)) b.dataset.target = key;
    for (const ev of ['mouseenter', 'focus']) b.addEventListener(ev, () => onPreview(c));
    for (const ev of ['mouseleave', 'blur']) b.addEventListener(ev, () => onPreview(null));
    container.append(b);
  }
}
