// What the client's modules find in a browser, for the ones that load the catalogue when they
// are imported (i18n.js, and through it seats.js, board.js…): a fake document, an empty
// localStorage, an English-speaking navigator, and `fetch` answering /locales/<lang>/page.ftl
// from the catalogue's files (crates/words/locales/<lang>/*.ftl but the terminal's, as the
// server joins them). Import it before those modules.

import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { installFakeDom } from './fake-dom.js';

const LOCALES = fileURLToPath(new URL('../../crates/words/locales/', import.meta.url));

function pageCatalogue(lang) {
  return readdirSync(`${LOCALES}${lang}`).filter((f) => f.endsWith('.ftl') && f !== 'cli.ftl').sort()
    .map((f) => readFileSync(`${LOCALES}${lang}/${f}`, 'utf8')).join('\n');
}

installFakeDom();
const stored = new Map();
globalThis.localStorage = {
  getItem: (k) => (stored.has(k) ? stored.get(k) : null),
  setItem: (k, v) => { stored.set(k, String(v)); },
  removeItem: (k) => { stored.delete(k); },
};
Object.defineProperty(globalThis, 'navigator', { value: { languages: ['en-GB', 'en'], language: 'en-GB' }, configurable: true });
globalThis.fetch = async (url) => {
  const m = /^\/locales\/([a-z]+)\/page\.ftl$/.exec(String(url));
  if (!m) return { ok: false, status: 404, text: async () => '' };
  return { ok: true, status: 200, text: async () => pageCatalogue(m[1]) };
};
