"""The plain API: integer actions, checked input, seats' views, clone, seeds, resampling."""

import json
import os
import random
import time

import numpy as np
import pytest

import havenbaron
from havenbaron import Game

CASES = [(r, p) for r in havenbaron.rulesets() for p in (2, 3, 4)]


def play(game, rng, steps=None):
    n = 0
    while not game.is_over() and (steps is None or n < steps):
        game.apply(rng.choice(game.legal_actions()))
        n += 1
    return n


@pytest.mark.parametrize("ruleset,players", CASES)
def test_random_games_end_with_win_shares(ruleset, players):
    game = Game(ruleset, players, seed=3)
    n = play(game, random.Random(3))
    assert game.is_over() and game.current_player() is None
    assert game.legal_actions() == []
    r = game.returns()
    assert len(r) == players and abs(sum(r) - 1.0) < 1e-9
    outcome = json.loads(game.outcome_json())
    assert [s["rank"] == 1 for s in outcome["scores"]] == [x > 0 for x in r]
    assert len(game.history()) == n


def test_the_same_seed_and_actions_give_the_same_game():
    a, b = Game("masters", 3, seed=11), Game("masters", 3, seed=11)
    play(a, random.Random(5), 300)
    for i in a.history():
        b.apply(i)
    assert a.state_hash() == b.state_hash()
    assert Game("masters", 3, seed=12).information_state(0) != Game(
        "masters", 3, seed=11).information_state(0)


def test_bad_input_is_refused_and_changes_nothing():
    game = Game("rotterdam", 4, seed=1)
    play(game, random.Random(1), 40)
    before = (game.state_hash(), game.history())
    legal = game.legal_actions()
    illegal = next(i for i in range(game.num_actions) if i not in legal)
    other = (game.current_player() + 1) % 4
    for bad in [lambda: game.apply(illegal),
                lambda: game.apply(-1),
                lambda: game.apply(game.num_actions),
                lambda: game.apply(legal[0], seat=other),
                lambda: game.apply(legal[0], seat=7),
                lambda: game.observation(4),
                lambda: game.information_state(-1),
                lambda: game.resample(9, 0)]:
        with pytest.raises(ValueError):
            bad()
    assert (game.state_hash(), game.history()) == before
    with pytest.raises(ValueError, match="is not legal now"):
        game.apply(illegal)
    with pytest.raises(ValueError, match="cannot act now"):
        game.apply(legal[0], seat=other)
    with pytest.raises(ValueError, match="played by 2 to 4"):
        Game("antwerpen", 5)
    with pytest.raises(ValueError, match="unknown rule set"):
        Game("monopoly", 2)
    with pytest.raises(ValueError, match="no variant"):
        Game("rotterdam", 2, variants={"auction": True})
    Game("masters", 2, variants={"auction": True, "factory_layout": "en"})


def test_the_index_is_fixed_and_round_trips():
    for r in havenbaron.rulesets():
        layout = havenbaron.action_layout(r)
        assert layout[0][:3] == ("pass", 0, 1)
        last = layout[-1]
        assert last[1] + last[2] == havenbaron.num_actions(r)
    game = Game("antwerpen", 3, seed=2)
    for i in game.legal_actions():
        assert game.action_from_json(game.action_to_json(i)) == i
    assert game.action_from_json('{"type":"pass"}') == 0
    with pytest.raises(ValueError):
        game.action_from_json('{"type":"lay_card","card":"vp"}')  # not an Antwerpen action
    mask = havenbaron.legal_mask(game)
    assert mask.shape == (game.num_actions,) and list(np.flatnonzero(mask)) == game.legal_actions()


def test_views_hide_what_a_seat_cannot_know():
    game = Game("rotterdam", 3, seed=4)
    play(game, random.Random(4), 30)
    views = [json.loads(game.information_state(s)) for s in range(3)]
    for s, v in enumerate(views):
        assert v["viewer"] == s and v["hand"] is not None
    assert views[0]["hand"] != views[1]["hand"] or views[1]["hand"] != views[2]["hand"]
    # Seat 0's information state and observation do not change when the others' hidden
    # cards are resampled; seat 1's do.
    obs0 = havenbaron.observation_tensor(game, 0)
    assert obs0.shape == (game.observation_size,) and obs0.dtype == np.float32
    assert game.observation_size == havenbaron.observation_size("rotterdam", 3)
    changed = False
    for seed in range(6):
        sample = game.resample(0, seed)
        assert sample.information_state(0) == game.information_state(0)
        assert np.array_equal(havenbaron.observation_tensor(sample, 0), obs0)
        changed |= sample.information_state(1) != game.information_state(1)
        assert sample.history() == game.history()
    assert changed
    assert not np.array_equal(havenbaron.observation_tensor(game, 1), obs0)
    public = json.loads(game.public_information())
    assert public["viewer"] is None and public["hand"] is None


def test_clone_is_independent():
    game = Game("antwerpen", 2, seed=8)
    play(game, random.Random(8), 20)
    copy = game.clone()
    assert copy.state_hash() == game.state_hash()
    copy.apply(copy.legal_actions()[0])
    assert copy.state_hash() != game.state_hash()
    assert len(copy.history()) == len(game.history()) + 1
    returns = game.rollout(seed=1)
    assert abs(sum(returns) - 1.0) < 1e-9 and not game.is_over()


def test_a_batch_steps_many_games():
    batch = havenbaron.Batch("rotterdam", 2, games=16, seed=5)
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(3000):
        offsets, actions = batch.legal()
        assert offsets.shape == (17,)
        done, rewards = batch.step(batch.random_actions(rng, offsets, actions))
        ended += int(done.sum())
        assert np.allclose(rewards[done].sum(axis=1), 1.0)
        assert not rewards[~done].any()
    assert ended == batch.finished and ended > 0
    offsets, actions = batch.legal()
    bad = batch.random_actions(rng, offsets, actions)
    bad[3] = 10**6
    before = [batch.game(k).state_hash() for k in range(16)]
    with pytest.raises(ValueError, match="game 3"):
        batch.step(bad)
    assert [batch.game(k).state_hash() for k in range(16)] == before
    obs = batch.observations()
    assert obs.shape == (16, havenbaron.observation_size("rotterdam", 2))
    # Each row is the game's observation for its seat to act; `out` refills in place.
    to_act = batch.to_act()
    for k in (0, 7, 15):
        assert np.array_equal(obs[k], havenbaron.observation_tensor(batch.game(k), to_act[k]))
    batch.step_random(3)
    again = batch.observations(out=obs)
    assert again is obs and np.array_equal(obs[3], havenbaron.observation_tensor(
        batch.game(3), batch.to_act()[3]))
    with pytest.raises(ValueError, match="returned by Batch.observations"):
        batch.observations(out=np.zeros_like(obs))
    with pytest.raises(ValueError, match="returned by Batch.observations"):
        batch.observations(out=obs[:8])
    assert batch.step_random(5) == 80


def test_a_threaded_batch_matches_one_thread_and_survives_a_fork():
    one = havenbaron.Batch("masters", 3, games=9, seed=2, round_cap=1)
    two = havenbaron.Batch("masters", 3, games=9, seed=2, round_cap=1, threads=2)
    rng = np.random.default_rng(1)
    for _ in range(400):
        offsets, actions = one.legal()
        assert all(np.array_equal(a, b) for a, b in zip((offsets, actions), two.legal()))
        chosen = one.random_actions(rng, offsets, actions)
        done, rewards = one.step(chosen)
        done2, rewards2 = two.step(chosen)
        assert np.array_equal(done, done2) and np.array_equal(rewards, rewards2)
    assert one.finished == two.finished > 0
    assert [one.game(k).history() for k in range(9)] == [two.game(k).history() for k in range(9)]
    if not hasattr(os, "fork"):
        return
    # A forked child has a copy of the batch but not its threads: it starts its own.
    pid = os.fork()
    if pid == 0:
        try:
            two.step_random(1)
            offsets, actions = two.legal()
            two.step(two.random_actions(np.random.default_rng(2), offsets, actions))
        finally:
            os._exit(0 if two.finished >= one.finished else 1)
    for _ in range(600):  # a child that hangs fails the test instead of stalling it
        done_pid, status = os.waitpid(pid, os.WNOHANG)
        if done_pid:
            break
        time.sleep(0.1)
    else:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        pytest.fail("the forked child's step did not return")
    assert os.waitstatus_to_exitcode(status) == 0


def test_our_bots_play_from_python():
    game = Game("masters", 2, seed=6)
    bots = [havenbaron.Bot("greedy", seed=1), havenbaron.Bot("ismcts:20it", seed=2)]
    while not game.is_over():
        choice = bots[game.current_player()].choose(game)
        assert choice in game.legal_actions()
        game.apply(choice)
    assert abs(sum(game.returns()) - 1.0) < 1e-9
    with pytest.raises(ValueError, match="game is over"):
        bots[0].choose(game)
    with pytest.raises(ValueError, match="unknown bot"):
        havenbaron.Bot("alphazero")


@pytest.mark.parametrize("ruleset,players", CASES)
def test_the_observation_layout_names_every_float(ruleset, players):
    layout = havenbaron.observation_layout(ruleset, players)
    size = havenbaron.observation_size(ruleset, players)
    assert sum(f[2] for f in layout) == size and layout[0][1] == 0
    assert all(a[1] + a[2] == b[1] for a, b in zip(layout, layout[1:]))
    assert {f[3] for f in layout} <= {"one-hot", "counts", "multi-hot", "number", "flag"}
    fields = {f[0]: f for f in layout}
    game = Game(ruleset, players, seed=2)
    play(game, random.Random(2), 200)
    seat = game.current_player()
    obs = havenbaron.observation_tensor(game, seat)
    view = json.loads(game.information_state(seat))
    # Seats count from the viewer: "to_act" has its 1 at place 0 for the seat to act.
    name, offset, n, _ = fields["to_act"]
    assert n == players and obs[offset] == 1.0 and obs[offset:offset + n].sum() == 1.0
    # The viewer's own product cards, as in its information state.
    name, offset, n, _ = fields["hand.products"]
    assert list(obs[offset:offset + n]) == view["hand"]["products"]
    # Each of the viewer's ships is where the view says.
    per = view["public"]["fleet"]["per_player"]
    positions = len(view["public"]["fleet"]["occupant"])
    for i in range(per):
        ship = view["public"]["fleet"]["ships"][seat * per + i]
        name, offset, n, _ = fields[f"ship[{i}].position ({positions}: in the supply)"]
        assert n == positions + 1
        assert obs[offset + (positions if ship["pos"] is None else ship["pos"])] == 1.0
    with pytest.raises(ValueError, match="played by 2 to 4"):
        havenbaron.observation_size(ruleset, 5)


def test_a_finished_game_is_analysed():
    game = Game("masters", 2, seed=5)
    bot = havenbaron.Bot("greedy", seed=1)
    record = {"config": json.loads(game.config_json()), "actions": []}
    while not game.is_over():
        seat = game.current_player()
        choice = bot.choose(game)
        record["actions"].append({"seat": seat, "action": json.loads(game.action_to_json(choice))})
        game.apply(choice)
    report = havenbaron.analyse(record, budget=4, seed=2)
    assert report["method"] == "havenbaron-analysis/3" and report["budget"] == 4
    assert [p["seat"] for p in report["seats"]] == [0, 1]
    assert report["decisions"] and all(d["cost"] >= 0 for d in report["decisions"])
    assert havenbaron.analyse(json.dumps(record), budget=4, seed=2) == report
    record["actions"] = record["actions"][:5]
    with pytest.raises(ValueError, match="not over"):
        havenbaron.analyse(record, budget=4)
