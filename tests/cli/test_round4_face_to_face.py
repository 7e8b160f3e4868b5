"""Issue #32, "Done when": a face-to-face game with the printed cards. Two players (the Raj and
the Revolutionaries) and two Non-Players (Congress and the League); no [Seed], no [Deck]: every
card is typed as the table turns it up (`card N`, `reveal N`, 2.3.7; `campaign N`, 2.4) and every
Arjuna card and die the Non-Players need is given as the table draws and rolls it (8.3), through
`gandhi add` and `gandhi next`. Five cards, a Campaign round and the card after it (the Short scenario's first
Campaign card lies among cards 7-13 of the deck, 2.1, IT:1694; DECK-1), no header edited after
the first three lines, no value taken from a seed; `status` names, at every step, a command that
does not refuse; the log validates clean and each Non-Player move is given again by `next` from
the log before it (and its `#@np` line)."""

from __future__ import annotations

import json

from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main

HEAD = "[Scenario short]\n[Players RAJ REV]\n[Viceroy 77]\n"

# What the table does, in order: ("add", line) a player's line or a card turned up; ("next",
# Arjuna cards, dice) a Non-Player's move with what the table drew and rolled for it.
TABLE = [
    ("add", "card 4 [RAJ INC REV ML]"), ("add", "RAJ pass"), ("add", "reveal 12 [RAJ REV INC ML]"),
    ("next", ["G"], [3, 3, 3]), ("add", "REV pass"), ("next", [], []),
    ("next", [], []),  # card 12, in the order revealed
    ("add", "RAJ pass"), ("add", "REV pass"),
    ("add", "card 30 [RAJ REV INC ML]"), ("add", "RAJ pass"), ("add", "REV pass"),
    ("add", "reveal 2 [RAJ REV INC ML]"), ("next", ["G"], [3]), ("next", [], [3, 3]),
    ("next", [], []),  # card 2
    ("add", "RAJ pass"), ("add", "REV pass"),
    ("add", "card 3 [RAJ REV INC ML]"), ("add", "RAJ pass"), ("add", "REV pass"),
    ("add", "reveal 5 [RAJ REV INC ML]"), ("next", ["G"], [3, 3, 3]), ("next", ["N"], [3]),
    ("add", "campaign 75"),  # turned up after card 5 came to the current box (2.4)
    ("add", "RAJ imperialism"), ("next", [], []), ("next", [], []), ("next", [], [3, 3]),
    ("add", "REV secret-societies"), ("add", "RAJ redeploy"),
    ("next", [], [3] * 48), ("next", [], [3] * 12), ("add", "REV redeploy"),
    ("next", [], [3, 3]),  # Congress's Protest after the Reset (8.9.4)
    ("next", [], []),  # card 5, the card the Campaign card displaced (2.4)
]


def invoke(*args, stdin: str | None = None):
    return CliRunner().invoke(main, [str(a) for a in args], input=stdin)


def test_2_3_7_8_3_a_face_to_face_game_typed_as_the_table_turns_it(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))  # no card faces file but the table's cards
    log = tmp_path / "table.log"
    log.write_text(HEAD)
    made = []  # (the log before, the lines `next` appended)
    for what, *given in TABLE:
        step = json.loads(invoke("status", log, "--json").stdout)["next_step"]
        if step["command"] and step["command"].startswith("gandhi next"):  # never a command that refuses
            ask = invoke(*[a for a in step["command"].split()[1:] if a != "--append"])  # tried, not written
            assert ask.exit_code == 0, (step, ask.output)
        before = log.read_text()
        if what == "add":
            r = invoke("add", log, given[0])
        else:
            cards, dice = given
            args = ["next", log, "--append"]
            args += ["--arjuna", ",".join(cards)] if cards else []
            args += ["--rolls", ",".join(map(str, dice))] if dice else []
            r = invoke(*args)
            made.append((before, log.read_text()[len(before):].splitlines()))
        assert r.exit_code == 0, (what, given, r.output)
    text = log.read_text()
    assert text.startswith(HEAD) and "[Seed" not in text and "[Deck" not in text
    assert "\ncampaign 75\n" in text and text.count("\ncard ") == 6
    assert text.rstrip().endswith("card 5 [RAJ REV INC ML]")
    r = invoke("validate", log)
    assert r.exit_code == 0 and "0 violations" in r.output, r.output
    # replayed: each Non-Player move again from the log before it, its #@np line read as given
    for before, lines in made:
        comment = lines[:1] if lines and lines[0].startswith("#@np") else []
        r = invoke("next", "-", stdin=before + "\n".join(comment) + ("\n" if comment else ""))
        assert r.exit_code == 0, r.output
        assert r.stdout.splitlines() == lines[len(comment):]
