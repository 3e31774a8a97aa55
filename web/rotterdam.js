// Rotterdam (ruleset `rotterdam`), the base game: its panels around the shared board (the
// header's round line, the hand, the players, the piles, the offer: the shared panels of
// panels.js), how its score sheet reads, and its help (help.js): the line of what to do now, how
// the game ends and the sections of its rules page (rules.js).
//
// Clickable targets (data-target): those of panels.js `targetOf`.

import { el, clear } from './util.js';
import { t, name, lv } from './i18n.js';
import {
  targetOf, renderHand, renderPlayers, renderPiles, renderOffer, seatName,
} from './panels.js';
import { endLine, h, cardStage, roundEndLine } from './help.js';

export { targetOf };

// The target keys of the turn bar beside the board: passing one's slot, closing a card window.
export const turnBar = ['pass', 'continue'];

// the round in which a player holds 12 mission points is played out.
export const scoreSheet = { end: { kind: 'points', field: 'mission_points', goal: 12, words: 'end_reason_points' } };

export function render(ctx) {
  const { data, view, seats, targets, opts = {} } = ctx;
  const pub = view.public;
  const E = ctx.el;
  if (E.info) {
    clear(E.info).append(...[
      el('span', { id: 'end-line' }, endLine('rotterdam', view, data, (s) => seatName(seats, s))),
      pub.phase ? el('span', { id: 'phase' }, ` · ${t('phase')} ${name('phase', pub.phase)}`) : null,
      el('span', {}, ` · ${lv(t('harbour_master'), seatName(seats, pub.hm ?? 0))}`),
    ].filter(Boolean));
  }
  if (E.panels) clear(E.panels);
  if (E.hand) renderHand(E.hand, data, view, targets);
  if (E.players) renderPlayers(E.players, data, view, seats, targets, opts);
  if (E.piles) renderPiles(E.piles, data, view, targets);
  if (E.offer) renderOffer(E.offer, data, view, seats);
}

const PHASES = ['place', 'navigate', 'cards', 'unload', 'trade', 'missions'];

// Its help (help.js): what to do now, how the game ends, its rules page.
export const help = {
  todo(pub, seatName, say = h) {
    if (pub.step === 'ended') return say('help-do-ended');
    if (pub.card) return cardStage(pub.card, say);
    switch (pub.step) {
      case 'fork': return say('help-do-fork');
      case 'compose': return say('help-do-compose');
      case 'respond': return say('help-do-respond');
      default: return PHASES.includes(pub.phase) ? say(`help-do-rotterdam-${pub.phase}`) : null;
    }
  },
  end(view) {
    const pub = view.public;
    const points = 12;
    return roundEndLine(pub, {
      over: pub.step === 'ended',
      points,
      // The round in which a player reached the points is the last one.
      reached: (pub.seats || []).some((s) => s.mission_points >= points),
      words: { round: 'help-end-rotterdam', last: 'help-end-rotterdam-last' },
    });
  },
  // The sections of its rules page (see rules.js): short sentences beside the pictures, what a
  // player looks up later folded away.
  rules: [
    ['goal', ['rules-rotterdam-goal', { draw: 'board' }]],
    ['material', ['rules-rotterdam-material', { more: ['rules-rotterdam-supply'] }]],
    ['round', ['rules-rotterdam-round', { ol: ['rules-rotterdam-phase-1', 'rules-rotterdam-phase-2', 'rules-rotterdam-phase-3',
      'rules-rotterdam-phase-4', 'rules-rotterdam-phase-5', 'rules-rotterdam-phase-6'] }]],
    ['sailing', ['rules-sail-call', { example: 'call' }, 'rules-sail-fork', { example: 'fork' },
      { more: ['rules-sail-one-ship', 'rules-sail-back'], title: 'rules-more-sailing' }]],
    ['delivering', ['rules-rotterdam-deliver', { example: 'delivery' }, 'rules-rotterdam-missions',
      { more: [{ draw: 'harbours' }], title: 'rules-more-harbours' }]],
    ['cards', ['rules-rotterdam-cards', { more: [{ things: 'card' }], title: 'rules-more-cards' }]],
    ['trading', ['rules-rotterdam-trade', { example: 'trade' }, { more: ['rules-trade-detail'] }]],
    ['end', ['rules-rotterdam-end', { more: ['rules-rotterdam-ties', { draw: 'cap' }], title: 'rules-more-end' }]],
    ['variants', ['rules-variants', { more: [{ draw: 'variants' }], title: 'rules-more-variants' }]],
  ],
};
