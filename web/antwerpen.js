// Antwerpen (ruleset `antwerpen`): words for its actions and events, and its panels around the
// shared board (which draws the locks on their channels, double channels in both colours and
// the transit port): the turn (main action, mission, offers, the end trigger, with End turn /
// No Anchor card / One card / Open-or-close buttons), the Anchor
// card window, the locks, the ship and lock card piles, the hand (products, missions, ship and
// lock cards), every player's public state and the product piles. Offers are put together,
// withdrawn and answered in the trade panel (trade.js).
//
// Clickable targets (data-target): the board's `pos:` (Load, Extra ship, fork, Step back),
// `ship:` (Anchor, Step back, Swap cargo), `colour:` (Sail, Extra colour, Sail alone) and
// `lock:N` / `setlocks` on a lock; `mission:M` on a mission in hand (complete or swap),
// `give:P` on a product in hand, `ask:P` on the product list, `seat:N` on a player (send the
// offer), `shipcard:ID` / `lockcard:ID` on a card in hand, `pile:ship` / `pile:lock` on the
// card piles (an anchor's card), and buttons `end_turn`, `pass`, `continue`, `accept`,
// `decline`, `withdraw`.

import { el, clear } from './util.js';
import { t, name, lv } from './i18n.js';
import { rawFill, shipName } from './board.js';
import {
  target, seatName, productName, rawName, posName, missionText, playerBox, countsText, renderOffer,
} from './panels.js';
import { endLine, h, NEAR_ROUNDS } from './help.js';

// The score sheet (see panels.js `renderScores`): no VP cards, and the cap counts turns.
export const scoreSheet = {
  cards: false, cappedNote: 'capped_note_turn',
  end: { kind: 'missions', count: 3, words: 'end_reason_missions' },
};
// Its own styles, loaded by rulesets.js.
export const css = 'antwerpen.css';
// The target keys of the turn bar beside the board (boardplay.js): end the turn, no Anchor
// card, no Double yield.
export const turnBar = ['end_turn', 'pass', 'continue'];

export const SHIP_CARDS = ['sail_alone', 'extra_colour', 'extra_ship', 'step_back', 'double_yield', 'anchor', 'swap_cargo'];
export const LOCK_CARDS = ['open_1', 'open_2', 'open_3', 'close_1', 'close_2', 'close_3', 'toggle_1', 'toggle_2'];

const shipIds = (data) => data.ids?.ship_cards || SHIP_CARDS;
const lockIds = (data) => data.ids?.lock_cards || LOCK_CARDS;

function harbours(data) {
  const out = [];
  data.board.positions.forEach((p, i) => { if (p.kind === 'harbour') out.push(i); });
  return out;
}

// Where an action is clicked (null: a button of the list only).
export function targetOf(a) {
  switch (a.type) {
    case 'place_ship': return `pos:${a.start}`;
    case 'steer_fork': return `pos:${a.to}`;
    case 'select_position': return `pos:${a.pos}`;
    case 'call_colour': return `colour:${a.colour}`;
    case 'select_ship': return `ship:${a.ship}`;
    case 'swap_mission': case 'complete_mission': return `mission:${a.mission}`;
    case 'add_give': return `give:${a.product}`;
    case 'add_ask': return `ask:${a.product}`;
    case 'send_offer': return `seat:${a.to}`;
    case 'take_card': return `pile:${a.pile}`;
    case 'play_ship_card': return `shipcard:${a.card}`;
    case 'play_lock_card': return `lockcard:${a.card}`;
    case 'select_lock': return `lock:${a.lock}`;
    case 'set_locks': return 'setlocks';
    case 'end_turn': case 'pass': case 'continue': case 'accept': case 'decline': case 'withdraw': return a.type;
    default: return null;
  }
}

function section(id, title, ...children) {
  return el('section', { class: 'panel rs-panel', id }, el('h2', {}, title), ...children);
}

function button(key, label, targets) {
  if (!targets.has(key)) return null;
  return el('button', { class: 'act-btn clickable', dataset: { target: key } }, label);
}

function swatch(colour) {
  return el('span', { class: 'swatch', style: `background:${colour}` });
}

function stepText(data, view, seats) {
  const pub = view.public;
  const step = pub.step;
  const sn = (s) => seatName(seats, s);
  switch (step.step) {
    case 'anchor_window': return t('a_step_anchor_window', sn(pub.sail?.caller ?? pub.active), name('colour', pub.sail?.colour ?? ''), sn(step.seat));
    case 'anchor_ship': return t('a_step_anchor_ship', sn(step.seat));
    case 'take_card': return t('a_step_take_card_at', shipName(data, view, step.ship), sn(pub.fleet.ships[step.ship]?.owner ?? 0));
    case 'respond': return t('a_step_respond', sn(pub.offer?.to ?? 0));
    case 'choose_colour': return t('a_step_choose_colour', name('shipcard', step.card));
    case 'locks': return step.open ? t('a_step_locks_open', step.left) : t('a_step_locks_close', step.left);
    case 'toggle_direction': return t('a_step_toggle_direction', step.count);
    case 'toggle_locks': return t('a_step_toggle_locks', step.left);
    default: return t(`a_step_${step.step}`);
  }
}

function turnPanel(data, view, seats, targets) {
  const pub = view.public;
  const box = section('a-turn', t('a_turn'));
  box.dataset.step = pub.step.step;
  box.append(el('div', { class: 'stage-text' }, endLine('antwerpen', view, data, (s) => seatName(seats, s))));
  box.append(el('div', { class: 'step-text' }, stepText(data, view, seats)));
  box.append(el('ul', { class: 'turn-state' },
    el('li', { dataset: { state: pub.main_done ? 'done' : 'todo' }, id: 'main-action' }, lv(t('main_action'), pub.main_done ? t('main_done') : t('main_todo'))),
    el('li', {}, lv(t('mission_this_turn'), pub.mission_done ? t('mission_taken') : t('mission_free'))),
    el('li', {}, t('offers_n', pub.offers)),
    el('li', { id: 'end-trigger', dataset: { endAfter: pub.end_after ?? '' } }, lv(t('end_trigger'), pub.end_after === null || pub.end_after === undefined ? t('end_not_yet') : t('end_after', pub.end_after)))));
  if (pub.sail) box.append(el('div', { class: 'small' }, t('call_now', name('colour', pub.sail.colour), seatName(seats, pub.sail.caller))));
  const buttons = el('div', { class: 'buttons' },
    button('end_turn', t('end_turn_a'), targets),
    button('continue', t('no_double_btn'), targets),
    button('setlocks', `${t('open_btn')} / ${t('close_btn')}`, targets));
  if (buttons.childElementCount) box.append(buttons);
  return box;
}

// The Anchor card: after an opponent's call, before any ship moves.
function anchorPanel(data, view, seats, targets) {
  const pub = view.public;
  const box = section('a-anchor', t('a_anchor_window'));
  const step = pub.step.step;
  const open = step === 'anchor_window' || step === 'anchor_ship';
  box.classList.toggle('live', open);
  if (open) box.append(el('div', { class: 'step-text' }, stepText(data, view, seats)));
  else box.append(el('div', { class: 'small muted' }, t('anchor_hint')));
  const held = [];
  const bits = pub.call?.held ?? 0;
  pub.fleet.ships.forEach((s, id) => { if (Math.floor(bits / 2 ** id) % 2 === 1) held.push(shipName(data, view, id)); });
  if (held.length) box.append(el('div', { class: 'small' }, lv(t('held_by_anchor'), held.join(', '))));
  const anchor = button('shipcard:anchor', name('shipcard', 'anchor'), targets);
  if (anchor) anchor.dataset.help = 'shipcard:anchor';
  const buttons = el('div', { class: 'buttons' }, anchor, button('pass', t('no_anchor_btn'), targets));
  if (buttons.childElementCount) box.append(buttons);
  return box;
}

function locksPanel(data, view, targets) {
  const pub = view.public;
  const list = el('div', { class: 'cards', id: 'locks' });
  (data.locks || []).forEach((nm, l) => {
    const open = (pub.locks_open >> l) & 1;
    const ch = data.board.channels.find((c) => c.lock === nm);
    const key = targets.has(`lock:${l}`) ? `lock:${l}` : targets.has('setlocks') ? 'setlocks' : null;
    const attrs = { class: `card lock ${open ? 'open' : 'closed'}`, dataset: { lock: l } };
    list.append(el('span', key ? target(attrs, key, targets) : attrs,
      el('strong', {}, nm), ` · ${open ? t('lock_open') : t('lock_closed')}`,
      ch ? el('span', { class: 'small muted' }, ` · ${t('guards', posName(data, ch.to))}`) : null));
  });
  return section('a-locks', t('a_locks'), list);
}

function pilesPanel(data, view, targets) {
  const pub = view.public;
  const piles = el('div', { class: 'cards', id: 'card-piles' },
    el('span', target({ class: 'card pile ship-pile', id: 'ship-pile' }, 'pile:ship', targets), lv(t('ship_pile'), view.piles.ship_cards)),
    el('span', target({ class: 'card pile lock-pile', id: 'lock-pile' }, 'pile:lock', targets), lv(t('lock_pile'), view.piles.lock_cards)),
    el('span', { class: 'card pile' }, lv(t('missions_pile'), view.piles.missions)));
  const shipDisc = [];
  pub.ship_discard.forEach((n, i) => { if (n > 0) shipDisc.push(`${n}× ${name('shipcard', shipIds(data)[i])}`); });
  const lockDisc = [];
  pub.lock_discard.forEach((n, i) => { if (n > 0) lockDisc.push(`${n}× ${name('lockcard', lockIds(data)[i])}`); });
  return section('a-cards', t('a_cards'), piles,
    shipDisc.length ? el('div', { class: 'small' }, `${t('ship_cards')} · ${t('discards_n', shipDisc.join(', '))}`) : null,
    lockDisc.length ? el('div', { class: 'small' }, `${t('lock_cards')} · ${t('discards_n', lockDisc.join(', '))}`) : null,
    pub.mission_discard.length ? el('div', { class: 'small' }, lv(t('mission_discard'), pub.mission_discard.map((m) => missionText(data, m)).join('; '))) : null);
}

function renderHand(box, data, view, targets) {
  clear(box);
  const hand = view.hand;
  if (!hand) return;
  box.append(el('h3', {}, t('products')));
  const prods = el('div', { class: 'cards', id: 'hand-products' });
  hand.products.forEach((n, p) => {
    if (n > 0) prods.append(el('span', target({ class: 'card product', dataset: { product: p } }, `give:${p}`, targets), `${n}× ${productName(data, p)} (${data.products[p].points})`));
  });
  if (!prods.childElementCount) prods.append(el('span', { class: 'muted' }, t('nothing')));
  box.append(prods);
  box.append(el('h3', {}, t('your_missions')));
  const ms = el('div', { class: 'cards', id: 'hand-missions' });
  for (const m of hand.missions) ms.append(el('span', target({ class: 'card mission', dataset: { mission: m } }, `mission:${m}`, targets), missionText(data, m)));
  if (!hand.missions.length) ms.append(el('span', { class: 'muted' }, t('nothing')));
  box.append(ms);
  const cards = (title, id, counts, fresh, ids, kind, label) => {
    box.append(el('h3', {}, title));
    const row = el('div', { class: 'cards', id });
    counts.forEach((n, i) => {
      if (n <= 0) return;
      const cid = ids[i];
      const f = fresh?.[i] ?? 0;
      row.append(el('span', target({ class: `card ${kind}`, dataset: { card: cid, help: `${kind}:${cid}` } }, `${kind}:${cid}`, targets),
        `${n}× ${label(cid)}`, f > 0 ? el('span', { class: 'small muted' }, ` (${f} ${t('fresh')})`) : null));
    });
    if (!row.childElementCount) row.append(el('span', { class: 'muted' }, t('nothing')));
    box.append(row);
  };
  cards(t('ship_cards'), 'hand-ship-cards', hand.ship, hand.fresh_ship, shipIds(data), 'shipcard', (c) => name('shipcard', c));
  cards(t('lock_cards'), 'hand-lock-cards', hand.lock, hand.fresh_lock, lockIds(data), 'lockcard', (c) => name('lockcard', c));
}

function renderPlayers(box, data, view, seats, targets, opts) {
  clear(box);
  const pub = view.public;
  for (let s = 0; s < pub.players; s++) {
    const sp = pub.seats[s];
    const hs = view.hand_sizes?.[s] || {};
    const inSupply = pub.fleet.ships.filter((x) => x.owner === s && x.pos === null).length;
    const fresh = sp.fresh_ship + sp.fresh_lock;
    box.append(playerBox(view, seats, s, targets, { ...opts, hm: null, active: pub.active },
      el('div', {}, el('span', { class: 'points' }, lv(t('missions'), sp.mission_points)), ` · ${t('completed_of3', sp.completed.length)}`),
      el('div', { class: 'small' }, lv(t('products_known'), countsText(data, sp.known_products))),
      el('div', { class: 'small' }, t('hand_sizes_a', hs.products ?? 0, hs.missions ?? 0, hs.ship_cards ?? 0, hs.lock_cards ?? 0) + (fresh ? ` (${fresh} ${t('fresh')})` : '')),
      el('div', { class: 'small' }, t('in_supply', inSupply)),
      sp.completed.length ? el('div', { class: 'small' }, lv(t('completed'), sp.completed.map((m) => missionText(data, m)).join('; '))) : null,
    ));
  }
}

function renderPiles(box, data, view, targets) {
  clear(box);
  const pub = view.public;
  const piles = el('div', { class: 'cards', id: 'product-piles' });
  harbours(data).forEach((pos, hi) => {
    const top = view.piles.product_tops?.[hi];
    piles.append(el('span', { class: 'card product', dataset: { harbour: pos } },
      `${lv(posName(data, pos), view.piles.products[hi])} · ${t('top_card', top === null || top === undefined ? t('nothing') : productName(data, top))}`));
  });
  box.append(piles);
  box.append(el('h3', {}, t('products')));
  const list = el('div', { class: 'cards', id: 'products' });
  data.products.forEach((p, i) => {
    list.append(el('span', target({ class: 'card product', title: posName(data, p.harbour) }, `ask:${i}`, targets),
      `${productName(data, i)} (${p.points}) · ${posName(data, p.harbour)}`));
  });
  box.append(list);
  const supply = el('div', { class: 'supply' }, lv(t('supply'), ''));
  pub.supply.slice(0, data.raws.length).forEach((n, r) => supply.append(
    el('span', { class: 'raw' }, swatch(rawFill(data, r)), ` ${rawName(data, r)} ${n} `)));
  box.append(supply);
}

// Draws every Antwerpen panel. `ctx`: { data, view, seats, targets, opts, el: { info, panels,
// hand, players, piles, offer } } (a missing element is skipped).
export function render(ctx) {
  const { data, view, seats, targets, opts = {} } = ctx;
  const E = ctx.el;
  if (E.info) {
    clear(E.info).append(
      el('span', { id: 'end-line' }, endLine('antwerpen', view, data, (s) => seatName(seats, s))),
      el('span', { id: 'phase' }, ` · ${stepText(data, view, seats)}`),
    );
  }
  if (E.panels) {
    clear(E.panels).append(
      turnPanel(data, view, seats, targets),
      anchorPanel(data, view, seats, targets),
      locksPanel(data, view, targets),
      pilesPanel(data, view, targets),
    );
    E.panels.dataset.ruleset = 'antwerpen';
  }
  if (E.hand) renderHand(E.hand, data, view, targets);
  if (E.players) renderPlayers(E.players, data, view, seats, targets, opts);
  if (E.piles) renderPiles(E.piles, data, view, targets);
  if (E.offer) renderOffer(E.offer, data, view, seats);
}

// The ship card a step belongs to (the line of what to do names it).
const STEP_CARD = {
  anchor_ship: 'anchor', double_yield: 'double_yield', extra_ship: 'extra_ship', step_back_ship: 'step_back',
  step_back_to: 'step_back', swap_first: 'swap_cargo', swap_second: 'swap_cargo',
};

// Its help (help.js): what to do now, how the game ends, its rules page.
export const help = {
  todo(pub, seatName, say = h) {
    const step = pub.step || {};
    const card = (id) => name('shipcard', id);
    switch (step.step) {
      case 'ended': return say('help-do-ended');
      case 'turn': return say(pub.main_done ? 'help-do-antwerpen-turn-after' : 'help-do-antwerpen-turn');
      case 'fork': return say('help-do-fork');
      case 'compose': return say('help-do-compose');
      case 'respond': return say('help-do-respond');
      case 'anchor_window':
        return say('help-do-antwerpen-anchor-window', {
          caller: seatName(pub.sail?.caller ?? pub.active), colour: name('colour', pub.sail?.colour ?? ''), card: card('anchor'),
        });
      case 'choose_colour':
        return say(step.card === 'sail_alone' ? 'help-do-antwerpen-sail-alone' : 'help-do-antwerpen-extra-colour', { card: card(step.card) });
      case 'locks': return say(step.open ? 'help-do-antwerpen-open-lock' : 'help-do-antwerpen-close-lock', { left: step.left ?? 1 });
      case 'toggle_direction': return say('help-do-antwerpen-toggle-direction', { card: name('lockcard', `toggle_${step.count}`) });
      case 'toggle_locks': return say('help-do-antwerpen-toggle-locks', { left: step.left ?? 1 });
      default: return step.step ? say(`help-do-antwerpen-${String(step.step).replaceAll('_', '-')}`, { card: card(STEP_CARD[step.step] ?? '') }) : null;
    }
  },
  // Played in turns to the third mission; the safety cap when it is near.
  end(view, data, seatName) {
    const pub = view.public;
    if (pub.step?.step === 'ended') return h('help-end-over-turn', { turn: pub.turn });
    const seat = seatName(pub.active);
    if (pub.end_after !== null && pub.end_after !== undefined) return h('help-end-antwerpen-last', { turn: pub.turn, seat, last: pub.end_after });
    const near = pub.turn_cap - pub.turn < NEAR_ROUNDS * pub.players;
    return [h('help-end-antwerpen', { turn: pub.turn, seat }), near ? h('help-cap-near-turn', { cap: pub.turn_cap }) : null].filter(Boolean).join(' · ');
  },
  // The sections of its rules page (see rules.js): short sentences beside the pictures, what a
  // player looks up later folded away.
  rules: [
    ['goal', ['rules-antwerpen-goal', { draw: 'board' }]],
    ['material', ['rules-antwerpen-material', { more: ['rules-antwerpen-supply'] }]],
    ['turn', ['rules-antwerpen-turn']],
    ['sailing', ['rules-sail-call', { example: 'call' }, 'rules-sail-fork', { example: 'fork' },
      'rules-antwerpen-locks', { example: 'lock' },
      { more: ['rules-sail-one-ship', 'rules-antwerpen-double', 'rules-antwerpen-exit', 'rules-sail-back'], title: 'rules-more-sailing' }]],
    ['delivering', ['rules-antwerpen-deliver', { example: 'delivery' }, 'rules-antwerpen-missions',
      { more: ['rules-antwerpen-wrong', { draw: 'harbours' }] }]],
    ['cards', ['rules-antwerpen-cards', { more: [{ things: 'shipcard' }, { things: 'lockcard' }], title: 'rules-more-cards' }]],
    ['trading', ['rules-antwerpen-trading', { example: 'trade' }, { more: ['rules-trade-detail'] }]],
    ['end', ['rules-antwerpen-end', { more: ['rules-antwerpen-ties', { draw: 'cap' }], title: 'rules-more-end' }]],
    ['variants', [{ draw: 'variants' }]],
  ],
};
