#!/usr/bin/env python3
"""Search speed side by side: our `ismcts:strong` in each rule set against OpenSpiel's C++
ISMCTS on hearts, measured in the same run on the same machine (issue 12, item 4).

OpenSpiel's figure: `pyspiel.ISMCTSBot` (the C++ bot) with a `RandomRolloutEvaluator` (one
random rollout to the end), uct_c 2.0, 4,000 simulations, unlimited world samples, at hearts'
first decision after the pass phase that has a choice (chance, the passes and any forced play
such as the two of clubs played at random, seeded: OpenSpiel's bot answers a single legal
action without searching); the decision is timed `--repeats` times and the median is reported
as simulations per second.

Ours: `havenbaron bench --bot ismcts:strong --ruleset R --players 4 --json` for each rule set
(iterations per second at the bench's fixed mid-game position, and one decision's time and
iterations with the default budget of 10,000 iterations and its 1 s cap).

Needs OpenSpiel 2.0.2 and a release build:

    python3 -m venv /tmp/osvenv && /tmp/osvenv/bin/pip install open_spiel==2.0.2 numpy
    cargo build --release -p havenbaron
    /tmp/osvenv/bin/python crates/bots/bench/ismcts_vs_openspiel.py

Options: --havenbaron PATH (default target/release/havenbaron), --rulesets, --players,
--seconds (ours, per rule set and round), --repeats (OpenSpiel, per round), --rounds (the
measurements alternate this many times, OpenSpiel's then ours, and each figure is the median
over rounds, so a machine busy with other work slows both sides alike), --json.
"""

import argparse
import json
import random
import statistics
import subprocess
import sys
import time


def hearts_after_passing(pyspiel, seed):
    """Hearts at the first decision with a choice after the pass phase."""
    game = pyspiel.load_game("hearts")
    state = game.new_initial_state()
    rng = random.Random(seed)
    passes = 0
    while True:
        if state.is_chance_node():
            outcomes = [o for o, _ in state.chance_outcomes()]
            state.apply_action(rng.choice(outcomes))
            continue
        # Four players pass three cards each.
        if passes >= 4 * 3 and len(state.legal_actions()) > 1:
            return game, state
        state.apply_action(rng.choice(state.legal_actions()))
        passes += 1


def openspiel_ismcts(simulations, repeats, seed):
    import pyspiel

    game, state = hearts_after_passing(pyspiel, seed)
    times = []
    for r in range(repeats):
        evaluator = pyspiel.RandomRolloutEvaluator(1, seed + r)
        bot = pyspiel.ISMCTSBot(seed + r, evaluator, 2.0, simulations, -1)
        start = time.perf_counter()
        bot.step(state)
        times.append(time.perf_counter() - start)
    median = statistics.median(times)
    return {
        "game": "hearts",
        "simulations": simulations,
        "seconds_median": median,
        "simulations_per_s": simulations / median,
        "repeats": repeats,
    }


def ours(binary, ruleset, players, seconds):
    out = subprocess.run(
        [binary, "bench", "--bot", "ismcts:strong", "--ruleset", ruleset,
         "--players", str(players), "--seconds", str(seconds), "--json"],
        check=True, capture_output=True, text=True,
    ).stdout
    r = json.loads(out)
    return {
        "ruleset": ruleset,
        "players": players,
        "iterations_per_s": r["iterations_per_s"],
        "decision_ms": r["decision_ms"],
        "decision_iterations": r["decision_iterations"],
        "position_round": r["position_round"],
        "legal_actions": r["legal_actions"],
        # The processor (builds before it was reported have none).
        "machine": r.get("machine"),
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--havenbaron", default="target/release/havenbaron")
    ap.add_argument("--rulesets", default="rotterdam,masters,antwerpen")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--simulations", type=int, default=4000)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()

    rulesets = a.rulesets.split(",")
    rounds = []
    for _ in range(a.rounds):
        theirs = openspiel_ismcts(a.simulations, a.repeats, a.seed)
        rows = [ours(a.havenbaron, r, a.players, a.seconds) for r in rulesets]
        rounds.append((theirs, rows))
    theirs = dict(rounds[0][0])
    theirs["simulations_per_s"] = statistics.median(t["simulations_per_s"] for t, _ in rounds)
    theirs["rounds"] = a.rounds
    rows = []
    for i, _ in enumerate(rulesets):
        per = [r[i] for _, r in rounds]
        row = dict(per[len(per) // 2])
        row["iterations_per_s"] = statistics.median(r["iterations_per_s"] for r in per)
        row["decision_ms"] = statistics.median(r["decision_ms"] for r in per)
        row["ratio"] = statistics.median(
            r[i]["iterations_per_s"] / t["simulations_per_s"] for t, r in rounds
        )
        rows.append(row)
    if a.json:
        json.dump({"openspiel": theirs, "ours": rows}, sys.stdout, indent=2)
        print()
        return
    print(f"OpenSpiel C++ ISMCTS, hearts, {theirs['simulations']} simulations "
          f"(median of {theirs['repeats']} a round, {a.rounds} rounds): "
          f"{theirs['simulations_per_s']:,.0f} it/s")
    print(f"{'rule set':<10} {'it/s':>8} {'vs hearts':>9}   one decision (default budget; "
          "medians over rounds, the ratio per round)")
    for r in rows:
        ratio = r["ratio"]
        print(f"{r['ruleset']:<10} {r['iterations_per_s']:>8,.0f} {ratio:>8.2f}x   "
              f"{r['decision_ms']:.0f} ms, {r['decision_iterations']} iterations "
              f"(round {r['position_round']}, {r['legal_actions']} legal actions)")
    if rows and rows[0]["machine"]:
        print(f"(on {rows[0]['machine']})")


if __name__ == "__main__":
    main()
