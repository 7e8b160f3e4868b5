"""Victory markers (1.6.3, 1.6.4, 1.9), victory checks (7.2), margins and ranking (7.1, 7.3).

Everything here is computed from the state on demand; nothing is stored.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import terms
from .state import GameState


@dataclass(frozen=True)
class Totals:
    support: int  # Total Support (1.6.3)
    opposition: int  # Total Opposition (1.6.3)
    muslim_opposition: int  # Total Muslim Opposition (1.6.4)
    control_pop: int  # Population of Raj-Controlled spaces (1.7)
    muslim_state_pop: int  # Population of Muslim States (1.3.5)
    unrest_pop: int  # Population of spaces with Unrest (1.11)
    rev_bases: int  # Revolutionary Bases on the map

    def marker(self, faction: str) -> int:
        """The faction's victory marker value (1.9)."""
        return {
            terms.RAJ: self.support + self.control_pop,
            terms.INC: self.opposition,
            terms.ML: self.muslim_opposition + 2 * self.muslim_state_pop,
            terms.REV: self.unrest_pop + self.rev_bases,
        }[faction]

    def margin(self, faction: str) -> int:
        """Victory margin: marker minus threshold (7.3); positive means the condition is met."""
        return self.marker(faction) - terms.VICTORY_THRESHOLDS[faction]

    def passes(self, faction: str) -> bool:
        """The 7.2 condition: the marker exceeds the threshold."""
        return self.margin(faction) > 0


def totals(state: GameState) -> Totals:
    support = opposition = muslim_opp = control = ms_pop = unrest_pop = 0
    for sid, sp in state.spaces.items():
        space = state.map[sid]
        if space.is_railway:
            continue
        pop = space.pop
        weighted = pop * (2 if abs(sp.level) == 2 else 1)  # Active levels count double (1.6.2)
        if sp.level > 0:
            support += weighted
        elif sp.level < 0:
            opposition += weighted
            if space.muslim:
                muslim_opp += weighted
        if state.raj_control(sid):
            control += pop
        if sp.muslim_state:
            ms_pop += pop
        if sp.unrest:
            unrest_pop += pop
    return Totals(
        support=support,
        opposition=opposition,
        muslim_opposition=muslim_opp,
        control_pop=control,
        muslim_state_pop=ms_pop,
        unrest_pop=unrest_pop,
        rev_bases=state.on_map(terms.REV_BASES),
    )


def ranking(t: Totals) -> list[tuple[str, int]]:
    """Factions by margin, best first; ties go to ML, then INC, then REV (7.1)."""
    order = {f: i for i, f in enumerate(terms.TIE_ORDER)}
    return sorted(((f, t.margin(f)) for f in terms.FACTIONS), key=lambda fm: (-fm[1], order[fm[0]]))
