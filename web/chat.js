// The table's chat panel and the undo button (crates/server/src/room/chat.rs, room/undo.rs).
// Lines are drawn as text (textContent, through util.js's `el`), never as markup: what a person
// typed cannot become a link, a style or a script. System lines ("Anna joined", "Seat 2 took
// back a move") are catalogue messages, put into words in the page's language.
//
// The region draws the lines and the switches; the input and its form are in table.html and
// stay as they are while lines come in (a half-typed line is never lost to a redraw).

import { el, clear, byId as $ } from './util.js';
import { fmt } from './i18n.js';
import { seatName } from './panels.js';

// The page's words for a catalogue id without arguments.
const w = (id) => fmt({ id, args: {} });

// Who said a line: the seat's name, or the word for a spectator.
function speaker(line, name) {
  if (line.seat !== null && line.seat !== undefined) return name(line.seat);
  return line.name || w('chat-spectator');
}

// One line as a list item, its words as text; `name` names a seat (the table's and the
// replay's pages name seats each their own way).
export function chatItem(line, name) {
  if (line.words) {
    return el('li', { class: 'chat-system', dataset: { id: line.id, channel: line.channel } }, fmt(line.words, name));
  }
  const tag = line.channel === 'spectators' ? ` (${w('chat-spectators-label')})` : '';
  return el('li', { class: 'chat-line', dataset: { id: line.id, channel: line.channel, seat: line.seat ?? '' } },
    el('span', { class: 'who' }, `${speaker(line, name)}${tag}: `),
    el('span', { class: 'said', dir: 'auto' }, line.text));
}

// Draws the lines and the switches: a player's "show the spectators' chat" and mutes of the
// other seats, the host's "close the spectators' chat". `send` sends one client message.
export function drawChat({ chat, seats, you, host }, send) {
  const list = clear($('chat-lines'));
  for (const line of chat.lines) list.append(chatItem(line, (s) => seatName(seats, s)));
  list.scrollTop = list.scrollHeight;
  $('chat-input').placeholder = w('chat-placeholder');
  $('chat-send').textContent = w('chat-send');
  $('chat-title').textContent = w('chat-title');
  const tools = clear($('chat-tools'));
  if (chat.closed) tools.append(el('div', { class: 'small muted', id: 'chat-closed' }, w('chat-closed-note')));
  const toggle = (id, label, checked, onchange) => el('label', { class: 'small' },
    el('input', { type: 'checkbox', id, checked, onchange: (e) => onchange(e.target.checked) }), ' ', label);
  if (you !== null) {
    tools.append(toggle('chat-show-spectators', w('chat-show-spectators'), chat.showing,
      (show) => send({ type: 'show_spectators', show })));
    for (const s of seats) {
      if (s.seat === you || s.kind !== 'human') continue;
      const muted = chat.muted.includes(s.seat);
      tools.append(el('button', {
        type: 'button', class: 'chat-mute', dataset: { seat: s.seat, muted: muted ? '1' : '0' },
        onclick: () => send({ type: 'mute', seat: s.seat, muted: !muted }),
      }, `${w(muted ? 'chat-unmute' : 'chat-mute')} ${seatName(seats, s.seat)}`));
    }
  }
  if (host) {
    tools.append(toggle('chat-close-spectators', w('chat-close-spectators'), chat.closed,
      (closed) => send({ type: 'close_spectators', closed })));
  }
}

// The undo button: shown while the server says this seat may take back its latest decision.
export function drawUndo({ undo, pending, outcome }) {
  const b = $('undo');
  b.hidden = !undo || Boolean(outcome);
  b.disabled = pending;
  b.textContent = w('undo-button');
  b.title = w('undo-hint');
}
