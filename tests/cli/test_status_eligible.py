"""`gandhi status`'s Eligibility line (2.3.1, 2.3.2, 2.3.6; issue #24: `Eligible: RAJ INC` still
listed the Raj after it acted on the card). On a card not done the line says who acted, who
Passed and which Eligible factions are still to choose on it, in the card's order; once the
card is done (or between cards) it gives the factions Eligible for the next card."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SHORT = str(EXAMPLES / "short-game.log")


def _status(*args: str) -> str:
    out = CliRunner().invoke(main, ["status", *args])
    assert out.exit_code == 0, out.output
    return out.output


def _line(text: str, start: str) -> str:
    return next(line for line in text.splitlines() if line.startswith(start))


def test_a_faction_that_acted_on_the_card_is_not_shown_still_to_choose_2_3_2():
    """2.3.2, 2.3.4 (IT:345, IT:353-365): on card 68 [INC REV RAJ ML], with all four Eligible,
    Congress took an Operation with a Special Activity (line 14); the Revolutionaries are 2nd
    Eligible, then the Raj and the League may still choose (if REV Passes, 2.3.3). Congress is
    no longer to choose on the card, and the line does not call it Eligible."""
    text = _status(SHORT, "--at", "14")
    line = _line(text, "On card 68")
    assert line == "On card 68 (2.3.2): INC acted; still to choose: REV RAJ ML"
    assert not any(x.startswith("Eligible:") for x in text.splitlines())
    data = json.loads(_status(SHORT, "--at", "14", "--json"))
    assert data["on_card"] == {"card": 68, "eligible": ["RAJ", "INC", "ML", "REV"], "acted": ["INC"],
                               "passed": [], "to_choose": ["REV", "RAJ", "ML"]}


def test_once_the_card_is_done_the_line_is_the_next_cards_eligibility_2_3_6():
    """2.3.6 (IT:371-375): INC and REV acted on card 68 (lines 14-15): for card 19 only the Raj
    and the League are Eligible, and the line says it is the next card's."""
    text = _status(SHORT, "--at", "15")
    assert _line(text, "Eligible") == "Eligible for the next card (2.3.6): RAJ ML"
    assert json.loads(_status(SHORT, "--at", "15", "--json"))["on_card"] is None


def test_the_card_line_names_the_factions_ineligible_for_it_2_3_1():
    """2.3.1 (IT:343): on card 19, INC and REV (which acted on card 68) are Ineligible; the line
    says so rather than leaving them out silently."""
    text = _status(SHORT, "--at", "17")
    assert "Ineligible: INC REV" in _line(text, "On card 19")
