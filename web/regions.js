// A page drawn by regions: each region names the state slices it reads (state.js), and after an
// event only the regions that read a changed slice are drawn again. A log line does not redraw
// the board, a seat's new name does not redraw the list of choices' targets, and what a region
// does not redraw keeps its focus, its scroll and its half-typed input.
//
// A region is { name, reads: [slice…], needs: [slice…] }: `needs` are the slices that must be
// there (not null) before it is drawn at all (the table shows nothing but its header before the
// server's first update); a region waiting for them is drawn as soon as they are there. The page
// gives each region its drawing function, which gets the state reduced to the slices the region
// reads: reading another one is an error, so a region cannot come to depend on a slice without
// declaring it. No DOM here: the unit tests run it in Node.

import { SLICES, changedSlices } from './state.js';

// The table page's regions, drawn in this order (table.js draws each). `untargeted` and `help`
// come after every region that draws targets or cards: they look at what those drew.
//
// A game clock or a chat is one more entry here (`clock` reading its slice of times, `chat`
// its lines), with its drawing function in table.js: the regions already here are not touched.
export const TABLE_REGIONS = Object.freeze([
  // The header and the page's own marks: whose turn it is (words, tab title, chime), the
  // data-* of <body> the tests read, the error that stopped the page.
  {
    name: 'header',
    reads: ['version', 'connected', 'you', 'outcome', 'pending', 'legal', 'view', 'seats', 'fatal', 'lang'],
    needs: [],
  },
  // The board and the colour bar.
  { name: 'board', reads: ['data', 'view', 'legal', 'pending', 'ruleset', 'seats', 'lang'], needs: ['view', 'data'] },
  // The rule set's panels around the board: the line above it, its own panels, the hand, the
  // piles, the offer.
  { name: 'panels', reads: ['data', 'view', 'legal', 'pending', 'ruleset', 'seats', 'lang'], needs: ['view', 'data'] },
  // Every player's public state (and the host's hand-to-bot buttons).
  {
    name: 'players',
    reads: ['data', 'view', 'legal', 'pending', 'ruleset', 'seats', 'host', 'outcome', 'lang'],
    needs: ['view', 'data'],
  },
  // The score sheet at the end.
  { name: 'scores', reads: ['outcome', 'seats', 'ruleset', 'view', 'data', 'info', 'you', 'replayKey', 'lang'], needs: ['view', 'data'] },
  // The list of choices.
  { name: 'choices', reads: ['legal', 'pending', 'seats', 'lang', 'outcome'], needs: ['view', 'data'] },
  // The trade panel (trade.js): an offer put together and sent in one place, or answered.
  { name: 'trade', reads: ['data', 'view', 'legal', 'pending', 'seats', 'you', 'lang'], needs: ['view', 'data'] },
  // The log.
  { name: 'log', reads: ['log', 'seats', 'lang'], needs: ['view', 'data'] },
  // What help.js adds (its `helpAtTable`): the link to the rules, the line of what to do now,
  // the tooltips of the cards and characters the regions above drew.
  {
    name: 'help',
    reads: ['ruleset', 'view', 'data', 'seats', 'outcome', 'legal', 'pending', 'host', 'lang'],
    needs: ['view', 'data'],
  },
  // Which legal actions have nothing to click on the page (the targets the regions above drew).
  { name: 'untargeted', reads: ['legal', 'pending', 'view', 'data', 'ruleset'], needs: ['view', 'data'] },
  // The host's tools: invite links, a bot to hand a seat to.
  { name: 'host', reads: ['host', 'invites', 'bots', 'levels', 'lang'], needs: ['view', 'data'] },
  // The banner asking a seated player for a name.
  { name: 'banner', reads: ['you', 'seats'], needs: ['view', 'data'] },
  // The chat's lines and switches (chat.js).
  { name: 'chat', reads: ['chat', 'seats', 'you', 'host', 'lang'], needs: ['view', 'data'] },
  // The button that takes back this seat's latest decision (chat.js).
  { name: 'undo', reads: ['undo', 'pending', 'outcome', 'lang'], needs: ['view', 'data'] },
  // A timed table's clocks (clocks.js) and the owner's "take my seat back".
  { name: 'clocks', reads: ['clocks', 'seats', 'you', 'outcome', 'lang'], needs: ['view', 'data'] },
]);

// Draws `regions` with `draw` (name → function(slices)). `show(state)` draws the regions whose
// slices changed since the last `show` (all of them the first time) and the regions that were
// waiting for their `needs`; it returns the names of the regions it drew.
export function createRegions(regions, draw) {
  const known = new Set(SLICES);
  for (const r of regions) {
    for (const s of [...r.reads, ...(r.needs || [])]) {
      if (!known.has(s)) throw new Error(`region ${r.name} reads ${s}, which the state does not have`);
    }
    if (typeof draw[r.name] !== 'function') throw new Error(`region ${r.name} has no drawing function`);
  }
  let shown = null;
  const waiting = new Set(regions.map((r) => r.name));
  return {
    show(state) {
      const changed = changedSlices(shown, state);
      shown = state;
      const drawn = [];
      for (const r of regions) {
        if (!waiting.has(r.name) && !r.reads.some((s) => changed.has(s))) continue;
        if ((r.needs || []).some((s) => state[s] === null || state[s] === undefined)) {
          waiting.add(r.name);
          continue;
        }
        waiting.delete(r.name);
        draw[r.name](slicesOf(state, r));
        drawn.push(r.name);
      }
      return drawn;
    },
  };
}

// The state as one region sees it: its declared slices; any other throws.
function slicesOf(state, region) {
  const view = {};
  for (const s of region.reads) view[s] = state[s];
  return new Proxy(Object.freeze(view), {
    get(target, key) {
      if (typeof key === 'string' && !Object.hasOwn(target, key)) {
        throw new Error(`region ${region.name} reads ${key} without declaring it`);
      }
      return target[key];
    },
  });
}
