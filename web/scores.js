// The score sheet at the end of a game: one row per player, the winner first, with the
// breakdown the outcome and the final view give (missions completed and which, their points,
// VP cards, product cards and their points, the total); why the game ended; and, for a seated
// player, "play again" with the same seats (a new table through the lobby's create API).
//
// `sheet` is the rule set's `scoreSheet` (see rulesets.js): `missions` (the missions column's
// words), `cards` (whether VP cards score), `cappedNote`, and `end`, how its game ends:
//   { kind: 'points', field, goal, words, fixed }  a seat reached `goal` points (`field` of its
//     public seat; `goal` a number or the name of a data field); `fixed`: the variant that plays
//     a fixed number of rounds instead;
//   { kind: 'missions', count, words }  a seat completed `count` missions.

import { postJSON, storedName } from './api.js';
import { el, clear, showError } from './util.js';
import { t, fmt, errorText, lv } from './i18n.js';
import { missionText } from './panels.js';
import { chip, mark, rich } from './seats.js';

// Why the game ended, in words (null when the rule set does not say).
export function endReason(outcome, view, data, sheet, seats) {
  if (!outcome || outcome.capped) return null;
  const end = sheet?.end;
  const pub = view?.public;
  if (!end || !pub) return null;
  const list = (ss) => ss.map(mark).join(', ');
  if (end.kind === 'points') {
    if (end.fixed && pub.variants?.[end.fixed]) return rich(t('end_reason_fixed', outcome.rounds), seats);
    const goal = typeof end.goal === 'number' ? end.goal : data?.[end.goal];
    const who = pub.seats.map((sp, s) => [sp[end.field] ?? 0, s]).filter(([p]) => goal !== undefined && p >= goal).map(([, s]) => s);
    if (!who.length) return null;
    return rich(t(end.words, list(who), outcome.rounds, goal), seats);
  }
  if (end.kind === 'missions') {
    const who = pub.seats.map((sp, s) => [sp.completed?.length ?? 0, s]).filter(([n]) => n >= end.count).map(([, s]) => s);
    if (!who.length) return null;
    return rich(t(end.words, list(who), outcome.rounds, end.count), seats);
  }
  return null;
}

// A new table with this one's rule set, players, variants, cap and seats (people stay people,
// each bot the same bot at the same level); the asker takes their own seat again.
async function playAgain(info, seats, you, button) {
  button.disabled = true;
  const req = {
    ruleset: info.ruleset,
    players: seats.length,
    variants: info.variants || {},
    seats: seats.map((s) => (s.kind === 'bot' ? { kind: 'bot', bot: s.bot, level: s.level || undefined } : { kind: 'human' })),
    listed: info.listed !== false,
    host_seat: you,
    name: seats[you]?.name || storedName() || undefined,
  };
  if (info.round_cap) req.round_cap = info.round_cap;
  try {
    const created = await postJSON('/api/tables', req);
    location.href = created.url;
  } catch (e) {
    button.disabled = false;
    showError(lv(t('error'), errorText(e)), true);
  }
}

// ctx: { outcome, seats, ruleset, sheet, view, data, again: { info, you } | null }
export function renderScores(box, ctx) {
  const { outcome, seats, ruleset, sheet = {}, view, data, again } = ctx;
  const { missions = 'missions', cards = true, cappedNote = 'capped_note' } = sheet;
  clear(box);
  if (!outcome) return;
  box.append(el('h2', {}, t('final_scores') + (outcome.capped ? ` (${t(cappedNote)})` : '')));
  // A capped game is unfinished: nobody won it (C-7); the ranks are the standing when it stopped.
  if (outcome.capped) box.append(el('p', { class: 'unfinished end-reason' }, t('unfinished_no_winner')));
  else {
    const why = endReason(outcome, view, data, sheet, seats);
    if (why) box.append(el('p', { class: 'end-reason', id: 'end-reason' }, ...why));
  }
  const won = (r) => outcome.winners.includes(r.seat);
  const rows = [...outcome.scores].sort((a, b) => a.rank - b.rank);
  const pub = view?.public;
  const heads = [t('rank'), t('players'), t('missions_done'), t(missions), cards ? t('cards') : null, t('product_cards_col'), t('products_pts'), t('total')].filter(Boolean);
  const done = (s) => pub?.seats?.[s]?.completed || [];
  box.append(el('div', { class: 'scroll-x' }, el('table', { class: 'scores', id: 'score-sheet', dataset: { ruleset } },
    el('thead', {}, el('tr', {}, ...heads.map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, ...rows.map((r) => el('tr', { class: won(r) ? 'winner' : '', dataset: { seat: r.seat } },
      el('td', {}, r.rank),
      el('th', { scope: 'row' }, chip(seats, r.seat), won(r) ? el('span', { title: t('winner') }, ' ★') : null,
        // Hints asked for ("what would the bot do?", hints.js), under the name: no wider sheet.
        seats?.[r.seat]?.hints ? el('div', { class: 'small muted hints-used' }, fmt({ id: 'hints-used', args: { count: { number: seats[r.seat].hints } } })) : null),
      el('td', { class: 'done' }, el('strong', {}, done(r.seat).length),
        done(r.seat).length && data ? el('div', { class: 'small muted' }, done(r.seat).map((m) => missionText(data, m)).join('; ')) : null),
      el('td', {}, r.missions),
      cards ? el('td', {}, r.cards) : null,
      el('td', {}, r.product_cards ?? ''),
      el('td', {}, r.products),
      el('td', { class: 'total' }, el('strong', {}, r.total))))))));
  const links = el('p', { class: 'after-game' });
  if (again && again.info && again.you !== null && again.you !== undefined) {
    const b = el('button', { id: 'play-again', type: 'button' }, t('play_again'));
    b.addEventListener('click', () => playAgain(again.info, seats, again.you, b));
    links.append(b, ' ');
  }
  if (ctx.replayHref) links.append(el('a', { href: ctx.replayHref, id: 'replay-link' }, t('replay')));
  if (links.childNodes.length) box.append(links);
}
