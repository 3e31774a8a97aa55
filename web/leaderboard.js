// The leaderboard page (/leaderboard): a rule set's ratings, over every player count or at one,
// a page at a time, with the bots' fixed ratings beside them (GET /api/leaderboard/{ruleset}).
// The choices live in the URL's query (?ruleset=…&players=…&page=…), so a view can be linked.

import { getJSON } from './api.js';
import { el, clear, byId as $, showError } from './util.js';
import { fmt, errorText, translatePage } from './i18n.js';
import { at, showHeaderLinks } from './accounts.js';
import { botWords } from './strengths.js';

const query = new URLSearchParams(location.search);
let meta = null;
let current = null;

// A message of the ratings catalogue (ratings.ftl) with number or text arguments.
function w(id, args = {}) {
  const wrapped = {};
  for (const [k, v] of Object.entries(args)) wrapped[k] = typeof v === 'number' ? { number: v } : { text: String(v) };
  return fmt({ id, args: wrapped }, String);
}

function words() {
  document.title = `Havenbaron · ${w('ratings-title')}`;
  $('title').textContent = w('ratings-title');
  $('heading').textContent = w('ratings-title');
  $('intro').textContent = w('ratings-intro');
  $('ruleset-label').textContent = w('ratings-ruleset');
  $('players-label').textContent = w('ratings-players');
  for (const [id, key] of [['h-place', 'place'], ['h-player', 'player'], ['h-rating', 'rating'], ['h-games', 'games'], ['h-wins', 'wins']]) {
    $(id).textContent = w(`ratings-${key}`);
  }
  $('prev').textContent = w('ratings-previous');
  $('next').textContent = w('ratings-next');
  $('bots-heading').textContent = w('ratings-bots');
  $('back').textContent = w('ratings-back');
  $('empty').textContent = w('ratings-empty');
}

function choices() {
  const rs = $('ruleset');
  clear(rs).append(...meta.rulesets.map((r) => el('option', { value: r.id }, r.name)));
  rs.value = meta.rulesets.some((r) => r.id === query.get('ruleset')) ? query.get('ruleset') : meta.rulesets[0].id;
  players();
}

function players() {
  const r = meta.rulesets.find((x) => x.id === $('ruleset').value);
  const sel = $('players');
  const keep = sel.value || query.get('players') || '';
  const counts = [];
  for (let n = r.players[0]; n <= r.players[1]; n += 1) counts.push(n);
  clear(sel).append(el('option', { value: '' }, w('ratings-all-counts')),
    ...counts.map((n) => el('option', { value: String(n) }, w('ratings-count', { players: n }))));
  sel.value = counts.map(String).includes(keep) ? keep : '';
}

async function load(page = 1) {
  const rs = $('ruleset').value;
  const n = $('players').value;
  const q = new URLSearchParams({ ruleset: rs, page: String(page) });
  if (n) q.set('players', n);
  history.replaceState(null, '', `?${q}`);
  const api = new URLSearchParams({ page: String(page) });
  if (n) api.set('players', n);
  try {
    current = await getJSON(`/api/leaderboard/${encodeURIComponent(rs)}?${api}`);
  } catch (e) {
    showError(w('ratings-load-failed', { detail: errorText(e) }), true);
    return;
  }
  render();
}

// A row's player: the account's name linking to its profile, or "deleted player".
function playerCell(r) {
  if (r.deleted) return el('span', { class: 'muted' }, at('deleted-player'));
  if (r.name) return el('a', { href: `/u/${encodeURIComponent(r.name)}` }, r.name);
  return r.player;
}

function render() {
  const b = current;
  clear($('rows')).append(...b.rows.map((r) => el('tr', {},
    el('td', {}, String(r.place)),
    el('td', {}, playerCell(r)),
    el('td', { title: w('ratings-uncertainty', { sigma: Math.round(r.sigma) }) }, String(r.rating)),
    el('td', {}, String(r.games)),
    el('td', {}, String(r.wins)))));
  $('empty').hidden = b.rows.length > 0;
  const pages = Math.max(1, Math.ceil(b.total / b.per_page));
  $('page').textContent = w('ratings-page', { page: b.page, pages });
  $('prev').disabled = b.page <= 1;
  $('next').disabled = b.page >= pages;
  clear($('bots')).append(...b.bots.map((x) => el('li', {}, `${w('ratings-bot', { bot: botWords(x.bot) })}: ${x.rating}`)));
}

async function main() {
  translatePage(() => { words(); choices(); if (current) render(); });
  showHeaderLinks();
  words();
  meta = await getJSON('/api/meta');
  choices();
  $('ruleset').addEventListener('change', () => { players(); load(1); });
  $('players').addEventListener('change', () => load(1));
  $('prev').addEventListener('click', () => load(current.page - 1));
  $('next').addEventListener('click', () => load(current.page + 1));
  await load(Math.max(1, Number(query.get('page')) || 1));
}

main().catch((e) => showError(errorText(e), true));
