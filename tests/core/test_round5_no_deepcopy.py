"""No deep copy left in the package (issue #33: "target: 0 deep copies"): `Game.fork` is gone (the
tests build a position of their own by pushing a log's statements on a new Game), and `gandhi
status` reads what a Campaign round's parts share (6.3.2's combined count, IT:885, JA:1021) from
the live game, in a trial taken back, instead of from a deep copy (`Game.part_limits`)."""

from __future__ import annotations

import ast
import json
from pathlib import Path

from click.testing import CliRunner
from game_snapshot import everything

import gandhi_cli
from gandhi_cli.cli.gandhi import main
from gandhi_cli.core.game import Game, play_through
from gandhi_cli.notation.parse import parse_file
from gandhi_cli.render.status import status

PACKAGE = Path(gandhi_cli.__file__).resolve().parent
SHORT = Path(__file__).resolve().parents[2] / "examples" / "short-game.log"


def _deep_copy_uses(path: Path) -> list[str]:
    """Where `path` names `deepcopy` (a call, an attribute, an import): `file:line`. A class's own
    `__deepcopy__` (what a copy made elsewhere, by a test, does with it) names nothing."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        named = ((isinstance(node, ast.Name) and node.id == "deepcopy")
                 or (isinstance(node, ast.Attribute) and node.attr == "deepcopy")
                 or (isinstance(node, ast.ImportFrom) and any(a.name == "deepcopy" for a in node.names)))
        if named:
            out.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    return out


def test_the_package_makes_no_deep_copy():
    """Issue #33 ("target: 0 deep copies"): no module of the package calls or imports
    `copy.deepcopy` — a trial is taken back by the journal, a position of one's own is made by
    pushing statements — and `Game` offers no `fork`."""
    found = [where for path in sorted(PACKAGE.rglob("*.py")) for where in _deep_copy_uses(path)]
    assert found == []
    assert not hasattr(Game, "fork") and not hasattr(Game, "round_view")



def _options(line: int) -> dict:
    """`gandhi status examples/short-game.log --at LINE --options --json`, read."""
    out = CliRunner().invoke(main, ["status", str(SHORT), "--at", str(line), "--options", "--json"])
    assert out.exit_code == 0, out.output
    return json.loads(out.output)


def _limits(data: dict, name: str) -> str:
    return next(a["limits"] for a in data["activities"] if a["name"] == name)


def test_status_gives_the_constructive_programme_combined_count_so_far_6_3_2():
    """6.3.2 (IT:885, JA:1021): Congress and then the League shift a combined number of Cities or
    Provinces up to Unity. In the Short game's first Campaign round (card 76, line 53), before
    Congress's part nothing is chosen; Congress's part on line 57 shifts one space (UP), so when
    the League's part is due the combined count so far is 1, of Unity."""
    before = _options(56)
    assert before["due"]["faction"] == "INC" and before["due"]["name"] == "constructive-programme"
    assert "(0 chosen so far)" in _limits(before, "constructive-programme")
    after = _options(57)
    assert after["due"]["faction"] == "ML" and after["due"]["name"] == "constructive-programme"
    unity = play_through(parse_file(SHORT), stop_line=57).state.unity
    text = _limits(after, "constructive-programme")
    assert f"at most Unity ({unity})" in text and "(1 chosen so far)" in text


def test_status_in_a_campaign_round_reads_the_live_round_and_changes_nothing(deep_copies):
    """6.3.2 (IT:885, JA:1021), 6.0 (IT:855): while the League's Constructive Programme is due,
    `status` with the options reads the round's record of the spaces chosen so far (the very
    record the round and the engine hold) with no deep copy, and leaves the game as it was: the
    record, the board, the bookkeeping and what is due; the League's part pushed after it gives
    the same findings as on a game never asked."""
    log = parse_file(SHORT)
    asked, plain = play_through(log, stop_line=57), play_through(log, stop_line=57)
    shared = asked.engine.round_shared
    assert asked.engine.round is not None and asked.engine.round.shared is shared
    kept = everything(asked)
    deep_copies[0] = 0
    data = status(asked, "short-game.log", True, False)
    assert deep_copies[0] == 0
    assert "(1 chosen so far)" in _limits(data, "constructive-programme")
    assert asked.engine.round_shared is shared and asked.engine.round.shared is shared
    assert everything(asked) == kept
    league = next(st for st in log.statements if st.pos.line == 58)
    assert [str(f) for f in asked.push(league)] == [str(f) for f in plain.push(league)]
    assert everything(asked) == everything(plain)
