"""Game vocabulary: the one place that names factions, pieces, boxes, space types and levels.

Every other module uses these constants instead of string literals, so a typo in a game term
is an AttributeError at import time, not a silent bug (terms from ../shared/glossary.md).
"""

from __future__ import annotations

from enum import Enum

# Factions (1.5). Codes are the ones the notation and messages use.
RAJ = "RAJ"
INC = "INC"
ML = "ML"
REV = "REV"
FACTIONS = (RAJ, INC, ML, REV)
FACTION_NAMES = {
    RAJ: "British Raj",
    INC: "Indian National Congress",
    ML: "Muslim League",
    REV: "Revolutionaries",
}
NV_FACTIONS = (INC, ML)  # Nonviolent factions (1.5)

# Piece kinds (1.4). A kind is owned by one faction.
TROOPS = "troops"
SEPOYS = "sepoys"
GANDHI = "gandhi"
INC_ACTIVISTS = "inc_activists"
ML_ACTIVISTS = "ml_activists"
GUERRILLAS = "guerrillas"
ML_BASES = "ml_bases"
REV_BASES = "rev_bases"
PIECE_KINDS = (TROOPS, SEPOYS, GANDHI, INC_ACTIVISTS, ML_ACTIVISTS, GUERRILLAS, ML_BASES, REV_BASES)
PIECE_OWNER = {
    TROOPS: RAJ,
    SEPOYS: RAJ,
    GANDHI: INC,
    INC_ACTIVISTS: INC,
    ML_ACTIVISTS: ML,
    GUERRILLAS: REV,
    ML_BASES: ML,
    REV_BASES: REV,
}
PIECE_LABELS = {
    TROOPS: "Troops",
    SEPOYS: "Sepoys",
    GANDHI: "Gandhi",
    INC_ACTIVISTS: "Congress Activists",
    ML_ACTIVISTS: "Muslim League Activists",
    GUERRILLAS: "Guerrillas",
    ML_BASES: "Muslim League Bases",
    REV_BASES: "Revolutionary Bases",
}
CUBES = (TROOPS, SEPOYS)
ACTIVISTS = (INC_ACTIVISTS, ML_ACTIVISTS)
BASES = (ML_BASES, REV_BASES)

# Boxes off the map (1.3.9, 1.3.10, 1.4.1).
AVAILABLE = "available"
OUT_OF_PLAY = "out_of_play"
JAIL = "jail"
BOXES = (AVAILABLE, OUT_OF_PLAY, JAIL)
BOX_LABELS = {AVAILABLE: "Available", OUT_OF_PLAY: "Out of Play", JAIL: "Jail"}
# Only Gandhi and Activists go to Jail (1.3.9).
JAILABLE = (GANDHI, INC_ACTIVISTS, ML_ACTIVISTS)

# Space types (1.3.1).
CITY = "city"
PROVINCE = "province"
PRINCELY_STATE = "princely_state"
RAILWAY = "railway"
SPACE_TYPES = (CITY, PROVINCE, PRINCELY_STATE, RAILWAY)
SPACE_TYPE_LABELS = {CITY: "City", PROVINCE: "Province", PRINCELY_STATE: "Princely State", RAILWAY: "Railway"}

# Support/Opposition levels (1.6.1), as integers so shifting is arithmetic.
ACTIVE_OPPOSITION = -2
PASSIVE_OPPOSITION = -1
NEUTRAL = 0
PASSIVE_SUPPORT = 1
ACTIVE_SUPPORT = 2
LEVEL_NAMES = {
    ACTIVE_OPPOSITION: "Active Opposition",
    PASSIVE_OPPOSITION: "Passive Opposition",
    NEUTRAL: "Neutral",
    PASSIVE_SUPPORT: "Passive Support",
    ACTIVE_SUPPORT: "Active Support",
}
LEVEL_KEYS = {
    "active_opposition": ACTIVE_OPPOSITION,
    "passive_opposition": PASSIVE_OPPOSITION,
    "neutral": NEUTRAL,
    "passive_support": PASSIVE_SUPPORT,
    "active_support": ACTIVE_SUPPORT,
}

# Tracks (1.3.11, 1.3.12, 1.8).
RESOURCES_MIN, RESOURCES_MAX = 0, 50
TRACK_MIN, TRACK_MAX = 1, 5  # Restraint and Unity (6.6, 6.7)
UNREST_STRIKE_MARKERS = 12  # 1.11, 1.12
PROTEST_MARKERS = 6  # 1.10 and the six numbered circles of the State of India box

# Victory thresholds (7.2).
VICTORY_THRESHOLDS = {RAJ: 38, INC: 20, ML: 14, REV: 14}
# Ties go to Muslim League, then Congress, then Revolutionaries (7.1); the Raj comes last.
TIE_ORDER = (ML, INC, REV, RAJ)



class ActivityKind(str, Enum):
    """What an `activity.Activity` is: an Operation (3.0), a Special Activity (4.0), a faction's
    part of a Campaign round (6.0) or an Event side carried out (5.1). A `str` so that it prints
    and serialises as its notation word."""

    OP = "op"
    SA = "sa"
    CAMPAIGN = "campaign"
    EVENT = "event"

    def __str__(self) -> str:
        return self.value


ELIGIBLE = "eligible"
INELIGIBLE = "ineligible"

# Words the move notation reserves (grammar/gandhi.lark): a space may not be named or aliased
# with one, or a log could not name it.
NOTATION_KEYWORDS = (
    "card", "campaign", "pass", "event", "unshaded", "shaded", "limited", "target", "transfer",
    "resources", "with", "to", "from", "place", "remove", "move", "arrest", "release", "activate",
    "hide", "replace", "add", "shift", "set", "restraint", "unity", "roll", "out-of-play", "pay",
    "select", "deploy", "garrison", "sweep", "assault", "rally", "demonstrate", "civil-disobedience",
    "cd", "non-cooperation", "nc", "march", "attack", "unrest", "treaty", "govern", "martial-law",
    "negotiate", "satyagraha", "persuade", "infiltrate", "aid", "assassinate", "strikes",
    "imperialism", "constructive-programme", "pakistan-movement", "secret-societies", "redeploy",
    "crisis", "np-protest", "protests", "gandhi", "protest", "strike", "muslim-state", "active-support",
    "passive-support",
    "neutral", "passive-opposition", "active-opposition", "jail", "oop", "available",
)

# Viceroys: Campaign card numbers (2.5, cards 73-79); their capabilities apply to the Raj (2.5.1).
CHELMSFORD, READING, IRWIN, WILLINGDON, LINLITHGOW, WAVELL, MOUNTBATTEN = range(73, 80)
