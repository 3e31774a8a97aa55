// The table page: plays a seat (token in the URL fragment) or watches (no token). One WebSocket;
// each `update` carries this seat's view and legal actions; on a lost connection it reconnects
// with the last version seen and gets what it missed.
//
// Every message and every thing the page does is an event for the state (state.js); after it,
// only the regions of the page whose slices changed are drawn again (regions.js). This file
// draws each region from the slices it declared, and answers clicks and keys.

import { flatData, getJSON, hashParams, storedName, storeName } from './api.js';
import { el, clear, byId as $, showError, safe, pathTail } from './util.js';
import { t, fmt, errorText, translatePage, lv, lang } from './i18n.js';
import { drawBoard, colourBar, previewColour, setSeatNamer } from './board.js';
import { seatName } from './panels.js';
import { renderScores } from './scores.js';
import { marked, rich } from './seats.js';
import { signalTurn, renderAlertSwitches } from './turn.js';
import { enableZoom } from './zoom.js';
import { rulesFor, useRuleset, entryLines } from './rulesets.js';
import { helpAtTable, tipText } from './help.js';
import { drawGroupedChoices, drawTurnBar, turnBar, fillMenu, helpTitle } from './boardplay.js';
import { initialState, reduce } from './state.js';
import { TABLE_REGIONS, createRegions } from './regions.js';
import { drawChat, drawUndo } from './chat.js';
import { drawClocks } from './clocks.js';
import { holdSeat, markAccounts } from './accounts.js';
import { noteHint, drawHints } from './hints.js';
import { drawTrade, heard as tradeHeard } from './trade.js';
import { offeredStrengths } from './strengths.js';

const tableId = pathTail();
const params = hashParams();
const token = params.get('token') || null;
const hostSecret = params.get('host') || null;

// The state now (replaced, never changed, by `dispatch`).
let S = initialState();
let ws = null;
let backoff = 300;
// Where the last click was, so a menu of choices opens beside it.
let lastClick = null;
// Whether the player is using the keyboard (then the focus stays in the list of choices).
let usingKeys = false;
document.addEventListener('keydown', () => { usingKeys = true; }, true);
document.addEventListener('pointerdown', () => { usingKeys = false; }, true);

// Players named from the seats (a region passes its own `seats`; the handlers use the state's).
const namer = (seats) => (s) => seatName(seats, s);
const seatNamer = (s) => seatName(S.seats, s);
setSeatNamer(seatNamer);

function connect() {
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  ws = new WebSocket(`${proto}://${location.host}/ws/${encodeURIComponent(tableId)}`);
  ws.onopen = () => {
    backoff = 300;
    const hello = { type: 'hello' };
    if (token) hello.token = token;
    if (hostSecret) hello.host = hostSecret;
    if (S.version !== null) hello.since = S.version;
    const n = storedName();
    if (token && n) hello.name = n;
    ws.send(JSON.stringify(hello));
  };
  ws.onmessage = (m) => {
    let msg;
    try { msg = JSON.parse(m.data); } catch { return; }
    onMessage(msg);
  };
  ws.onclose = () => {
    dispatch({ type: 'closed' });
    if (S.fatal) return;
    setTimeout(connect, backoff);
    backoff = Math.min(backoff * 2, 5000);
  };
}

function onMessage(msg) {
  // A clock counts down from the page's own time, less the server's offset when it came.
  if (msg.type === 'clocks') msg.received_ms = Date.now();
  // A hint (for this seat only) is kept by hints.js, and drawn with the next redraw.
  if (noteHint(msg)) { show(); return; }
  dispatch(msg);
  // The seat this page plays is remembered (and attached to the account, when signed in);
  // the header says who at the table is signed in.
  if (msg.type === 'welcome' && token && Number.isInteger(msg.you)) holdSeat(tableId, token);
  if (msg.type === 'welcome' || msg.type === 'seats') markAccounts(tableId, msg.seats);
  // A refused action, in the chosen language (the decision it did not fit); an error before
  // the connection was welcomed stops the page, and stays.
  if (msg.type === 'error') showError(lv(t('error'), errorText(msg, seatNamer)), Boolean(S.fatal));
  // An offer being sent from the trade panel goes on with its next step, or stops.
  tradeHeard(msg, S);
}

// The next state after `event`; the regions it changed are drawn (`paint` false: later, with
// the next event's).
function dispatch(event, paint = true) {
  S = reduce(S, event);
  if (paint) show();
}

function send(action) {
  if (!ws || ws.readyState !== WebSocket.OPEN || S.pending) return;
  hideChoice();
  ws.send(JSON.stringify({ type: 'act', action, version: S.version }));
  // Heard by the tutorial's coach (tutorial.js).
  document.dispatchEvent(new CustomEvent('hb:act', { detail: action }));
  dispatch({ type: 'sent' });
}

// Words for an action with each player's name as a chip with their seat colour.
function richWords(message, seats) {
  return rich(fmt(message, marked), seats);
}

// The legal actions by the key they are clicked at (none while an action is on its way).
function targetsMap({ legal, pending, ruleset }) {
  const m = new Map();
  if (pending) return m;
  legal.forEach((la) => {
    for (const k of keysOf(ruleset, la.action)) {
      if (!m.has(k)) m.set(k, []);
      m.get(k).push(la);
    }
  });
  return m;
}

// The keys an action is clicked at: `targetOf` gives one, several (e.g. Masters' assignment
// card and the Shipping agent's planning field) or none.
function keysOf(ruleset, action) {
  const k = rulesFor(ruleset).targetOf(action);
  if (k === null || k === undefined) return [];
  return Array.isArray(k) ? k : [k];
}

// What had the focus when the menu opened: closing the menu without a choice gives it back.
let opener = null;

function hideChoice(restore = false) {
  const c = $('choice');
  const wasOpen = !c.hidden;
  c.hidden = true;
  c.classList.remove('floating');
  clear(c);
  if (restore && wasOpen && opener?.isConnected) opener.focus({ preventScroll: true });
  opener = null;
}

// A click on a target: its one action is sent; several open a menu beside the click. A card or
// character (`help`: its help key, e.g. `card:storm`) always opens the menu, with its help
// above the actions it allows now, or its help alone (and a close button) when it allows none.
function choose(key, help = null) {
  const list = (key && targetsMap(S).get(key)) || [];
  const words = help ? tipText(S.ruleset, help) : null;
  if (!words && !list.length) return;
  if (!words && list.length === 1) { send(list[0].action); return; }
  const c = $('choice');
  opener = document.activeElement !== document.body ? document.activeElement : null;
  fillMenu(c, {
    title: words ? helpTitle(help) : null,
    help: words,
    actions: list,
    button: (la) => el('button', { class: 'choice-btn', type: 'button', dataset: { kind: la.action.type }, onclick: () => send(la.action) }, richWords(la.message, S.seats)),
    cancel: () => hideChoice(true),
  });
  c.hidden = false;
  c.querySelector('button')?.focus({ preventScroll: true });
  if (lastClick) {
    c.classList.add('floating');
    const w = Math.min(c.offsetWidth || 320, window.innerWidth - 16);
    const h = c.offsetHeight || 120;
    c.style.left = `${Math.max(8, Math.min(lastClick.x + 8, window.innerWidth - w - 8))}px`;
    c.style.top = `${Math.max(8, Math.min(lastClick.y + 8, window.innerHeight - h - 8))}px`;
  }
}

// One client message that changes nothing of the game (chat, mutes), sent when connected.
function sendMsg(msg) {
  if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
}

// Takes back this seat's latest decision (the server refuses it, with the reason, when the
// game has moved on).
function undo() {
  if (!ws || ws.readyState !== WebSocket.OPEN || S.pending) return;
  hideChoice();
  ws.send(JSON.stringify({ type: 'undo', version: S.version }));
  dispatch({ type: 'sent' });
}

function handToBot(seat) {
  const strengths = offeredStrengths(S.bots);
  const x = strengths.find((s) => s.id === $('host-strength')?.value) || strengths[0];
  ws?.send(JSON.stringify({ type: 'hand_to_bot', seat, bot: x.bot, level: x.level }));
}

// Hovering or focusing a choice that calls a colour shows on the board which ships it moves.
function preview(action) {
  const colour = action && action.type === 'call_colour' ? action.colour : null;
  safe(() => previewColour($('board'), S.data, S.view, colour));
}

// ---- the regions (regions.js TABLE_REGIONS): each draws from the slices it declared ----------

function statusText({ fatal, connected, view, outcome, you, seats }) {
  if (fatal) return t('error');
  if (!connected) return t('reconnecting');
  if (!view) return '…';
  if (outcome) return t('game_over');
  const who = view.to_act;
  if (you !== null && who === you) return t('your_turn');
  const base = t('waiting_for', seatName(seats, who));
  return you === null ? `${t('spectating')} · ${base}` : base;
}

function drawHeader(s) {
  const body = document.body.dataset;
  body.version = s.version ?? '';
  body.connected = s.connected ? '1' : '0';
  body.you = s.you ?? '';
  body.over = s.outcome ? '1' : '0';
  body.myTurn = !s.pending && s.legal.length > 0 ? '1' : '0';
  const status = statusText(s);
  $('status').textContent = status;
  signalTurn(s.you !== null && !s.outcome && s.view?.to_act === s.you && s.legal.length > 0, status);
  // The error that stopped the page, reworded when the language changes.
  if (s.fatal) showError(lv(t('error'), errorText(s.fatal, namer(s.seats))), true);
}

function drawBoardRegion(s) {
  const keys = new Set(targetsMap(s).keys());
  safe(() => drawBoard($('board'), s.data, s.view, keys));
  safe(() => colourBar($('colours'), keys, (c) => preview(c ? { type: 'call_colour', colour: c } : null)));
  // The decisions that belong to no thing on the board: the rule set's turn bar keys.
  const bar = rulesFor(s.ruleset).turnBar || [];
  safe(() => drawTurnBar(turnBar(), s.pending ? [] : s.legal, (a) => keysOf(s.ruleset, a)[0], bar, keys, (la) => richWords(la.message, s.seats)));
}

function drawPanels(s) {
  $('hand-panel').hidden = !s.view.hand;
  safe(() => rulesFor(s.ruleset).render({
    data: s.data, view: s.view, seats: s.seats, targets: new Set(targetsMap(s).keys()),
    el: { info: $('info'), panels: $('rs-panels'), hand: $('hand'), piles: $('piles'), offer: $('offer') },
  }));
}

function drawPlayers(s) {
  safe(() => rulesFor(s.ruleset).render({
    data: s.data, view: s.view, seats: s.seats, targets: new Set(targetsMap(s).keys()),
    opts: { host: s.host, over: !!s.outcome, onHandToBot: handToBot },
    el: { players: $('players') },
  }));
}

// A private (unlisted) game's replay opens only with its key, which the server gives its
// players: the link carries it in the fragment, and the replay page sends it along.
function replayHref(s) {
  const base = `/replay/${encodeURIComponent(tableId)}`;
  return s.replayKey ? `${base}#key=${encodeURIComponent(s.replayKey)}` : base;
}

function drawScores(s) {
  const scores = $('scores');
  safe(() => renderScores(scores, {
    outcome: s.outcome, seats: s.seats, ruleset: s.ruleset, sheet: rulesFor(s.ruleset).scoreSheet, view: s.view, data: s.data,
    again: s.you !== null ? { info: s.info, you: s.you } : null, replayHref: replayHref(s),
  }));
  scores.hidden = !s.outcome;
}

function drawChoices(s) {
  const list = clear($('actions'));
  // With nothing to decide the list stays empty: the line above it says who decides what (in
  // the third person) or that the game is over.
  // Grouped by kind (boardplay.js), a long list folded but for the decision in front.
  drawGroupedChoices(list, s.legal, (la, i) => el('button', {
    class: 'action', type: 'button', disabled: s.pending, dataset: { index: i, kind: la.action.type, action: JSON.stringify(la.action) },
    onclick: () => send(la.action),
    onmouseenter: () => preview(la.action), onfocus: () => preview(la.action),
    onmouseleave: () => preview(null), onblur: () => preview(null),
  }, richWords(la.message, s.seats)));
}

function drawLog(s) {
  const log = clear($('log'));
  for (const entry of s.log.slice(-150)) {
    let lines = [];
    try { lines = entryLines(marked, entry); } catch { lines = entry.events.map((e) => e.type); }
    if (!entry.action && !lines.length) continue;
    log.append(el('li', { dataset: { version: entry.version } },
      entry.action ? el('span', { class: 'who' }, ...rich(lv(marked(entry.seat), fmt(entry.message, marked)), s.seats)) : null,
      lines.length ? el(entry.action ? 'ul' : 'div', {}, ...lines.map((l) => el(entry.action ? 'li' : 'div', {}, ...rich(l, s.seats)))) : null));
  }
  log.scrollTop = log.scrollHeight;
}

// The rules link, what to do now, the tooltips on cards and characters (help.js).
function drawHelp(s) {
  safe(() => helpAtTable({
    ruleset: s.ruleset, view: s.view, seatName: marked, nodes: (text) => rich(text, s.seats), header: document.querySelector('header'), list: $('actions'), over: !!s.outcome,
  }));
}

// Legal actions with nothing to click on the board or in the panels (tests read this; the
// list of choices always offers every action).
function drawUntargeted(s) {
  const missing = s.legal.filter((la) => !keysOf(s.ruleset, la.action)
    .some((k) => document.querySelector(`[data-target="${CSS.escape(k)}"]`)));
  document.body.dataset.untargeted = missing.map((la) => la.action.type).join(',');
}

function drawHost(s) {
  const panel = $('host-panel');
  panel.hidden = !s.host;
  if (!s.host) return;
  const box = clear($('host'));
  const origin = location.origin;
  if (s.invites.length) {
    box.append(el('div', { class: 'small' }, t('invite_links')));
    for (const inv of s.invites) {
      const link = `${origin}/t/${tableId}#token=${inv.token}`;
      box.append(el('div', { class: 'invite' }, lv(t('seat_n', inv.seat + 1), ''), el('input', { readonly: true, value: link, class: 'link', 'aria-label': t('seat_n', inv.seat + 1), onclick: (e) => e.target.select() })));
    }
  }
  // The bots named for people, as in the lobby (strengths.js).
  const strengthSel = el('select', { id: 'host-strength', 'aria-label': t('strength') },
    ...offeredStrengths(s.bots).map((x) => el('option', { value: x.id, selected: x.id === 'intermediate' }, t(`strength-${x.id}`))));
  box.append(el('div', { class: 'small' }, lv(t('hand_to_bot'), ''), strengthSel));
}

function drawBanner(s) {
  const b = $('banner');
  const mine = s.you !== null ? s.seats[s.you] : null;
  if (!mine || mine.name) { b.hidden = true; return; }
  if (b.dataset.shown) return;
  b.dataset.shown = '1';
  const input = el('input', { id: 'name-input', maxlength: 32, value: storedName(), placeholder: t('your_name'), 'aria-label': t('your_name') });
  const save = el('button', { id: 'name-save', onclick: () => {
    const n = input.value.trim();
    if (!n) return;
    storeName(n);
    ws?.send(JSON.stringify({ type: 'rename', name: n }));
    b.hidden = true;
  } }, t('save'));
  clear(b).append(t('name_banner'), ' ', input, ' ', save);
  b.hidden = false;
}

const page = createRegions(TABLE_REGIONS, {
  header: drawHeader,
  board: drawBoardRegion,
  panels: drawPanels,
  players: drawPlayers,
  scores: drawScores,
  choices: drawChoices,
  trade: (s) => drawTrade(s, send),
  log: drawLog,
  help: drawHelp,
  untargeted: drawUntargeted,
  host: drawHost,
  banner: drawBanner,
  chat: (s) => drawChat(s, sendMsg),
  undo: drawUndo,
  clocks: (s) => drawClocks($('clocks'), $('clocks-panel'), s, {
    takeBack: () => ws?.send(JSON.stringify({ type: 'take_back' })),
    away: (days) => ws?.send(JSON.stringify({ type: 'away', days })),
  }),
});

// Draws what changed. A keyboard player deciding in the list keeps the focus there when the
// list is drawn again.
function show() {
  const active = document.activeElement;
  const keepFocus = usingKeys && active && (active === document.body || active.closest?.('#decision') || active.closest?.('#colours'));
  const drawn = page.show(S);
  safe(() => drawHints(S, { ask: () => sendMsg({ type: 'hint' }), play: send, keysOf }));
  if (drawn.length && keepFocus && !document.activeElement?.closest?.('#decision')) {
    $('actions').querySelector('button:not([disabled])')?.focus({ preventScroll: true });
  }
}

// ---- clicks and keys -------------------------------------------------------------------------

// A colour's channels on the board preview it too (hover or focus).
for (const [type, on] of [['mouseover', true], ['focusin', true], ['mouseout', false], ['focusout', false]]) {
  document.addEventListener(type, (ev) => {
    const key = ev.target.closest?.('#board [data-target^="colour:"]')?.dataset.target;
    if (key) preview(on ? { type: 'call_colour', colour: key.slice(7) } : null);
  });
}

// What a click or a key chooses: a target (data-target), or a card or character (data-help,
// whose key is the target key of the actions it allows) whose help comes with the menu. The
// list of choices and the menu answer their own clicks.
function clicked(ev) {
  // A button of the list that decided is gone by now (the list was drawn again): not a tap.
  if (!ev.target.isConnected || ev.target.closest?.('#actions, #choice')) return null;
  const node = ev.target.closest?.('[data-target], [data-help]');
  if (!node || !(node.dataset.target || node.dataset.help)) return null;
  return node;
}

function activate(node) {
  const help = node.dataset.help || null;
  choose(node.dataset.target || help, help);
}

document.addEventListener('click', (ev) => {
  const node = clicked(ev);
  if (!node) return;
  lastClick = { x: ev.clientX, y: ev.clientY };
  activate(node);
});
document.addEventListener('keydown', (ev) => {
  if (ev.key === 'Escape') { hideChoice(true); return; }
  if (ev.key !== 'Enter' && ev.key !== ' ') return;
  const node = clicked(ev);
  if (!node) return;
  // A real button already answers Enter and Space with a click.
  if (node.tagName === 'BUTTON') return;
  ev.preventDefault();
  const r = node.getBoundingClientRect();
  lastClick = { x: r.left, y: r.bottom };
  activate(node);
});

$('undo').addEventListener('click', undo);
$('chat-form').addEventListener('submit', (ev) => {
  ev.preventDefault();
  const input = $('chat-input');
  const text = input.value.trim();
  if (!text) return;
  sendMsg({ type: 'chat', text });
  input.value = '';
});

async function main() {
  translatePage(() => { renderAlertSwitches($('alerts')); dispatch({ type: 'language', lang: lang() }); });
  renderAlertSwitches($('alerts'));
  enableZoom($('board-wrap'), $('board'));
  try {
    const info = await getJSON(`/api/tables/${encodeURIComponent(tableId)}`);
    useRuleset(info.ruleset);
    document.body.dataset.ruleset = info.ruleset;
    const data = flatData(await getJSON(`/api/data/${info.ruleset}`));
    // Drawn with the connection's first message.
    dispatch({ type: 'loaded', ruleset: info.ruleset, data, seats: info.seats, info }, false);
  } catch (e) {
    dispatch({ type: 'load_failed', error: e });
    return;
  }
  connect();
}

main();
