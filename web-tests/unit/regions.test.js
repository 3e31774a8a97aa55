// The table page drawn by regions (web/regions.js with the table's regions and web/state.js):
// which regions each event draws again.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { TABLE_REGIONS, createRegions } from '../../web/regions.js';
import { initialState, reduce } from '../../web/state.js';
import { loaded, welcome, update, seats } from './messages.js';

const ALL = TABLE_REGIONS.map((r) => r.name);
// The regions drawn from the game's view (everything but the header and the host's tools).
const FROM_THE_VIEW = ['board', 'panels', 'players', 'scores', 'help', 'untargeted'];

// The table's regions with drawing functions that note what they drew and read every slice
// they declared (as the page's do); `show(event…)` reduces the events and shows the state.
function table() {
  const drawn = [];
  const draw = {};
  for (const r of TABLE_REGIONS) {
    draw[r.name] = (slices) => {
      for (const s of r.reads) void slices[s];
      drawn.push(r.name);
    };
  }
  const page = createRegions(TABLE_REGIONS, draw);
  let state = initialState();
  return {
    drawn,
    get state() { return state; },
    // Reduces the events, then shows the state once; returns the regions drawn.
    show(...events) {
      state = events.reduce(reduce, state);
      drawn.length = 0;
      const names = page.show(state);
      assert.deepEqual(names, drawn, 'show names what it drew');
      return names;
    },
  };
}

// A table that has shown its first update.
function playing() {
  const t = table();
  t.show(loaded, welcome);
  t.show(update(1));
  return t;
}

test('the table draws its header only until the first update, then every region', () => {
  const t = table();
  assert.deepEqual(t.show(loaded, welcome), ['header']);
  assert.deepEqual(t.show(update(1)), ALL);
});

test('a message that only adds to the log does not redraw the board', () => {
  const t = playing();
  const drawn = t.show(update(2));
  assert.ok(drawn.includes('log'), `the log is drawn: ${drawn}`);
  for (const r of ['board', 'panels', 'players', 'choices', 'scores', 'host', 'banner']) {
    assert.ok(!drawn.includes(r), `${r} is not drawn again: ${drawn}`);
  }
  // The header says the version the page has reached (the browser tests wait on it).
  assert.deepEqual(drawn, ['header', 'log']);
});

test('a new view redraws the board and what is drawn from the view', () => {
  const t = playing();
  const drawn = t.show(update(2, { shipAt: 4 }));
  for (const r of ['header', ...FROM_THE_VIEW, 'log']) assert.ok(drawn.includes(r), `${r} is drawn: ${drawn}`);
  assert.ok(!drawn.includes('choices'), 'the same choices are not drawn again');
  assert.ok(!drawn.includes('host'));
});

test('an action sent disables the choices and the targets, and nothing else', () => {
  const t = playing();
  assert.deepEqual(t.show({ type: 'sent' }), ['header', 'board', 'panels', 'players', 'choices', 'trade', 'help', 'untargeted', 'undo']);
  // The answer: a new view, new choices (none: the next player decides).
  const drawn = t.show(update(2, { shipAt: 4, legal: [] }));
  assert.ok(drawn.includes('choices') && drawn.includes('board'), `${drawn}`);
});

test('a chat line redraws the chat alone; an update that offers undo redraws the button', () => {
  const t = playing();
  const line = { id: 1, channel: 'players', seat: 1, name: 'Bo', text: 'hoi', words: null, version: 1, at_ms: 0 };
  const chat = { type: 'chat', fresh: false, lines: [line], spectators_closed: false, showing_spectators: false, muted: [] };
  assert.deepEqual(t.show(chat), ['chat']);
  assert.ok(t.show(update(2, { undo: true })).includes('undo'));
});

test('a message that changes nothing draws nothing', () => {
  const t = playing();
  assert.deepEqual(t.show({ type: 'ack', version: 1 }), []);
  assert.deepEqual(t.show({ type: 'pong' }), []);
  assert.deepEqual(t.show(welcome), []);
});

test('a new name redraws where players are named, not the host tools', () => {
  const t = playing();
  const renamed = seats.map((x) => (x.seat === 0 ? { ...x, name: 'Anne' } : x));
  const drawn = t.show({ type: 'seats', seats: renamed });
  for (const r of ['header', 'board', 'panels', 'players', 'scores', 'choices', 'log', 'help', 'banner']) {
    assert.ok(drawn.includes(r), `${r} is drawn: ${drawn}`);
  }
  assert.ok(!drawn.includes('host') && !drawn.includes('untargeted'), `${drawn}`);
  // A seat claimed: its invite link goes from the host's tools.
  const claimed = renamed.map((x) => (x.seat === 2 ? { ...x, name: 'Mia', claimed: true } : x));
  assert.ok(t.show({ type: 'seats', seats: claimed }).includes('host'));
});

test('a language switch redraws every region that has words', () => {
  const t = playing();
  // Not the check of the targets (no words), nor the name banner (drawn once, while it is open).
  assert.deepEqual(t.show({ type: 'language', lang: 'fr' }), ALL.filter((r) => r !== 'untargeted' && r !== 'banner'));
});

test('a lost connection redraws the header only; the game on reconnecting as it changed', () => {
  const t = playing();
  assert.deepEqual(t.show({ type: 'closed' }), ['header']);
  assert.deepEqual(t.show(welcome), ['header']);
  const drawn = t.show(update(5, { entries: [] }));
  assert.deepEqual(drawn, ['header'], 'caught up with nothing new: only the version');
});

test('a region waiting for the view is drawn when it comes, even if its own slices did not change', () => {
  const t = table();
  t.show(loaded, welcome);
  // The host's tools read only host, invites, bots, levels (the welcome's), not the view.
  assert.ok(t.show(update(1)).includes('host'));
  assert.ok(!t.show(update(2)).includes('host'));
});

test('a region cannot read a slice it did not declare', () => {
  const regions = [{ name: 'board', reads: ['view'], needs: [] }];
  const page = createRegions(regions, { board: (s) => s.log });
  assert.throws(() => page.show(initialState()), /region board reads log without declaring it/);
  const ok = createRegions(regions, { board: (s) => assert.equal(s.view, null) });
  assert.deepEqual(ok.show(initialState()), ['board']);
});

test('regions are checked when the page is made', () => {
  assert.throws(() => createRegions([{ name: 'clock', reads: ['time'] }], { clock() {} }), /clock reads time, which the state does not have/);
  assert.throws(() => createRegions([{ name: 'chat', reads: ['log'], needs: ['lines'] }], { chat() {} }), /chat reads lines/);
  assert.throws(() => createRegions([{ name: 'chat', reads: ['log'] }], {}), /chat has no drawing function/);
  const names = TABLE_REGIONS.map((r) => r.name);
  assert.equal(new Set(names).size, names.length, 'region names are unique');
});

test('what looks at the drawn page is drawn again whenever what it looks at is', () => {
  const region = (name) => TABLE_REGIONS.find((r) => r.name === name);
  // help.js decorates the cards and choices the regions drew, and says what to do now.
  for (const drawer of ['board', 'panels', 'players', 'choices']) {
    for (const s of region(drawer).reads) {
      assert.ok(region('help').reads.includes(s), `help does not read ${s}, which ${drawer} reads`);
    }
  }
  // The check of the targets comes after every region that draws them, and help after the
  // regions whose cards it decorates.
  const at = (name) => TABLE_REGIONS.indexOf(region(name));
  for (const drawer of ['board', 'panels', 'players', 'choices']) {
    assert.ok(at(drawer) < at('untargeted') && at(drawer) < at('help'), drawer);
  }
});
