// "Your turn": when a decision becomes this seat's, the tab title says so (always), a short
// chime plays (WebAudio, off unless switched on) and a browser notification shows (off unless
// switched on; switching it on asks the browser's permission). The two switches sit in the
// header and are remembered in localStorage (`hb.sound`, `hb.notify`).
//
// `signalTurn(mine, words)` is called after every render with whether this seat decides now;
// it signals on the change from "not mine" to "mine" only. What it did is counted on
// <body data-chimes / data-notices> (the tests read it).

import { el, clear } from './util.js';
import { t } from './i18n.js';

const SOUND = 'hb.sound';
const NOTIFY = 'hb.notify';
let audio = null;
let wasMine = false;
let baseTitle = null;

const on = (key) => localStorage.getItem(key) === '1';

function count(key) {
  document.body.dataset[key] = String(Number(document.body.dataset[key] || 0) + 1);
}

// The chime: two short sine tones. The AudioContext is made (or resumed) on the click that
// switches the sound on, so the browser's autoplay rule lets it play later.
function context() {
  const AC = window.AudioContext || window.webkitAudioContext;
  if (!AC) return null;
  if (!audio) audio = new AC();
  if (audio.state === 'suspended') audio.resume().catch(() => {});
  return audio;
}

export function chime() {
  const ctx = context();
  if (!ctx) return false;
  const now = ctx.currentTime;
  [[660, 0], [880, 0.16]].forEach(([f, at]) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = f;
    gain.gain.setValueAtTime(0.0001, now + at);
    gain.gain.exponentialRampToValueAtTime(0.18, now + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + at + 0.22);
    osc.connect(gain).connect(ctx.destination);
    osc.start(now + at);
    osc.stop(now + at + 0.25);
  });
  count('chimes');
  return true;
}

function notify(body) {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  try {
    const n = new Notification(t('turn_notice_title'), { body, tag: 'havenbaron-turn' });
    n.onclick = () => { window.focus(); n.close(); };
    count('notices');
  } catch (e) {
    // Some browsers only allow notifications from a service worker: the title still changes.
    console.warn('notification', e);
  }
}

// The two switches in the header (`box`), drawn again when the language changes.
export function renderAlertSwitches(box) {
  clear(box);
  const sound = el('button', {
    id: 'sound-toggle', type: 'button', class: 'toggle', 'aria-pressed': on(SOUND) ? 'true' : 'false',
    title: t('sound_hint'),
    onclick: () => {
      const next = !on(SOUND);
      localStorage.setItem(SOUND, next ? '1' : '0');
      if (next) chime();
      renderAlertSwitches(box);
    },
  }, t('sound_toggle'));
  const supported = 'Notification' in window;
  const notifyOn = on(NOTIFY) && supported && Notification.permission === 'granted';
  const notice = el('button', {
    id: 'notify-toggle', type: 'button', class: 'toggle', 'aria-pressed': notifyOn ? 'true' : 'false',
    disabled: !supported, title: supported ? t('notify_hint') : t('notify_unsupported'),
    onclick: async () => {
      if (on(NOTIFY)) {
        localStorage.setItem(NOTIFY, '0');
      } else {
        let perm = Notification.permission;
        if (perm === 'default') perm = await Notification.requestPermission().catch(() => 'denied');
        localStorage.setItem(NOTIFY, perm === 'granted' ? '1' : '0');
        document.body.dataset.notifyPermission = perm;
      }
      renderAlertSwitches(box);
    },
  }, t('notify_toggle'));
  box.append(sound, notice);
}

// Called after every render: `mine` when this seat decides now, `what` the decision in words.
export function signalTurn(mine, what) {
  if (baseTitle === null) baseTitle = document.title;
  document.title = mine ? `▶ ${t('turn_title')} · ${baseTitle}` : baseTitle;
  if (mine && !wasMine) {
    if (on(SOUND)) chime();
    if (on(NOTIFY) && document.hidden) notify(what || t('turn_title'));
  }
  wasMine = mine;
}
