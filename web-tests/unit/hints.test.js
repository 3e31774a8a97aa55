// web/hints.js: when the page offers "what would the bot do?", and what it keeps of the answers.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import './page-env.js';
import { mayAsk, noteHint, percent } from '../../web/hints.js';

const human = { kind: 'human' };
const bot = { kind: 'bot' };
const state = (over) => ({ you: 0, outcome: null, view: {}, seats: [human, bot, bot], legal: [], ...over });

test('offered to a seated player against bots only, while the game runs', () => {
  assert.equal(mayAsk(state()), true);
  assert.equal(mayAsk(state({ you: null })), false, 'a spectator');
  assert.equal(mayAsk(state({ seats: [human, human] })), false, 'another person plays');
  assert.equal(mayAsk(state({ outcome: { winners: [0] } })), false, 'the game is over');
  assert.equal(mayAsk(state({ you: 1, seats: [bot, human] })), true, 'any seat');
});

test('a hint is kept; a refusal for the whole table takes the offer away', () => {
  assert.equal(noteHint({ type: 'update' }), false);
  assert.equal(noteHint({ type: 'hint', version: 3, seat: 0 }), true);
  // Only an error that answers a question counts (none was asked here): still offered.
  noteHint({ type: 'error', words: { id: 'error-hint-rated' } });
  assert.equal(mayAsk(state()), true);
});

test('win shares as whole percents, clamped', () => {
  assert.equal(percent(0.456), 46);
  assert.equal(percent(1.2), 100);
  assert.equal(percent(-0.1), 0);
  assert.equal(percent(undefined), 0);
});
