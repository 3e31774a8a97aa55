// A finished game, move by move: the public view after each action, or every hand revealed.

import { flatData, getJSON, hashParams } from './api.js';
import { el, clear, byId as $, showError, safe, pathTail } from './util.js';
import { t, fmt, errorText, translatePage, lv } from './i18n.js';
import { drawBoard, setSeatNamer } from './board.js';
import { renderScores } from './scores.js';
import { markHintCounts } from './hints.js';
import { marked, rich, seatName } from './seats.js';
import { rulesFor, useRuleset, entryLines } from './rulesets.js';
import { decorate, headerRulesLink } from './help.js';
import { chatItem } from './chat.js';
import { mountAnalysis } from './analysis.js';
import { showHeaderLinks } from './accounts.js';

const tableId = pathTail();
// A private game's secret (`#key=…`, from its table's page), sent with each request; the step
// follows it in the fragment (`#key=…&step=3`), or stands alone (`#3`) for a public game.
const hash = hashParams();
const key = hash.get('key') || '';
const withKey = (url, sep) => (key ? `${url}${sep}key=${encodeURIComponent(key)}` : url);
const stepHash = (n) => (key ? `#key=${encodeURIComponent(key)}&step=${n}` : `#${n}`);
let data = null, index = null, current = null, stepNo = 0, seats = [];
let rules = rulesFor(null);
let analysis = null;
const seatNamer = (s) => seatName(seats, s);
setSeatNamer(seatNamer);

// The replay's errors stay until the next one.
const fail = (message) => showError(lv(t('error'), message), true);

async function go(n) {
  stepNo = Math.max(0, Math.min(index.steps, n));
  const reveal = $('reveal').checked ? '?reveal=1' : '';
  const url = `/api/tables/${encodeURIComponent(tableId)}/replay/${stepNo}${reveal}`;
  try {
    current = await getJSON(withKey(url, reveal ? '&' : '?'));
  } catch (e) { fail(errorText(e, seatNamer)); return; }
  const here = stepHash(stepNo);
  if (location.hash !== here) history.replaceState(null, '', here);
  render();
}

function render() {
  if (!current) return;
  document.body.dataset.step = current.step;
  document.body.dataset.steps = current.steps;
  $('title').textContent = t('replay_of', tableId);
  document.title = `Havenbaron · ${t('replay_of', tableId)}`;
  $('step').textContent = t('step_n', current.step, current.steps);
  $('step').id = 'step';
  $('slider').max = current.steps;
  $('slider').setAttribute('aria-label', t('step_n', current.step, current.steps));
  $('slider').value = current.step;
  for (const [id, key] of [['first', 'first'], ['prev', 'prev'], ['next', 'next'], ['last', 'last']]) $(id).textContent = t(key);
  const v = current.view;
  const none = new Set();
  safe(() => drawBoard($('board'), data, v));
  safe(() => rules.render({
    data, view: v, seats, targets: none,
    el: { info: $('info'), panels: $('rs-panels'), players: $('players'), piles: $('piles') },
  }));
  safe(() => markHintCounts($('players'), seats));
  const entry = clear($('entry'));
  if (current.entry) {
    safe(() => {
      const words = fmt(current.entry.message, marked);
      entry.append(el('strong', {}, ...rich(t('replay_entry', marked(current.entry.seat), words), seats)));
      const lines = entryLines(marked, current.entry);
      if (lines.length) entry.append(el('ul', {}, ...lines.map((l) => el('li', {}, ...rich(l, seats)))));
    });
  }
  const hands = clear($('hands'));
  $('hands-panel').hidden = !current.hands;
  for (const hv of current.hands || []) {
    const box = el('div', { class: 'revealed-hand', dataset: { seat: hv.viewer } });
    hands.append(el('h2', {}, t('hand_of', seatNamer(hv.viewer))), box);
    safe(() => rules.render({ data, view: hv, seats, targets: none, el: { hand: box } }));
  }
  safe(() => renderScores($('scores'), {
    outcome: current.step === current.steps ? current.outcome : null, seats, ruleset: index.config.ruleset,
    sheet: rules.scoreSheet, view: v, data,
  }));
  for (const li of $('moves').children) li.classList.toggle('current', Number(li.dataset.step) === current.step);
  renderChat();
  // The rules link and the tooltips on cards and characters (help.js).
  safe(() => { headerRulesLink(document.querySelector('header'), index.config.ruleset); decorate(document.body, index.config.ruleset); });
}

// What was said at the table up to this step (both channels: the replay shows the chat to
// whoever may open the replay).
function renderChat() {
  const chat = index.chat || [];
  $('chat-panel').hidden = !chat.length;
  $('chat-title').textContent = fmt({ id: 'chat-title', args: {} });
  const list = clear($('chat-lines'));
  for (const line of chat.filter((l) => l.version <= current.step)) list.append(chatItem(line, seatNamer));
  list.scrollTop = list.scrollHeight;
}

function renderMoves() {
  const list = clear($('moves'));
  list.append(el('li', { value: 0, dataset: { step: 0 }, onclick: () => go(0) }, t('replay_start')));
  for (const a of index.actions) {
    // The list numbers the moves itself (value = the step, 0 the start), so the text does not repeat it.
    list.append(el('li', { value: a.seq, dataset: { step: a.seq }, onclick: () => go(a.seq) }, t('replay_entry', seatNamer(a.seat), fmt(a.message, seatNamer))));
  }
}

async function main() {
  translatePage(() => { renderMoves(); render(); analysis?.render(); });
  showHeaderLinks();
  try {
    index = await getJSON(withKey(`/api/tables/${encodeURIComponent(tableId)}/replay`, '?'));
    data = flatData(await getJSON(`/api/data/${index.config.ruleset}`));
    rules = useRuleset(index.config.ruleset);
    document.body.dataset.ruleset = index.config.ruleset;
  } catch (e) {
    // Nothing to step through: the reason alone, without empty controls and panels.
    fail(errorText(e, seatNamer));
    document.querySelector('main').hidden = true;
    return;
  }
  // Who plays each seat (kinds too, so that bots read as bots here as well).
  seats = index.seats ?? index.names.map((n) => ({ name: n }));
  renderMoves();
  // The post-game analysis beside the replay; a marked decision jumps the replay to it.
  analysis = mountAnalysis($('analysis-panel'), { tableId, key, seatNamer, go });
  $('first').onclick = () => go(0);
  $('prev').onclick = () => go(stepNo - 1);
  $('next').onclick = () => go(stepNo + 1);
  $('last').onclick = () => go(index.steps);
  $('slider').oninput = (e) => go(Number(e.target.value));
  $('reveal').onchange = () => go(stepNo);
  document.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowRight') go(stepNo + 1);
    if (e.key === 'ArrowLeft') go(stepNo - 1);
  });
  const start = Number(key ? hash.get('step') ?? 0 : location.hash.replace('#', ''));
  go(Number.isFinite(start) ? start : 0);
}

main();
