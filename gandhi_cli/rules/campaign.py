"""Campaign rounds (6.0): the phases that need no player decisions beyond what they take as
arguments. Victory phase (6.1, 7.1, 7.2, 1.5), Resources phase (6.2), the new Viceroy (6.4.1),
Reset phase (6.5). The Support and Redeploy phases, which are all player decisions, come with
the replay engine.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..io.errors import RuleViolation
from ..model import terms
from ..model.scenario import CAMPAIGN_CARDS
from ..model.state import GameState
from ..model.victory import totals
from .sequence import campaign_swap


@dataclass(frozen=True)
class Verdict:
    """The outcome of a victory check (6.1) or of the final Campaign round (2.4.1, 7.3)."""

    game_over: bool
    all_players_lose: bool  # a Non-Player faction passed the check (7.1)
    ranking: tuple[tuple[tuple[str, ...], int], ...]  # (a player's factions, margin), best first
    reason: str
    final: bool = False  # the end of the final Campaign round (6.3.5), not a victory check (6.1)


def victory_phase(state: GameState, players: list[tuple[str, ...]], final: bool = False) -> Verdict:
    """Check victory (6.1, 7.2). `players` lists each player's factions; factions nobody holds
    are Non-Players. A player holding two factions ends the game only if both pass, and scores
    the lower margin (1.5). If a Non-Player passes, every player loses (7.1), whatever their
    margins; in a solitaire game the Non-Player with the best margin then wins and heads the
    ranking (8.10). After the final Campaign round (`final`, 6.3.5) there is no check: the game
    ends and the best margin wins, whoever is over a threshold (6.1, 7.3, 2.4.1; reading VIC-1)."""
    held = [f for group in players for f in group]
    if len(held) != len(set(held)) or not set(held) <= set(terms.FACTIONS):
        raise RuleViolation("1.5", f"each faction belongs to at most one player: {players}")
    t = totals(state)
    order = {f: i for i, f in enumerate(terms.TIE_ORDER)}

    def key(group: tuple[str, ...]) -> tuple[int, int]:
        # the lower margin counts (1.5); ties go to ML, then INC, then REV (7.1)
        return (-min(t.margin(f) for f in group), min(order[f] for f in group))

    solitaire = len(players) <= 1  # one player or none: the Non-Players are ranked too (8.10)
    groups = list(players) + ([(f,) for f in terms.FACTIONS if f not in held] if solitaire else [])
    ranked = tuple((g, min(t.margin(f) for f in g)) for g in sorted(groups, key=key))
    if final:
        return Verdict(True, False, ranked, "the final Campaign round is over: best margin wins (7.3)", final=True)
    np_passed = [f for f in terms.FACTIONS if f not in held and t.passes(f)]
    if np_passed:
        if not players:
            return Verdict(True, False, ranked, f"Non-Player {', '.join(np_passed)} passed the victory check: "
                           "the game ends, places by margin (7.1, 8.10)")
        if solitaire:  # 8.10: the player loses; the best Non-Player wins
            ranked = tuple(r for r in ranked if r[0] not in players) + tuple(r for r in ranked if r[0] in players)
            return Verdict(True, True, ranked, f"Non-Player {', '.join(np_passed)} passed the victory check: "
                           f"the player loses (7.1) and Non-Player {'+'.join(ranked[0][0])} wins (8.10)")
        return Verdict(True, True, ranked, f"Non-Player {', '.join(np_passed)} passed the victory check: "
                       "all players lose (7.1)")
    passed = [g for g, _ in ranked if all(t.passes(f) for f in g)]  # best margin first
    if solitaire and players:
        passed = []  # 8.10: a solitaire player never wins before the final Campaign round
    if passed:
        who = ", ".join("+".join(g) for g in passed)
        return Verdict(True, False, ranked, f"{who} passed the victory check (7.2); places go by margin (7.1)")
    return Verdict(False, False, ranked, "no faction passed the victory check (6.1)")


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
    of the due Railways get them (`chosen`); otherwise every due Railway does. With no marker
    left and no choice given, none is placed."""
    due = strike_due(state)
    left = state.unrest_strike_markers_left()
    if left == 0 and not chosen:
        return []
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
    return unstruck_econ(state) - 2 * nv_pieces_in_jail(state)


def unstruck_econ(state: GameState) -> int:
    return sum(r.econ for r in state.map.railways if not state.spaces[r.id].strike)


def revolutionary_earnings(state: GameState) -> int:
    """6.2.3: twice the Revolutionary Bases on the map."""
    return 2 * state.on_map(terms.REV_BASES)


def new_viceroy(state: GameState) -> int | None:
    """6.4.1: the Campaign card that caused this round becomes the Viceroy; the old one is
    discarded. Returns the discarded Viceroy card."""
    if state.current_card not in CAMPAIGN_CARDS:
        raise RuleViolation("6.4.1", f"the current card {state.current_card} is not a Campaign card")
    old = state.viceroy
    if old is not None:
        state.played.append(old)
    state.viceroy, state.current_card = state.current_card, None
    return old


def campaign_cards_left(state: GameState) -> int:
    return sum(1 for c in state.deck if c in CAMPAIGN_CARDS)


def reset_phase(state: GameState) -> bool:
    """6.5 in order: Protests back to their circles (Activists turn Inactive); one Unrest off each
    space without Guerrillas, all Guerrillas Hidden; Strikes removed; Restraint and Unity set to
    the Campaign cards left in the draw deck (with one left, that is the automatic Crisis before
    the final Campaign, 6.8); every faction Eligible; the next card comes up. Returns True if the
    card revealed is a Campaign card (2.4)."""
    for sid, sp in state.spaces.items():
        if sp.protest:
            state.remove_protest(sid)
    for sid, sp in state.spaces.items():
        if sp.unrest and not sp.guerrillas:
            sp.unrest -= 1
        state.hide_guerrillas(sid, sp.guerrillas_active)
        sp.strike = False
    left = campaign_cards_left(state)
    state.restraint = max(terms.TRACK_MIN, min(terms.TRACK_MAX, left))
    state.unity = max(terms.TRACK_MIN, min(terms.TRACK_MAX, left))
    state.eligibility = {f: terms.ELIGIBLE for f in terms.FACTIONS}
    if state.current_card is None and state.deck:
        state.current_card = state.deck.pop(0)
    return campaign_swap(state)


def resources_phase(state: GameState, strike_choice: list[str] | None = None) -> dict[str, int]:
    """Run 6.2 in order; Resources stay within 0-50 (1.8). Returns the Resources gained."""
    place_strikes(state, strike_choice)
    return earnings(state)


def earnings(state: GameState) -> dict[str, int]:
    """6.2.2 and 6.2.3, once the Strikes are down. Returns the Resources gained (before caps)."""
    # 6.2.2: add the Econ first, then subtract for Jail, each step capped at 0-50 (1.8).
    state.set_resources(terms.RAJ, state.resources[terms.RAJ] + unstruck_econ(state))
    state.set_resources(terms.RAJ, state.resources[terms.RAJ] - 2 * nv_pieces_in_jail(state))
    gain = revolutionary_earnings(state)
    state.set_resources(terms.REV, state.resources[terms.REV] + gain)
    return {terms.RAJ: raj_earnings(state), terms.REV: gain}
