// The learning page (/learn): each rule set's guided tutorial, to start, to resume where it was
// left (the table and the seat's token are remembered in localStorage by tutorial.js), or
// marked finished. Starting one asks the server for a table on the tutorial's deal
// (POST /api/tutorials/RULESET) and opens it in tutorial mode.

import { getJSON, postJSON } from './api.js';
import { el, clear, byId as $, showError } from './util.js';
import { t, name, translatePage, errorText } from './i18n.js';
import { readProgress, saveProgress, doneSet } from './tutorial-store.js';

let tutorials = [];

function tableHref(rs, p) {
  return `/t/${encodeURIComponent(p.table)}#token=${encodeURIComponent(p.token)}&tutorial=${encodeURIComponent(rs)}`;
}

async function start(rs) {
  try {
    const created = await postJSON(`/api/tutorials/${encodeURIComponent(rs)}`, {});
    const p = { table: created.id, token: created.token, step: 0, off: false, done: false };
    saveProgress(rs, p);
    location.href = tableHref(rs, p);
  } catch (e) {
    showError(errorText(e));
  }
}

function draw() {
  const list = clear($('tutorials'));
  const done = doneSet();
  for (const tu of tutorials) {
    const rs = tu.ruleset;
    const p = readProgress(rs);
    const running = p && !p.done;
    // In progress first (a finished tutorial may be played again), finished marked either way.
    const state = running ? 'running' : done.has(rs) ? 'done' : 'new';
    const badges = [
      done.has(rs) ? el('span', { class: 'tutorial-badge done', id: `tutorial-done-${rs}` }, `✓ ${t('tutorial_done')}`) : null,
      running ? el('span', { class: 'tutorial-badge' }, t('tutorial_in_progress')) : null,
      state === 'new' ? el('span', { class: 'tutorial-badge muted' }, t('tutorial_not_started')) : null,
    ];
    const actions = [];
    if (running) actions.push(el('a', { class: 'button', id: `tutorial-resume-${rs}`, href: tableHref(rs, p) }, t('tutorial_resume')));
    actions.push(el('button', { type: 'button', id: `tutorial-start-${rs}`, onclick: () => start(rs) },
      running || done.has(rs) ? t('tutorial_restart') : t('tutorial_start')));
    list.append(el('li', { class: 'panel tutorial-card', dataset: { ruleset: rs, state } },
      el('h2', {}, name(rs, 'title')),
      el('div', { class: 'tutorial-badges' }, ...badges),
      el('p', {}, t(tu.intro)),
      el('div', { class: 'tutorial-tools' }, ...actions)));
  }
  document.body.dataset.ready = '1';
}

async function main() {
  translatePage(draw);
  try {
    tutorials = (await getJSON('/api/tutorials')).tutorials;
  } catch (e) {
    showError(errorText(e));
    return;
  }
  draw();
}

main();
