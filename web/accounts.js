// Accounts in the browser: the seats this browser holds (remembered in localStorage, so that
// closing a tab no longer loses a game), the signed-in account, passkeys (WebAuthn, with the
// options' and answers' binary fields in base64url as the server writes them), the "my games"
// list the lobby and /me show, and the signed-in markers of a table. Words: accounts.ftl.

import { getJSON, postJSON } from './api.js';
import { el, clear } from './util.js';
import { fmt, lang, name } from './i18n.js';
import { seatName } from './seats.js';

// `account-KEY` of the catalogue; numbers stay numbers (plural rules), the rest is text.
export function at(key, args = {}) {
  const a = {};
  for (const [k, v] of Object.entries(args)) a[k] = typeof v === 'number' ? { number: v } : { text: String(v ?? '') };
  return fmt({ id: `account-${key}`, args: a });
}

// Fills every element carrying data-acc with its words.
export function translateAccounts(root = document) {
  for (const node of root.querySelectorAll('[data-acc]')) node.textContent = at(node.dataset.acc);
}

const SEATS = 'hb.seats';

// The seats this browser holds: [{table, token}], newest first.
export function heldSeats() {
  try {
    const v = JSON.parse(localStorage.getItem(SEATS) || '[]');
    return Array.isArray(v) ? v.filter((s) => s && typeof s.table === 'string' && typeof s.token === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberSeat(table, token) {
  if (!table || !token) return;
  const rest = heldSeats().filter((s) => !(s.table === table && s.token === token));
  localStorage.setItem(SEATS, JSON.stringify([{ table, token }, ...rest].slice(0, 64)));
}

// The signed-in account, or null for a guest.
export async function currentAccount() {
  const r = await fetch('/api/account', { headers: { accept: 'application/json' } });
  return r.ok ? r.json() : null;
}

// A date in the page's language.
export function when(ms) {
  return new Date(ms).toLocaleString(lang(), { dateStyle: 'medium', timeStyle: 'short' });
}

// --- WebAuthn: base64url <-> ArrayBuffer ---

export function fromB64url(s) {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((s.length + 3) % 4);
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)).buffer;
}

export function toB64url(buf) {
  let s = '';
  for (const b of new Uint8Array(buf)) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// The server's creation options as navigator.credentials.create wants them.
export function creationOptions(options) {
  const pk = structuredClone(options.publicKey);
  pk.challenge = fromB64url(pk.challenge);
  pk.user.id = fromB64url(pk.user.id);
  pk.excludeCredentials = (pk.excludeCredentials || []).map((c) => ({ ...c, id: fromB64url(c.id) }));
  return { publicKey: pk };
}

export function requestOptions(options) {
  const pk = structuredClone(options.publicKey);
  pk.challenge = fromB64url(pk.challenge);
  pk.allowCredentials = (pk.allowCredentials || []).map((c) => ({ ...c, id: fromB64url(c.id) }));
  return { publicKey: pk };
}

// A PublicKeyCredential as the server reads it.
export function credentialJSON(cred) {
  const r = cred.response;
  const response = { clientDataJSON: toB64url(r.clientDataJSON) };
  if (r.attestationObject) response.attestationObject = toB64url(r.attestationObject);
  if (r.authenticatorData) {
    response.authenticatorData = toB64url(r.authenticatorData);
    response.signature = toB64url(r.signature);
    response.userHandle = r.userHandle ? toB64url(r.userHandle) : null;
  }
  return { id: cred.id, rawId: toB64url(cred.rawId), type: cred.type, response, extensions: {} };
}

export function passkeysAvailable() {
  return typeof window.PublicKeyCredential === 'function' && !!navigator.credentials;
}

// A whole passkey ceremony: start at `path`, ask the browser, finish at `path`/finish.
export async function passkeyCeremony(path, body, create, extra = {}) {
  const c = await postJSON(path, body);
  const cred = create
    ? await navigator.credentials.create(creationOptions(c.options))
    : await navigator.credentials.get(requestOptions(c.options));
  return postJSON(`${path}/finish`, { ceremony: c.ceremony, credential: credentialJSON(cred), ...extra });
}

// --- My games ---

function seatLabel(g, s) {
  return seatName(g.seats, s);
}

function gameLine(g) {
  const names = g.seats.map((x) => seatLabel(g, x.seat)).join(', ');
  const head = `${name(g.ruleset, 'title')} · ${at('players', { count: g.players })} · ${names}${g.listed ? '' : ` · ${at('private')}`}`;
  if (!g.finished) {
    const turn = g.to_act === g.seat
      ? at('your-turn', { since: when(g.since_ms) })
      : at('turn-of', { name: g.to_act === null || g.to_act === undefined ? '—' : seatLabel(g, g.to_act), since: when(g.since_ms) });
    const waiting = g.to_act === g.seat;
    return el('li', { dataset: { table: g.table }, class: waiting ? 'waiting' : undefined }, `${head} · ${turn} `, el('a', { href: g.link, class: 'open-seat' }, at('open-seat')));
  }
  const result = !g.winners.length ? at('no-winner') : g.winners.includes(g.seat) ? at('won') : at('lost');
  return el('li', { dataset: { table: g.table } }, `${head} · ${result} `, el('a', { href: g.replay, class: 'replay' }, at('replay')));
}

// Fills `box` with my running and finished games; false when not signed in.
export async function showMyGames(box) {
  let games;
  try {
    games = await getJSON('/api/account/games');
  } catch {
    return false;
  }
  clear(box).append(el('h2', {}, at('my-games'), ' ', waitingBadge(games.waiting)));
  showWaiting(games.waiting);
  for (const [key, list] of [['running', games.running], ['finished', games.finished]]) {
    box.append(el('h3', {}, at(key)));
    const ul = el('ul', { class: 'tables', id: `my-${key}` });
    for (const g of list) ul.append(gameLine(g));
    if (!list.length) ul.append(el('li', { class: 'muted' }, at('none')));
    box.append(ul);
  }
  box.hidden = false;
  return true;
}

// A guest's games: the seats this browser remembers, each with its table as the lobby shows
// it (a table that is gone is left out). False when there are none.
export async function showRemembered(box) {
  const held = heldSeats().slice(0, 20);
  const rows = [];
  for (const h of held) {
    try {
      const s = await getJSON(`/api/tables/${encodeURIComponent(h.table)}`);
      const names = s.seats.map((x) => seatName(s.seats, x.seat)).join(', ');
      const link = `/t/${encodeURIComponent(h.table)}#token=${encodeURIComponent(h.token)}`;
      rows.push({ finished: s.finished, line: el('li', { dataset: { table: h.table } }, `${name(s.ruleset, 'title')} · ${at('players', { count: s.players })} · ${names} `,
        el('a', { href: link, class: 'open-seat' }, at('open-seat'))) });
    } catch {
      // Gone, or from another server: not shown.
    }
  }
  if (!rows.length) return false;
  clear(box).append(el('h2', {}, at('my-games')), el('p', { class: 'small muted' }, at('guest-note')));
  for (const [key, finished] of [['running', false], ['finished', true]]) {
    const mine = rows.filter((r) => r.finished === finished);
    if (!mine.length) continue;
    box.append(el('h3', {}, at(key)), el('ul', { class: 'tables', id: `my-${key}` }, ...mine.map((r) => r.line)));
  }
  box.append(el('p', {}, el('a', { href: '/account' }, at('sign-up'))));
  box.hidden = false;
  return true;
}

// The badge telling how many games wait for my decision (nothing when none).
function waitingBadge(count) {
  if (!count) return null;
  const words = fmt({ id: 'mail-waiting', args: { count: { number: count } } });
  return el('span', { class: 'waiting-badge', title: words, 'aria-label': words }, String(count));
}

// Puts the badge on the header's "my games" link.
function showWaiting(count) {
  const link = document.querySelector('header .my-games-link');
  if (!link) return;
  link.querySelector('.waiting-badge')?.remove();
  const badge = waitingBadge(count);
  if (badge) link.append(' ', badge);
}

// Asks how many games wait for the signed-in account, for the header's badge.
async function refreshWaiting() {
  try {
    showWaiting((await getJSON('/api/account/games')).waiting);
  } catch {
    // Signed out meanwhile, or the server away: no badge.
  }
}

// The header's links: the account (its name when signed in) and my games, with the badge of
// the games waiting for me.
export function headerLinks(account) {
  const header = document.querySelector('header');
  const spacer = header?.querySelector('.spacer');
  const shown = header?.querySelector('.account-link');
  if (shown) {
    shown.textContent = account ? account.name : at('link');
  } else {
    if (!header || !spacer) return;
    const links = el('span', { class: 'account-links' },
      el('a', { href: '/me', class: 'my-games-link' }, at('my-games-link')), ' · ',
      el('a', { href: '/account', class: 'account-link' }, account ? account.name : at('link')));
    spacer.after(links);
  }
  if (account) refreshWaiting();
}

// The header's links on a page that needs the account for nothing else.
export function showHeaderLinks() {
  currentAccount().then(headerLinks, () => headerLinks(null));
}

// Who at a table is signed in, under the players' list: each human seat's name, "signed in"
// or "guest". `seats` are the table's seats (the welcome's).
export async function markAccounts(tableId, seats) {
  let marks;
  try {
    marks = await getJSON(`/api/tables/${tableId}/accounts`);
  } catch {
    return;
  }
  const signed = new Map(marks.seats.map((s) => [s.seat, s]));
  let box = document.getElementById('account-marks');
  if (!box) {
    // Under the players' list, so that nothing above the decision moves.
    box = el('p', { id: 'account-marks', class: 'small muted' });
    const players = document.getElementById('players');
    if (players) players.after(box);
    else document.querySelector('header')?.after(box);
  }
  clear(box);
  const parts = seats.filter((s) => s.kind === 'human').map((s) => {
    const a = signed.get(s.seat);
    const label = seatName(seats, s.seat);
    if (!a) return `${label} (${at('guest')})`;
    return `${label} (${at('signed-in')}: ${a.deleted ? at('deleted-player') : a.name})`;
  });
  box.textContent = parts.join(' · ');
}

// At a table with a seat's token: remember it, and attach it when signed in.
export async function holdSeat(tableId, token) {
  rememberSeat(tableId, token);
  try {
    if (await currentAccount()) await postJSON('/api/account/seats', { seats: [{ table: tableId, token }] });
  } catch (e) {
    console.warn('attaching the seat', e);
  }
}
