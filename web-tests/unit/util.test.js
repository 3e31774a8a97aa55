// The shared helpers of web/util.js, in Node with a fake document.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { installFakeDom } from './fake-dom.js';
import { el, svgEl, clear, same, safe, pathTail } from '../../web/util.js';

installFakeDom();

test('el sets attributes, dataset and listeners, and leaves out what is absent', () => {
  let clicked = 0;
  const b = el('button', {
    class: 'action', disabled: true, hidden: false, title: null, 'aria-label': undefined,
    dataset: { kind: 'pass', index: 0 }, onclick: () => { clicked += 1; },
  }, 'Pass');
  assert.equal(b.tagName, 'BUTTON');
  assert.equal(b.getAttribute('class'), 'action');
  assert.equal(b.getAttribute('disabled'), '', 'true is an empty attribute');
  for (const absent of ['hidden', 'title', 'aria-label', 'onclick']) assert.equal(b.hasAttribute(absent), false, absent);
  assert.deepEqual(b.dataset, { kind: 'pass', index: 0 });
  b.dispatch('click');
  assert.equal(clicked, 1);
  assert.equal(b.textContent, 'Pass');
});

test('el spreads an array of children, turns values into text and skips null, undefined and false', () => {
  const inner = el('strong', {}, 'Anna');
  const p = el('p', {}, 'to ', [inner, ' with ', 3], null, undefined, false, ' cards', 0);
  assert.equal(p.textContent, 'to Anna with 3 cards0');
  assert.equal(p.childNodes[1], inner, 'a node is appended as it is');
  assert.equal(inner.parentNode, p);
});

test('svgEl makes SVG elements and writes true as "true"', () => {
  const r = svgEl('rect', { x: 0, rx: 8, focusable: true, dataset: { pos: 3 } });
  assert.equal(r.namespaceURI, 'http://www.w3.org/2000/svg');
  assert.equal(r.getAttribute('x'), '0');
  assert.equal(r.getAttribute('focusable'), 'true');
  assert.equal(r.dataset.pos, 3);
});

test('clear empties a node and returns it', () => {
  const ol = el('ol', {}, el('li', {}, 'a'), el('li', {}, 'b'));
  assert.equal(ol.childNodes.length, 2);
  assert.equal(clear(ol), ol);
  assert.equal(ol.childNodes.length, 0);
  clear(ol).append(el('li', {}, 'c'));
  assert.equal(ol.textContent, 'c');
});

test('same compares JSON values by content', () => {
  const view = { public: { fleet: { ships: [{ pos: 3, cargo: null }] }, step: 'turn' }, hand: null };
  assert.ok(same(view, structuredClone(view)));
  assert.ok(same([], []));
  assert.ok(same(null, null));
  assert.ok(!same(view, { ...view, hand: {} }));
  assert.ok(!same({ a: 1 }, { a: 1, b: undefined }), 'a key more is a difference');
  assert.ok(!same({ a: undefined }, { b: undefined }), 'other keys');
  assert.ok(!same([1, 2], [2, 1]));
  assert.ok(!same([1], { 0: 1 }), 'an array is no object');
  assert.ok(!same(null, {}));
  assert.ok(!same(0, '0'));
  assert.ok(!same({ a: [{ b: 1 }] }, { a: [{ b: 2 }] }), 'nested');
});

test('pathTail names the subject of the page from its path', () => {
  assert.equal(pathTail('/t/AbC123'), 'AbC123');
  assert.equal(pathTail('/rules/masters/'), 'masters');
  assert.equal(pathTail('/replay/a%20b'), 'a b');
  assert.equal(pathTail('/'), '');
});

test('safe keeps a failing part from stopping the others, and says why', (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  const ran = [];
  safe(() => { ran.push(1); throw new Error('no such view'); });
  safe(() => ran.push(2));
  assert.deepEqual(ran, [1, 2]);
  assert.equal(warn.mock.callCount(), 1);
  assert.match(String(warn.mock.calls[0].arguments[1]), /no such view/);
});
