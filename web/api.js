// Small helpers shared by the pages: HTTP calls, the URL fragment, DOM building, stored name.

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

// el('div', {class: 'x', onclick: f}, child, 'text', …)
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k === 'dataset') Object.assign(e.dataset, v);
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

export function svgEl(tag, attrs = {}, ...children) {
  const e = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k === 'dataset') Object.assign(e.dataset, v);
    else e.setAttribute(k, v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

export function clear(node) {
  while (node.firstChild) node.firstChild.remove();
  return node;
}

export const SEAT_COLOURS = ['#f7f7f7', '#2b2b2b', '#ff8c1a', '#8b5a2b'];
export const SEAT_COLOUR_NAMES = ['white', 'black', 'orange', 'brown'];

// A rule set played on another's board and cards (Masters of Trade on Rotterdam's) keeps them
// under `base`: lift them up so the board and panels find them.
export function flatData(d) {
  return d && !d.board && d.base?.board ? { ...d.base, ...d } : d;
}
