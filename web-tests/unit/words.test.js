// Helpers that put things into words (web/i18n.js, web/seats.js) with the real English
// catalogue, and the colour preview of web/board.js.

import './page-env.js';

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { t, lv, fmt, name, browserLang } from '../../web/i18n.js';
import { seatName, mark, rich, plain } from '../../web/seats.js';
import { simulateCall, inkOn } from '../../web/board.js';
import { seats } from './messages.js';

test('the page words come from the catalogue, with their arguments', () => {
  assert.equal(t('seat_n', 3), 'Seat 3');
  assert.equal(lv(t('seat_n', 1), 7), 'Seat 1: 7');
  assert.equal(t('no such word'), 'no such word', 'a missing word shows its key, not nothing');
  assert.equal(name('product', 'no_such_thing'), 'no such thing', 'an id the catalogue lacks, readable');
  assert.equal(fmt({ id: 'web-seat_n', args: { a: { number: 2 } } }, String), 'Seat 2');
});

test('the first language of the browser there are words for', () => {
  assert.equal(browserLang(['de-AT', 'en']), 'de');
  assert.equal(browserLang(['pt-BR', 'fr_CA']), 'fr');
  assert.equal(browserLang(['pt']), 'en');
  assert.equal(browserLang([]), 'en');
});

test('players are named by their name, a bot as a bot, a seat nobody took by its number', () => {
  assert.equal(seatName(seats, 0), 'Anna');
  assert.equal(seatName(seats, 1), 'Delft (bot)');
  assert.equal(seatName(seats, 2), 'Seat 3');
  assert.equal(seatName([], 3), 'Seat 4');
});

test('text naming players becomes their chips, or their plain names', () => {
  const text = `${mark(0)} offers jam to ${mark(1)}`;
  const nodes = rich(text, seats);
  assert.equal(nodes.length, 3);
  assert.equal(nodes[0].dataset.seat, 0);
  assert.equal(nodes[0].getAttribute('class'), 'seat-chip');
  assert.equal(nodes[0].textContent, 'Anna');
  assert.equal(nodes[1], ' offers jam to ');
  assert.equal(nodes[2].textContent, 'Delft (bot)');
  assert.equal(plain(text, seats), 'Anna offers jam to Delft (bot)');
  assert.deepEqual(rich('no one', seats), ['no one']);
});

test('words on a coloured ground are dark on light colours, white on dark ones', () => {
  assert.equal(inkOn('#f2c300'), '#111');
  assert.equal(inkOn('#1d5fd1'), '#fff');
  assert.equal(inkOn('not a colour'), '#111');
});

// A small board: starts S0, S1 → A → B → harbour H, red all the way; A also has a red channel
// to C, and S1 one to A only.
function board() {
  const pos = (id, kind) => ({ id, kind, x: 0, y: 0 });
  return {
    board: {
      positions: [pos('S0', 'start'), pos('A', 'open'), pos('B', 'open'), pos('H', 'harbour'), pos('C', 'open'), pos('S1', 'start')],
      channels: [
        { from: 0, to: 1, colours: ['red'] }, { from: 1, to: 2, colours: ['red', 'blue'] },
        { from: 2, to: 3, colours: ['red'] }, { from: 5, to: 1, colours: ['green'] },
      ],
    },
    raws: [],
  };
}

function viewWith(ships) {
  return { to_act: 0, public: { players: 2, seats: [{}, {}], fleet: { ships } } };
}

test('the preview of a call moves the caller\'s ships first, then the others, until nothing moves (C-2)', () => {
  // Seat 0's ship at A waits behind seat 1's at B; B sails into the harbour, then A follows.
  const { moves, forks } = simulateCall(board(), viewWith([{ owner: 0, pos: 1 }, { owner: 1, pos: 2 }]), 'red', 0);
  assert.deepEqual(moves, [{ ship: 1, from: 2, to: 3 }, { ship: 0, from: 1, to: 2 }]);
  assert.deepEqual(forks, []);
  // Blue moves only the ship on the double channel; green nothing from here.
  assert.deepEqual(simulateCall(board(), viewWith([{ owner: 0, pos: 1 }]), 'blue', 0).moves, [{ ship: 0, from: 1, to: 2 }]);
  assert.deepEqual(simulateCall(board(), viewWith([{ owner: 0, pos: 1 }]), 'green', 0).moves, []);
});

test('a ship with two free channels of the colour waits at the fork for its owner', () => {
  const data = board();
  data.board.channels.push({ from: 1, to: 4, colours: ['red'] });
  const { moves, forks } = simulateCall(data, viewWith([{ owner: 1, pos: 1 }, { owner: 0, pos: null }]), 'red', 0);
  assert.deepEqual(moves, []);
  assert.deepEqual(forks, [0]);
});

test('the log names a ship by its owner, never by the number the terminal shows', () => {
  const placed = { id: 'event-ship-placed', args: { seat: { seat: 0 }, ship: { number: 5 }, pos: { text: 'S2' }, cargo: { text: 'grain' } } };
  assert.equal(fmt(placed, (s) => seatName(seats, s)), 'Anna puts a ship on S2, grain');
  const exited = { id: 'antwerpen-event-ship-exited', args: { seat: { seat: 1 }, ship: { number: 7 } } };
  assert.equal(fmt(exited, (s) => seatName(seats, s)), "Delft (bot)'s ship leaves the board through the exit");
  // A message without a page twin reads as the catalogue has it.
  assert.equal(fmt({ id: 'event-passed', args: { seat: { seat: 0 } } }, (s) => seatName(seats, s)), 'Anna passes');
});
