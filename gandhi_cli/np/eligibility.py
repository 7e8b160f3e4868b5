"""The NP Eligibility chart (8.2.1, aid sheet IT:2925-2938): what a Non-Player does when it is
the 1st or 2nd Eligible faction on the current card — the Event, an Operation only, a Limited
Operation, an Operation with a Special Activity, or a Pass.

The chart needs to know, for the current and the next card, whether the Event is Critical for a
faction (8.8.1, `events.critical`) and whether it is Effective for this faction (8.8.3: the
Event can be produced and does something the faction counts). `Situation` gathers those facts
so the chart itself is a plain function the tests can drive. The NP's options are those of the
sequence of play (8.2, 2.3): the driver falls back to a Limited Op or a Pass when the chart's
answer is not among the options the card leaves it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.sequence import EVENT, LIMITED_OP, OP_ONLY, OP_SA, PASS


@dataclass(frozen=True)
class Situation:
    position: int  # 1: no faction has acted on the card yet; 2: one has (2.3.2)
    first_action: str | None  # what the 1st Eligible did (2nd Eligible only)
    current_critical: bool  # the current Event is Critical for this NP (8.8.1)
    current_effective: bool  # ... and Effective for it (8.8.3)
    next_eligible_critical: bool  # the current Event is Critical for the next faction to choose
    sure_first_next: bool  # this NP will surely be 1st Eligible on the next card
    next_critical: bool  # the next card's Event is Critical for this NP


def choose(s: Situation) -> tuple[str, str]:
    """The chart's answer and the row that gave it (for --explain)."""
    if s.position == 1:
        if s.current_critical and s.current_effective:
            return EVENT, "8.2.1 1st Eligible ①: the current Event is Critical and Effective"
        if s.next_eligible_critical:
            return OP_ONLY, "8.2.1 1st Eligible ②: the next Eligible could choose a Critical Event"
        if s.sure_first_next and s.next_critical:
            return PASS, "8.2.1 1st Eligible ③: surely 1st Eligible with the next Critical Event"
        return OP_SA, "8.2.1 1st Eligible ④: otherwise"
    can_do_current = s.current_critical and s.current_effective and s.first_action == OP_SA
    if s.sure_first_next and s.next_critical and not can_do_current:
        return PASS, "8.2.1 2nd Eligible ①: surely 1st Eligible with the next Critical Event"
    if s.first_action == OP_SA and s.current_effective:
        return EVENT, "8.2.1 2nd Eligible ②: the 1st chose Op + SA and the Event is Effective"
    if s.sure_first_next:
        return PASS, "8.2.1 2nd Eligible ③: surely 1st Eligible on the next card"
    if s.first_action in (OP_ONLY, LIMITED_OP):  # ④ holds for either of two reasons: the one that applies
        return LIMITED_OP, "8.2.1 2nd Eligible ④: the 1st chose an Operation only"
    if s.first_action == OP_SA and not s.current_effective:
        return LIMITED_OP, "8.2.1 2nd Eligible ④: the 1st chose Op + SA and the Event is not Effective"
    return OP_SA, "8.2.1 2nd Eligible ⑤: otherwise"


def sure_first_next(faction: str, next_order: tuple[str, ...], acted: list[str]) -> bool:
    """Surely the 1st Eligible on the next card (8.2.1): every faction left of it on the next card
    has already acted on this one (2.3.6: those, and only those, will be Ineligible)."""
    if not next_order or faction not in next_order:
        return False
    left = next_order[:next_order.index(faction)]
    return all(f in acted for f in left)
