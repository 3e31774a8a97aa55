// What the browser remembers of the tutorials (localStorage), shared by the coach at the table
// (tutorial.js) and the learning page (learn.js): `hb.tutorial.RULESET` is where a tutorial is
// (its table, the seat's token, the next step, whether the learner left the script, whether it
// ended) and `hb.tutorials.done` the rule sets whose tutorial was played to its end.

export const DONE_KEY = 'hb.tutorials.done';
export const progressKey = (rs) => `hb.tutorial.${rs}`;

export function readProgress(rs) {
  try { return JSON.parse(localStorage.getItem(progressKey(rs)) || 'null'); } catch { return null; }
}

export function saveProgress(rs, p) {
  localStorage.setItem(progressKey(rs), JSON.stringify(p));
}

export function doneSet() {
  try { return new Set(JSON.parse(localStorage.getItem(DONE_KEY) || '[]')); } catch { return new Set(); }
}

export function markDone(rs) {
  const done = doneSet();
  done.add(rs);
  localStorage.setItem(DONE_KEY, JSON.stringify([...done]));
}

// Whether `action` is the one a step asks for: every field has the same value (a field left
// out and a null are the same).
export function sameAction(want, action) {
  if (!want || !action) return false;
  const keys = new Set([...Object.keys(want), ...Object.keys(action)]);
  return [...keys].every((k) => JSON.stringify(want[k] ?? null) === JSON.stringify(action[k] ?? null));
}
