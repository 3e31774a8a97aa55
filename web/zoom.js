// Zoom and pan for the board (a phone shows it 360 px wide): + / − / fit buttons in its corner,
// dragging with one pointer, pinching with two, Ctrl + wheel. The board is scaled with a CSS
// transform inside a clipping frame, so redrawing it keeps the zoom. A drag does not click the
// target it started on. The state is on the frame: data-zoom (the scale).

import { el } from './util.js';
import { t } from './i18n.js';

const MIN = 1, MAX = 4;

export function enableZoom(wrap, svg) {
  if (!wrap || !svg) return;
  let k = 1, tx = 0, ty = 0;
  // On a phone the board is drawn wider than its frame (its names stay readable) and scrolls
  // sideways: "fit" is that size, and − goes down to the whole board in the frame.
  const least = () => Math.min(MIN, wrap.clientWidth / (svg.clientWidth || wrap.clientWidth));
  const apply = () => {
    const w = wrap.clientWidth, sw = svg.clientWidth || w, sh = svg.clientHeight || wrap.clientHeight;
    k = Math.min(MAX, Math.max(least(), k));
    if (k !== 1 && wrap.scrollLeft) { tx -= wrap.scrollLeft; wrap.scrollLeft = 0; }
    const h = k < 1 ? sh * k : sh;
    tx = Math.min(0, Math.max(Math.min(0, w - sw * k), tx));
    ty = Math.min(0, Math.max(Math.min(0, h - sh * k), ty));
    svg.style.transform = k === 1 ? '' : `translate(${tx}px, ${ty}px) scale(${k})`;
    wrap.style.height = k < 1 ? `${h}px` : '';
    wrap.dataset.zoom = k.toFixed(2);
    wrap.classList.toggle('zoomed', k !== 1);
  };
  // Zoom by `f` around the point (cx, cy) of the frame.
  const zoomAt = (f, cx, cy) => {
    const nk = Math.min(MAX, Math.max(least(), k * f));
    tx = cx - (cx - tx) * (nk / k);
    ty = cy - (cy - ty) * (nk / k);
    k = nk;
    apply();
  };
  const centre = () => [wrap.clientWidth / 2, wrap.clientHeight / 2];
  const bar = el('div', { class: 'zoom-bar' });
  const button = (id, text, label, fn) => el('button', { id, type: 'button', class: 'zoom-btn', 'aria-label': label, title: label, onclick: fn }, text);
  const relabel = () => {
    bar.replaceChildren(
      button('zoom-in', '+', t('zoom_in'), () => zoomAt(1.5, ...centre())),
      button('zoom-out', '−', t('zoom_out'), () => zoomAt(1 / 1.5, ...centre())),
      button('zoom-reset', '⤢', t('zoom_reset'), () => { k = 1; tx = 0; ty = 0; apply(); }));
  };
  relabel();
  wrap.append(bar);
  // The words change with the language: relabel on the page's language switch.
  document.getElementById('lang')?.addEventListener('change', relabel);

  const pointers = new Map();
  let moved = 0;
  let pinch = null;
  wrap.addEventListener('pointerdown', (e) => {
    moved = 0;
    if (e.target.closest('.zoom-bar')) return;
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = { d: Math.hypot(a[0] - b[0], a[1] - b[1]), k };
    }
  });
  wrap.addEventListener('pointermove', (e) => {
    const last = pointers.get(e.pointerId);
    if (!last) return;
    const dx = e.clientX - last[0], dy = e.clientY - last[1];
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    if (pointers.size === 2 && pinch) {
      const [a, b] = [...pointers.values()];
      const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
      const r = wrap.getBoundingClientRect();
      zoomAt((pinch.k * d / pinch.d) / k, (a[0] + b[0]) / 2 - r.left, (a[1] + b[1]) / 2 - r.top);
      moved += 10;
      return;
    }
    if (k === 1) return;
    moved += Math.abs(dx) + Math.abs(dy);
    if (moved > 6) {
      try { wrap.setPointerCapture(e.pointerId); } catch { /* a pointer that is not active */ }
      tx += dx; ty += dy;
      apply();
    }
  });
  const up = (e) => {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
  };
  wrap.addEventListener('pointerup', up);
  wrap.addEventListener('pointercancel', up);
  // A drag is not a click on the target it ended on.
  wrap.addEventListener('click', (e) => {
    if (moved > 6 && !e.target.closest('.zoom-bar')) { e.stopPropagation(); e.preventDefault(); }
    moved = 0;
  }, true);
  wrap.addEventListener('wheel', (e) => {
    if (!e.ctrlKey) return;
    e.preventDefault();
    const r = wrap.getBoundingClientRect();
    zoomAt(e.deltaY < 0 ? 1.2 : 1 / 1.2, e.clientX - r.left, e.clientY - r.top);
  }, { passive: false });
  window.addEventListener('resize', apply);
  apply();
}
