// Words for people, in English and Dutch. Game names (products, cards, colours) are looked up
// by their data id; an id we have no word for (a replacement data file) is shown as it is.

const STRINGS = {
  en: {
    title: 'Havenbaron',
    lobby: 'Lobby',
    your_name: 'Your name',
    save: 'Save',
    new_table: 'New table',
    ruleset: 'Rule set',
    players: 'Players',
    seat: 'Seat',
    seat_n: 'Seat {0}',
    you: 'you',
    human: 'person (invite link)',
    bot: 'bot',
    level: 'level',
    easy: 'easy', medium: 'medium', strong: 'strong',
    variants: 'Variants',
    safe_harbour: 'Safe harbour (cards cannot touch ships in harbours)',
    open_products: 'Open product piles',
    seed: 'Seed (optional)',
    round_cap: 'Round cap',
    listed: 'List in the lobby so others can join',
    create: 'Create table',
    open_tables: 'Open tables',
    live_tables: 'Games being played',
    finished_tables: 'Finished games',
    none: 'none',
    join: 'Join',
    watch: 'Watch',
    replay: 'Replay',
    open_seats: '{0} open seat(s)',
    round_n: 'round {0}',
    need_name: 'Choose a name first.',
    created: 'Table created.',
    invite_links: 'Invite links (send one to each friend)',
    your_link: 'Your own link (keep it: it is your seat)',
    go_to_table: 'Go to the table',
    copy: 'Copy',
    board: 'Board',
    your_hand: 'Your hand',
    your_missions: 'Your missions',
    products: 'Products',
    navigation_cards: 'Navigation cards',
    product_piles: 'Product piles',
    players_panel: 'Players',
    log: 'Log',
    actions: 'Your choices',
    no_actions: 'Nothing to decide right now.',
    waiting_for: 'Waiting for {0}',
    your_turn: 'Your decision',
    spectating: 'You are watching',
    game_over: 'The game is over',
    capped_note: 'stopped by the round cap',
    final_scores: 'Final scores',
    total: 'Total', missions: 'Missions', cards: 'VP cards', products_pts: 'Products', rank: 'Rank',
    winner: 'winner',
    phase: 'Phase',
    round: 'Round',
    harbour_master: 'Harbour master',
    supply: 'Supply',
    pile: 'pile',
    piles_missions: 'Mission pile: {0}',
    piles_nav: 'Navigation pile: {0}',
    hand_counts: '{0} products, {1} missions, {2} nav. cards',
    on_table: 'on the table',
    completed: 'completed',
    points: '{0} pts',
    connected: 'online',
    offline: 'offline',
    host_tools: 'Host',
    hand_to_bot: 'Hand to a bot',
    offer: 'Offer',
    offer_from_to: '{0} offers {1}: gives {2}, asks {3}',
    nothing: 'nothing',
    reconnecting: 'Connection lost; reconnecting…',
    error: 'Error',
    choose: 'Choose',
    cancel: 'Cancel',
    name_banner: 'Your seat needs a name:',
    replay_of: 'Replay of table {0}',
    step_n: 'Step {0} of {1}',
    first: '« Start', prev: '‹ Back', next: 'Next ›', last: 'End »',
    reveal: 'Show every hand',
    hand_of: 'Hand of {0}',
    back_to_lobby: 'Back to the lobby',
    reconstructed: 'The board and card lists are a reconstruction.',
    start_label: 'start', anchor_label: 'anchor', harbour_accepts: 'accepts {0}',
    language: 'Language',
    empty: 'empty',
    in_supply: 'in supply: {0} ship(s)',
    card_in_play: '{0} plays {1}',
    fork_note: 'a fork: {0} steers',
  },
  nl: {
    title: 'Havenbaron',
    lobby: 'Lobby',
    your_name: 'Je naam',
    save: 'Bewaar',
    new_table: 'Nieuwe tafel',
    ruleset: 'Spelregels',
    players: 'Spelers',
    seat: 'Plaats',
    seat_n: 'Plaats {0}',
    you: 'jij',
    human: 'mens (uitnodigingslink)',
    bot: 'bot',
    level: 'niveau',
    easy: 'makkelijk', medium: 'gemiddeld', strong: 'sterk',
    variants: 'Varianten',
    safe_harbour: 'Veilige haven (kaarten raken geen schepen in havens)',
    open_products: 'Open productstapels',
    seed: 'Seed (optioneel)',
    round_cap: 'Maximum aantal rondes',
    listed: 'Toon in de lobby zodat anderen kunnen aanschuiven',
    create: 'Tafel maken',
    open_tables: 'Open tafels',
    live_tables: 'Lopende spellen',
    finished_tables: 'Afgelopen spellen',
    none: 'geen',
    join: 'Aanschuiven',
    watch: 'Kijken',
    replay: 'Terugkijken',
    open_seats: '{0} vrije plaats(en)',
    round_n: 'ronde {0}',
    need_name: 'Kies eerst een naam.',
    created: 'Tafel gemaakt.',
    invite_links: 'Uitnodigingslinks (stuur elke vriend er één)',
    your_link: 'Je eigen link (bewaar hem: het is je plaats)',
    go_to_table: 'Naar de tafel',
    copy: 'Kopieer',
    board: 'Bord',
    your_hand: 'Je hand',
    your_missions: 'Je opdrachten',
    products: 'Producten',
    navigation_cards: 'Navigatiekaarten',
    product_piles: 'Productstapels',
    players_panel: 'Spelers',
    log: 'Verloop',
    actions: 'Je keuzes',
    no_actions: 'Er valt nu niets te kiezen.',
    waiting_for: 'Wachten op {0}',
    your_turn: 'Jij beslist',
    spectating: 'Je kijkt mee',
    game_over: 'Het spel is afgelopen',
    capped_note: 'gestopt door het maximum aantal rondes',
    final_scores: 'Eindstand',
    total: 'Totaal', missions: 'Opdrachten', cards: 'WP-kaarten', products_pts: 'Producten', rank: 'Plaats',
    winner: 'winnaar',
    phase: 'Fase',
    round: 'Ronde',
    harbour_master: 'Havenmeester',
    supply: 'Voorraad',
    pile: 'stapel',
    piles_missions: 'Opdrachtenstapel: {0}',
    piles_nav: 'Navigatiestapel: {0}',
    hand_counts: '{0} producten, {1} opdrachten, {2} nav.-kaarten',
    on_table: 'op tafel',
    completed: 'voltooid',
    points: '{0} ptn',
    connected: 'online',
    offline: 'offline',
    host_tools: 'Gastheer',
    hand_to_bot: 'Geef aan een bot',
    offer: 'Aanbod',
    offer_from_to: '{0} biedt {1}: geeft {2}, vraagt {3}',
    nothing: 'niets',
    reconnecting: 'Verbinding verbroken; opnieuw verbinden…',
    error: 'Fout',
    choose: 'Kies',
    cancel: 'Annuleer',
    name_banner: 'Je plaats heeft een naam nodig:',
    replay_of: 'Tafel {0} terugkijken',
    step_n: 'Stap {0} van {1}',
    first: '« Begin', prev: '‹ Terug', next: 'Verder ›', last: 'Einde »',
    reveal: 'Toon alle handen',
    hand_of: 'Hand van {0}',
    back_to_lobby: 'Terug naar de lobby',
    reconstructed: 'Het bord en de kaartlijsten zijn een reconstructie.',
    start_label: 'start', anchor_label: 'anker', harbour_accepts: 'neemt {0}',
    language: 'Taal',
    empty: 'leeg',
    in_supply: 'in voorraad: {0} schip/schepen',
    card_in_play: '{0} speelt {1}',
    fork_note: 'een splitsing: {0} stuurt',
  },
};

const NAMES = {
  en: {
    phase: { place: '1 · Place & load', navigate: '2 · Navigate', cards: '3 · Navigation cards', unload: '4 · Unload', trade: '5 · Trade', missions: '6 · Missions' },
    colour: { red: 'red', yellow: 'yellow', green: 'green', blue: 'blue', violet: 'violet' },
    raw: { grain: 'grain', fruit: 'fruit', containers: 'containers', oil: 'oil' },
    product: { gasoline: 'gasoline', plastic: 'plastic', bread: 'bread', cookies: 'cookies', orange_juice: 'orange juice', jam: 'jam', clothes: 'clothes', shoes: 'shoes' },
    card: { swap_cargo: 'Swap cargo', extra_cargo: 'Extra cargo', setback: 'Setback', storm: 'Storm', joker: 'Joker', advantage: 'Advantage (1 VP)', extra_advantage: 'Extra advantage (2 VP)', cargo_thief: 'Cargo thief', port_police: 'Port police' },
  },
  nl: {
    phase: { place: '1 · Plaatsen & laden', navigate: '2 · Varen', cards: '3 · Navigatiekaarten', unload: '4 · Lossen', trade: '5 · Handel', missions: '6 · Opdrachten' },
    colour: { red: 'rood', yellow: 'geel', green: 'groen', blue: 'blauw', violet: 'paars' },
    raw: { grain: 'graan', fruit: 'fruit', containers: 'containers', oil: 'olie' },
    product: { gasoline: 'benzine', plastic: 'plastic', bread: 'brood', cookies: 'koekjes', orange_juice: 'sinaasappelsap', jam: 'jam', clothes: 'kleding', shoes: 'schoenen' },
    card: { swap_cargo: 'Lading ruilen', extra_cargo: 'Extra lading', setback: 'Tegenslag', storm: 'Storm', joker: 'Joker', advantage: 'Voordeel (1 WP)', extra_advantage: 'Extra voordeel (2 WP)', cargo_thief: 'Ladingdief', port_police: 'Havenpolitie' },
  },
};

// Sentences about actions and events: functions of already-translated parts.
const SENTENCES = {
  en: {
    pass: () => 'pass',
    continue_cards: () => 'continue: draw navigation cards',
    continue_unload: () => 'continue: unload',
    place_ship: (pos, cargo) => `place a ship on ${pos}, ${cargo}`,
    loaded_with: (raw) => `loaded with ${raw}`,
    call_colour: (c) => `call ${c}`,
    steer_fork: (pos) => `steer to ${pos}`,
    play_card: (c) => `play ${c}`,
    lay_card: (c) => `lay ${c} on the table`,
    select_ship: (s) => `choose ${s}`,
    select_position: (p) => `choose ${p}`,
    add_give: (p) => `offer to give 1 ${p}`,
    add_ask: (p) => `ask for 1 ${p}`,
    send_offer: (s) => `send the offer to ${s}`,
    withdraw: () => 'withdraw the offer',
    accept: () => 'accept the offer',
    decline: () => 'decline the offer',
    complete_mission: (m, j) => `complete mission ${m}${j ? `, a Joker for ${j}` : ''}`,
    ship_desc: (owner, at, cargo) => `${owner}'s ship at ${at} (${cargo})`,
    // events
    round_started: (r, hm) => `Round ${r} begins; ${hm} is harbour master`,
    phase_started: (p) => `Phase ${p}`,
    passed: (s) => `${s} passes`,
    ship_placed: (s, pos, cargo) => `${s} places a ship on ${pos} (${cargo})`,
    colour_called: (s, c) => `${s} calls ${c}`,
    ship_moved: (ship, from, to) => `${ship} sails ${from} → ${to}`,
    card_played: (s, c) => `${s} plays ${c}`,
    card_laid: (s, c) => `${s} lays ${c} on the table`,
    cargo_swapped: (a, b) => `cargo swapped between ${a} and ${b}`,
    cargo_moved: (a, b, raw) => `${raw} moved from ${a} to ${b}`,
    cargo_returned: (a, raw) => `${raw} of ${a} returns to the supply`,
    nav_card_drawn: (s, c) => c ? `${s} draws ${c}` : `${s} draws a navigation card`,
    nav_card_refused: (s) => `${s}'s hand is full: no card`,
    nav_pile_reshuffled: (n) => `the navigation discards (${n}) are reshuffled`,
    ship_unloaded: (s, h, cargo, got, p) => got ? `${s} unloads ${cargo} in ${h} and takes ${p || 'a product card'}` : `${s}'s ship leaves ${h} (${cargo}) without a card`,
    product_buried: (h, p) => `${p} goes under the ${h} pile`,
    offer_sent: (a, b, give, ask) => `${a} offers ${b}: gives ${give}, asks ${ask}`,
    offer_accepted: (a, b) => `${b} accepts ${a}'s offer`,
    offer_declined: (a, b) => `${b} declines ${a}'s offer`,
    offer_withdrawn: (s) => `${s} withdraws the offer`,
    mission_completed: (s, m, j, pts) => `${s} completes ${m}${j ? ` (Joker for ${j})` : ''}: ${pts} points`,
    mission_drawn: (s, m) => m ? `${s} draws mission ${m}` : `${s} draws a mission`,
    game_ended: (capped) => capped ? 'The game ends (round cap)' : 'The game ends',
  },
  nl: {
    pass: () => 'passen',
    continue_cards: () => 'verder: navigatiekaarten trekken',
    continue_unload: () => 'verder: lossen',
    place_ship: (pos, cargo) => `zet een schip op ${pos}, ${cargo}`,
    loaded_with: (raw) => `geladen met ${raw}`,
    call_colour: (c) => `roep ${c}`,
    steer_fork: (pos) => `stuur naar ${pos}`,
    play_card: (c) => `speel ${c}`,
    lay_card: (c) => `leg ${c} op tafel`,
    select_ship: (s) => `kies ${s}`,
    select_position: (p) => `kies ${p}`,
    add_give: (p) => `bied 1 ${p} aan`,
    add_ask: (p) => `vraag 1 ${p}`,
    send_offer: (s) => `stuur het aanbod naar ${s}`,
    withdraw: () => 'trek het aanbod in',
    accept: () => 'neem het aanbod aan',
    decline: () => 'wijs het aanbod af',
    complete_mission: (m, j) => `voltooi opdracht ${m}${j ? `, Joker voor ${j}` : ''}`,
    ship_desc: (owner, at, cargo) => `schip van ${owner} op ${at} (${cargo})`,
    round_started: (r, hm) => `Ronde ${r} begint; ${hm} is havenmeester`,
    phase_started: (p) => `Fase ${p}`,
    passed: (s) => `${s} past`,
    ship_placed: (s, pos, cargo) => `${s} zet een schip op ${pos} (${cargo})`,
    colour_called: (s, c) => `${s} roept ${c}`,
    ship_moved: (ship, from, to) => `${ship} vaart ${from} → ${to}`,
    card_played: (s, c) => `${s} speelt ${c}`,
    card_laid: (s, c) => `${s} legt ${c} op tafel`,
    cargo_swapped: (a, b) => `lading geruild tussen ${a} en ${b}`,
    cargo_moved: (a, b, raw) => `${raw} gaat van ${a} naar ${b}`,
    cargo_returned: (a, raw) => `${raw} van ${a} gaat terug naar de voorraad`,
    nav_card_drawn: (s, c) => c ? `${s} trekt ${c}` : `${s} trekt een navigatiekaart`,
    nav_card_refused: (s) => `de hand van ${s} is vol: geen kaart`,
    nav_pile_reshuffled: (n) => `de afgelegde navigatiekaarten (${n}) worden geschud`,
    ship_unloaded: (s, h, cargo, got, p) => got ? `${s} lost ${cargo} in ${h} en neemt ${p || 'een productkaart'}` : `het schip van ${s} verlaat ${h} (${cargo}) zonder kaart`,
    product_buried: (h, p) => `${p} gaat onder de stapel van ${h}`,
    offer_sent: (a, b, give, ask) => `${a} biedt ${b}: geeft ${give}, vraagt ${ask}`,
    offer_accepted: (a, b) => `${b} neemt het aanbod van ${a} aan`,
    offer_declined: (a, b) => `${b} wijst het aanbod van ${a} af`,
    offer_withdrawn: (s) => `${s} trekt het aanbod in`,
    mission_completed: (s, m, j, pts) => `${s} voltooit ${m}${j ? ` (Joker voor ${j})` : ''}: ${pts} punten`,
    mission_drawn: (s, m) => m ? `${s} trekt opdracht ${m}` : `${s} trekt een opdracht`,
    game_ended: (capped) => capped ? 'Het spel is afgelopen (maximum aantal rondes)' : 'Het spel is afgelopen',
  },
};

export const LANGS = ['en', 'nl'];
export const NAV_CARDS = ['swap_cargo', 'extra_cargo', 'setback', 'storm', 'joker', 'advantage', 'extra_advantage', 'cargo_thief', 'port_police'];

export function lang() {
  const stored = localStorage.getItem('hb.lang');
  if (LANGS.includes(stored)) return stored;
  return (navigator.language || 'en').toLowerCase().startsWith('nl') ? 'nl' : 'en';
}

export function setLang(l) {
  if (LANGS.includes(l)) localStorage.setItem('hb.lang', l);
}

export function t(key, ...args) {
  const s = STRINGS[lang()][key] ?? STRINGS.en[key] ?? key;
  return s.replace(/\{(\d)\}/g, (_, i) => String(args[Number(i)] ?? ''));
}

export function name(kind, id) {
  const table = NAMES[lang()][kind] || {};
  return table[id] ?? NAMES.en[kind]?.[id] ?? String(id).replaceAll('_', ' ');
}

export function say(key, ...args) {
  const f = SENTENCES[lang()][key] || SENTENCES.en[key];
  return f ? f(...args) : key;
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
      o.textContent = l === 'en' ? 'English' : 'Nederlands';
      sel.append(o);
    }
    sel.addEventListener('change', () => {
      setLang(sel.value);
      translatePage(onChange);
      if (onChange) onChange();
    });
  }
  if (sel) sel.value = lang();
}
