// A player's profile (`/u/NAME`): member since, games played and won per rule set and player
// count, recent games with replay links (private ones only on one's own profile). The ratings
// fill the `ratings` section.

import { getJSON } from './api.js';
import { el, clear, byId as $, showError, pathTail } from './util.js';
import { errorText, translatePage } from './i18n.js';
import { at, translateAccounts, currentAccount, headerLinks, when } from './accounts.js';
import { seatName } from './seats.js';

let profile = null;

function draw() {
  translateAccounts();
  if (!profile) return;
  $('profile-name').textContent = at('profile', { name: profile.name });
  $('profile-since').textContent = at('member-since', { date: when(profile.created_ms) });
  const table = clear($('tallies'));
  for (const r of profile.tallies) {
    table.append(el('tr', {}, el('td', {}, r.ruleset), el('td', {}, at('players', { count: r.players })),
      el('td', {}, at('played-won', { played: r.played, won: r.won }))));
  }
  const ul = clear($('recent'));
  for (const g of profile.recent) {
    const names = g.seats.map((s) => seatName(g.seats, s.seat)).join(', ');
    ul.append(el('li', { dataset: { table: g.table } }, `${g.ruleset} · ${names} · ${g.won ? at('won') : at('lost')} `,
      el('a', { href: g.replay, class: 'replay' }, at('replay'))));
  }
  if (!profile.recent.length) ul.append(el('li', { class: 'muted' }, at('none')));
  $('profile').hidden = false;
  $('recent-panel').hidden = false;
  $('ratings').hidden = profile.ratings === null || profile.ratings === undefined;
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
