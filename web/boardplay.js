// Playing on the board (issue 35): what the table page adds so that every decision can be made
// by clicking the board, a card or a character, with the list of choices kept as the
// accessible alternative:
// - the turn bar beside the board: the decisions that belong to no thing on the board (pass,
//   done with a card window, end one's action or turn), as buttons with data-target;
// - the menu a click on a target opens (table.js `choose`): with the help of the card or
//   character tapped (a `title` a finger cannot open), its legal actions, and a close button;
// - the list of choices grouped by kind, each group a <details> with its count, collapsed
//   when the list is long, except the group of the decision in front and the turn's end.
// Its words: boardplay.ftl; its styles: boardplay.css.

import { el, clear } from './util.js';
import { h } from './help.js';
import { t, name } from './i18n.js';

if (!document.querySelector('link[href="/static/boardplay.css"]')) {
  document.head.append(el('link', { rel: 'stylesheet', href: '/static/boardplay.css' }));
}

// The kinds of decision the list groups by, in the order a group is named; an action type not
// listed here falls in `other`.
const GROUPS = {
  ships: ['place_ship', 'call_colour', 'steer_fork', 'select_ship', 'select_position'],
  cards: ['play_card', 'lay_card', 'play_ship_card', 'play_lock_card', 'take_card', 'take_shipping'],
  missions: ['complete_mission', 'swap_mission'],
  characters: ['choose_character'],
  auction: ['bid', 'raise_bid'],
  market: ['take_free', 'buy_raw', 'sell_raw', 'sell_product', 'buy_product', 'build_factory', 'choose_factory'],
  locks: ['select_lock', 'set_locks'],
  trade: ['add_give', 'add_ask', 'send_offer', 'accept', 'decline', 'withdraw'],
  turn: ['pass', 'continue', 'end_action', 'end_turn'],
};
const GROUP_OF = new Map(Object.entries(GROUPS).flatMap(([g, types]) => types.map((ty) => [ty, g])));

export function groupOf(type) {
  return GROUP_OF.get(type) ?? 'other';
}

// Up to this many choices the list is short enough to show whole.
export const SHORT_LIST = 8;

// The legal actions (with their index in the list) in groups, in the order each group's first
// action comes; `open`: whether the group is shown unfolded. A short list is all open; a long
// one opens the group of the first choice (the decision in front) and the turn's end.
export function groupChoices(legal) {
  const groups = [];
  const byName = new Map();
  legal.forEach((la, index) => {
    const name = groupOf(la.action.type);
    if (!byName.has(name)) {
      const g = { name, items: [], open: false };
      byName.set(name, g);
      groups.push(g);
    }
    byName.get(name).items.push({ la, index });
  });
  const short = legal.length <= SHORT_LIST;
  groups.forEach((g, i) => { g.open = short || i === 0 || g.name === 'turn'; });
  return groups;
}

// Draws the list of choices in `list` (#actions, an <ol>): one item per group, a <details>
// with the group's name and count, the choice buttons inside (`button(la, index)` makes one).
// A group the player opened or closed stays so while the same groups come back.
export function drawGroupedChoices(list, legal, button) {
  const before = new Map([...list.querySelectorAll('details[data-group]')].map((d) => [d.dataset.group, d.open]));
  const touched = list.dataset.touched === '1';
  const groups = groupChoices(legal);
  const same = groups.length === before.size && groups.every((g) => before.has(g.name));
  clear(list);
  list.dataset.touched = same && touched ? '1' : '';
  for (const g of groups) {
    const open = same && touched ? before.get(g.name) : g.open;
    const label = h(`boardplay-group-${g.name}`) ?? g.name;
    const details = el('details', { class: 'choice-group', dataset: { group: g.name, count: g.items.length }, open },
      el('summary', {}, el('span', {}, label), ' ', el('span', { class: 'count' }, `(${g.items.length})`)),
      el('ul', { class: 'group-choices' }, ...g.items.map(({ la, index }) => el('li', {}, button(la, index)))));
    details.addEventListener('toggle', () => { list.dataset.touched = '1'; });
    list.append(el('li', { class: 'group' }, details));
  }
}

// The turn bar: a button for each legal action the rule set clicks there (`keys`: its target
// keys, e.g. `pass`), labelled with the action's own words. `targets`: the keys legal now.
export function drawTurnBar(bar, legal, keyOf, keys, targets, words) {
  clear(bar);
  const seen = new Set();
  for (const la of legal) {
    const key = keyOf(la.action);
    if (!keys.includes(key) || !targets.has(key) || seen.has(key)) continue;
    seen.add(key);
    bar.append(el('button', { type: 'button', class: 'act-btn clickable turn-btn', dataset: { target: key } }, ...words(la)));
  }
  bar.dataset.empty = bar.childElementCount ? '' : '1';
}

// The turn bar's place: right after the colour bar, above the board (made once). Empty, it
// keeps its height on a wide screen, so the board does not jump between decisions.
export function turnBar() {
  let bar = document.getElementById('turn-bar');
  if (!bar) {
    bar = el('div', { id: 'turn-bar', class: 'turn-bar', role: 'group', 'aria-label': h('boardplay-turn-bar') ?? '' });
    const colours = document.getElementById('colours');
    if (colours) colours.after(bar);
    else document.body.append(bar);
  }
  bar.setAttribute('aria-label', h('boardplay-turn-bar') ?? '');
  return bar;
}

// The name of a card or character by its help key (`char:captain`, `card:storm`,
// `shipcard:anchor`, `lockcard:open_2`), for the menu's heading.
export function helpTitle(key) {
  const i = String(key ?? '').indexOf(':');
  if (i < 0) return null;
  const kind = { char: 'character', card: 'card', shipcard: 'shipcard', lockcard: 'lockcard' }[key.slice(0, i)];
  return kind ? name(kind, key.slice(i + 1)) : null;
}

// Fills the menu `box` (#choice): the name and help of the thing clicked (null: none), then a
// button per action (`button(la)`), then Cancel, or Close when there is nothing to choose.
export function fillMenu(box, { title, help, actions, button, cancel }) {
  clear(box);
  if (help) box.append(el('p', { class: 'choice-help', id: 'choice-help' }, title ? el('strong', {}, title) : null, title ? ' · ' : null, help));
  if (actions.length) box.append(el('div', { class: 'small choice-title' }, t('choose')));
  for (const la of actions) box.append(button(la));
  box.append(el('button', { class: 'cancel', type: 'button', onclick: cancel },
    actions.length ? t('cancel') : (h('boardplay-close') ?? t('cancel'))));
  box.dataset.help = help ? '1' : '';
}
