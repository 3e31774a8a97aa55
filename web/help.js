// Help at the table and in the lobby, in the page's language (the words: help.ftl):
// - tooltips on every card and character the page shows: an element carrying
//   data-help="card:storm" (a navigation/shipping card), "char:captain" (a Masters character),
//   "shipcard:anchor" or "lockcard:open_2" (Antwerpen) gets a `title` and an accessible
//   description (aria-describedby, pointing at hidden text), and a small box shows the text
//   while it has the keyboard focus; buttons of the list of choices get theirs from their action;
//   a tap (or Enter) on such an element opens its help with what it allows now (table.js
//   `choose`, boardplay.js `fillMenu`), since a finger cannot open a `title`;
// - what to do now: one line above the choices, from the decision the view names;
// - how the game ends: the round or turn line of the table's header (the safety cap only near);
// - links to the rules page of a rule set (/rules/<id>), opened in a new tab from a table.
// What differs by rule set (the line of what to do, how the game ends, the sections of its
// rules page) is the rule set's own, in web/<id>.js as its `help`, registered here by
// rulesets.js (registerHelp): this module names no rule set.

import { el, clear } from './util.js';
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

// ---- each rule set's help ----------------------------------------------------------------------

// Rule set id → its `help`: `todo(pub, seatName)` the line of what to do now, `end(view, data,
// seatName)` the header's line of how the game ends, `rules` the sections of its rules page (see
// rules.js). rulesets.js registers every rule set's.
const HELP = new Map();

export function registerHelp(ruleset, help) {
  if (help) HELP.set(ruleset, help);
}

// The help of `ruleset`, or undefined for a rule set the client does not know.
export function helpFor(ruleset) {
  return HELP.get(ruleset);
}

// The rule sets with help, in the order they were registered.
export function helpRulesets() {
  return [...HELP.keys()];
}

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
      // When a navigation (shipping) card is played is the rule set's own rule.
      const when = id === 'joker' ? 'joker' : id === 'advantage' || id === 'extra_advantage' ? 'vp' : 'play';
      const what = h(`help-card-${id}`);
      return what && { what, when: h(`help-when-${ruleset}-${when}`), general: when === 'play' };
    }
    case 'char': {
      const what = h(`help-character-${id}`);
      return what && { what, when: h('help-when-character'), general: true };
    }
    case 'shipcard': {
      const what = h(`help-shipcard-${id}`);
      // The Anchor and Double yield say themselves when they are played.
      const own = id === 'anchor' || id === 'double_yield';
      return what && { what, when: own ? null : h(`help-when-${ruleset}-card`), general: !own };
    }
    case 'lockcard': {
      const m = /^(open|close|toggle)_(\d+)$/.exec(id);
      const what = m && h(`help-lockcard-${m[1]}`, { n: Number(m[2]) });
      return what && { what, when: h(`help-when-${ruleset}-card`), general: true };
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

// The line of a navigation card being played (Rotterdam's and Masters' `todo`), by its stage;
// `say` formats it (`h`, or the third-person form when another seat decides: `todoText`).
export function cardStage(card, say = h) {
  const c = name('card', card.card);
  const st = card.stage || {};
  switch (st.stage) {
    case 'ship': return say('help-do-card-ship', { card: c });
    case 'second_ship': return say('help-do-card-second-ship', { card: c });
    case 'back': return say('help-do-card-back', { card: c, steps: st.steps ?? 1 });
    case 'receiver': return say('help-do-card-receiver', { card: c });
    case 'receiver_start': return say('help-do-card-receiver-start', { card: c });
    case 'place': return say('help-do-card-place', { card: c });
    default: return null;
  }
}

// The one line of what to do now, for the decision the view names. When another seat decides
// (the viewer is a spectator or waits), the same line is said of that seat in the third person
// ("Bo is choosing a character"), never in words that read as the viewer's own task: each
// rule set's `todo` formats through the `say` it is given, and `theirs` swaps each line of
// help.ftl for its twin of trade.ftl, which names the seat. Null when there is nothing to say.
export function todoText(ruleset, view, seatName) {
  const pub = view?.public;
  if (!pub) return null;
  const who = view.to_act;
  const mine = who === null || who === undefined || who === view.viewer;
  return helpFor(ruleset)?.todo?.(pub, seatName, mine ? h : theirs(seatName(who))) ?? null;
}

// Formats a line of what to do now as said of `seat` (its name, or a marker for a chip):
// `help-do-X` becomes `trade-they-X` with the seat added to its arguments; other messages (the
// end, which is the same for everyone) stay as they are.
export function theirs(seat) {
  return (id, args = {}) => {
    const m = /^help-do-(.+)$/.exec(id);
    if (!m || m[1] === 'ended') return h(id, args);
    return h(`trade-they-${m[1]}`, { ...args, seat });
  };
}

// Shows `text` on one line just above the list of choices `list` (#actions); `nodes` turns it
// into the nodes shown (the page's seat chips), plain text when not given.
export function showTodo(list, text, nodes = (x) => [x]) {
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
  clear(line).append(el('span', { class: 'visually-hidden' }, lv(h('help-do-label'), '')), ...(text ? nodes(text) : []));
}

// ---- how the game ends ----------------------------------------------------------------------

// Within this many rounds of the safety cap, the header says where the game will stop.
export const NEAR_ROUNDS = 3;

// The header's round or turn line: where the game stands and how it ends (per rule set and
// variant, the rule set's `end`); the safety cap (RULES C-7) only when it is near.
export function endLine(ruleset, view, data, seatName) {
  return helpFor(ruleset)?.end?.(view, data, seatName) ?? null;
}

// The line of a game played in rounds to a number of points (Rotterdam's and Masters' `end`):
// over, the last round, or the round with the goal; the cap when it is near. `over`: the game
// has ended; `reached`: a player holds the points, so this round is the last (R-7, M-4);
// `words`: the rule set's messages for the round with the goal and for the last round.
export function roundEndLine(pub, { over, points, reached, words }) {
  if (over) return h('help-end-over-round', { round: pub.round });
  if (reached) return h(words.last, { round: pub.round, points });
  const line = h(words.round, { round: pub.round, points });
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
// `nodes` (optional) turns the line's text into nodes: with a `seatName` that leaves markers, the
// seats named in it become chips (seats.js `rich`).
export function helpAtTable({ ruleset, view, seatName, header, list, over, nodes }) {
  headerRulesLink(header, ruleset);
  if (view) showTodo(list, over ? h('help-do-ended') : todoText(ruleset, view, seatName), nodes);
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

