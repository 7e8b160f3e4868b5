"""#33 The Flag Satyagraha Defies the British."""

from ...model import terms
from .base import Event, Release, Remove, RemoveMarker, bases_last, opposing_kinds

PIECE = "In spaces up to the Restraint value, remove 1 Guerrilla, Activist"
MARKER = "Protest marker or Unrest marker"


def one_item_per_space(limit: int):
    """A `check` shared by the piece and the marker clause: 1 item in each space, in at most
    `limit` spaces (the Restraint value when the Event begins)."""

    def check(ev, step, args):
        sid = args.space
        chosen = list(dict.fromkeys(ev.spaces_of(PIECE) + ev.spaces_of(MARKER)))
        count = sum(p.count for p in args.pieces) if args.pieces else (args.numbers[0] if args.numbers else 1)
        if sid in chosen:
            return f"1 per space: one was already removed in {ev.name_of(sid)}"
        if count > 1:
            return f"1 per space, not {count}"
        if len(chosen) >= limit:
            return (f"spaces up to the Restraint value ({limit}): "
                    f"{', '.join(ev.name_of(s) for s in chosen)} already chosen")
        return None

    return check


class Unshaded(Event):
    """In spaces up to the Restraint value, remove 1 Guerrilla, Activist, Protest marker or Unrest
    marker (in each: `remove 1G UP; remove protest Bihar; remove unrest EB`; pieces to Available,
    5.1.3; a Strike is not an Unrest marker)."""

    ordered = False  # one effect, in as many spaces as chosen

    def text(self):
        check = one_item_per_space(self.state.restraint)
        return [Remove(PIECE, (terms.GUERRILLAS,) + terms.ACTIVISTS, check=check),
                RemoveMarker(MARKER, ("protest", "unrest"), check=check)]


class Shaded(Event):
    """In spaces up to Unity, remove 1 opposing piece (Bases last, not Gandhi), then release up to 5
    Activists (either faction's) from Jail to Available: `remove 1S UP; release 2 INC 1 ML`."""

    def text(self):
        kinds = opposing_kinds(self.faction, gandhi=False)
        return [Remove("In spaces up to Unity, remove 1 opposing piece (Bases last, not Gandhi)", kinds, per_space=1,
                       spaces_up_to=self.state.unity, check=bases_last(kinds)),
                Release("then release up to 5 Activists from Jail to Available", terms.ACTIVISTS, up_to=5)]
