"""Typed step constructors (issues #22, #33): small constructors of `notation.actions` steps, so
a move is built from values and never from text: by the Non-Players (`np.steps` re-exports them)
and by the Event clauses that list their own candidate steps (`rules.events.base.Clause.proposals`).
The notation is written once, by `notation.convert.action_text`, when the move is final.

Pieces are given as `(kind, count)` pairs with the `model.terms` kind names; a Guerrilla of a
stated side as the kind `"guerrillas_hidden"` or `"guerrillas_active"` (the names `np.adversary`
uses); a count of 0 is left out. Markers and levels are their `notation.actions` values
(`"protest"`, `"passive-support"`) or `model.terms` levels (ints, -2..2).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..model import terms
from . import actions as A

Pair = tuple[str, int]

_SIDES = {"guerrillas_hidden": A.GuerrillaSide.HIDDEN, "guerrillas_active": A.GuerrillaSide.ACTIVE}
_LEVELS = {terms.ACTIVE_SUPPORT: A.Level.ACTIVE_SUPPORT, terms.PASSIVE_SUPPORT: A.Level.PASSIVE_SUPPORT,
           terms.NEUTRAL: A.Level.NEUTRAL, terms.PASSIVE_OPPOSITION: A.Level.PASSIVE_OPPOSITION,
           terms.ACTIVE_OPPOSITION: A.Level.ACTIVE_OPPOSITION}
_BOXES = {"available": A.Box.AVAILABLE, "out-of-play": A.Box.OUT_OF_PLAY, "oop": A.Box.OUT_OF_PLAY,
          "jail": A.Box.JAIL}


def count(kind: str, n: int) -> A.PieceCount:
    """`n` pieces of `kind` (a `terms` kind, or a Guerrilla side: see the module docstring)."""
    if kind in _SIDES:
        return A.PieceCount(n, A.PieceKind.GUERRILLAS, _SIDES[kind])
    return A.PieceCount(1 if kind == terms.GANDHI else n, A.PieceKind(kind))


def pieces(pairs: Iterable[Pair]) -> tuple[A.PieceCount, ...]:
    """The pairs with a count, in the order given; Gandhi as one piece."""
    return tuple(count(k, n) for k, n in pairs if n)


def space(sid: str) -> A.SpaceName:
    return A.SpaceName(sid)


def _marker(marker: str) -> A.Marker:
    return A.Marker(marker.replace("_", "-"))


def _box(box: str) -> A.Box:
    return _BOXES[box]


def place(sid: str, pairs: Iterable[Pair], from_box: str | None = None) -> A.ActionStep:
    """`place 1T 3S Delhi` (from the Available box unless `from_box`: `place 1S from oop Delhi`)."""
    src = (A.From(_box(from_box)),) if from_box else ()
    return A.ActionStep(A.Verb.PLACE, (*pieces(pairs), *src, space(sid)))


def remove(sid: str, pairs: Iterable[Pair] = (), markers: Iterable[str] = (), to: str | None = None) -> A.ActionStep:
    """`remove 1 INC 2 active Punjab`, `remove protest Bihar`, `remove 1T Delhi to oop`."""
    dest = (A.To(_box(to)),) if to else ()
    return A.ActionStep(A.Verb.REMOVE, (*(_marker(m) for m in markers), *pieces(pairs), space(sid), *dest))


def move(path: Iterable[str], pairs: Iterable[Pair]) -> A.ActionStep:
    """`move 2T Delhi>Punjab` (a path of two spaces or more, 3.2.3)."""
    return A.ActionStep(A.Verb.MOVE, (*pieces(pairs), A.Path(tuple(space(s) for s in path))))


def box_move(pairs: Iterable[Pair], from_box: str, to: str) -> A.ActionStep:
    """`move 1T available>oop`-like moves between boxes are written `out-of-play`; this is `move
    2T from oop to available` (an Event's pieces between boxes)."""
    return A.ActionStep(A.Verb.MOVE, (*pieces(pairs), A.From(_box(from_box)), A.To(_box(to))))


def arrest(sid: str, pairs: Iterable[Pair]) -> A.ActionStep:
    return A.ActionStep(A.Verb.ARREST, (*pieces(pairs), space(sid)))


def release(sid: str | None, pairs: Iterable[Pair]) -> A.ActionStep:
    """`release 1 INC Bihar` (to a space), `release 3 INC` (`sid` None: from Jail to Available)."""
    return A.ActionStep(A.Verb.RELEASE, (*pieces(pairs), *((space(sid),) if sid is not None else ())))


def release_gandhi(sid: str) -> A.ActionStep:
    """`release gandhi to Bihar` (Satyagraha 4.3.2, Imperialism 6.3.1)."""
    return A.ActionStep(A.Verb.RELEASE, (*pieces([(terms.GANDHI, 1)]), A.To(space(sid))))


def activate(sid: str, pairs: Iterable[Pair]) -> A.ActionStep:
    return A.ActionStep(A.Verb.ACTIVATE, (*pieces(pairs), space(sid)))


def hide(sid: str, n: int) -> A.ActionStep:
    """`hide 2G Bengal`: Active Guerrillas turned Hidden (Aid flips all of a space's, 4.5.1)."""
    return A.ActionStep(A.Verb.HIDE, (*pieces([(terms.GUERRILLAS, n)]), space(sid)))


def replace(sid: str, marker: str, pairs: Iterable[Pair]) -> A.ActionStep:
    """`replace protest with 1 ML UP`."""
    return A.ActionStep(A.Verb.REPLACE, (_marker(marker), A.With(), *pieces(pairs), space(sid)))


def replace_pieces(sid: str, took: Iterable[Pair], gave: Iterable[Pair]) -> A.ActionStep:
    """`replace 2G Bihar with 1 RB` (a Rally's Base, 3.4.1), `replace 1S Bihar with 1G` (4.5.2)."""
    return A.ActionStep(A.Verb.REPLACE, (*pieces(took), space(sid), A.With(), *pieces(gave)))


def add(sid: str, marker: str) -> A.ActionStep:
    """`add protest UP`."""
    return A.ActionStep(A.Verb.ADD, (_marker(marker), space(sid)))


def shift(sid: str, delta: int) -> A.ActionStep:
    """`shift Bihar +1` (toward Support) or `-1` (toward Opposition)."""
    return A.ActionStep(A.Verb.SHIFT, (space(sid), A.Amount(delta, signed=True)))


def set_level(sid: str, level: int | str) -> A.ActionStep:
    """`set Punjab neutral`."""
    lv = _LEVELS[level] if isinstance(level, int) else A.Level(level)
    return A.ActionStep(A.Verb.SET, (space(sid), lv))


def select(*sids: str) -> A.ActionStep:
    """`select Bihar` or `select Bihar WB`: spaces chosen in one step, in the order given."""
    return A.ActionStep(A.Verb.SELECT, tuple(space(s) for s in sids))


def roll(n: int) -> A.ActionStep:
    return A.ActionStep(A.Verb.ROLL, (A.Amount(n),))


def out_of_play(pairs: Iterable[Pair]) -> A.ActionStep:
    """`out-of-play 2S`: from Out of Play to Available (a Pass, 2.3.3; Deploy, 3.2.1)."""
    return A.ActionStep(A.Verb.OUT_OF_PLAY, pieces(pairs))


def restraint(delta: int) -> A.ActionStep:
    return A.ActionStep(A.Verb.RESTRAINT, (A.Amount(delta, signed=True),))


def unity(delta: int) -> A.ActionStep:
    return A.ActionStep(A.Verb.UNITY, (A.Amount(delta, signed=True),))


def pay(n: int) -> A.ActionStep:
    return A.ActionStep(A.Verb.PAY, (A.Amount(n),))


def resources(faction: str, delta: int) -> A.ActionStep:
    return A.ActionStep(A.Verb.RESOURCES, (A.Faction(faction), delta))


def transfer(n: int, faction: str) -> A.ActionStep:
    return A.ActionStep(A.Verb.TRANSFER, (n, A.Faction(faction)))


def target(*factions: str) -> A.ActionStep:
    return A.ActionStep(A.Verb.TARGET, tuple(A.Faction(f) for f in factions))


def ineligible(*factions: str) -> A.ActionStep:
    return A.ActionStep(A.Verb.INELIGIBLE, tuple(A.Faction(f) for f in factions))


def spaces_of(step: A.ActionStep) -> list[str]:
    """The spaces a step names, in order (a path's every space)."""
    out: list[str] = []
    for a in step.args:
        if isinstance(a, A.SpaceName):
            out.append(a.name)
        elif isinstance(a, A.Path):
            out.extend(s.name for s in a.spaces)
        elif isinstance(a, A.To) and isinstance(a.place, A.SpaceName):
            out.append(a.place.name)
    return out
