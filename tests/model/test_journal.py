"""The step journal (issue #16): a step the board cannot carry out is undone from what it may
change, not from a copy of the whole state (1.4.1: pieces come only from where they are)."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from gandhi_cli.io.errors import RuleViolation
from gandhi_cli.model import terms
from gandhi_cli.model.journal import mark
from gandhi_cli.model.scenario import setup
from gandhi_cli.notation.parse import parse
from gandhi_cli.rules.activity import Turn
from gandhi_cli.rules.steps import apply, decode

KINDS = ["T", "S", "G", " INC", " ML", " MLB", " RB", " hidden", " active"]
VERBS = ["place", "remove", "move", "arrest", "activate", "hide", "replace", "shift", "add", "out-of-play"]


def _step(text: str):
    (st_,) = parse(f"RAJ pass\nRAJ event unshaded: {text}").statements[1:]
    return st_.steps[0]


def _snapshot(state):
    return ({sid: dict(sp.__dict__) for sid, sp in state.spaces.items()},
            {k: v for k, v in state.__dict__.items() if k != "spaces"}, dict(state.resources),
            set(state.protest_circles), dict(state.out_of_play), dict(state.jail))


def test_a_failed_step_is_undone_and_its_spaces_stay_the_same_objects():
    """1.4.1: `remove 1T Bombay; …` with a second kind missing: the first kind's removal is
    undone too, in the same SpaceState objects (a journal, not a copy put in their place)."""
    state = setup("short", seed=1)
    sid = next(s for s, sp in state.spaces.items() if sp.troops and sp.sepoys < 5)
    space = state.spaces[sid]
    troops = space.troops
    findings: list = []
    turn = Turn(state, terms.RAJ, "<t>", findings)
    step = _step(f'remove 1T 5S "{state.map[sid].name}"')
    assert turn.apply(step, turn.decode(step)) is False
    assert [f.rule for f in findings] == ["1.4.1"], findings
    assert state.spaces[sid] is space and space.troops == troops


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(VERBS), st.lists(st.tuples(st.integers(0, 4), st.sampled_from(KINDS)), min_size=1, max_size=3),
       st.integers(0, 200), st.integers(0, 200), st.sampled_from([terms.RAJ, terms.INC, terms.ML, terms.REV]))
def test_undo_restores_exactly_what_a_failed_step_changed(verb, pieces, a, b, actor):
    """Every step that raises RuleViolation leaves the state, after undo, equal to before."""
    state = setup("short", seed=3)
    names = sorted(state.map[s].name for s in state.spaces)
    first, second = names[a % len(names)], names[b % len(names)]
    what = " ".join(f"{n}{k}" for n, k in pieces)
    text = {"move": f'{verb} {what} "{first}">"{second}"', "shift": f'shift "{first}" +1',
            "add": f'add unrest "{first}"', "out-of-play": f"out-of-play {what}"}.get(verb, f'{verb} {what} "{first}"')
    args = decode(_step(text), state.map)
    before = _snapshot(state)
    saved = mark(state, args.touched())
    try:
        apply(state, args, actor=actor)
    except RuleViolation:  # the step is undone
        saved.undo()
        assert _snapshot(state) == before


def test_a_statements_journal_records_its_own_state_only():
    """A statement's change journal (`Changes`, issue #21) belongs to the state it was opened on:
    while it records, a copy of the state (an Event's scratch board, another Game) changes freely
    and is not put back by its undo; the state's own spaces are (1.4.1: pieces are where the
    board says)."""
    from gandhi_cli.model.journal import Changes

    state = setup("short", seed=0)
    other = state.copy()
    with Changes(state) as changes:
        state.place(terms.TROOPS, "delhi", 1)
        other.place(terms.TROOPS, "bihar", 2)
        assert other.recording == [] and state.recording == [changes]
    assert state.recording == []
    changes.undo()
    assert state.spaces["delhi"].troops == other.spaces["delhi"].troops
    assert other.spaces["bihar"].troops == state.spaces["bihar"].troops + 2
