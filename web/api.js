// Talking to the server and keeping what the browser remembers: HTTP calls, the secrets of the
// URL fragment, the stored name, the seat colours, the rule set's data as the pages use it. The
// helpers for building the page are in util.js.

// A refused request: the English text as the message, the catalogue message (errors.ftl) as
// `words` for i18n.js's errorText.
function failure(r, body) {
  const e = new Error(body.error || `${r.status} ${r.statusText}`);
  e.words = body.words || null;
  return e;
}

export async function getJSON(url) {
  const r = await fetch(url, { headers: { accept: 'application/json' } });
  const body = await r.json().catch(() => ({}));
  if (!r.ok) throw failure(r, body);
  return body;
}

export async function postJSON(url, data) {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(data),
  });
  const body = await r.json().catch(() => ({}));
  if (!r.ok) throw failure(r, body);
  return body;
}

// The secrets travel in the fragment (#token=…&host=…): never sent to the server in a request
// line, never in a Referer header.
export function hashParams() {
  return new URLSearchParams(location.hash.replace(/^#/, ''));
}

export function storedName() {
  return localStorage.getItem('hb.name') || '';
}

export function storeName(n) {
  localStorage.setItem('hb.name', n);
}

export const SEAT_COLOURS = ['#f7f7f7', '#2b2b2b', '#ff8c1a', '#8b5a2b'];
export const SEAT_COLOUR_NAMES = ['white', 'black', 'orange', 'brown'];

// A rule set played on another's board and cards (Masters of Trade on Rotterdam's) keeps them
// under `base`: lift them up so the board and panels find them.
export function flatData(d) {
  return d && !d.board && d.base?.board ? { ...d.base, ...d } : d;
}
