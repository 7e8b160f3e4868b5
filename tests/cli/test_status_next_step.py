"""`gandhi status` says whose move it is and what to type (issue #23 item 2): a Non-Player's move
and the card line of a game with Non-Players are written by `gandhi next LOG --append` (it keeps
the card's faction order, NP-ORD-1); a player's by `gandhi add`; before the first card nothing is
in play (not "(done)"); with a deck shuffled by hand (DECK-1) no card number is invented."""

from __future__ import annotations

import json
import re
from pathlib import Path

from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SHORT = str(EXAMPLES / "short-game.log")
SOLO = str(EXAMPLES / "np-solitaire.log")


def _status(*args: str) -> str:
    out = CliRunner().invoke(main, ["status", *args])
    assert out.exit_code == 0, out.output
    return out.output


def _lines(text: str) -> dict[str, str]:
    return {line.split(":", 1)[0]: line for line in text.splitlines() if ":" in line}


def test_a_non_players_move_names_the_non_player_and_gandhi_next():
    """8.0, issue #23: np-solitaire.log is [Players INC]; on card 4 [RAJ INC REV ML] the Raj, 1st
    Eligible, is a Non-Player: `gandhi next LOG --append` plays it."""
    lines = _lines(_status(SOLO, "--at", "12"))
    assert lines["Now"].startswith("Now: RAJ (a Non-Player), 1st Eligible on card 4:")
    assert lines["Next step"] == f"Next step: gandhi next {SOLO} --append (RAJ is a Non-Player)"
    data = json.loads(_status(SOLO, "--at", "12", "--json"))
    assert data["next_step"] == {"by": "non-player", "faction": "RAJ", "command": f"gandhi next {SOLO} --append",
                                 "text": f"gandhi next {SOLO} --append (RAJ is a Non-Player)"}


def test_a_card_line_in_a_game_with_non_players_is_written_by_gandhi_next():
    """Issue #23: after Congress's Limited Rally (line 16) card 4 is done and card 72 is due; the
    hint is not `write card 72` (that would drop the card's faction order) but `gandhi next`."""
    lines = _lines(_status(SOLO, "--at", "16"))
    assert lines["Now"] == "Now: card 72 is played next (2.3.7, 2.4)"
    assert lines["Next step"].startswith(f"Next step: gandhi next {SOLO} --append (writes the card line")
    assert "write `card" not in _status(SOLO, "--at", "16")


def test_a_players_move_names_the_player_and_gandhi_add():
    """2.3.4, issue #23: in short-game.log all four are players; REV is 2nd Eligible on card 68
    after INC's Operation with a Special Activity (line 14), and writes its move with `gandhi add`."""
    lines = _lines(_status(SHORT, "--at", "14"))
    assert lines["Now"] == ("Now: REV (a player), 2nd Eligible on card 68: the Event or a Limited Operation "
                            "or Pass (2.3.4)")
    data = json.loads(_status(SHORT, "--at", "14", "--json"))
    assert data["next_step"]["by"] == "player" and data["next_step"]["command"] == f"gandhi add {SHORT} 'REV ...'"


def test_the_opening_card_is_not_done_before_it_is_played(tmp_path):
    """2.2 (IT:328-330), issue #23: at the start of a game (seed 1: card 68 first, then 19,
    short-game.log's line 6) the first card is revealed in the Current Card box and the next one
    on the deck; the first is not "(done)"; with the Raj, the League and the Revolutionaries
    Non-Players, `gandhi next` writes its line."""
    log = tmp_path / "start.log"
    log.write_text("[Scenario short]\n[Seed 1]\n[Players INC]\n", encoding="utf-8")
    text = _status(str(log))
    assert "(done)" not in text
    lines = _lines(text)
    assert lines["Card"] == "Card: #68 Red Fort Trials (revealed, not played yet: 2.2)"
    assert lines["Next card"] == "Next card: #19 Attack on the Central Assembly in Delhi"
    assert lines["Next step"].startswith(f"Next step: gandhi next {log} --append")
    data = json.loads(_status(str(log), "--json"))
    assert data["card"]["number"] == 68 and not data["card_done"] and not data["started"]
    assert data["due"]["name"] == 68


def test_a_deck_shuffled_by_hand_never_names_a_card_it_cannot_know(tmp_path):
    """DECK-1, issue #23: without [Seed] or [Deck] the next card is whatever is turned up: status
    does not name one (it had invented `write card 32`, then `write card 12`, from the seed-0
    deck) and says to write the card turned up."""
    log = tmp_path / "hand.log"
    log.write_text("[Scenario short]\n[Viceroy 77]\n[Players RAJ INC ML REV]\n", encoding="utf-8")
    for text in (_status(str(log)), None):
        if text is None:  # card 5 played and done: all four Passed
            log.write_text(log.read_text() + "card 5 [INC ML RAJ REV]\nINC pass\nML pass\nRAJ pass\nREV pass\n")
            text = _status(str(log))
        lines = _lines(text)
        assert lines["Next card"] == "Next card: -"
        assert lines["Now"] == "Now: the next card (not known: a deck shuffled by hand) is played next (2.3.7, 2.4)"
        assert lines["Next step"].startswith(f"Next step: turn up the next card and write it: gandhi add {log} "
                                             "'card N [ORDER]'")
        data = json.loads(_status(str(log), "--json"))
        assert data["due"]["name"] is None and data["next_card"] is None
        assert data["card"] is None or data["card"]["number"] == 5  # never the stand-in deck's card
        assert data["next_step"]["command"] is None
    assert lines["Card"] == "Card: #5 First Round Table Conference in London (done)"
    # the cards it had invented, named as cards (the log's own path may hold any digits)
    assert not re.search(r"card (32|12)\b|#(32|12)\b", text.replace(str(log), "LOG"))


ARREST = """[Scenario short]
[Seed 5]
[Players INC]
card 4 [RAJ INC REV ML]
RAJ govern: shift bihar +1; arrest gandhi bombay-presidency
  + assault: arrest 1 INC bombay-presidency; arrest 1 ML punjab
"""


def test_after_gandhis_arrest_the_next_step_is_congress_protests_3_2_4(tmp_path):
    """3.2.4 (IT:488, example IT:500): once Gandhi is arrested, at the end of the Raj's turn Congress
    may place up to two Protests;
    it comes before Congress's own choice on the card, so the step to type names `INC protests`
    (and how to place none), not Congress's card move."""
    log = tmp_path / "arrest.log"
    log.write_text(ARREST, encoding="utf-8")
    lines = _lines(_status(str(log)))
    assert lines["Next step"] == (f"Next step: gandhi add {log} 'INC protests: ...' (INC's player chooses now "
                                  "or 'INC protests' for none; then INC's move)")
    data = json.loads(_status(str(log), "--json"))
    assert data["next_step"]["by"] == "player" and data["next_step"]["faction"] == "INC"
    assert data["next_step"]["command"] == f"gandhi add {log} 'INC protests: ...'"
