"""Limits checked when the step is written (issue #21): a step that already exceeds its
activity's count is reported at that step — the finding a draft's trial sees, so the step is
not offered — and the end of the activity reports only what is still wrong then (one mistake,
one finding). Each test cites its rule and the Italian text (IT:line)."""

from __future__ import annotations

import pytest

from gandhi_cli.model import terms
from gandhi_cli.model.state import GameState
from gandhi_cli.notation.parse import parse
from gandhi_cli.rules.activity import Turn
from gandhi_cli.rules.catalog import find

G, S, T = terms.GUERRILLAS, terms.SEPOYS, terms.TROOPS
INC, ML = terms.INC_ACTIVISTS, terms.ML_ACTIVISTS


def trace(state: GameState, text: str) -> tuple[list[list[tuple[str, str]]], list[tuple[str, str]]]:
    """The findings (rule, message) each step of the one-part statement `text` gives when it is
    written, and those its end gives (`finish`)."""
    play = parse(text, "<t>").statements[0]
    part = play.parts[0]
    cls = find(play.faction, part.name)
    assert cls is not None, text
    turn = Turn(state, play.faction, "<t>", [])
    obj = cls(turn, limited=part.limited, pos=play.pos)
    if cls.kind is terms.ActivityKind.OP:
        turn.op = obj
    elif cls.kind is terms.ActivityKind.SA:
        turn.sa = obj
    obj.begin()
    per_step = []
    for step in part.steps:
        before = len(turn.findings)
        obj.do(step)
        per_step.append([(f.rule, f.message) for f in turn.findings[before:] if not f.note])
    before = len(turn.findings)
    obj.finish()
    return per_step, [(f.rule, f.message) for f in turn.findings[before:] if not f.note]


def only_at(per_step, at_end, index: int, rule: str, words: str) -> None:
    """One finding in all, `rule`, at the step `index`, its message holding `words`."""
    found = [(i, r, m) for i, fs in enumerate(per_step) for r, m in fs] + [("end", r, m) for r, m in at_end]
    assert len(found) == 1, found
    assert found[0][:2] == (index, rule) and words in found[0][2], found


# ---------------------------------------------------------------------------- 3.4.1 Rally (Revolutionaries)
@pytest.fixture
def rev(empty: GameState) -> GameState:
    empty.restraint, empty.unity = 3, 3
    empty.resources[terms.REV] = 10
    return empty


def test_rev_rally_an_extra_guerrilla_is_refused_when_placed(rev):
    """3.4.1 (IT:579): Rally places 1 + Revolutionary Bases there Guerrillas: the second `place
    1G` in Punjab exceeds it at that step (before: reported only when the Rally ended)."""
    per_step, at_end = trace(rev, "REV rally: place 1G Punjab; place 1G Punjab")
    only_at(per_step, at_end, 1, "3.4.1", "Rally in Punjab places 1 + Revolutionary Bases there = 1 Guerrillas, not 2")


def test_rev_rally_one_finding_per_space_over(rev):
    """3.4.1: three extra Guerrillas in one space are one mistake: one finding, at the first
    step that exceeds the count."""
    rev.place(terms.REV_BASES, "bihar")
    per_step, at_end = trace(rev, "REV rally: place 2G Bihar; place 1G Bihar; place 2G Bihar")
    only_at(per_step, at_end, 1, "3.4.1", "= 2 Guerrillas, not 3")


def test_rev_rally_fewer_is_still_reported_at_the_end(rev):
    """3.4.1: fewer than 1 + Bases while Guerrillas are Available is known only at the end."""
    rev.place(terms.REV_BASES, "bihar")
    per_step, at_end = trace(rev, "REV rally: place 1G Bihar")
    only_at(per_step, at_end, "end", "3.4.1", "= 2 Guerrillas, not 1")


# ---------------------------------------------------------------------------- 3.3.1 Rally (NV), the Jail
@pytest.fixture
def nv(empty: GameState) -> GameState:
    empty.restraint, empty.unity = 3, 3
    for kind, n in ((INC, 3), (ML, 2)):
        empty.place(kind, "punjab", n)
        empty.arrest(kind, "punjab", n)
    return empty


def test_nv_rally_release_beyond_the_roll_is_refused_when_written(nv):
    """3.3.1 (IT:522): a roll releases as many Activists as the roll and the Jail allow, own
    faction's first: with a roll of 1 the Muslim League releases its own, so `release 1 INC` exceeds
    it at that step (before: reported only when the Rally ended)."""
    per_step, at_end = trace(nv, "ML rally: place 1 ML Bihar; roll 1; release 1 INC; release 1 ML")
    only_at(per_step, at_end, 2, "3.3.1", "a roll of 1 releases 1 Muslim League Activists and 0 Congress")


def test_nv_rally_release_more_than_the_roll_is_one_finding(nv):
    """3.3.1: a roll of 2 releases 2 Congress Activists: a third is one mistake, one finding."""
    per_step, at_end = trace(nv, "INC rally: place 1 INC Bihar; roll 2; release 2 INC; release 1 INC")
    only_at(per_step, at_end, 3, "3.3.1", "not 3 and 0")


def test_nv_rally_release_fewer_is_reported_at_the_end(nv):
    """3.3.1: too few released is known only at the end."""
    per_step, at_end = trace(nv, "INC rally: place 1 INC Bihar; roll 4; release 3 INC")
    only_at(per_step, at_end, "end", "3.3.1", "not 3 and 0")


# ---------------------------------------------------------------------------- 6.3.1 Imperialism, the Jail
@pytest.fixture
def raj(empty: GameState) -> GameState:
    """Raj 20 Resources; a Troop and a Sepoy (Raj Control) in Delhi, Bihar and Punjab, all Neutral;
    3 Congress and 2 League Activists in Jail."""
    empty.resources[terms.RAJ] = 20
    for sid in ("delhi", "bihar", "punjab"):
        empty.place(T, sid)
        empty.place(S, sid)
    empty.jail[INC], empty.jail[ML] = 3, 2
    return empty


def test_imperialism_release_beyond_two_per_space_is_refused_when_written(raj):
    """6.3.1 (IT:881, SUP-5): two Activists per space chosen: with one space, the third release
    exceeds it at that step (before: reported only when the part ended)."""
    per_step, at_end = trace(raj, "RAJ imperialism: shift Bihar +1; release 1 INC; release 1 INC; release 1 ML")
    only_at(per_step, at_end, 3, "6.3.1", "Imperialism releases 2 Activists from Jail per space chosen, as far "
            "as Jail holds them: 2 (1 space(s), 5 in Jail), not 3")


def test_imperialism_release_before_any_purchase_is_refused_when_written(raj):
    """6.3.1 (IT:881 "Poi"): the purchases come first, then the releases: a release with nothing
    bought yet in a space chosen (Karachi's "nothing bought", reported only at the end before)
    is reported at that step, once; the purchase after it is the same mistake."""
    per_step, at_end = trace(raj.copy(), "RAJ imperialism: select Bihar; release 1 INC; release 1 INC")
    only_at(per_step, at_end, 1, "6.3.1", "Imperialism buys in its spaces first, then releases from Jail")
    per_step, at_end = trace(raj.copy(), "RAJ imperialism: release 2 INC")
    only_at(per_step, at_end, 0, "6.3.1", "Imperialism buys in its spaces first, then releases from Jail")
    per_step, at_end = trace(raj, "RAJ imperialism: select Bihar; release 2 INC; shift Bihar +1")
    only_at(per_step, at_end, 1, "6.3.1", "Imperialism buys in its spaces first, then releases from Jail")


def test_imperialism_too_few_released_is_reported_at_the_end(raj):
    """6.3.1, SUP-5: too few released is known only at the end."""
    per_step, at_end = trace(raj, "RAJ imperialism: shift Bihar +1; release 1 INC")
    only_at(per_step, at_end, "end", "6.3.1", "not 1")


# ---------------------------------------------------------------------------- 3.2.4 Assault
@pytest.fixture
def assault(empty: GameState) -> GameState:
    """Raj 10 Resources, Restraint 3; Bombay Presidency: 2 Sepoys, 3 Active Guerrillas; East
    Bengal: 2 Troops, a Revolutionary Base, one Active and one Hidden Guerrilla."""
    empty.restraint = 3
    empty.resources[terms.RAJ] = 10
    empty.place(S, "bombay-presidency", 2)
    empty.place(G, "bombay-presidency", 3)
    empty.activate_guerrillas("bombay-presidency", 3)
    empty.place(T, "east-bengal", 2)
    empty.place(terms.REV_BASES, "east-bengal")
    empty.place(G, "east-bengal", 2)
    empty.activate_guerrillas("east-bengal", 1)
    return empty


def test_assault_a_piece_beyond_the_cubes_is_refused_when_taken(assault):
    """3.2.4 (IT:489): with Sepoys only, one piece per two Sepoys: the second Guerrilla removed in
    Bombay Presidency exceeds it at that step (before: reported only when the Assault ended)."""
    per_step, at_end = trace(assault, "RAJ assault: remove 1G BP; remove 1G BP")
    only_at(per_step, at_end, 1, "3.2.4", "Assault in Bombay Presidency takes at most 1 piece(s) (2 Sepoy(s) "
            "only: one per two Sepoys), not 2")


def test_assault_a_base_before_guerrillas_it_cannot_take_is_refused_when_taken(assault):
    """3.2.4 (IT:491): Bases last: the Base removed while a Hidden Guerrilla (which Assault never
    takes) stays in East Bengal breaks it at that step (before: at the end)."""
    per_step, at_end = trace(assault.copy(), "RAJ assault: remove 1G EB; remove 1 RB EB")
    only_at(per_step, at_end, 1, "3.2.4", "Bases last in East Bengal: a Revolutionary Base was removed while 1 "
            "Guerrilla(s) remained")


def test_assault_base_first_is_judged_at_the_end_while_the_guerrillas_may_still_go(assault):
    """3.2.4: a Base written before the Active Guerrillas the cubes can still take is judged at the
    end, as before: with three Troops, no finding once all are gone."""
    assault.activate_guerrillas("east-bengal", 1)
    assault.place(T, "east-bengal")
    per_step, at_end = trace(assault, "RAJ assault: remove 1 RB EB; remove 2G EB")
    assert per_step == [[], []] and at_end == []


# ---------------------------------------------------------------------------- 3.4.3 Attack
def test_attack_a_third_piece_is_refused_when_removed(rev):
    """3.4.3 (IT:597): a successful Attack removes up to two pieces: the third Sepoy removed in
    East Bengal exceeds it at that step (before: reported when the space's Attack closed)."""
    rev.place(G, "east-bengal", 4)
    rev.place(S, "east-bengal", 3)
    per_step, at_end = trace(rev, "REV attack: select EB; roll 3; remove 1S EB; remove 1S EB; remove 1S EB")
    only_at(per_step, at_end, 4, "3.4.3", "a successful Attack removes up to two pieces, 3 in East Bengal")


# ---------------------------------------------------------------------------- 4.2.3 Martial Law
def test_martial_law_an_activist_beyond_the_cubes_is_refused_when_removed(empty):
    """4.2.3 (IT:707): one Activist per cube: with one Troop in Calcutta the second Activist
    removed exceeds it at that step (before: reported only when Martial Law ended)."""
    empty.place(T, "calcutta")
    empty.place(INC, "calcutta")
    empty.place(ML, "calcutta")
    per_step, at_end = trace(empty, "RAJ martial-law: remove 1 INC Calcutta; remove 1 ML Calcutta")
    only_at(per_step, at_end, 1, "4.2.3", "Martial Law removes one Activist per cube: at most 1 in Calcutta, not 2")


def test_attack_troops_before_sepoys_it_cannot_take_is_refused_when_removed(rev):
    """3.4.3 (IT:597): Sepoys before Troops: a Troop removed while two Sepoys stay in Karachi,
    more than the one piece the Attack may still take, breaks it at that step (before: when the
    space's Attack closed)."""
    rev.place(G, "karachi", 4)
    rev.place(S, "karachi", 2)
    rev.place(T, "karachi", 1)
    per_step, at_end = trace(rev, "REV attack: select Karachi; roll 2; remove 1T Karachi; remove 1S Karachi")
    only_at(per_step, at_end, 2, "3.4.3", "Attack in Karachi: Troops were removed while 2 Sepoy(s) remained")
