"""Event cards (5.0-5.2): one module per card, `card01.py` … `card72.py`, each with the classes
`Unshaded` and `Shaded` (subclasses of `base.Event`) whose `text()` lists the clauses of that
side in the card's order. The English texts themselves are data (`data/cards/*.yaml`, shown by
`gandhi card N`); the general checks are in `base.py`, the space conditions in `where.py`.

A card's module is imported only when its Event is played, so start-up stays lean.
"""

from __future__ import annotations

import importlib

from ...io.errors import InputError


def event_class(card: int, side: str):
    """The `Event` subclass for one side of an Event card, or None if the card has none yet."""
    if not 1 <= card <= 72:
        raise InputError(f"card {card} has no Event: Event cards are 1-72")
    try:
        module = importlib.import_module(f"{__name__}.card{card:02d}")
    except ModuleNotFoundError:
        return None
    cls = getattr(module, "Unshaded" if side == "unshaded" else "Shaded", None)
    if cls is not None:
        cls.card, cls.side = card, side
    return cls
