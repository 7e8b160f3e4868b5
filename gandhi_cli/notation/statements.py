"""A log as parsed: the statements and their parts, steps and arguments, each with the position
(line, column) it was written at (`Play`, `Part`, `Step`, `CardStart`, `CampaignStart`, `Header`,
`Log`). These are what `notation.parse` gives, what the replay reports findings against, and what
`notation.fmt` writes back; `notation.convert` turns them into position-free Actions and back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

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


def piece_text(kind: str, n: int = 1) -> str:
    """Pieces as the notation writes them: `2T`, `1S`, `3G`, `1 INC`, `1 MLB`, `gandhi`."""
    return "gandhi" if kind == terms.GANDHI else f"{n}{CANONICAL_PIECE[kind]}"



@dataclass(frozen=True)
class Pos:
    line: int
    column: int


@dataclass(frozen=True)
class Pieces:
    count: int
    kind: str  # a piece kind from terms
    side: str | None = None  # Guerrillas only: "hidden" or "active" when stated

    def text(self) -> str:
        if self.side and self.kind != terms.GANDHI:
            return f"{self.count} {self.side}"
        return piece_text(self.kind, self.count)


@dataclass(frozen=True)
class SpaceRef:
    name: str
    pos: Pos = field(compare=False)
    quoted: bool = field(default=False, compare=False)  # written "in quotes": never one word of a longer name

    def text(self) -> str:
        return f'"{self.name}"' if not re.fullmatch(r"[A-Za-z][A-Za-z0-9&'\-]*", self.name) else self.name


@dataclass(frozen=True)
class Route:
    """A movement path: the spaces a piece passes through, first to last."""

    spaces: tuple[SpaceRef, ...]

    def text(self) -> str:
        return ">".join(s.text() for s in self.spaces)


@dataclass(frozen=True)
class Word:
    """A keyword argument: a marker, a level, a box, or with/to/from."""

    kind: str  # "marker" | "level" | "box" | "with" | "to" | "from"
    value: str

    def text(self) -> str:
        return self.value


@dataclass(frozen=True)
class Number:
    value: int
    signed: bool = False

    def text(self) -> str:
        return f"{self.value:+d}" if self.signed else str(self.value)


@dataclass(frozen=True)
class Step:
    verb: str
    args: tuple
    pos: Pos = field(compare=False)

    def text(self) -> str:
        if self.verb in ("target", "ineligible"):
            return self.verb + " " + ", ".join(self.args)
        if self.verb == "transfer":
            return f"transfer {self.args[0]} to {self.args[1]}"
        if self.verb == "resources":
            return f"resources {self.args[0]} {self.args[1]:+d}"
        return " ".join([self.verb] + [a.text() for a in self.args])


@dataclass(frozen=True)
class Part:
    name: str
    limited: bool
    steps: tuple[Step, ...]

    def text(self) -> str:
        head = self.name + (" limited" if self.limited else "")
        return head + (": " + "; ".join(s.text() for s in self.steps) if self.steps else "")


@dataclass(frozen=True)
class Play:
    """One faction's choice on a card (2.3.4) or its part of a Campaign round."""

    faction: str
    choice: str  # "pass" | "event" | "activity"
    pos: Pos = field(compare=False)
    side: str | None = None  # "unshaded" | "shaded" for an Event
    parts: tuple[Part, ...] = ()  # the Operation and Special Activity parts, in the order done
    steps: tuple[Step, ...] = ()  # a Pass's or an Event's steps

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


@dataclass(frozen=True)
class CardStart:
    number: int
    order: tuple[str, ...] | None
    pos: Pos = field(compare=False)

    def text(self) -> str:
        return f"card {self.number}" + (f" [{' '.join(self.order)}]" if self.order else "")


@dataclass(frozen=True)
class CampaignStart:
    number: int
    pos: Pos = field(compare=False)

    def text(self) -> str:
        return f"campaign {self.number}"


@dataclass(frozen=True)
class Reveal:
    """`reveal N [ORDER]`: card N is turned face up on the draw deck, the card played next (2.3.7:
    the next card is revealed before the current one is played), with its faction order when
    written. A deck shuffled by hand (DECK-1) is recorded so as the table turns it."""

    number: int
    order: tuple[str, ...] | None
    pos: Pos = field(compare=False)

    def text(self) -> str:
        return f"reveal {self.number}" + (f" [{' '.join(self.order)}]" if self.order else "")


@dataclass(frozen=True)
class Header:
    tag: str
    values: tuple
    pos: Pos = field(compare=False)

    def text(self) -> str:
        def show(v) -> str:
            if isinstance(v, int):
                return str(v)
            return v if re.fullmatch(r"[A-Za-z][A-Za-z0-9&'\-]*|(RAJ|INC|ML|REV)(\+(RAJ|INC|ML|REV))+", v) else f'"{v}"'

        return "[" + " ".join([self.tag] + [show(v) for v in self.values]) + "]"


@dataclass(frozen=True)
class Log:
    path: str
    headers: tuple[Header, ...]
    statements: tuple  # CardStart | CampaignStart | Reveal | Play, in order
    errors: tuple[InputError, ...]  # every syntax error, located
    source: str = field(default="", compare=False, repr=False)  # the text parsed: `fmt` keeps its comments
