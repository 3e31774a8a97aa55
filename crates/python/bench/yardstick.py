"""An outside yardstick: Havenbaron's `ismcts` against OpenSpiel's ISMCTS (its Python
`ISMCTSBot`) at equal iterations, on the OpenSpiel games of this package.

    python bench/yardstick.py --games 200 --iterations 100 [--jobs 2] [--markdown out.md]
        [--jsonl games.jsonl]
    python bench/yardstick.py --table games.jsonl [more.jsonl …]   # one table from saved games

For each rule set and player count (2: one bot each; 4: ours in two seats, OpenSpiel's in the
other two) every deal is played under each rotation of the seats, so both sides sit in every
seat equally often. A side's score is its share of the win (ties split; a game stopped by the
safety cap is ranked as it stood), its win rate the mean of that over the games, with a
Wilson 95% interval (counting a split win as a fraction). Chance is 50% in both settings.

The bots:
- ours: `ismcts:<N>it` (the crate's SO-ISMCTS: availability UCB, c = 0.7, playouts cut after
  2 rounds with the rule-of-thumb policy, a win-share estimate at the horizon; it may stop
  early once its choice cannot change);
- OpenSpiel's: `open_spiel.python.algorithms.ismcts.ISMCTSBot` with `max_simulations=N`,
  `uct_c=0.7`, unlimited world samples, max-visit final policy, and uniformly random
  rollouts to the end of the game (`havenbaron.openspiel.RolloutEvaluator`: the rollout runs
  in Rust, the search in Python). Its tree is keyed by information-state strings (the view).
"""

import argparse
import json
import math
import multiprocessing
import statistics
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts

import havenbaron
from havenbaron.openspiel import GAME_NAMES, RolloutEvaluator


def wilson(successes, n, z=1.96):
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def seatings(players):
    """Which seats are ours, one list per rotation."""
    base = [s % 2 == 0 for s in range(players)]  # ours, theirs, ours, theirs
    return [base[-r:] + base[:-r] for r in range(players)] if players == 4 else [
        base, base[::-1]]


def play_one(job):
    ruleset, players, iterations, deal, ours, seed = job
    game = pyspiel.load_game(GAME_NAMES[ruleset], {"players": players})
    rng = np.random.RandomState(seed)
    state = game.new_initial_state(deal)
    bots, times = {}, {True: [], False: []}
    for s in range(players):
        if ours[s]:
            bots[s] = havenbaron.Bot(f"ismcts:{iterations}it", seed * 10 + s)
        else:
            bots[s] = ismcts.ISMCTSBot(game, RolloutEvaluator(random_state=rng), uct_c=0.7,
                                       max_simulations=iterations, random_state=rng)
    while not state.is_terminal():
        s = state.current_player()
        t = time.perf_counter()
        if ours[s]:
            action = bots[s].choose(state.native)
        else:
            action = bots[s].step(state)
        times[ours[s]].append(time.perf_counter() - t)
        state.apply_action(action)
    returns = state.returns()
    capped = '"capped":true' in state.native.outcome_json()
    return {
        "ruleset": ruleset, "players": players, "deal": deal, "ours": ours,
        "share": sum(r for s, r in enumerate(returns) if ours[s]),
        "capped": capped, "ours_s": times[True], "theirs_s": times[False],
    }


def table(results, configs):
    header = ("| rule set | players | games | ours wins | 95% interval | capped | "
              "ours ms/decision | OpenSpiel ms/decision |")
    lines = [header, "|---|---:|---:|---:|---|---:|---:|---:|"]
    for ruleset, players in configs:
        rs = [r for r in results if r["ruleset"] == ruleset and r["players"] == players]
        n = len(rs)
        if n == 0:
            continue
        wins = sum(r["share"] for r in rs)
        lo, hi = wilson(wins, n)
        ours_ms = 1000 * statistics.mean([t for r in rs for t in r["ours_s"]] or [0])
        theirs_ms = 1000 * statistics.mean([t for r in rs for t in r["theirs_s"]] or [0])
        lines.append(f"| {ruleset} | {players} | {n} | {100 * wins / n:.1f}% | "
                     f"{100 * lo:.1f}–{100 * hi:.1f}% | {sum(r['capped'] for r in rs)} | "
                     f"{ours_ms:.1f} | {theirs_ms:.1f} |")
    return "\n".join(lines)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=200,
                   help="games per rule set and player count (rounded up to full rotations)")
    p.add_argument("--iterations", type=int, default=100)
    p.add_argument("--rulesets", default=",".join(havenbaron.rulesets()))
    p.add_argument("--players", default="2,4")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--markdown", help="write the table here too")
    p.add_argument("--jsonl", help="append each game's result here (one JSON line)")
    p.add_argument("--table", nargs="+", metavar="JSONL",
                   help="print one table from saved games instead of playing")
    a = p.parse_args()
    if a.table:
        results = [json.loads(line) for f in a.table for line in open(f) if line.strip()]
        configs = sorted({(r["ruleset"], r["players"]) for r in results})
        print(table(results, configs))
        return
    jobs = []
    for ruleset in a.rulesets.split(","):
        for players in map(int, a.players.split(",")):
            rotations = seatings(players)
            deals = -(-a.games // len(rotations))
            for d in range(deals):
                for k, ours in enumerate(rotations):
                    jobs.append((ruleset, players, a.iterations, a.seed * 100_000 + d, ours,
                                 a.seed * 1_000_000 + d * 10 + k))
    start = time.time()
    with multiprocessing.Pool(a.jobs) as pool:
        results = []
        for r in pool.imap_unordered(play_one, jobs):
            results.append(r)
            if a.jsonl:
                with open(a.jsonl, "a") as f:
                    f.write(json.dumps(r) + "\n")
            print(f"[{len(results)}/{len(jobs)} {time.time() - start:.0f}s] {r['ruleset']} "
                  f"{r['players']}p deal {r['deal']}: ours {r['share']:.2f}", flush=True)
    configs = [(r, int(n)) for r in a.rulesets.split(",") for n in a.players.split(",")]
    text = table(results, configs)
    print(text)
    print(f"{len(results)} games in {time.time() - start:.0f} s, {a.iterations} iterations")
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write(text + "\n")


if __name__ == "__main__":
    main()
