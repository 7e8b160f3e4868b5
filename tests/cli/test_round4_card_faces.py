"""Issue #32, the card faces a table supplies: a file of faction orders (2.3.2) and Critical /
haloed Non-Player icons (8.8.1, 8.8.2) in the user's configuration folder (`platformdirs`), or
`--cards FILE`, filled in with `gandhi card N --order ... --critical ...`, checked like the
bundled data (a bad file: one located message, exit 2), and read by the replay and the bots.
Every test points XDG_CONFIG_HOME at its own folder: the user's real one is never read or written."""

from __future__ import annotations

import json

from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main

# Card 5's icons are not in our texts: with none known the Raj (a Non-Player, 1st on it) takes
# an Operation; its unshaded Event is Effective for the Raj (8.8.3).
CARD5 = "[Scenario short]\n[Seed 3]\n[Players INC]\ncard 5 [RAJ REV INC ML]\n"


def invoke(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def moves(output: str) -> list[str]:
    return [line for line in output.splitlines() if line and not line.startswith(("#", "gandhi:"))]


def test_8_2_1_a_card_faces_file_makes_the_event_critical_and_the_bot_takes_it(tmp_path, monkeypatch):
    """8.2.1 (IT:1132): "Se l'Evento Corrente è un Evento Critico (8.8.1) per quella Fazione ed è
    efficace (8.8.3), scegliete l'Evento": the icon the table reads on its card (here the Raj's,
    underlined on #5) changes the Non-Player's choice from an Operation to the Event."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    log = tmp_path / "g.log"
    log.write_text(CARD5)
    before = invoke("next", log)
    assert before.exit_code == 0, before.output
    assert moves(before.stdout)[0].startswith("RAJ assault")
    faces = tmp_path / "faces.yaml"
    faces.write_text("cards:\n  - card: 5\n    critical: [RAJ]\n")
    after = invoke("next", log, "--cards", faces)
    assert after.exit_code == 0, after.output
    assert moves(after.stdout)[0].startswith("RAJ event unshaded")
    # the same fact remembered in the user's file by `gandhi card`, read with no option
    r = invoke("card", 5, "--critical", "RAJ")
    assert r.exit_code == 0, r.output
    assert (tmp_path / "config" / "gandhi" / "cards.yaml").is_file()
    assert moves(invoke("next", log).stdout)[0].startswith("RAJ event unshaded")
    assert "Critical (8.8.1): RAJ" in invoke("card", 5).stdout


def test_2_3_2_a_remembered_order_is_used_and_its_source_said(tmp_path, monkeypatch):
    """2.3.2: the faction order is printed on the card. Without [Seed] `next` never invents one;
    once the table wrote it in its card faces file, `next` writes the card line with it and says
    where it came from, and `gandhi card` names the file and line."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    log = tmp_path / "g.log"
    log.write_text("[Scenario short]\n[Deck 45 12]\n[Players INC]\n")
    r = invoke("next", log, "--json")
    assert json.loads(r.stdout)["lines"] == []  # the order is not known: asked for
    assert invoke("card", 45, "--order", "RAJ,REV,INC,ML").exit_code == 0
    r = invoke("next", log, "--json")
    lines = json.loads(r.stdout)["lines"]
    assert lines[0].startswith("# card 45: faction order from your card faces") and "cards.yaml:" in lines[0]
    assert lines[1] == "card 45 [RAJ REV INC ML]"
    assert "Faction order: RAJ REV INC ML (your card faces," in invoke("card", 45).stdout
    # a log that declares another order is reported against the table's own card (2.3.2)
    log.write_text("[Scenario short]\n[Deck 45 12]\n[Players INC]\ncard 45 [REV RAJ INC ML]\n")
    r = invoke("validate", log)
    assert r.exit_code == 1 and "2.3.2" in r.output and "your card faces" in r.output


def test_a_malformed_card_faces_file_is_one_located_message_exit_2(tmp_path, monkeypatch):
    """Checked like the bundled data (issue #32): the first problem at its FILE:LINE, exit 2."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    bad = tmp_path / "faces.yaml"
    bad.write_text("cards:\n  - card: 12\n    order: [RAJ, INC, ML, REV]\n  - card: 13\n    order: [RAJ, INC, ML]\n")
    r = invoke("card", 13, "--cards", bad)
    assert r.exit_code == 2
    assert f"{bad}:5:" in r.output and "all four factions" in r.output and "Traceback" not in r.output
    bad.write_text("cards:\n  - card: 12\n    halo: [RAJ]\n")
    r = invoke("validate", tmp_path / "missing.log", "--cards", bad)
    assert r.exit_code == 2 and f"{bad}:3:" in r.output
    # a bundled fact is not contradicted: #20's Raj icon is left of the League's (tutorial, SEQ-2)
    r = invoke("card", 20, "--order", "ML,RAJ,INC,REV")
    assert r.exit_code == 2 and "RAJ icon is left of its ML icon" in r.output
    assert not (tmp_path / "gandhi" / "cards.yaml").exists()


def test_2_3_2_status_names_the_card_line_a_remembered_order_makes_complete(tmp_path, monkeypatch):
    """Issue #32: in a seeded game among players `status` asked for 'card 68 [ORDER]' while `gandhi
    card 68` said the order is unknown; once the table remembered it, `status` names the whole
    command, and that command is accepted (2.3.2: the order printed on the card)."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    log = tmp_path / "g.log"
    log.write_text("[Scenario short]\n[Seed 1]\n")  # card 68 comes first
    step = json.loads(invoke("status", log, "--json").stdout)["next_step"]
    assert step["command"] is None and "gandhi card 68 --order" in step["text"]
    assert invoke("card", 68, "--order", "RAJ,INC,ML,REV").exit_code == 0
    step = json.loads(invoke("status", log, "--json").stdout)["next_step"]
    assert step["command"] == f"gandhi add {log} 'card 68'"
    r = invoke("add", log, "card 68")
    assert r.exit_code == 0, r.output
    assert json.loads(invoke("status", log, "--json").stdout)["on_card"]["to_choose"] == ["RAJ", "INC", "ML", "REV"]
