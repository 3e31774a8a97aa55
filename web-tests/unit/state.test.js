// The table's state (web/state.js): what each message and each of the page's events changes.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { initialState, reduce, changedSlices, SLICES, LOG_KEEP } from '../../web/state.js';
import { loaded, welcome, update, entry, seats } from './messages.js';

const run = (...events) => events.reduce(reduce, initialState());

test('the page starts disconnected, with nothing to draw', () => {
  const s = initialState();
  assert.deepEqual(Object.keys(s), [...SLICES]);
  assert.equal(s.connected, false);
  assert.equal(s.view, null);
  assert.deepEqual(s.legal, []);
  assert.ok(Object.isFrozen(SLICES));
});

test('welcome says who this connection is', () => {
  const s = run(loaded, welcome);
  assert.equal(s.connected, true);
  assert.equal(s.you, 0);
  assert.equal(s.host, true);
  assert.deepEqual(s.invites, [{ seat: 2, token: 'secret' }]);
  assert.deepEqual(s.bots, ['greedy', 'random']);
  assert.equal(s.ruleset, 'rotterdam');
  // A spectator's welcome has no invites: the lists are empty, never missing.
  const watcher = run(loaded, { ...welcome, you: null, host: false, invites: undefined, bots: undefined, levels: undefined });
  assert.equal(watcher.you, null);
  assert.deepEqual([watcher.invites, watcher.bots, watcher.levels], [[], [], []]);
});

test('a private table\'s player keeps the key of its replay link; others have none', () => {
  assert.equal(run(loaded, welcome).replayKey, null);
  const player = run(loaded, { ...welcome, replay_key: 'k'.repeat(32) });
  assert.equal(player.replayKey, 'k'.repeat(32));
  assert.ok(changedSlices(run(loaded, welcome), player).has('replayKey'));
});

test('an update brings the view, the choices and the new log entries, and answers the action sent', () => {
  const sent = run(loaded, welcome, update(1), { type: 'sent' });
  assert.equal(sent.pending, true);
  const s = reduce(sent, update(2, { entries: [entry(2), entry(3)] }));
  assert.equal(s.version, 2);
  assert.equal(s.pending, false);
  assert.equal(s.view.public.step, 'turn');
  assert.deepEqual(s.log.map((e) => e.version), [1, 2, 3]);
  assert.equal(s.legal[0].action.type, 'pass');
});

test('entries sent again after a reconnect are not logged twice; a fresh update starts the log over', () => {
  const s = run(update(1), update(2), update(3, { entries: [entry(2), entry(3), entry(3)] }));
  assert.deepEqual(s.log.map((e) => e.version), [1, 2, 3]);
  const again = reduce(s, update(3, { entries: [entry(1), entry(2)] }));
  assert.equal(again.log, s.log, 'nothing new: the same log');
  const fresh = reduce(s, update(9, { fresh: true, entries: [entry(8), entry(9)] }));
  assert.deepEqual(fresh.log.map((e) => e.version), [8, 9]);
});

test('the log keeps its last entries only', () => {
  let s = initialState();
  for (let v = 1; v <= LOG_KEEP + 25; v++) s = reduce(s, update(v));
  assert.equal(s.log.length, LOG_KEEP);
  assert.equal(s.log[0].version, 26);
  assert.equal(s.log.at(-1).version, LOG_KEEP + 25);
});

test('a slice that comes again with the same content stays the same object', () => {
  const before = run(loaded, welcome, update(1));
  const after = reduce(before, update(2));
  assert.equal(after.view, before.view, 'the same view');
  assert.equal(after.legal, before.legal, 'the same choices');
  assert.deepEqual([...changedSlices(before, after)].sort(), ['log', 'version']);
  const moved = reduce(after, update(3, { shipAt: 4 }));
  assert.notEqual(moved.view, after.view);
  assert.deepEqual([...changedSlices(after, moved)].sort(), ['log', 'version', 'view']);
});

test('a message that changes nothing gives the same state', () => {
  const s = run(loaded, welcome, update(1));
  assert.equal(reduce(s, { type: 'ack', version: 1 }), s);
  assert.equal(reduce(s, { type: 'pong' }), s);
  assert.equal(reduce(s, welcome), s, 'the same welcome again');
  assert.equal(reduce(s, { type: 'no such message' }), s);
  assert.deepEqual([...changedSlices(s, s)], []);
  assert.deepEqual([...changedSlices(null, s)], [...SLICES], 'no state before: everything changed');
});

test('a seat claimed drops its invite link', () => {
  const s = run(loaded, welcome);
  const claimed = seats.map((x) => (x.seat === 2 ? { ...x, name: 'Mia', claimed: true, connected: true } : x));
  const next = reduce(s, { type: 'seats', seats: claimed });
  assert.deepEqual(next.invites, []);
  assert.equal(next.seats[2].name, 'Mia');
  assert.deepEqual([...changedSlices(s, next)].sort(), ['invites', 'seats']);
});

test('an error before the welcome stops the page; one after it only answers the action', () => {
  const refused = { type: 'error', message: 'not your turn', words: { id: 'error-not-your-turn', args: {} } };
  const playing = run(loaded, welcome, update(1), { type: 'sent' });
  const after = reduce(playing, refused);
  assert.equal(after.fatal, null);
  assert.equal(after.pending, false);
  const bad = { type: 'error', message: 'unknown seat token', words: { id: 'error-bad-token', args: {} } };
  const stopped = run(loaded, bad);
  assert.equal(stopped.fatal, bad);
  const failed = reduce(initialState(), { type: 'load_failed', error: new Error('404') });
  assert.equal(failed.fatal.message, '404');
});

test('a lost connection ends the wait for an answer; a language switch is a change', () => {
  const s = run(loaded, welcome, update(1), { type: 'sent' }, { type: 'closed' });
  assert.equal(s.connected, false);
  assert.equal(s.pending, false);
  const de = reduce(s, { type: 'language', lang: 'de' });
  assert.deepEqual([...changedSlices(s, de)], ['lang']);
  assert.equal(reduce(de, { type: 'language', lang: 'de' }), de);
});

test('reduce never changes the state it is given', () => {
  const s = run(loaded, welcome, update(1));
  const copy = structuredClone(s);
  for (const e of [update(2, { shipAt: 5 }), { type: 'sent' }, { type: 'closed' }, { type: 'seats', seats: [] }, { type: 'error', message: 'x' }]) {
    reduce(s, e);
  }
  assert.deepEqual(s, copy);
});

test('chat lines come in once each, a fresh chat replaces them, and an update says whether to offer undo', () => {
  const line = (id, text) => ({ id, channel: 'players', seat: 0, name: 'Anna', text, words: null, version: 1, at_ms: 0 });
  const chat = (fresh, lines, extra = {}) => ({ type: 'chat', fresh, lines, spectators_closed: false, showing_spectators: false, muted: [], ...extra });
  const s = run(loaded, welcome, chat(true, [line(1, 'hoi')]), chat(false, [line(4, 'gg')]), chat(false, [line(4, 'gg')]));
  assert.deepEqual(s.chat.lines.map((l) => l.id), [1, 4]);
  const muted = reduce(s, chat(true, [line(1, 'hoi')], { muted: [1], spectators_closed: true }));
  assert.deepEqual(muted.chat.lines.map((l) => l.id), [1]);
  assert.deepEqual(muted.chat.muted, [1]);
  assert.equal(muted.chat.closed, true);
  assert.ok(changedSlices(s, muted).has('chat') && !changedSlices(s, muted).has('log'));
  assert.equal(run(update(1)).undo, false);
  assert.equal(run(update(1, { undo: true })).undo, true);
});
