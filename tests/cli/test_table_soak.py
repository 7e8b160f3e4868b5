"""A random-menu soak of `gandhi table` (issue #34): a seeded chooser answers every prompt with an
entry picked at random from the menu shown (now and then `undo`), against Non-Players or hot-seat.
What the menus offer is what the rules allow (2.3.4, IT:353; 4.1, IT:630): no statement built from
them is refused by the referee, no menu is empty while the game goes on, nothing crashes, and the
log written validates. Briefly in CI (one game, a few dozen choices); whole games with GANDHI_SLOW=1.
The closing note gives the games, the choices made and the time."""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pytest

from gandhi_cli.cli.table import Answers, Table
from gandhi_cli.core.replay import replay
from gandhi_cli.notation.parse import parse
from gandhi_cli.np.driver import start_text

SLOW = os.environ.get("GANDHI_SLOW") == "1"
STUCK = 400  # choices in one statement after which the menus are taken to lead nowhere


class RandomAnswers(Answers):
    """A seeded chooser: a random numbered entry of the menu shown (`done`, where it is one, a
    little more often); `undo` now and then, and on a menu with nothing on it; None (quit)
    after `most` choices."""

    def __init__(self, seed: int, most: int | None):
        super().__init__([], interactive=False)
        self.rng = random.Random(seed)
        self.most = most
        self.choices = 0
        self.in_statement = 0  # prompts since the statement began

    def ask(self, prompt: str) -> str | None:
        assert prompt.endswith("> ")
        if self.most is not None and self.choices >= self.most:
            return None
        self.choices += 1
        self.in_statement = self.in_statement + 1 if prompt.endswith(("steps> ", "space> ")) else 0
        # a statement the menus let go on for ever without `done` is a dead end too (issue #34): fail, don't hang
        assert self.in_statement < STUCK, f"{STUCK} choices in one statement and still no end: {prompt!r}"
        if self.count == 0 or self.rng.random() < 0.03:
            return "undo"
        # a statement may go on step after step (moves back and forth): `done`, where it is on the
        # menu, the likelier the longer the statement
        if "done" in self.words and self.rng.random() < 0.15 + 0.05 * self.in_statement:
            return "done"
        # a long statement with no `done` on the menu: undo as a player told "not done yet" would
        if "done" not in self.words and self.in_statement > 30 and self.rng.random() < 0.5:
            return "undo"
        return str(self.rng.randint(1, self.count))


def _soak(tmp_path: Path, name: str, non_players: set[str], seed: int, most: int | None) -> tuple[Table, RandomAnswers]:
    log = tmp_path / f"{name}.log"
    log.write_text(start_text("short", seed, non_players))
    answers = RandomAnswers(seed, most)
    table = Table(str(log), answers)
    code = table.run()
    assert code == 0
    found = replay(parse(log.read_text(), str(log)))
    assert found.violations == [], found.violations[:3]
    return table, answers


GAMES = [("inc-vs-bots", {"RAJ", "ML", "REV"}, 3), ("raj-vs-bots", {"INC", "ML", "REV"}, 5),
         ("hot-seat", set(), 7)]


@pytest.mark.parametrize("name,non_players,seed", GAMES[:1] if not SLOW else GAMES)
def test_random_menu_soak_2_3_4_4_1(tmp_path: Path, capsys, name: str, non_players: set[str], seed: int) -> None:
    """2.3.4 (IT:353), 4.1 (IT:630): every choice picked at random from the menus: 0 statements
    refused by the referee, 0 dead ends (a menu with nothing to pick), 0 crashes, a valid log."""
    start = time.monotonic()
    table, answers = _soak(tmp_path, name, non_players, seed, None if SLOW else 40)
    elapsed = time.monotonic() - start
    over = table.game.over()
    with capsys.disabled():
        print(f"\ntable soak {name} seed {seed}: 1 game ({'to its end' if over else 'cut short'}), "
              f"{answers.choices} choices, {elapsed:.1f} s; refused {table.refused}, dead ends {table.dead_ends}, "
              f"steps taken back as leading nowhere {table.pruned}")
    assert table.refused == 0
    assert table.dead_ends == 0
    if SLOW:
        assert over


class FirstAnswers(Answers):
    """A player who always answers `1`."""

    def __init__(self) -> None:
        super().__init__([], interactive=False)
        self.choices = 0

    def ask(self, prompt: str) -> str | None:
        assert prompt.endswith("> ")
        self.choices += 1
        return "1"


def test_always_answering_1_plays_a_legal_game_to_its_end_2_3_4(tmp_path: Path, capsys) -> None:
    """2.3.4 (IT:353): the numbered entries are the rules' choices only, so a player who always
    answers `1` (Congress against three Non-Players, Short scenario, seed 3) plays a legal game
    to its end (7.1-7.3): the log validates and the game is over."""
    log = tmp_path / "ones.log"
    log.write_text(start_text("short", 3, {"RAJ", "ML", "REV"}))
    answers = FirstAnswers()
    table = Table(str(log), answers)
    start = time.monotonic()
    assert table.run() == 0
    with capsys.disabled():
        print(f"\ntable always-1: {answers.choices} choices, {time.monotonic() - start:.1f} s, steps taken back as "
              f"leading nowhere {table.pruned}")
    assert table.game.over()
    assert table.refused == 0 and table.dead_ends == 0
    found = replay(parse(log.read_text(), str(log)))
    assert found.violations == []
