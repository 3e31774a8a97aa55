// The clocks of a timed table (issue 34): every seat's time, ticking for the seat asked to
// decide, and, for the owner of a seat a bot plays since its clock ran out, a button to take the
// seat back. The server sends `clocks` (protocol.rs ClocksInfo) when a clock starts, stops or
// runs out; between two, the page counts down with its own clock, corrected by the offset
// between the server's time and the page's when the message came (`offset_ms`, state.js).

import { el, clear } from './util.js';
import { fmt } from './i18n.js';
import { chip } from './seats.js';

// A catalogue message of the clocks part with number arguments.
export function clockWords(id, args = {}) {
  const wrapped = {};
  for (const [k, v] of Object.entries(args)) wrapped[k] = { number: v };
  return fmt({ id, args: wrapped });
}

// A time control in words (the lobby's lists, the table's panel).
export function controlText(control) {
  switch (control?.mode) {
    case 'real_time':
      return clockWords('clocks-real-time', { minutes: Math.round(control.bank_s / 60), seconds: control.increment_s });
    case 'turn_based':
      return clockWords('clocks-turn-based', { hours: control.move_hours, days: control.bank_days });
    default:
      return clockWords('clocks-untimed');
  }
}

// Milliseconds as a clock shows them: "1:05:09", "4:09", or "2d 03:00" beyond a day.
export function clockText(ms) {
  const s = Math.max(0, Math.floor(ms / 1000));
  const pad = (n) => String(n).padStart(2, '0');
  const days = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  if (days > 0) return `${days}d ${pad(h)}:${pad(m)}`;
  return h > 0 ? `${h}:${pad(m)}:${pad(sec)}` : `${m}:${pad(sec)}`;
}

// What a seat's clock shows at the page's time `now`: its running time left, or its bank.
export function shownMs(seatClock, clocks, now) {
  if (seatClock.deadline_ms === null || seatClock.deadline_ms === undefined) return seatClock.bank_ms;
  return seatClock.deadline_ms - (now - (clocks.offset_ms || 0));
}

let ticker = null;

// This player's days away: each with a button to drop it, and a date to add.
function awayDays(days, away) {
  const date = el('input', { id: 'away-date', type: 'date', 'aria-label': clockWords('clocks-away-days') });
  const add = el('button', {
    id: 'away-add', type: 'button',
    onclick: () => { if (date.value) away([...days, date.value]); },
  }, clockWords('clocks-away-add'));
  const list = el('ul', { class: 'away-days' }, ...days.map((d) => el('li', { dataset: { day: d } }, d, ' ',
    el('button', { type: 'button', class: 'away-remove', 'aria-label': `${clockWords('clocks-away-remove')} ${d}`, onclick: () => away(days.filter((x) => x !== d)) }, '×'))));
  return el('div', { class: 'away' }, el('p', {}, clockWords('clocks-away-days')), list, date, ' ', add);
}

// Draws the clocks panel into `root` (hidden for an untimed table) and keeps the running
// clock ticking; `on.takeBack()` asks the server for the seat back, `on.away(days)` sets this
// player's days away (turn-based tables).
export function drawClocks(root, panel, { clocks, seats, you, outcome }, on) {
  if (ticker) { clearInterval(ticker); ticker = null; }
  panel.hidden = !clocks;
  if (!clocks) return;
  const rows = clocks.seats.map((c) => {
    const time = el('span', { class: 'clock-time', dataset: { seat: c.seat } }, clockText(shownMs(c, clocks, Date.now())));
    const running = c.deadline_ms !== null && c.deadline_ms !== undefined && !outcome;
    const row = el('li', { class: running ? 'clock running' : 'clock', dataset: { seat: c.seat, running: running ? '1' : '0' } },
      chip(seats, c.seat), ' ', time);
    if (c.timeouts > 0) row.append(' ', el('span', { class: 'clock-timeouts' }, clockWords('clocks-timeouts', { count: c.timeouts })));
    return { row, time, c, running };
  });
  const list = el('ul', { class: 'clocks' }, ...rows.map((r) => r.row));
  clear(root).append(el('p', { class: 'clock-control' }, controlText(clocks.control)), list);
  const mine = you !== null && you !== undefined ? seats?.[you] : null;
  if (mine && mine.kind === 'bot' && !outcome) {
    root.append(
      el('p', { class: 'clock-bot' }, clockWords('clocks-bot-plays')),
      el('button', { id: 'take-back', type: 'button', onclick: on.takeBack }, clockWords('clocks-take-back')),
    );
  }
  if (mine && clocks.control.mode === 'turn_based' && !outcome) root.append(awayDays(clocks.seats[you]?.away || [], on.away));
  const tick = rows.filter((r) => r.running);
  if (tick.length) {
    ticker = setInterval(() => {
      for (const r of tick) r.time.textContent = clockText(shownMs(r.c, clocks, Date.now()));
    }, 500);
  }
}
