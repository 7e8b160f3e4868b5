"""`journal.Kept` (issue #33): the rules objects beside the board put back in place, the containers
they share still shared — 6.3.2's combined count (IT:885, JA:1021), which the Turns of Congress's
and the League's Constructive Programme hold as one record (`Turn.round`) — and put back as often
as a trial asks."""

from __future__ import annotations

from collections import Counter

from gandhi_cli.model import terms
from gandhi_cli.model.journal import Kept
from gandhi_cli.model.scenario import setup
from gandhi_cli.rules.activity import Turn


def _two_parts() -> tuple[Turn, Turn, dict]:
    """The Turns of INC's and ML's Constructive Programme in one Campaign round, sharing the
    round's record (6.3.2: "a combined total number of Cities and/or Provinces up to Unity")."""
    state = setup("short", seed=0)
    shared: dict = {"parts": [(terms.INC, "constructive-programme")],
                    "constructive-programme": {"spaces": {"united-provinces": terms.INC},
                                               "levels": Counter({"united-provinces": 1})}}
    inc, ml = Turn(state, terms.INC, "<t>", []), Turn(state, terms.ML, "<t>", [])
    inc.round = ml.round = shared
    return inc, ml, shared


def test_kept_puts_the_shared_constructive_programme_record_back_in_place_6_3_2():
    """6.3.2 (IT:885): the League's shifts join Congress's in one combined count; taken back, the
    record is the one object both Turns hold, with Congress's choice only."""
    inc, ml, shared = _two_parts()
    record = shared["constructive-programme"]
    kept = Kept().keep(inc, ("findings",)).keep(ml, ("findings",))
    ml.round["parts"].append((terms.ML, "constructive-programme"))
    record["spaces"]["punjab"] = terms.ML
    record["levels"]["punjab"] += 2
    ml.moved[("punjab", terms.ML_ACTIVISTS)] = 1
    kept.undo()
    assert inc.round is shared and ml.round is shared and shared["constructive-programme"] is record
    assert record == {"spaces": {"united-provinces": terms.INC}, "levels": Counter({"united-provinces": 1})}
    assert shared["parts"] == [(terms.INC, "constructive-programme")] and not ml.moved


def test_kept_is_put_back_as_often_as_asked_6_3_2():
    """Each trial of a League shift (6.3.2, IT:885) is taken back to the same record: what was
    kept is not used up by the first `undo`."""
    inc, ml, shared = _two_parts()
    kept = Kept().keep(inc, ("findings",)).keep(ml, ("findings",))
    for sid in ("punjab", "west-bengal", "sind"):
        shared["constructive-programme"]["spaces"][sid] = terms.ML
        ml.crisis_triggered = True
        kept.undo()
        assert shared["constructive-programme"]["spaces"] == {"united-provinces": terms.INC}
        assert not ml.crisis_triggered
