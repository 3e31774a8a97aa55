// The lobby: what Havenbaron is, a card per game (a picture of its board, drawn by the table's
// own drawing, and one sentence) with "Play now", your name, a form to create a table (seats
// as people or bots named by their strength), the lists of open tables to join, games to
// watch and finished games to replay, each table named in words.

import { getJSON, postJSON, storedName, storeName, flatData } from './api.js';
import { el, svgEl, clear, byId as $, showError } from './util.js';
import { t, name, errorText, translatePage, lv } from './i18n.js';
import { lobbyRulesLink } from './help.js';
import { seatName } from './seats.js';
import { clockWords, controlText } from './clocks.js';
import { currentAccount, headerLinks, showMyGames, showRemembered } from './accounts.js';
import { drawBoard } from './board.js';
import { offeredStrengths } from './strengths.js';

let meta = null;
// The bots' fixed ratings per rule set ({ spec: rating }), from the leaderboard's answer: shown
// beside each bot seat, since at a rated table a bot plays at that rating.
const botRatings = {};

// A bot seat's `make_bot` spec, as the ratings name it (`ismcts:medium`, `greedy`).
const botSpec = (bot, level) => ((meta.leveled_bots || []).includes(bot) ? `${bot}:${level}` : bot);

// Play now's opponents: sensible for a first game, not a pushover.
const PLAY_NOW_STRENGTH = 'intermediate';
const PLAY_NOW_PLAYERS = 3;

// The strengths this server's bots offer.
const strengths = () => offeredStrengths(meta.bots);
const strengthOf = (id) => strengths().find((x) => x.id === id) || strengths()[0];
// A bot seat of the creation request at a strength.
const botSeat = (id) => { const x = strengthOf(id); return { kind: 'bot', bot: x.bot, level: x.level }; };

function showBotRatings() {
  const known = botRatings[$('ruleset').value] || {};
  for (const r of document.querySelectorAll('.seat-row')) {
    const x = strengthOf(r.querySelector('.strength').value);
    const rating = known[botSpec(x.bot, x.level)];
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
    kind: r.querySelector('.kind').value, strength: r.querySelector('.strength').value,
  }));
  clear(box).append(el('legend', {}, t('seat')));
  for (let s = 0; s < n; s++) {
    const prev = old[s] || { kind: s === 0 ? 'you' : 'bot', strength: strengthOf(PLAY_NOW_STRENGTH).id };
    const kind = el('select', { class: 'kind', name: `kind${s}`, 'aria-label': t('seat_n', s + 1) },
      s === 0 ? el('option', { value: 'you' }, t('you')) : null,
      el('option', { value: 'human' }, t('human')),
      el('option', { value: 'bot' }, t('bot')));
    kind.value = prev.kind === 'you' && s !== 0 ? 'human' : prev.kind;
    const strength = el('select', { class: 'strength', name: `strength${s}`, 'aria-label': lv(t('seat_n', s + 1), t('strength')) },
      ...strengths().map((x) => el('option', { value: x.id }, t(`strength-${x.id}`))));
    strength.value = prev.strength;
    const sync = () => {
      strength.hidden = kind.value !== 'bot';
      showBotRatings();
    };
    kind.addEventListener('change', sync);
    strength.addEventListener('change', sync);
    box.append(el('div', { class: 'seat-row' }, `${t('seat_n', s + 1)} `, kind, ' ', strength, ' ',
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
    seats: rows.map((r) => (r.querySelector('.kind').value === 'bot' ? botSeat(r.querySelector('.strength').value) : { kind: 'human' })),
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

const gameName = (id) => name(id, 'title');
const infoOf = (id) => meta.rulesets.find((r) => r.id === id);

// Play now: you against bots at the intermediate strength with the rule set's usual rules (no
// variant, no cap, untimed, a random deal), three players where the game allows it; with no
// invite to send, the page goes straight to the table, where you decide first or after the
// bots' turns. Your name is the lobby's, else the table asks for it.
async function playNow(ruleset, button) {
  const rs = infoOf(ruleset) || meta.rulesets[0];
  const players = Math.min(Math.max(PLAY_NOW_PLAYERS, rs.players[0]), rs.players[1]);
  const req = {
    ruleset: rs.id,
    players,
    seats: [{ kind: 'human' }, ...Array.from({ length: players - 1 }, () => botSeat(PLAY_NOW_STRENGTH))],
    host_seat: 0,
    listed: true,
    clock: { mode: 'untimed' },
  };
  const typed = $('name').value.trim();
  if (typed) storeName(typed);
  const known = typed || storedName();
  if (known) req.name = known;
  const buttons = [...document.querySelectorAll('button.play-now')];
  for (const b of buttons) b.disabled = true;
  button.setAttribute('aria-busy', 'true');
  try {
    const created = await postJSON('/api/tables', req);
    location.href = created.url;
  } catch (e) {
    fail(errorText(e));
    for (const b of buttons) b.disabled = false;
    button.removeAttribute('aria-busy');
  }
}

// Each rule set's board as at the table, once per page (the data does not change).
const boards = {};
async function boardData(ruleset) {
  boards[ruleset] ??= getJSON(`/api/data/${encodeURIComponent(ruleset)}`).then(flatData);
  return boards[ruleset];
}

// A small picture of a rule set's empty board: the table's own drawing (board.js), as an image
// with its name for screen readers.
async function boardPicture(figure, ruleset) {
  try {
    const data = await boardData(ruleset);
    if (!data?.board) return;
    const svg = svgEl('svg', { class: 'board lobby-board', xmlns: 'http://www.w3.org/2000/svg', focusable: 'false' });
    drawBoard(svg, data, { to_act: null, public: { players: 2, seats: [{}, {}], fleet: { ships: [] }, locks_open: 0, call: { held: 0 } } });
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', t('intro-board', gameName(ruleset)));
    // The drawing's tooltips name channels for the table; a picture is one image.
    for (const title of svg.querySelectorAll('title')) title.remove();
    clear(figure).append(svg);
  } catch {
    // A card without its picture still says what the game is and plays it.
  }
}

// The first screen: Play now for the first game, then a card per game with its board, its
// sentence, its own Play now and its rules.
function gameCards() {
  if (!meta) return;
  const first = meta.rulesets[0];
  const hero = $('play-now');
  hero.onclick = () => playNow(first.id, hero);
  $('play-now-hint').textContent = t('intro-play-now-hint', gameName(first.id));
  const list = clear($('games'));
  for (const rs of meta.rulesets) {
    const game = gameName(rs.id);
    // A rule set the catalogue has no sentence for (a new data file) gets a general one.
    const key = `intro-game-${rs.id}`;
    const sentence = t(key) === key ? t('intro-game-other') : t(key);
    const figure = el('figure', { class: 'game-board' });
    const play = el('button', { type: 'button', class: 'play-now', dataset: { ruleset: rs.id }, 'aria-label': t('intro-play-now-game', game) }, t('intro-play-now'));
    play.onclick = () => playNow(rs.id, play);
    list.append(el('li', { class: 'game-card', dataset: { ruleset: rs.id } },
      el('h3', {}, game),
      figure,
      el('p', { class: 'game-sentence' }, sentence),
      el('div', { class: 'card-actions' }, play, ' ',
        el('a', { href: `/rules/${rs.id}`, class: 'rules-link' }, t('intro-rules', game)))));
    boardPicture(figure, rs.id);
  }
}

// A table named in words: "Rotterdam, 3 players, turn 12" (Antwerpen counts turns, the others
// rounds: the rule set's `cap_unit`); a finished one without the round.
function tableName(s, finished = false) {
  const game = gameName(s.ruleset);
  if (finished) return t('intro-table-done', game, s.players);
  return t(infoOf(s.ruleset)?.cap_unit === 'turn' ? 'intro-table-turn' : 'intro-table-round', game, s.players, s.round);
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
      open.append(el('li', { dataset: { table: s.id } }, el('span', { class: 'table-name' }, tableName(s)), `${clockOf(s)} · ${seatsText(s)} · ${t('open_seats', s.open_seats)} `,
        el('button', { class: 'join', onclick: () => join(s.id) }, t('join')), ' ',
        el('a', { href: `/t/${s.id}` }, t('watch'))));
    }
    if (!openList.items.length) open.append(el('li', { class: 'muted' }, t('none')));
    more(open, 'open', openList.next);
    const live = clear($('live'));
    for (const s of liveList.items) {
      live.append(el('li', { dataset: { table: s.id } }, el('span', { class: 'table-name' }, tableName(s)), `${clockOf(s)} · ${seatsText(s)} `, el('a', { href: `/t/${s.id}`, class: 'watch' }, t('watch'))));
    }
    if (!liveList.items.length) live.append(el('li', { class: 'muted' }, t('none')));
    more(live, 'live', liveList.next);
    const fin = clear($('finished'));
    for (const f of finList.items) {
      // Named in the page's language from who plays each seat (`names` are the server's English).
      const names = f.seats ? f.seats.map((x) => seatName(f.seats, x.seat)) : f.names;
      fin.append(el('li', { dataset: { table: f.id } }, el('span', { class: 'table-name' }, tableName(f, true)), ` · ${names.join(', ')} · ${f.winners.length ? `🏆 ${t('intro-won-by', f.winners.map((w) => names[w]).join(', '))}` : t('unfinished')} `,
        el('a', { href: `/replay/${f.id}`, class: 'replay' }, t('replay'))));
    }
    if (!finList.items.length) fin.append(el('li', { class: 'muted' }, t('none')));
    more(fin, 'finished', finList.next);
  } catch (e) {
    fail(errorText(e));
  }
}

async function main() {
  translatePage(() => { rulesetChanged(); clockFields(); gameCards(); refresh(); });
  $('name').value = storedName();
  $('name').addEventListener('change', () => storeName($('name').value.trim()));
  meta = await getJSON('/api/meta');
  for (const r of meta.rulesets) $('ruleset').append(el('option', { value: r.id }, r.name || r.id));
  gameCards();
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
