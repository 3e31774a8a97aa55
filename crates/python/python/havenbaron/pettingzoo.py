"""PettingZoo AEC environments, one per rule set: ``rotterdam_v0``, ``masters_v0`` and
``antwerpen_v0`` (each module-like object has ``env(**kwargs)``), or ``HavenbaronEnv``.

Agents are ``player_0`` … ``player_{n-1}`` (the seats). An observation is a dict:
``observation`` (float32, ``havenbaron.observation_size(ruleset, players)``: the agent's
own view, densely encoded, see ``havenbaron.observation_layout``) and ``action_mask`` (int8 over the rule set's action
index). Actions are integers of that index; an illegal one raises ``ValueError`` and changes
nothing. Rewards come at the end: each seat's share of the win (1/k to the k seats ranked
first), then every agent is terminated. ``render_mode="ansi"`` renders the public view.
"""

import types

import gymnasium
import numpy as np
from pettingzoo import AECEnv

import havenbaron


class HavenbaronEnv(AECEnv):
    metadata = {"render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, ruleset="rotterdam", players=4, variants=None, round_cap=None,
                 render_mode=None):
        super().__init__()
        self.ruleset = ruleset
        self._config = (players, variants, round_cap)
        # Fails here, with the engine's reason, on a bad rule set, player count or variant.
        self.game = havenbaron.Game(ruleset, players, 0, variants, round_cap)
        self.metadata = dict(self.metadata, name=f"havenbaron_{ruleset}_v0")
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(players)]
        n = havenbaron.num_actions(ruleset)
        space = gymnasium.spaces.Dict({
            "observation": gymnasium.spaces.Box(
                -np.inf, np.inf, (havenbaron.observation_size(ruleset, players),), np.float32),
            "action_mask": gymnasium.spaces.Box(0, 1, (n,), np.int8),
        })
        self.observation_spaces = {a: space for a in self.possible_agents}
        self.action_spaces = {a: gymnasium.spaces.Discrete(n) for a in self.possible_agents}
        self._rng = np.random.default_rng()

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed=None, options=None):
        """A new deal; ``seed`` makes it reproducible (and seeds the following deals)."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        players, variants, round_cap = self._config
        deal = int(self._rng.integers(2**63))
        self.game = havenbaron.Game(self.ruleset, players, deal, variants, round_cap)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.game.current_player()]

    def observe(self, agent):
        seat = self.possible_agents.index(agent)
        mask = np.zeros(self.action_spaces[agent].n, np.int8)
        if self.game.current_player() == seat:
            mask[self.game.legal_actions()] = 1
        return {"observation": havenbaron.observation_tensor(self.game, seat).copy(),
                "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            return self._was_dead_step(action)
        seat = self.possible_agents.index(agent)
        self.game.apply(int(action), seat)
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if self.game.is_over():
            for a, r in zip(self.possible_agents, self.game.returns()):
                self.rewards[a] = r
            self.terminations = dict.fromkeys(self.agents, True)
            # Every agent now steps once with None to leave (_was_dead_step).
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[self.game.current_player()]
        self._accumulate_rewards()

    def render(self):
        if self.render_mode is None:
            gymnasium.logger.warn("render() needs render_mode='ansi'")
            return None
        return self.game.public_information()

    def close(self):
        pass


def _module(ruleset):
    def env(**kwargs):
        return HavenbaronEnv(ruleset, **kwargs)

    return types.SimpleNamespace(env=env, raw_env=env, __doc__=f"Havenbaron {ruleset}")


# One per rule set the engine lists (``rotterdam_v0``, …): a new rule set needs no line here.
for _r in havenbaron.rulesets():
    globals()[f"{_r}_v0"] = _module(_r)
