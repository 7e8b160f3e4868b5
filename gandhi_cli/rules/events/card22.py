"""#22 Subhas Chandra Bose Conspires with Japan."""

from ...model import terms
from ..activity import Gap, Undone
from .base import Event, Place, Remove, _pieces_in, opposing_kinds
from .shared import at_most_spaces, spaces_chosen
from .where import Where

ADD = "In 2 spaces without Raj Control, add 2 Guerrillas"
REMOVE = "and remove any 1 opposing piece (not Gandhi)"


class Unshaded(Event):
    """Remove up to 4 Guerrillas from any spaces: 2 to Available, 2 to Out of Play (at most 2 to
    each box; fewer than 4 are split as the executing faction likes)."""

    def text(self):
        return [Remove("Remove up to 4 Guerrillas from any spaces: 2 to Available, 2 to Out of Play",
                       (terms.GUERRILLAS,), up_to=4, to={terms.AVAILABLE: 2, terms.OUT_OF_PLAY: 2})]


class Shaded(Event):
    """In 2 spaces without Raj Control, add 2 Guerrillas and remove any 1 opposing piece (not
    Gandhi), in each space: `place 2G X; remove 1S X; place 2G Y; remove 1 INC Y` (a space is
    chosen by its first step, and judged then; the removed piece goes to Available, 5.1.3)."""

    ordered = False  # written space by space

    def text(self):
        two_spaces = at_most_spaces(2, ADD, REMOVE)
        return [AddGuerrillas(ADD, (terms.GUERRILLAS,), per_space=2, where=WITHOUT_CONTROL, check=two_spaces),
                RemoveOne(REMOVE, opposing_kinds(self.faction, gandhi=False), per_space=1, where=WITHOUT_CONTROL,
                          check=two_spaces)]

    def finish(self):
        super().finish()
        spaces, opposing = chosen(self), opposing_kinds(self.faction, gandhi=False)
        more = [sid for sid in self.state.spaces if sid not in spaces and not self.state.raj_control(sid)
                and (self.state.available(terms.GUERRILLAS) or _pieces_in(self, sid, opposing))]
        if len(spaces) < 2 and more:
            self.report(self.pos, "5.1.2", f"'{ADD}': 2 spaces could be chosen, the log chose {len(spaces)}",
                        undone=Undone(Gap.SHORT, 2 - len(spaces)))


def chosen(ev):
    return spaces_chosen(ev, ADD, REMOVE)


WITHOUT_CONTROL = Where("without Raj Control", lambda ev, sid: sid in chosen(ev) or not ev.state.raj_control(sid))


class AddGuerrillas(Place):
    """2 Guerrillas in each space chosen, as far as Available ones allow (5.1.1, 5.1.2)."""

    def close(self, ev, at):
        super().close(ev, at)
        for sid in sorted(chosen(ev)):
            if self.in_space[sid] < 2 and ev.state.available(terms.GUERRILLAS):
                ev.report(at, "5.1.2", f"'{self.text}': 2 Guerrillas in {ev.name_of(sid)}, the log added "
                          f"{self.in_space[sid]}")


class RemoveOne(Remove):
    """1 opposing piece in each space chosen, where there is one (5.1.2)."""

    def close(self, ev, at):
        super().close(ev, at)
        for sid in sorted(chosen(ev)):
            if not self.in_space[sid] and _pieces_in(ev, sid, self.kinds):
                ev.report(at, "5.1.2", f"'{self.text}': {ev.name_of(sid)} has an opposing piece to remove")
