// A player's profile (`/u/NAME`): member since, games played and won per rule set and player
// count, recent games with replay links (private ones only on one's own profile), and the
// ratings section: the rating per rule set (over all player counts and at each) and its history
// as a chart (`rating-chart.js`).

import { getJSON } from './api.js';
import { el, clear, byId as $, showError, pathTail } from './util.js';
import { errorText, fmt, translatePage, name } from './i18n.js';
import { ratingChart } from './rating-chart.js';
import { at, translateAccounts, currentAccount, headerLinks, when } from './accounts.js';
import { seatName } from './seats.js';

let profile = null;

// A message of the ratings catalogue (ratings.ftl) with number or text arguments.
function w(id, args = {}) {
  const wrapped = {};
  for (const [k, v] of Object.entries(args)) wrapped[k] = typeof v === 'number' ? { number: v } : { text: String(v) };
  return fmt({ id, args: wrapped }, String);
}

// The ratings section: one row per rule set and player count, then the history's chart.
function drawRatings(r) {
  const box = $('ratings');
  for (const old of box.querySelectorAll('.rating-table, .rating-chart, .muted')) old.remove();
  const head = el('tr', {}, ...['ratings-ruleset', 'ratings-players', 'ratings-rating', 'ratings-games', 'ratings-wins']
    .map((id) => el('th', { scope: 'col' }, w(id))));
  const rows = r.ratings.map((x) => el('tr', { dataset: { ruleset: x.ruleset, players: x.players ?? 'all' } },
    el('td', {}, name(x.ruleset, 'title')),
    el('td', {}, x.players ? w('ratings-count', { players: x.players }) : w('ratings-all-counts')),
    el('td', { class: 'rating' }, `${x.rating} ${w('ratings-uncertainty', { sigma: Math.round(x.sigma) })}`),
    el('td', {}, String(x.games)), el('td', {}, String(x.wins))));
  if (rows.length) box.append(el('table', { class: 'rating-table tallies' }, el('thead', {}, head), el('tbody', {}, ...rows)));
  else box.append(el('p', { class: 'muted' }, w('ratings-empty')));
  box.append(ratingChart(r.history, {
    title: w('ratings-chart-title'),
    empty: w('ratings-chart-empty'),
    label: (h, game) => w('ratings-chart-point', { rating: h.after, game }),
  }));
}

function draw() {
  translateAccounts();
  if (!profile) return;
  $('profile-name').textContent = at('profile', { name: profile.name });
  $('profile-since').textContent = at('member-since', { date: when(profile.created_ms) });
  const table = clear($('tallies'));
  for (const r of profile.tallies) {
    table.append(el('tr', {}, el('td', {}, name(r.ruleset, 'title')), el('td', {}, at('players', { count: r.players })),
      el('td', {}, at('played-won', { played: r.played, won: r.won }))));
  }
  const ul = clear($('recent'));
  for (const g of profile.recent) {
    const names = g.seats.map((s) => seatName(g.seats, s.seat)).join(', ');
    ul.append(el('li', { dataset: { table: g.table } }, `${name(g.ruleset, 'title')} · ${names} · ${g.won ? at('won') : at('lost')} `,
      el('a', { href: g.replay, class: 'replay' }, at('replay'))));
  }
  if (!profile.recent.length) ul.append(el('li', { class: 'muted' }, at('none')));
  $('profile').hidden = false;
  $('recent-panel').hidden = false;
  const rated = profile.ratings !== null && profile.ratings !== undefined;
  if (rated) drawRatings(profile.ratings);
  $('ratings').hidden = !rated;
}

async function main() {
  translatePage(draw);
  headerLinks(await currentAccount());
  try {
    profile = await getJSON(`/api/users/${encodeURIComponent(pathTail())}`);
  } catch (e) {
    showError(errorText(e), true);
  }
  draw();
}

main();
