"""#25 The Montagu Declaration Affirms Imperial Government."""

from .base import AddMarker, Event, RemoveMarker, Track
from .where import FRIENDLY


class Unshaded(Event):
    """Shift Restraint -2 and remove up to 2 Protest and/or Unrest markers (not Strikes: the cards
    name them where they mean them, #34). `remove unrest X` takes one marker."""

    def text(self):
        return [Track("Shift Restraint -2", "restraint", by=-2),
                RemoveMarkers("and remove up to 2 Protest and/or Unrest markers", ("protest", "unrest"), up_to=2)]


class Shaded(Event):
    """Shift Restraint +2 and add 1 Protest marker in any 2 spaces with friendly pieces (the
    executing faction's)."""

    def text(self):
        return [Track("Shift Restraint +2", "restraint", by=2),
                AddMarker("and add 1 Protest marker in any 2 spaces with friendly pieces", "protest", n=2, per_space=1,
                          where=FRIENDLY)]


class RemoveMarkers(RemoveMarker):
    """Counted in markers: `remove unrest X 2` is two."""

    def amount(self, args):
        return args.numbers[0] if args.numbers else 1
