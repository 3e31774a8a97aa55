// The one place in the client that lists the rule sets. One entry (module) per rule set: where
// each action is clicked (`targetOf`: a key shared by the board, the panels and the buttons, a
// list of keys, or null), `render`, which draws its panels around the shared board, and
// optionally `scoreSheet` (the score sheet's words and how the game ends, see scores.js) and `css` (its
// own style sheet in web/, loaded by `useRuleset`), and `help` (what to do now, how the game ends,
// the sections of its rules page; registered here with help.js, which names no rule set). The
// table, the replay page and the rules page use these; a
// rule set the client does not know falls back to the first entry's panels. Words for actions
// and events come from the server as catalogue messages (i18n.js `fmt`).

import { el } from './util.js';
import { fmt } from './i18n.js';
import { registerHelp } from './help.js';
import * as rotterdam from './rotterdam.js';
import * as masters from './masters.js';
import * as antwerpen from './antwerpen.js';

const RULESETS = { rotterdam, masters, antwerpen };

// Each rule set's help (the line of what to do, how the game ends, its rules page) for help.js.
for (const [id, rules] of Object.entries(RULESETS)) registerHelp(id, rules.help);

// The rule sets the client knows, in the order listed here.
export function rulesetIds() {
  return Object.keys(RULESETS);
}

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
