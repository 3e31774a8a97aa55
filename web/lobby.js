// The lobby: your name, a form to create a table (seats as people or bots), the lists of open
// tables to join, games to watch and finished games to replay.

import { getJSON, postJSON, storedName, storeName } from './api.js';
import { el, clear, byId as $, showError } from './util.js';
import { t, name, errorText, translatePage, lv } from './i18n.js';
import { lobbyRulesLink } from './help.js';
import { seatName } from './seats.js';
import { clockWords, controlText } from './clocks.js';
import { currentAccount, headerLinks, showMyGames, showRemembered } from './accounts.js';

let meta = null;
// The bots' fixed ratings per rule set ({ spec: rating }), from the leaderboard's answer: shown
// beside each bot seat, since at a rated table a bot plays at that rating.
const botRatings = {};

// A bot seat's `make_bot` spec, as the ratings name it (`ismcts:medium`, `greedy`).
const botSpec = (bot, level) => ((meta.leveled_bots || []).includes(bot) ? `${bot}:${level}` : bot);

function showBotRatings() {
  const known = botRatings[$('ruleset').value] || {};
  for (const r of document.querySelectorAll('.seat-row')) {
    const rating = known[botSpec(r.querySelector('.bot').value, r.querySelector('.level').value)];
    const span = r.querySelector('.bot-rating');
    span.textContent = rating === undefined ? '' : t('bot_rating', rating);
    span.hidden = r.querySelector('.kind').value !== 'bot' || rating === undefined;
  }
}

async function loadBotRatings(ruleset) {
  if (botRatings[ruleset]) return;
  try {
    const board = await getJSON(`/api/leaderboard/${encodeURIComponent(ruleset)}`);
    botRatings[ruleset] = Object.fromEntries(board.bots.map((b) => [b.bot, b.rating]));
    showBotRatings();
  } catch {
    // The form works without them; the leaderboard link shows them too.
  }
}

// The lobby's errors stay until the next one.
const fail = (message) => showError(lv(t('error'), message), true);

function seatRows() {
  const n = Number($('players').value);
  const box = $('seats');
  const old = [...box.querySelectorAll('.seat-row')].map((r) => ({
    kind: r.querySelector('.kind').value, bot: r.querySelector('.bot').value, level: r.querySelector('.level').value,
  }));
  clear(box).append(el('legend', {}, t('seat')));
  for (let s = 0; s < n; s++) {
    const prev = old[s] || { kind: s === 0 ? 'you' : 'bot', bot: meta.bots.includes('greedy') ? 'greedy' : meta.bots[0], level: 'medium' };
    const kind = el('select', { class: 'kind', name: `kind${s}`, 'aria-label': t('seat_n', s + 1) },
      s === 0 ? el('option', { value: 'you' }, t('you')) : null,
      el('option', { value: 'human' }, t('human')),
      el('option', { value: 'bot' }, t('bot')));
    kind.value = prev.kind === 'you' && s !== 0 ? 'human' : prev.kind;
    const bot = el('select', { class: 'bot', name: `bot${s}`, 'aria-label': lv(t('seat_n', s + 1), t('bot')) }, ...meta.bots.map((b) => el('option', { value: b }, b)));
    bot.value = prev.bot;
    const level = el('select', { class: 'level', name: `level${s}`, 'aria-label': lv(t('seat_n', s + 1), t('level')) }, ...meta.levels.map((l) => el('option', { value: l }, t(l))));
    level.value = prev.level;
    const sync = () => {
      const b = kind.value === 'bot';
      bot.hidden = !b;
      level.hidden = !b || !(meta.leveled_bots || []).includes(bot.value);
      showBotRatings();
    };
    kind.addEventListener('change', sync);
    bot.addEventListener('change', sync);
    level.addEventListener('change', sync);
    box.append(el('div', { class: 'seat-row' }, `${t('seat_n', s + 1)} `, kind, ' ', bot, ' ', level, ' ',
      el('span', { class: 'bot-rating muted', hidden: true })));
    sync();
  }
  loadBotRatings($('ruleset').value);
}

function rulesetChanged() {
  const rs = meta.rulesets.find((r) => r.id === $('ruleset').value) || meta.rulesets[0];
  const players = $('players');
  const keep = players.value || '4';
  clear(players);
  for (let n = rs.players[0]; n <= rs.players[1]; n++) players.append(el('option', { value: n }, n));
  players.value = keep;
  if (!players.value) players.value = String(rs.players[1]);
  const vbox = $('variants');
  clear(vbox).append(el('legend', {}, t('variants')));
  // A switch is a checkbox; a variant with values is a choice (default preselected).
  const infos = rs.variant_info || (rs.variants || []).map((v) => ({ name: v, values: [], default: 'false' }));
  for (const v of infos) {
    if (!v.values.length) {
      vbox.append(el('label', {}, el('input', { type: 'checkbox', class: 'variant', value: v.name, id: `variant-${v.name}` }), ' ', t(v.name)));
    } else {
      const sel = el('select', { class: 'variant-choice', name: v.name, id: `variant-${v.name}` },
        ...v.values.map((x) => el('option', { value: x, selected: x === v.default }, t(`${v.name}_${x}`))));
      vbox.append(el('label', {}, `${t(v.name)} `, sel));
    }
  }
  vbox.hidden = !infos.length;
  // The safety cap counts rounds or turns.
  $('cap-label').textContent = t(rs.cap_unit === 'turn' ? 'turn_cap' : 'round_cap');
  $('round_cap').placeholder = rs.default_cap ? t('default_cap', rs.default_cap) : '';
  seatRows();
  lobbyRulesLink($('ruleset'), rs.id, name(rs.id, 'title'));
}

// The time control's fields (clocks.js words), drawn again in a new language with their values.
function clockFields() {
  const box = $('clock-choice');
  const value = (id, fallback) => $(id)?.value ?? fallback;
  const mode = value('clock-mode', 'untimed');
  const number = (id, label, v, min, max) => el('label', { class: `clock-field ${id}` }, label, ' ',
    el('input', { id, type: 'number', min, max, value: value(id, v) }));
  const select = el('select', { id: 'clock-mode', onchange: showClockFields },
    ...[['untimed', 'clocks-untimed'], ['real_time', 'clocks-mode-real-time'], ['turn_based', 'clocks-mode-turn-based']]
      .map(([v, id]) => el('option', { value: v, selected: v === mode }, clockWords(id))));
  clear(box).append(
    el('legend', {}, clockWords('clocks-mode')),
    el('label', {}, clockWords('clocks-mode'), ' ', select),
    number('clock-bank', clockWords('clocks-bank-minutes'), 10, 1, 180),
    number('clock-inc', clockWords('clocks-increment-seconds'), 10, 0, 600),
    number('clock-hours', clockWords('clocks-move-hours'), 24, 1, 336),
    number('clock-days', clockWords('clocks-bank-days'), 3, 0, 30),
  );
  showClockFields();
}

function showClockFields() {
  const mode = $('clock-mode').value;
  for (const id of ['clock-bank', 'clock-inc']) $(id).parentElement.hidden = mode !== 'real_time';
  for (const id of ['clock-hours', 'clock-days']) $(id).parentElement.hidden = mode !== 'turn_based';
}

// The time control the form asks for (`clock` of the creation request).
function chosenClock() {
  const n = (id) => Number($(id).value);
  switch ($('clock-mode').value) {
    case 'real_time': return { mode: 'real_time', bank_s: Math.round(n('clock-bank') * 60), increment_s: n('clock-inc') };
    case 'turn_based': return { mode: 'turn_based', move_hours: n('clock-hours'), bank_days: n('clock-days') };
    default: return { mode: 'untimed' };
  }
}

// A table's time control in a list (nothing for an untimed one).
const clockOf = (s) => (s.clock && s.clock.mode !== 'untimed' ? ` · ${controlText(s.clock)}` : '');

async function create(ev) {
  ev.preventDefault();
  const name = $('name').value.trim();
  const rows = [...document.querySelectorAll('.seat-row')];
  const mine = rows.findIndex((r) => r.querySelector('.kind').value === 'you');
  if (mine >= 0 && !name) { fail(t('need_name')); $('name').focus(); return; }
  if (name) storeName(name);
  const variants = {};
  for (const v of document.querySelectorAll('.variant')) if (v.checked) variants[v.value] = 'true';
  for (const v of document.querySelectorAll('.variant-choice')) variants[v.name] = v.value;
  const req = {
    ruleset: $('ruleset').value,
    players: Number($('players').value),
    variants,
    seats: rows.map((r) => {
      const kind = r.querySelector('.kind').value;
      return kind === 'bot' ? { kind: 'bot', bot: r.querySelector('.bot').value, level: r.querySelector('.level').value } : { kind: 'human' };
    }),
    listed: $('listed').checked,
    rated: $('rated').checked,
    clock: chosenClock(),
  };
  if (mine >= 0) { req.host_seat = mine; req.name = name; }
  if ($('round_cap').value) req.round_cap = Number($('round_cap').value);
  if ($('seed').value) req.seed = Number($('seed').value);
  try {
    const created = await postJSON('/api/tables', req);
    const box = clear($('created'));
    const origin = location.origin;
    box.append(el('p', {}, t('created')));
    if (created.invites.length) {
      box.append(el('p', {}, t('invite_links')));
      for (const inv of created.invites) {
        box.append(el('div', { class: 'invite' }, lv(t('seat_n', inv.seat + 1), ''),
          el('input', { readonly: true, class: 'link invite-link', 'aria-label': t('seat_n', inv.seat + 1), value: `${origin}/t/${created.id}#token=${inv.token}`, onclick: (e) => e.target.select() })));
      }
    }
    box.append(el('p', {}, t('your_link')), el('input', { readonly: true, class: 'link', 'aria-label': t('your_link'), value: origin + created.url, onclick: (e) => e.target.select() }));
    box.append(el('p', {}, el('a', { href: created.url, id: 'go-table', class: 'button' }, t('go_to_table'))));
    box.hidden = false;
    if (!created.invites.length) location.href = created.url;
  } catch (e) {
    fail(errorText(e));
  }
}

async function join(id) {
  const name = $('name').value.trim();
  if (!name) { fail(t('need_name')); $('name').focus(); return; }
  storeName(name);
  try {
    const joined = await postJSON(`/api/tables/${id}/join`, { name });
    location.href = joined.url;
  } catch (e) {
    fail(errorText(e));
  }
}

function seatsText(s) {
  return s.seats.map((x) => (x.kind === 'bot' ? t('bot_named', x.name || x.bot) : x.name || '—')).join(', ');
}

// Pages of each list shown: the first comes with the lobby, "more" asks for one more each.
const shown = { open: 1, live: 1, finished: 1 };

// A list's tables: its first page from the lobby, then its next pages by their cursor.
async function pagesOf(list, lobby) {
  let items = lobby[list];
  let next = lobby.next?.[list] ?? null;
  for (let i = 1; i < shown[list] && next; i += 1) {
    const page = await getJSON(`/api/tables?list=${list}&after=${encodeURIComponent(next)}`);
    items = items.concat(page[list]);
    next = page.next?.[list] ?? null;
  }
  return { items, next };
}

// A "more" button at the end of a list that goes on.
function more(box, list, next) {
  if (!next) return;
  box.append(el('li', { class: 'more' }, el('button', {
    class: 'more',
    onclick: () => { shown[list] += 1; refresh(); },
  }, t('lobby_more'))));
}

async function refresh() {
  try {
    const lobby = await getJSON('/api/tables');
    const [openList, liveList, finList] = [await pagesOf('open', lobby), await pagesOf('live', lobby), await pagesOf('finished', lobby)];
    const open = clear($('open'));
    for (const s of openList.items) {
      open.append(el('li', { dataset: { table: s.id } }, `${s.ruleset} · ${s.players}p · ${t('round_n', s.round)}${clockOf(s)} · ${seatsText(s)} · ${t('open_seats', s.open_seats)} `,
        el('button', { class: 'join', onclick: () => join(s.id) }, t('join')), ' ',
        el('a', { href: `/t/${s.id}` }, t('watch'))));
    }
    if (!openList.items.length) open.append(el('li', { class: 'muted' }, t('none')));
    more(open, 'open', openList.next);
    const live = clear($('live'));
    for (const s of liveList.items) {
      live.append(el('li', { dataset: { table: s.id } }, `${s.ruleset} · ${s.players}p · ${t('round_n', s.round)}${clockOf(s)} · ${seatsText(s)} `, el('a', { href: `/t/${s.id}`, class: 'watch' }, t('watch'))));
    }
    if (!liveList.items.length) live.append(el('li', { class: 'muted' }, t('none')));
    more(live, 'live', liveList.next);
    const fin = clear($('finished'));
    for (const f of finList.items) {
      // Named in the page's language from who plays each seat (`names` are the server's English).
      const names = f.seats ? f.seats.map((x) => seatName(f.seats, x.seat)) : f.names;
      fin.append(el('li', { dataset: { table: f.id } }, `${f.ruleset} · ${names.join(', ')} · ${f.winners.length ? `🏆 ${f.winners.map((w) => names[w]).join(', ')}` : t('unfinished')} `,
        el('a', { href: `/replay/${f.id}`, class: 'replay' }, t('replay'))));
    }
    if (!finList.items.length) fin.append(el('li', { class: 'muted' }, t('none')));
    more(fin, 'finished', finList.next);
  } catch (e) {
    fail(errorText(e));
  }
}

async function main() {
  translatePage(() => { rulesetChanged(); clockFields(); refresh(); });
  $('name').value = storedName();
  $('name').addEventListener('change', () => storeName($('name').value.trim()));
  meta = await getJSON('/api/meta');
  for (const r of meta.rulesets) $('ruleset').append(el('option', { value: r.id }, r.name || r.id));
  $('ruleset').addEventListener('change', rulesetChanged);
  $('players').addEventListener('change', seatRows);
  rulesetChanged();
  clockFields();
  $('create').addEventListener('submit', create);
  refresh();
  setInterval(refresh, 5000);
  // My games at the top of the lobby: the account's, or the seats this browser remembers.
  const account = await currentAccount().catch(() => null);
  headerLinks(account);
  // A rated table is for signed-in players only: the server refuses a guest's anyway.
  $('rated').disabled = !account;
  $('rated-hint').querySelector('span').hidden = !!account;
  if (account) showMyGames($('my-games'));
  else showRemembered($('my-games'));
}

main();
