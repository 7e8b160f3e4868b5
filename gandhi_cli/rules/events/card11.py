"""#11 Aga Khan Palace Turned into a Jail."""

from ...model import terms
from .base import Arrest, Event, Release, Track
from .where import Where

TO_SPACE = "Gandhi and 3 Activists in any space"
HIS_SPACE = Where("Gandhi's space", lambda ev, sid: sid == ev.gandhi_space)


class Unshaded(Event):
    """Arrest Gandhi and all Activists in his space. Shift Unity -1. Written `arrest gandhi 2 INC
    1 ML UP; unity -1`. As 5.1's example says, no Restraint shift and no Protest markers follow
    the arrest (they belong to Assault, Treaty and Govern)."""

    def __init__(self, turn, pos=None):
        self.gandhi_space = turn.state.gandhi  # "his space": where Gandhi is when the Event begins
        super().__init__(turn, pos=pos)

    def text(self):
        return [Arrest("Arrest Gandhi and all Activists in his space", (terms.GANDHI,) + terms.ACTIVISTS,
                       where=HIS_SPACE, all_there=True),
                Track("Shift Unity -1", "unity", by=-1)]


class ReleaseTo(Release):
    """A Release clause that takes only the steps with its destination: a space, or Available."""

    def accepts(self, ev, step, args):
        return super().accepts(ev, step, args) and (self.space_of(args) is not None) == self.to_space_wanted


class GandhiAndThree(ReleaseTo):
    """Gandhi and at most 3 Activists to spaces."""

    def __init__(self, text, **kw):
        super().__init__(text, (terms.GANDHI,) + terms.ACTIVISTS, to_space=True, **kw)
        self.activists = 0

    def problems(self, ev, step, args):
        out = super().problems(ev, step, args)
        n = self.activists + sum(p.count for p in args.pieces if p.kind in terms.ACTIVISTS)
        if n > 3:  # said instead of the clause's "at most N in all"
            out = [o for o in out if not o.startswith("at most")] + [f"3 Activists go to spaces, not {n}"]
        return out

    def carry_out(self, ev, step, args):
        done = super().carry_out(ev, step, args)
        if done:
            self.activists += sum(p.count for p in args.pieces if p.kind in terms.ACTIVISTS)
        return done


class Shaded(Event):
    """Release Gandhi and all Activists: Gandhi and 3 Activists in any space, the rest to
    Available. Written `release gandhi 2 INC to UP; release 1 ML to Bihar; release 4 INC`: the
    spaces may differ, the Activists are of both factions, no order between the steps."""

    ordered = False

    def __init__(self, turn, pos=None):
        jail = turn.state.jail
        self.gandhi_jailed = turn.state.gandhi == terms.JAIL
        self.activists_jailed = sum(jail.get(k, 0) for k in terms.ACTIVISTS)
        super().__init__(turn, pos=pos)

    def text(self):
        return [GandhiAndThree(TO_SPACE, n=lambda ev: ev.gandhi_jailed + min(3, ev.activists_jailed)),
                ReleaseTo("the rest to Available", terms.ACTIVISTS,
                          n=lambda ev: max(0, ev.activists_jailed - 3))]
