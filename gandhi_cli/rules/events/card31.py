"""#31 The Champaran Satyagraha Defies Taxes."""

from ...model import terms
from .base import AddMarker, Arrest, Event, Place, RemoveMarker
from .shared import GandhiTo
from .where import Where, named

BIHAR = named("Bihar")


class Unshaded(Event):
    """Arrest Gandhi and any Activists with him, then remove any Protest and Unrest markers from
    his space ("qualsiasi": every one there, as the rules' own "rimuovete qualsiasi segnalino
    Protesta" in 4.2.3 and 4.3.1, EV-0-3). Written `arrest gandhi UP; arrest 2 INC 1 ML UP;
    remove protest UP; remove unrest UP`. With Gandhi off the map nothing can be done."""

    def text(self):
        gandhi_was = self.state.gandhi  # his space when the Event begins
        his_space = Where("Gandhi's space", lambda ev, sid: sid == gandhi_was)
        return [Arrest("Arrest Gandhi", (terms.GANDHI,), n=1, where=his_space),
                Arrest("and any Activists with him", terms.ACTIVISTS, where=his_space, all_there=True),
                RemoveMarker("then remove any Protest and Unrest markers from his space", ("protest", "unrest"),
                             where=his_space, all_there=True)]


class Shaded(Event):
    """Move Gandhi to Bihar (unless he is in Jail), then place a Protest marker and up to 3
    Activists (either faction's) there. Written `move gandhi UP>Bihar; add protest Bihar; place 2
    INC 1 ML Bihar`; the Protest and Activists go to Bihar even with Gandhi in Jail."""

    def text(self):
        return [GandhiTo("Move Gandhi to Bihar (unless he is in Jail)", BIHAR),
                AddMarker("then place a Protest marker there", "protest", n=1, where=BIHAR),
                Place("and up to 3 Activists there", terms.ACTIVISTS, up_to=3, where=BIHAR)]
