// Messages as the server sends them (crates/server/src/protocol.rs), cut down to what the
// table's state keeps, for the unit tests.

export const seats = [
  { seat: 0, kind: 'human', name: 'Anna', bot: null, level: null, claimed: true, connected: true },
  { seat: 1, kind: 'bot', name: 'Delft', bot: 'greedy', level: 'medium', claimed: true, connected: true },
  { seat: 2, kind: 'human', name: null, bot: null, level: null, claimed: false, connected: false },
];

export const loaded = {
  type: 'loaded', ruleset: 'rotterdam', data: { board: { positions: [], channels: [] } }, seats,
  info: { id: 'T1', ruleset: 'rotterdam', seats },
};

export const welcome = {
  type: 'welcome', table: 'T1', ruleset: 'rotterdam', players: 3, variants: {}, round_cap: null,
  you: 0, host: true, seats, invites: [{ seat: 2, token: 'secret' }], bots: ['greedy', 'random'], levels: ['easy', 'medium'],
};

// A view of the game at a step, the same content for the same arguments.
export function view(step, shipAt = 3) {
  return {
    viewer: 0, to_act: 0,
    public: { players: 3, step, phase: 'navigate', fleet: { ships: [{ owner: 0, pos: shipAt, cargo: null }] }, seats: [] },
    hand: { products: [1, 0], nav: [], missions: [] },
  };
}

export const pass = { action: { type: 'pass' }, message: { id: 'action-pass', args: {} } };

// An entry of the log at `version`.
export function entry(version, seat = 1) {
  return { version, seat, action: null, message: null, events: [], messages: [{ id: 'event-called', args: { seat: { seat } } }] };
}

export function update(version, { entries = [entry(version)], fresh = false, step = 'turn', shipAt = 3, legal = [pass], outcome = null, undo = false } = {}) {
  return { type: 'update', version, fresh, entries, view: view(step, shipAt), legal, outcome, undo };
}
