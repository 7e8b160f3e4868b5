"""#4 Publication of the Simon Commission Report."""

from ...model import terms
from .base import AddMarker, Event, Place, Remove, RemoveMarker
from .shared import one_marker


class Unshaded(Event):
    """Remove up to 4 Activists, up to 1 Protest marker, and up to 1 Unrest marker from the map
    (the Activists to Available, 5.1.3; no order between the three)."""

    ordered = False

    def text(self):
        return [Remove("Remove up to 4 Activists", terms.ACTIVISTS, up_to=4),
                RemoveMarker("up to 1 Protest marker", "protest", up_to=1),
                RemoveMarker("and up to 1 Unrest marker from the map", "unrest", up_to=1, check=one_marker)]


class Shaded(Event):
    """Add up to 4 Activists and up to 2 Unrest markers in any spaces (Strike if on Railway).
    Activists of either faction; `add unrest X` on a Railway places a Strike (5.1.4)."""

    ordered = False

    def text(self):
        return [Place("Add up to 4 Activists", terms.ACTIVISTS, up_to=4),
                AddMarker("and up to 2 Unrest markers in any spaces (Strike if on Railway)", "unrest", up_to=2)]
