// Playing on the board (web/boardplay.js): the list of choices in groups by kind, a long list
// folded but for the decision in front and the turn's end; every action type each rule set's
// engine's action type has a group with a name.

import './page-env.js';

import { test } from 'node:test';
import assert from 'node:assert/strict';

// boardplay.js adds its style sheet to the page's head when it is imported.
globalThis.document.querySelector = () => null;
globalThis.document.head = globalThis.document.createElement('head');
const { groupChoices, groupOf, SHORT_LIST } = await import('../../web/boardplay.js');
const { h } = await import('../../web/help.js');

const la = (type, extra = {}) => ({ action: { type, ...extra }, message: { id: type } });

test('a short list is one open group per kind, in the order of the first action', () => {
  const groups = groupChoices([la('call_colour'), la('play_card'), la('call_colour'), la('pass')]);
  assert.deepEqual(groups.map((g) => g.name), ['ships', 'cards', 'turn']);
  assert.deepEqual(groups[0].items.map((i) => i.index), [0, 2]);
  assert.ok(groups.every((g) => g.open));
});

test('a long list opens the decision in front and the turn\'s end, and folds the rest', () => {
  const legal = [
    ...Array.from({ length: SHORT_LIST }, (_, i) => la('place_ship', { start: i })),
    la('play_card'), la('add_give'), la('pass'),
  ];
  const groups = groupChoices(legal);
  assert.deepEqual(groups.map((g) => [g.name, g.open, g.items.length]),
    [['ships', true, SHORT_LIST], ['cards', false, 1], ['trade', false, 1], ['turn', true, 1]]);
  // Every action is in exactly one group, with its index in the list.
  assert.deepEqual(groups.flatMap((g) => g.items.map((i) => i.index)).sort((a, b) => a - b), legal.map((_, i) => i));
});

test('every action type of the engine (action.rs) has a named group', () => {
  const types = ['pass', 'continue', 'place_ship', 'call_colour', 'steer_fork', 'play_card', 'lay_card', 'select_ship',
    'select_position', 'add_give', 'add_ask', 'send_offer', 'withdraw', 'accept', 'decline', 'complete_mission', 'bid',
    'raise_bid', 'choose_character', 'end_action', 'take_free', 'buy_raw', 'sell_raw', 'take_shipping', 'choose_factory',
    'sell_product', 'buy_product', 'build_factory', 'swap_mission', 'end_turn', 'take_card', 'play_ship_card',
    'play_lock_card', 'select_lock', 'set_locks'];
  for (const ty of types) assert.notEqual(groupOf(ty), 'other', ty);
  for (const g of [...new Set(types.map(groupOf)), 'other']) {
    const text = h(`boardplay-group-${g}`);
    assert.ok(text && text !== `boardplay-group-${g}`, g);
  }
});
