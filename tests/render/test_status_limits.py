"""`gandhi status --options/--moves` in the players' words (issue #21, docs/status.md): each
activity's limits from its rules object (`Activity.limits_text`), costs only where a faction pays,
moves as the notation writes them, and the places a Special Activity may take (4.1)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main

SHORT = str(Path(__file__).resolve().parents[2] / "examples" / "short-game.log")


def _run(*args: str) -> str:
    out = CliRunner().invoke(main, ["status", *args])
    assert out.exit_code == 0, out.output
    return out.output


def _activities(*args: str) -> dict[str, dict]:
    return {a["name"]: a for a in json.loads(_run(*args, "--json"))["activities"]}


def _block(text: str, name: str) -> str:
    """The lines of the text form under the activity `name` (its own line included)."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"  {name} "))
    end = next((i for i in range(start + 1, len(lines)) if not lines[i].startswith("    ")), len(lines))
    return "\n".join(lines[start:end])


def test_congress_rally_limit_names_restraint_and_3_3():
    """3.3 (IT:497): Congress chooses at most Restraint spaces without a Protest marker or Gandhi,
    plus any with one; on card 20 Restraint is 2 (Non-Cooperation and Unrest took one each).
    3.3.1: Rally places Activists from Available, 2 of them there."""
    rally = _activities(SHORT, "--at", "35", "--options")["rally"]
    assert rally["limits"] == ("up to 2 spaces without a Protest marker or Gandhi (Restraint 2), plus any "
                               "with one (3.3); 2 INC Available")
    assert "    limits: up to 2 spaces without a Protest marker or Gandhi (Restraint 2)" in _block(
        _run(SHORT, "--at", "35", "--options"), "rally")


def test_league_limit_is_unity_and_its_bases():
    """3.3: the Muslim League's limit is Unity, its free spaces those with a Muslim League Base."""
    rally = _activities(SHORT, "--at", "18", "--options")["rally"]
    assert rally["limits"].startswith("up to 3 spaces without a Muslim League Base (Unity 3), plus any with one (3.3)")


def test_a_congress_listing_shows_no_cost():
    """3.3 (NV Operations cost nothing), 1.8: Congress has no Resources: its spaces are listed
    without a "(0)" after each, for Operations and Special Activities alike."""
    text = _run(SHORT, "--at", "13", "--options")
    for name in ("rally", "non-cooperation", "persuade"):
        block = _block(text, name)
        assert "    spaces: " in block and "(cost)" not in block and "(0)" not in block, block
    acts = _activities(SHORT, "--at", "13", "--options")
    assert acts["rally"]["pays"] is False and acts["rally"]["spaces"][0]["cost"] == 0  # keys kept


def test_a_limited_operation_is_one_space_and_a_rev_operation_shows_its_cost():
    """2.3.5: a Limited Operation is in one space. 3.1, 3.4.4 (IT:554): the Revolutionaries pay
    per space, Unrest Restraint (2 after Non-Cooperation on card 68), with their Resources shown."""
    from gandhi_cli.core.game import play_through
    from gandhi_cli.notation.parse import parse_file

    have = play_through(parse_file(SHORT), stop_line=14).state.resources["REV"]
    acts = _activities(SHORT, "--at", "14", "--options")
    assert acts["unrest limited"]["limits"] == (f"one space (Limited Operation, 2.3.5); 2 Resources per space "
                                                f"(3.4.4); REV has {have} Resources")
    assert acts["march limited"]["limits"].startswith(
        "one space (Limited Operation, 2.3.5); 1 Resource per space (0 on a Railway) (3.4.2)")
    assert "G, " in acts["rally limited"]["limits"] and acts["rally limited"]["limits"].endswith(" RB Available")
    assert "    spaces (cost): united-provinces (2)" in _block(_run(SHORT, "--at", "14", "--options"), "unrest limited")


def test_a_non_player_revolutionary_pays_nothing(tmp_path):
    """8.6.2: the Non-Player Revolutionaries record no Resources: no cost and no Resources shown."""
    lines = Path(SHORT).read_text(encoding="utf-8").splitlines()[:14]
    log = tmp_path / "np-rev.log"
    log.write_text("\n".join(line.replace("[Players RAJ INC ML REV]", "[Players RAJ INC ML]") for line in lines)
                   + "\n", encoding="utf-8")
    acts = _activities(str(log), "--at", "14", "--options")
    assert acts["unrest limited"]["limits"] == "one space (Limited Operation, 2.3.5)"
    assert acts["unrest limited"]["pays"] is False
    assert "(cost)" not in _run(str(log), "--at", "14", "--options")


def test_raj_special_activities_limits():
    """4.2.2: Govern in up to two spaces, Imperialism 3 Resources a purchase; 4.2.3, 6.8: Martial
    Law in one space, two in a Crisis; Treaty's and Martial Law's spaces cost nothing: no "(0)"."""
    acts = _activities(SHORT, "--at", "29", "--options")
    assert acts["govern"]["limits"].startswith("up to 2 spaces (4.2.2); Imperialism 3 Resources a purchase; RAJ has ")
    assert acts["martial-law"]["limits"] == "one space (two in a Crisis, 4.2.3, 6.8)"
    assert acts["treaty"]["limits"] is None
    text = _run(SHORT, "--at", "29", "--options")
    assert "(0)" not in _block(text, "treaty") and "(2)" in _block(text, "sweep")
    assert "Sepoys used cost 2 Resources per space" in acts["sweep"]["limits"]  # 3.2: Restraint 2


def test_one_space_special_activities():
    """4.3.1, 4.3.2: Negotiate and Satyagraha in one space (Satyagraha places an Activist from
    Available); 4.3.3: Persuade in up to two."""
    acts = _activities(SHORT, "--at", "13", "--options")
    assert acts["negotiate"]["limits"] == "one space (4.3.1)"
    assert acts["satyagraha"]["limits"] == "one space (4.3.2); 3 INC Available"
    assert acts["persuade"]["limits"] == "up to 2 spaces (4.3.3)"


def test_moves_are_written_as_the_notation_writes_them():
    """3.3.2 (Demonstrate moves the faction's own Activists), notation: pieces are `2 INC`, `1G`,
    never internal names; the JSON keeps `kind` and adds `pieces`."""
    text = _run(SHORT, "--at", "13", "--moves")
    assert "2 INC bombay-presidency>bombay" in _block(text, "demonstrate")
    assert "inc_activists" not in text and "gandhi bombay-presidency>" in _block(text, "satyagraha")
    moves = _activities(SHORT, "--at", "13", "--moves")["demonstrate"]["moves"]
    assert {"kind": "inc_activists", "from": "bombay-presidency", "to": "bombay",
            "path": ["bombay-presidency", "bombay"], "count": 2, "pieces": "2 INC"} in moves
    assert "1G united-provinces>bihar" in _block(_run(SHORT, "--at", "14", "--moves"), "march limited")


def test_special_activity_orders():
    """4.1: a Special Activity may come before, after or in the middle of its Operation; the SA
    entries say so (from `Candidate.orders`)."""
    acts = _activities(SHORT, "--at", "13", "--options")
    assert acts["persuade"]["orders"] == ["before", "after", "within"]
    assert "orders" not in acts["rally"]
    assert "    with an Operation (4.1): before, after or within it" in _block(
        _run(SHORT, "--at", "13", "--options"), "persuade")
