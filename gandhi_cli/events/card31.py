"""#31 The Champaran Satyagraha Defies Taxes."""

from .. import terms
from .base import AddMarker, Arrest, Clause, Event, Place, RemoveMarker
from .where import Where, named

BIHAR = named("Bihar")


class Unshaded(Event):
    """Arrest Gandhi and any Activists with him, then remove any Protest and Unrest markers from
    his space ("any": as many as the executing faction likes). Written `arrest gandhi UP; arrest
    2 INC 1 ML UP; remove protest UP; remove unrest UP`. With Gandhi off the map nothing can be done."""

    def text(self):
        gandhi_was = self.state.gandhi  # his space when the Event begins
        his_space = Where("Gandhi's space", lambda ev, sid: sid == gandhi_was)
        return [Arrest("Arrest Gandhi", (terms.GANDHI,), n=1, where=his_space),
                Arrest("and any Activists with him", terms.ACTIVISTS, where=his_space),
                RemoveMarker("then remove any Protest and Unrest markers from his space", ("protest", "unrest"),
                             where=his_space)]


class GandhiToBihar(Clause):
    """Gandhi moved to Bihar: from a space (`move gandhi UP>Bihar`) or from Available (`place gandhi
    Bihar`), never from Jail; nothing to do if he is in Jail or already in Bihar."""

    verbs = ("move", "place")

    def __init__(self, text):
        super().__init__(text, kinds=(terms.GANDHI,), n=1)

    def space_of(self, args):
        return args.route[-1] if args.route else args.space

    def problems(self, ev, step, args):
        out = super().problems(ev, step, args)
        if step.verb == "move" and len(args.route) != 2:
            out.append("write the move as FROM>Bihar")
        elif self.space_of(args) is not None and not BIHAR(ev, self.space_of(args)):
            out.append(f"Gandhi goes to Bihar, not {ev.name_of(self.space_of(args))}")
        if step.verb == "place" and args.source == terms.JAIL:
            out.append("not if he is in Jail")
        return out

    def capacity(self, ev):
        gone = ev.state.gandhi == terms.JAIL or BIHAR(ev, ev.state.gandhi)
        return (0 if gone else 1), None


class Shaded(Event):
    """Move Gandhi to Bihar (unless he is in Jail), then place a Protest marker and up to 3
    Activists (either faction's) there. Written `move gandhi UP>Bihar; add protest Bihar; place 2
    INC 1 ML Bihar`; the Protest and Activists go to Bihar even with Gandhi in Jail."""

    def text(self):
        return [GandhiToBihar("Move Gandhi to Bihar (unless he is in Jail)"),
                AddMarker("then place a Protest marker there", "protest", n=1, where=BIHAR),
                Place("and up to 3 Activists there", terms.ACTIVISTS, up_to=3, where=BIHAR)]
