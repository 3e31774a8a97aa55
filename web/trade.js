// The trade panel (RULES R-5, which Antwerpen's turn uses too, A-2): one place where a player
// puts an offer together and sends it, and where the player an offer is sent to answers it.
//
// The engine builds an offer in atomic steps (add a card to give, add a card to ask for, send
// it to a player; or withdraw it), so that no list of legal actions grows long. Here the player
// picks the whole offer first — the cards to give from their hand, the cards to ask for, the
// player — and sees it as it will be sent; "Send" then sends the engine's steps one after the
// other, each only once the table's answer to the one before has come (each is a legal action
// at that moment: `stepsFor` recomputes what is left from the draft the view shows). A step the
// table refuses stops the sending and says why; what was added stays in the engine's draft,
// which the panel shows as already added and never lets the player take out again (the engine
// has no step for that: only withdrawing the whole offer). Nothing of the pick leaves the page
// before "Send", and the draft is private to its author until sent (C-6) as before.
//
// Clickable targets (data-target): the panel's own controls carry keys of their own
// (`trade-more:give:P`, `trade-less:ask:P`, `trade-to:S`, `trade-send`, `trade-clear`,
// `trade-open`, `trade-close`), marked data-local: they change the page, not the game, until
// "Send"; the answers and the ways not to trade carry the keys of their actions (`accept`,
// `decline`, `withdraw`, `pass`), which the page's click handler sends. Words: trade.ftl.

import { el, clear } from './util.js';
import { errorText } from './i18n.js';
import { h } from './help.js';
import { productName } from './panels.js';
import { mark, rich, seatName } from './seats.js';

// This module's own styles (trade.css), added to the page that imports it.
if (typeof document.querySelector === 'function' && !document.querySelector('link[href="/static/trade.css"]')) {
  document.head?.append(el('link', { rel: 'stylesheet', href: '/static/trade.css' }));
}

// The most cards each way of an offer (R-5: between one and three).
export const MAX_OFFER_CARDS = 3;

const SIDES = ['give', 'ask'];
const sum = (xs) => xs.reduce((a, b) => a + b, 0);

// ---- the pick and the steps (no DOM: the unit tests run these in Node) ------------------------

// A side's counts over `n` products, from a draft's (missing: none).
function countsOf(n, counts) {
  return Array.from({ length: n }, (_, p) => counts?.[p] ?? 0);
}

// A new pick: what the draft already holds (nothing when there is none), no player yet.
export function startPick(n, draft) {
  return { give: countsOf(n, draft?.give), ask: countsOf(n, draft?.ask), to: null };
}

// The pick with one card more (`delta` 1) or less (-1) of product `p` on `side`; the same pick
// when that is not allowed: a card given must be in the hand, a product is given or asked
// for (not both), at most MAX_OFFER_CARDS each way, and never fewer than the draft holds.
export function change(pick, side, p, delta, { hand, draft }) {
  if (!(delta > 0 ? canAdd(pick, side, p, hand) : canRemove(pick, side, p, draft))) return pick;
  const next = { ...pick, [side]: [...pick[side]] };
  next[side][p] += delta;
  return next;
}

export function canAdd(pick, side, p, hand) {
  if (sum(pick[side]) >= MAX_OFFER_CARDS) return false;
  const other = side === 'give' ? 'ask' : 'give';
  if (pick[other][p] > 0) return false;
  return side === 'ask' || pick.give[p] < (hand?.[p] ?? 0);
}

export function canRemove(pick, side, p, draft) {
  return pick[side][p] > (draft?.[side]?.[p] ?? 0);
}

// Whether the pick can be sent: a card each way at least, and a player.
export function ready(pick) {
  return sum(pick.give) > 0 && sum(pick.ask) > 0 && pick.to !== null && pick.to !== undefined;
}

// The engine's steps from `draft` (the view's, or none) to the offer `pick` sent: each card the
// draft lacks, given then asked, then the sending. Null when the draft holds a card the pick
// does not (no step takes a card out) or the pick cannot be sent.
export function stepsFor(draft, pick) {
  if (!ready(pick)) return null;
  const steps = [];
  for (const side of SIDES) {
    const have = countsOf(pick[side].length, draft?.[side]);
    for (let p = 0; p < pick[side].length; p++) {
      if (have[p] > pick[side][p]) return null;
      for (let k = have[p]; k < pick[side][p]; k++) steps.push({ type: side === 'give' ? 'add_give' : 'add_ask', product: p });
    }
  }
  steps.push({ type: 'send_offer', to: pick.to });
  return steps;
}

const sameAction = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// Whether `action` is among the legal actions `legal` (as the server sends them).
export function isLegal(legal, action) {
  return legal.some((la) => sameAction(la.action, action));
}

// What the legal actions allow the panel: put an offer together, answer one, or neither.
export function modeOf(legal) {
  const types = new Set(legal.map((la) => la.action.type));
  if (types.has('accept') || (types.has('decline') && !types.has('add_give'))) return 'answer';
  if (types.has('add_give') || types.has('add_ask') || types.has('send_offer')) return 'compose';
  return null;
}

// ---- the panel --------------------------------------------------------------------------------

// What the panel keeps between drawings: the pick, whether the composer is open, the sending
// under way (`run`: how many steps there were and how many were sent, the last one) and the
// error that stopped the last one; `last` the slices it was drawn from (a click draws it again).
const T = { pick: null, open: false, run: null, error: null, last: null, send: null };

// Words of trade.ftl with their seats as chips.
function say(id, args, seats) {
  return rich(h(id, args) ?? id, seats);
}

// "2× Beer, 1× Grain" (or "nothing yet").
function cardsText(data, counts) {
  const parts = [];
  (counts || []).forEach((n, p) => { if (n > 0) parts.push(`${n}× ${productName(data, p)}`); });
  return parts.length ? parts.join(', ') : h('trade-nothing');
}

// The panel's place: in the decision's panel, just above the list of choices (below the line
// of what to do now, which help.js puts before the menu of choices).
function panelBox() {
  let box = document.getElementById('trade');
  if (!box) {
    box = el('section', { id: 'trade', class: 'trade', 'aria-labelledby': 'trade-title' });
    const list = document.getElementById('actions');
    if (list) list.before(box); else document.getElementById('decision')?.append(box);
  }
  return box;
}

// A button of the panel: `key` its data-target, `local` when it changes only the page; no
// target while it cannot be used (the tests click targets), `onclick` for local ones.
function btn(key, label, { local = true, enabled = true, onclick, cls = 'act-btn', aria, pressed } = {}) {
  return el('button', {
    type: 'button', class: `${cls}${enabled ? ' clickable' : ''}`, disabled: !enabled,
    dataset: enabled ? { target: key, ...(local ? { local: '1' } : {}) } : {},
    'aria-label': aria, 'aria-pressed': pressed === undefined ? undefined : String(pressed),
    onclick: enabled && local ? onclick : undefined,
  }, label);
}

// Draws the panel (the `trade` region of the table page): `s` the slices, `send` sends an action.
export function drawTrade(s, send) {
  T.last = s;
  T.send = send;
  const box = panelBox();
  const focused = document.activeElement?.closest?.('#trade') ? document.activeElement.dataset.target : null;
  clear(box);
  const mode = s.view && s.you !== null && s.you !== undefined && s.view.to_act === s.you ? modeOf(s.legal) : null;
  box.dataset.mode = mode ?? '';
  if (mode !== 'compose') { T.pick = null; T.open = false; T.run = null; }
  if (!mode) { T.error = null; box.hidden = true; return; }
  box.hidden = false;
  box.append(el('h3', { id: 'trade-title' }, h('trade-title')));
  if (mode === 'answer') drawAnswer(box, s);
  else if (mode === 'compose') drawCompose(box, s);
  if (T.error && mode === 'compose') (box.querySelector('.trade-foot') || box).append(el('p', { class: 'trade-error', role: 'alert' }, h('trade-stopped', { error: T.error })));
  if (focused) {
    const again = box.querySelector(`[data-target="${CSS.escape(focused)}"]`) || box.querySelector('button:not([disabled])');
    again?.focus({ preventScroll: true });
  }
}

function redraw() {
  if (T.last) drawTrade(T.last, T.send);
}

// The offer sent to this seat, readably: who offers, what this seat gets and gives, Accept
// (only when it holds every card asked for) and Decline.
function drawAnswer(box, s) {
  const { data, view, seats, legal } = s;
  const o = view.public.offer;
  if (!o) return;
  const hand = view.hand?.products || [];
  box.append(el('p', { class: 'trade-from' }, ...say('trade-incoming', { from: mark(o.from) }, seats)));
  const list = (counts, held) => el('ul', { class: 'trade-cards' }, ...counts.flatMap((n, p) => (n > 0
    ? [el('li', {}, `${n}× ${productName(data, p)}`, held ? el('span', { class: 'small muted' }, ` · ${h('trade-held', { n: hand[p] ?? 0 })}`) : null)]
    : [])));
  box.append(el('div', { class: 'trade-cols' },
    el('div', { class: 'trade-side' }, el('h4', {}, h('trade-you-get')), list(o.give, false)),
    el('div', { class: 'trade-side' }, el('h4', {}, h('trade-you-pay')), list(o.ask, true))));
  const accept = isLegal(legal, { type: 'accept' });
  if (!accept) box.append(el('p', { class: 'small' }, h('trade-cannot-accept')));
  box.append(el('div', { class: 'buttons' },
    btn('accept', h('trade-accept'), { local: false, enabled: accept && !s.pending }),
    btn('decline', h('trade-decline'), { local: false, enabled: isLegal(legal, { type: 'decline' }) && !s.pending, cls: 'act-btn cancel' })));
}

// The other seats an offer may go to, clockwise from this one.
function others(view, you) {
  const n = view.public.players;
  return Array.from({ length: n - 1 }, (_, k) => (you + 1 + k) % n);
}

function drawCompose(box, s) {
  const { data, view, seats, legal, you, pending } = s;
  const n = data.products.length;
  const draft = view.draft || null;
  const hand = view.hand?.products || [];
  const started = Boolean(draft);
  if (!T.pick) T.pick = startPick(n, draft);
  // The engine's draft may hold more than the pick (a card added from the hand or the list):
  // the pick follows it, never below it.
  for (const side of SIDES) T.pick[side] = T.pick[side].map((c, p) => Math.max(c, draft?.[side]?.[p] ?? 0));
  const pass = isLegal(legal, { type: 'pass' });
  const withdraw = isLegal(legal, { type: 'withdraw' });
  // Antwerpen's turn offers a trade beside its other actions: the composer opens on request;
  // where trading is the decision itself (Rotterdam's phase 5, a draft under way) it is open.
  const open = T.open || started || pass || T.run;
  if (!open) {
    box.append(el('div', { class: 'buttons' }, btn('trade-open', h('trade-open'), { onclick: () => { T.open = true; redraw(); } })));
    return;
  }
  const busy = pending || Boolean(T.run);
  if (started) {
    box.append(el('p', { class: 'small trade-draft' }, h('trade-in-draft', { give: cardsText(data, draft.give), ask: cardsText(data, draft.ask) })));
  }
  const row = (side, p) => {
    const product = productName(data, p);
    const more = !busy && canAdd(T.pick, side, p, hand);
    const less = !busy && canRemove(T.pick, side, p, draft);
    const bump = (delta) => () => { T.pick = change(T.pick, side, p, delta, { hand, draft }); T.error = null; redraw(); };
    return el('div', { class: 'trade-row', dataset: { side, product: p } },
      el('span', { class: 'trade-name' }, product,
        side === 'give' ? el('span', { class: 'small muted' }, ` · ${h('trade-held', { n: hand[p] ?? 0 })}`) : null),
      btn(`trade-less:${side}:${p}`, '−', { enabled: less, onclick: bump(-1), cls: 'step-btn', aria: h(`trade-less-${side}`, { product }) }),
      el('output', { class: 'trade-count', 'aria-live': 'polite' }, String(T.pick[side][p])),
      btn(`trade-more:${side}:${p}`, '+', { enabled: more, onclick: bump(1), cls: 'step-btn', aria: h(`trade-more-${side}`, { product }) }));
  };
  const giveRows = [];
  for (let p = 0; p < n; p++) if ((hand[p] ?? 0) > 0 || T.pick.give[p] > 0) giveRows.push(row('give', p));
  const askRows = [];
  for (let p = 0; p < n; p++) askRows.push(row('ask', p));
  box.append(el('div', { class: 'trade-cols' },
    el('fieldset', { class: 'trade-side', dataset: { side: 'give' } }, el('legend', {}, h('trade-give')), ...giveRows),
    el('fieldset', { class: 'trade-side', dataset: { side: 'ask' } }, el('legend', {}, h('trade-ask')), ...askRows)));
  box.append(el('p', { class: 'small muted' }, h('trade-rule', { max: MAX_OFFER_CARDS })));
  // The player, the offer as it will be sent and the buttons.
  const foot = el('div', { class: 'trade-foot' });
  box.append(foot);
  const to = el('fieldset', { class: 'trade-to' }, el('legend', {}, h('trade-to')));
  for (const seat of others(view, you)) {
    const chosen = T.pick.to === seat;
    to.append(btn(`trade-to:${seat}`, rich(mark(seat), seats), {
      enabled: !busy, cls: `act-btn seat-btn${chosen ? ' chosen' : ''}`, pressed: chosen,
      aria: h('trade-to-seat', { seat: seatName(seats, seat) }),
      onclick: () => { T.pick = { ...T.pick, to: seat }; T.error = null; redraw(); },
    }));
  }
  foot.append(to);
  const give = cardsText(data, T.pick.give);
  const ask = cardsText(data, T.pick.ask);
  foot.append(el('p', { class: 'trade-preview', id: 'trade-preview' }, ...(T.pick.to === null
    ? say('trade-preview-nobody', { give, ask }, seats)
    : say('trade-preview', { to: mark(T.pick.to), give, ask }, seats))));
  const steps = stepsFor(draft, T.pick);
  foot.append(el('div', { class: 'buttons' },
    btn('trade-send', h('trade-send'), { enabled: !busy && Boolean(steps), onclick: () => startSending(s) }),
    btn('trade-clear', h('trade-clear'), {
      enabled: !busy, cls: 'act-btn cancel',
      onclick: () => { T.pick = startPick(n, draft); T.error = null; redraw(); },
    }),
    withdraw ? btn('withdraw', h('trade-withdraw'), { local: false, enabled: !busy, cls: 'act-btn cancel' }) : null,
    pass && !withdraw ? btn('pass', h('trade-pass'), { local: false, enabled: !busy, cls: 'act-btn cancel' }) : null,
    !pass && !started ? btn('trade-close', h('trade-close'), { enabled: !busy, cls: 'act-btn cancel', onclick: () => { T.open = false; T.pick = null; redraw(); } }) : null));
  if (T.run) {
    foot.append(el('p', { class: 'trade-status', role: 'status' }, h('trade-sending', { done: T.run.sent, total: T.run.total })));
  }
}

// "Send": the first step now, the others as the table answers (`heard`).
function startSending(s) {
  const steps = stepsFor(s.view.draft || null, T.pick);
  if (!steps) return;
  T.error = null;
  T.run = { total: steps.length, sent: 0, last: null };
  next(s.legal, s.view.draft || null);
}

// Sends the next step of the offer, if it is legal now; else stops, saying so.
function next(legal, draft) {
  const steps = stepsFor(draft, T.pick);
  const step = steps?.[0];
  if (!step || !isLegal(legal, step)) {
    stop(h('trade-step-refused'));
    return;
  }
  T.run.sent += 1;
  T.run.last = step;
  T.send(step);
}

function stop(why) {
  T.run = null;
  T.error = why;
  redraw();
}

// What the page heard from the server, once its state took it in (`state`): a new update sends
// the next step of an offer being sent (the whole offer once sent: done); an error stops it.
// Called outside the drawing of the regions, so a step sent here never lands in the middle of
// one.
export function heard(msg, state) {
  if (!T.run) return;
  if (msg.type === 'error') {
    stop(errorText(msg, (s) => seatName(state.seats, s)));
    return;
  }
  if (msg.type !== 'update' || state.pending) return;
  if (T.run.last?.type === 'send_offer') {
    T.run = null;
    T.pick = null;
    redraw();
    return;
  }
  next(state.legal, state.view?.draft || null);
}
