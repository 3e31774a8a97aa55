// The guided tutorial at the table (/t/ID#token=…&tutorial=RULESET): a coach box above the
// board says what the step is about and points at what to click. The steps come from the
// server (GET /api/tutorials, crates/server/data/tutorials/), one per decision of the learner;
// the deal and the bots' moves are fixed by the same file, so each step's action is legal when
// its turn comes (crates/server/tests/tutorials.rs checks it).
//
// This module only reads the page table.js draws (the body's data-my-turn/over, the list's
// buttons with data-action, the data-target keys) and hears the actions it sends (`hb:act`);
// what it remembers is in localStorage: `hb.tutorial.RULESET` (the table, its token, the step)
// and `hb.tutorials.done` (the finished tutorials), which the learning page (learn.js) reads.

import { getJSON, hashParams } from './api.js';
import { el, clear, pathTail } from './util.js';
import { t, name } from './i18n.js';
import { rulesFor } from './rulesets.js';
import { readProgress, saveProgress, markDone, sameAction } from './tutorial-store.js';

const ruleset = hashParams().get('tutorial');
const tableId = pathTail();
const token = hashParams().get('token');

let tutorial = null;
// Where the learner is: the step to take next, and whether they left the script.
let progress = null;
let box = null;

function save() {
  saveProgress(ruleset, progress);
}

// The keys to highlight for a step: its own, and where the page clicks its action.
function keysFor(step) {
  const keys = new Set(step.targets || []);
  if (step.action) {
    const k = rulesFor(ruleset).targetOf(step.action);
    for (const key of [k].flat()) if (key) keys.add(key);
  }
  return [...keys];
}

function listButton(action) {
  return [...document.querySelectorAll('#actions button[data-action]')]
    .find((b) => { try { return sameAction(action, JSON.parse(b.dataset.action)); } catch { return false; } }) || null;
}

function clearMarks() {
  for (const n of document.querySelectorAll('.tutorial-target, .tutorial-look')) n.classList.remove('tutorial-target', 'tutorial-look');
}

// Rings what to click (and what to look at) for the step; true when something is on the page.
function mark(step) {
  clearMarks();
  if (!step) return false;
  let found = false;
  for (const key of keysFor(step)) {
    const nodes = key.startsWith('#')
      ? [document.getElementById(key.slice(1))].filter(Boolean)
      : [...document.querySelectorAll(`[data-target="${CSS.escape(key)}"]`)];
    for (const n of nodes) {
      n.classList.add(key.startsWith('#') ? 'tutorial-look' : 'tutorial-target');
      found = true;
    }
  }
  const b = step.action && listButton(step.action);
  if (b) b.classList.add('tutorial-target');
  return found;
}

function stepNow() {
  if (!tutorial || progress.off) return null;
  return tutorial.steps[progress.step] || null;
}

// The coach's box, drawn again after every change of the page.
function draw() {
  if (!box || !tutorial) return;
  const body = document.body.dataset;
  const over = body.over === '1';
  const myTurn = body.myTurn === '1';
  const step = stepNow();
  if (over && !progress.done) {
    progress.done = true;
    save();
    markDone(ruleset);
    // The score sheet is at the top of the page.
    window.scrollTo({ top: 0 });
  }
  let words;
  let now = null;
  if (over) words = t(tutorial.end);
  else if (progress.off) words = t('tutorial_off_script');
  else if (!step) words = t(tutorial.free);
  else if (progress.step === 0 && !myTurn) words = t(tutorial.intro);
  else words = t(step.text);
  if (step && myTurn && !over) {
    const b = listButton(step.action);
    if (b) now = t('tutorial_now', b.textContent.trim());
  }
  const total = tutorial.steps.length;
  const count = over || !step ? null : t('tutorial_step', Math.min(progress.step + 1, total), total);
  box.dataset.step = String(progress.step);
  box.dataset.state = over ? 'done' : progress.off ? 'off' : step ? 'step' : 'free';
  const key = JSON.stringify([words, now, count, box.dataset.state, document.documentElement.lang]);
  if (box.dataset.drawn !== key) {
    box.dataset.drawn = key;
    const intro = progress.step === 0 && myTurn && !over ? el('p', { class: 'tutorial-intro' }, t(tutorial.intro)) : null;
    clear(box).append(...[
      el('div', { class: 'tutorial-head' },
        el('h2', { id: 'tutorial-title' }, `${t('tutorial_coach')} · ${name(ruleset, 'title')}`),
        count ? el('span', { class: 'tutorial-count muted' }, count) : null,
        el('span', { class: 'spacer' }),
        over
          ? el('a', { href: '/learn', id: 'tutorial-back', class: 'button' }, t('tutorial_learn'))
          : el('a', { href: '/learn', id: 'tutorial-leave', class: 'tutorial-leave' }, t('tutorial_leave'))),
      intro,
      el('p', { class: 'tutorial-words', id: 'tutorial-words' }, words),
      now ? el('p', { class: 'tutorial-now', id: 'tutorial-now' }, now) : null,
    ].filter(Boolean));
  }
  // What the page scrolls into sight stays below the pinned coach (none on a phone, where
  // the coach is in the flow).
  const pinned = getComputedStyle(box).position === 'sticky';
  document.documentElement.style.scrollPaddingTop = pinned ? `${box.offsetHeight + 8}px` : '';
  const shown = mark(myTurn && !over ? step : null);
  // Once per step, what to click is brought into sight (the board may be below the fold).
  if (shown && myTurn && box.dataset.scrolled !== String(progress.step)) {
    box.dataset.scrolled = String(progress.step);
    const first = document.querySelector('main .tutorial-target:not(#actions *)');
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    first?.scrollIntoView({ block: 'nearest', behavior: calm ? 'auto' : 'smooth' });
  }
}

// An action sent by the page: the step is taken when it is the step's, else the learner plays
// on freely (the deal goes elsewhere, the later steps would not fit).
function heard(action) {
  const step = stepNow();
  if (!step) return;
  if (!step.action || sameAction(step.action, action)) progress.step += 1;
  else progress.off = true;
  save();
}

async function main() {
  if (!ruleset) return;
  document.body.dataset.tutorial = ruleset;
  const saved = readProgress(ruleset);
  progress = saved && saved.table === tableId
    ? saved
    : { table: tableId, token, step: 0, off: false, done: false };
  save();
  box = el('section', { id: 'tutorial', class: 'tutorial panel', 'aria-labelledby': 'tutorial-title', 'aria-live': 'polite' });
  const main = document.querySelector('main');
  main.parentNode.insertBefore(box, main);
  try {
    const all = await getJSON('/api/tutorials');
    tutorial = all.tutorials.find((x) => x.ruleset === ruleset) || null;
  } catch { tutorial = null; }
  if (!tutorial) { box.remove(); return; }
  document.addEventListener('hb:act', (ev) => heard(ev.detail));
  // Drawn again whenever the table is (its regions replace their content) or its state changes.
  let queued = false;
  const redraw = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; draw(); });
  };
  new MutationObserver(redraw).observe(main, { childList: true, subtree: true });
  new MutationObserver(redraw).observe(document.body, { attributes: true, attributeFilter: ['data-my-turn', 'data-over', 'data-version'] });
  document.getElementById('lang')?.addEventListener('change', () => setTimeout(redraw, 50));
  draw();
}

main();
