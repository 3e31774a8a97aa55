// Rotterdam: Masters of Trade (ruleset `masters`): words for its actions and events, and its
// panels around the shared board: what happens now (with End action / End turn / Pass), the
// Harbour Master auction, the harbour planning (8 characters × fields), the raw-material and
// product markets, the face-up assignments and shipping cards, the factories per harbour, the
// hand, every player's money, stock, factories, seen cards and points, and the product piles.
//
// Clickable targets (data-target): `char:ship_owner` on the planning field a dock worker would
// take, `raise:N` / `bid:N` in the auction, `free:R` / `buyraw:R` / `sellraw:R` on the raw market, `sellprod:P` /
// `buyprod:P` on the product market, `assignment:M` on a face-up assignment, `shipping:I` /
// `shipping:pile` on the shipping display, `build:POS` on a harbour's next free site,
// `site:N` on a factory of the harbour being unloaded, `card:ID` on a shipping card in hand,
// and the board's `pos:`, `ship:`, `colour:` as in Rotterdam.

import { SEAT_COLOURS } from './api.js';
import { el, clear } from './util.js';
import { t, name, NAV_CARDS, lv } from './i18n.js';
import { rawFill, inkOn } from './board.js';
import {
  target, seatName, productName, rawName, posName, missionText, playerBox, cardCounts,
} from './panels.js';
import { endLine, h, cardStage, roundEndLine } from './help.js';

// The score sheet's words (see panels.js `renderScores`): assignments instead of missions.
export const scoreSheet = {
  missions: 'assignments_col',
  end: { kind: 'points', field: 'points', goal: 'end_points', words: 'end_reason_assignments', fixed: 'fixed_rounds' },
};
// Its own styles, loaded by rulesets.js.
export const css = 'masters.css';
// The target keys of the turn bar beside the board (boardplay.js): end the action, the turn,
// pass.
export const turnBar = ['end_action', 'continue', 'pass'];

export const CHARACTERS = ['ship_owner', 'captain', 'deck_hand', 'discharger', 'trader', 'shipping_agent', 'cashier', 'manufacturer'];

const characters = (data) => data.ids?.characters || CHARACTERS;
const navId = (data, i) => data.ids?.navigation?.[i] ?? NAV_CARDS[i];
const sum = (xs) => (xs || []).reduce((a, b) => a + b, 0);

export function harbours(data) {
  const out = [];
  data.board.positions.forEach((p, i) => { if (p.kind === 'harbour') out.push(i); });
  return out;
}

function layout(data, pub) {
  return data.layouts?.[pub.variants?.factory_layout ?? 0]?.[1] || [];
}

// D-3: units sit on the dearest spaces; a buyer pays the cheapest occupied space, a seller gets
// the dearest empty one.
export function rawBuyPrice(data, pub, r) {
  const prices = data.raw_market[r].prices;
  const units = pub.market[r];
  return units > 0 ? prices[prices.length - units] : null;
}

export function rawSellPrice(data, pub, r) {
  const prices = data.raw_market[r].prices;
  const units = pub.market[r];
  return units < prices.length ? prices[prices.length - units - 1] : null;
}

export function productPrice(data, pub, p) {
  return data.product_market[p].prices[pub.prices[p]];
}

function nextSitePrice(data, pub, hi) {
  const owners = pub.factories[hi] || [];
  const free = owners.indexOf(null);
  return free < 0 ? null : layout(data, pub)[hi]?.prices[free];
}

function fieldsPerCharacter(data, pub) {
  return pub.players === 2 ? data.fields - 1 : data.fields;
}

// Where an action is clicked: a key, several keys, or null (a button of the list only).
export function targetOf(a) {
  switch (a.type) {
    case 'place_ship': return `pos:${a.start}`;
    case 'steer_fork': return `pos:${a.to}`;
    case 'select_position': return `pos:${a.pos}`;
    case 'call_colour': return `colour:${a.colour}`;
    case 'select_ship': return `ship:${a.ship}`;
    case 'play_card': case 'lay_card': return `card:${a.card}`;
    case 'bid': return `bid:${a.amount}`;
    case 'raise_bid': return `raise:${a.by}`;
    case 'pass': return 'pass';
    case 'continue': return 'continue';
    case 'end_action': return 'end_action';
    case 'choose_character': return `char:${a.character}`;
    // M-3.1: the free unit to stock, or straight onto a ship placed on a start (the market's
    // button opens a menu of both; the start on the board lists it with the other loads).
    case 'take_free': return a.start === null || a.start === undefined ? `free:${a.raw}` : [`free:${a.raw}`, `pos:${a.start}`];
    case 'buy_raw': return `buyraw:${a.raw}`;
    case 'sell_raw': return `sellraw:${a.raw}`;
    case 'take_shipping': return a.display === null || a.display === undefined ? 'shipping:pile' : `shipping:${a.display}`;
    case 'choose_factory': return `site:${a.site}`;
    case 'sell_product': return `sellprod:${a.product}`;
    case 'buy_product': return `buyprod:${a.product}`;
    case 'build_factory': return `build:${a.harbour}`;
    // The Shipping agent's field and the assignment are one decision (M-3.6): click the
    // assignment card, or the field for a menu of the assignments one can complete.
    case 'complete_mission': return [`assignment:${a.mission}`, 'char:shipping_agent'];
    default: return null;
  }
}

function section(id, title, ...children) {
  return el('section', { class: 'panel rs-panel', id }, el('h2', {}, title), ...children);
}

function button(key, label, targets, extra = {}) {
  if (!targets.has(key)) return null;
  return el('button', { class: 'act-btn clickable', dataset: { target: key, ...extra } }, label);
}

function swatch(colour) {
  return el('span', { class: 'swatch', style: `background:${colour}` });
}

function stageText(data, view, seats) {
  const pub = view.public;
  switch (pub.stage) {
    case 'captain': return t('m_stage_captain', pub.captain_calls);
    case 'deck_hand': return t('m_stage_deck_hand', seatName(seats, view.to_act), pub.deck.left);
    case 'factory': return t('m_stage_factory', posName(data, harbours(data)[pub.discharge.harbour]));
    case 'trader': return t('m_stage_trader', pub.trader.count);
    default: return t(`m_stage_${pub.stage}`);
  }
}

function turnPanel(data, view, seats, targets) {
  const pub = view.public;
  const box = section('m-turn', t('m_turn'));
  box.dataset.stage = pub.stage;
  box.append(el('div', { class: 'stage-text' }, stageText(data, view, seats)));
  if (pub.stage === 'ship_owner') {
    const so = pub.ship_owner;
    box.append(el('div', { class: 'small' }, t('owner_steps', so.free_taken ? t('taken_yes') : t('taken_no'), so.placed)));
  }
  if (pub.stage === 'trader' && pub.trader.count > 0) {
    const pairs = pub.trader.pairs.slice(0, pub.trader.count)
      .map(([buy, p]) => `${buy ? t('buy_price') : t('sell_price')} ${productName(data, p)}`);
    box.append(el('div', { class: 'small' }, pairs.join(' · ')));
  }
  if (pub.card) box.append(el('div', { class: 'offer' }, t('card_target', seatName(seats, pub.card.player), name('card', pub.card.card))));
  if (pub.sail?.fork !== null && pub.sail?.fork !== undefined) {
    box.append(el('div', { class: 'offer' }, t('fork_note', seatName(seats, pub.fleet.ships[pub.sail.fork].owner))));
  }
  const buttons = el('div', { class: 'buttons' },
    button('end_action', t('end_action_btn'), targets),
    button('continue', t('end_turn_btn'), targets),
    pub.stage !== 'auction' ? button('pass', t('pass_btn'), targets) : null);
  if (buttons.childElementCount) box.append(buttons);
  return box;
}

function auctionPanel(view, seats, targets) {
  const pub = view.public;
  const box = section('m-auction', t('m_auction'));
  const a = pub.auction;
  box.append(el('div', {}, a.bidder === null || a.bidder === undefined ? t('no_bid') : t('high_bid', a.high, seatName(seats, a.bidder))));
  // M-5: the bid is composed in steps (raise by 1 or 5), then placed; the draft is the
  // viewer's own (`view.bid`), nobody else sees it.
  if (view.bid !== null && view.bid !== undefined) box.append(el('div', { class: 'draft', id: 'bid-draft' }, t('your_bid', view.bid)));
  const bids = [...targets].filter((k) => k.startsWith('bid:')).map((k) => Number(k.slice(4))).sort((x, y) => x - y);
  const raises = [...targets].filter((k) => k.startsWith('raise:')).map((k) => Number(k.slice(6))).sort((x, y) => x - y);
  box.append(el('div', { class: 'buttons' },
    ...raises.map((n) => button(`raise:${n}`, t('raise_btn', n), targets)),
    ...bids.map((n) => button(`bid:${n}`, t('bid_btn', n), targets)),
    button('pass', t('pass_btn'), targets)));
  return box;
}

function planningPanel(data, view, targets) {
  const pub = view.public;
  const per = fieldsPerCharacter(data, pub);
  const head = el('tr', {}, el('th', {}, t('character')),
    ...Array.from({ length: data.fields }, (_, j) => el('th', {}, t('field_n', j + 1))));
  const rows = characters(data).map((c, ci) => {
    const taken = pub.fields[ci] ?? 0;
    const row = el('tr', { dataset: { character: c } },
      el('th', { dataset: { help: `char:${c}` } }, name('character', c),
        el('div', { class: 'small muted' }, name('character_hint', c) + (c === 'manufacturer' ? ` · ${t('once_per_round')}` : ''))));
    for (let j = 0; j < data.fields; j++) {
      let cls = 'field';
      let title;
      let text = '';
      if (j >= per) { cls += ' unused'; title = t('field_unused'); } else if (j < taken) { cls += ' taken'; title = t('field_taken'); text = '●'; } else { cls += ' free'; title = t('field_free'); }
      if (c === 'cashier' && j < data.cashier.length) text = `${text ? `${text} ` : ''}${t('cashier_amount', data.cashier[j])}`;
      const key = `char:${c}`;
      const attrs = { class: cls, title, dataset: { field: j } };
      // The field a dock worker would take: a tap shows the character's help with the choice.
      if (j === taken && j < per && targets.has(key)) attrs.dataset.help = key;
      row.append(el('td', j === taken && j < per ? target(attrs, key, targets) : attrs, text));
    }
    return row;
  });
  return section('m-planning', t('m_planning'), el('table', { class: 'planning', id: 'planning' }, el('thead', {}, head), el('tbody', {}, ...rows)));
}

// A market row's buttons, in a cell of their own only when there is one to press: a column
// with nothing in it (every row, whenever it is not this seat's market step) and no heading
// read as a hole in the table.
function buttonCell(...buttons) {
  const live = buttons.filter(Boolean);
  return live.length ? el('td', { class: 'buttons' }, ...live) : null;
}

function rawsPanel(data, view, targets) {
  const pub = view.public;
  const rows = data.raws.map((r, i) => {
    const prices = data.raw_market[i].prices;
    const units = pub.market[i];
    const buy = rawBuyPrice(data, pub, i);
    const sell = rawSellPrice(data, pub, i);
    const track = el('span', { class: 'track' }, ...prices.map((p, k) => {
      const full = k >= prices.length - units;
      return el('span', { class: 'space' + (full ? ' full' : ''), style: full ? `background:${rawFill(data, i)};color:${inkOn(rawFill(data, i))};text-shadow:none` : null }, p);
    }));
    return el('tr', { dataset: { raw: i } },
      el('th', {}, swatch(rawFill(data, i)), ' ', rawName(data, i)),
      el('td', {}, track, el('span', { class: 'small muted' }, ` ${units}`)),
      el('td', {}, buy === null ? t('market_empty') : buy),
      el('td', {}, sell === null ? t('market_full') : sell),
      buttonCell(
        button(`free:${i}`, t('take_free_btn'), targets),
        button(`buyraw:${i}`, t('buy_btn', buy), targets),
        button(`sellraw:${i}`, t('sell_btn', sell), targets)));
  });
  return section('m-raws', t('m_raws'), el('table', { class: 'market', id: 'raw-market' },
    el('thead', {}, el('tr', {}, el('th', {}, ''), el('th', {}, t('units')), el('th', {}, t('buy_price')), el('th', {}, t('sell_price')))),
    el('tbody', {}, ...rows)));
}

function productsPanel(data, view, targets) {
  const pub = view.public;
  const unavailable = pub.stage === 'trader' ? pub.trader.unavailable : 0;
  const rows = data.products.map((p, i) => {
    const track = el('span', { class: 'track' }, ...data.product_market[i].prices.map((pr, k) =>
      el('span', { class: 'space' + (k === pub.prices[i] ? ' marker' : '') }, pr)));
    return el('tr', { dataset: { product: i } },
      el('th', {}, `${productName(data, i)} (${p.points})`, el('div', { class: 'small muted' }, posName(data, p.harbour))),
      el('td', {}, track, ' ', el('strong', { class: 'price' }, productPrice(data, pub, i)), (unavailable >> i) & 1 ? el('div', { class: 'small muted' }, t('unavailable')) : null),
      buttonCell(
        button(`sellprod:${i}`, t('sell_btn', productPrice(data, pub, i)), targets),
        button(`buyprod:${i}`, t('buy_btn', productPrice(data, pub, i)), targets)));
  });
  return section('m-products', t('m_products'), el('table', { class: 'market', id: 'product-market' },
    el('thead', {}, el('tr', {}, el('th', {}, ''), el('th', {}, t('price')))),
    el('tbody', {}, ...rows)));
}

function assignmentsPanel(data, view, targets) {
  const pub = view.public;
  const cards = el('div', { class: 'cards', id: 'assignments' });
  for (const m of pub.assignments) {
    cards.append(el('div', target({ class: 'card mission assignment', dataset: { mission: m } }, `assignment:${m}`, targets), missionText(data, m)));
  }
  if (!pub.assignments.length) cards.append(el('span', { class: 'muted' }, t('nothing')));
  return section('m-assignments', t('m_assignments'), cards, el('div', { class: 'small muted' }, t('pile_n', view.piles.assignments)));
}

function shippingPanel(data, view, targets) {
  const pub = view.public;
  const cards = el('div', { class: 'cards', id: 'shipping-display' });
  pub.shipping.forEach((c, i) => {
    cards.append(el('div', target({ class: 'card nav', dataset: { display: i, help: `card:${navId(data, c)}` } }, `shipping:${i}`, targets), name('card', navId(data, c))));
  });
  cards.append(el('div', target({ class: 'card pile', id: 'shipping-pile' }, 'shipping:pile', targets), t('pile_n', view.piles.shipping)));
  return section('m-shipping', t('m_shipping'), cards, el('div', { class: 'small muted' }, t('discards_n', sum(pub.nav_discard))));
}

function factoriesPanel(data, view, seats, targets) {
  const pub = view.public;
  const lay = layout(data, pub);
  const rows = harbours(data).map((pos, hi) => {
    const owners = pub.factories[hi] || [];
    const sites = lay[hi];
    const free = owners.indexOf(null);
    const discharging = pub.stage === 'factory' && pub.discharge.harbour === hi;
    const cells = owners.map((owner, i) => {
      let key = null;
      if (i === free) key = `build:${pos}`;
      if (discharging && owner !== null) key = `site:${i}`;
      const attrs = {
        class: 'site' + (owner === null ? ' free' : ' built') + (owner !== null && inkOn(ownerColour(owner)) !== '#fff' ? ' light' : ''),
        style: owner === null ? null : `--owner:${ownerColour(owner)}`,
        title: owner === null ? t('site_free', posName(data, pos), sites?.prices[i]) : t('site_owned', posName(data, pos), seatName(seats, owner)),
        dataset: { site: i, harbour: pos },
      };
      return el('span', key ? target(attrs, key, targets) : attrs, sites?.prices[i] ?? '?');
    });
    const next = nextSitePrice(data, pub, hi);
    const accepts = data.raws.findIndex((r) => r.id === data.board.positions[pos].accepts);
    return el('tr', { dataset: { harbour: pos } },
      el('th', {}, accepts >= 0 ? swatch(rawFill(data, accepts)) : null, ' ', posName(data, pos)),
      el('td', { class: 'sites' }, ...cells),
      el('td', { class: 'small' }, next === null || next === undefined ? t('no_site') : t('next_site', next)));
  });
  return section('m-factories', t('m_factories'), el('table', { class: 'market', id: 'factories' }, el('tbody', {}, ...rows)));
}

const ownerColour = (s) => SEAT_COLOURS[s] || '#999';

function renderHand(box, data, view, targets) {
  clear(box);
  const hand = view.hand;
  if (!hand) return;
  const pub = view.public;
  box.append(el('h3', {}, t('products')));
  const prods = el('div', { class: 'cards', id: 'hand-products' });
  hand.products.forEach((n, p) => {
    if (n > 0) prods.append(el('span', { class: 'card product' }, `${n}× ${productName(data, p)} (${data.products[p].points}) · ${t('price')} ${productPrice(data, pub, p)}`));
  });
  if (!prods.childElementCount) prods.append(el('span', { class: 'muted' }, t('nothing')));
  box.append(prods);
  box.append(el('h3', {}, t('shipping_cards')));
  const nav = el('div', { class: 'cards', id: 'hand-nav' });
  hand.nav.forEach((n, c) => {
    const id = navId(data, c);
    if (n > 0) nav.append(el('span', target({ class: 'card nav', dataset: { card: id, help: `card:${id}` } }, `card:${id}`, targets), `${n}× ${name('card', id)}`));
  });
  if (!nav.childElementCount) nav.append(el('span', { class: 'muted' }, t('nothing')));
  box.append(nav);
}

function countsLine(counts, label) {
  const parts = [];
  (counts || []).forEach((n, i) => { if (n > 0) parts.push(`${n}× ${label(i)}`); });
  return parts;
}

function renderPlayers(box, data, view, seats, targets, opts) {
  clear(box);
  const pub = view.public;
  for (let s = 0; s < pub.players; s++) {
    const sp = pub.seats[s];
    const hs = view.hand_sizes?.[s] || {};
    const stock = [];
    sp.stock.forEach((n, r) => { if (n > 0 && r < data.raws.length) stock.push(el('span', { class: 'raw' }, swatch(rawFill(data, r)), ` ${n}× ${rawName(data, r)} `)); });
    const cardName = (c) => name('card', navId(data, c));
    const cardHelp = (c) => `card:${navId(data, c)}`;
    const table = cardCounts(sp.table, cardName, cardHelp);
    const knownProducts = countsLine(sp.known_products, (p) => productName(data, p)).join(', ');
    const knownCards = cardCounts(sp.known_cards, cardName, cardHelp);
    const known = view.viewer === s ? [] : [
      knownProducts, knownProducts && knownCards.length ? ', ' : '', ...knownCards,
    ].filter((x) => x !== '');
    const inSupply = pub.fleet.ships.filter((x) => x.owner === s && x.pos === null).length;
    box.append(playerBox(view, seats, s, targets, opts,
      el('div', { class: 'money-line' },
        el('span', { class: 'money', dataset: { seat: s } }, lv(t('money'), sp.money)), ' · ',
        el('span', { class: 'points' }, lv(t('points_label'), sp.points))),
      el('div', { class: 'small' }, lv(t('stock'), ''), ...(stock.length ? stock : [t('nothing')])),
      el('div', { class: 'small' }, t('factories_n', sp.factories, data.max_factories) + (sp.manufactured ? ` · ${t('manufactured')}` : '')),
      el('div', { class: 'small' }, `${t('hand_sizes_m', hs.products ?? 0, hs.shipping ?? 0)} · ${t('in_supply', inSupply)}`),
      known.length ? el('div', { class: 'small' }, lv(t('known_cards'), ''), ...known) : null,
      table.length ? el('div', { class: 'small' }, lv(t('vp_on_table'), ''), ...table) : null,
      sp.completed.length ? el('div', { class: 'small' }, lv(t('completed'), sp.completed.map((m) => missionText(data, m)).join('; '))) : null,
    ));
  }
}

function renderPiles(box, data, view) {
  clear(box);
  const pub = view.public;
  const list = el('div', { class: 'cards', id: 'product-piles' });
  harbours(data).forEach((pos, hi) => {
    const top = view.piles.product_tops?.[hi];
    const topText = pub.unturned === hi ? t('face_down') : top === null || top === undefined ? t('nothing') : productName(data, top);
    list.append(el('span', { class: 'card product', dataset: { harbour: pos } }, `${lv(posName(data, pos), view.piles.products[hi])} · ${t('top_card', topText)}`));
  });
  box.append(list);
}

// Draws every Masters panel. `ctx`: { data, view, seats, targets, opts, el: { info, panels,
// hand, players, piles, offer } } (a missing element is skipped).
export function render(ctx) {
  const { data, view, seats, targets, opts = {} } = ctx;
  const pub = view.public;
  const E = ctx.el;
  if (E.info) {
    const total = pub.workers * pub.players;
    clear(E.info).append(...[
      el('span', { id: 'end-line' }, endLine('masters', view, data, (s) => seatName(seats, s))),
      el('span', { id: 'phase' }, ` · ${lv(t('stage'), name('stage', pub.stage))}`),
      el('span', {}, ` · ${lv(t('harbour_master'), seatName(seats, pub.hm))}`),
      ['setup', 'auction', 'ended'].includes(pub.stage) ? null : el('span', {}, ` · ${t('dock_workers', Math.min(pub.turn, total), total)}`),
    ].filter(Boolean));
  }
  if (E.panels) {
    const parts = [turnPanel(data, view, seats, targets)];
    if (pub.stage === 'auction') parts.push(auctionPanel(view, seats, targets));
    parts.push(planningPanel(data, view, targets), assignmentsPanel(data, view, targets), shippingPanel(data, view, targets),
      factoriesPanel(data, view, seats, targets), rawsPanel(data, view, targets), productsPanel(data, view, targets));
    clear(E.panels).append(...parts);
    E.panels.dataset.ruleset = 'masters';
  }
  if (E.hand) renderHand(E.hand, data, view, targets);
  if (E.players) renderPlayers(E.players, data, view, seats, targets, opts);
  if (E.piles) renderPiles(E.piles, data, view);
  if (E.offer) clear(E.offer);
}

// The character whose action a stage is (the line of what to do names it).
const STAGE_CHARACTER = { ship_owner: 'ship_owner', captain: 'captain', deck_hand: 'deck_hand', factory: 'discharger', trader: 'trader', build: 'manufacturer' };

// Its help (help.js): what to do now, how the game ends, its rules page.
export const help = {
  todo(pub, seatName, say = h) {
    if (pub.stage === 'ended') return say('help-do-ended');
    if (pub.card) return cardStage(pub.card, say);
    const character = name('character', STAGE_CHARACTER[pub.stage] ?? '');
    switch (pub.stage) {
      case 'fork': return say('help-do-fork');
      case 'captain': return say('help-do-masters-captain', { character, done: pub.captain_calls ?? 0 });
      case 'trader': return say('help-do-masters-trader', { character, done: pub.trader?.count ?? 0 });
      default: return say(`help-do-masters-${String(pub.stage).replaceAll('_', '-')}`, { character });
    }
  },
  end(view, data) {
    const pub = view.public;
    const over = pub.stage === 'ended';
    if (!over && pub.variants?.fixed_rounds) return h('help-end-masters-fixed', { round: pub.round, rounds: pub.round_cap });
    const points = data?.end_points ?? 15;
    return roundEndLine(pub, {
      over,
      points,
      // The round in which a player reached the points is the last one (M-4).
      reached: (pub.seats || []).some((s) => s.points >= points),
      words: { round: 'help-end-masters', last: 'help-end-masters-last' },
    });
  },
  // The sections of its rules page (see rules.js): short sentences beside the pictures, what a
  // player looks up later folded away.
  rules: [
    ['goal', ['rules-masters-goal', { draw: 'board' }]],
    ['material', ['rules-masters-material', { more: ['rules-masters-markets', 'rules-masters-setup'] }]],
    ['round', ['rules-masters-round']],
    ['characters', ['rules-masters-characters', { more: [{ things: 'char' }], title: 'rules-more-characters' }]],
    ['sailing', ['rules-masters-sailing', { example: 'call' }, 'rules-sail-fork', { example: 'fork' },
      { more: ['rules-sail-one-ship', 'rules-masters-bonus', 'rules-sail-back'], title: 'rules-more-sailing' }]],
    ['delivering', ['rules-masters-deliver', { example: 'delivery' },
      { more: ['rules-masters-wrong', 'rules-masters-factories', { draw: 'harbours' }] }]],
    ['cards', ['rules-masters-cards', { more: [{ things: 'card' }], title: 'rules-more-cards' }]],
    ['trading', ['rules-masters-trading', { example: 'market' }]],
    ['end', ['rules-masters-end', { more: ['rules-masters-ties', { draw: 'cap' }], title: 'rules-more-end' }]],
    ['variants', ['rules-variants', { more: [{ draw: 'variants' }], title: 'rules-more-variants' }]],
  ],
};
