"""Issue #33: each rules object a statement's run holds names the rules objects it holds itself
(`held()`), and a trial keeps exactly those (`core.takeback.Bookkeeping` through
`model.journal.held_by`), with no walk over their fields.

The reference is the walk the bookkeeping used before (`walked` below: every field and every
container in it, the objects picked by their class's module), kept here only to judge `held()`:
for every Event and activity as it begins, and at every trial of the example logs' drafts and of
all-Non-Player games, both must find the same objects. A class that holds a rules object and
forgets to name it is then found: the walk reaches the object, `held()` does not. What is at
stake is the README's promise that a step tried is taken back ("a step after which nothing the
rules accept can follow is taken back", README, Playing at the table) and 5.1.2 (IT:835,
JA:955), under which an Event's choices are tried before one is taken.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from gandhi_cli.core import takeback
from gandhi_cli.core.game import DueKind, Game
from gandhi_cli.model.journal import held_by
from gandhi_cli.model.scenario import setup
from gandhi_cli.model.state import GameState
from gandhi_cli.notation import actions as A
from gandhi_cli.notation.convert import to_action
from gandhi_cli.notation.parse import parse_file
from gandhi_cli.notation.statements import Play
from gandhi_cli.rules.activity import Activity, Turn
from gandhi_cli.rules.catalog import table
from gandhi_cli.rules.events import event_class
from gandhi_cli.rules.operations import rev

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SHARED = ("engine", "state", "st", "findings", "pos", "board")  # takeback.Bookkeeping._SHARED
RULES = ("gandhi_cli.rules", "gandhi_cli.core.runs")
ATOMS = frozenset({int, str, bool, float, type(None)})


def walked(root: object) -> list[object]:
    """The reference: `root` and every object of the rules layer (or a run) reached from it
    through any field or container, the fields `Bookkeeping` shares left out (the walk the
    bookkeeping used before issue #33's `held()`)."""
    seen: set[int] = set()
    out: list[object] = []
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        out.append(obj)
        values = [v for k, v in obj.__dict__.items() if k not in SHARED]
        while values:
            value = values.pop()
            if type(value) in ATOMS:
                continue
            if isinstance(value, dict):
                values.extend(value.values())
            elif isinstance(value, (list, tuple, set, frozenset)):
                values.extend(value)
            elif type(value).__module__.startswith(RULES) and hasattr(value, "__dict__"):
                todo.append(value)
    return out


def differences(root) -> list[str]:
    """The objects the walk finds and `held()` does not (or the other way round), by class."""
    walk = {id(o): o for o in walked(root)}
    held = {id(o): o for o in held_by(root)}
    missing = [f"not named: {type(o).__module__}.{type(o).__qualname__}" for k, o in walk.items() if k not in held]
    extra = [f"not held: {type(o).__module__}.{type(o).__qualname__}" for k, o in held.items() if k not in walk]
    return missing + extra


@pytest.fixture(scope="module")
def board() -> GameState:
    return setup("short", 0)


def _events() -> Iterator[tuple[int, str]]:
    for card in range(1, 73):
        for side in ("unshaded", "shaded"):
            yield card, side


@pytest.mark.parametrize("card,side", list(_events()))
def test_every_event_names_what_it_holds_5_1(board, card, side):
    """5.1 (IT:821, JA:931), 5.1.2 (IT:835, JA:955): an Event's clauses, their options,
    conditions and checks with counts of their own (card 47's "max 1 Base", card 50's "2
    Factions") are all named as the Event begins."""
    cls = event_class(card, side)
    assert cls is not None
    ev = cls(Turn(board, "RAJ", "<held>", []))
    ev.begin()
    assert differences(ev) == []


def test_every_activity_names_what_it_holds_3_0_4_0_6_0(board):
    """3.0 (IT:395, JA:457), 4.0 (IT:628), 6.0 (IT:855, JA:983): every Operation, Special
    Activity and Campaign part of the catalog, as it begins, names its Turn and whatever else it
    holds."""
    problems = []
    for (faction, name), cls in table().items():
        obj = cls(Turn(board, faction, "<held>", []))
        obj.begin()
        problems += [f"{faction} {name}: {d}" for d in differences(obj)]
    assert problems == []


def test_a_forgotten_name_is_found_3_1_4(board, monkeypatch):
    """3.1.4 (IT:407, JA:475): an Attack keeps the space being attacked (made as the space is
    chosen, `open`); were it not named, the reference walk would find what `held()` leaves out."""
    attack = rev.Attack(Turn(board, "REV", "<held>", []))
    attack.current = rev.AttackSpace("Bihar", None)  # type: ignore[arg-type]
    assert differences(attack) == []
    monkeypatch.setattr(rev.Attack, "held", Activity.held)
    assert differences(attack) == ["not named: gandhi_cli.rules.operations.rev.AttackSpace"]


@pytest.fixture
def compared(monkeypatch) -> list[str]:
    """Every `Bookkeeping` made (each trial) compares the two; the differences are collected."""
    found: list[str] = []
    counted = [0]
    made = takeback.Bookkeeping.__init__

    def checked(self, run, objects=None):
        if objects is None:
            counted[0] += 1
            found.extend(f"{type(run).__name__} at {run.st.pos}: {d}" for d in differences(run))
        made(self, run, objects)
    monkeypatch.setattr(takeback.Bookkeeping, "__init__", checked)
    yield found
    assert counted[0] > 0, "no trial was made"


def _prefixes(action: A.FactionAction) -> Iterator[tuple[A.FactionAction, int]]:
    """The statement with its first 0, 1, … steps, and the part the next step would go to."""
    if action.choice != A.Choice.ACTIVITY:
        for n in range(len(action.steps) + 1):
            yield replace(action, steps=action.steps[:n]), 0
        return
    for i, part in enumerate(action.parts):
        for n in range(len(part.steps) + 1):
            parts = tuple(replace(p, steps=p.steps if j < i else p.steps[:n] if j == i else ())
                          for j, p in enumerate(action.parts))
            yield replace(action, parts=parts), i


@pytest.mark.parametrize("name", sorted(p.name for p in EXAMPLES.glob("*.log")))
def test_trials_of_the_example_logs_keep_what_is_named(name, compared):
    """README (Playing at the table), 5.1.2 (IT:835): at every step of every statement of the
    example logs, a trial (`Draft.end_findings`) keeps what the run and its objects name, the very
    objects the reference walk finds; at every 5th statement, each step `next_steps` tries too."""
    log = parse_file(EXAMPLES / name)
    game = Game(log)
    for n, st in enumerate(log.statements):
        if isinstance(st, Play) and game.due().kind in (DueKind.ACT, DueKind.PART):
            action = to_action(st)
            assert isinstance(action, A.FactionAction)
            for head, index in _prefixes(action):
                draft = game.draft(head)
                draft.index = index
                draft.end_findings()
            if n % 5 == 0:
                game.draft(action).next_steps()
        game.push(st)
        if game.over():
            break
    assert compared == []


@pytest.mark.parametrize("scenario,seed", [("short", 0), ("short", 1), ("main", 1)])
def test_trials_of_non_player_games_keep_what_is_named(scenario, seed, compared):
    """8.1 (IT:1040): the Non-Players try their Events' and Operations' steps before they take
    them; at every trial of an all-Non-Player game the objects kept are the ones the
    reference walk finds."""
    from gandhi_cli.np.driver import Autoplay, congress_setup_space, start_text

    everyone = {"RAJ", "INC", "ML", "REV"}
    gandhi = congress_setup_space(scenario, seed, everyone) if scenario == "main" else None
    game = Autoplay(start_text(scenario, seed, everyone, gandhi, None), f"<play {scenario}>", seed)
    for _ in game.until_player():
        pass
    assert compared == []
