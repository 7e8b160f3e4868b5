"""The Resources phase of a Campaign round (6.2): Railway Strikes, Raj earnings and
Revolutionary earnings. Pure functions of the state plus one verb that applies the phase."""

from __future__ import annotations

from . import terms
from .errors import RuleViolation
from .state import GameState


def strike_due(state: GameState) -> list[str]:
    """Railways that get a Strike (6.2.1): with a Protest marker, with more Activists than cubes,
    or adjacent to a City without Raj Control; those already struck are left as they are."""
    due = []
    for rail in state.map.railways:
        sp = state.spaces[rail.id]
        if sp.strike:
            continue
        uncontrolled_city = any(state.map[n].is_city and not state.raj_control(n)
                                for n in state.map.neighbours(rail.id))
        if sp.protest or sp.activists > sp.cubes or uncontrolled_city:
            due.append(rail.id)
    return due


def place_strikes(state: GameState, chosen: list[str] | None = None) -> list[str]:
    """Place the 6.2.1 Strikes. With too few Unrest/Strike markers left, Congress chooses which
    of the due Railways get them (`chosen`); otherwise every due Railway does."""
    due = strike_due(state)
    left = state.forces.unrest_strike_markers - state.unrest_strike_in_play()
    if len(due) <= left:
        if chosen is not None and sorted(chosen) != sorted(due):
            raise RuleViolation("6.2.1", f"every due Railway gets a Strike: {', '.join(due) or 'none'}")
        targets = due
    else:
        if chosen is None or len(chosen) != left or not set(chosen) <= set(due) or len(set(chosen)) != left:
            raise RuleViolation("6.2.1", f"only {left} Strike markers for {len(due)} due Railways: Congress "
                                f"chooses {left} of {', '.join(due)}")
        targets = chosen
    for rid in targets:
        state.add_unrest(rid)  # on a Railway this is a Strike (1.12)
    return targets


def nv_pieces_in_jail(state: GameState) -> int:
    return sum(state.jail.get(k, 0) for k in terms.ACTIVISTS) + (1 if state.gandhi == terms.JAIL else 0)


def raj_earnings(state: GameState) -> int:
    """6.2.2: the Econ of Railways without a Strike, less 2 per NV piece (Activists and Gandhi)
    in Jail."""
    econ = sum(r.econ for r in state.map.railways if not state.spaces[r.id].strike)
    return econ - 2 * nv_pieces_in_jail(state)


def revolutionary_earnings(state: GameState) -> int:
    """6.2.3: twice the Revolutionary Bases on the map."""
    return 2 * state.on_map(terms.REV_BASES)


def resources_phase(state: GameState, strike_choice: list[str] | None = None) -> dict[str, int]:
    """Run 6.2 in order; Resources stay within 0-50 (1.8). Returns the Resources gained."""
    place_strikes(state, strike_choice)
    econ = sum(r.econ for r in state.map.railways if not state.spaces[r.id].strike)
    # 6.2.2: add the Econ first, then subtract for Jail, each step capped at 0-50 (1.8).
    state.set_resources(terms.RAJ, state.resources[terms.RAJ] + econ)
    state.set_resources(terms.RAJ, state.resources[terms.RAJ] - 2 * nv_pieces_in_jail(state))
    gain = revolutionary_earnings(state)
    state.set_resources(terms.REV, state.resources[terms.REV] + gain)
    return {terms.RAJ: raj_earnings(state), terms.REV: gain}
