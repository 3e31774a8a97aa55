"""An AEC environment per rule set, checked by PettingZoo's own api_test."""

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test  # noqa: E402

from havenbaron import pettingzoo as hz  # noqa: E402

ENVS = {"rotterdam": hz.rotterdam_v0, "masters": hz.masters_v0, "antwerpen": hz.antwerpen_v0}


@pytest.mark.parametrize("ruleset", sorted(ENVS))
@pytest.mark.parametrize("players", [2, 4])
def test_api_test_passes(ruleset, players):
    # Four players on a short game (the cap, C-7, ends it inside the test), two on a full one.
    cap = (3 if ruleset != "antwerpen" else 12) if players == 4 else None
    env = ENVS[ruleset].env(players=players, round_cap=cap)
    api_test(env, num_cycles=200)


def test_a_full_game_ends_with_win_shares_and_masks_follow_the_rules():
    env = hz.rotterdam_v0.env(players=3)
    env.reset(seed=4)
    rng = np.random.default_rng(4)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert list(legal) == env.game.legal_actions()
        other = env.possible_agents[(env.possible_agents.index(agent) + 1) % 3]
        assert not env.observe(other)["action_mask"].any(), "only the seat to act has moves"
        illegal = next(i for i in range(len(obs["action_mask"])) if not obs["action_mask"][i])
        with pytest.raises(ValueError):
            env.step(illegal)
        env.step(rng.choice(legal))
    assert abs(sum(totals.values()) - 1.0) < 1e-9
    assert env.agents == []


def test_reset_with_a_seed_repeats_the_deal():
    env = hz.antwerpen_v0.env(players=2, render_mode="ansi")
    env.reset(seed=9)
    first = env.render()
    env.reset(seed=9)
    assert env.render() == first
    env.reset(seed=10)
    assert env.render() != first
