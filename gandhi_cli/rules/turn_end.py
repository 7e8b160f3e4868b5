"""Choices made at the end of another faction's turn, written as their own statements:

- `INC protests: add protest X; add protest Y` — after the Raj arrested Gandhi, Restraint −1
  (done by the replay) and then Congress may place up to two Available Protest markers in
  non-Railway spaces without one (3.2.4, 4.2.1, 4.2.2);
- `RAJ crisis: roll N; place 2T Delhi from out-of-play; …` — at the end of a turn in which a
  Crisis began, the Raj may move up to a die roll of cubes from Out of Play to any spaces, no
  Troops in States (6.8);
- `INC np-protest: add protest X` — a Non-Player Congress's Protest after a Campaign round's
  Reset (8.9.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model import terms
from ..notation.statements import Pos
from .activity import SKIPPED, Turn

if TYPE_CHECKING:
    from .activity import Located


def _protests(turn: Turn, steps: tuple[Located, ...], rule: str, only: str, most: int, too_many: str,
              where_wrong) -> None:
    """Protest markers placed one `add protest X` step at a time: anything else, a space
    `where_wrong(sid)` refuses (it returns the message) or one too many is reported and skipped."""
    placed = 0
    for step, where, places in steps:
        turn.locate(where, places)
        args = turn.decode(step)
        if args is None:
            continue
        if step.verb not in ("add", "place") or args.marker != "protest" or args.pieces:
            turn.violation(step, rule, only, SKIPPED)
            continue
        wrong = where_wrong(args.space) if args.space else None
        if wrong:
            turn.violation(step, rule, wrong, SKIPPED)
            continue
        if placed == most:
            turn.violation(step, rule, too_many, SKIPPED)
            continue
        if turn.apply(step, args):
            placed += 1


def gandhi_protests(turn: Turn, steps: tuple[Located, ...], at: Pos) -> None:
    board = turn.state.map

    def wrong(sid: str) -> str | None:
        return f"these Protests go in non-Railway spaces, not {board[sid].name}" if board[sid].is_railway else None

    _protests(turn, steps, "3.2.4", "after Gandhi's arrest Congress only places Protest markers", 2,
              "Congress places at most two Protest markers after Gandhi's arrest", wrong)


def crisis_cubes(turn: Turn, steps: tuple[Located, ...], at: Pos) -> None:
    roll = None
    moved = 0
    for step, where, places in steps:
        turn.locate(where, places)
        args = turn.decode(step)
        if args is None:
            continue
        if step.verb == "roll":
            if roll is not None or not args.numbers or not 1 <= args.numbers[0] <= 6:
                turn.violation(step, "6.8", "one die roll, 1-6", SKIPPED)
                continue
            roll = args.numbers[0]
            continue
        if (step.verb != "place" or args.source != terms.OUT_OF_PLAY
                or any(p.kind not in terms.CUBES for p in args.pieces)):
            turn.violation(step, "6.8", "the Crisis moves cubes from Out of Play: 'place 2T SPACE from out-of-play'",
                           SKIPPED)
            continue
        if roll is None:
            turn.violation(step, "6.8", "roll the die first: 'roll N'", SKIPPED)
            continue
        n = sum(p.count for p in args.pieces)
        if moved + n > roll:
            turn.violation(step, "6.8", f"the die roll {roll} allows {roll - moved} more cube(s), not {n}", SKIPPED)
            continue
        if turn.apply(step, args):
            moved += n


def np_protest(turn: Turn, steps: tuple[Located, ...], at: Pos) -> None:
    """`INC np-protest: add protest X` — a Non-Player Congress, at the end of each Campaign round's
    Reset, places one Protest marker in a space with Congress Activists (8.9.4, 8.1)."""
    state = turn.state

    def wrong(sid: str) -> str | None:
        if state.spaces[sid].count(terms.INC_ACTIVISTS) == 0:
            return f"the Protest goes in a space with Congress Activists, not {state.map[sid].name}"
        return None

    _protests(turn, steps, "8.9.4", "the NP Congress only places a Protest marker here", 1,
              "the NP Congress places one Protest marker", wrong)


# ---------------------------------------------------------------- what each choice may write next
def follow_up_steps(state, name: str, so_far) -> list:
    """The one-unit steps a player's end-of-turn choice `name` may write next, after the steps
    `so_far` (typed `ActionStep`s), as its handler above checks them when the statement closes:

    - `protests` (3.2.4, IT:485-488, JA:563-567): `add protest X`, X a non-Railway space without
      one, while fewer than two are placed and a Protest marker is Available at Restraint (1.10);
    - `crisis` (6.8, IT:986-988, JA:1145): first the die (`roll 1`..`roll 6`: what it shows),
      then `place 1T|1S X from out-of-play` while the cubes placed are fewer than the roll and
      that cube is Out of Play (no Troops in a State, 1.4.2);
    - `np-protest` (8.9.4): one `add protest X` in a space with Congress Activists.

    Rules-side listing for the draft (`core.proposals.follow_up`): the draft checks no step of a
    follow-up before it closes, so this list is the menu."""
    from ..notation import actions as A

    def count(verb, what) -> list:
        return [s for s in so_far if s.verb == verb and what(s)]

    def space_of(step) -> str | None:
        return next((a.name for a in step.args if isinstance(a, A.SpaceName)), None)

    out: list = []
    if name in ("protests", "np-protest"):
        placed = {state.map.resolve(sp) for s in so_far
                  if s.verb in (A.Verb.ADD, A.Verb.PLACE) and (sp := space_of(s)) is not None}
        most = 2 if name == "protests" else 1
        if len(placed) >= most or state.protests_available_for_ops() - len(placed) <= 0:
            return out
        for sid, sp in state.spaces.items():
            if sid in placed or sp.protest:
                continue
            if name == "protests" and state.map[sid].is_railway:
                continue
            if name == "np-protest" and not sp.count(terms.INC_ACTIVISTS):
                continue
            out.append(A.ActionStep(A.Verb.ADD, (A.Marker.PROTEST, A.SpaceName(sid))))
        return out
    if name != "crisis":
        return out
    rolls = count(A.Verb.ROLL, lambda s: True)
    if not rolls:
        return [A.ActionStep(A.Verb.ROLL, (A.Amount(die),)) for die in range(1, 7)]
    roll = next((a.value for a in rolls[0].args if isinstance(a, A.Amount)), 0)
    cubes: dict[str, int] = {}
    for s in so_far:
        if s.verb == A.Verb.PLACE:
            for a in s.args:
                if isinstance(a, A.PieceCount):
                    cubes[a.kind.value] = cubes.get(a.kind.value, 0) + a.count
    if sum(cubes.values()) >= roll:
        return out
    for sid in state.spaces:
        for kind in terms.CUBES:
            if state.out_of_play.get(kind, 0) - cubes.get(kind, 0) <= 0:
                continue
            if kind == terms.TROOPS and state.is_state(sid):
                continue
            out.append(A.ActionStep(A.Verb.PLACE, (A.PieceCount(1, A.PieceKind(kind)), A.SpaceName(sid),
                                                   A.From(A.Box.OUT_OF_PLAY))))
    return out
