"""Names as people type them (issue #23, docs/notation.md "Spaces" and "Steps"): unquoted
multi-word space names read against the map where they are unambiguous; a word that is no name,
or more than one, gets a message that says how to write it; a comma where `;` belongs gets
"separate steps with ;"; a track set as a value (`restraint to 4`)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main
from gandhi_cli.io.errors import InputError, RuleViolation
from gandhi_cli.model.mapdata import Map, Space
from gandhi_cli.notation import actions as A
from gandhi_cli.notation.convert import parse_actions
from gandhi_cli.notation.fmt import fmt
from gandhi_cli.notation.names import read_names
from gandhi_cli.notation.parse import parse, resolve_spaces
from gandhi_cli.notation.statements import Number, Pieces, Route, SpaceRef, Word
from gandhi_cli.rules.steps import Args, apply, decode

ROOT = Path(__file__).resolve().parents[2]


def step_of(text: str):
    """The first step of a one-statement log."""
    log = parse(text)
    assert log.errors == (), log.errors
    play = log.statements[0]
    return (play.steps or play.parts[0].steps)[0]


def names(text: str, board):
    args, errors = read_names(step_of(text).args, board)
    return args, [e.message for e in errors]


def test_issue23_unquoted_path_east_bengal_to_assam(board):
    """Issue #23: `move 1G East Bengal>Assam` is the path East Bengal > Assam."""
    args, errors = names("REV march: move 1G East Bengal>Assam", board)
    assert errors == []
    assert args == (Pieces(1, "guerrillas"), Route((SpaceRef("East Bengal", None), SpaceRef("Assam", None))))
    assert decode(step_of("REV march: move 1G East Bengal>Assam"), board).route == ("east-bengal", "assam")


def test_issue23_unquoted_name_before_a_number(board):
    """Issue #23: `shift West Bengal -1` shifts West Bengal by -1."""
    args, errors = names("INC nc: shift West Bengal -1", board)
    assert errors == [] and args == (SpaceRef("West Bengal", None), Number(-1, signed=True))
    a = decode(step_of("INC nc: shift West Bengal -1"), board)
    assert a.spaces == ["west-bengal"] and a.numbers == [-1]


def test_issue23_longest_name_first_madras_presidency_not_madras(board):
    """Issue #23: `Madras Presidency` is the Province, not the City Madras and a stray word."""
    a = decode(step_of("INC nc: select Madras Presidency"), board)
    assert a.spaces == ["madras-presidency"]


def test_issue23_names_on_both_sides_of_a_path_and_after_to(board):
    a = decode(step_of("RAJ garrison: move 1T West Bengal>East Bengal>Assam"), board)
    assert a.route == ("west-bengal", "east-bengal", "assam")
    a = decode(step_of("INC satyagraha: release gandhi to West Bengal"), board)
    assert a.to_space == "west-bengal"


def test_issue23_one_word_names_stay_apart(board):
    """Words that make no name together stay names of their own (`select UP Bihar` is two
    spaces, as before), and a statement parses to the same words it always did."""
    assert decode(step_of("INC nc: select UP Bihar Madras"), board).spaces == ["united-provinces", "bihar", "madras"]
    args, errors = names("INC nc: select UP Bihar>Assam", board)
    assert errors == [] and args == (SpaceRef("UP", None), Route((SpaceRef("Bihar", None), SpaceRef("Assam", None))))
    assert step_of("INC nc: shift West Bengal -1").args == (SpaceRef("West", None), SpaceRef("Bengal", None),
                                                           Number(-1, signed=True))


def test_issue23_a_quoted_name_is_never_joined(board):
    """`"Madras" Presidency`: the quotes keep Madras a name of its own, so Presidency is read alone."""
    _, errors = names('INC nc: select "Madras" Presidency', board)
    assert errors == ["unknown space 'Presidency' (did you mean Madras Presidency, Bombay Presidency?); "
                      "quote multi-word names or use MP or BP"]


def test_issue23_an_ambiguous_word_says_how_to_write_it(board):
    """Issue #23: "East" alone could be three spaces: quote the name or use its short name
    (the map's aliases EB, ECR, RW-A)."""
    _, errors = names("INC nc: select East", board)
    assert errors == ["ambiguous space 'East': it could be East Bengal, East Coast Line, Eastern Bengal Railway; "
                      "quote multi-word names or use EB, ECR or RW-A"]


def test_issue23_a_misspelt_multi_word_name_is_one_error(board):
    """Issue #23: `East Bengl` is not a name: one error for both words, at the first, suggesting
    East Bengal and how to write it."""
    log = parse("card 1\nREV march: move 1G East Bengl>Assam\n", "g.log")
    errors = resolve_spaces(log, board)
    assert [str(e) for e in errors] == [
        "g.log:2:20: unknown space 'East Bengl' (did you mean East Bengal, West Bengal?); "
        "quote multi-word names or use EB or WB"]


def test_issue23_a_one_word_name_gets_no_quoting_hint(board):
    """A misspelt one-word name is suggested as before, with nothing about quotes."""
    _, errors = names("INC nc: select UP Bihr", board)
    assert errors == ["unknown space 'Bihr' (did you mean Bihar?)"]


def test_issue23_a_name_that_could_be_read_both_ways_is_ambiguous():
    """Where the words of a multi-word name are spaces of their own too (a map of one's own),
    the reading is not unambiguous: reported, with how to write it."""
    spaces = [Space("red", "Red", "province", 1, False, 0), Space("sea", "Sea", "province", 1, False, 0),
              Space("red-sea", "Red Sea", "province", 1, False, 0)]
    board = Map(spaces, {s.id: frozenset() for s in spaces}, "test")
    _, errors = names("INC nc: select Red Sea", board)
    assert errors == ["ambiguous space names 'Red Sea': one space (Red Sea) or 2 (Red, Sea); "
                      "quote multi-word names or use red-sea"]
    assert names('INC nc: select "Red" Sea', board)[1] == []


def test_issue23_decode_raises_the_located_error(board):
    with pytest.raises(InputError, match="quote multi-word names or use EB, ECR or RW-A"):
        decode(step_of("REV march: move 1G East>Assam"), board, "g.log")


@pytest.mark.parametrize("text", ["RAJ deploy: place 3T Delhi, place 2S Bombay", "INC nc: select UP, Bihar"])
def test_issue23_a_comma_between_steps(text):
    """Issue #23: a comma where `;` belongs gets "separate steps with ;"."""
    (error,) = parse(text, "g.log").errors
    assert "separate steps with ;" in error.message and str(error).startswith("g.log:1:")


def test_issue23_commas_where_they_belong_are_untouched():
    """`target INC, REV` keeps its commas (1.4.4); a comma in a header is no step separator."""
    assert parse("RAJ assault: target INC, REV; arrest gandhi BP").errors == ()
    (error,) = parse("[Players RAJ, INC]").errors
    assert "separate steps" not in error.message


def test_issue23_restraint_to_4_is_a_set_step():
    """Issue #23: "Set Restraint to 4" (#27 shaded, IT:2976) written as a set: `restraint to 4`."""
    step = step_of("INC event shaded: restraint to 4; add protest Delhi")
    assert step.verb == "restraint" and step.args == (Word("to", "to"), Number(4))
    (action,) = parse_actions("INC event shaded: unity to 3").actions
    assert action.steps == (A.ActionStep(A.Verb.UNITY, (A.To(3),)),)
    assert fmt(action) == "INC event shaded: unity to 3"


def test_issue23_restraint_to_sets_the_track(short, board):
    """`restraint to 1` from 3 sets Restraint to 1; a value off the track (6.6: 1-5) is refused."""
    apply(short, decode(step_of("INC event shaded: restraint to 1"), board))
    assert short.restraint == 1
    with pytest.raises(RuleViolation, match="6.6"):
        apply(short, Args("restraint", to_value=6))


@pytest.mark.parametrize("text", ["RAJ deploy: place 1T Delhi to 3", "INC event shaded: restraint to 2 -1",
                                  "INC event shaded: restraint -1 to 2"])
def test_issue23_to_a_number_only_sets_a_track(text, board):
    """`to N` is a track's value: after another verb, or with a change as well, it is refused."""
    with pytest.raises(InputError):
        decode(step_of(text), board)


UNQUOTED_LOG = ("[Scenario short]\n[Deck 2 3]\ncard 2 [RAJ INC ML REV]\n"
                "RAJ sweep: move 1T Calcutta>West Bengal + govern: shift Madras Presidency +1\nINC pass\n")


def test_issue23_validate_a_log_with_unquoted_names(tmp_path):
    """`gandhi validate` reads the unquoted names: clean, and the Troop is in West Bengal, Madras
    Presidency (Neutral in the short scenario) one level toward Support (4.2.2)."""
    log = tmp_path / "game.log"
    log.write_text(UNQUOTED_LOG, encoding="utf-8")
    r = CliRunner().invoke(main, ["validate", str(log)])
    assert r.exit_code == 0, r.output
    r = CliRunner().invoke(main, ["state", "--json", str(log)])
    import json

    spaces = {s["id"]: s for s in json.loads(r.output)["spaces"]}
    assert spaces["west-bengal"]["troops"] == 1 and spaces["calcutta"]["troops"] == 0
    assert spaces["madras-presidency"]["level"] == "Passive Support" and spaces["madras"]["level"] == "Passive Support"


def test_issue23_validate_subprocess_reports_how_to_write_a_name(tmp_path):
    """A real `gandhi validate` process: an ambiguous unquoted word is unusable input (exit 2),
    one located line that says how to write it."""
    log = tmp_path / "game.log"
    log.write_text(UNQUOTED_LOG.replace("Calcutta>West Bengal", "Calcutta>East"), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "gandhi_cli", "validate", str(log)], capture_output=True,
                          text=True, env=env, cwd=tmp_path, timeout=120)
    assert done.returncode == 2, done.stderr
    assert done.stderr.strip() == (f"gandhi: error: {log}:4:29: ambiguous space 'East': it could be East Bengal, "
                                   "East Coast Line, Eastern Bengal Railway; "
                                   "quote multi-word names or use EB, ECR or RW-A")


def test_issue23_every_existing_log_reads_as_it_did(board):
    """The words of every example and recorded Non-Player game stay the names they were: no run
    of them is read as a longer name, and none is in error."""
    logs = sorted((ROOT / "examples").glob("*.log")) + sorted((ROOT / "tests/core/data/np-games").glob("*.log"))
    assert len(logs) > 10
    for path in logs:
        log = parse(path.read_text(encoding="utf-8"), str(path))
        for st in log.statements:
            for step in (*getattr(st, "steps", ()), *(s for part in getattr(st, "parts", ()) for s in part.steps)):
                assert read_names(step.args, board, str(path)) == (step.args, []), (path, step.pos)


def test_issue23_fmt_keeps_a_name_as_written():
    """docs/notation.md "Spaces": `gandhi fmt` reads no map, so it keeps a name as written, quoted
    or not; the track set is canonical as `restraint to 4`."""
    text = ('REV march: move 1g East Bengal>"West Bengal" # hello\n'
            "INC event shaded: Restraint TO 4; add protest Delhi\n")
    assert fmt(parse(text)) == ('REV march: move 1G East Bengal>"West Bengal"  # hello\n'
                                "INC event shaded: restraint to 4; add protest Delhi\n")
