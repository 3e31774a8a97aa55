// Each rule set's help (web/<id>.js `help`, registered with web/help.js by web/rulesets.js): the
// line of what to do now, how the game ends and the sections of its rules page, with the real
// English catalogue. help.js names no rule set; these tests walk the rule sets the client lists.

import './page-env.js';

import { test } from 'node:test';
import assert from 'node:assert/strict';

// help.js adds its style sheet to the page's head when it is imported: a head that takes it.
globalThis.document.querySelector = () => null;
globalThis.document.head = globalThis.document.createElement('head');
const { rulesetIds } = await import('../../web/rulesets.js');
const { h, helpFor, helpRulesets, endLine, todoText, tipParts } = await import('../../web/help.js');

const name = (s) => ['Eva', 'Bo'][s];
const v = (pub, to_act = 0) => ({ viewer: 0, to_act, public: pub });

test('every rule set the client lists has its help, in the same order', () => {
  assert.deepEqual(helpRulesets(), rulesetIds());
  for (const id of rulesetIds()) {
    const help = helpFor(id);
    assert.equal(typeof help.todo, 'function', id);
    assert.equal(typeof help.end, 'function', id);
    assert.ok(help.rules.length > 0, id);
  }
  assert.equal(helpFor('no_such_game'), undefined);
  assert.equal(endLine('no_such_game', v({}), null, name), null);
  assert.equal(todoText('no_such_game', v({}), name), null);
});

test("every part of every rule set's rules page is a catalogue message or a known drawing", () => {
  for (const id of rulesetIds()) {
    for (const [key, parts] of helpFor(id).rules) {
      assert.ok(h(`help-sec-${key}`), `${id}: the heading of ${key}`);
      // What is folded away (`{ more: parts, title }`) holds parts of the same kinds, under a
      // summary of its own or "More detail".
      const all = parts.flatMap((p) => (p.more ? [p, ...p.more] : [p]));
      for (const p of all) {
        const ids = typeof p === 'string' ? [p] : p.ol || p.ul || [];
        for (const m of ids) assert.ok(h(m), `${id} ${key}: ${m}`);
        if (typeof p !== 'string') {
          const keys = Object.keys(p).filter((k) => !(p.more && k === 'title'));
          assert.equal(keys.length, 1, `${id} ${key}: ${JSON.stringify(p)}`);
          assert.ok(['ol', 'ul', 'things', 'draw', 'more', 'example'].includes(keys[0]), `${id} ${key}: ${JSON.stringify(p)}`);
          if (p.title) assert.ok(h(p.title), `${id} ${key}: ${p.title}`);
          if (p.example) assert.ok(h(`rules-example-${p.example}`), `${id} ${key}: ${p.example}`);
        }
      }
    }
  }
});

test("each rule set's rules page opens with its goal and steps through the examples its rules call for", () => {
  const want = { rotterdam: ['call', 'fork', 'delivery', 'trade'], masters: ['call', 'fork', 'delivery', 'market'],
    antwerpen: ['call', 'fork', 'lock', 'delivery', 'trade'] };
  for (const id of rulesetIds()) {
    const rules = helpFor(id).rules;
    assert.equal(rules[0][0], 'goal', id);
    const examples = rules.flatMap(([, parts]) => parts.filter((p) => p.example).map((p) => p.example));
    assert.deepEqual(examples, want[id], id);
  }
});

test('the header says how each game ends, in its own words', () => {
  const rotterdam = v({ round: 4, round_cap: 60, step: 'slot', seats: [{ mission_points: 12 }, { mission_points: 3 }] });
  assert.equal(endLine('rotterdam', rotterdam, null, name), h('help-end-rotterdam-last', { round: 4, points: 12 }));
  const masters = v({ round: 58, round_cap: 60, stage: 'plan', variants: {}, seats: [{ points: 3 }] });
  assert.equal(endLine('masters', masters, { end_points: 15 }, name),
    `${h('help-end-masters', { round: 58, points: 15 })} · ${h('help-cap-near-round', { cap: 60 })}`);
  const fixed = v({ round: 7, round_cap: 9, stage: 'plan', variants: { fixed_rounds: true }, seats: [] });
  assert.equal(endLine('masters', fixed, null, name), h('help-end-masters-fixed', { round: 7, rounds: 9 }));
  const antwerpen = v({ turn: 31, turn_cap: 400, players: 2, active: 1, end_after: 33, step: { step: 'turn' } });
  assert.equal(endLine('antwerpen', antwerpen, null, name), h('help-end-antwerpen-last', { turn: 31, seat: 'Bo', last: 33 }));
  assert.equal(endLine('rotterdam', v({ round: 9, round_cap: 60, step: 'ended', seats: [] }), null, name),
    h('help-end-over-round', { round: 9 }));
});

test('the line of what to do names the decision, and who takes it', () => {
  assert.equal(todoText('rotterdam', v({ step: 'slot', phase: 'navigate' }), name), h('help-do-rotterdam-navigate'));
  assert.equal(todoText('antwerpen', v({ step: { step: 'locks', open: true, left: 2 }, main_done: true }), name),
    h('help-do-antwerpen-open-lock', { left: 2 }));
  const other = todoText('masters', v({ stage: 'captain', captain_calls: 1 }, 1), name);
  assert.ok(other.includes('Bo'), other);
});

test("another seat's decision is said of them, in the third person, in every rule set", () => {
  const spectator = (pub, toAct) => ({ viewer: null, to_act: toAct, public: pub });
  assert.equal(todoText('masters', spectator({ stage: 'plan' }, 1), name), h('trade-they-masters-plan', { seat: 'Bo' }));
  assert.equal(todoText('masters', v({ stage: 'plan' }, 1), name), h('trade-they-masters-plan', { seat: 'Bo' }));
  assert.equal(todoText('rotterdam', spectator({ step: 'slot', phase: 'trade' }, 0), name), h('trade-they-rotterdam-trade', { seat: 'Eva' }));
  assert.equal(todoText('antwerpen', spectator({ step: { step: 'compose' } }, 1), name), h('trade-they-compose', { seat: 'Bo' }));
  assert.equal(todoText('rotterdam', spectator({ step: 'slot', phase: 'navigate', card: { card: 'storm', player: 1, stage: { stage: 'back', ship: 3, steps: 2 } } }, 1), name),
    h('trade-they-card-back', { seat: 'Bo', card: 'Storm', steps: 2 }));
  // The end is the same for everyone.
  assert.equal(todoText('rotterdam', spectator({ step: 'ended' }, 1), name), h('help-do-ended'));
  for (const text of [todoText('masters', spectator({ stage: 'plan' }, 1), name), todoText('antwerpen', spectator({ step: { step: 'turn' } }, 0), name)]) {
    assert.ok(!/\byou(r)?\b/i.test(text), text);
  }
  // The page's own seat decides: its own words.
  assert.equal(todoText('masters', v({ stage: 'plan' }, 0), name), h('help-do-masters-plan'));
});

test("a card's tooltip says when it is played by the rule set's own rule", () => {
  assert.equal(tipParts('masters', 'card:storm').when, h('help-when-masters-play'));
  assert.equal(tipParts('rotterdam', 'card:joker').when, h('help-when-rotterdam-joker'));
  assert.equal(tipParts('antwerpen', 'lockcard:open_2').when, h('help-when-antwerpen-card'));
  assert.equal(tipParts('antwerpen', 'shipcard:anchor').when, null, 'the Anchor says when itself');
});
