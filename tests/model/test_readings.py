"""Readings a table may choose (issue #14): `[Reading ID OPTION]` headers, the `gandhi readings`
command, the readings in force shown by `state` and `margins`, and each choosable reading reaching
its rule: RED-1 (6.4.2, IT:903 against JA:1051), REV-1 (3.4.3, IT:598 against JA:681), EV-39-1
(card #39's "ogni altro cubo", IT:2990), RAJ-2 (3.2.2, IT:445 against JA:523)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main
from gandhi_cli.core.engine import perform
from gandhi_cli.core.replay import replay, replay_text
from gandhi_cli.model import terms
from gandhi_cli.model.readings import all_readings
from gandhi_cli.notation.parse import parse

REPO = Path(__file__).resolve().parents[2]
RULES = REPO.parent / "shared" / "rules"
TUTORIAL = REPO / "examples" / "tutorial.log"


def with_header(text: str, *headers: str) -> str:
    """`text` (a log) with `headers` after its [Scenario] line."""
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if line.lower().startswith("[scenario"))
    return "\n".join(lines[:at + 1] + list(headers) + lines[at + 1:]) + "\n"


def violations(result) -> list[tuple[int, str]]:
    return [(f.line, f.rule) for f in result.violations]


# ---------------------------------------------------------------- RED-1 (6.4.2)
def test_red1_strict_keeps_the_tutorial_cubes_in_protest_spaces():
    """6.4.2 under [Reading RED-1 strict] (IT:903 as printed): the tutorial's Redeploy moves out
    of Punjab (IT:2711), Calcutta (3 Sepoys, IT:2714), Bombay Presidency (IT:2716) and Madras
    Presidency (IT:2717), all Protest spaces, are reported, one finding per move; by default
    (RED-1: may leave) the same log is clean."""
    text = TUTORIAL.read_text(encoding="utf-8")
    assert replay(parse(text, "t.log")).violations == []
    strict = replay_text(with_header(text, "[Reading RED-1 strict]"), name="t.log")
    lines = text.splitlines()
    assert "Punjab>Karachi" in lines[116] and lines[119].count("Calcutta>") == 3
    assert "BP>Bombay" in lines[121] and "MP>Madras" in lines[122]
    # the header line added shifts the log's lines by one
    assert violations(strict) == [(118, "6.4.2")] + [(121, "6.4.2")] * 3 + [(123, "6.4.2"), (124, "6.4.2")]
    assert all("Protest space" in f.message for f in strict.violations)


# ---------------------------------------------------------------- REV-1 (3.4.3)
@pytest.fixture
def rev(empty):
    empty.restraint, empty.unity = 3, 3
    empty.resources[terms.REV] = 10
    empty.place(terms.GUERRILLAS, "east-bengal", 3)
    empty.place(terms.SEPOYS, "east-bengal", 2)
    return empty


def test_rev1_and_no_unrest_without_a_protest(rev):
    """3.4.3 under [Reading REV-1 and] (IT:598, IT:3040: "segnalino Protesta e nessun Controllo
    Raj"): East Bengal loses Raj Control but has no Protest, so the Attack adds no Unrest; by
    default (REV-1: "or", JA:681) it does."""
    default = rev.copy()
    assert perform(default, "REV attack: select EB; roll 2; remove 2S EB") == []
    assert default.spaces["east-bengal"].unrest == 1
    rev.readings = {"REV-1": "and"}
    assert perform(rev, "REV attack: select EB; roll 2; remove 2S EB") == []
    assert rev.spaces["east-bengal"].unrest == 0
    rev.place_protest("east-bengal", for_event=True)
    assert perform(rev, "REV attack: select EB; roll 1") == []  # now a Protest and no Raj Control
    assert rev.spaces["east-bengal"].unrest == 1


# ---------------------------------------------------------------- EV-39-1 (#39, #43)
def test_ev39_every_second_halves_the_activists(empty, play, sid):
    """#39 unshaded under [Reading EV-39-1 every-second] (IT:2990 "1 Attivista per ogni altro
    cubo o altra Guerriglia" read as every other one): Punjab, 2 Troops and 1 Guerrilla, loses 1
    Activist, not 3."""
    s = empty
    s.readings = {"EV-39-1": "every-second"}
    s.place(terms.TROOPS, sid("Punjab"), 2)
    s.place(terms.GUERRILLAS, sid("Punjab"), 1)
    s.place(terms.INC_ACTIVISTS, sid("Punjab"), 4)
    too_many = s.copy()
    assert play(s, 39, "RAJ event unshaded: remove 1 INC Punjab").clean
    assert s.spaces[sid("Punjab")].inc_activists == 3
    p = play(too_many, 39, "RAJ event unshaded: remove 3 INC Punjab")
    assert p.rules == ["5.1"] and "at most 1 in Punjab" in p.text()


# ---------------------------------------------------------------- RAJ-2 (3.2.2)
def test_raj2_none_garrison_activates_nobody(empty):
    """3.2.2 under [Reading RAJ-2 none] (the IT rules text, IT:445, ends with the moves): Troops
    garrisoned onto a Railway Activate no Guerrilla there; by default (JA:523, the aid sheet
    IT:3046) they Activate one per cube."""
    empty.place(terms.TROOPS, "west-bengal", 2)
    empty.place(terms.GUERRILLAS, "rw-eastern-bengal", 3)
    default = empty.copy()
    assert perform(default, "RAJ garrison: move 2T WB>RW-A") == []
    assert default.spaces["rw-eastern-bengal"].guerrillas_active == 2
    empty.readings = {"RAJ-2": "none"}
    assert perform(empty, "RAJ garrison: move 2T WB>RW-A") == []
    assert empty.spaces["rw-eastern-bengal"].guerrillas_active == 0


# ---------------------------------------------------------------- the header
@pytest.mark.parametrize("header,message", [
    ("[Reading RED-2 strict]", "no choosable reading RED-2 (did you mean RED-1?)"),
    ("[Reading RED-1 lax]", "RED-1 has no option 'lax'; its options are may-leave, strict"),
    ("[Reading RED-1]", "[Reading] takes a reading id and an option"),
    ("[Reading RED-1 strict RED-1 may-leave]", "RED-1 chosen twice"),
])
def test_bad_reading_header_is_unusable_input(tmp_path, header, message):
    """A [Reading] header the tool cannot honour is unusable input, as every other bad header
    (exit 2, one located line), never a traceback: replaying under rules the table did not
    choose would judge the log wrongly."""
    log = tmp_path / "bad.log"
    log.write_text(f"[Scenario short]\n[Seed 1]\n{header}\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["validate", str(log)])
    assert out.exit_code == 2
    assert f"{log}:3:1: " in out.output and message in out.output
    assert "Traceback" not in out.output


def test_two_reading_headers_and_case():
    """[Reading] may be repeated, one reading each; ids and options in any case."""
    result = replay_text("[Scenario short]\n[Reading red-1 STRICT]\n[Reading REV-1 and]\n", name="r.log")
    assert result.state.readings == {"RED-1": "strict", "REV-1": "and"}
    assert result.state.reading("EV-39-1") == "each"


def test_state_and_margins_show_the_readings_in_force(tmp_path):
    """The header is echoed by `state` and `margins` (text and --json) when it chooses a
    non-default reading, so two players see they use the same rules; not otherwise."""
    runner = CliRunner()
    odd, plain = tmp_path / "odd.log", tmp_path / "plain.log"
    odd.write_text("[Scenario short]\n[Seed 1]\n[Reading RED-1 strict]\n", encoding="utf-8")
    plain.write_text("[Scenario short]\n[Seed 1]\n[Reading RED-1 may-leave]\n", encoding="utf-8")
    line = "Readings in force: RED-1 strict (not the default), REV-1 or, EV-39-1 each, RAJ-2 activate"
    for command in ("state", "margins"):
        # the 80-column `state` view may wrap the line: compare the words
        assert line in " ".join(runner.invoke(main, [command, str(odd)]).output.split())
        assert "Readings" not in runner.invoke(main, [command, str(plain)]).output
        data = json.loads(runner.invoke(main, [command, str(odd), "--json"]).output)
        assert data["readings"] == {"RED-1": "strict", "REV-1": "or", "EV-39-1": "each", "RAJ-2": "activate"}
        assert "readings" not in json.loads(runner.invoke(main, [command, str(plain), "--json"]).output)


def test_fmt_keeps_the_reading_header(tmp_path):
    """`gandhi fmt` writes the header back as it was."""
    log = tmp_path / "r.log"
    log.write_text("[Scenario short]\n[Reading RED-1 strict]\n", encoding="utf-8")
    assert "[Reading RED-1 strict]" in CliRunner().invoke(main, ["fmt", str(log)]).output


# ---------------------------------------------------------------- gandhi readings
def test_readings_command_lists_both_texts():
    """`gandhi readings` lists RED-1, REV-1 and EV-39-1, each with its default and the header
    that chooses the other option; --json gives every option's texts with their citations."""
    runner = CliRunner()
    out = runner.invoke(main, ["readings"])
    assert out.exit_code == 0
    for header in ("[Reading RED-1 strict]", "[Reading REV-1 and]", "[Reading EV-39-1 every-second]"):
        assert header in out.output
    assert "IT:903" in out.output and "JA:1051" in out.output and "IT:598" in out.output and "JA:681" in out.output
    data = json.loads(runner.invoke(main, ["readings", "--json"]).output)["readings"]
    assert [r["id"] for r in data] == ["RED-1", "REV-1", "EV-39-1", "RAJ-2"]
    assert all(len(r["options"]) >= 2 and r["default"] in [o["name"] for o in r["options"]] for r in data)
    assert "Example: gandhi readings" in runner.invoke(main, ["readings", "--help"]).output


@pytest.mark.skipif(not RULES.is_dir(), reason="the rule texts are not next to the repository")
def test_every_quotation_is_on_its_cited_line():
    """Each source quoted in data/readings.yaml is verbatim on the IT/JA line it cites."""
    files = {"IT": "gandhi-rules-playbook-cards-it.txt", "JA": "gandhi-rules-1-7-ja.txt"}
    for reading in all_readings().values():
        for option in reading.options:
            for src in option.sources:
                lang, line = src.cite.split(":")
                text = (RULES / files[lang]).read_text(encoding="utf-8").splitlines()[int(line) - 1]
                for part in src.text.split(" … "):
                    assert part in text, (reading.id, option.name, src.cite, part)


def test_ledger_records_each_choosable_reading():
    """docs/rules-notes.md has a row for each choosable reading id."""
    notes = (REPO / "docs" / "rules-notes.md").read_text(encoding="utf-8")
    for rid in all_readings():
        assert re.search(rf"^\| {re.escape(rid)} \|", notes, re.M), rid


# ---------------------------------------------------------------- the bots under either reading
def test_bots_play_clean_under_the_other_readings():
    """8.0: four Non-Players play a Short game under every non-default reading; every move they
    write is accepted by the replay (they validate their moves by it), and the log they wrote
    replays clean from its headers."""
    from gandhi_cli.np.driver import Autoplay, start_text

    head = with_header(start_text("short", 3, set(terms.FACTIONS)), "[Reading RED-1 strict]",
                       "[Reading REV-1 and]", "[Reading EV-39-1 every-second]", "[Reading RAJ-2 none]")
    game = Autoplay(head, "<np>", 3)
    for _due, _move, bad in game.until_player():
        assert bad == []
    assert game.state.readings == {"RED-1": "strict", "REV-1": "and", "EV-39-1": "every-second", "RAJ-2": "none"}
    text = "\n".join(game.lines) + "\n"
    result = replay(parse(text, "np.log"))
    assert result.violations == [], [str(f) for f in result.violations][:3]
    assert result.cards_played > 10


def test_play_writes_the_chosen_reading():
    """`gandhi play --reading ID=OPTION` plays under that reading and writes its header, so the
    log replays under the same rules; a malformed choice is unusable input (exit 2)."""
    runner = CliRunner()
    out = runner.invoke(main, ["play", "short", "--np", "RAJ,ML,REV", "--seed", "3", "--reading", "REV-1=and"])
    assert out.exit_code == 0, out.output
    assert "[Reading REV-1 and]" in out.output
    bad = runner.invoke(main, ["play", "short", "--seed", "3", "--reading", "REV-1"])
    assert bad.exit_code == 2 and "--reading takes ID=OPTION" in bad.output
