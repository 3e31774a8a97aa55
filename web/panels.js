// The panels around the board: hand, missions, players, product piles, offer, log, score sheet
// (actions and events come from the server as catalogue messages: i18n.js `fmt`). Clickable things carry
// data-target like the board's (`card:storm`, `give:2`, `ask:5`, `mission:7`, `seat:1`).

import { el, clear } from './util.js';
import { t, name, NAV_CARDS, lv } from './i18n.js';
import { rawFill } from './board.js';
import { seatName, mark, rich, swatch } from './seats.js';
import { botWords } from './strengths.js';

export { seatName } from './seats.js';

export function productName(data, p) { return name('product', data.products[p]?.id ?? p); }
export function rawName(data, r) { return name('raw', data.raws[r]?.id ?? r); }
export function posName(data, p) { return data.board.positions[p]?.id ?? String(p); }
export function missionText(data, m) {
  const mi = data.missions[m];
  if (!mi) return `#${m}`;
  return `${mi.products.map((p) => productName(data, p)).join(' + ')} (${t('points', mi.points)})`;
}

export function countsText(data, counts) {
  const parts = [];
  (counts || []).forEach((n, p) => { if (n > 0) parts.push(`${n}× ${productName(data, p)}`); });
  return parts.length ? parts.join(', ') : t('nothing');
}

// Where an action is clicked: a key shared with the board and panels, or null (buttons only).
export function targetOf(a) {
  switch (a.type) {
    case 'place_ship': return `pos:${a.start}`;
    case 'steer_fork': return `pos:${a.to}`;
    case 'select_position': return `pos:${a.pos}`;
    case 'call_colour': return `colour:${a.colour}`;
    case 'select_ship': return `ship:${a.ship}`;
    case 'play_card': case 'lay_card': return `card:${a.card}`;
    case 'add_give': return `give:${a.product}`;
    case 'add_ask': return `ask:${a.product}`;
    case 'send_offer': return `seat:${a.to}`;
    case 'complete_mission': return `mission:${a.mission}`;
    // Nothing on the board: the turn bar beside it (boardplay.js, the rule set's `turnBar`);
    // answering an offer, withdrawing it and not trading also sit in the trade panel (trade.js).
    case 'continue': return 'continue';
    case 'accept': case 'decline': case 'withdraw': case 'pass': return a.type;
    default: return null;
  }
}

// Marks an element's attributes as a clickable target when `key` is legal now.
export function target(attrs, key, targets) {
  if (targets.has(key)) {
    attrs.class = (attrs.class || '') + ' clickable';
    attrs.dataset = { ...(attrs.dataset || {}), target: key };
    attrs.tabindex = 0;
  }
  return attrs;
}

// Your hand: products (give targets), navigation cards (play/lay targets), missions.
export function renderHand(box, data, view, targets) {
  clear(box);
  const hand = view.hand;
  if (!hand) return;
  box.append(el('h3', {}, t('products')));
  const prods = el('div', { class: 'cards', id: 'hand-products' });
  hand.products.forEach((n, p) => {
    if (n > 0) prods.append(el('span', target({ class: 'card product' }, `give:${p}`, targets), `${n}× ${productName(data, p)} (${data.products[p].points})`));
  });
  if (!prods.childElementCount) prods.append(el('span', { class: 'muted' }, t('nothing')));
  box.append(prods);
  box.append(el('h3', {}, t('navigation_cards')));
  const nav = el('div', { class: 'cards', id: 'hand-nav' });
  hand.nav.forEach((n, c) => {
    if (n > 0) nav.append(el('span', target({ class: 'card nav', dataset: { help: `card:${NAV_CARDS[c]}` } }, `card:${NAV_CARDS[c]}`, targets), `${n}× ${name('card', NAV_CARDS[c])}`));
  });
  if (!nav.childElementCount) nav.append(el('span', { class: 'muted' }, t('nothing')));
  box.append(nav);
  box.append(el('h3', {}, t('your_missions')));
  const ms = el('div', { class: 'cards', id: 'hand-missions' });
  for (const m of hand.missions || []) ms.append(el('span', target({ class: 'card mission' }, `mission:${m}`, targets), missionText(data, m)));
  if (!hand.missions?.length) ms.append(el('span', { class: 'muted' }, t('nothing')));
  box.append(ms);
}

// One player's box: colour, name, tags (you, Harbour Master, online, bot), the lines given, and
// the host's hand-to-bot button for a person who left. `seat:N` when it is a target (an offer
// goes to that player).
export function playerBox(view, seats, s, targets, opts, ...lines) {
  const pub = view.public;
  const info = seats?.[s] || {};
  const hm = opts.hm !== undefined ? opts.hm : pub.hm;
  const card = el('div', target({
    class: 'player' + (view.to_act === s ? ' to-act' : '') + (view.viewer === s ? ' me' : ''),
    dataset: { seat: s },
  }, `seat:${s}`, targets),
    el('div', { class: 'player-head' },
      swatch(s),
      el('strong', {}, seatName(seats, s)),
      view.viewer === s ? el('span', { class: 'tag' }, t('you')) : null,
      hm === s ? el('span', { class: 'tag', title: t('harbour_master') }, t('hm_tag')) : null,
      opts.active === s ? el('span', { class: 'tag active' }, t('active')) : null,
      info.kind === 'human' ? el('span', { class: 'tag ' + (info.connected ? 'on' : 'off') }, info.connected ? t('connected') : t('offline')) : null,
      info.kind === 'bot' ? el('span', { class: 'tag' }, info.bot ? `${t('bot')} · ${botWords(info.bot, info.level)}` : t('bot')) : null),
    ...lines,
  );
  if (opts.host && info.kind === 'human' && !info.connected && !opts.over && opts.onHandToBot) {
    card.append(el('button', { class: 'small-btn hand-to-bot', 'data-seat': s, onclick: (ev) => { ev.stopPropagation(); opts.onHandToBot(s); } }, t('hand_to_bot')));
  }
  return card;
}

// "2× Advantage, 1× Extra advantage": cards counted by type, each with its tooltip (`help`
// gives a card's data-help key, see help.js), as nodes to append after a label.
export function cardCounts(counts, label, help) {
  const out = [];
  (counts || []).forEach((n, i) => {
    if (n <= 0) return;
    if (out.length) out.push(', ');
    out.push(el('span', { class: 'card-name', dataset: { help: help(i) } }, `${n}× ${label(i)}`));
  });
  return out;
}

// Every player's public state; `seat:N` targets (send an offer); host tools.
export function renderPlayers(box, data, view, seats, targets, opts = {}) {
  clear(box);
  const pub = view.public;
  for (let s = 0; s < pub.players; s++) {
    const sp = pub.seats[s];
    const hs = view.hand_sizes?.[s];
    const inSupply = pub.fleet.ships.filter((x) => x.owner === s && x.pos === null).length;
    const table = cardCounts(sp.table, (c) => name('card', NAV_CARDS[c]), (c) => `card:${NAV_CARDS[c]}`);
    box.append(playerBox(view, seats, s, targets, opts,
      el('div', {}, `${lv(t('missions'), sp.mission_points ?? sp.points ?? 0)} · ${t('hand_counts', hs?.products ?? 0, hs?.missions ?? 0, hs?.navigation ?? hs?.shipping ?? 0)}`),
      el('div', { class: 'small' }, t('in_supply', inSupply)),
      sp.completed.length ? el('div', { class: 'small' }, lv(t('completed'), sp.completed.map((m) => missionText(data, m)).join('; '))) : null,
      table.length ? el('div', { class: 'small' }, lv(t('on_table'), ''), ...table) : null,
    ));
  }
}

// Product piles and the product list (ask targets), supply of raw materials, other piles.
export function renderPiles(box, data, view, targets) {
  clear(box);
  const list = el('div', { class: 'cards', id: 'products' });
  data.products.forEach((p, i) => {
    list.append(el('span', target({ class: 'card product', title: posName(data, p.harbour) }, `ask:${i}`, targets),
      `${productName(data, i)} (${p.points}) · ${posName(data, p.harbour)}`));
  });
  box.append(list);
  const supply = el('div', { class: 'supply' }, lv(t('supply'), ''));
  view.public.supply.forEach((n, r) => supply.append(
    el('span', { class: 'raw' }, el('span', { class: 'swatch', style: `background:${rawFill(data, r)}` }), ` ${rawName(data, r)} ${n} `)));
  box.append(supply);
  box.append(el('div', { class: 'small' }, `${t('piles_missions', view.piles.missions)} · ${t('piles_nav', view.piles.navigation)}`));
}

export function renderOffer(box, data, view, seats) {
  clear(box);
  const o = view.public.offer;
  const c = view.public.card;
  const sail = view.public.sail;
  if (o) {
    box.append(el('div', { class: 'offer', id: 'offer-sent' }, rich(t('offer_from_to', mark(o.from), mark(o.to), countsText(data, o.give), countsText(data, o.ask)), seats)));
  } else if (view.draft) {
    // This seat's own offer being composed (R-5, C-6: nobody else sees it until it is sent),
    // marked as a draft so it never reads as an offer already made.
    const d = view.draft;
    box.append(el('div', { class: 'offer draft', id: 'offer-draft' },
      el('strong', {}, t('offer_draft')), ' ', t('offer_draft_cards', countsText(data, d.give), countsText(data, d.ask)),
      el('div', { class: 'small muted' }, t('offer_draft_hint'))));
  }
  if (c) box.append(el('div', { class: 'offer' }, rich(t('card_in_play', mark(c.player), name('card', c.card)), seats)));
  if (sail && sail.fork !== null && sail.fork !== undefined) {
    const owner = view.public.fleet.ships[sail.fork].owner;
    box.append(el('div', { class: 'offer' }, rich(t('fork_note', mark(owner)), seats)));
  }
}
