// The table page: plays a seat (token in the URL fragment) or watches (no token). One WebSocket;
// each `update` carries this seat's view and legal actions; on a lost connection it reconnects
// with the last version seen and gets what it missed.

import { flatData, getJSON, hashParams, storedName, storeName, el, clear } from './api.js';
import { t, fmt, errorText, translatePage, lv } from './i18n.js';
import { drawBoard, colourBar, previewColour, setSeatNamer } from './board.js';
import { seatName } from './panels.js';
import { renderScores } from './scores.js';
import { marked, rich, plain } from './seats.js';
import { signalTurn, renderAlertSwitches } from './turn.js';
import { enableZoom } from './zoom.js';
import { rulesFor, useRuleset, entryLines } from './rulesets.js';
import { helpAtTable } from './help.js';

const tableId = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop());
const params = hashParams();
const token = params.get('token') || null;
const hostSecret = params.get('host') || null;

const S = {
  ruleset: null, data: null, version: null, view: null, legal: [], outcome: null, seats: [], you: null,
  host: false, invites: [], bots: [], levels: [], log: [], pending: false, connected: false,
  fatal: null, info: null,
};
let ws = null;
let backoff = 300;
// Where the last click was, so a menu of choices opens beside it.
let lastClick = null;
// Whether the player is using the keyboard (then the focus stays in the list of choices).
let usingKeys = false;
document.addEventListener('keydown', () => { usingKeys = true; }, true);
document.addEventListener('pointerdown', () => { usingKeys = false; }, true);
const rules = () => rulesFor(S.ruleset);

const $ = (id) => document.getElementById(id);

// A passing error hides after a while; the error that stopped the page (`sticky`) stays.
function showError(message, sticky = false) {
  const box = $('error');
  box.textContent = lv(t('error'), message);
  box.hidden = false;
  clearTimeout(showError.timer);
  if (!sticky) showError.timer = setTimeout(() => { box.hidden = true; }, 8000);
}

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
    S.connected = false;
    S.pending = false;
    render();
    if (S.fatal) return;
    setTimeout(connect, backoff);
    backoff = Math.min(backoff * 2, 5000);
  };
}

function onMessage(msg) {
  switch (msg.type) {
    case 'welcome':
      S.connected = true;
      S.ruleset = msg.ruleset || S.ruleset;
      S.you = msg.you;
      S.host = msg.host;
      S.seats = msg.seats;
      S.invites = msg.invites || [];
      S.bots = msg.bots || [];
      S.levels = msg.levels || [];
      break;
    case 'update':
      if (msg.fresh) S.log = [];
      for (const e of msg.entries) if (!S.log.length || e.version > S.log[S.log.length - 1].version) S.log.push(e);
      if (S.log.length > 400) S.log.splice(0, S.log.length - 400);
      S.version = msg.version;
      S.view = msg.view;
      S.legal = msg.legal;
      S.outcome = msg.outcome;
      S.pending = false;
      break;
    case 'seats':
      S.seats = msg.seats;
      S.invites = S.invites.filter((i) => !msg.seats[i.seat]?.claimed);
      break;
    case 'error':
      S.pending = false;
      // Kept as sent, put into words when shown (the language can change meanwhile).
      if (!S.connected) {
        S.fatal = msg;
      }
      // In the chosen language (a refused action: the decision it did not fit).
      showError(errorText(msg, seatNamer), Boolean(S.fatal));
      break;
    default:
      break;
  }
  render();
}

function send(action) {
  if (!ws || ws.readyState !== WebSocket.OPEN || S.pending) return;
  S.pending = true;
  hideChoice();
  ws.send(JSON.stringify({ type: 'act', action, version: S.version }));
  render();
}

// Words for an action: the engine's message (legal actions, log entries) in the chosen language.
const seatNamer = (s) => seatName(S.seats, s);
setSeatNamer(seatNamer);
function words(message) {
  return fmt(message, seatNamer);
}
// The same with each player's name as a chip with their seat colour.
function richWords(message) {
  return rich(fmt(message, marked), S.seats);
}

// Runs one part of the page; a part that cannot draw this rule set's view stays empty.
function safe(part) {
  try { part(); } catch (e) { console.warn('cannot draw', e); }
}

function targetsMap() {
  const m = new Map();
  if (S.pending) return m;
  S.legal.forEach((la) => {
    for (const k of keysOf(la.action)) {
      if (!m.has(k)) m.set(k, []);
      m.get(k).push(la);
    }
  });
  return m;
}

// The keys an action is clicked at: `targetOf` gives one, several (e.g. Masters' assignment
// card and the Shipping agent's planning field) or none.
function keysOf(action) {
  const k = rules().targetOf(action);
  if (k === null || k === undefined) return [];
  return Array.isArray(k) ? k : [k];
}

function hideChoice() {
  const c = $('choice');
  c.hidden = true;
  c.classList.remove('floating');
  clear(c);
}

// A click on a target: its one action is sent; several open a menu beside the click.
function choose(key) {
  const list = targetsMap().get(key);
  if (!list) return;
  if (list.length === 1) { send(list[0].action); return; }
  const c = clear($('choice'));
  c.append(el('div', { class: 'small' }, t('choose')));
  for (const la of list) {
    c.append(el('button', { class: 'choice-btn', type: 'button', dataset: { kind: la.action.type }, onclick: () => send(la.action) }, richWords(la.message)));
  }
  c.append(el('button', { class: 'cancel', type: 'button', onclick: hideChoice }, t('cancel')));
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

function handToBot(seat) {
  const bot = $('host-bot')?.value || S.bots[0] || 'greedy';
  const level = $('host-level')?.value || 'medium';
  ws?.send(JSON.stringify({ type: 'hand_to_bot', seat, bot, level }));
}

function statusText() {
  if (S.fatal) return t('error');
  if (!S.connected) return t('reconnecting');
  if (!S.view) return '…';
  if (S.outcome) return t('game_over');
  const who = S.view.to_act;
  if (S.you !== null && who === S.you) return t('your_turn');
  const base = t('waiting_for', seatName(S.seats, who));
  return S.you === null ? `${t('spectating')} · ${base}` : base;
}

function renderHost() {
  const panel = $('host-panel');
  panel.hidden = !S.host;
  if (!S.host) return;
  const box = clear($('host'));
  const origin = location.origin;
  if (S.invites.length) {
    box.append(el('div', { class: 'small' }, t('invite_links')));
    for (const inv of S.invites) {
      const link = `${origin}/t/${tableId}#token=${inv.token}`;
      box.append(el('div', { class: 'invite' }, lv(t('seat_n', inv.seat + 1), ''), el('input', { readonly: true, value: link, class: 'link', 'aria-label': t('seat_n', inv.seat + 1), onclick: (e) => e.target.select() })));
    }
  }
  const botSel = el('select', { id: 'host-bot', 'aria-label': t('bot') }, ...S.bots.map((b) => el('option', { value: b }, b)));
  const lvlSel = el('select', { id: 'host-level', 'aria-label': t('level') }, ...S.levels.map((l) => el('option', { value: l, selected: l === 'medium' }, t(l))));
  box.append(el('div', { class: 'small' }, lv(t('hand_to_bot'), ''), botSel, ' ', lvlSel));
}

function renderNameBanner() {
  const b = $('banner');
  const mine = S.you !== null ? S.seats[S.you] : null;
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

// Hovering or focusing a choice that calls a colour shows on the board which ships it moves.
function preview(action) {
  const colour = action && action.type === 'call_colour' ? action.colour : null;
  safe(() => previewColour($('board'), S.data, S.view, colour));
}

function render() {
  // A keyboard player deciding in the list keeps the focus there after the page is redrawn.
  const active = document.activeElement;
  const keepFocus = usingKeys && active && (active === document.body || active.closest?.('#decision') || active.closest?.('#colours'));
  document.body.dataset.version = S.version ?? '';
  document.body.dataset.connected = S.connected ? '1' : '0';
  document.body.dataset.you = S.you ?? '';
  document.body.dataset.over = S.outcome ? '1' : '0';
  document.body.dataset.myTurn = !S.pending && S.legal.length > 0 ? '1' : '0';
  $('status').textContent = statusText();
  signalTurn(S.you !== null && !S.outcome && S.view?.to_act === S.you && S.legal.length > 0, statusText());
  // The error that stopped the page, reworded when the language changes.
  if (S.fatal) showError(errorText(S.fatal, seatNamer), true);
  if (!S.view || !S.data) return;
  const targets = targetsMap();
  const keys = new Set(targets.keys());
  const R = rules();
  safe(() => drawBoard($('board'), S.data, S.view, keys));
  safe(() => colourBar($('colours'), keys, (c) => preview(c ? { type: 'call_colour', colour: c } : null)));
  $('hand-panel').hidden = !S.view.hand;
  safe(() => R.render({
    data: S.data, view: S.view, seats: S.seats, targets: keys,
    opts: { host: S.host, over: !!S.outcome, onHandToBot: handToBot },
    el: { info: $('info'), panels: $('rs-panels'), hand: $('hand'), players: $('players'), piles: $('piles'), offer: $('offer') },
  }));
  const scores = $('scores');
  safe(() => renderScores(scores, {
    outcome: S.outcome, seats: S.seats, ruleset: S.ruleset, sheet: rules().scoreSheet, view: S.view, data: S.data,
    again: S.you !== null ? { info: S.info, you: S.you } : null, replayHref: `/replay/${tableId}`,
  }));
  scores.hidden = !S.outcome;
  const list = clear($('actions'));
  if (!S.legal.length) list.append(el('li', { class: 'muted' }, t('no_actions')));
  S.legal.forEach((la, i) => {
    list.append(el('li', {}, el('button', {
      class: 'action', type: 'button', disabled: S.pending, dataset: { index: i, kind: la.action.type, action: JSON.stringify(la.action), target: '' },
      onclick: () => send(la.action),
      onmouseenter: () => preview(la.action), onfocus: () => preview(la.action),
      onmouseleave: () => preview(null), onblur: () => preview(null),
    }, richWords(la.message))));
  });
  for (const b of list.querySelectorAll('button')) delete b.dataset.target;
  const log = clear($('log'));
  for (const entry of S.log.slice(-150)) {
    let lines = [];
    try { lines = entryLines(marked, entry); } catch { lines = entry.events.map((e) => e.type); }
    if (!entry.action && !lines.length) continue;
    log.append(el('li', { dataset: { version: entry.version } },
      entry.action ? el('span', { class: 'who' }, ...rich(lv(marked(entry.seat), fmt(entry.message, marked)), S.seats)) : null,
      lines.length ? el(entry.action ? 'ul' : 'div', {}, ...lines.map((l) => el(entry.action ? 'li' : 'div', {}, ...rich(l, S.seats)))) : null));
  }
  log.scrollTop = log.scrollHeight;
  // Legal actions with nothing to click on the board or in the panels (tests read this; the
  // list of choices always offers every action).
  const missing = S.legal.filter((la) => !keysOf(la.action)
    .some((k) => document.querySelector(`[data-target="${CSS.escape(k)}"]`)));
  document.body.dataset.untargeted = missing.map((la) => la.action.type).join(',');
  renderHost();
  renderNameBanner();
  // The rules link, what to do now, the tooltips on cards and characters (help.js).
  safe(() => helpAtTable({ ruleset: S.ruleset, view: S.view, seatName: seatNamer, header: document.querySelector('header'), list: $('actions'), over: !!S.outcome }));
  if (keepFocus && !document.activeElement?.closest?.('#decision')) {
    $('actions').querySelector('button:not([disabled])')?.focus({ preventScroll: true });
  }
}

// A colour's channels on the board preview it too (hover or focus).
for (const [type, on] of [['mouseover', true], ['focusin', true], ['mouseout', false], ['focusout', false]]) {
  document.addEventListener(type, (ev) => {
    const key = ev.target.closest?.('#board [data-target^="colour:"]')?.dataset.target;
    if (key) preview(on ? { type: 'call_colour', colour: key.slice(7) } : null);
  });
}

document.addEventListener('click', (ev) => {
  const node = ev.target.closest?.('[data-target]');
  if (!node || !node.dataset.target) return;
  lastClick = { x: ev.clientX, y: ev.clientY };
  choose(node.dataset.target);
});
document.addEventListener('keydown', (ev) => {
  if (ev.key === 'Escape') { hideChoice(); return; }
  if (ev.key !== 'Enter' && ev.key !== ' ') return;
  const node = ev.target.closest?.('[data-target]');
  if (!node?.dataset.target) return;
  // A real button already answers Enter and Space with a click.
  if (node.tagName === 'BUTTON') return;
  ev.preventDefault();
  const r = node.getBoundingClientRect();
  lastClick = { x: r.left, y: r.bottom };
  choose(node.dataset.target);
});

async function main() {
  translatePage(() => { renderAlertSwitches($('alerts')); render(); });
  renderAlertSwitches($('alerts'));
  enableZoom($('board-wrap'), $('board'));
  try {
    const info = await getJSON(`/api/tables/${encodeURIComponent(tableId)}`);
    S.ruleset = info.ruleset;
    useRuleset(info.ruleset);
    document.body.dataset.ruleset = info.ruleset;
    S.data = flatData(await getJSON(`/api/data/${info.ruleset}`));
    S.seats = info.seats;
    S.info = info;
  } catch (e) {
    S.fatal = e;
    render();
    return;
  }
  connect();
}

main();
