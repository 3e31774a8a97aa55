// A player's name with their seat colour beside it, wherever a player is named: the log, the
// choices, offers, the score sheet. Words are formatted with a marker in place of each seat
// (`marked`), then `rich` turns the text into text nodes and seat chips (a colour swatch with
// the name), so the catalogue's sentences stay whole in every language.

import { SEAT_COLOURS, SEAT_COLOUR_NAMES } from './api.js';
import { el, svgEl } from './util.js';
import { t } from './i18n.js';

// A seat's name: the player's, or the bot's (a harbour town, from the server) marked as a bot;
// "Seat N" for a seat nobody has named yet.
export function seatName(seats, s) {
  const info = seats?.[s];
  const named = info?.name || (info?.kind === 'bot' && info.bot) || null;
  if (!named) return t('seat_n', s + 1);
  return info?.kind === 'bot' ? t('bot_named', named) : named;
}

const OPEN = '\uE000', CLOSE = '\uE001';
const MARK = /\uE000(\d+)\uE001/g;

// A seat as a marker in text (resolved by `rich`).
export const mark = (s) => `${OPEN}${s}${CLOSE}`;
// A seat namer for i18n.js's fmt that leaves markers.
export const marked = (s) => mark(s);

// The colour swatch of seat `s`: a small ship in the seat's colour, like the seat's ships on
// the board (a plain square read as an empty checkbox for the white seat), with its colour's
// name for screen readers and tooltips.
export function swatch(s) {
  const colour = SEAT_COLOUR_NAMES[s];
  const hull = 'M -21 -3 L 21 -3 L 14 12 L -14 12 Z';
  return el('span', {
    class: `swatch seat-swatch seat-${s}`,
    title: t(`seat_colour_${colour}`), role: 'img', 'aria-label': t(`seat_colour_${colour}`),
  }, svgEl('svg', { viewBox: '-24 -28 48 43', 'aria-hidden': 'true', focusable: 'false' },
    svgEl('line', { x1: 0, y1: -3, x2: 0, y2: -25, class: 'mast' }),
    svgEl('path', { d: hull, fill: SEAT_COLOURS[s] || '#999', class: 'hull' })));
}

// A seat chip: swatch + name.
export function chip(seats, s) {
  return el('span', { class: 'seat-chip', dataset: { seat: s } }, swatch(s), seatName(seats, s));
}

// Text with seat markers → nodes (text and chips).
export function rich(text, seats) {
  const out = [];
  let last = 0;
  for (const m of String(text).matchAll(MARK)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(chip(seats, Number(m[1])));
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

// Text with seat markers → plain text (names only), for titles and attributes.
export function plain(text, seats) {
  return String(text).replace(MARK, (_, s) => seatName(seats, Number(s)));
}
