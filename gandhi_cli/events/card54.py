"""#54 Hyderabad Defends its Independence."""

from .. import terms
from ..activity import SKIPPED
from .base import Clause, Event, Place, Remove, Shift, _value
from .where import PRINCELY_STATE, STATE, chosen_by

ADD = "Add up to 6 Sepoys in up to 3 States"


class InEachSpace(Clause):
    """"In each of N spaces, A or B": each space chosen takes one of the options (clauses, each
    checked as usual); `spaces` / `spaces_up_to` count the spaces across the options, and
    `possible_in(ev, sid)` says where some option can be carried out (5.1.2). Also used by #58."""

    counts_pieces = False

    def __init__(self, text, *options: Clause, possible_in=None, **kw):
        super().__init__(text, **kw)
        self.options = list(options)
        self.option_of: dict[str, Clause] = {}
        self.possible_in = possible_in or (lambda ev, sid: True)

    def accepts(self, ev, step, args):
        return any(o.accepts(ev, step, args) for o in self.options)

    def take(self, ev, step, args):
        self.open(ev)
        option = next(o for o in self.options if o.accepts(ev, step, args))
        sid = option.space_of(args)
        taken = self.option_of.get(sid, option)
        if taken is not option:
            ev.report(step, self.rule, f"'{self.text}': one option in {ev.name_of(sid)}, and the log took "
                      f"'{taken.text}'", SKIPPED)
            return
        most = _value(self.spaces_n if self.spaces_n is not None else self.spaces_up_to, ev)
        if sid is not None and sid not in self.option_of:
            if most is not None and len(self.option_of) >= most:
                ev.report(step, self.rule, f"'{self.text}': at most {most} space(s): "
                          f"{', '.join(ev.name_of(s) for s in self.option_of)} already chosen")
            self.option_of[sid] = option
            self.in_space[sid] += 1
        option.take(ev, step, args)

    def capacity(self, ev):
        n = sum(1 for sid in ev.state.spaces if self.where(ev, sid) and self.possible_in(ev, sid))
        return None, n

    def close(self, ev, at):
        for option in self.options:
            option.close(ev, at)
        super().close(ev, at)


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
                       where=chosen_by(ADD), per_space=lambda ev, sid: ev.state.spaces[sid].cubes,
                       n=lambda ev: sum(ev.state.spaces[s].cubes for s in ev.spaces_of(ADD)))]


def _can_lose_sepoys_or_shift(ev, sid):
    sp = ev.state.spaces[sid]
    return sp.sepoys > 1 or sp.level > terms.ACTIVE_OPPOSITION


class Shaded(Event):
    """In each of 3 Princely States, remove all but 1 Sepoy or shift that space 1 level toward
    Active Opposition: per space either `remove 3S Hyderabad` (1 Sepoy left) or `shift Mysore -1`."""

    def text(self):
        return [InEachSpace("In each of 3 Princely States, remove all but 1 Sepoy or shift that space",
                            RemoveAllButOne("remove all but 1 Sepoy", terms.SEPOYS, where=PRINCELY_STATE),
                            Shift("shift that space 1 level toward Active Opposition", -1, per_space=1,
                                  where=PRINCELY_STATE),
                            spaces=3, where=PRINCELY_STATE,
                            possible_in=_can_lose_sepoys_or_shift)]
