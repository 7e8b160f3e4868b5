"""#43 Textile Workers' Strike."""

from .. import terms
from .base import Event, Remove, Track
from .card39 import ReplaceOrRemove, cubes_and_guerrillas
from .where import PROTEST, UNREST


class RemoveInFull(Remove):
    """A removal with no count of its own in spaces the log picks ("in up to 2 spaces, 1 for
    each cube"): in each space chosen, as many as `per_space` allowed when it was chosen (5.1.2)."""

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.owed: dict[str, int] = {}

    def take(self, ev, step, args):
        sid = args.space
        if sid is not None and sid not in self.owed:
            have = sum(ev.state.spaces[sid].count(k) for k in self.kinds)
            self.owed[sid] = min(have, self.per_space(ev, sid))
        super().take(ev, step, args)

    def close(self, ev, at):
        super().close(ev, at)
        for sid, owed in self.owed.items():
            if self.in_space[sid] < owed:
                ev.report(at, "5.1.2", f"'{self.text}': {owed} could go in {ev.name_of(sid)}, the log took "
                          f"{self.in_space[sid]}")


class Unshaded(Event):
    """In up to 2 spaces, remove 1 Activist for each other cube or other Guerrilla (in each space
    chosen as many Activists as it has cubes and Guerrillas, as #39). Shift Restraint -1:
    `remove 2 INC Bihar; restraint -1`."""

    def text(self):
        return [RemoveInFull("In up to 2 spaces, remove 1 Activist for each other cube or other Guerrilla",
                             terms.ACTIVISTS, spaces_up_to=2, per_space=cubes_and_guerrillas),
                Track("Shift Restraint -1", "restraint", by=-1)]


class Shaded(Event):
    """In up to 2 spaces with a Protest and/or Unrest marker, replace up to 2 Guerrillas in each
    space with Activists (either faction's): `replace 2G Bihar with 1 INC 1 ML`."""

    def text(self):
        return [ReplaceOrRemove("In up to 2 spaces with a Protest and/or Unrest marker, replace up to 2 Guerrillas "
                                "in each space with Activists", (terms.GUERRILLAS,), terms.ACTIVISTS,
                                spaces_up_to=2, per_space=2, where=PROTEST | UNREST)]
