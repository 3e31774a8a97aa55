"""The three rule sets as OpenSpiel games: OpenSpiel's own random simulation checks, its
ISMCTS and MCTS bots playing them, and the resampling ISMCTS relies on."""

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

import havenbaron  # noqa: E402
from havenbaron.openspiel import GAME_NAMES, RolloutEvaluator  # noqa: E402

# Short games (a low safety cap, C-7) keep the checks quick; one full-length game per rule
# set runs as well. Rounds for Rotterdam and Masters, turns for Antwerpen.
SHORT = {"rotterdam": 6, "masters": 4, "antwerpen": 16}


@pytest.mark.parametrize("ruleset", sorted(GAME_NAMES))
@pytest.mark.parametrize("players", [2, 4])
def test_random_simulation_checks(ruleset, players):
    game = pyspiel.load_game(GAME_NAMES[ruleset],
                             {"players": players, "round_cap": SHORT[ruleset]})
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


@pytest.mark.parametrize("ruleset", sorted(GAME_NAMES))
def test_random_simulation_checks_full_game(ruleset):
    game = pyspiel.load_game(GAME_NAMES[ruleset], {"players": 3, "seed": 5})
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_the_game_type_is_what_the_issue_asks():
    game = pyspiel.load_game("havenbaron_masters", {"players": 3, "auction": True})
    t = game.get_type()
    assert t.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert t.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert t.utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert t.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    assert game.num_players() == 3
    assert game.observation_tensor_shape() == [havenbaron.observation_size("masters", 3)]
    with pytest.raises(Exception, match="played by 2 to 4"):
        pyspiel.load_game("havenbaron_antwerpen", {"players": 5})
    # Each new state is a new deal; a seed given to new_initial_state fixes it.
    a, b = game.new_initial_state(), game.new_initial_state()
    assert a.information_state_string(0) != b.information_state_string(0)
    assert game.new_initial_state(7).information_state_string(0) == \
        game.new_initial_state(7).information_state_string(0)


def test_resample_from_infostate_keeps_the_information_state():
    game = pyspiel.load_game("havenbaron_rotterdam", {"players": 3})
    state = game.new_initial_state()
    rng = np.random.RandomState(0)
    for _ in range(50):
        state.apply_action(rng.choice(state.legal_actions()))
    player = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    others = set()
    for _ in range(5):
        sample = state.resample_from_infostate(player, sampler)
        assert sample.information_state_string(player) == state.information_state_string(player)
        assert np.array_equal(sample.observation_tensor(player), state.observation_tensor(player))
        assert sample.legal_actions() == state.legal_actions()
        others.add(sample.information_state_string((player + 1) % 3))
    assert len(others) > 1, "the others' hidden cards are sampled"


def play(game, bots, seed):
    state = game.new_initial_state(seed)
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].step(state))
    return state.returns()


@pytest.mark.parametrize("ruleset", sorted(GAME_NAMES))
def test_ismcts_and_mcts_bots_play_to_the_end(ruleset):
    game = pyspiel.load_game(GAME_NAMES[ruleset],
                             {"players": 2, "round_cap": SHORT[ruleset]})
    rng = np.random.RandomState(1)
    evaluator = RolloutEvaluator(random_state=rng)
    bots = [
        ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=8, random_state=rng),
        mcts.MCTSBot(game, uct_c=2.0, max_simulations=8,
                     evaluator=RolloutEvaluator(random_state=rng),
                     random_state=rng),
    ]
    returns = play(game, bots, seed=3)
    assert abs(sum(returns) - 1.0) < 1e-9
