// The one place in the client that lists the rule sets. One entry (module) per rule set: where
// each action is clicked (`targetOf`: a key shared by the board, the panels and the buttons, a
// list of keys, or null), `render`, which draws its panels around the shared board, and
// optionally `scoreSheet` (the score sheet's words and how the game ends, see scores.js) and `css` (its
// own style sheet in web/, loaded by `useRuleset`). The table and the replay page use these; a
// rule set the client does not know falls back to the first entry's panels. Words for actions
// and events come from the server as catalogue messages (i18n.js `fmt`).

import { el, clear } from './api.js';
import { t, name, fmt, lv } from './i18n.js';
import {
  targetOf, renderHand, renderPlayers, renderPiles, renderOffer, seatName,
} from './panels.js';
import { endLine } from './help.js';
import * as masters from './masters.js';
import * as antwerpen from './antwerpen.js';

const rotterdam = {
  targetOf,
  // the round in which a player holds 12 mission points is played out.
  scoreSheet: { end: { kind: 'points', field: 'mission_points', goal: 12, words: 'end_reason_points' } },
  render(ctx) {
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
  },
};

const RULESETS = { rotterdam, masters, antwerpen };

export function rulesFor(ruleset) {
  return RULESETS[ruleset] || rotterdam;
}

// The rules of `ruleset`, with its style sheet added to the page (once).
export function useRuleset(ruleset) {
  const rules = rulesFor(ruleset);
  const href = rules.css && `/static/${rules.css}`;
  if (href && ![...document.querySelectorAll('link[rel=stylesheet]')].some((l) => l.getAttribute('href') === href)) {
    document.head.append(el('link', { rel: 'stylesheet', href }));
  }
  return rules;
}

// Log lines of one entry: its events' messages as this viewer may know them.
export function entryLines(seatName, entry) {
  return (entry.messages || []).filter(Boolean).map((m) => fmt(m, seatName));
}
