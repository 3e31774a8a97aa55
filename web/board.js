// The board as SVG, drawn from the board data (positions with x, y in [0, 1], channels with
// their colours, double channels in both, Antwerpen's locks) and a view (ships, cargo, locks
// open or closed, Masters' factories). Legal targets are marked `clickable` and carry
// data-target (`pos:3`, `ship:5`, `colour:red`, `lock:1`, `build:17`, `site:0`); the page
// decides what a click does.

import { svgEl, clear, SEAT_COLOURS } from './api.js';
import { t, name } from './i18n.js';

export const CHANNEL_COLOURS = {
  red: '#d62828', yellow: '#f2c300', green: '#2a9d3f', blue: '#1d5fd1', violet: '#8e44ad',
};

const RAW_FILL = {
  yellow: '#f2c300', red: '#d62828', grey: '#8d99ae', gray: '#8d99ae', black: '#111',
  violet: '#8e44ad', purple: '#8e44ad', 'dark brown': '#5b3a1e', brown: '#8b5a2b', beige: '#e3cfa0',
};

const W = 1000, H = 640, MX = 60, MY = 40;
const px = (x) => MX + x * (W - 2 * MX);
const py = (y) => MY + y * (H - 2 * MY);

export function rawFill(data, r) {
  const c = data.raws[r]?.colour;
  return RAW_FILL[c] || c || '#999';
}

// targets: Set of target keys that are clickable now.
export function drawBoard(svg, data, view, targets = new Set()) {
  clear(svg);
  svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', t('board'));
  const board = data.board;
  const pub = view.public;
  svg.append(svgEl('rect', { x: 0, y: 0, width: W, height: H, rx: 14, class: 'sea' }));
  svg.append(svgEl('defs', {},
    svgEl('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 5, refY: 5, markerWidth: 5, markerHeight: 5, orient: 'auto-start-reverse' },
      svgEl('path', { d: 'M 0 0 L 10 5 L 0 10 z', fill: '#223' }))));

  // Channels (a double channel in both its colours, side by side).
  const gCh = svgEl('g', { class: 'channels' });
  const lockSpots = [];
  for (const ch of board.channels) {
    const a = board.positions[ch.from], b = board.positions[ch.to];
    const [x1, y1, x2, y2] = [px(a.x), py(a.y), px(b.x), py(b.y)];
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const nx = -(y2 - y1) / len, ny = (x2 - x1) / len;
    ch.colours.forEach((c, i) => {
      const off = ch.colours.length > 1 ? (i - 0.5) * 7 : 0;
      const key = `colour:${c}`;
      const line = svgEl('line', {
        x1: x1 + nx * off, y1: y1 + ny * off, x2: x2 + nx * off, y2: y2 + ny * off,
        stroke: CHANNEL_COLOURS[c] || c, 'stroke-width': 7, 'stroke-linecap': 'round',
        class: 'channel' + (targets.has(key) ? ' clickable' : ''),
        dataset: targets.has(key) ? { target: key } : { colour: c },
      });
      line.append(svgEl('title', {}, name('colour', c)));
      gCh.append(line);
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
    });
    let label = p.id;
    if (p.kind === 'harbour') {
      const raw = data.raws.findIndex((r) => r.id === p.accepts);
      g.append(svgEl('rect', { x: -62, y: -24, width: 124, height: 48, rx: 8, class: 'shape' }));
      g.append(svgEl('rect', { x: -56, y: -18, width: 12, height: 12, rx: 2, fill: raw >= 0 ? rawFill(data, raw) : '#999', stroke: '#333' }));
      g.append(svgEl('text', { x: -38, y: -8, class: 'label' }, p.id));
      const hi = harbourIndex.get(i);
      const pile = view.piles?.products?.[hi];
      const top = view.piles?.product_tops?.[hi];
      if (pile !== undefined) {
        g.append(svgEl('text', { x: -56, y: 14, class: 'small' },
          `${t('pile')}: ${pile}` + (top !== null && top !== undefined ? ` · ${name('product', data.products[top]?.id)}` : '')));
      }
      label = `${p.id}: ${t('harbour_accepts', name('raw', p.accepts))}`;
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
    gPos.append(g);
  });
  svg.append(gPos);
  if (lockSpots.length) svg.append(drawLocks(lockSpots, data, pub, targets));

  // Ships.
  const gShips = svgEl('g', { class: 'ships' });
  const inHarbour = new Map();
  const forkShip = pub.sail?.fork;
  const held = pub.call?.held ?? 0;
  pub.fleet.ships.forEach((s, id) => {
    if (s.pos === null || s.pos === undefined) return;
    const p = board.positions[s.pos];
    let x = px(p.x), y = py(p.y);
    if (p.kind === 'harbour') {
      const k = inHarbour.get(s.pos) || 0;
      inHarbour.set(s.pos, k + 1);
      x += -40 + (k % 4) * 27; y += 40 + Math.floor(k / 4) * 22;
    }
    const key = `ship:${id}`;
    const clickable = targets.has(key);
    const g = svgEl('g', {
      class: 'ship' + (clickable ? ' clickable' : '') + (forkShip === id ? ' fork' : ''),
      transform: `translate(${x},${y})`,
      dataset: clickable ? { target: key, ship: id } : { ship: id },
    });
    g.append(svgEl('path', {
      d: 'M -15 -2 L 15 -2 L 10 9 L -10 9 Z', fill: SEAT_COLOURS[s.owner], stroke: '#111', 'stroke-width': 1.5, class: 'hull',
    }));
    g.append(svgEl('line', { x1: 0, y1: -2, x2: 0, y2: -16, stroke: '#111', 'stroke-width': 1.5 }));
    if (s.cargo !== null && s.cargo !== undefined) {
      g.append(svgEl('rect', { x: -11, y: -13, width: 10, height: 10, fill: rawFill(data, s.cargo), stroke: '#111', class: 'cargo' }));
    }
    const isHeld = Math.floor(held / 2 ** id) % 2 === 1;
    if (isHeld) g.append(svgEl('text', { x: 12, y: -6, class: 'held' }, '⚓'));
    g.append(svgEl('title', {}, `#${id} · ${t('seat_n', s.owner + 1)} · ${s.cargo === null ? t('empty') : name('raw', data.raws[s.cargo].id)}${isHeld ? ` · ${t('held_by_anchor')}` : ''}`));
    gShips.append(g);
  });
  svg.append(gShips);
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
    if (!isOpen) {
      lg.append(svgEl('line', { x1: -s.nx * 24, y1: -s.ny * 24, x2: s.nx * 24, y2: s.ny * 24, class: 'gate' }));
    }
    lg.append(svgEl('rect', { x: -13, y: -10, width: 26, height: 20, rx: 4, class: 'shape' }));
    lg.append(svgEl('text', { x: 0, y: 5, 'text-anchor': 'middle', class: 'lock-mark' }, isOpen ? '○' : '■'));
    const nm = data.locks[s.id] ?? `#${s.id}`;
    lg.append(svgEl('text', { x: 16, y: 4, class: 'small lock-name' }, nm));
    lg.append(svgEl('title', {}, `${t('lock_n', nm)}: ${isOpen ? t('lock_open') : t('lock_closed')}`));
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

// The colour bar: five buttons to call a colour, clickable when legal.
export function colourBar(container, targets) {
  container.replaceChildren();
  for (const c of Object.keys(CHANNEL_COLOURS)) {
    const key = `colour:${c}`;
    const b = document.createElement('button');
    b.className = 'colour' + (targets.has(key) ? ' clickable' : '');
    b.style.setProperty('--c', CHANNEL_COLOURS[c]);
    b.textContent = name('colour', c);
    b.disabled = !targets.has(key);
    if (targets.has(key)) b.dataset.target = key;
    container.append(b);
  }
}
