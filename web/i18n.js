// Words for people, in every language the catalogue has. The words live in one place for the
// terminal and the page alike: crates/words/locales/<lang>/*.ftl (Project Fluent), served under
// /locales/. This module loads them with @fluent/bundle (vendored: fluent-bundle.js) and formats
// - the page's own words: t('your_name') is the message `web-your_name`, positional arguments
//   are $a, $b, $c, $d;
// - names of things: name('product', 'jam') is `product-jam`; an id the catalogue lacks (a
//   replacement data file) is shown as the id;
// - the engine's messages (legal actions, log entries, decisions): fmt(message, seatName);
// - the server's errors (errors.ftl): errorText(error, seatName).

import { FluentBundle, FluentResource } from './fluent-bundle.js';

export const LANGS = ['en', 'nl', 'de', 'fr'];
const LANG_NAMES = { en: 'English', nl: 'Nederlands', de: 'Deutsch', fr: 'Français' };
export const NAV_CARDS = ['swap_cargo', 'extra_cargo', 'setback', 'storm', 'joker', 'advantage', 'extra_advantage', 'cargo_thief', 'port_police'];

// One language's catalogue: the server joins every part the page uses (shared words, each rule
// set's, the page's, the errors') into `page.ftl`, so this file need not know the parts.
async function load(l) {
  const bundle = new FluentBundle(l, { useIsolating: false });
  const r = await fetch(`/locales/${l}/page.ftl`);
  if (!r.ok) throw new Error(`cannot load the words ${l}/page.ftl (${r.status})`);
  const errors = bundle.addResource(new FluentResource(await r.text()));
  if (errors.length) console.warn(`words ${l}:`, errors);
  return bundle;
}

// Loaded when first needed: English (the fallback) and the chosen language at once, another
// when the picker switches to it (so a page fetches two catalogues, not all of them).
const BUNDLES = {};
async function ensure(l) {
  if (!BUNDLES[l]) BUNDLES[l] = await load(l);
  return BUNDLES[l];
}

export function lang() {
  const stored = localStorage.getItem('hb.lang');
  if (LANGS.includes(stored)) return stored;
  return browserLang(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

// The first of the browser's preferred languages (`de-AT` counts as `de`) there are words for;
// English when there is none.
export function browserLang(preferred) {
  for (const tag of preferred || []) {
    const base = String(tag || '').toLowerCase().split(/[-_]/)[0];
    if (LANGS.includes(base)) return base;
  }
  return 'en';
}

export function setLang(l) {
  if (LANGS.includes(l)) localStorage.setItem('hb.lang', l);
}

await Promise.all([...new Set(['en', lang()])].map(ensure));

// One message of the catalogue with Fluent arguments, in the chosen language (English when the
// chosen one lacks it); null when no language has it.
function format(id, args) {
  for (const b of [BUNDLES[lang()], BUNDLES.en]) {
    const m = b?.getMessage(id);
    if (m && m.value) {
      const errors = [];
      const text = b.formatPattern(m.value, args, errors);
      if (errors.length) console.warn(`words: ${id}:`, errors);
      return text;
    }
  }
  return null;
}

export function t(key, ...args) {
  const named = {};
  args.forEach((a, i) => { named['abcd'[i]] = a ?? ''; });
  return format(`web-${key}`, named) ?? key;
}

// "Label: value" in the language's typography (French puts a no-break space before the
// colon): the catalogue's `web-label_value`. An empty value gives the label with its colon.
export function lv(label, value) {
  // As text: a number stays as written (Fluent would format it in the locale's digits).
  return t('label_value', String(label ?? ''), String(value ?? ''));
}

const PREFIX = { shipcard: 'ship-card', lockcard: 'lock-card', phase: 'web-phase', stage: 'web-stage', character_hint: 'web-character_hint' };

export function name(kind, id) {
  return format(`${PREFIX[kind] ?? kind}-${id}`, {}) ?? String(id).replaceAll('_', ' ');
}

const KIND = { position: 'position', raw: 'raw', product: 'product', card: 'card', ship_card: 'shipcard', lock_card: 'lockcard', character: 'character', colour: 'colour', pile: 'pile', lock: 'lock' };

// An argument of an engine message as text (numbers stay numbers for plural rules).
function argValue(arg, seatName) {
  if ('number' in arg) return arg.number;
  if ('seat' in arg) return seatName(arg.seat);
  if ('name' in arg) return name(KIND[arg.name.kind] ?? arg.name.kind, arg.name.id);
  if ('text' in arg) return arg.text;
  if ('message' in arg) return fmt(arg.message, seatName);
  if ('list' in arg) return arg.list.map((a) => argValue(a, seatName)).join(', ');
  if ('sum' in arg) return arg.sum.map((a) => argValue(a, seatName)).join(' + ');
  return '?';
}

// An engine message ({id, args}) in words; `seatName(s)` names seat s.
// The page names a ship by its owner and place, never by its number (table.ftl); a message
// that names a ship only by its number has a `page-` twin without it (lobby_intro.ftl).
const PAGE_WORDS = { 'ship-of': 'web-ship_of_owner', 'ship-detail': 'web-ship_detail' };

export function fmt(message, seatName) {
  if (!message) return '';
  const args = {};
  for (const [k, v] of Object.entries(message.args || {})) args[k] = argValue(v, seatName);
  return format(PAGE_WORDS[message.id] ?? `page-${message.id}`, args) ?? format(message.id, args) ?? message.id;
}

// An error the server sent (a WebSocket `error`, or an Error thrown by api.js for an HTTP
// error) in words: its catalogue message `words`, else its English `message`.
export function errorText(error, seatName = (s) => t('seat_n', s + 1)) {
  const words = error?.words;
  if (words && [BUNDLES[lang()], BUNDLES.en].some((b) => b?.hasMessage(words.id))) return fmt(words, seatName);
  return error?.message ?? String(error);
}

// Fills every element carrying data-i18n with its string, and builds a language switcher.
export function translatePage(onChange) {
  document.documentElement.lang = lang();
  for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  const sel = document.getElementById('lang');
  if (sel && !sel.dataset.ready) {
    sel.dataset.ready = '1';
    for (const l of LANGS) {
      const o = document.createElement('option');
      o.value = l;
      o.textContent = LANG_NAMES[l];
      sel.append(o);
    }
    sel.addEventListener('change', async () => {
      try { await ensure(sel.value); } catch (e) { console.warn(e); return; }
      setLang(sel.value);
      translatePage(onChange);
      if (onChange) onChange();
    });
  }
  if (sel) sel.value = lang();
}
