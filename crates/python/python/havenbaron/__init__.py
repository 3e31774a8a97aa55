"""Havenbaron: the Ports of Europe harbour games (Rotterdam, Rotterdam: Masters of Trade,
Antwerpen) for game-AI research, on Havenbaron's Rust rules engine.

Three ways in:

- :class:`Game` (this module): one game; actions are integers of the rule set's fixed index
  (:func:`action_layout`), ``apply`` refuses an illegal one with ``ValueError`` and changes
  nothing; per-seat observation tensors and information-state strings come from that seat's
  view only; ``clone``, seeded play and ``resample`` (a full game sampled from a seat's view).
- :class:`Batch`: many games stepped by one call, for reinforcement learning.
- :class:`Bot`: Havenbaron's own bots (``greedy``, ``ismcts`` …) as opponents or yardsticks.
- ``havenbaron.openspiel`` registers ``havenbaron_rotterdam``, ``havenbaron_masters`` and
  ``havenbaron_antwerpen`` as OpenSpiel games; ``havenbaron.pettingzoo`` has an AEC
  environment per rule set.
"""

import json

import numpy as np

from havenbaron._native import (
    MAX_SEATS,
    Batch as _NativeBatch,
    Bot,
    Game,
    action_layout,
    num_actions,
    observation_layout,
    observation_size,
    rulesets,
)
from havenbaron._native import analyse as _analyse
from havenbaron._native import ruleset_info as _ruleset_info

__all__ = [
    "Batch",
    "Bot",
    "Game",
    "MAX_SEATS",
    "action_layout",
    "analyse",
    "legal_mask",
    "num_actions",
    "observation_layout",
    "observation_size",
    "observation_tensor",
    "ruleset_info",
    "rulesets",
]


def analyse(record, budget=1000, seed=1):
    """The post-game analysis of a finished game (docs/ANALYSIS.md): every decision of every
    seat from that seat's own view against the best action the bots' search finds, luck at
    the draws told apart from skill. ``record`` is a game record as ``havenbaron play --record``
    writes it (its ``config`` and ``actions``), as a dict or as JSON text; ``budget`` is the
    search's iterations a decision and ``seed`` its seed (the same record, budget and seed give
    the same report on every machine). Returns the report as a dict; a record that cannot be
    analysed (not finished, an action the rules refuse) raises ``ValueError``."""
    text = record if isinstance(record, str) else json.dumps(record)
    return json.loads(_analyse(text, budget, seed))


def ruleset_info(ruleset):
    """A rule set's description: id, name, min/max players, variants, safety cap."""
    return json.loads(_ruleset_info(ruleset))


def observation_tensor(game, seat):
    """Seat ``seat``'s observation of ``game`` as a float32 array of ``game.observation_size``
    (its fields: ``observation_layout(game.ruleset, game.players)``)."""
    return np.frombuffer(game.observation(seat), dtype=np.float32)


def legal_mask(game):
    """An int8 array over the action index: 1 where the action is legal now."""
    return np.frombuffer(game.legal_mask(), dtype=np.int8)


def _bytearray_of(array, shape):
    """The bytearray behind ``array``, an array made by ``Batch.observations``."""
    base = array
    while isinstance(base, np.ndarray):
        base = base.base
    if isinstance(base, memoryview):
        base = base.obj
    if (not isinstance(base, bytearray) or array.shape != shape or array.dtype != np.float32
            or not array.flags.c_contiguous or array.nbytes != len(base)
            or array.ctypes.data != np.frombuffer(base, np.uint8).ctypes.data):
        raise ValueError(f"out must be an array returned by Batch.observations, shape {shape}")
    return base


class Batch:
    """``games`` games of one config, stepped together; a game that ends starts again with
    the next seed (``config seed + games``, ``+ games + 1``, …).

    Each step: ``offsets, actions = batch.legal()`` (game ``k``'s legal actions are
    ``actions[offsets[k]:offsets[k + 1]]``), choose one per game, then
    ``done, rewards = batch.step(chosen)``: ``done[k]`` is True where game ``k`` ended (and
    restarted) and ``rewards[k]`` holds each seat's share of its win (``MAX_SEATS`` columns).
    One illegal action refuses the whole step with ``ValueError`` and changes nothing.
    ``threads`` > 1 splits the games of a step among that many threads (same results).
    """

    def __init__(self, ruleset="rotterdam", players=4, games=256, seed=0, variants=None,
                 round_cap=None, threads=1):
        self._native = _NativeBatch(ruleset, players, games, seed, variants, round_cap, threads)
        self.games = games

    def __len__(self):
        return self.games

    @property
    def finished(self):
        """Games finished since the batch was made."""
        return self._native.finished

    def legal(self):
        offsets, actions = self._native.legal()
        return np.frombuffer(offsets, np.uint32), np.frombuffer(actions, np.uint32)

    def step(self, actions):
        done, rewards = self._native.step(np.ascontiguousarray(actions, np.uint32).tobytes())
        return (np.frombuffer(done, np.bool_),
                np.frombuffer(rewards, np.float32).reshape(self.games, MAX_SEATS))

    def random_actions(self, rng, offsets, actions):
        """One uniformly random legal action per game (``rng``: a numpy Generator)."""
        starts = offsets[:-1]
        # In place where numpy allows: each temporary array costs as much as the arithmetic.
        x = rng.random(self.games)
        x *= offsets[1:] - starts
        pick = x.astype(np.uint32)
        pick += starts
        return actions.take(pick)

    def step_random(self, steps):
        """``steps`` random actions in every game, chosen in Rust; returns how many."""
        return self._native.step_random(steps)

    def to_act(self):
        """The seat to act in each game."""
        return np.frombuffer(self._native.to_act(), np.uint8)

    @property
    def observation_size(self):
        """Floats in one game's observation."""
        return self._native.observation_size

    def observations(self, out=None):
        """float32 ``[games, observation_size]``: each game seen by its seat to act.

        With ``out`` (an array an earlier call returned) the observations are written into it
        in place and it is returned: no allocation, for a loop that does not keep the last
        step's observations."""
        shape = (self.games, self._native.observation_size)
        if out is None:
            out = np.frombuffer(bytearray(4 * shape[0] * shape[1]), np.float32).reshape(shape)
        self._native.observations_into(_bytearray_of(out, shape))
        return out

    def game(self, k):
        """A copy of game ``k``."""
        return self._native.game(k)
