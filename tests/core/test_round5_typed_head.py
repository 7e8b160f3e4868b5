"""A typed head (issue #33, one step model: "no conversion back to the parsed form"): the engine
reads a faction's statement's head — the faction, the choice (2.3.4), the Event's side, the parts
and where it was written — from the typed Action and its position (`core.runs.Head`); no parsed
statement (`Play`) is built for it, on a push or in a draft. A parsed log statement is typed once,
as the engine takes it, and gives the same findings at the same places."""

from __future__ import annotations

from pathlib import Path

import pytest

from gandhi_cli.core.game import Game, activity_head
from gandhi_cli.notation.convert import parse_actions
from gandhi_cli.notation.parse import parse
from gandhi_cli.notation.statements import Play

SHORT = Path(__file__).resolve().parents[2] / "examples" / "short-game.log"


@pytest.fixture
def plays_built(monkeypatch: pytest.MonkeyPatch) -> list[Play]:
    """Every `Play` built while the test runs (the log's own are parsed before it patches)."""
    built: list[Play] = []
    real = Play.__init__

    def counted(self: Play, *args: object, **kwargs: object) -> None:
        real(self, *args, **kwargs)  # type: ignore[arg-type]
        built.append(self)
    monkeypatch.setattr(Play, "__init__", counted)
    return built


def _typed_game(text: str, name: str) -> tuple[Game, list, dict]:
    """A Game of `text`'s headers, and its statements typed with their positions (`parse_actions`)."""
    typed = parse_actions(text, name)
    return Game(parse(text, name)), [(i, a) for i, a in enumerate(typed.actions)], typed.positions


def test_a_head_before_any_card_is_reported_at_the_typed_statement_2_3(plays_built):
    """2.3 (IT:336, JA:379): a faction acts on an Event card being played; a statement before any
    card is reported at the statement's own line and column, which the typed head carries (its
    place under `positions`), and no parsed statement is made for it."""
    text = "[Scenario short]\n[Seed 1]\n  INC pass\n"
    game, actions, positions = _typed_game(text, "t.log")
    plays_built.clear()
    found = []
    for i, action in actions:
        found += game.push(action, positions=positions, key=(i,), undo=False)
    assert [(f.rule, f.line, f.column) for f in found] == [("2.3", 3, 3)]
    assert plays_built == []


def test_the_short_game_pushed_typed_builds_no_parsed_statement_2_3_4(plays_built):
    """2.3.2, 2.3.4 (IT:345, IT:353; JA:391, JA:403): each faction's choice on a card (the 1st and
    2nd Eligible's options) is read from its head. The example Short game pushed as typed Actions
    gives every finding of the parsed log at the same line and column, and builds no `Play`."""
    text = SHORT.read_text(encoding="utf-8")
    parsed = parse(text, str(SHORT))
    by_parse = Game(parsed)
    for st in parsed.statements:
        by_parse.push(st, undo=False)
    game, actions, positions = _typed_game(text, str(SHORT))
    plays_built.clear()
    for i, action in actions:
        game.push(action, positions=positions, key=(i,), undo=False)
    assert plays_built == []
    assert [str(f) for f in game.findings] == [str(f) for f in by_parse.findings]


def test_a_draft_opens_its_head_with_no_parsed_statement_3_0(plays_built):
    """3.0, 4.1 (IT:353, JA:403): a draft of an Operation (Congress's Rally on the Short game's
    first card) opens its head on the engine from the typed Action (`carry.carry_out`): its
    options are listed and no `Play` is built."""
    log = parse(SHORT.read_text(encoding="utf-8"), str(SHORT))
    game = Game(log)
    for st in log.statements:
        if st.pos.line >= 14:  # Congress's choice on card 68 (its line 14)
            break
        game.push(st, undo=False)
    assert game.due().faction == "INC"
    plays_built.clear()
    with game.draft(activity_head("INC", "rally")) as draft:
        assert draft.options().spaces
    assert plays_built == []
