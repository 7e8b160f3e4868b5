"""Static board data other than the map: the forces inventory (1.4.1), marker counts, and the
Restraint/Protest table of the State of India box (1.10, 6.6), loaded from `data/*.yaml`."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..io.resources import data_dir
from ..io.yamlio import load_yaml
from . import terms


@dataclass(frozen=True)
class Inventory:
    pieces: dict[str, int]  # kind -> number of pieces in the game (1.4.1)
    protest_markers: int  # 1.10
    unrest_strike_markers: int  # 1.11, 1.12
    muslim_state_markers: int | None  # not stated in the texts: None means no limit


@dataclass(frozen=True)
class ProtestTable:
    """circle number -> Restraint row it sits beside (1.10)."""

    rows: dict[int, int]

    def available_circles(self, restraint: int) -> tuple[int, ...]:
        """Circles whose markers are Available for Operations at this Restraint (1.10, 6.6)."""
        return tuple(c for c, row in sorted(self.rows.items()) if row >= restraint)

    def capacity(self, restraint: int) -> int:
        """How many Protest markers Operations may place at this Restraint if all circles are filled."""
        return len(self.available_circles(restraint))


@lru_cache(maxsize=1)
def inventory() -> Inventory:
    doc = load_yaml(data_dir() / "forces.yaml")
    pieces = {kind: int(doc["pieces"][kind]["count"]) for kind in terms.PIECE_KINDS}
    markers = doc["markers"]
    return Inventory(
        pieces=pieces,
        protest_markers=int(markers["protest"]["count"]),
        unrest_strike_markers=int(markers["unrest_strike"]["count"]),
        muslim_state_markers=markers["muslim_state"]["count"],
    )


@lru_cache(maxsize=1)
def protest_table() -> ProtestTable:
    doc = load_yaml(data_dir() / "tracks.yaml")
    return ProtestTable({int(c["circle"]): int(c["row"]) for c in doc["protest_circles"]})
