"""Clauses and checks several cards share: what more than one card's text says in the same
words ("1 for each cube there", "place a Muslim State … (the Troops there go to any City)",
"X or Y in each of N spaces", "move Gandhi to …"), kept here so that each card module names it
once. The general rules of 5.1-5.1.4 are in `base.py`, the space conditions in `where.py`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...model import terms
from ..activity import SKIPPED
from .base import AddMarker, Clause, MoveClause, OnMap, Remove, Shift, SpaceClause, _pieces_in, _value, supply_left_out
from .where import CITY, Where, chosen_by

if TYPE_CHECKING:
    from ...model.journal import Holder


# ---------------------------------------------------------------------- counts and checks
def cubes_there(ev, sid) -> int:
    """A `per_space` for "1 for each cube there" (#8, #20, #23, #24, #26)."""
    return ev.state.spaces[sid].cubes


def cubes_and_guerrillas(ev, sid) -> int:
    """"1 Activist for each other cube or other Guerrilla": one per cube and per Guerrilla there
    (the note of #39; the same wording is on #43); under `[Reading EV-39-1 every-second]`, one
    per two of them, rounded down ("every other" as alternate ones)."""
    sp = ev.state.spaces[sid]
    if ev.state.reading("EV-39-1") == "every-second":
        return (sp.cubes + sp.guerrillas) // 2
    return sp.cubes + sp.guerrillas


def one_marker(ev, step, args):
    """A `check`: a step takes one marker (`remove unrest UP`, not `remove unrest 2 UP`) (#4, #8)."""
    if args.numbers and args.numbers[0] != 1:
        return f"one marker per step, not {args.numbers[0]}"
    return None


def spaces_chosen(ev, *texts: str) -> list[str]:
    """The spaces that the clauses `texts` of one Event chose together, in the order chosen."""
    return list(dict.fromkeys(sid for text in texts for sid in ev.spaces_of(text)))


def at_most_spaces(most: int, *texts: str, what: str = "spaces"):
    """A `check` for clauses that share "in N spaces" (#22, #42, #56): a step in a space none of
    the clauses `texts` chose yet, once `most` are chosen, is reported."""
    def check(ev, step, args):
        chosen = spaces_chosen(ev, *texts)
        if args.space is not None and args.space not in chosen and len(chosen) >= most:
            return f"at most {most} {what}: {', '.join(ev.name_of(s) for s in chosen)} already chosen"
        return None

    return check


CAN_OPPOSE = Where("a space that can shift toward Active Opposition",
                   lambda ev, sid: not ev.board[sid].is_railway
                   and ev.state.spaces[sid].level > terms.ACTIVE_OPPOSITION)


# ---------------------------------------------------------------------- pieces
class RemoveGuerrillas(Remove):
    """Guerrillas of one side only (#19, #23): Hidden ones written `N hidden`; Active ones `N
    active` or `NG` (the board removes Active ones first), never more than are Active there."""

    side: str  # "hidden" or "active"

    def __init__(self, text, side: str, **kw):
        super().__init__(text, (terms.GUERRILLAS,), **kw)
        self.side = side

    def accepts(self, ev, step, args):
        sides = ("hidden",) if self.side == "hidden" else ("active", None)
        return super().accepts(ev, step, args) and all(p.side in sides for p in args.pieces)

    def problems(self, ev, step, args):
        out = super().problems(ev, step, args)
        sp = ev.state.spaces[args.space] if args.space else None
        have = (sp.guerrillas_hidden if self.side == "hidden" else sp.guerrillas_active) if sp else 0
        if sp is not None and any(p.side is None for p in args.pieces) and self.amount(args) > have:
            out.append(f"{self.amount(args)} {self.side.capitalize()} Guerrillas, {ev.name_of(args.space)} has {have}")
        return out


class GandhiTo(Clause):
    """"Move Gandhi to X" (#31, #55, #71): from a space (`move gandhi UP>X`) or from Available
    (`place gandhi X`); from Jail only with `from_jail` ("releasing him from Jail if necessary":
    `release gandhi to X` or `place gandhi X from jail`), else not while he is in Jail ("unless
    he is in Jail"). Nothing to do when he is in a space `where` admits already."""

    verbs = ("move", "place", "release")
    judges_choice = False  # no room where he is already: that is the text done, not a worse choice

    def __init__(self, text, where: Where, *, from_jail: bool = False):
        super().__init__(text, kinds=(terms.GANDHI,), n=1, where=where)
        self.from_jail = from_jail

    def accepts(self, ev, step, args):
        return not args.marker and super().accepts(ev, step, args)

    def space_of(self, args):
        return args.route[-1] if args.route else args.to_space or args.space

    def problems(self, ev, step, args):
        if step.verb == "move" and len(args.route) != 2:
            return ["write the move as FROM>TO"]
        out = super().problems(ev, step, args)
        if (step.verb == "release" or args.source == terms.JAIL) and not self.from_jail:
            out.append("not if he is in Jail")
        if step.verb == "release" and self.space_of(args) is None:
            out.append("Gandhi is released to the space ('release gandhi to X'), not to Available")
        return out

    def capacity(self, ev):
        at = ev.state.gandhi
        done_already = at in ev.state.spaces and self.where(ev, at)
        return (0 if done_already or (at == terms.JAIL and not self.from_jail) else 1), None


# ---------------------------------------------------------------------- Muslim States
TROOPS_GO = "the Troops there go to any City"


class TroopsOut(MoveClause):
    """The Troops leaving the space that becomes a Muslim State: the space it records is the one
    they leave."""

    def space_of(self, args):
        return args.route[0] if args.route else None


def muslim_state(text: str, where: Where, troops: str = TROOPS_GO) -> list[Clause]:
    """The clauses of "place a Muslim State in <where> (the Troops there go to any City)" (#29,
    #37, #38, #65), written `move 1T EB>Calcutta; add muslim-state EB`: the Troops first (a State
    holds none, 1.3.5, 1.4.2), out of the very space that becomes the State."""
    troops_out = TroopsOut(troops, (terms.TROOPS,), from_where=where, to_where=CITY)

    def troops_from_there(ev, step, args):
        moved = [s for s in troops_out.in_space if s != args.space]
        if moved:
            return f"the Troops moved out of {', '.join(ev.name_of(s) for s in moved)}, not out of the State's space"
        return None

    return [troops_out, AddMarker(text, "muslim-state", n=1, where=where, check=troops_from_there)]


# ---------------------------------------------------------------------- spaces
class OneOptionPerSpace(Clause):
    """"X or Y in each of N spaces" (#42, #47, #48, #54, #58): every space chosen takes the steps
    of one option only (a step of another option there is reported and skipped). The options are
    clauses that check their own pieces and counts (a count bare within the space: `in_full`);
    `spaces` / `spaces_up_to` / `where` are the spaces', judged when a space is first chosen. A
    space can be chosen (5.1.2) where some option can be carried out."""

    counts_pieces = False

    def __init__(self, text, *options: Clause, **kw):
        super().__init__(text, **kw)
        self.options = list(options)
        self.option_in: dict[str, Clause] = {}  # space -> the option it took

    def accepts(self, ev, step, args):
        return any(o.accepts(ev, step, args) for o in self.options)

    def take(self, ev, step, args):
        self.open(ev)
        option = next(o for o in self.options if o.accepts(ev, step, args))
        sid = option.space_of(args)
        taken = option if sid is None else self.option_in.get(sid, option)
        if taken is not option:
            ev.report(step, self.rule, f"'{self.text}': one option per space, and {ev.name_of(sid)} took "
                      f"'{taken.text}'", SKIPPED)
            return
        if sid is not None and sid not in self.option_in:
            most = _value(self.spaces_n if self.spaces_n is not None else self.spaces_up_to, ev)
            if (problem := self.space_problem(ev, sid)) is not None:
                ev.report(step, self.rule, f"'{self.text}': {problem}")
            if most is not None and len(self.option_in) >= most:
                ev.report(step, self.rule, f"'{self.text}': at most {most} space(s): "
                          f"{', '.join(ev.name_of(s) for s in self.option_in)} already chosen")
            self.option_in[sid] = option
            self.in_space[sid] += 1
        option.take(ev, step, args)
        self.done += 1

    def possible(self, ev, sid) -> bool:
        for o in self.options:
            if isinstance(o, OnMap):
                have = _pieces_in(ev, sid, o.kinds, o.side)
                if o.per_space is not None:
                    have = min(have, _value(o.per_space, ev, sid))
                if have:
                    return True
            elif not isinstance(o, SpaceClause) or (o.where(ev, sid) and o.possible_in(ev, sid)):
                return True
        return False

    def capacity(self, ev):
        n = sum(1 for sid in ev.state.spaces if self.where(ev, sid) and self.possible(ev, sid))
        return None, n

    def proposals(self, ev, chooser, only=None):
        """In each space the clause may choose, the steps of the option it took there, or, in a
        new space, of every option that can act there."""
        rooms = {id(o): dict(o.candidates(ev)) for o in self.options}
        for sid, _room in self.candidates(ev):
            if only is not None and sid != only:
                continue
            taken = self.option_in.get(sid)
            for o in [taken] if taken is not None else self.options:
                if sid in rooms[id(o)] or not o.chooses_spaces:
                    yield from ((st, sid) for st in o.steps_for(ev, sid, rooms[id(o)].get(sid), chooser))

    def close(self, ev, at):
        for option in self.options:
            option.close(ev, at)
        super().close(ev, at)

    def held(self) -> Iterable[Holder]:
        return [*super().held(), *self.options]  # `option_in` holds some of them


class ShiftEach(Shift):
    """"then shift each of these spaces" (#44, #49): once in every space the clause `of` chose,
    after it there; a space left unshifted where the shift was possible is reported and shifted
    by the replay (the shift is fixed whole once the space is chosen: 5.1.2, EV-0-7)."""

    def __init__(self, text, by, of, **kw):
        super().__init__(text, by, per_space=1, where=chosen_by(of), **kw)
        self.of = of

    def close(self, ev, at):
        super().close(ev, at)
        for sid in ev.spaces_of(self.of):
            if sid not in self.in_space and self.possible_in(ev, sid):
                want = self.wanted(ev, sid)
                supply_left_out(ev, at, f"'{self.text}': {ev.name_of(sid)} is not shifted ({want:+d})",
                                lambda: ev.state.shift(sid, want))  # noqa: B023 (called at once)
                self.in_space[sid] += 1


class OnlyThere(SpaceClause):
    """Mixin for a clause about a named space ("Set East Bengal and 1 adjacent space", #62, #71):
    it takes only steps in the spaces its `where` allows, so that the next clause takes the others."""

    def accepts(self, ev, step, args):
        return super().accepts(ev, step, args) and args.space is not None and self.where(ev, args.space)
