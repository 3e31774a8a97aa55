// The account page: sign up or in with a passkey (or a password), recovery codes shown once at
// sign-up, a second passkey, sign out here or everywhere, delete the account. Signing up or in
// hands the server the seats this browser holds, which it attaches to the account.

import { postJSON } from './api.js';
import { el, clear, byId as $, showError } from './util.js';
import { errorText, translatePage, lv, t } from './i18n.js';
import {
  at, translateAccounts, heldSeats, currentAccount, when, passkeyCeremony, passkeysAvailable, headerLinks,
} from './accounts.js';

const fail = (e) => showError(lv(t('error'), typeof e === 'string' ? e : errorText(e)), true);

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
  translatePage(() => translateAccounts());
  translateAccounts();
  await show(await currentAccount());
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
