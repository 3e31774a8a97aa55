// "What would the bot do?" at a table (issue 33): at an unrated table where every other seat is
// a bot, the player whose decision it is may ask for the bot's suggestion. The server answers
// `ack`, then a `hint` message to this seat only (docs/PROTOCOL.md): the action the bot's search
// prefers from this seat's own view, with its win chance, and the runner-up. The suggestion is
// shown under the list of choices and highlighted there (the list's button with the same
// `data-action`) and on the board or panels (its `data-target` keys, `targetOf` of the rule
// set, through the page's `keysOf`). Everyone sees each seat's count of hints
// (`SeatInfo.hints`): a tag in the players panel here, a column of the score sheet (scores.js).
// Words: hints.ftl.
//
// The table page calls `noteHint` with every server message and `drawHints` after each
// redraw; this module keeps its own little state (what was asked, the latest answer).

import { el, clear } from './util.js';
import { fmt } from './i18n.js';
import { marked, rich } from './seats.js';

// The latest answer (a `hint` message) and whether a question is on its way.
let answer = null;
let asking = false;
// A refusal that holds for the whole table (rated, or not against bots): the button goes.
let closedForTable = false;
// The player closed the suggestion of this version.
let dismissed = null;

// A catalogue message of hints.ftl with text arguments.
function w(id, args = {}) {
  const a = {};
  for (const [k, v] of Object.entries(args)) a[k] = typeof v === 'number' ? { number: v } : { text: String(v) };
  return fmt({ id, args: a }, (s) => String(s + 1));
}

// Percent with no decimals (a win share 0–1).
export function percent(win) {
  return Math.round(Math.max(0, Math.min(1, Number(win) || 0)) * 100);
}

// Whether `seat` may ask at this table as far as the page knows (the server decides).
export function mayAsk(s) {
  if (closedForTable || s.you === null || s.you === undefined || s.outcome || !s.view) return false;
  return s.seats.length > 1 && s.seats.every((x, i) => i === s.you || x.kind === 'bot');
}

// Every server message passes here first: a `hint` is kept; an error while asking ends the
// question (and a refusal that holds for the table hides the button).
export function noteHint(msg) {
  if (msg?.type === 'hint') { answer = msg; asking = false; dismissed = null; return true; }
  if (msg?.type === 'error' && asking) {
    asking = false;
    const id = msg.words?.id;
    if (id === 'error-hint-rated' || id === 'error-hint-not-against-bots') closedForTable = true;
  }
  return false;
}

function stylesheet() {
  if (document.getElementById('hints-css')) return;
  document.head.append(el('link', { id: 'hints-css', rel: 'stylesheet', href: '/static/hints.css' }));
}

// The box under the list of choices (made once).
function box() {
  let b = document.getElementById('hint');
  if (b) return b;
  b = el('div', { id: 'hint', class: 'hint', 'aria-live': 'polite' });
  const list = document.getElementById('actions');
  if (!list) return null;
  list.after(b);
  return b;
}

// Marks the suggested action in the list and on the board (or clears the marks); `keysOf` gives
// the keys an action is clicked at (the rule set's `targetOf`, as table.js reads it).
function highlight(s, action, keysOf) {
  for (const n of document.querySelectorAll('.hinted')) n.classList.remove('hinted');
  if (!action) return;
  const json = JSON.stringify(action);
  for (const b of document.querySelectorAll('#actions button[data-action]')) {
    if (b.dataset.action === json) b.classList.add('hinted');
  }
  for (const k of keysOf?.(s.ruleset, action) ?? []) {
    for (const n of document.querySelectorAll(`[data-target="${CSS.escape(k)}"]`)) n.classList.add('hinted');
  }
}

// "Hints used: 2" in each player's box of the players panel (seats that asked at least once).
export function markHintCounts(root, seats) {
  if (!root) return;
  stylesheet();
  for (const head of root.querySelectorAll('.player[data-seat] .player-head')) {
    const seat = Number(head.closest('.player').dataset.seat);
    const used = seats?.[seat]?.hints || 0;
    let tag = head.querySelector('.hints-used');
    if (!used) { tag?.remove(); continue; }
    if (!tag) { tag = el('span', { class: 'tag hints-used' }); head.append(tag); }
    tag.textContent = w('hints-used', { count: used });
  }
}

// Draws the button, the suggestion and its highlights from the page's state `s`; `ask()` sends
// the question, `play(action)` plays the suggestion, `keysOf(ruleset, action)` the keys of the
// board or panels it is clicked at.
export function drawHints(s, opts) {
  const { ask, play, keysOf } = opts;
  stylesheet();
  markHintCounts(document.getElementById('players'), s.seats);
  const b = box();
  if (!b) return;
  const current = answer && answer.version === s.version && answer.seat === s.you && dismissed !== s.version ? answer : null;
  const legal = current && s.legal.some((la) => JSON.stringify(la.action) === JSON.stringify(current.best.action));
  const allowed = mayAsk(s) && s.legal.length > 0;
  // Drawn again only when what it shows changed (a redraw would take the focus away).
  const key = JSON.stringify([allowed, legal && current, asking, s.pending, s.lang]);
  if (b.dataset.key === key) { highlight(s, legal ? current.best.action : null, keysOf); return; }
  b.dataset.key = key;
  clear(b);
  b.hidden = !allowed && !legal;
  if (b.hidden) { highlight(s, null, keysOf); return; }
  if (legal) {
    const best = current.best;
    b.append(
      el('p', { class: 'hint-best', id: 'hint-best' }, ...rich(w('hints-best', { action: fmt(best.message, marked) }), s.seats)),
      el('p', { class: 'small' }, w('hints-win', { win: percent(best.win) })));
    if (current.runner_up) {
      const r = current.runner_up;
      b.append(el('p', { class: 'small muted', id: 'hint-runner-up' }, ...rich(w('hints-runner-up', { action: fmt(r.message, marked), win: percent(r.win) }), s.seats)));
    }
    b.append(
      el('button', { type: 'button', id: 'hint-play', disabled: s.pending, onclick: () => play(best.action) }, w('hints-play')), ' ',
      el('button', { type: 'button', class: 'cancel', id: 'hint-close', onclick: () => { dismissed = s.version; drawHints(s, opts); } }, w('hints-close')));
    highlight(s, best.action, keysOf);
    // The marked choice brought into the list's view (the list scrolls on its own; the page
    // stays where it is).
    const list = document.getElementById('actions');
    const mark = list?.querySelector('button.hinted');
    if (mark && list.scrollHeight > list.clientHeight) {
      list.scrollTop += mark.getBoundingClientRect().top - list.getBoundingClientRect().top - list.clientHeight / 3;
    }
    return;
  }
  highlight(s, null, keysOf);
  if (asking) {
    b.append(el('p', { class: 'small', id: 'hint-thinking' }, w('hints-thinking')));
    return;
  }
  b.append(
    el('button', { type: 'button', id: 'hint-ask', class: 'hint-ask', title: w('hints-ask-note'), disabled: s.pending, onclick: () => {
      asking = true;
      ask();
      drawHints(s, opts);
    } }, w('hints-ask')),
    el('p', { class: 'small muted' }, w('hints-ask-note')));
}
