"""The three rule sets as OpenSpiel Python games: importing this module registers
``havenbaron_rotterdam``, ``havenbaron_masters`` and ``havenbaron_antwerpen``.

Game type: sequential, imperfect information, **sampled stochastic** (the deck shuffles happen
inside the engine, seeded; there are no explicit chance nodes), general-sum, terminal rewards.
A seat's return is its share of the win: 1/k to each of the k seats ranked first (ties split),
0 to the others; a game stopped by the safety cap (RULES C-7) is ranked as it stood.

Parameters: ``players`` (2–4, default 4), ``seed`` (the deals: the n-th
``new_initial_state()`` of a game object plays seed ``seed + n``), ``round_cap`` (0: the rule
set's default) and the rule set's variants (Rotterdam ``safe_harbour``, ``open_products``;
Masters ``fixed_rounds``, ``auction``, ``factory_layout``), e.g.
``pyspiel.load_game("havenbaron_masters(players=3,auction=True)")``.

Observations (from the observing seat's view only): the information-state string and the
observation string are the engine's view JSON of that seat; the observation tensor is the
dense encoding of the same view (``havenbaron.observation_size(ruleset, players)`` floats,
fields listed by ``havenbaron.observation_layout``; see ``docs/PYTHON.md``). A public observer (``private_info`` NONE) sees the spectator's view.
``resample_from_infostate(player, sampler)`` samples a complete game from that seat's view
(what ``ISMCTSBot`` calls).
"""

import itertools

import numpy as np
import pyspiel

import havenbaron

#: OpenSpiel short names by rule set id.
GAME_NAMES = {r: f"havenbaron_{r}" for r in havenbaron.rulesets()}

#: An upper bound on actions in one game (the safety cap bounds every game; random play
#: in the longest rule set stays far below this).
MAX_GAME_LENGTH = 100_000


def _defaults(info):
    params = {"players": info["max_players"], "seed": 0, "round_cap": 0}
    for v in info["variants"]:
        params[v["name"]] = v["default"] == "true" if not v["values"] else v["default"]
    return params


def _game_type(ruleset):
    info = havenbaron.ruleset_info(ruleset)
    return pyspiel.GameType(
        short_name=GAME_NAMES[ruleset],
        long_name=f"Havenbaron: {info['name']}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info["max_players"],
        min_num_players=info["min_players"],
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_defaults(info),
    )


class HavenbaronGame(pyspiel.Game):
    """One rule set with its parameters; ``new_initial_state`` deals game after game."""

    ruleset = None  # set by each rule set's subclass

    def __init__(self, params=None):
        info = havenbaron.ruleset_info(self.ruleset)
        p = dict(_defaults(info))
        p.update(params or {})
        self._players = int(p["players"])
        self._variants = {v["name"]: p[v["name"]] for v in info["variants"]}
        self._round_cap = int(p["round_cap"]) or None
        self._seed = int(p["seed"])
        self._dealt = itertools.count()
        # Fails here, with the engine's reason, on a bad player count or variant.
        havenbaron.Game(self.ruleset, self._players, 0, self._variants, self._round_cap)
        super().__init__(
            _TYPES[self.ruleset],
            pyspiel.GameInfo(
                num_distinct_actions=havenbaron.num_actions(self.ruleset),
                max_chance_outcomes=0,
                num_players=self._players,
                min_utility=0.0,
                max_utility=1.0,
                utility_sum=None,
                max_game_length=MAX_GAME_LENGTH,
            ),
            p,
        )

    def new_initial_state(self, seed=None):
        """A new deal: seed ``seed`` if given, else the game's seed plus a counter."""
        if seed is None:
            seed = self._seed + next(self._dealt)
        native = havenbaron.Game(self.ruleset, self._players, seed, self._variants,
                                 self._round_cap)
        return HavenbaronState(self, native)

    def make_py_observer(self, iig_obs_type=None, params=None):
        return HavenbaronObserver(havenbaron.observation_size(self.ruleset, self._players),
                                  iig_obs_type, params)


class HavenbaronState(pyspiel.State):
    """A game in progress; wraps a native :class:`havenbaron.Game`."""

    def __init__(self, game, native):
        super().__init__(game)
        self.native = native

    def current_player(self):
        p = self.native.current_player()
        return pyspiel.PlayerId.TERMINAL if p is None else p

    def _legal_actions(self, player):
        if player != self.native.current_player():
            return []
        return self.native.legal_actions()

    def _apply_action(self, action):
        self.native.apply(action)

    def _action_to_string(self, player, action):
        return self.native.action_to_json(action)

    def is_terminal(self):
        return self.native.is_over()

    def returns(self):
        return self.native.returns()

    def resample_from_infostate(self, player_id, probability_sampler):
        """A complete game sampled from what ``player_id`` knows (its view only)."""
        seed = int(probability_sampler() * 2**62)
        state = HavenbaronState(self.get_game(), self.native.resample(player_id, seed))
        return state

    def __str__(self):
        return self.native.public_information()


class HavenbaronObserver:
    """OpenSpiel's PyObserver: tensor and string from one seat's view (or the public view
    for an observer without private information)."""

    def __init__(self, size, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        self._public = (iig_obs_type is not None and iig_obs_type.private_info
                        == pyspiel.PrivateInfoType.NONE)
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"view": self.tensor}

    def set_from(self, state, player):
        if self._public:
            data = state.native.public_observation()
        else:
            data = state.native.observation(player)
        self.tensor[:] = np.frombuffer(data, np.float32)

    def string_from(self, state, player):
        if self._public:
            return state.native.public_information()
        return state.native.information_state(player)


class RolloutEvaluator:
    """An OpenSpiel MCTS/ISMCTS evaluator (``evaluate`` and ``prior``, like
    ``open_spiel.python.algorithms.mcts.RandomRolloutEvaluator``) whose uniformly random
    rollouts to the end run in Rust (``Game.rollout``): the same estimate, without a Python
    loop per action."""

    def __init__(self, n_rollouts=1, random_state=None):
        self.n_rollouts = n_rollouts
        self._random_state = random_state or np.random.RandomState()

    def evaluate(self, state):
        total = None
        for _ in range(self.n_rollouts):
            r = np.array(state.native.rollout(int(self._random_state.randint(2**62))))
            total = r if total is None else total + r
        return total / self.n_rollouts

    def prior(self, state):
        legal = state.legal_actions(state.current_player())
        return [(a, 1.0 / len(legal)) for a in legal]


def _subclass(ruleset):
    return type(f"Havenbaron{ruleset.capitalize()}Game", (HavenbaronGame,),
                {"ruleset": ruleset})


_TYPES = {}
GAME_CLASSES = {}
for _r in havenbaron.rulesets():
    _TYPES[_r] = _game_type(_r)
    GAME_CLASSES[_r] = _subclass(_r)
    pyspiel.register_game(_TYPES[_r], GAME_CLASSES[_r])
