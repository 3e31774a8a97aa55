"""How fast the Python package plays: random games driven from a Python loop, and batched
steps for reinforcement learning. Medians of several runs, per second of wall time and per
second of this process's CPU time: on a machine shared with other work the wall-time rate
drops with the load, while the CPU-time rate shows what the code costs when it runs.

    python bench/speed.py [--seconds S] [--runs N] [--games G] [--threads T] [--hearts]

`--hearts` also times OpenSpiel's C++ hearts driven by the same Python loop, a yardstick
for how loaded the machine is (the issue measured 325k actions/s for it, unloaded).
"""

import argparse
import random
import statistics
import time

import numpy as np

import havenbaron


def rates(actions, start, cpu):
    """Actions per second of wall time and per second of CPU time (all threads)."""
    return (actions / (time.perf_counter() - start), actions / (time.process_time() - cpu))


def report(name, ruleset, runs):
    wall = statistics.median(r[0] for r in runs)
    cpu = statistics.median(r[1] for r in runs)
    each = ", ".join(f"{r[0] / 1e3:.0f}k" for r in runs)
    print(f"{name:<30} {ruleset:<10} {wall:>12,.0f} {cpu:>12,.0f}   ({each})", flush=True)


def python_loop(ruleset, players, seconds, seed):
    """Whole random games: `legal_actions`, `random.choice`, `apply`, until time is up."""
    rng = random.Random(seed)
    choice = rng.choice
    actions = 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        game = havenbaron.Game(ruleset, players, seed=rng.randrange(2**32))
        legal_actions, apply, is_over = game.legal_actions, game.apply, game.is_over
        while not is_over():
            apply(choice(legal_actions()))
            actions += 1
    return rates(actions, start, cpu)


def hearts_loop(seconds, seed):
    import pyspiel
    game = pyspiel.load_game("hearts")
    rng = random.Random(seed)
    actions = 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, probs)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            actions += 1
    return rates(actions, start, cpu)


def batch_loop(ruleset, players, games, seconds, seed, threads=1):
    """`Batch.legal` → one random legal action per game chosen with numpy → `Batch.step`."""
    batch = havenbaron.Batch(ruleset, players, games=games, seed=seed, threads=threads)
    rng = np.random.default_rng(seed)
    steps = 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        offsets, actions = batch.legal()
        batch.step(batch.random_actions(rng, offsets, actions))
        steps += 1
    return rates(steps * games, start, cpu)


def batch_observed_loop(ruleset, players, games, seconds, seed):
    """The loop of a learner: each step also reads every game's observation (written in
    place into one array, ``out=``) before choosing."""
    batch = havenbaron.Batch(ruleset, players, games=games, seed=seed)
    rng = np.random.default_rng(seed)
    obs = batch.observations()
    steps = 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        batch.observations(out=obs)
        offsets, actions = batch.legal()
        batch.step(batch.random_actions(rng, offsets, actions))
        steps += 1
    return rates(steps * games, start, cpu)


def batch_rust(ruleset, players, games, seconds, seed):
    """`Batch.step_random`: the same steps with the choice made in Rust (the ceiling)."""
    batch = havenbaron.Batch(ruleset, players, games=games, seed=seed)
    actions = 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        actions += batch.step_random(16)
    return rates(actions, start, cpu)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--seconds", type=float, default=2.0, help="per run")
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--games", type=int, default=1024, help="games in a batch")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--threads", type=int, default=1, help="threads of the batch's step")
    p.add_argument("--hearts", action="store_true")
    a = p.parse_args()
    print(f"{'what':<30} {'rule set':<10} {'wall /s':>12} {'CPU /s':>12}   (wall, each run)")
    for ruleset in havenbaron.rulesets():
        for name, f in [("python loop", lambda s: python_loop(ruleset, a.players, a.seconds, s)),
                        (f"batch of {a.games}, numpy choice",
                         lambda s: batch_loop(ruleset, a.players, a.games, a.seconds, s)),
                        (f"  the same, {a.threads} threads",
                         lambda s: batch_loop(ruleset, a.players, a.games, a.seconds, s,
                                              a.threads)),
                        ("  the same, with observations",
                         lambda s: batch_observed_loop(ruleset, a.players, a.games, a.seconds,
                                                       s)),
                        (f"batch of {a.games}, Rust choice",
                         lambda s: batch_rust(ruleset, a.players, a.games, a.seconds, s))]:
            report(name, ruleset, [f(seed) for seed in range(a.runs)])
    if a.hearts:
        report("python loop (OpenSpiel)", "hearts",
               [hearts_loop(a.seconds, s) for s in range(a.runs)])


if __name__ == "__main__":
    main()
