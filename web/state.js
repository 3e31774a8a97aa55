// The table page's state, in one place: what the server said (the WebSocket messages of
// crates/server/src/protocol.rs) and what the page did (loaded the table, sent an action, lost
// the connection, switched the language). `reduce` makes the next state from the last and one
// event, never changing the last: a slice whose new value equals the old one (the same JSON)
// stays the same object, so `changedSlices` names exactly the slices an event changed and
// regions.js redraws only the regions that read them. No DOM here: the unit tests run it in Node.
//
// A later slice (a game clock's times, the chat's lines) is one more field of `initialState`,
// one more case of `reduce`, and the regions that read it declare it (regions.js).

import { same } from './util.js';

// How many log entries the page keeps (its log region shows the last 150).
export const LOG_KEEP = 400;
// How many chat lines the page keeps (the server sends its recent ones on connecting).
export const CHAT_KEEP = 200;

export function initialState() {
  return {
    // From the table's HTTP description and its rule set's data (the `loaded` event).
    ruleset: null, data: null, info: null,
    // From `welcome`: this connection's seat (null: a spectator), whether it is the host (then
    // also the invite links not yet claimed, the bots and levels it may hand a seat to), and
    // for a player of a private table the key its replay link needs.
    you: null, host: false, invites: [], bots: [], levels: [], replayKey: null,
    // Everyone's seats (`welcome`, `seats`).
    seats: [],
    // From `update`: the version, this seat's view, its legal actions, the outcome once over,
    // and the log entries seen.
    version: null, view: null, legal: [], outcome: null, log: [],
    // From `update` too: whether this seat may take back its latest decision now.
    undo: false,
    // From `chat`: the lines this connection may see, whether the host closed the spectators'
    // chat, whether this connection shows it, and the seats this player muted.
    chat: { lines: [], closed: false, showing: false, muted: [] },
    // The connection: open, an action sent and not answered yet, the error that stopped the
    // page (kept as sent; put into words when shown, in the language of that moment).
    connected: false, pending: false, fatal: null,
    // The page's language (changing it redraws every region).
    lang: null,
    // A timed table's clocks (`clocks`, with `offset_ms`: the page's time less the server's
    // when they came); null for an untimed table.
    clocks: null,
  };
}

// The names of the state's slices.
export const SLICES = Object.freeze(Object.keys(initialState()));

// The state after `event`: a server message (`welcome`, `update`, `seats`, `chat`, `error`; others
// change nothing) or one of the page's own: `loaded` { ruleset, data, seats, info },
// `load_failed` { error }, `sent` (an action), `closed` (the connection), `language` { lang }.
// Returns `state` itself when nothing changed.
export function reduce(state, event) {
  switch (event?.type) {
    case 'loaded':
      return merge(state, { ruleset: event.ruleset, data: event.data, seats: event.seats, info: event.info });
    case 'load_failed':
      return merge(state, { fatal: event.error });
    case 'welcome':
      return merge(state, {
        connected: true,
        ruleset: event.ruleset || state.ruleset,
        you: event.you,
        host: event.host,
        seats: event.seats,
        invites: event.invites || [],
        bots: event.bots || [],
        levels: event.levels || [],
        replayKey: event.replay_key || null,
      });
    case 'update':
      return merge(state, {
        log: appendLog(event.fresh ? [] : state.log, event.entries || []),
        version: event.version,
        view: event.view,
        legal: event.legal,
        outcome: event.outcome,
        undo: Boolean(event.undo),
        pending: false,
      });
    case 'chat':
      return merge(state, {
        chat: {
          lines: chatLines(state.chat.lines, event),
          closed: event.spectators_closed,
          showing: event.showing_spectators,
          muted: event.muted,
        },
      });
    case 'seats':
      return merge(state, {
        seats: event.seats,
        invites: state.invites.filter((i) => !event.seats[i.seat]?.claimed),
      });
    case 'error':
      // An error before the connection was welcomed stops the page (a bad link, a full table).
      return merge(state, { pending: false, fatal: state.connected ? state.fatal : event });
    case 'sent':
      return merge(state, { pending: true });
    case 'clocks':
      return merge(state, { clocks: { ...event.clocks, offset_ms: (event.received_ms ?? event.clocks.now_ms) - event.clocks.now_ms } });
    case 'closed':
      return merge(state, { connected: false, pending: false });
    case 'language':
      return merge(state, { lang: event.lang });
    default:
      return state;
  }
}

// The log with the entries newer than its last one (a reconnect may send some again), keeping
// the last LOG_KEEP; the same array when none is new.
function appendLog(log, entries) {
  let last = log.length ? log[log.length - 1].version : -Infinity;
  const fresh = [];
  for (const e of entries) {
    if (e.version > last) { fresh.push(e); last = e.version; }
  }
  if (!fresh.length) return log;
  const next = [...log, ...fresh];
  return next.length > LOG_KEEP ? next.slice(next.length - LOG_KEEP) : next;
}

// The chat's lines after a `chat` message: replaced when `fresh`, else the new ones added (a
// line already there, by id, is not added twice), keeping the last CHAT_KEEP.
export function chatLines(lines, msg) {
  if (msg.fresh) return (msg.lines || []).slice(-CHAT_KEEP);
  const last = lines.length ? lines[lines.length - 1].id : -Infinity;
  const fresh = (msg.lines || []).filter((l) => l.id > last);
  if (!fresh.length) return lines;
  return [...lines, ...fresh].slice(-CHAT_KEEP);
}

// `state` with `changes`, keeping each slice whose new value equals its old one.
function merge(state, changes) {
  let next = state;
  for (const [k, v] of Object.entries(changes)) {
    if (same(state[k], v)) continue;
    if (next === state) next = { ...state };
    next[k] = v;
  }
  return next;
}

// The slices whose value differs between two states (every slice when there is no `prev`).
export function changedSlices(prev, next) {
  if (!prev) return new Set(SLICES);
  return new Set(SLICES.filter((k) => prev[k] !== next[k]));
}
