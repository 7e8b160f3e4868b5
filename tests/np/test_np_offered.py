"""The Non-Players push only what the Game offers (issue #22): in all-Non-Player games, every
statement the driver pushes has its head among `Game.legal()`'s candidates (2.3.4, 3.0, 4.1,
6.0), names at each step only spaces and moves the draft listed at that point, and gives no
finding (`core.offer.not_offered`). `GANDHI_SLOW=1` plays more games."""

from __future__ import annotations

import os

import pytest

from gandhi_cli.core.offer import not_offered
from gandhi_cli.notation.convert import action_text
from gandhi_cli.np.driver import Autoplay, start_text

ALL = {"RAJ", "INC", "ML", "REV"}
SEEDS = range(6) if os.environ.get("GANDHI_SLOW") else range(2)


@pytest.mark.parametrize("scenario", ["short", "main"])
@pytest.mark.parametrize("seed", SEEDS)
def test_every_non_player_statement_is_one_the_game_offered(scenario, seed):
    from gandhi_cli.np.driver import congress_setup_space

    gandhi = congress_setup_space(scenario, seed, ALL) if scenario == "main" else None
    game = Autoplay(start_text(scenario, seed, ALL, gandhi), f"<{scenario}-{seed}>", seed)
    problems: list[str] = []
    pushes = []

    def audit(g, action):
        pushes.append(action)
        problems.extend(f"{action_text(action)[:120]}: {p}" for p in not_offered(g, action))

    game.audit = audit
    for _ in game.until_player():
        pass
    assert game.over() and len(pushes) > 10
    assert problems == []
