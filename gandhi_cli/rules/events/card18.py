"""#18 Jinnah Supports Muslim India."""

from ...model import terms
from .base import Event, Place, Shift, Track
from .where import MUSLIM, Where

BASE = "Add 1 Base to any space where possible"
ROOM_FOR_A_BASE = Where("with room for a Base", lambda ev, sid: ev.state.spaces[sid].bases < ev.board[sid].pop)


class Unshaded(Event):
    """Add 1 Base (Muslim League or Revolutionary) to any space where possible. Shift that space
    and an adjacent one each 1 level toward Active Support: `place 1 MLB Sind; shift Sind +1;
    shift Punjab +1` (the two shifts in either order)."""

    def text(self):
        return [Place(BASE, terms.BASES, n=1, where=ROOM_FOR_A_BASE),
                ShiftThereAndAdjacent("Shift that space and an adjacent one each 1 level toward Active Support")]


class Shaded(Event):
    """Shift Unity +1 and add up to 4 Activists (Congress or Muslim League) in Muslim spaces."""

    def text(self):
        return [Track("Shift Unity +1", "unity", by=1),
                Place("add up to 4 Activists in Muslim spaces", terms.ACTIVISTS, up_to=4, where=MUSLIM)]


class ShiftThereAndAdjacent(Shift):
    """+1 in the Base's space and in one space adjacent to it: two shifts, as far as possible."""

    def __init__(self, text):
        super().__init__(text, 1, n=2, per_space=1, where=Where("the Base's space or adjacent to it", near_base),
                         check=one_adjacent)

    def capacity(self, ev: Event) -> tuple[int, None]:
        base = ev.spaces_of(BASE)
        there = len([sid for sid in base if self.possible_in(ev, sid)])
        adjacent = any(self.possible_in(ev, sid) for b in base for sid in ev.board.neighbours(b))
        return there + int(adjacent), None


def near_base(ev, sid):
    base = ev.spaces_of(BASE)
    return sid in base or any(sid in ev.board.neighbours(b) for b in base)


def one_adjacent(ev, step, args):
    base = ev.spaces_of(BASE)
    clause = ev.sequence.clauses[1]
    others = [s for s in clause.in_space if s not in base]
    if args.space not in base and others and args.space not in others:
        return f"one adjacent space only: {ev.name_of(others[0])} is shifted already"
    return None
