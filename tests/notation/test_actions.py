"""Typed Actions (issue #16): `notation.convert.parse_actions` reads a log into frozen Actions and a
separate position map; `notation.fmt.fmt(action)` prints canonical text; parse(fmt(a)) == a."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from hypothesis import given, settings, strategies as st

from gandhi_cli.notation import actions as A
from gandhi_cli.notation.convert import EVENT_OR_PASS, parse_actions
from gandhi_cli.notation.fmt import fmt
from gandhi_cli.notation.statements import Pos

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

names = st.one_of(
    st.sampled_from(["Bihar", "UP", "Delhi", "Bombay", "United Provinces", "Jammu and Kashmir", "RW-A",
                     "card", "t", "inc", "Gandhi", "Oop", "pass", "raj", "protest"]),
    st.text(st.sampled_from("abcXYZ019 &'-#"), min_size=1, max_size=12)
    .filter(lambda s: s.strip() == s and s[0].isalpha()),
)
spaces = names.map(A.SpaceName)
factions = st.sampled_from(list(A.Faction))
pieces = st.one_of(
    st.builds(A.PieceCount, st.integers(0, 40), st.sampled_from([k for k in A.PieceKind if k != A.PieceKind.GANDHI])),
    st.builds(A.PieceCount, st.integers(0, 40), st.just(A.PieceKind.GUERRILLAS),
              st.sampled_from(list(A.GuerrillaSide))),
    st.just(A.PieceCount(1, A.PieceKind.GANDHI)),
)
args = st.one_of(
    pieces, spaces,
    st.lists(spaces, min_size=2, max_size=4).map(lambda s: A.Path(tuple(s))),
    st.builds(A.Amount, st.integers(0, 99)), st.builds(A.Amount, st.integers(-99, 99), st.just(True)),
    st.sampled_from(list(A.Marker)), st.sampled_from(list(A.Level)), st.sampled_from(list(A.Box)),
    st.just(A.With()), st.builds(A.From, st.sampled_from(list(A.Box))),
    st.builds(A.To, st.one_of(st.sampled_from(list(A.Box)), spaces, st.integers(0, 99))),  # `to 4`: a track set
)
plain_verbs = [v for v in A.Verb if v not in (A.Verb.TARGET, A.Verb.INELIGIBLE, A.Verb.TRANSFER, A.Verb.RESOURCES)]
steps = st.one_of(
    st.builds(A.ActionStep, st.sampled_from(plain_verbs), st.lists(args, max_size=5).map(tuple)),
    st.builds(A.ActionStep, st.just(A.Verb.TARGET), st.lists(factions, min_size=1, max_size=3).map(tuple)),
    st.builds(A.ActionStep, st.just(A.Verb.INELIGIBLE), factions.map(lambda f: (f,))),
    st.builds(lambda n, f: A.ActionStep(A.Verb.TRANSFER, (n, f)), st.integers(0, 9), factions),
    st.builds(lambda f, n: A.ActionStep(A.Verb.RESOURCES, (f, n)), factions, st.integers(-9, 9)),
)
step_lists = st.lists(steps, max_size=4).map(tuple)
parts = st.builds(A.ActionPart, st.sampled_from(list(A.ActivityName)), st.just(False), step_lists)
faction_actions = st.one_of(
    st.builds(A.FactionAction, factions, st.just(A.Choice.PASS), st.none(), st.just(()), step_lists),
    st.builds(A.FactionAction, factions, st.just(A.Choice.EVENT), st.sampled_from(list(A.Side)), st.just(()),
              step_lists),
    st.builds(lambda f, first, limited, rest: A.FactionAction(
        f, A.Choice.ACTIVITY, parts=(dataclasses.replace(first, limited=limited), *rest)),
        factions, parts, st.booleans(), st.lists(parts, max_size=2)),
)
any_action = st.one_of(
    faction_actions,
    st.builds(A.CardAction, st.integers(1, 79), st.one_of(st.none(), st.permutations(list(A.Faction)).map(tuple))),
    st.builds(A.CampaignAction, st.integers(73, 79)),
)


@settings(max_examples=400, deadline=None)
@given(any_action)
def test_parse_of_fmt_is_the_action(action):
    """docs/notation.md: every Action has a canonical text that reads back as the same Action
    (space names that are keywords, factions or piece codes are quoted; Out of Play is `oop`)."""
    parsed = parse_actions(fmt(action))
    assert parsed.errors == ()
    assert parsed.actions == (action,)


def test_example_logs_read_back_action_by_action():
    """Every statement of every example log, printed by fmt and parsed again, is the same Action."""
    for path in sorted(EXAMPLES.glob("*.log")):
        parsed = parse_actions(path.read_text(encoding="utf-8"), str(path))
        assert parsed.errors == ()
        for action in parsed.actions:
            assert parse_actions(fmt(action)).actions == (action,), (path, fmt(action))


def test_actions_hold_no_positions_and_the_map_locates_them():
    """Actions are the same wherever they are written; the map gives each part, step and space
    its line and column (what a finding's FILE:LINE:COL comes from)."""
    text = "card 5 [RAJ INC ML REV]\n\nRAJ sweep: move 1T Delhi>UP\n  + govern: remove 1G Bihar\nINC pass\n"
    parsed = parse_actions(text)
    moved = parse_actions("card 5 [RAJ INC ML REV]\nRAJ sweep: move 1T Delhi>UP + govern: remove 1G Bihar\nINC pass")
    assert parsed.actions == moved.actions
    sweep = parsed.actions[1]
    assert isinstance(sweep, A.FactionAction) and sweep.faction is A.Faction.RAJ
    assert sweep.parts[0].name is A.ActivityName.SWEEP and sweep.parts[1].name is A.ActivityName.GOVERN
    assert parsed.positions[(1,)] == Pos(3, 1)
    assert parsed.positions[(1, 0, 0, 1, 1)] == Pos(3, 26)  # UP in Delhi>UP
    assert parsed.positions[(1, 1)] == Pos(4, 13)  # govern's first step
    assert parsed.positions[(1, 1, 0, 1)] == Pos(4, 23)  # Bihar
    assert (2, EVENT_OR_PASS, 0) not in parsed.positions and parsed.positions[(2,)] == Pos(5, 1)


def test_actions_are_frozen_and_typed():
    """Enums for faction, activity, side, box and piece; frozen (hashable) values."""
    parsed = parse_actions("INC event shaded: remove 2 INC Bihar to available; transfer 2 to RAJ")
    (ev,) = parsed.actions
    assert ev == A.FactionAction(A.Faction.INC, A.Choice.EVENT, A.Side.SHADED, (), (
        A.ActionStep(A.Verb.REMOVE, (A.PieceCount(2, A.PieceKind.INC_ACTIVISTS), A.SpaceName("Bihar"),
                                     A.To(A.Box.AVAILABLE))),
        A.ActionStep(A.Verb.TRANSFER, (2, A.Faction.RAJ))))
    assert hash(ev) == hash(parse_actions(fmt(ev)).actions[0])
    try:
        ev.side = A.Side.UNSHADED  # type: ignore[misc]
    except dataclasses.FrozenInstanceError:
        pass
    else:
        raise AssertionError("an Action must be frozen")
