"""#42 Assassination of Sir Michael O'Dwyer."""

from .. import terms
from .base import SKIPPED, Activate, Clause, Event, OnMap, Remove, SpaceClause
from .where import GUERRILLAS, PROTEST, TROOPS, UNREST, Where

GUERRILLAS_AND_TROOPS = Where("with Guerrillas and Troops", lambda ev, sid: GUERRILLAS(ev, sid) and TROOPS(ev, sid))

REMOVE = "In up to 2 spaces with Guerrillas and Troops, remove all Active Guerrillas"
ACTIVATE = "then activate the Hidden Guerrillas"


class OneOptionPerSpace(Clause):
    """"In N spaces, X or Y": every space chosen takes the steps of one option only (a step of
    another option there is reported and skipped). The options are clauses that check their own
    pieces; an option's `per_space` count is bare in each space: as many as the space held when
    it was chosen, up to that count (5.1.2). `spaces` / `spaces_up_to` / `where` are the spaces'."""

    counts_pieces = False

    def __init__(self, text, *options: Clause, **kw):
        super().__init__(text, **kw)
        self.options = list(options)
        self.option_in: dict[str, Clause] = {}  # space -> the option it took
        self.owed: dict[str, int] = {}  # space -> pieces its option must take there

    def accepts(self, ev, step, args):
        return any(o.accepts(ev, step, args) for o in self.options)

    def take(self, ev, step, args):
        self.open(ev)
        option = next(o for o in self.options if o.accepts(ev, step, args))
        sid = option.space_of(args)
        if sid in self.option_in and self.option_in[sid] is not option:
            ev.report(step, self.rule, f"'{self.text}': one option per space, and {ev.name_of(sid)} took "
                      f"'{self.option_in[sid].text}'", SKIPPED)
            return
        if sid is not None and sid not in self.option_in:
            most = self.spaces_n if self.spaces_n is not None else self.spaces_up_to
            if not self.where(ev, sid):
                ev.report(step, self.rule, f"'{self.text}': {ev.name_of(sid)} is not {self.where.text}")
            if most is not None and len(self.option_in) >= most:
                ev.report(step, self.rule, f"'{self.text}': at most {most} space(s): "
                          f"{', '.join(ev.name_of(s) for s in self.option_in)} already chosen")
            self.option_in[sid] = option
            if isinstance(option, OnMap) and isinstance(option.per_space, int):
                self.owed[sid] = min(option.per_space, pieces_in(ev, sid, option.kinds, option.side))
            self.in_space[sid] += 1
        option.take(ev, step, args)
        self.done += 1

    def possible(self, ev, sid) -> bool:
        for o in self.options:
            if isinstance(o, OnMap) and pieces_in(ev, sid, o.kinds, o.side):
                return True
            if isinstance(o, SpaceClause) and o.where(ev, sid) and o.possible_in(ev, sid):
                return True
        return False

    def capacity(self, ev):
        n = len([sid for sid in ev.state.spaces if self.where(ev, sid) and self.possible(ev, sid)])
        return n, n

    def close(self, ev, at):
        self.open(ev)
        need = min(self.spaces_n, self.room_spaces) if self.spaces_n is not None else 0
        if len(self.option_in) < need:
            ev.report(at, "5.1.2", f"'{self.text}': {need} space(s) could be chosen, the log chose "
                      f"{len(self.option_in)}")
        for sid, owed in self.owed.items():
            did = self.option_in[sid].in_space[sid]
            if did < owed:
                ev.report(at, "5.1.2", f"'{self.text}': {owed} could go in {ev.name_of(sid)} "
                          f"('{self.option_in[sid].text}'), the log took {did}")


def pieces_in(ev, sid, kinds, side=None) -> int:
    sp = ev.state.spaces[sid]
    n = 0
    for k in kinds:
        if k == terms.GANDHI:
            n += ev.state.gandhi == sid
        elif k == terms.GUERRILLAS and side:
            n += sp.guerrillas_hidden if side == "hidden" else sp.guerrillas_active
        else:
            n += sp.count(k)
    return n


def spaces_chosen(ev) -> list[str]:
    return list(dict.fromkeys(ev.spaces_of(REMOVE) + ev.spaces_of(ACTIVATE)))


def two_spaces(ev, step, args):
    chosen = spaces_chosen(ev)
    if args.space not in chosen and len(chosen) >= 2:
        return f"at most 2 spaces: {', '.join(ev.name_of(s) for s in chosen)} already chosen"
    return None


class RemoveActive(Remove):
    """Remove the Active Guerrillas of a space (`remove 2G UP` or `remove 2 active UP`), before
    its Hidden ones are activated."""

    side = "active"

    def problems(self, ev, step, args):
        out = super().problems(ev, step, args)
        sid, amount = args.space, self.amount(args)
        if sid is None:
            return out
        active = ev.state.spaces[sid].guerrillas_active
        if any(p.side == "hidden" for p in args.pieces) or amount > active:
            out.append(f"Active Guerrillas only: {active} in {ev.name_of(sid)}")
        if sid in ev.spaces_of(ACTIVATE):
            out.append(f"the Active Guerrillas of {ev.name_of(sid)} are removed before the Hidden ones are activated")
        return out

    def close(self, ev, at):
        super().close(ev, at)
        for sid in self.in_space:
            left = ev.state.spaces[sid].guerrillas_active
            if left and sid not in ev.spaces_of(ACTIVATE):
                ev.report(at, "5.1", f"'{self.text}': {left} Active Guerrilla(s) left in {ev.name_of(sid)}")


class ActivateAll(Activate):
    """Activate every Hidden Guerrilla of each space chosen, once its Active ones are gone."""

    def problems(self, ev, step, args):
        out = super().problems(ev, step, args)
        if args.space is not None and ev.state.spaces[args.space].guerrillas_active:
            out.append(f"remove all Active Guerrillas of {ev.name_of(args.space)} first")
        return out

    def close(self, ev, at):
        super().close(ev, at)
        for sid in spaces_chosen(ev):
            left = ev.state.spaces[sid].guerrillas_hidden
            if left:
                ev.report(at, "5.1", f"'{self.text}': {left} Hidden Guerrilla(s) left in {ev.name_of(sid)}")


class Unshaded(Event):
    """In up to 2 spaces with Guerrillas and Troops, remove all Active Guerrillas, then activate the
    Hidden Guerrillas. Per space, the removal first: `remove 2G UP; activate 1G UP; activate 2G
    Bihar` (the spaces need not be taken one after the other)."""

    ordered = False  # "then" holds in each space, checked by the clauses

    def text(self):
        return [RemoveActive(REMOVE, (terms.GUERRILLAS,), where=GUERRILLAS_AND_TROOPS, check=two_spaces),
                ActivateAll(ACTIVATE, (terms.GUERRILLAS,), where=GUERRILLAS_AND_TROOPS, check=two_spaces)]


class Shaded(Event):
    """Remove 1 Troop or 3 Sepoys each from up to 2 spaces with an Unrest or Protest marker (3
    Sepoys, or all the space has if fewer: 5.1.2): `remove 1T UP; remove 3S Bihar`."""

    def text(self):
        return [OneOptionPerSpace("Remove 1 Troop or 3 Sepoys each from up to 2 spaces with an Unrest or Protest "
                                  "marker",
                                  Remove("1 Troop", (terms.TROOPS,), per_space=1),
                                  Remove("3 Sepoys", (terms.SEPOYS,), per_space=3),
                                  spaces_up_to=2, where=UNREST | PROTEST)]

