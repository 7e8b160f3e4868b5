"""A log as parsed: the statements and their parts, steps and arguments, each with the position
(line, column) it was written at (`Play`, `Part`, `Step`, `CardStart`, `CampaignStart`, `Header`,
`Log`). These are what `notation.parse` gives, what the replay reports findings against, and what
`notation.fmt` writes back; `notation.convert` turns them into position-free Actions and back.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import FrozenInstanceError, dataclass, field, fields
from operator import attrgetter
from typing import Any, TypeVar

from ..io.errors import InputError
from ..model import terms

PIECE_CODES = {  # notation code -> (piece kind, Guerrilla side or None)
    "t": (terms.TROOPS, None), "troop": (terms.TROOPS, None), "troops": (terms.TROOPS, None),
    "s": (terms.SEPOYS, None), "sepoy": (terms.SEPOYS, None), "sepoys": (terms.SEPOYS, None),
    "g": (terms.GUERRILLAS, None), "guerrilla": (terms.GUERRILLAS, None), "guerrillas": (terms.GUERRILLAS, None),
    "hidden": (terms.GUERRILLAS, "hidden"), "active": (terms.GUERRILLAS, "active"),
    "inc": (terms.INC_ACTIVISTS, None), "ml": (terms.ML_ACTIVISTS, None),
    "mlb": (terms.ML_BASES, None), "ml-base": (terms.ML_BASES, None), "ml-bases": (terms.ML_BASES, None),
    "rb": (terms.REV_BASES, None), "rev-base": (terms.REV_BASES, None), "rev-bases": (terms.REV_BASES, None),
}
CANONICAL_PIECE = {terms.TROOPS: "T", terms.SEPOYS: "S", terms.GUERRILLAS: "G", terms.INC_ACTIVISTS: " INC",
                   terms.ML_ACTIVISTS: " ML", terms.ML_BASES: " MLB", terms.REV_BASES: " RB"}


_set = object.__setattr__


class _Record:
    """What `@dataclass(frozen=True)` gives these classes (equality and hash over the compared
    fields, a repr, no assignment after construction), written once here: a frozen dataclass's
    methods are compiled afresh for each class at import, which every command paid (issue #31).
    `_record` registers each class as a dataclass (`dataclasses.fields`, `replace`), each writes
    its own `__init__`."""

    _key_of: Callable[[Any], tuple]  # the compared fields' values, in order
    _shown: tuple[str, ...]  # the fields the repr shows

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._key_of(self) == self._key_of(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._key_of(self))

    def __repr__(self) -> str:
        return f"{self.__class__.__qualname__}(" + ", ".join(f"{n}={getattr(self, n)!r}" for n in self._shown) + ")"

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")


R = TypeVar("R", bound=type)


def _record(cls: R) -> R:
    """`cls` registered as a dataclass, its methods `_Record`'s."""
    dataclass(init=False, repr=False, eq=False, match_args=True)(cls)
    compared = [f.name for f in fields(cls) if f.compare]
    key = attrgetter(*compared)
    cls._key_of = staticmethod(key if len(compared) > 1 else lambda o: (key(o),))  # type: ignore[attr-defined]
    cls._shown = tuple(f.name for f in fields(cls) if f.repr)  # type: ignore[attr-defined]
    return cls


def piece_text(kind: str, n: int = 1) -> str:
    """Pieces as the notation writes them: `2T`, `1S`, `3G`, `1 INC`, `1 MLB`, `gandhi`."""
    return "gandhi" if kind == terms.GANDHI else f"{n}{CANONICAL_PIECE[kind]}"



@_record
class Pos(_Record):
    line: int
    column: int

    def __init__(self, line: int, column: int) -> None:
        _set(self, "line", line)
        _set(self, "column", column)


@_record
class Pieces(_Record):
    count: int
    kind: str  # a piece kind from terms
    side: str | None = None  # Guerrillas only: "hidden" or "active" when stated

    def __init__(self, count: int, kind: str, side: str | None = None) -> None:
        _set(self, "count", count)
        _set(self, "kind", kind)
        _set(self, "side", side)

    def text(self) -> str:
        if self.side and self.kind != terms.GANDHI:
            return f"{self.count} {self.side}"
        return piece_text(self.kind, self.count)


@_record
class SpaceRef(_Record):
    name: str
    pos: Pos = field(compare=False)
    quoted: bool = field(default=False, compare=False)  # written "in quotes": never one word of a longer name

    def __init__(self, name: str, pos: Pos, quoted: bool = False) -> None:
        _set(self, "name", name)
        _set(self, "pos", pos)
        _set(self, "quoted", quoted)

    def text(self) -> str:
        return f'"{self.name}"' if not re.fullmatch(r"[A-Za-z][A-Za-z0-9&'\-]*", self.name) else self.name


@_record
class Route(_Record):
    """A movement path: the spaces a piece passes through, first to last."""

    spaces: tuple[SpaceRef, ...]

    def __init__(self, spaces: tuple[SpaceRef, ...]) -> None:
        _set(self, "spaces", spaces)

    def text(self) -> str:
        return ">".join(s.text() for s in self.spaces)


@_record
class Word(_Record):
    """A keyword argument: a marker, a level, a box, or with/to/from."""

    kind: str  # "marker" | "level" | "box" | "with" | "to" | "from"
    value: str

    def __init__(self, kind: str, value: str) -> None:
        _set(self, "kind", kind)
        _set(self, "value", value)

    def text(self) -> str:
        return self.value


@_record
class Number(_Record):
    value: int
    signed: bool = False

    def __init__(self, value: int, signed: bool = False) -> None:
        _set(self, "value", value)
        _set(self, "signed", signed)

    def text(self) -> str:
        return f"{self.value:+d}" if self.signed else str(self.value)


@_record
class Step(_Record):
    verb: str
    args: tuple
    pos: Pos = field(compare=False)

    def __init__(self, verb: str, args: tuple, pos: Pos) -> None:
        _set(self, "verb", verb)
        _set(self, "args", args)
        _set(self, "pos", pos)

    def text(self) -> str:
        if self.verb in ("target", "ineligible"):
            return self.verb + " " + ", ".join(self.args)
        if self.verb == "transfer":
            return f"transfer {self.args[0]} to {self.args[1]}"
        if self.verb == "resources":
            return f"resources {self.args[0]} {self.args[1]:+d}"
        return " ".join([self.verb] + [a.text() for a in self.args])


@_record
class Part(_Record):
    name: str
    limited: bool
    steps: tuple[Step, ...]

    def __init__(self, name: str, limited: bool, steps: tuple[Step, ...]) -> None:
        _set(self, "name", name)
        _set(self, "limited", limited)
        _set(self, "steps", steps)

    def text(self) -> str:
        head = self.name + (" limited" if self.limited else "")
        return head + (": " + "; ".join(s.text() for s in self.steps) if self.steps else "")


@_record
class Play(_Record):
    """One faction's choice on a card (2.3.4) or its part of a Campaign round."""

    faction: str
    choice: str  # "pass" | "event" | "activity"
    pos: Pos = field(compare=False)
    side: str | None = None  # "unshaded" | "shaded" for an Event
    parts: tuple[Part, ...] = ()  # the Operation and Special Activity parts, in the order done
    steps: tuple[Step, ...] = ()  # a Pass's or an Event's steps

    def __init__(self, faction: str, choice: str, pos: Pos, side: str | None = None, parts: tuple[Part, ...] = (),
                 steps: tuple[Step, ...] = ()) -> None:
        _set(self, "faction", faction)
        _set(self, "choice", choice)
        _set(self, "pos", pos)
        _set(self, "side", side)
        _set(self, "parts", parts)
        _set(self, "steps", steps)

    @property
    def activity(self) -> Part | None:
        """The first part written (the Operation, or the SA when done before it)."""
        return self.parts[0] if self.parts else None

    @property
    def sa(self) -> Part | None:
        """The second part written, after "+"."""
        return self.parts[1] if len(self.parts) > 1 else None

    def text(self) -> str:
        if self.choice == "pass":
            return " ".join([self.faction, "pass"] + [s.text() for s in self.steps])
        if self.choice == "event":
            body = ": " + "; ".join(s.text() for s in self.steps) if self.steps else ""
            return f"{self.faction} event {self.side}{body}"
        return f"{self.faction} " + " + ".join(p.text() for p in self.parts)


@_record
class CardStart(_Record):
    number: int
    order: tuple[str, ...] | None
    pos: Pos = field(compare=False)

    def __init__(self, number: int, order: tuple[str, ...] | None, pos: Pos) -> None:
        _set(self, "number", number)
        _set(self, "order", order)
        _set(self, "pos", pos)

    def text(self) -> str:
        return f"card {self.number}" + (f" [{' '.join(self.order)}]" if self.order else "")


@_record
class CampaignStart(_Record):
    number: int
    pos: Pos = field(compare=False)

    def __init__(self, number: int, pos: Pos) -> None:
        _set(self, "number", number)
        _set(self, "pos", pos)

    def text(self) -> str:
        return f"campaign {self.number}"


@_record
class Reveal(_Record):
    """`reveal N [ORDER]`: card N is turned face up on the draw deck, the card played next (2.3.7:
    the next card is revealed before the current one is played), with its faction order when
    written. A deck shuffled by hand (DECK-1) is recorded so as the table turns it."""

    number: int
    order: tuple[str, ...] | None
    pos: Pos = field(compare=False)

    def __init__(self, number: int, order: tuple[str, ...] | None, pos: Pos) -> None:
        _set(self, "number", number)
        _set(self, "order", order)
        _set(self, "pos", pos)

    def text(self) -> str:
        return f"reveal {self.number}" + (f" [{' '.join(self.order)}]" if self.order else "")


@_record
class Header(_Record):
    tag: str
    values: tuple
    pos: Pos = field(compare=False)

    def __init__(self, tag: str, values: tuple, pos: Pos) -> None:
        _set(self, "tag", tag)
        _set(self, "values", values)
        _set(self, "pos", pos)

    def text(self) -> str:
        def show(v) -> str:
            if isinstance(v, int):
                return str(v)
            return v if re.fullmatch(r"[A-Za-z][A-Za-z0-9&'\-]*|(RAJ|INC|ML|REV)(\+(RAJ|INC|ML|REV))+", v) else f'"{v}"'

        return "[" + " ".join([self.tag] + [show(v) for v in self.values]) + "]"


@_record
class Log(_Record):
    path: str
    headers: tuple[Header, ...]
    statements: tuple  # CardStart | CampaignStart | Reveal | Play, in order
    errors: tuple[InputError, ...]  # every syntax error, located
    source: str = field(default="", compare=False, repr=False)  # the text parsed: `fmt` keeps its comments

    def __init__(self, path: str, headers: tuple[Header, ...], statements: tuple, errors: tuple[InputError, ...],
                 source: str = "") -> None:
        _set(self, "path", path)
        _set(self, "headers", headers)
        _set(self, "statements", statements)
        _set(self, "errors", errors)
        _set(self, "source", source)
