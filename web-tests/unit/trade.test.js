// The trade panel's pick and the engine's steps it sends (web/trade.js): what may be picked (R-5:
// one to three cards each way, given from the hand, a product given or asked for but not both,
// never less than the draft already holds), and the atomic steps from a draft to the offer,
// recomputed after each one the table accepted, so that a sending stopped half way goes on
// with exactly what is left.

import './page-env.js';

import { test } from 'node:test';
import assert from 'node:assert/strict';

globalThis.document.querySelector = () => null;
globalThis.document.head = globalThis.document.createElement('head');
const {
  MAX_OFFER_CARDS, startPick, change, canAdd, ready, stepsFor, modeOf, isLegal,
} = await import('../../web/trade.js');

const N = 5;
const hand = [2, 0, 1, 0, 3];

// A draft as the engine keeps it, after one step (as the engine's Offer::add).
function apply(draft, step, from = 0) {
  const d = draft ? { ...draft, give: [...draft.give], ask: [...draft.ask] } : { from, to: null, give: Array(N).fill(0), ask: Array(N).fill(0) };
  if (step.type === 'add_give') d.give[step.product] += 1;
  else if (step.type === 'add_ask') d.ask[step.product] += 1;
  else if (step.type === 'send_offer') d.to = step.to;
  return d;
}

// The engine's choices while composing (core/trade.rs compose_actions), to check each step.
function composeLegal(draft) {
  const out = [];
  const given = draft.give.reduce((a, b) => a + b, 0);
  const asked = draft.ask.reduce((a, b) => a + b, 0);
  for (let p = 0; p < N; p++) if (given < 3 && hand[p] > draft.give[p] && draft.ask[p] === 0) out.push({ type: 'add_give', product: p });
  for (let p = 0; p < N; p++) if (asked < 3 && draft.give[p] === 0) out.push({ type: 'add_ask', product: p });
  if (given && asked) for (const to of [1, 2]) out.push({ type: 'send_offer', to });
  out.push({ type: 'withdraw' });
  return out.map((action) => ({ action }));
}

function pickOf(give, ask, to) {
  let pick = startPick(N, null);
  for (const p of give) pick = change(pick, 'give', p, 1, { hand, draft: null });
  for (const p of ask) pick = change(pick, 'ask', p, 1, { hand, draft: null });
  return { ...pick, to };
}

test('a pick gives only cards in hand, at most three each way, a product on one side only', () => {
  let pick = startPick(N, null);
  pick = change(pick, 'give', 1, 1, { hand, draft: null });
  assert.deepEqual(pick.give, [0, 0, 0, 0, 0], 'product 1 is not in the hand');
  pick = change(pick, 'give', 2, 1, { hand, draft: null });
  pick = change(pick, 'give', 2, 1, { hand, draft: null });
  assert.equal(pick.give[2], 1, 'only one card of product 2 is held');
  pick = change(pick, 'ask', 2, 1, { hand, draft: null });
  assert.equal(pick.ask[2], 0, 'a product given is not asked for');
  for (let i = 0; i < 5; i++) pick = change(pick, 'ask', 1, 1, { hand, draft: null });
  assert.equal(pick.ask[1], MAX_OFFER_CARDS);
  assert.equal(canAdd(pick, 'ask', 3, hand), false, 'three cards asked already');
  assert.equal(ready(pick), false, 'no player yet');
  assert.equal(ready({ ...pick, to: 1 }), true);
});

test('the steps add what is picked, then send it; each is legal when it is sent', () => {
  const pick = pickOf([0, 0, 4], [1, 3], 2);
  const steps = stepsFor(null, pick);
  assert.deepEqual(steps.map((s) => s.type), ['add_give', 'add_give', 'add_give', 'add_ask', 'add_ask', 'send_offer']);
  // Sent one at a time, recomputed from the draft the table shows after each.
  let draft = null;
  let sent = 0;
  for (;;) {
    const next = stepsFor(draft, pick);
    const step = next[0];
    // The first step comes from the slot (any card of the hand to give, any product to ask).
    if (draft) assert.ok(isLegal(composeLegal(draft), step), JSON.stringify(step));
    draft = apply(draft, step);
    sent += 1;
    if (step.type === 'send_offer') break;
  }
  assert.equal(sent, steps.length);
  assert.deepEqual(draft.give, pick.give);
  assert.deepEqual(draft.ask, pick.ask);
  assert.equal(draft.to, 2);
});

test('a sending stopped half way goes on with what is left, and never takes a card out', () => {
  const pick = pickOf([4], [1, 1], 1);
  const half = apply(apply(null, { type: 'add_give', product: 4 }), { type: 'add_ask', product: 1 });
  assert.deepEqual(stepsFor(half, pick), [{ type: 'add_ask', product: 1 }, { type: 'send_offer', to: 1 }]);
  // The draft holds a card the pick does not: no step can take it out.
  const more = apply(half, { type: 'add_give', product: 0 });
  assert.equal(stepsFor(more, pick), null);
  // A pick started from a draft keeps its cards and cannot go below them.
  const fromDraft = startPick(N, more);
  assert.deepEqual(fromDraft.give, [1, 0, 0, 0, 1]);
  assert.deepEqual(change(fromDraft, 'give', 0, -1, { hand, draft: more }), fromDraft);
  const added = change(fromDraft, 'give', 0, 1, { hand, draft: more });
  assert.equal(added.give[0], 2);
  assert.equal(change(added, 'give', 0, -1, { hand, draft: more }).give[0], 1);
  assert.equal(stepsFor(null, { ...pickOf([0], [], 1) }), null, 'nothing asked for: not sent');
});

test('the panel composes when an offer may be made, answers when one is to be answered', () => {
  const la = (...actions) => actions.map((action) => ({ action }));
  assert.equal(modeOf(la({ type: 'add_ask', product: 0 }, { type: 'pass' })), 'compose');
  assert.equal(modeOf(la({ type: 'send_offer', to: 1 }, { type: 'withdraw' })), 'compose');
  assert.equal(modeOf(la({ type: 'accept' }, { type: 'decline' })), 'answer');
  assert.equal(modeOf(la({ type: 'decline' })), 'answer', 'an offer this seat cannot accept');
  assert.equal(modeOf(la({ type: 'call_colour', colour: 'red' })), null);
  assert.equal(modeOf([]), null);
});
