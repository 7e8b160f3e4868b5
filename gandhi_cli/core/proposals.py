"""Steps worth trying next in a statement being drafted (issue #21): one piece, marker or level
at a time, built from what the board holds and what the current activity or Event clause takes.

Nothing here judges a step: `draft.Draft.next_steps` keeps the proposals that give no finding
under the very checks a written step meets (carried out on the game, unless those checks answer
before: issue #33). A proposal list only has to be wide enough — every kind of step the rules'
checks accept, one unit at a time.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from ..model import terms
from ..model.state import GameState, SpaceState
from ..notation import actions as A
from ..rules.activity import Activity, MoveOption

_ON_MAP = (terms.TROOPS, terms.SEPOYS, terms.INC_ACTIVISTS, terms.ML_ACTIVISTS, terms.GUERRILLAS,
           terms.ML_BASES, terms.REV_BASES)
_STEP_VERBS = {v.value: v for v in A.Verb}


def handled_verbs(obj: Activity) -> tuple[A.Verb, ...]:
    """The verbs an activity's steps may use: those it has an `on_<verb>` handler for."""
    return tuple(v for name, v in _STEP_VERBS.items() if hasattr(obj, "on_" + name.replace("-", "_")))


def _step(verb: A.Verb, *args: A.Arg | A.Faction | int) -> A.ActionStep:
    return A.ActionStep(verb, tuple(args))


def _pieces(n: int, kind: str, side: A.GuerrillaSide | None = None) -> A.PieceCount:
    return A.PieceCount(n, A.PieceKind(kind), side)


def pool(state: GameState, verbs: Iterable[A.Verb], spaces: Iterable[str] | None = None,
         kinds: Iterable[str] | None = None, moves: Iterable[MoveOption] = (),
         boxes: bool = False) -> Iterator[A.ActionStep]:
    """One-unit steps for `verbs`, in `spaces` (every space by default), of `kinds` (every kind by
    default), and the `moves` listed for the activity (one piece each); with `boxes`, removals
    to Out of Play and to the Jail too (an Event's text names where pieces go)."""
    verbs = set(verbs)
    wanted = set(kinds) if kinds else set(_ON_MAP) | {terms.GANDHI}
    sids = list(state.spaces) if spaces is None else list(dict.fromkeys(spaces))
    free = {k: state.available(k) for k in _ON_MAP}
    for sid in sids:
        sp, name = state.spaces[sid], A.SpaceName(sid)
        if A.Verb.SELECT in verbs:
            yield _step(A.Verb.SELECT, name)
        if A.Verb.PLACE in verbs:
            for kind in _ON_MAP:
                if kind in wanted and free[kind] > 0:
                    yield _step(A.Verb.PLACE, _pieces(1, kind), name)
                if boxes and kind in wanted and state.out_of_play.get(kind, 0):
                    yield _step(A.Verb.PLACE, _pieces(1, kind), name, A.From(A.Box.OUT_OF_PLAY))
            if terms.GANDHI in wanted and state.gandhi == terms.AVAILABLE:
                yield _step(A.Verb.PLACE, _pieces(1, terms.GANDHI), name)
        for verb in (A.Verb.PLACE, A.Verb.ADD):
            if verb in verbs:
                for marker in A.Marker:
                    yield _step(verb, marker, name)
        if A.Verb.REMOVE in verbs:
            for kind in _ON_MAP:
                if kind in wanted and sp.count(kind):
                    yield from _sided(A.Verb.REMOVE, kind, sp, name)
                    if boxes:
                        for box in (A.Box.OUT_OF_PLAY, A.Box.JAIL):
                            yield from _sided(A.Verb.REMOVE, kind, sp, name, A.To(box))
            for marker, there in ((A.Marker.PROTEST, sp.protest), (A.Marker.UNREST, sp.unrest),
                                  (A.Marker.STRIKE, sp.strike), (A.Marker.MUSLIM_STATE, sp.muslim_state)):
                if there:
                    yield _step(A.Verb.REMOVE, marker, name)
            if terms.GANDHI in wanted and state.gandhi == sid:
                yield _step(A.Verb.REMOVE, _pieces(1, terms.GANDHI), name)
        if A.Verb.ARREST in verbs:
            for kind in terms.ACTIVISTS:
                if kind in wanted and sp.count(kind):
                    yield _step(A.Verb.ARREST, _pieces(1, kind), name)
            if state.gandhi == sid and terms.GANDHI in wanted:
                yield _step(A.Verb.ARREST, _pieces(1, terms.GANDHI), name)
        if A.Verb.ACTIVATE in verbs and sp.guerrillas_hidden:
            yield _step(A.Verb.ACTIVATE, _pieces(1, terms.GUERRILLAS), name)
        if A.Verb.HIDE in verbs and sp.guerrillas_active:
            yield _step(A.Verb.HIDE, _pieces(1, terms.GUERRILLAS), name)
            if sp.guerrillas_active > 1:  # Aid flips all the space's Active Guerrillas at once (4.5.1)
                yield _step(A.Verb.HIDE, _pieces(sp.guerrillas_active, terms.GUERRILLAS), name)
        if A.Verb.SHIFT in verbs:
            for by in (1, -1, 2, -2):
                yield _step(A.Verb.SHIFT, name, A.Amount(by, True))
        if A.Verb.SET in verbs:
            for level in A.Level:
                yield _step(A.Verb.SET, name, level)
        if A.Verb.REPLACE in verbs:
            yield from _replacements(state, sp, name, wanted, free)
        if A.Verb.RELEASE in verbs:
            for kind in terms.ACTIVISTS:
                if kind in wanted and state.jail.get(kind, 0):
                    yield _step(A.Verb.RELEASE, _pieces(1, kind), name)
            if state.gandhi == terms.JAIL and terms.GANDHI in wanted:
                yield _step(A.Verb.RELEASE, _pieces(1, terms.GANDHI), A.To(name))
    if A.Verb.MOVE in verbs:
        for mv in moves:
            yield _step(A.Verb.MOVE, _pieces(1, mv.kind), A.Path(tuple(A.SpaceName(s) for s in mv.route)))
    yield from _spaceless(state, verbs, wanted)


def _sided(verb: A.Verb, kind: str, sp: SpaceState, name: A.SpaceName, *rest: A.Arg) -> Iterator[A.ActionStep]:
    """One piece of `kind` (then `rest`); for Guerrillas, of each side there (1.4.3)."""
    if kind != terms.GUERRILLAS:
        yield _step(verb, _pieces(1, kind), name, *rest)
        return
    if sp.guerrillas_active:
        yield _step(verb, _pieces(1, kind, A.GuerrillaSide.ACTIVE), name, *rest)
    if sp.guerrillas_hidden:
        yield _step(verb, _pieces(1, kind, A.GuerrillaSide.HIDDEN), name, *rest)


def _replacements(state: GameState, sp: SpaceState, name: A.SpaceName, wanted: set[str],
                  free: dict[str, int]) -> Iterator[A.ActionStep]:
    """`replace 1 X with 1 Y` for a piece there and one Available, and a Protest marker with a piece."""
    ins = [k for k in _ON_MAP if free[k] > 0]
    for out in _ON_MAP:
        if not sp.count(out) or (out not in wanted and not any(k in wanted for k in ins)):
            continue
        for kind in ins:
            if kind != out:
                yield _step(A.Verb.REPLACE, _pieces(1, out), A.With(), _pieces(1, kind), name)
    if sp.protest:
        for kind in ins:
            yield _step(A.Verb.REPLACE, A.Marker.PROTEST, A.With(), _pieces(1, kind), name)
    n = state.unity
    if terms.REV_BASES in ins and n > 1 and sp.guerrillas >= n:  # a Rally's Base: as many Guerrillas as Unity (3.4.1)
        yield _step(A.Verb.REPLACE, _pieces(n, terms.GUERRILLAS), A.With(), _pieces(1, terms.REV_BASES), name)


def _spaceless(state: GameState, verbs: set[A.Verb], wanted: set[str]) -> Iterator[A.ActionStep]:
    if A.Verb.ROLL in verbs:
        for die in range(1, 7):
            yield _step(A.Verb.ROLL, A.Amount(die))
    for track in (A.Verb.RESTRAINT, A.Verb.UNITY):
        if track in verbs:
            for by in (1, -1, 2, -2, 3, -3):
                yield _step(track, A.Amount(by, True))
    if A.Verb.RESOURCES in verbs:  # an Event's Resources: its text fixes the amount
        for faction in (A.Faction.RAJ, A.Faction.REV):
            for by in range(1, 61):
                yield _step(A.Verb.RESOURCES, faction, by)
                yield _step(A.Verb.RESOURCES, faction, -by)
    if A.Verb.OUT_OF_PLAY in verbs:
        for kind, n in state.out_of_play.items():
            if n and kind in wanted:
                yield _step(A.Verb.OUT_OF_PLAY, _pieces(1, kind))
    if A.Verb.RELEASE in verbs:
        for kind in terms.ACTIVISTS:
            if kind in wanted and state.jail.get(kind, 0):
                yield _step(A.Verb.RELEASE, _pieces(1, kind))
    if A.Verb.INELIGIBLE in verbs:  # (`target`, a declaration that changes nothing, is not proposed)
        for f in A.Faction:
            yield _step(A.Verb.INELIGIBLE, f)
