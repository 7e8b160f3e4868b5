"""The core's door for typed statements (issue #33, one step model): `Game.push` of a typed
Action hands the rules its typed steps with the parser's positions beside them, and converts no
step back to the parsed form; the findings (rule, line, column, message) are those of the parsed
log, on every example log (README: "names every rules violation (rule, line, column)")."""

from __future__ import annotations

from pathlib import Path

import pytest

from gandhi_cli.core.game import Game
from gandhi_cli.notation import convert
from gandhi_cli.notation.convert import parse_actions
from gandhi_cli.notation.parse import parse

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LOGS = [p for p in sorted(EXAMPLES.glob("*.log")) if not parse(p.read_text(encoding="utf-8"), str(p)).errors]


def _findings(game: Game) -> list[str]:
    return [str(f) for f in game.findings]


@pytest.mark.parametrize("log", LOGS, ids=[p.name for p in LOGS])
def test_typed_push_finds_what_the_parsed_log_finds(log: Path) -> None:
    """README (rule, line, column) and docs/notation.md: pushing each statement typed, with the
    positions `parse_actions` gave, reports every finding at the place the parsed replay does."""
    text = log.read_text(encoding="utf-8")
    parsed = parse(text, str(log))
    by_parse = Game(parsed)
    for st in parsed.statements:
        by_parse.push(st, undo=False)
        if by_parse.refused:
            break
    typed = parse_actions(text, str(log))
    by_type = Game(parse(text, str(log)))
    for i, action in enumerate(typed.actions):
        by_type.push(action, positions=typed.positions, key=(i,), undo=False)
        if by_type.refused:
            break
    assert _findings(by_type) == _findings(by_parse)


def test_typed_push_converts_no_step_back(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue #33: a typed statement reaches the rules typed; `from_action` (typed to parsed) and
    `from_steps` are not called on the way, and a step's 2.3.3 finding (a Pass moves one Activist,
    IT:349) is still reported at the step's line and column."""
    text = "[Scenario short]\n[Seed 1]\ncard 1\nINC pass out-of-play 2 INC\n"
    typed = parse_actions(text, "t.log")

    def refused(*args: object, **kwargs: object) -> None:
        raise AssertionError("a typed step converted back to the parsed form")

    monkeypatch.setattr(convert, "from_action", refused)
    monkeypatch.setattr(convert, "from_steps", refused)
    monkeypatch.setattr(convert, "_from_steps", refused)
    game = Game(parse(text, "t.log"))
    found = []
    for i, action in enumerate(typed.actions):
        found += game.push(action, positions=typed.positions, key=(i,), undo=False)
    assert [(f.rule, f.line, f.column) for f in found if f.rule == "2.3.3"] == [("2.3.3", 4, 10)]


def test_a_pass_moving_a_marker_from_out_of_play_is_reported() -> None:
    """2.3.3 (IT:349): a Pass may move one Activist from Out of Play to Available; `out-of-play
    protest` names a marker, no Activist: reported at the step (before issue #33's typed step it
    stopped the replay with an internal error)."""
    text = "[Scenario short]\n[Seed 1]\ncard 68\nRAJ pass\nINC pass out-of-play protest\n"
    game = Game(parse(text, "t.log"))
    for st in game.engine.log.statements:
        game.push(st, undo=False)
    assert [(f.rule, f.line, f.column) for f in game.violations] == [("2.3.3", 5, 10)]
