"""#54 Hyderabad Defends its Independence."""

from ...model import terms
from .base import Event, Place, Remove, Shift
from .shared import OneOptionPerSpace, cubes_there
from .where import PRINCELY_STATE, STATE, chosen_by

ADD = "Add up to 6 Sepoys in up to 3 States"


class RemoveAllButOne(Remove):
    """"remove all but 1 X": what the log removes from a space leaves exactly 1 there."""

    def __init__(self, text, kind, **kw):
        super().__init__(text, (kind,), per_space=self.most_in, **kw)

    def most_in(self, ev, sid):
        return max(0, ev.state.spaces[sid].count(self.kinds[0]) + self.in_space[sid] - 1)

    def close(self, ev, at):
        super().close(ev, at)
        for sid in self.in_space:
            left = ev.state.spaces[sid].count(self.kinds[0])
            if left > 1:
                ev.report(at, "5.1", f"'{self.text}': {left} {terms.PIECE_LABELS[self.kinds[0]]} left in "
                          f"{ev.name_of(sid)}")


class Unshaded(Event):
    """Add up to 6 Sepoys in up to 3 States, then in each State [chosen] remove 1 Guerrilla for
    each cube there: `place 2S Orissa; place 1S Mysore; remove 2G Orissa; remove 1G Mysore`."""

    def text(self):
        return [Place(ADD, (terms.SEPOYS,), up_to=6, spaces_up_to=3, where=STATE),
                Remove("then in each State remove 1 Guerrilla for each cube there", (terms.GUERRILLAS,),
                       where=chosen_by(ADD), per_space=cubes_there,
                       n=lambda ev: sum(cubes_there(ev, s) for s in ev.spaces_of(ADD)))]


class Shaded(Event):
    """In each of 3 Princely States, remove all but 1 Sepoy or shift that space 1 level toward
    Active Opposition: per space either `remove 3S Hyderabad` (1 Sepoy left) or `shift Mysore -1`."""

    def text(self):
        return [OneOptionPerSpace("In each of 3 Princely States, remove all but 1 Sepoy or shift that space",
                                  RemoveAllButOne("remove all but 1 Sepoy", terms.SEPOYS),
                                  Shift("shift that space 1 level toward Active Opposition", -1, per_space=1),
                                  spaces=3, where=PRINCELY_STATE)]
