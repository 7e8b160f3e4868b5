"""Change journals (issue #16), so nothing copies the whole state to take a change back:

- `mark`, for one step: what `steps.apply` may change, saved before it runs, so a step the board
  cannot carry out is undone;
- `Changes`, for one statement (`Game.push` / `Game.pop`): the board's spaces recorded as they
  are changed (each SpaceState shows itself to the recording journals before an attribute of it
  changes, `GameState.recording`), the state's scalars and boxes saved when the statement begins.

A step changes only the spaces it names (`Args.spaces`, the ends of its route, the space after
`to`) and the state's own scalars and boxes (Gandhi's place, the tracks, Resources, Out of Play,
Jail, Eligibility, the Protest circles, the deck): the GameState verbs touch no other space
(state.py). `Mark.undo()` puts those back in place, so the SpaceState objects stay the same
objects (nothing that holds one sees a stale copy).

- `Kept`, for the rules objects beside the board (issue #33): the objects a caller names (the
  engine, its card turn, its Campaign round, the Turns of its open follow-ups) saved as a small
  explicit record — each object's fields, and each container among them (and in them) once, by
  identity — and put back in place by `undo()`: no deep copy, and two objects that shared a
  container (a Campaign round and its parts' Turns, `Turn.round`) still share it.
- `Holder`, for finding those objects without a walk over their fields (issue #33): each rules
  object a statement's run holds names the rules objects it holds itself (`held()`), and
  `held_by(root)` follows those names only.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from .state import GameState, SpaceState

# the state's containers a step may change in place; its other fields are replaced, not mutated
_CONTAINERS = ("out_of_play", "jail", "resources", "eligibility", "protest_circles", "deck", "played")


@dataclass
class Mark:
    """The state as it was before a step, for the parts the step may change."""

    state: GameState
    fields: dict
    containers: dict
    spaces: dict[str, dict]

    def undo(self) -> None:
        state = self.state
        state.__dict__.update(self.fields)
        for name, saved in self.containers.items():
            box = getattr(state, name)
            box.clear()
            box.update(saved) if not isinstance(box, list) else box.extend(saved)
        for sid, saved in self.spaces.items():
            state.spaces[sid].__dict__.update(saved)


def mark(state: GameState, space_ids) -> Mark:
    """Save what a step on `space_ids` may change (ids not on the map are left: the step's verb
    refuses them before changing anything)."""
    spaces: dict[str, SpaceState] = state.spaces
    return Mark(state, dict(state.__dict__), _boxes(state),
                {sid: dict(spaces[sid].__dict__) for sid in set(space_ids) if sid in spaces})


def _boxes(state: GameState) -> dict:
    """Copies of the state's containers a step may change in place (_CONTAINERS)."""
    held = state.__dict__  # the dataclass's fields, read without an attribute look-up each
    return {name: type(held[name])(held[name]) for name in _CONTAINERS}


class Changes:
    """The changes one statement makes to the state, recorded as they are made: while it records
    (`with changes:`), each of the state's spaces is saved the first time it changes; the scalars
    and the boxes (a few values and small containers) are saved when it begins. `undo()` puts it
    all back in the same objects (a space restored in place, as `Mark.undo`)."""

    def __init__(self, state: GameState):
        self.state = state
        self.fields = dict(state.__dict__)
        self.containers = _boxes(state)
        spaces = list(state.spaces.values())
        self.spaces: dict[int, SpaceState] = dict(zip(map(id, spaces), spaces, strict=True))
        self.saved: dict[int, dict] = {}

    def saw(self, space: SpaceState) -> None:
        """`space` is about to change: save it, the first time (a space of another board, e.g. a
        copy an Event takes, is not the state's and is left)."""
        key = id(space)
        if key not in self.saved and key in self.spaces:
            self.saved[key] = dict(space.__dict__)

    def __enter__(self) -> Changes:
        self.state.link_spaces()
        self.state.recording.append(self)
        return self

    def __exit__(self, *exc) -> None:
        self.state.recording.remove(self)

    def undo(self) -> None:
        Mark(self.state, self.fields, self.containers, {}).undo()
        for key, saved in self.saved.items():
            self.spaces[key].__dict__.update(saved)


_BOXES = (dict, list, set, Counter)
_ATOMS = frozenset({int, str, bool, float, type(None), tuple, frozenset})  # no container to keep


class Kept:
    """Rules objects saved to be put back in place (see the module's docstring): `keep(obj)`
    records an object's fields and the containers it holds, `undo()` restores them all, the
    containers first (cleared and refilled, so whoever holds one sees it restored). Objects held
    in a field or a container are not saved with it: the caller keeps each one it means to."""

    __slots__ = ("objects", "boxes")

    def __init__(self) -> None:
        self.objects: list[tuple[object, dict]] = []
        self.boxes: dict[int, tuple[Any, Any]] = {}

    def keep(self, obj: object, skip: tuple[str, ...] = ()) -> Kept:
        """Save `obj`'s fields and the containers among them (not those named in `skip`: shared
        and never taken back, or restored apart)."""
        fields = dict(obj.__dict__)
        self.objects.append((obj, fields))
        for name, value in fields.items():
            if type(value) not in _ATOMS and isinstance(value, _BOXES) and name not in skip:
                self.box(value)
        return self

    def box(self, box) -> None:
        """Save a container once (and the containers it holds)."""
        if id(box) in self.boxes:
            return
        inner: Iterable
        if isinstance(box, dict):  # a Counter too
            self.boxes[id(box)] = (box, dict(box))
            inner = box.values()
        elif isinstance(box, list):
            self.boxes[id(box)] = (box, list(box))
            inner = box
        else:
            self.boxes[id(box)] = (box, set(box))
            return
        for value in inner:
            if type(value) not in _ATOMS and isinstance(value, _BOXES):
                self.box(value)

    def undo(self) -> None:
        """Put every container and object back as kept (as often as asked: what was kept is not
        consumed); a container whose contents are as kept is left as it is."""
        for box, saved in self.boxes.values():
            if isinstance(box, list):
                if box != saved:
                    box[:] = saved
            elif isinstance(box, dict):
                if dict.__ne__(box, saved):  # a Counter compared as a dict, in C
                    box.clear()
                    box.update(saved)
            elif box != saved:
                box.clear()
                box.update(saved)
        for obj, fields in self.objects:
            attrs = obj.__dict__
            attrs.clear()
            attrs.update(fields)


class Holder(Protocol):
    """A rules object whose fields a trial puts back (`Kept`): it names the rules objects it holds
    itself — directly, or in a container of its own — so they are kept with it (an object that
    holds none returns nothing)."""

    def held(self) -> Iterable[Holder]: ...


def holding(*values: object) -> list[Holder]:
    """Those of `values` that are Holders: for a field that holds a check or a condition which is
    either a plain function (nothing to keep) or an object with bookkeeping of its own (`held`)."""
    return [v for v in values if hasattr(v, "held")]


def held_by(root: Holder) -> list[object]:
    """`root` and every Holder it holds, directly or through others, each once (by identity), by
    their own `held()` only: no walk over fields."""
    seen = {id(root)}
    out: list[object] = [root]
    todo = [root]
    while todo:
        for obj in todo.pop().held():
            if id(obj) not in seen:
                seen.add(id(obj))
                out.append(obj)
                todo.append(obj)
    return out
