// The table page: plays a seat (token in the URL fragment) or watches (no token). One WebSocket;
// each `update` carries this seat's view and legal actions; on a lost connection it reconnects
// with the last version seen and gets what it missed.

import { flatData, getJSON, hashParams, storedName, storeName, el, clear } from './api.js';
import { t, name, translatePage } from './i18n.js';
import { drawBoard, colourBar } from './board.js';
import {
  actionText, targetOf, renderHand, renderPlayers, renderPiles, renderOffer, renderScores,
  logLines, seatName,
} from './panels.js';

const tableId = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop());
const params = hashParams();
const token = params.get('token') || null;
const hostSecret = params.get('host') || null;

const S = {
  data: null, version: null, view: null, legal: [], outcome: null, seats: [], you: null,
  host: false, invites: [], bots: [], levels: [], log: [], pending: false, connected: false,
  fatal: null,
};
let ws = null;
let backoff = 300;

const $ = (id) => document.getElementById(id);

function showError(message) {
  const box = $('error');
  box.textContent = `${t('error')}: ${message}`;
  box.hidden = false;
  clearTimeout(showError.timer);
  showError.timer = setTimeout(() => { box.hidden = true; }, 8000);
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
      if (!S.connected) {
        S.fatal = msg.message;
      }
      showError(msg.message);
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

// Words for a legal action: ours (in the chosen language) where we know the action, else the
// server's (English, from the engine).
function words(la) {
  try {
    const w = actionText(S.data, S.view, S.seats, la.action);
    if (w && !w.startsWith('{')) return w;
  } catch { /* a rule set this client does not draw */ }
  return la.text;
}

// Runs one part of the page; a part that cannot draw this rule set's view stays empty.
function safe(part) {
  try { part(); } catch (e) { console.warn('cannot draw', e); }
}

function targetsMap() {
  const m = new Map();
  if (S.pending) return m;
  S.legal.forEach((la) => {
    const k = targetOf(la.action);
    if (k === null) return;
    if (!m.has(k)) m.set(k, []);
    m.get(k).push(la);
  });
  return m;
}

function hideChoice() {
  const c = $('choice');
  c.hidden = true;
  clear(c);
}

function choose(key) {
  const list = targetsMap().get(key);
  if (!list) return;
  if (list.length === 1) { send(list[0].action); return; }
  const c = clear($('choice'));
  c.append(el('div', { class: 'small' }, t('choose')));
  for (const la of list) {
    c.append(el('button', { class: 'choice-btn', title: la.text, dataset: { kind: la.action.type }, onclick: () => send(la.action) }, words(la)));
  }
  c.append(el('button', { class: 'cancel', onclick: hideChoice }, t('cancel')));
  c.hidden = false;
}

function handToBot(seat) {
  const bot = $('host-bot')?.value || S.bots[0] || 'greedy';
  const level = $('host-level')?.value || 'medium';
  ws?.send(JSON.stringify({ type: 'hand_to_bot', seat, bot, level }));
}

function statusText() {
  if (S.fatal) return S.fatal;
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
      box.append(el('div', { class: 'invite' }, `${t('seat_n', inv.seat + 1)}: `, el('input', { readonly: true, value: link, class: 'link', onclick: (e) => e.target.select() })));
    }
  }
  const botSel = el('select', { id: 'host-bot' }, ...S.bots.map((b) => el('option', { value: b }, b)));
  const lvlSel = el('select', { id: 'host-level' }, ...S.levels.map((l) => el('option', { value: l, selected: l === 'medium' }, t(l))));
  box.append(el('div', { class: 'small' }, `${t('hand_to_bot')}: `, botSel, ' ', lvlSel));
}

function renderNameBanner() {
  const b = $('banner');
  const mine = S.you !== null ? S.seats[S.you] : null;
  if (!mine || mine.name) { b.hidden = true; return; }
  if (b.dataset.shown) return;
  b.dataset.shown = '1';
  const input = el('input', { id: 'name-input', maxlength: 32, value: storedName(), placeholder: t('your_name') });
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

function render() {
  document.body.dataset.version = S.version ?? '';
  document.body.dataset.connected = S.connected ? '1' : '0';
  document.body.dataset.you = S.you ?? '';
  document.body.dataset.over = S.outcome ? '1' : '0';
  document.body.dataset.myTurn = !S.pending && S.legal.length > 0 ? '1' : '0';
  $('status').textContent = statusText();
  if (!S.view || !S.data) return;
  const targets = targetsMap();
  const keys = new Set(targets.keys());
  const pub = S.view.public;
  safe(() => clear($('info')).append(...[
    el('span', {}, `${t('round')} ${pub.round ?? pub.turn ?? ''}/${pub.round_cap ?? pub.turn_cap ?? ''}`),
    pub.phase ? el('span', { id: 'phase' }, ` · ${t('phase')} ${name('phase', pub.phase)}`) : null,
    el('span', {}, ` · ${t('harbour_master')}: ${seatName(S.seats, pub.hm ?? 0)}`),
  ].filter(Boolean)));
  safe(() => drawBoard($('board'), S.data, S.view, keys));
  safe(() => colourBar($('colours'), keys));
  $('hand-panel').hidden = !S.view.hand;
  safe(() => renderHand($('hand'), S.data, S.view, keys));
  safe(() => renderPlayers($('players'), S.data, S.view, S.seats, keys, { host: S.host, over: !!S.outcome, onHandToBot: handToBot }));
  safe(() => renderPiles($('piles'), S.data, S.view, keys));
  safe(() => renderOffer($('offer'), S.data, S.view, S.seats));
  const scores = $('scores');
  safe(() => renderScores(scores, S.outcome, S.seats));
  if (S.outcome) scores.append(el('p', {}, el('a', { href: `/replay/${tableId}`, id: 'replay-link' }, t('replay'))));
  scores.hidden = !S.outcome;
  const list = clear($('actions'));
  if (!S.legal.length) list.append(el('li', { class: 'muted' }, t('no_actions')));
  S.legal.forEach((la, i) => {
    list.append(el('li', {}, el('button', {
      class: 'action', title: la.text, disabled: S.pending, dataset: { index: i, kind: la.action.type, target: '' },
      onclick: () => send(la.action),
    }, words(la))));
  });
  for (const b of list.querySelectorAll('button')) delete b.dataset.target;
  const log = clear($('log'));
  for (const entry of S.log.slice(-150)) {
    let lines = [];
    try { lines = logLines(S.data, S.seats, entry); } catch { lines = entry.events.map((e) => e.type); }
    if (!entry.action && !lines.length) continue;
    log.append(el('li', { dataset: { version: entry.version } },
      entry.action ? el('span', { class: 'who' }, `${seatName(S.seats, entry.seat)}: ${words({ action: entry.action, text: entry.text })}`) : null,
      lines.length ? el(entry.action ? 'ul' : 'div', {}, ...lines.map((l) => el(entry.action ? 'li' : 'div', {}, l))) : null));
  }
  log.scrollTop = log.scrollHeight;
  renderHost();
  renderNameBanner();
}

document.addEventListener('click', (ev) => {
  const node = ev.target.closest?.('[data-target]');
  if (!node || !node.dataset.target) return;
  choose(node.dataset.target);
});
document.addEventListener('keydown', (ev) => {
  if (ev.key !== 'Enter') return;
  const node = ev.target.closest?.('[data-target]');
  if (node?.dataset.target) choose(node.dataset.target);
});

async function main() {
  translatePage(render);
  try {
    const info = await getJSON(`/api/tables/${encodeURIComponent(tableId)}`);
    S.data = flatData(await getJSON(`/api/data/${info.ruleset}`));
    S.seats = info.seats;
  } catch (e) {
    S.fatal = e.message;
    showError(e.message);
    render();
    return;
  }
  connect();
}

main();
