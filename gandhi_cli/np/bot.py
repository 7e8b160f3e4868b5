"""What the Non-Player driver asks of each faction's module (`raj.py`, `congress.py`,
`league.py`, `rev.py`): the Arjuna card's checks, Operations and Special Activities by the names
the card data uses (8.3, 8.6, 8.7), and the faction's Pass (8.1.4). `arjuna.module` finds a
faction's module; mypy checks below that each one satisfies `FactionBot`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from ..notation.actions import ActionStep
    from .arjuna import Walk
    from .decision import Decision

# An Arjuna card's yes/no box (8.3): true when the condition holds on the walk's board.
Check = Callable[["Decision", "Walk"], Any]
# An Operation or SA instruction (8.6, 8.7) with the card's arguments: it adds its typed steps with
# `walk.plan.do` and returns True, or False (nothing added) when it finds no space and the NP draws
# again (issue #22).
Instruction = Callable[["Decision", "Walk", dict[str, Any]], bool]


class FactionBot(Protocol):
    """One Non-Player faction's priorities, as the driver and the Arjuna walk call them."""

    @property
    def CHECKS(self) -> Mapping[str, Check]: ...  # noqa: N802 - the module constant's name

    @property
    def OPS(self) -> Mapping[str, Instruction]: ...  # noqa: N802

    @property
    def SAS(self) -> Mapping[str, Instruction]: ...  # noqa: N802

    def pass_steps(self, d: Decision) -> list[ActionStep]:
        """The steps of the faction's Pass (8.1.4), carried out on a Pass plan by the driver."""
        ...


if TYPE_CHECKING:  # each faction's module is a FactionBot (checked by mypy, nothing at run time)
    from . import congress, league, raj, rev

    _raj: FactionBot = raj
    _congress: FactionBot = congress
    _league: FactionBot = league
    _rev: FactionBot = rev
