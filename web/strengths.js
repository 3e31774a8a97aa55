// The bots named for people: a strength and the server's bot (and level) that plays at it. The
// rule of thumb is the beginner; the search bot at its middle and top levels are the
// intermediate and the strong player (their ratings: crates/server/data/bot_ratings.toml). The
// lobby's seats, the host's "hand to a bot" and the leaderboard's bots all name them so.

import { t } from './i18n.js';

export const STRENGTHS = [
  { id: 'beginner', bot: 'greedy', level: 'medium' },
  { id: 'intermediate', bot: 'ismcts', level: 'medium' },
  { id: 'strong', bot: 'ismcts', level: 'strong' },
];

// The strengths a server with these bots offers (all of them with the usual bots).
export function offeredStrengths(bots) {
  const offered = STRENGTHS.filter((x) => bots.includes(x.bot));
  return offered.length ? offered : [{ id: 'beginner', bot: bots[0], level: 'medium' }];
}

// A bot (and level) in words: its strength where it is one of them, else its own name and
// level (the bots no one is offered, e.g. `random`). `bot` may be a rating's name of it
// (`ismcts:strong`, `greedy`).
export function botWords(bot, level = null) {
  const [name, lvl] = bot.includes(':') ? bot.split(':') : [bot, level];
  const x = STRENGTHS.find((s) => s.bot === name && (s.level === lvl || (!lvl && name === 'greedy')));
  if (x) return t(`strength-${x.id}`);
  return lvl ? `${name} · ${t(lvl)}` : name;
}
