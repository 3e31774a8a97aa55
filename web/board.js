// The board as SVG, drawn from the board data (positions with x, y in [0, 1], channels with
// their colours) and a view (ships, cargo). Legal targets are marked `clickable` and carry
// data-target (`pos:3`, `ship:5`, `colour:red`); the page decides what a click does.

import { svgEl, clear, SEAT_COLOURS } from './api.js';
import { t, name } from './i18n.js';

export const CHANNEL_COLOURS = {
  red: '#d62828', yellow: '#f2c300', green: '#2a9d3f', blue: '#1d5fd1', violet: '#8e44ad',
};

const RAW_FILL = { yellow: '#f2c300', red: '#d62828', grey: '#8d99ae', gray: '#8d99ae', black: '#111' };

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

  // Channels.
  const gCh = svgEl('g', { class: 'channels' });
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

  // Ships.
  const gShips = svgEl('g', { class: 'ships' });
  const inHarbour = new Map();
  const forkShip = pub.sail?.fork;
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
    g.append(svgEl('title', {}, `#${id} · ${t('seat_n', s.owner + 1)} · ${s.cargo === null ? t('empty') : name('raw', data.raws[s.cargo].id)}`));
    gShips.append(g);
  });
  svg.append(gShips);
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
