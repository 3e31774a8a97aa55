#!/usr/bin/env python3
"""Pools `havenbaron arena --json` runs of the same line-up into one table row.

Long tables (400 games of `ismcts:strong` against `ismcts:medium`) are played in short runs,
one tournament seed each, so that a run can be stopped and more added later. This reads the
runs' JSON files, checks that they played the same rule set, player count and bots, and
pools them the way `arena` counts one run: a win is shared between tied winners, the 95%
interval is Wilson's on the pooled win share, decision times are weighted by decisions.

    python3 crates/bots/bench/pool_arena.py docs/strength/runs/masters-strong-vs-medium/*.json

Standard library only. `--markdown` prints the row for docs/STRENGTH.md's table.
"""

import argparse
import json
import math
import sys


def wilson(successes, n, z=1.96):
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def load(paths):
    runs = []
    for path in paths:
        try:
            with open(path) as f:
                runs.append((path, json.load(f)))
        except (OSError, json.JSONDecodeError) as e:
            sys.exit(f"{path}: not an arena JSON file ({e})")
    if not runs:
        sys.exit("no runs given")
    first = runs[0][1]
    key = lambda r: (r["config"]["game"]["ruleset"], r["config"]["game"]["players"], r["config"]["bots"])
    for path, r in runs:
        if key(r) != key(first):
            sys.exit(f"{path}: plays {key(r)}, the first run {key(first)}")
    seeds = [r["config"]["seed"] for _, r in runs]
    if len(set(seeds)) != len(seeds):
        sys.exit(f"a tournament seed appears twice: {sorted(seeds)}")
    return [r for _, r in runs]


def pool(runs):
    names = [b["name"] for b in runs[0]["bots"]]
    n = len(names)
    wins = [0.0] * n
    seat_games = [0] * n
    scores = [[] for _ in range(n)]
    decisions = [0] * n
    think_ms = [0.0] * n
    max_ms = [0.0] * n
    games = capped = rounds = 0
    for r in runs:
        for g in r["games"]:
            games += 1
            capped += bool(g["capped"])
            rounds += g["rounds"]
            share = 1.0 / max(1, len(g["winners"]))
            for seat, b in enumerate(g["seat_bots"]):
                seat_games[b] += 1
                scores[b].append(g["scores"][seat])
                if seat in g["winners"]:
                    wins[b] += share
        for b, t in enumerate(r["timing"]["bots"]):
            decisions[b] += t["decisions"]
            think_ms[b] += t["mean_ms"] * t["decisions"]
            max_ms[b] = max(max_ms[b], t["max_ms"])
    bots = []
    for b in range(n):
        rate = wins[b] / seat_games[b] if seat_games[b] else 0.0
        bots.append({
            "name": names[b],
            "seat_games": seat_games[b],
            "wins": wins[b],
            "win_rate": rate,
            "win_rate_ci": wilson(wins[b], seat_games[b]),
            "mean_score": sum(scores[b]) / len(scores[b]) if scores[b] else 0.0,
            "decisions": decisions[b],
            "mean_ms": think_ms[b] / decisions[b] if decisions[b] else 0.0,
            "max_ms": max_ms[b],
        })
    return {
        "ruleset": runs[0]["config"]["game"]["ruleset"],
        "players": runs[0]["config"]["game"]["players"],
        "runs": len(runs),
        "seeds": sorted(r["config"]["seed"] for r in runs),
        "games": games,
        "capped": capped,
        "mean_rounds": rounds / games if games else 0.0,
        "bots": bots,
    }


def seed_ranges(seeds):
    out, start = [], None
    for i, s in enumerate(seeds):
        if start is None:
            start = s
        if i + 1 == len(seeds) or seeds[i + 1] != s + 1:
            out.append(str(start) if start == s else f"{start}–{s}")
            start = None
    return ", ".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("runs", nargs="+", help="arena --json output files")
    ap.add_argument("--markdown", action="store_true", help="print a docs/STRENGTH.md table row")
    args = ap.parse_args()
    p = pool(load(args.runs))
    if not args.markdown:
        print(json.dumps(p, indent=2))
        return
    a, b = p["bots"][0], p["bots"][1]
    lo, hi = a["win_rate_ci"]
    print(
        f"| {p['ruleset']} | {p['games']} | {seed_ranges(p['seeds'])} | {100 * a['win_rate']:.1f}% "
        f"| {100 * lo:.1f}–{100 * hi:.1f}% | {a['mean_score']:.2f} / {b['mean_score']:.2f} "
        f"| {a['mean_ms']:.1f} / {a['max_ms']:.0f} | {b['mean_ms']:.1f} / {b['max_ms']:.0f} "
        f"| {p['capped']} |"
    )


if __name__ == "__main__":
    main()
