"""#6 Chauri Chaura Massacre."""

from ...model import terms
from ..activity import Gap, Undone
from .base import AddMarker, Arrest, Clause, Event, Remove, SetLevel, _pieces_in, all_of
from .where import ACTIVISTS, PROTEST, TROOPS, chosen_by

TO_JAIL = (terms.GANDHI,) + terms.ACTIVISTS
PIECES = "In 1 Protest space, remove all pieces belonging to 1 Faction"


def one_space_one_faction(ev, step, args):
    """A `check`: every step takes pieces of the same faction in the same space (the first step
    naming a space chooses both)."""
    sid = args.space
    factions = {terms.PIECE_OWNER[p.kind] for p in args.pieces}
    if len(factions) > 1:
        return f"pieces of 1 Faction, not of {', '.join(sorted(factions))}"
    if ev.target is None:
        if sid is not None:  # a step naming no space chooses nothing (the board refuses it)
            ev.target = (factions.pop(), sid)
        return None
    faction, space = ev.target
    if factions != {faction}:
        return f"pieces of 1 Faction: {faction} was chosen"
    if sid != space:
        return f"1 space: {ev.name_of(space)} was chosen"
    return None


def not_to_jail(ev, step, args):
    """A `check` on removals: Gandhi and Activists go to Jail, written `arrest`."""
    if any(p.kind in TO_JAIL for p in args.pieces):
        return "Gandhi and Activists go to Jail: `arrest` them"
    return None


class RemoveNotJailed(Remove):
    """The removal to Available: Gandhi and Activists are arrested instead (`not_to_jail`), so a
    space lists only its cubes, Guerrillas and Bases."""

    def room_in(self, ev, sid):
        have = _pieces_in(ev, sid, tuple(k for k in self.kinds if k not in TO_JAIL))
        limit = Clause.room_in(self, ev, sid)  # the clause's limits, not OnMap's count
        return have if limit is None else min(have, limit)


def _faction_pieces(ev, sid, faction) -> int:
    sp = ev.state.spaces[sid]
    n = sum(sp.count(k) for k, f in terms.PIECE_OWNER.items() if f == faction and k != terms.GANDHI)
    return n + (1 if faction == terms.INC and ev.state.gandhi == sid else 0)


class Unshaded(Event):
    """In 1 Protest space, remove all pieces belonging to 1 Faction: Gandhi and Activists to Jail;
    cubes, Guerrillas and Bases to Available. Written `arrest gandhi 2 INC UP` for Congress,
    `arrest 1 ML UP; remove 1 MLB UP` for the League, `remove 2T 1S UP` for the Raj (any Faction
    may be chosen, the executing one too); no order between the steps."""

    ordered = False

    def __init__(self, turn, pos=None):
        self.target: tuple[str, str] | None = None  # (faction, space) the first step chose
        super().__init__(turn, pos=pos)

    def text(self):
        return [Arrest(f"{PIECES}: Gandhi and Activists to Jail", TO_JAIL, where=PROTEST, check=one_space_one_faction),
                RemoveNotJailed(f"{PIECES}: cubes, Guerrillas and Bases to Available", terms.PIECE_KINDS, where=PROTEST,
                       check=all_of(one_space_one_faction, not_to_jail))]

    def finish(self):
        super().finish()
        if self.target is not None:
            faction, sid = self.target
            left = _faction_pieces(self, sid, faction)
            if left:
                self.report(self.pos, "5.1", f"'{PIECES}': all of them, but {left} {faction} piece(s) left in "
                            f"{self.name_of(sid)}", undone=Undone(Gap.ALL_BUT, left))
        elif any(_faction_pieces(self, sid, f) for sid, sp in self.state.spaces.items() if sp.protest
                 for f in terms.FACTIONS):
            self.report(self.pos, "5.1.2", f"'{PIECES}' is left out, and a Protest space holds pieces",
                        undone=Undone(Gap.LEFT_OUT))


UNREST = "Add 1 Unrest marker in 1 space that has both Activists and Troops"


class Shaded(Event):
    """Add 1 Unrest marker in 1 space that has both Activists and Troops, and remove 2 cubes there
    (to Available, 5.1.3), and set the space to Neutral (written `set X neutral`)."""

    def text(self):
        there = chosen_by(UNREST)
        return [AddMarker(UNREST, "unrest", n=1, where=ACTIVISTS & TROOPS),
                Remove("and remove 2 cubes there", terms.CUBES, n=2, where=there),
                SetLevel("and set the space to Neutral", terms.NEUTRAL, n=1, where=there)]
