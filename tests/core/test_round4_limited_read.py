"""Issue #35 item 7: 2.3.5 (IT:367, JA:423) "Una Operazione Limitata è una Operazione in un solo
spazio, senza Attività Speciale": a Limited Operation is what was done, so the 2nd Eligible held
to a Limited Operation (2.3.4, IT:362) who writes an Operation in one space with no Special
Activity and no `limited` has taken the Limited Operation (LIMITED-1)."""

from __future__ import annotations

from gandhi_cli.core.replay import replay_text

HEAD = "[Scenario short]\n[Deck 2 3 5 6 7 8]\n"
FIRST = "card 2 [INC RAJ ML REV]\nINC rally: place 1 INC Gujarat\n"


def run(body: str):
    return replay_text(HEAD + FIRST + body, "game.log")


def test_operation_in_one_space_read_as_limited_2_3_5():
    """2.3.5 (IT:367): after an Operation only (2.3.4, IT:362), the Raj's Sweep in Delhi, one
    space and no SA, is a Limited Operation: clean."""
    r = run("RAJ sweep: select Delhi\n")
    assert r.violations == []


def test_operation_in_two_spaces_when_limited_2_3_5():
    """2.3.5 (IT:367): read as the Limited Operation, a second space is reported as for `limited`."""
    r = run("RAJ sweep: select Delhi; select UP\n")
    assert [f.rule for f in r.violations] == ["2.3.5"]


def test_operation_with_special_activity_still_refused_2_3_4():
    """2.3.4 (IT:362): with a Special Activity it is no Limited Operation: the option is refused."""
    r = run("RAJ sweep: select Delhi + govern: select UP\n")
    assert "2.3.4" in [f.rule for f in r.violations]
