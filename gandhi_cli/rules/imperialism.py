"""Imperialism (4.2.2 in Govern, 6.3.1 in the Support phase): one purchase checked, carried out
and paid for. Each purchase removes an Unrest marker or, once none is left in the space, shifts
it a level toward Active Support, at most two levels per space (markers removed are not levels:
RAJ-10, SUP-2); 3 Resources each, 2 under Lord Mountbatten (2.5.1). Where Imperialism may be
bought differs between the two, and stays with each.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..model import terms
from .activity import SKIPPED, Activity
from .steps import Args

if TYPE_CHECKING:
    from ..notation.actions import ActionStep

LEVELS = 2  # "sino a due livelli per spazio"


def price(state) -> int:
    """Resources per marker removed or level shifted (2.5.1 Lord Mountbatten)."""
    return 2 if state.viceroy == terms.MOUNTBATTEN else 3


def buy(act: Activity, step: ActionStep, args: Args, sid: str, levels: Counter) -> int | None:
    """One purchase in `sid` by `act` (an Activity: its rule and title name the findings);
    `levels` counts the levels already shifted per space. Returns the markers removed or levels
    shifted (what was paid for), or None if the step was skipped."""
    sp = act.state.spaces[sid]
    where = act.name_of(sid)
    n = args.numbers[0] if args.numbers else 1
    if step.verb == "shift":
        if n <= 0:
            act.violation(step, act.rule, "Imperialism shifts toward Active Support (+1 or +2)", SKIPPED)
            return None
        if sp.unrest:
            act.violation(step, act.rule, f"Imperialism shifts {where} only once no Unrest marker is left "
                          f"there ({sp.unrest} there)")
        if levels[sid] + n > LEVELS:
            act.violation(step, act.rule, f"Imperialism shifts a space at most {LEVELS} levels: "
                          f"{levels[sid]} already in {where}, {n} more")
        if sp.level >= terms.ACTIVE_SUPPORT:  # NOOP-1: a step that changes nothing is reported, skipped
            act.violation(step, act.rule, f"{where} is at Active Support already: the shift changes nothing",
                          SKIPPED)
            return None
    level = sp.level
    if not act.apply(step, args):
        return None
    if step.verb == "shift":
        n = sp.level - level  # the levels actually shifted are paid for
        levels[sid] += n
    each = price(act.state)
    act.turn.pay(each * n, step, act.rule, f"Imperialism in {where} ({n} × {each})")
    return n
