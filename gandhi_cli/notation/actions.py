"""Actions: what a log's statements say, as small frozen, typed values free of text positions.

`notation.convert.parse_actions` reads a log into Actions plus a separate position map (where each
statement, part, step and space name was written: what a finding's line:col comes from), and
`notation.fmt.fmt(action)` prints an Action's canonical text, so that parse(fmt(a)) == a. Enums
stand for the notation's closed word lists (docs/notation.md, grammar/gandhi.lark): factions,
the Operations and Special Activities (3.0, 4.0), Event sides (5.1), boxes, piece kinds,
markers and Support levels (1.6.1). Space names stay strings: they are resolved against a map
(which a scenario may replace) by the replay, not here.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..model import terms


class Faction(str, Enum):
    RAJ = terms.RAJ
    INC = terms.INC
    ML = terms.ML
    REV = terms.REV


class Choice(str, Enum):
    """A faction's choice on a card (2.3.4) or its Campaign part: Pass, Event or Operation/SA."""

    PASS = "pass"
    EVENT = "event"
    ACTIVITY = "activity"


class Side(str, Enum):
    """An Event's side (5.1)."""

    UNSHADED = "unshaded"
    SHADED = "shaded"


class ActivityName(str, Enum):
    """Operations (3.0), Special Activities (4.0), Campaign round parts (6.0) and follow-ups,
    as the notation names them (`cd`, `nc` are read as the long names)."""

    PROTESTS = "protests"
    DEPLOY = "deploy"
    GARRISON = "garrison"
    SWEEP = "sweep"
    ASSAULT = "assault"
    RALLY = "rally"
    DEMONSTRATE = "demonstrate"
    CIVIL_DISOBEDIENCE = "civil-disobedience"
    NON_COOPERATION = "non-cooperation"
    MARCH = "march"
    ATTACK = "attack"
    UNREST = "unrest"
    TREATY = "treaty"
    GOVERN = "govern"
    MARTIAL_LAW = "martial-law"
    NEGOTIATE = "negotiate"
    SATYAGRAHA = "satyagraha"
    PERSUADE = "persuade"
    INFILTRATE = "infiltrate"
    AID = "aid"
    ASSASSINATE = "assassinate"
    STRIKES = "strikes"
    IMPERIALISM = "imperialism"
    CONSTRUCTIVE_PROGRAMME = "constructive-programme"
    PAKISTAN_MOVEMENT = "pakistan-movement"
    SECRET_SOCIETIES = "secret-societies"
    REDEPLOY = "redeploy"
    CRISIS = "crisis"
    NP_PROTEST = "np-protest"


class Verb(str, Enum):
    """A step's verb (docs/notation.md), with the four steps that have a fixed shape."""

    PLACE = "place"
    REMOVE = "remove"
    MOVE = "move"
    ARREST = "arrest"
    RELEASE = "release"
    ACTIVATE = "activate"
    HIDE = "hide"
    REPLACE = "replace"
    ADD = "add"
    SHIFT = "shift"
    SET = "set"
    RESTRAINT = "restraint"
    UNITY = "unity"
    ROLL = "roll"
    OUT_OF_PLAY = "out-of-play"
    PAY = "pay"
    SELECT = "select"
    TARGET = "target"  # target FACTION, ...
    INELIGIBLE = "ineligible"  # ineligible FACTION (2.3.6)
    TRANSFER = "transfer"  # transfer N to FACTION (1.5.2)
    RESOURCES = "resources"  # resources FACTION +N


class PieceKind(str, Enum):
    """Piece kinds (1.4), valued as `terms` names them."""

    TROOPS = terms.TROOPS
    SEPOYS = terms.SEPOYS
    GANDHI = terms.GANDHI
    INC_ACTIVISTS = terms.INC_ACTIVISTS
    ML_ACTIVISTS = terms.ML_ACTIVISTS
    GUERRILLAS = terms.GUERRILLAS
    ML_BASES = terms.ML_BASES
    REV_BASES = terms.REV_BASES


class GuerrillaSide(str, Enum):
    """Underground (Hidden) or Active Guerrillas (1.4.3), when a step states it."""

    HIDDEN = "hidden"
    ACTIVE = "active"


class Box(str, Enum):
    """The off-map boxes a step names (1.4.1; the Jail 5.1.3), as the notation spells them."""

    JAIL = "jail"
    OUT_OF_PLAY = "out-of-play"
    AVAILABLE = "available"


class Marker(str, Enum):
    PROTEST = "protest"
    UNREST = "unrest"
    STRIKE = "strike"
    MUSLIM_STATE = "muslim-state"


class Level(str, Enum):
    """Support/Opposition levels (1.6.1, IT:200)."""

    ACTIVE_SUPPORT = "active-support"
    PASSIVE_SUPPORT = "passive-support"
    NEUTRAL = "neutral"
    PASSIVE_OPPOSITION = "passive-opposition"
    ACTIVE_OPPOSITION = "active-opposition"


@dataclass(frozen=True)
class Action:
    """A statement of a log, typed: a FactionAction, a CardAction or a CampaignAction."""


@dataclass(frozen=True)
class PieceCount:
    """`2T`, `1 INC`, `3 hidden`, `gandhi`: a count of one kind (a Guerrilla side when stated)."""

    count: int
    kind: PieceKind
    side: GuerrillaSide | None = None


@dataclass(frozen=True)
class SpaceName:
    """A space name as written (resolved against the map by the replay)."""

    name: str


@dataclass(frozen=True)
class Path:
    """A movement path, first space to last (at least two)."""

    spaces: tuple[SpaceName, ...]


@dataclass(frozen=True)
class Amount:
    value: int
    signed: bool = False  # written +N / -N


@dataclass(frozen=True)
class With:
    """The `with` of `replace protest with 1 ML`."""


@dataclass(frozen=True)
class From:
    box: Box


@dataclass(frozen=True)
class To:
    place: Box | SpaceName | int  # an int: the value a track is set to (`restraint to 4`)


Arg = PieceCount | SpaceName | Path | Amount | Marker | Level | Box | With | From | To


@dataclass(frozen=True)
class ActionStep:
    """One step of a part. `target`/`ineligible` take factions, `transfer` (N, faction),
    `resources` (faction, signed N); the other verbs take Args."""

    verb: Verb
    args: tuple = ()


@dataclass(frozen=True)
class ActionPart:
    """An Operation, a Special Activity or a Campaign part, with its steps."""

    name: ActivityName
    limited: bool = False  # only the first part of a statement may be Limited (2.3.5)
    steps: tuple[ActionStep, ...] = ()


@dataclass(frozen=True)
class FactionAction(Action):
    """One faction's choice on a card (2.3.4), its Campaign part, or a follow-up."""

    faction: Faction
    choice: Choice
    side: Side | None = None  # an Event's
    parts: tuple[ActionPart, ...] = ()  # Choice.ACTIVITY: the Operation and SA parts, in the order done
    steps: tuple[ActionStep, ...] = ()  # a Pass's or an Event's steps


@dataclass(frozen=True)
class CardAction(Action):
    """`card N [ORDER]`: the next card is played (2.3), with its faction order when written."""

    number: int
    order: tuple[Faction, ...] | None = None


@dataclass(frozen=True)
class RevealAction(Action):
    """`reveal N [ORDER]`: card N turned face up on the draw deck, played next (2.3.7)."""

    number: int
    order: tuple[Faction, ...] | None = None


@dataclass(frozen=True)
class CampaignAction(Action):
    """`campaign N`: a Campaign card is revealed and its round begins (6.0)."""

    number: int

