// The table page's layout helpers (style.css does the layout itself):
// - on a wide screen the right column is held within the window below the header: the page
//   gives CSS the header's height (--head), which changes when its line wraps;
// - on a phone or a narrow window the decision is a sheet fixed at the bottom of the screen. A
//   handle folds it down to one line, so that the board's lower edge shows, and opens it again;
//   a new decision of mine opens it. The page leaves room below its content for the sheet
//   (--sheet-h), so that nothing is out of reach under it.
// - a rule set's panel that one decides with as much as with one's hand (Masters' face-up
//   assignments, its missions) is moved from the panels under the board to the right column,
//   below the hand, each time the rule set draws its panels.
// The drawing of the table (table.js) does not know about any of this.

const NARROW = '(max-width: 900px)';

function setup() {
  const body = document.body;
  const root = document.documentElement;
  const header = document.querySelector('header');
  const sheet = document.getElementById('decision');
  if (!sheet || !header) return;
  const narrow = window.matchMedia(NARROW);

  // The handle names the panel it folds: the panel's own title, in the page's language.
  const handle = document.createElement('button');
  handle.type = 'button';
  handle.id = 'sheet-handle';
  handle.className = 'sheet-handle';
  handle.setAttribute('aria-controls', 'decision');
  handle.setAttribute('aria-labelledby', 'decision-title');
  const grip = document.createElement('span');
  grip.className = 'grip';
  grip.setAttribute('aria-hidden', 'true');
  handle.append(grip);
  sheet.prepend(handle);

  // Folded, the handle shows the panel's title (kept in step with the page's language).
  const title = document.getElementById('decision-title');
  const retitle = () => { handle.dataset.title = title?.textContent || ''; };
  if (title) new MutationObserver(retitle).observe(title, { childList: true, characterData: true, subtree: true });
  retitle();
  const setOpen = (open) => {
    sheet.classList.toggle('collapsed', !open);
    handle.setAttribute('aria-expanded', String(open));
    sheet.dataset.open = open ? '1' : '0';
  };
  setOpen(true);
  handle.addEventListener('click', () => setOpen(sheet.classList.contains('collapsed')));

  const measure = () => {
    root.style.setProperty('--head', `${header.offsetHeight}px`);
    root.style.setProperty('--sheet-h', narrow.matches ? `${Math.ceil(sheet.offsetHeight)}px` : '0px');
  };
  new ResizeObserver(measure).observe(sheet);
  new ResizeObserver(measure).observe(header);
  narrow.addEventListener('change', measure);
  measure();

  // My turn comes: the sheet opens with the choices.
  let mine = body.dataset.myTurn === '1';
  new MutationObserver(() => {
    const now = body.dataset.myTurn === '1';
    if (now && !mine) setOpen(true);
    mine = now;
  }).observe(body, { attributes: true, attributeFilter: ['data-my-turn'] });
}

// The panels (by id) that sit below the hand, whichever rule set draws them.
const BESIDE_HAND = ['m-assignments'];

function besideHand() {
  const panels = document.getElementById('rs-panels');
  const hand = document.getElementById('hand-panel');
  if (!panels || !hand) return;
  const move = () => {
    let after = hand;
    for (const id of BESIDE_HAND) {
      const fresh = panels.querySelector(`#${id}`);
      // The one drawn last stays: an older one (or one the rule set no longer draws) goes.
      for (const old of document.querySelectorAll(`#${id}`)) if (old !== fresh) old.remove();
      if (!fresh) continue;
      fresh.classList.add('beside-hand');
      // It scrolls inside itself in the right column: the keyboard reaches it.
      fresh.tabIndex = 0;
      after.after(fresh);
      after = fresh;
    }
  };
  // Only a drawing of the panels counts (moving one out of them is a mutation too).
  new MutationObserver((records) => { if (records.some((r) => r.addedNodes.length)) move(); }).observe(panels, { childList: true });
  move();
}

setup();
besideHand();
