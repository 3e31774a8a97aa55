// The account page: sign up or in with a passkey (or a password), recovery codes shown once at
// sign-up, a second passkey, sign out here or everywhere, delete the account. Signing up or in
// hands the server the seats this browser holds, which it attaches to the account. E-mail
// notices: the address and the notices asked for; the links of a letter (confirm the address,
// unsubscribe) open this page, which posts their token (a mail scanner fetching a link changes
// nothing), signed in or not.

import { getJSON, postJSON } from './api.js';
import { el, clear, byId as $, showError } from './util.js';
import { errorText, translatePage, lv, t, fmt, lang } from './i18n.js';
import {
  at, translateAccounts, heldSeats, currentAccount, when, passkeyCeremony, passkeysAvailable, headerLinks,
} from './accounts.js';

const fail = (e) => showError(lv(t('error'), typeof e === 'string' ? e : errorText(e)), true);

// `mail-KEY` of the catalogue.
const mt = (key) => fmt({ id: `mail-${key}` });

function translateMail() {
  for (const node of document.querySelectorAll('[data-mail]')) node.textContent = mt(node.dataset.mail);
}

// The e-mail settings of the signed-in account (off, and said so, without SMTP settings).
async function showMail() {
  const m = await getJSON('/api/account/mail');
  $('mail-off').hidden = m.enabled;
  for (const id of ['mail-address', 'mail-turn', 'mail-ended', 'mail-save']) $(id).disabled = !m.enabled;
  $('mail-address').value = m.address ?? '';
  $('mail-turn').checked = m.your_turn;
  $('mail-ended').checked = m.game_ended;
  $('mail-state').textContent = !m.address ? '' : m.confirmed ? mt('confirmed') : mt('unconfirmed');
}

// A letter's link (#mail-confirm=… or #unsubscribe=…): posts its token, says what it did.
async function followMailLink() {
  const hash = new URLSearchParams(location.hash.slice(1));
  for (const [key, path, done] of [['mail-confirm', '/api/mail/confirm', 'link-confirmed'], ['unsubscribe', '/api/mail/unsubscribe', 'link-unsubscribed']]) {
    const token = hash.get(key);
    if (!token) continue;
    history.replaceState(null, '', location.pathname);
    await run(async () => {
      await postJSON(path, { token });
      showError(mt(done));
    });
  }
}

async function show(account) {
  headerLinks(account);
  $('signed-in').hidden = !account;
  $('sign-up').hidden = !!account;
  $('sign-in').hidden = !!account;
  if (!account) return;
  $('who').textContent = at('signed-in-as', { name: account.name });
  $('since').textContent = at('member-since', { date: when(account.created_ms) });
  $('passkeys').textContent = at('passkeys', { count: account.passkeys });
  const link = $('profile-link');
  link.href = `/u/${encodeURIComponent(account.name)}`;
  link.textContent = at('profile', { name: account.name });
  await run(showMail);
}

// After a sign-up or sign-in: the recovery codes (once), then the signed-in view.
async function signedIn(answer) {
  if (answer.recovery_codes?.length) {
    const list = clear($('code-list'));
    for (const c of answer.recovery_codes) list.append(el('li', { class: 'code' }, c));
    $('codes').hidden = false;
  }
  await show(await currentAccount());
}

async function run(f) {
  try {
    await f();
  } catch (e) {
    fail(e);
  }
}

function name(id) {
  return $(id).value.trim();
}

async function main() {
  translatePage(() => {
    translateAccounts();
    translateMail();
  });
  translateAccounts();
  translateMail();
  await followMailLink();
  await show(await currentAccount());
  $('mail-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    run(async () => {
      await postJSON('/api/account/mail', {
        address: $('mail-address').value.trim(), lang: lang(), your_turn: $('mail-turn').checked, game_ended: $('mail-ended').checked,
      });
      await showMail();
    });
  });
  if (!passkeysAvailable()) {
    for (const b of [$('up-passkey'), $('in-passkey')]) b.disabled = true;
    $('up-passkey').after(el('span', { class: 'small muted' }, ` ${at('no-passkeys')}`));
  }
  $('up-passkey').addEventListener('click', () => run(async () => {
    const done = await passkeyCeremony('/api/account/passkey/signup', { name: name('up-name') }, true, { seats: heldSeats() });
    await signedIn(done);
  }));
  $('up-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    run(async () => signedIn(await postJSON('/api/account/signup', { name: name('up-name'), password: $('up-password').value, seats: heldSeats() })));
  });
  $('in-passkey').addEventListener('click', () => run(async () => {
    const done = await passkeyCeremony('/api/account/passkey/signin', { name: name('in-name') }, false, { seats: heldSeats() });
    await signedIn(done);
  }));
  $('in-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    run(async () => signedIn(await postJSON('/api/account/signin', { name: name('in-name'), password: $('in-password').value, seats: heldSeats() })));
  });
  $('recover-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    const body = { name: name('in-name'), code: $('rec-code').value, seats: heldSeats() };
    if ($('rec-password').value) body.password = $('rec-password').value;
    run(async () => signedIn(await postJSON('/api/account/recover', body)));
  });
  $('add-passkey').addEventListener('click', () => run(async () => {
    await passkeyCeremony('/api/account/passkey/add', {}, true);
    await show(await currentAccount());
    showError(at('passkey-added'));
  }));
  $('sign-out').addEventListener('click', () => run(async () => {
    await postJSON('/api/account/signout', {});
    $('codes').hidden = true;
    await show(null);
  }));
  $('sign-out-everywhere').addEventListener('click', () => run(async () => {
    await postJSON('/api/account/signout-everywhere', {});
    await show(null);
  }));
  $('delete-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    run(async () => {
      await postJSON('/api/account/delete', { name: $('delete-name').value });
      await show(null);
      showError(at('deleted'));
    });
  });
}

main();
