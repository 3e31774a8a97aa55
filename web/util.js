// Helpers shared by every page: building DOM and SVG nodes, finding them, showing an error,
// drawing a part of a page without letting its failure stop the rest, the page's subject from
// its URL, and comparing JSON values. Nothing here touches the DOM or the browser when the
// module loads, so it imports in Node as well (the unit tests in web-tests/unit).

// el('div', {class: 'x', onclick: f, dataset: {seat: 1}}, child, 'text', …): attributes,
// listeners (`on…`) and dataset entries; null, undefined and false attributes and children are
// left out, `true` is an empty attribute, a child that is an array gives its items.
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  fill(e, attrs, children, (v) => (v === true ? '' : v));
  return e;
}

// The same for an SVG element (`true` is written as "true").
export function svgEl(tag, attrs = {}, ...children) {
  const e = document.createElementNS('http://www.w3.org/2000/svg', tag);
  fill(e, attrs, children, (v) => v);
  return e;
}

function fill(e, attrs, children, value) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k === 'dataset') Object.assign(e.dataset, v);
    else e.setAttribute(k, value(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

// Empties a node; returns it, so that `clear(box).append(…)` reads as "redraw box with …".
export function clear(node) {
  while (node.firstChild) node.firstChild.remove();
  return node;
}

export const byId = (id) => document.getElementById(id);

// Shows `text` in the page's error box (#error). A passing error hides after a while; a
// `sticky` one (the error that stopped the page) stays until the next error replaces it.
export function showError(text, sticky = false) {
  const box = byId('error');
  if (!box) return;
  box.textContent = text;
  box.hidden = false;
  clearTimeout(showError.timer);
  if (!sticky) showError.timer = setTimeout(() => { box.hidden = true; }, 8000);
}

// Runs one part of a page's drawing; a part that fails (a rule set's view it cannot draw) is
// left as it is and logged, and the other parts are still drawn.
export function safe(part) {
  try { part(); } catch (e) { console.warn('cannot draw', e); }
}

// The last part of the page's path, decoded: the table of /t/<id>, the rule set of /rules/<id>.
export function pathTail(pathname = location.pathname) {
  return decodeURIComponent(pathname.split('/').filter(Boolean).pop() || '');
}

// Whether two JSON values (what the server sends) are equal: the same numbers, strings, arrays
// and objects with the same keys, nested. The table's state keeps a slice whose new value
// equals the old one as the old object, so nothing is redrawn for it (state.js).
export function same(a, b) {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && same(a[k], b[k]));
}
