// The rules page of one rule set, /rules/<id>, in the page's language: the goal, the material,
// a round or turn, sailing, delivering, cards (and Masters' characters), trading, the end and
// the score, and the variants the rule set offers (from /api/meta). The words are the
// catalogue's (help.ftl); the harbours, their raw materials and products come from the rule
// set's data (/api/data/<id>), so a replacement data file shows its own. Cards and characters
// carry the same tooltips as at the table (help.js).

import { getJSON, flatData, el, clear } from './api.js';
import { t, name, translatePage, NAV_CARDS, lv } from './i18n.js';
import { h, tipParts, decorate } from './help.js';

const $ = (id) => document.getElementById(id);
const ruleset = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop() || '');

const SHIP_CARDS = ['sail_alone', 'extra_colour', 'extra_ship', 'step_back', 'double_yield', 'anchor', 'swap_cargo'];
const LOCK_CARDS = ['open_1', 'open_2', 'open_3', 'close_1', 'close_2', 'close_3', 'toggle_1', 'toggle_2'];
const CHARACTERS = ['ship_owner', 'captain', 'deck_hand', 'discharger', 'trader', 'shipping_agent', 'cashier', 'manufacturer'];

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

function navCards() {
  return thingList('card', data?.ids?.navigation || NAV_CARDS, (c) => name('card', c), 'nav-cards');
}

function characters() {
  return thingList('char', data?.ids?.characters || CHARACTERS, (c) => name('character', c), 'characters');
}

function shipCards() {
  return thingList('shipcard', data?.ids?.ship_cards || SHIP_CARDS, (c) => name('shipcard', c), 'ship-cards');
}

function lockCards() {
  return thingList('lockcard', data?.ids?.lock_cards || LOCK_CARDS, (c) => name('lockcard', c), 'lock-cards');
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
  return el('p', { class: 'cap' }, h(info.cap_unit === 'turn' ? 'help-cap-turns' : 'help-cap-rounds', { cap: info.default_cap }));
}

function variants() {
  const info = meta?.rulesets?.find((r) => r.id === ruleset);
  const list = info?.variant_info || [];
  if (!list.length) return el('p', {}, h('help-variants-none'));
  return el('dl', { class: 'things variants' }, ...list.flatMap((v) => [
    el('dt', { dataset: { variant: v.name } }, t(v.name)),
    el('dd', {}, h(`help-variant-${v.name}`),
      v.values.length ? el('ul', {}, ...v.values.map((x) => el('li', {},
        lv(t(`${v.name}_${x}`), h(`help-variant-${v.name}-${x}`)), x === v.default ? ` (${h('help-variant-default', { value: x })})` : ''))) : null),
  ]));
}

const ol = (...ids) => ({ ol: ids });
const ul = (...ids) => ({ ul: ids });

// The sections of each rule set's page: a heading id and its parts, each a paragraph (a
// message id), a list of paragraphs, or a function that draws from the data or /api/meta.
const SPEC = {
  rotterdam: [
    ['goal', ['help-rotterdam-goal']],
    ['material', ['help-rotterdam-material-ships', 'help-rotterdam-material-supply', 'help-rotterdam-material-cards']],
    ['round', ['help-rotterdam-round', ol('help-rotterdam-phase-1', 'help-rotterdam-phase-2', 'help-rotterdam-phase-3',
      'help-rotterdam-phase-4', 'help-rotterdam-phase-5', 'help-rotterdam-phase-6')]],
    ['sailing', ['help-sailing-call', 'help-sailing-one-ship', 'help-sailing-fork', 'help-rotterdam-anchor', 'help-sailing-back']],
    ['delivering', ['help-rotterdam-deliver', harbours, 'help-rotterdam-missions']],
    ['cards', ['help-rotterdam-cards', navCards]],
    ['trading', ['help-rotterdam-trading', 'help-trade-offer', 'help-trade-answer']],
    ['end', ['help-rotterdam-end', 'help-rotterdam-score', 'help-rotterdam-ties', cap]],
    ['variants', [variants]],
  ],
  masters: [
    ['goal', ['help-masters-goal']],
    ['material', ['help-masters-material-ships', 'help-masters-material-markets', 'help-masters-material-cards']],
    ['round', ['help-masters-setup', 'help-masters-round']],
    ['characters', ['help-masters-fields', characters]],
    ['sailing', ['help-masters-sailing', 'help-sailing-call', 'help-sailing-one-ship', 'help-sailing-fork', 'help-sailing-back']],
    ['delivering', ['help-masters-deliver', harbours, 'help-masters-factories']],
    ['cards', ['help-masters-cards', navCards]],
    ['trading', ['help-masters-trading']],
    ['end', ['help-masters-end', 'help-masters-score', 'help-masters-ties', cap]],
    ['variants', [variants]],
  ],
  antwerpen: [
    ['goal', ['help-antwerpen-goal']],
    ['material', ['help-antwerpen-material-ships', 'help-antwerpen-material-supply', 'help-antwerpen-material-cards', 'help-antwerpen-material-locks']],
    ['turn', ['help-antwerpen-turn', ul('help-antwerpen-main', 'help-antwerpen-extra')]],
    ['sailing', ['help-sailing-call', 'help-sailing-one-ship', 'help-sailing-fork', 'help-antwerpen-double', 'help-antwerpen-locks',
      'help-antwerpen-anchor', 'help-antwerpen-exit', 'help-sailing-back']],
    ['delivering', ['help-antwerpen-deliver', harbours, 'help-antwerpen-missions']],
    ['cards', ['help-antwerpen-cards', shipCards, lockCards]],
    ['trading', ['help-antwerpen-trading', 'help-trade-offer', 'help-trade-answer']],
    ['end', ['help-antwerpen-end', 'help-antwerpen-score', 'help-antwerpen-ties', cap]],
    ['variants', [variants]],
  ],
};

function part(p) {
  if (typeof p === 'string') return el('p', {}, h(p));
  if (typeof p === 'function') return p();
  if (p.ol) return el('ol', {}, ...p.ol.map((id) => el('li', {}, h(id))));
  if (p.ul) return el('ul', {}, ...p.ul.map((id) => el('li', {}, h(id))));
  return null;
}

function gamesNav() {
  const nav = clear($('games'));
  for (const id of Object.keys(SPEC)) {
    nav.append(el('a', { href: `/rules/${id}`, 'aria-current': id === ruleset ? 'page' : null, dataset: { ruleset: id } }, gameName(id)));
  }
  nav.setAttribute('aria-label', h('help-other-games'));
}

function render() {
  gamesNav();
  const main = clear($('rules'));
  const spec = SPEC[ruleset];
  if (!spec) {
    document.title = 'Havenbaron';
    main.append(el('p', { class: 'error', id: 'no-game' }, h('help-no-game', { id: ruleset })));
    return;
  }
  const game = gameName(ruleset);
  document.title = `${h('help-rules-title', { game })} · Havenbaron`;
  document.body.dataset.ruleset = ruleset;
  const toc = el('nav', { class: 'toc', 'aria-labelledby': 'toc-head' }, el('h2', { id: 'toc-head' }, h('help-contents')),
    el('ol', {}, ...spec.map(([key]) => el('li', {}, el('a', { href: `#sec-${key}` }, h(`help-sec-${key}`))))));
  main.append(
    el('h1', {}, h('help-rules-title', { game })),
    el('p', { class: 'intro' }, h('help-intro', { game })),
    el('p', { class: 'small muted' }, t('reconstructed')),
    toc,
    ...spec.map(([key, parts]) => el('section', { id: `sec-${key}`, class: 'panel rules-section', 'aria-labelledby': `head-${key}` },
      el('h2', { id: `head-${key}` }, h(`help-sec-${key}`)),
      ...parts.map(part).flat().filter(Boolean))),
    el('p', {}, el('a', { href: '/', class: 'button', id: 'back-lobby' }, h('help-back-lobby'))),
  );
  decorate(main, ruleset);
  document.body.dataset.ready = '1';
  // A link to a section (#sec-cards) lands there once the page is drawn.
  if (location.hash.length > 1) document.getElementById(location.hash.slice(1))?.scrollIntoView();
}

async function main() {
  translatePage(render);
  try {
    [meta, data] = await Promise.all([
      getJSON('/api/meta'),
      SPEC[ruleset] ? getJSON(`/api/data/${encodeURIComponent(ruleset)}`).then(flatData) : null,
    ]);
  } catch (e) {
    const box = $('error');
    box.textContent = lv(t('error'), e.message);
    box.hidden = false;
  }
  render();
}

main();
