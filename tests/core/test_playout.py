"""Random legal playouts (issue #21), as python-chess's perft and OpenSpiel's random-simulation
tests drive a game core: games from the three scenario starts and from positions of the example
logs, each statement chosen only among what `legal()` and a draft offer (tests/core/playout.py)
and pushed whole. Every statement pushed must give no finding (2.3.4, 3.0-6.0: what was offered
is legal), no statement may reach a point where nothing is offered and it cannot end (a dead
end), nothing may crash, and a pop must give back the game exactly as it was (push/pop).

Sizes (issue #31): the default run plays a whole Short game (seed 0) and the openings of another
Short game, two Main games and the tutorial (about 500 pushes in all), and from the example logs
20 pushes from every 60th statement; GANDHI_SLOW=1 plays every case of SLOW_CASES
(four seeds a scenario) at ten times 450 pushes and 400 pushes from every 25th statement."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from game_snapshot import everything
from playout import Tally, play

from gandhi_cli.core.game import Game
from gandhi_cli.notation.parse import parse, parse_file

SLOW = os.environ.get("GANDHI_SLOW") == "1"
# (scenario, seed, pushes): the default run's cases, then those GANDHI_SLOW=1 adds
CASES = [("short", 0, 450), ("short", 1, 30), ("main", 0, 30), ("main", 1, 20), ("tutorial", 0, 20)]
SLOW_CASES = [*[("short", n, 4500) for n in range(4)], *[("main", n, 4500) for n in range(4)], ("tutorial", 0, 4500)]
EXAMPLE_EVERY, EXAMPLE_PUSHES = (25, 400) if SLOW else (60, 20)
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _checked_play(game: Game, seed: int, pushes: int) -> Tally:
    """Play `pushes` statements; every 7th, pop it and check the game came back, then push it again."""
    tally = Tally()
    rng = random.Random(seed)
    for n in range(pushes):
        if game.over():
            break
        before = everything(game)
        done = tally.pushes
        play(game, rng, 1, tally)
        if tally.pushes > done and n % 7 == 0:
            statement_count = len(game._undo)
            game.pop()
            assert everything(game) == before, f"pop did not give back the game (seed {seed}, push {n})"
            assert len(game._undo) == statement_count - 1
            tally.pushes -= 1
            play(game, random.Random(f"{seed}-{n}"), 1, tally)
    return tally


def _report(tally: Tally) -> str:
    return "\n".join([f"{len(tally.findings)} findings, {len(tally.dead_ends)} dead ends"]
                     + [f"finding: {s} -> {f}" for s, f in tally.findings[:10]]
                     + [f"dead end: {d}" for d in tally.dead_ends[:10]])


@pytest.mark.parametrize("scenario, seed, pushes", SLOW_CASES if SLOW else CASES)
def test_playout_from_a_scenario_start(scenario: str, seed: int, pushes: int):
    """From the start of `scenario`: what the core offers is legal, and a statement can always be
    completed from what it offers."""
    game = Game(parse(f"[Scenario {scenario}]\n[Seed {seed}]\n", "<playout>"))
    tally = _checked_play(game, seed, pushes)
    least = min(50, pushes * 3 // 4)
    assert tally.pushes >= least and tally.steps >= 2 * least, (tally.pushes, tally.steps)
    assert not tally.findings and not tally.dead_ends, _report(tally)


@pytest.mark.parametrize("name", ["short-game.log", "all-operations.log", "events.log"])
def test_playout_from_example_positions(name: str):
    """From positions of the example logs (every EXAMPLE_EVERY-th statement on): the same."""
    log = parse_file(EXAMPLES / name)
    statements = list(log.statements)
    pushes = 0
    for start in range(5, len(statements), EXAMPLE_EVERY):
        game = Game(log)
        for st in statements[:start]:
            game.push(st)
        if game.over():
            continue
        tally = _checked_play(game, start, EXAMPLE_PUSHES)
        pushes += tally.pushes
        assert not tally.findings and not tally.dead_ends, (start, _report(tally))
    assert pushes >= 20
