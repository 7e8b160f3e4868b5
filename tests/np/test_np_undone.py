"""8.8.4 with 5.1 / 5.1.2: the NP Event search weighs what a text leaves undone from the findings'
typed `undone` field (activity.Undone), set where the Event's check makes the finding, never by
reading the English message (issue #16)."""

from __future__ import annotations

from gandhi_cli.core.engine import perform
from gandhi_cli.model.scenario import setup
from gandhi_cli.np import events as E
from gandhi_cli.rules.activity import Finding, Gap, Undone


def _f(message: str, undone: Undone | None = None) -> Finding:
    return Finding("5.1.2", message, "<np>", 1, 1, undone=undone)


def test_5_1_2_card22_two_spaces_shortfall_is_typed():
    """5.1.2 (IT: card #22 shaded, "In 2 spaces ... add 2 Guerrillas"): one space chosen where two
    could be is a SHORT gap of 1, carried by the finding, its message unchanged."""
    s = setup("short", seed=1)
    s.audit = False
    found = perform(s, "REV event shaded: place 2G bombay-presidency", card=22)
    short = [f for f in found if f.undone is not None and f.undone.gap is Gap.SHORT]
    assert [f.undone for f in short] == [Undone(Gap.SHORT, 1)]
    assert short[0].message.endswith("2 spaces could be chosen, the log chose 1")


def test_5_1_2_undone_reads_the_typed_field_not_the_message():
    """5.1.2: a shortfall of 3 counts 3, "all of them" with 2 left counts 2, a part left out
    weighs LEFT_OUT, whatever the message says; an untyped finding counts 1 even when its text
    (a clause's own words) says "left out"."""
    assert E._undone([_f("whatever", Undone(Gap.SHORT, 3))]) == 3
    assert E._undone([_f("whatever", Undone(Gap.ALL_BUT, 2))]) == 2
    assert E._undone([_f("whatever", Undone(Gap.LEFT_OUT))]) == E.LEFT_OUT
    assert E._undone([_f("'Remove the pieces left out': wrong space")]) == 1


def test_5_1_2_typed_field_does_not_change_the_finding_text():
    """The golden outputs stay byte-identical: `undone` is not printed nor part of --json."""
    f = _f("'X' is left out", Undone(Gap.LEFT_OUT))
    assert "undone" not in f.as_dict() and str(f) == str(_f("'X' is left out"))
