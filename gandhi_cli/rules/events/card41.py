"""#41 Preemptive Strike on the Movement's Leaders."""

from ...model import terms
from .base import Arrest, Event, Release, Roll, roll_times

RELEASE = "Release a die roll of Activists in Jail to any 3 spaces"


class ReleaseToSpaces(Release):
    """Activists from Jail to spaces, spread over `spaces_up_to` spaces: as many of them as the
    Activists released allow (5.1.2)."""

    def close(self, ev, at):
        super().close(ev, at)
        placed = sum(self.in_space.values())
        need = min(self.spaces_up_to, placed)
        if len(self.in_space) < need:
            ev.report(at, "5.1.2", f"'{self.text}': {placed} Activists go to {need} spaces, the log used "
                      f"{len(self.in_space)}")


class Unshaded(Event):
    """Arrest up to twice a die roll of Activists in total in any spaces: `roll 3; arrest 2 INC UP;
    arrest 4 ML Punjab`."""

    def text(self):
        return [Roll(),
                Arrest("Arrest up to twice a die roll of Activists in total in any spaces", terms.ACTIVISTS,
                       up_to=roll_times(2))]


class Shaded(Event):
    """Release a die roll of Activists in Jail to any 3 spaces (as many as Jail holds, up to the
    roll; over 3 spaces when 3 or more are released): `roll 4; release 2 INC to UP; release 1 INC
    to Bihar; release 1 ML to Punjab`."""

    def text(self):
        return [Roll(),
                ReleaseToSpaces(RELEASE, terms.ACTIVISTS, to_space=True, n=roll_times(1), spaces_up_to=3)]
