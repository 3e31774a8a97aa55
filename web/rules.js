// The rules page of one rule set, /rules/<id>, in the page's language: what a newcomer needs to
// play (the goal, a round or turn, sailing, delivering, cards, trading, the end) in short
// sentences beside the pictures, the board and worked examples that step through; what a player
// looks up later (card by card, the harbours' products, ties, edge cases) folded into <details>.
// The words are the catalogue's (rules.ftl, help.ftl); the harbours, their raw materials and
// products come from the rule set's data (/api/data/<id>), so a replacement data file shows its
// own. Cards and characters carry the same tooltips as at the table (help.js). Which sections a
// rule set's page has, and their words, are the rule set's own (`help.rules` in web/<id>.js,
// registered by rulesets.js).

import { getJSON, flatData } from './api.js';
import { el, clear } from './util.js';
import { t, name, translatePage, NAV_CARDS, lv } from './i18n.js';
import { h, tipParts, decorate, helpFor, helpRulesets } from './help.js';
import { exampleFigure, boardFigure } from './rules-diagrams.js';
// Registers every rule set's help (help.js) as a side effect.
import './rulesets.js';
import { showHeaderLinks } from './accounts.js';

const $ = (id) => document.getElementById(id);
const ruleset = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop() || '');

// The things a page lists with their tooltips (`{ things: kind }` in a rule set's sections): the
// data's list of their ids (and the built-in one, for a data file without it), their names.
const THINGS = {
  card: { ids: 'navigation', builtin: NAV_CARDS, name: 'card', cls: 'nav-cards' },
  char: {
    ids: 'characters', name: 'character', cls: 'characters',
    builtin: ['ship_owner', 'captain', 'deck_hand', 'discharger', 'trader', 'shipping_agent', 'cashier', 'manufacturer'],
  },
  shipcard: {
    ids: 'ship_cards', name: 'shipcard', cls: 'ship-cards',
    builtin: ['sail_alone', 'extra_colour', 'extra_ship', 'step_back', 'double_yield', 'anchor', 'swap_cargo'],
  },
  lockcard: {
    ids: 'lock_cards', name: 'lockcard', cls: 'lock-cards',
    builtin: ['open_1', 'open_2', 'open_3', 'close_1', 'close_2', 'close_3', 'toggle_1', 'toggle_2'],
  },
};

let meta = null;
let data = null;

const gameName = (id) => name(id, 'title');

// A list of things with their tooltip: the name (carrying data-help, so it has the tooltip
// itself) and what it does beside it, for phones and for reading; when it is played only where
// that is not the section's general rule, said once above the list.
function thingList(kind, ids, label, cls) {
  return el('dl', { class: `things ${cls}` }, ...ids.flatMap((id) => {
    const key = `${kind}:${id}`;
    const tip = tipParts(ruleset, key);
    return tip ? [el('dt', { dataset: { help: key } }, label(id)), el('dd', {}, tip.general ? tip.what : [tip.what, tip.when].filter(Boolean).join(' '))] : [];
  }));
}

function things(kind) {
  const k = THINGS[kind];
  return k ? thingList(kind, data?.ids?.[k.ids] || k.builtin, (c) => name(k.name, c), k.cls) : null;
}

// Each harbour with the raw material it takes and the products it gives (from the data).
function harbours() {
  if (!data?.board) return null;
  const rows = [];
  data.board.positions.forEach((p, i) => {
    if (p.kind !== 'harbour') return;
    const products = (data.products || []).filter((x) => x.harbour === i)
      .map((x) => h('help-product-points', { product: name('product', x.id), points: x.points }));
    rows.push(el('li', { dataset: { harbour: p.id } }, h('help-harbour-row', {
      harbour: p.id, raw: name('raw', p.accepts ?? ''), products: products.join(', '),
    })));
  });
  return rows.length ? [el('p', {}, h('help-harbours')), el('ul', { class: 'harbours' }, ...rows)] : null;
}

function cap() {
  const info = meta?.rulesets?.find((r) => r.id === ruleset);
  if (!info?.default_cap) return null;
  return el('p', { class: 'cap' }, withIds(h(info.cap_unit === 'turn' ? 'help-cap-turns' : 'help-cap-rounds', { cap: info.default_cap })));
}

function variants() {
  const info = meta?.rulesets?.find((r) => r.id === ruleset);
  const list = info?.variant_info || [];
  if (!list.length) return el('p', {}, h('help-variants-none'));
  return el('dl', { class: 'things variants' }, ...list.flatMap((v) => [
    el('dt', { dataset: { variant: v.name } }, t(v.name)),
    el('dd', {}, withIds(h(`help-variant-${v.name}`)),
      v.values.length ? el('ul', {}, ...v.values.map((x) => el('li', {},
        lv(t(`${v.name}_${x}`), h(`help-variant-${v.name}-${x}`)), x === v.default ? ` (${h('help-variant-default', { value: x })})` : ''))) : null),
  ]));
}

// The whole board, as at the table (rules-diagrams.js).
const board = () => (data?.board ? boardFigure(data, gameName(ruleset)) : null);

// What a rule set's section draws from the data or /api/meta (`{ draw: key }`).
const DRAW = { harbours, cap, variants, board };

// A rule set's sections: a heading id and its parts, each a paragraph (a message id), a list of
// paragraphs (`{ ol: ids }`, `{ ul: ids }`), a list of things with their tooltips
// (`{ things: kind }`), a part drawn from the data (`{ draw: key }`), a worked example that
// steps through (`{ example: key }`, rules-diagrams.js) or what a player looks up later (card by
// card, ties, the exact supply, edge cases), folded away under a summary
// (`{ more: parts, title: id }`; "More detail" without a title).
const sectionsOf = (id) => helpFor(id)?.rules;

// The rule ids a sentence cites, "(C-2)" or "(R-2, R-3)", in small print: the player reads
// the rule; the ids are there for the program's messages that cite them.
const IDS = /\s*\(([CRMAD]-\d+(?:\.\d+)?(?:,\s*[CRMAD]-\d+(?:\.\d+)?)*)\)/g;
function withIds(text) {
  if (!text) return text;
  const out = [];
  let last = 0;
  for (const m of text.matchAll(IDS)) {
    out.push(text.slice(last, m.index), ' ', el('small', { class: 'rule-id' }, m[1]));
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

function part(p) {
  if (typeof p === 'string') return el('p', {}, withIds(h(p)));
  if (p.draw) return DRAW[p.draw]?.() ?? null;
  if (p.things) return things(p.things);
  // An example the board (or the data) has no state for is left out (a replacement data file).
  if (p.example) return data?.board ? exampleFigure(data, p.example, gameName(ruleset)) : null;
  if (p.more) {
    return el('details', { class: 'more' }, el('summary', {}, h(p.title || 'rules-more')),
      ...p.more.map(part).flat().filter(Boolean));
  }
  if (p.ol) return el('ol', {}, ...p.ol.map((id) => el('li', {}, withIds(h(id)))));
  if (p.ul) return el('ul', {}, ...p.ul.map((id) => el('li', {}, withIds(h(id)))));
  return null;
}

// The note at the end of the page on what the small codes are, its example code in small print
// as the page shows them.
function idsNote() {
  const mark = '\u0001';
  const [before, after] = (h('rules-ids-note', { id: mark }) ?? '').split(mark);
  return [before, el('small', { class: 'rule-id' }, 'R-3'), after ?? ''];
}

function gamesNav() {
  const nav = clear($('games'));
  for (const id of helpRulesets()) {
    nav.append(el('a', { href: `/rules/${id}`, 'aria-current': id === ruleset ? 'page' : null, dataset: { ruleset: id } }, gameName(id)));
  }
  nav.setAttribute('aria-label', h('help-other-games'));
}

function render() {
  gamesNav();
  const main = clear($('rules'));
  const spec = sectionsOf(ruleset);
  if (!spec) {
    document.title = 'Havenbaron';
    main.append(el('p', { class: 'error', id: 'no-game' }, h('help-no-game', { id: ruleset })));
    return;
  }
  const game = gameName(ruleset);
  document.title = `${h('help-rules-title', { game })} · Havenbaron`;
  document.body.dataset.ruleset = ruleset;
  const section = ([key, parts]) => el('section', { id: `sec-${key}`, class: 'panel rules-section', 'aria-labelledby': `head-${key}` },
    el('h2', { id: `head-${key}` }, h(`help-sec-${key}`)),
    ...parts.map(part).flat().filter(Boolean));
  // The goal (with the board) opens the page; the contents follow it, one line of links.
  const [first, ...rest] = spec;
  const toc = el('nav', { class: 'toc', 'aria-label': h('help-contents') },
    el('ul', {}, ...rest.map(([key]) => el('li', {}, el('a', { href: `#sec-${key}` }, h(`help-sec-${key}`))))));
  main.append(
    el('h1', {}, h('help-rules-title', { game })),
    section(first),
    toc,
    ...rest.map(section),
    el('p', { class: 'small muted rule-ids-note' }, ...idsNote(), ' ', t('reconstructed')),
    el('p', {}, el('a', { href: '/', class: 'button', id: 'back-lobby' }, h('help-back-lobby'))),
  );
  decorate(main, ruleset);
  document.body.dataset.ready = '1';
  // A link to a section (#sec-cards) lands there once the page is drawn.
  if (location.hash.length > 1) document.getElementById(location.hash.slice(1))?.scrollIntoView();
}

async function main() {
  translatePage(render);
  showHeaderLinks();
  try {
    [meta, data] = await Promise.all([
      getJSON('/api/meta'),
      sectionsOf(ruleset) ? getJSON(`/api/data/${encodeURIComponent(ruleset)}`).then(flatData) : null,
    ]);
  } catch (e) {
    const box = $('error');
    box.textContent = lv(t('error'), e.message);
    box.hidden = false;
  }
  render();
}

main();
