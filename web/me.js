// My games (`/me`): the signed-in account's running games (whose turn, since when, the link
// to my seat) and finished ones (result, replay), on any device; a guest sees the seats this
// browser remembers, and is asked to sign in to find them elsewhere.

import { byId as $ } from './util.js';
import { translatePage } from './i18n.js';
import { translateAccounts, currentAccount, headerLinks, showMyGames, showRemembered } from './accounts.js';

async function main() {
  const account = await currentAccount();
  const draw = async () => {
    translateAccounts();
    if (account) await showMyGames($('my-games'));
    else $('guest').hidden = await showRemembered($('my-games'));
  };
  translatePage(draw);
  headerLinks(account);
  $('guest').hidden = !!account;
  await draw();
}

main();
