// Help at the table and in the lobby, in the page's language (the words: help.ftl):
// - tooltips on every card and character the page shows: an element carrying
//   data-help="card:storm" (a navigation/shipping card), "char:captain" (a Masters character),
//   "shipcard:anchor" or "lockcard:open_2" (Antwerpen) gets a `title` and an accessible
//   description (aria-describedby, pointing at hidden text), and a small box shows the text
//   while it has the keyboard focus; buttons of the list of choices get theirs from their action;
// - what to do now: one line above the choices, from the decision the view names;
// - how the game ends: the round or turn line of the table's header (the safety cap only near);
// - links to the rules page of a rule set (/rules/<id>), opened in a new tab from a table.

import { el, clear } from './api.js';
import { fmt, name, lv } from './i18n.js';

// This module's own styles (help.css), added to whichever page imports it.
if (!document.querySelector('link[href="/static/help.css"]')) {
  document.head.append(el('link', { rel: 'stylesheet', href: '/static/help.css' }));
}

// A message of the catalogue with plain arguments (numbers stay numbers for plural rules); null
// when the catalogue has no such message, so a raw id never reaches the page.
export function h(id, args = {}) {
  const a = {};
  for (const [k, v] of Object.entries(args)) a[k] = typeof v === 'number' ? { number: v } : { text: String(v ?? '') };
  const text = fmt({ id, args: a }, String);
  return text === id ? null : text;
}

const join = (...parts) => parts.filter(Boolean).join(' ');

// ---- tooltips -------------------------------------------------------------------------------

// The text of the tooltip of `key` ("card:storm", …) in `ruleset`: what it does and when it can
// be played; null for a thing the catalogue does not describe (a replacement data file's).
export function tipText(ruleset, key) {
  const p = tipParts(ruleset, key);
  return p && join(p.what, p.when);
}

// The two halves of a tooltip: `what` the thing does, `when` it can be played (null where the
// first half says it), and `general`: whether `when` is the rule set's general rule for it
// (the rules page says that once, above the list).
export function tipParts(ruleset, key) {
  const i = String(key).indexOf(':');
  const kind = key.slice(0, i);
  const id = key.slice(i + 1);
  switch (kind) {
    case 'card': {
      const rs = ruleset === 'masters' ? 'masters' : 'rotterdam';
      const when = id === 'joker' ? 'joker' : id === 'advantage' || id === 'extra_advantage' ? 'vp' : 'play';
      const what = h(`help-card-${id}`);
      return what && { what, when: h(`help-when-${rs}-${when}`), general: when === 'play' };
    }
    case 'char': {
      const what = h(`help-character-${id}`);
      return what && { what, when: h('help-when-character'), general: true };
    }
    case 'shipcard': {
      const what = h(`help-shipcard-${id}`);
      // The Anchor and Double yield say themselves when they are played.
      const own = id === 'anchor' || id === 'double_yield';
      return what && { what, when: own ? null : h('help-when-antwerpen-card'), general: !own };
    }
    case 'lockcard': {
      const m = /^(open|close|toggle)_(\d+)$/.exec(id);
      const what = m && h(`help-lockcard-${m[1]}`, { n: Number(m[2]) });
      return what && { what, when: h('help-when-antwerpen-card'), general: true };
    }
    default:
      return null;
  }
}

// The tooltip key of an action (a button of the list of choices), or null.
export function actionKey(action) {
  switch (action?.type) {
    case 'play_card': case 'lay_card': return `card:${action.card}`;
    case 'choose_character': return `char:${action.character}`;
    case 'play_ship_card': return `shipcard:${action.card}`;
    case 'play_lock_card': return `lockcard:${action.card}`;
    default: return null;
  }
}

function tipStore() {
  let store = document.getElementById('tip-store');
  if (!store) {
    // Hidden from view and from reading order; aria-describedby still reads hidden text.
    store = el('div', { id: 'tip-store', hidden: true });
    document.body.append(store);
  }
  return store;
}

// The box that shows a tooltip while its element has the keyboard focus (a `title` shows only
// under the mouse). Screen readers read the description instead, so the box is hidden from them.
function focusBox() {
  let box = document.getElementById('tip-pop');
  if (box) return box;
  box = el('div', { id: 'tip-pop', class: 'tip-pop', 'aria-hidden': 'true', hidden: true });
  document.body.append(box);
  // Focus that follows a click shows no box: the mouse has the `title` already.
  let pointer = false;
  document.addEventListener('pointerdown', () => { pointer = true; }, true);
  document.addEventListener('keydown', () => { pointer = false; }, true);
  document.addEventListener('focusin', (ev) => {
    const node = ev.target.closest?.('[data-help][title]');
    if (!node || pointer) { box.hidden = true; return; }
    box.textContent = node.title;
    box.hidden = false;
    const r = node.getBoundingClientRect();
    const w = Math.min(320, window.innerWidth - 16);
    box.style.maxWidth = `${w}px`;
    const left = Math.max(8, Math.min(r.left, window.innerWidth - box.offsetWidth - 8));
    const below = r.bottom + 6;
    const top = below + box.offsetHeight > window.innerHeight - 8 ? Math.max(8, r.top - box.offsetHeight - 6) : below;
    box.style.left = `${left + window.scrollX}px`;
    box.style.top = `${top + window.scrollY}px`;
  });
  document.addEventListener('focusout', () => { box.hidden = true; });
  return box;
}

// Gives every element under `root` that carries data-help (and every button of the list of
// choices whose action plays a card or takes a character) its tooltip: `title`, and
// aria-describedby pointing at the same words in a hidden element. Elements that cannot take
// the focus get tabindex=0, so keyboard users reach the tooltip too.
export function decorate(root, ruleset) {
  if (!root) return;
  for (const b of root.querySelectorAll('button[data-action]')) {
    let key = null;
    try { key = actionKey(JSON.parse(b.dataset.action)); } catch { key = null; }
    if (key) b.dataset.help = key;
  }
  const store = tipStore();
  focusBox();
  for (const node of root.querySelectorAll('[data-help]')) {
    const text = tipText(ruleset, node.dataset.help);
    if (!text) continue;
    const tid = `tip-${ruleset}-${node.dataset.help}`.replace(/[^A-Za-z0-9_-]/g, '-');
    let tip = document.getElementById(tid);
    if (!tip) {
      tip = el('span', { id: tid });
      store.append(tip);
    }
    if (tip.textContent !== text) tip.textContent = text;
    node.title = text;
    const described = (node.getAttribute('aria-describedby') || '').split(/\s+/).filter((x) => x && x.startsWith('tip-') === false);
    node.setAttribute('aria-describedby', [...described, tid].join(' '));
    if (!node.hasAttribute('tabindex') && !node.matches('a[href], button, input, select, textarea')) node.tabIndex = 0;
  }
}

// ---- what to do now -------------------------------------------------------------------------

function cardStage(card) {
  const c = name('card', card.card);
  const st = card.stage || {};
  switch (st.stage) {
    case 'ship': return h('help-do-card-ship', { card: c });
    case 'second_ship': return h('help-do-card-second-ship', { card: c });
    case 'back': return h('help-do-card-back', { card: c, steps: st.steps ?? 1 });
    case 'receiver': return h('help-do-card-receiver', { card: c });
    case 'receiver_start': return h('help-do-card-receiver-start', { card: c });
    case 'place': return h('help-do-card-place', { card: c });
    default: return null;
  }
}

const ROTTERDAM_PHASES = ['place', 'navigate', 'cards', 'unload', 'trade', 'missions'];

function rotterdamTodo(pub) {
  if (pub.step === 'ended') return h('help-do-ended');
  if (pub.card) return cardStage(pub.card);
  switch (pub.step) {
    case 'fork': return h('help-do-fork');
    case 'compose': return h('help-do-compose');
    case 'respond': return h('help-do-respond');
    default: return ROTTERDAM_PHASES.includes(pub.phase) ? h(`help-do-rotterdam-${pub.phase}`) : null;
  }
}

// The character whose action a Masters stage is.
const MASTERS_CHARACTER = { ship_owner: 'ship_owner', captain: 'captain', deck_hand: 'deck_hand', factory: 'discharger', trader: 'trader', build: 'manufacturer' };

function mastersTodo(pub) {
  if (pub.stage === 'ended') return h('help-do-ended');
  if (pub.card) return cardStage(pub.card);
  const character = name('character', MASTERS_CHARACTER[pub.stage] ?? '');
  switch (pub.stage) {
    case 'fork': return h('help-do-fork');
    case 'captain': return h('help-do-masters-captain', { character, done: pub.captain_calls ?? 0 });
    case 'trader': return h('help-do-masters-trader', { character, done: pub.trader?.count ?? 0 });
    default: return h(`help-do-masters-${String(pub.stage).replaceAll('_', '-')}`, { character });
  }
}

// The ship card an Antwerpen step belongs to.
const ANTWERPEN_CARD = {
  anchor_ship: 'anchor', double_yield: 'double_yield', extra_ship: 'extra_ship', step_back_ship: 'step_back',
  step_back_to: 'step_back', swap_first: 'swap_cargo', swap_second: 'swap_cargo',
};

function antwerpenTodo(pub, seatName) {
  const step = pub.step || {};
  const card = (id) => name('shipcard', id);
  switch (step.step) {
    case 'ended': return h('help-do-ended');
    case 'turn': return h(pub.main_done ? 'help-do-antwerpen-turn-after' : 'help-do-antwerpen-turn');
    case 'fork': return h('help-do-fork');
    case 'compose': return h('help-do-compose');
    case 'respond': return h('help-do-respond');
    case 'anchor_window':
      return h('help-do-antwerpen-anchor-window', {
        caller: seatName(pub.sail?.caller ?? pub.active), colour: name('colour', pub.sail?.colour ?? ''), card: card('anchor'),
      });
    case 'choose_colour':
      return h(step.card === 'sail_alone' ? 'help-do-antwerpen-sail-alone' : 'help-do-antwerpen-extra-colour', { card: card(step.card) });
    case 'locks': return h(step.open ? 'help-do-antwerpen-open-lock' : 'help-do-antwerpen-close-lock', { left: step.left ?? 1 });
    case 'toggle_direction': return h('help-do-antwerpen-toggle-direction', { card: name('lockcard', `toggle_${step.count}`) });
    case 'toggle_locks': return h('help-do-antwerpen-toggle-locks', { left: step.left ?? 1 });
    default: return step.step ? h(`help-do-antwerpen-${String(step.step).replaceAll('_', '-')}`, { card: card(ANTWERPEN_CARD[step.step] ?? '') }) : null;
  }
}

// The one line of what to do now, for the decision the view names; prefixed with the name of
// the player who decides when that is not the viewer. Null when there is nothing to say.
export function todoText(ruleset, view, seatName) {
  const pub = view?.public;
  if (!pub) return null;
  const what = ruleset === 'masters' ? mastersTodo(pub)
    : ruleset === 'antwerpen' ? antwerpenTodo(pub, seatName)
      : rotterdamTodo(pub);
  if (!what) return null;
  const who = view.to_act;
  if (who === null || who === undefined || who === view.viewer) return what;
  return h('help-do-other', { seat: seatName(who), what });
}

// Shows `text` on one line just above the list of choices `list` (#actions).
export function showTodo(list, text) {
  if (!list?.parentNode) return;
  let line = document.getElementById('todo');
  if (!line) {
    line = el('p', { id: 'todo', class: 'todo', 'aria-live': 'polite' });
    const choice = document.getElementById('choice');
    list.parentNode.insertBefore(line, choice && choice.parentNode === list.parentNode ? choice : list);
  }
  line.hidden = !text;
  if (line.dataset.text === (text || '') && line.dataset.lang === document.documentElement.lang) return;
  line.dataset.text = text || '';
  line.dataset.lang = document.documentElement.lang;
  clear(line).append(el('span', { class: 'visually-hidden' }, lv(h('help-do-label'), '')), text || '');
}

// ---- how the game ends ----------------------------------------------------------------------

// Within this many rounds of the safety cap, the header says where the game will stop.
const NEAR_ROUNDS = 3;

// The header's round or turn line: where the game stands and how it ends (per rule set and
// variant); the safety cap (RULES C-7) only when it is near.
export function endLine(ruleset, view, data, seatName) {
  const pub = view.public;
  if (ruleset === 'antwerpen') {
    if (pub.step?.step === 'ended') return h('help-end-over-turn', { turn: pub.turn });
    const seat = seatName(pub.active);
    if (pub.end_after !== null && pub.end_after !== undefined) return h('help-end-antwerpen-last', { turn: pub.turn, seat, last: pub.end_after });
    const near = pub.turn_cap - pub.turn < NEAR_ROUNDS * pub.players;
    return [h('help-end-antwerpen', { turn: pub.turn, seat }), near ? h('help-cap-near-turn', { cap: pub.turn_cap }) : null].filter(Boolean).join(' · ');
  }
  const over = ruleset === 'masters' ? pub.stage === 'ended' : pub.step === 'ended';
  if (over) return h('help-end-over-round', { round: pub.round });
  if (ruleset === 'masters' && pub.variants?.fixed_rounds) return h('help-end-masters-fixed', { round: pub.round, rounds: pub.round_cap });
  const points = ruleset === 'masters' ? data?.end_points ?? 15 : 12;
  // The round in which a player reached the points is the last one (R-7, M-4).
  const reached = (pub.seats || []).some((s) => (ruleset === 'masters' ? s.points : s.mission_points) >= points);
  if (reached) return h(ruleset === 'masters' ? 'help-end-masters-last' : 'help-end-rotterdam-last', { round: pub.round, points });
  const line = h(ruleset === 'masters' ? 'help-end-masters' : 'help-end-rotterdam', { round: pub.round, points });
  const near = pub.round_cap - pub.round < NEAR_ROUNDS;
  return [line, near ? h('help-cap-near-round', { cap: pub.round_cap }) : null].filter(Boolean).join(' · ');
}

// ---- links to the rules ---------------------------------------------------------------------

// A link to the rules page of `ruleset`; `newTab` from a table, so the game stays open.
export function rulesLink(ruleset, game, newTab, id) {
  const label = h('help-rules-of', { game }) ?? ruleset;
  const a = el('a', { href: `/rules/${encodeURIComponent(ruleset)}`, class: 'rules-link', id, dataset: { ruleset } }, newTab ? h('help-rules') : label);
  if (newTab) {
    a.target = '_blank';
    a.rel = 'noopener';
    a.setAttribute('aria-label', `${label} (${h('help-new-tab')})`);
    a.title = `${label} (${h('help-new-tab')})`;
  }
  return a;
}

// In the lobby: the link to the rules of the rule set chosen in `select`, right after it.
export function lobbyRulesLink(select, ruleset, game) {
  if (!select) return;
  const old = document.getElementById('rules-link');
  const a = rulesLink(ruleset, game, false, 'rules-link');
  if (old) old.replaceWith(a);
  else (select.closest('label') || select).after(a);
}

// Everything help.js adds to the table page, redrawn with it: the rules link in the header (a
// new tab), the line of what to do now, the tooltips.
export function helpAtTable({ ruleset, view, seatName, header, list, over }) {
  headerRulesLink(header, ruleset);
  if (view) showTodo(list, over ? h('help-do-ended') : todoText(ruleset, view, seatName));
  decorate(document.body, ruleset);
}

// In a table's or a replay's header, before its spacer: the link to the rules (a new tab).
export function headerRulesLink(header, ruleset) {
  if (!header || !ruleset) return;
  const a = rulesLink(ruleset, name(ruleset, 'title'), true, 'table-rules-link');
  const old = document.getElementById('table-rules-link');
  if (old) old.replaceWith(a);
  else {
    const spacer = header.querySelector('.spacer');
    if (spacer) spacer.before(a); else header.append(a);
  }
}

