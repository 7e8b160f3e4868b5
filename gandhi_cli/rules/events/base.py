"""Events in general (5.0-5.2): an Event text as a list of clauses, and the checks every clause
makes of the steps a log writes for it.

A card's module (`events/card23.py`) defines `Unshaded` and `Shaded`, subclasses of `Event`,
whose `text()` returns the clauses of that side in the card's order, built with the helpers
below so that the code reads like the card:

    def text(self):
        return [add_marker("Add 1 Unrest marker in 2 spaces with Troops", "unrest", n=2, where=TROOPS),
                remove("then remove 1 Guerrilla or Activist for each cube there", GUERRILLA_OR_ACTIVIST,
                       per_space=cubes_there, where=chosen_by("Add 1 Unrest marker in 2 spaces with Troops"))]

The log writes every effect of the text as a step, in the text's order (`REV event shaded: add
unrest Bihar; remove 1T 1S Bihar; set Bihar neutral`): the spaces, pieces, boxes and amounts the
text leaves open, and also what it fixes (a track shift, Resources, a level), which the replay
checks. Each step goes to the first clause, from the current one on, that takes its verb and
pieces; a step that only an earlier clause takes is out of order; one that no clause takes is
not in the text (skipped). When a clause is left, a bare number ("remove 5 Sepoys", "in 2
spaces") must have been carried out as far as the board allowed when the clause began (5.1.2),
and a clause acting in the spaces an earlier one chose ("there") as far as another choice of as
many spaces would have allowed (5.1.2, EV-0-9: `Clause.check_choice`);
"up to" leaves the amount to the executing faction. A part the text fixes whole (a track or
Resources change, the shift of a space an earlier step chose) that the log left out is reported
under 5.1.2 and applied by the replay (`REPLAYED`, `supply_left_out`); a part that leaves a
choice (which spaces, which pieces) is reported, and the log's steps stand as written.

Rules: 5.1 the text literally; 5.1.1 its limits (the state enforces stacking, Troops in States,
one Protest per space); 5.1.2 as much of the text as possible; 5.1.3 removed pieces go to
Available, arrested ones to Jail, Out of Play only where the text says; 5.1.4 Unrest on a
Railway is a Strike and tracks stop at 1 and 5 (the state does both).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from itertools import count
from typing import Protocol

from ...model import terms
from ...model.journal import Holder, holding
from ...notation import actions as A, build as S
from ...notation.statements import Step
from ..activity import APPLIED, SKIPPED, Activity, Gap, Undone
from ..steps import Args
from .where import ANY, Where

SUPPLY = (terms.AVAILABLE, terms.OUT_OF_PLAY, terms.JAIL)
REPLAYED = "applied by the replay"  # the recovery of a fixed part the log left out (5.1.2, EV-0-7)
BOX_NAMES = {terms.AVAILABLE: "Available", terms.OUT_OF_PLAY: "Out of Play", terms.JAIL: "Jail"}
Amount = "int | Callable[[Event], int] | None"
_NONE_CHOSEN: Counter = Counter()  # what `Event.chosen_in` gives for a clause it does not hold (never changed)
Proposal = tuple[list[A.ActionStep], "str | None"]  # steps done together, the space they name
_BOX_WORD = {terms.OUT_OF_PLAY: "oop", terms.JAIL: "jail", terms.AVAILABLE: "available"}
# the Events' positions (`Event.position`): a new number at each change, never one given before
_POSITIONS = count(1)


def _value(v, ev, *args):
    return v(ev, *args) if callable(v) else v


def roll_times(k: int):
    """A count the text gives as `k` times a die roll: None (not checked) while the roll is missing,
    which `Roll` reports (5.1: "what depends on it is not checked"), so one mistake is one finding."""
    return lambda ev: None if ev.roll is None else k * ev.roll


def labels(kinds: Iterable[str]) -> str:
    return " or ".join(terms.PIECE_LABELS[k] for k in kinds)


class Chooser(Protocol):
    """What a clause's text leaves to the faction carrying it out, decided by a Non-Player's
    tables (chapter 8; `np.events` answers): asked by `Clause.proposals` and `Clause.steps_in`,
    which list the candidate steps the text and the board allow (issue #33: the clauses propose,
    the bots rank)."""

    faction: str

    def die(self) -> int:
        """The Event's die roll (a step of the move)."""
        ...

    def faction_named(self, among: tuple[str, ...]) -> str:
        """The faction the text lets the executing faction name (Ineligible, 2.3.6)."""
        ...

    def off_limits(self, clause: Clause, sid: str) -> bool:
        """Whether the faction leaves this part of the text undone in `sid` (8.1.3)."""
        ...

    def kinds_first(self, kinds: Iterable[str]) -> list[str]:
        """The kinds of piece to place, in the order the faction places them (8.8.6)."""
        ...

    def own_first(self, kinds: Iterable[str]) -> list[str]:
        """The kinds of piece a replacement brings, the faction's own first."""
        ...

    def first_piece(self, clause: Clause, sid: str) -> str | None:
        """The piece the clause takes first in `sid` (8.5), None if none."""
        ...

    def markers_to_remove(self, clause: Clause, markers: Iterable[str]) -> list[str]:
        """The markers a removal takes, in the faction's order; by choice never its own (8.5.3)."""
        ...

    def rolled(self, clause: Clause, only: str | None) -> Iterator[Proposal]:
        """A roll in each space chosen (#23, #36): the steps there, tried by the faction."""
        ...


def _there(state, sid: str, kind: str) -> int:
    """The pieces of `kind` in `sid` (Gandhi 1 or 0; a Guerrilla side as `guerrillas_hidden`)."""
    if kind == terms.GANDHI:
        return 1 if state.gandhi == sid else 0
    return getattr(state.spaces[sid], kind)


class Clause:
    """One clause of an Event text: the steps it takes (`verbs`), and its limits.

    n / up_to: an exact amount (as far as possible) or a maximum, counted in pieces for piece
    clauses and in spaces for marker, level and choice clauses; a callable gets the Event.
    spaces / spaces_up_to: distinct spaces, exactly (as far as possible) or at most.
    per_space: at most this many pieces in one space (a callable gets the Event and the space).
    where: the condition each space must meet, judged before the step is carried out.
    check: a callable (ev, step, args) returning a problem to report, or None.
    optional: a clause that may be left out entirely (an "up to" clause is, always).
    """

    verbs: tuple[str, ...] = ()
    # the kind of action a step of it is, as the Event guidelines for the Non-Players name them
    # (8.8.5, IT:1531-1561), for their columns: "place", "remove" (pieces), "remove-marker",
    # "add-marker", "level", "move", "activate", "hide", "release", "out-of-play"; "" none of those
    action = ""
    gains_nothing = False  # its step alone is never an Effective action (a track, Resources, a roll, a faction: 8.8.3)
    counts_pieces = True
    missing_applied = False  # left out when a later clause began: the replay applied it (EV-0-7)
    judges_choice = True  # its room (`capacity`) is what it can still do, so `check_choice` may compare it
    # for each earlier clause it acts in the spaces of: (gains per space, together); set by `weigh_choices`
    alternatives: dict[str, tuple[list[tuple[int, str]], int]]

    def __init__(self, text: str, *, kinds: tuple[str, ...] = (), n=None, up_to=None, spaces=None,
                 spaces_up_to=None, per_space=None, where: Where = ANY, check: Callable | None = None,
                 optional: bool = False, capacity: Callable | None = None, rule: str = "5.1"):
        self.text = text
        self.kinds = tuple(kinds)
        self.n, self.up_to = n, up_to
        self.spaces_n, self.spaces_up_to = spaces, spaces_up_to
        self.per_space = per_space
        self.where = where
        self.check = check
        self.optional = optional or (n is None and spaces is None)
        self.capacity_fn = capacity
        self.rule = rule
        self.done = 0  # pieces (or spaces) carried out
        self.in_space: Counter = Counter()  # space -> pieces there
        self.opened = False
        self._later: Event | None = None  # listed, not begun: its room found when first asked (`room`)
        self.room: int | None = None  # how much the board allowed when the clause began
        self.room_spaces: int | None = None
        self.listing = False  # `candidates` is opening the clause to list it, not a step
        self.choices: list[str] | None = None  # the spaces it could choose as it began (EV-0-9)
        self.choice_reported = False  # a space it chose was reported under 5.1.2 (EV-0-10)
        # what `open` finds at one position of the Event (`prime`): (position, room, room_spaces,
        # choices, alternatives), kept across the trials a search makes from that position
        self.primed: tuple | None = None

    # ------------------------------------------------------------------ matching
    def accepts(self, ev: Event, step: A.ActionStep, args: Args) -> bool:
        if step.verb not in self.verbs:
            return False
        if self.kinds and self.counts_pieces:
            return bool(args.pieces) and all(p.kind in self.kinds for p in args.pieces)
        return True

    def amount(self, args: Args) -> int:
        return sum(p.count for p in args.pieces) if self.counts_pieces else 1

    def space_of(self, args: Args) -> str | None:
        return args.space

    @property
    def room(self) -> int | None:
        """How much of the clause the board allowed when it began (`capacity`, 5.1.2); while it is
        only listed (`candidates`), found when a count asks for it, not before (issue #33)."""
        if self._later is not None:
            self._found(self._later)
        return self._room

    @room.setter
    def room(self, value: int | None) -> None:
        self._room = value

    @property
    def room_spaces(self) -> int | None:
        """How many spaces the board allowed when the clause began (as `room`)."""
        if self._later is not None:
            self._found(self._later)
        return self._room_spaces

    @room_spaces.setter
    def room_spaces(self, value: int | None) -> None:
        self._room_spaces = value

    def _found(self, ev: Event) -> None:
        self._later = None
        self._room, self._room_spaces = self.capacity(ev)

    # ------------------------------------------------------------------ taking a step
    def open(self, ev: Event) -> None:
        if not self.opened:
            self.opened = True
            memo = self.primed
            if memo is not None and memo[0] == getattr(ev, "position", None):
                # the Event is where `prime` found these (5.1.2's room, EV-0-9's choices): not again
                self.room, self.room_spaces = memo[1], memo[2]
                if not self.listing and memo[3] is not None:
                    self.choices = list(memo[3])
                if not self.listing and memo[4] is not None:
                    self.alternatives = memo[4]
                return
            if self.listing:  # the board stays as it is while the clause is listed: its room when asked
                self._later = ev
                return
            self.room, self.room_spaces = self.capacity(ev)
            if not self.judged(ev):
                return  # the choices below only serve `check_choice`, never called for a Non-Player
            if self.text in getattr(ev, "watched", ()):
                # a later clause acts in the spaces this one chooses: keep what it could choose
                self.choices = [sid for sid, _ in self.candidates(ev, every=True)]
            if self.where.chosen and self.judges_choice and self.n is not None:
                self.weigh_choices(ev)

    @staticmethod
    def judged(ev: Event) -> bool:
        """Whether the choice of spaces is judged against the text (5.1.2, EV-0-9, EV-0-10): not for a
        Non-Player, which chooses by its own tables (8.8.5; `close`, `most_text_spaces`)."""
        return ev.faction not in getattr(ev.turn, "non_players", ())

    def prime(self, ev: Event) -> None:
        """Find now what `open` finds as the clause begins (the room 5.1.2 measures, the choices
        EV-0-9 judges), for the steps tried from this position of the Event and taken back (a
        search, issue #33): `open` takes them from here while the Event is at this position
        (`Event.position`: a new number at every step and every clause left, the old one back only
        with the board when a trial is taken back), and finds them again anywhere else. The clause
        is left as it was (not begun). A clause whose `open` does more is not primed."""
        position = getattr(ev, "position", None)
        if self.opened or type(self).open is not Clause.open or position is None \
                or (self.primed is not None and self.primed[0] == position):
            return
        had = dict(self.__dict__)
        try:
            self.open(ev)
            judged = self.judged(ev)
            watched = judged and self.text in getattr(ev, "watched", ())
            weighed = judged and bool(self.where.chosen) and self.judges_choice and self.n is not None
            self.primed = (position, self.room, self.room_spaces,
                           tuple(self.choices) if watched and self.choices is not None else None,
                           self.__dict__.get("alternatives") if weighed else None)
        finally:
            primed = self.primed
            self.__dict__.clear()
            self.__dict__.update(had)
            self.primed = primed

    def take(self, ev: Event, step: A.ActionStep, args: Args) -> None:
        self.open(ev)
        problems = self.problems(ev, step, args)
        for problem in problems:
            ev.report(step, self.rule, f"'{self.text}': {problem}")
        if not problems:
            self.judge_choice(ev, step, args)
        if self.carry_out(ev, step, args):
            amount = self.amount(args)
            self.done += amount
            sid = self.space_of(args)
            if sid is not None:
                self.in_space[sid] += amount

    def carry_out(self, ev: Event, step: A.ActionStep, args: Args) -> bool:
        return ev.apply(step, args)

    # ------------------------------------------------------------------ the space condition, once
    chooses_spaces = True  # a step of the clause names a space (False: a track, a box, a die, a faction)
    options_apart = False  # "X or Y": its options' clauses, not it, say where a step may go (Either)

    def space_problem(self, ev: Event, sid: str) -> str | None:
        """The text's condition on a space the clause chooses (`where`, judged as the board stands
        before the step, 5.1): the message a written step naming `sid` gets, None if it qualifies.
        `problems` reports it for a written step; `candidates` lists the spaces it admits."""
        if not self.where(ev, sid):
            return f"{ev.name_of(sid)} is not {self.where.text}"
        return None

    def room_in(self, ev: Event, sid: str) -> int | None:
        """How many the clause may still take in `sid` now (pieces, or 1 for a marker or level
        space): `per_space` less what it took there, and the amount left of `n` / `up_to`;
        None where the clause counts nothing."""
        left: list[int] = []
        cap = _value(self.n if self.n is not None else self.up_to, ev)
        if cap is not None:
            left.append(max(0, cap - self.done))
        if self.per_space is not None:
            left.append(max(0, _value(self.per_space, ev, sid) - self.in_space[sid]))
        return min(left) if left else None

    def candidates(self, ev: Event, every: bool = False) -> list[tuple[str, int | None]]:
        """The spaces a step of this clause may name now, in map order, each with how many pieces
        (or markers, levels: 1) may be taken there (None: not counted): those `space_problem`
        admits, where `room_in` leaves room, and, once the clause chose as many spaces as the text
        allows (`spaces` / `spaces_up_to`), only those it chose (5.1, 5.1.1, 5.1.2). Where later
        clauses act in the spaces this one chooses, only the new spaces with which a choice can
        still do the most of the text (5.1.2, `most_text_spaces`), unless `every`."""
        return self._candidates(ev, ev.state.spaces, every)

    def candidates_among(self, ev: Event, among: Iterable[str], every: bool = False) -> list[tuple[str, int | None]]:
        """`candidates`, judging only the spaces `among` (in their order; issue #33: a clause asked
        about one space does not judge them all). A subclass that lists otherwise, and a clause
        whose listing weighs the spaces against each other (`most_text_spaces`), judge them all."""
        if type(self).candidates is not Clause.candidates or (not every and self.text in getattr(ev, "watched", ())):
            chosen = set(among)
            return [(sid, room) for sid, room in self.candidates(ev, every) if sid in chosen]
        return self._candidates(ev, among, every)

    def _candidates(self, ev: Event, among: Iterable[str], every: bool) -> list[tuple[str, int | None]]:
        if not self.chooses_spaces:
            return []
        # the room the clause has as it begins (a count may depend on it); listing it does not begin
        # it: a later clause ("then ...") keeps the room the board gives when its first step comes,
        # which its end check (5.1.2) measures the text against
        begun = self.opened
        before = (self.room, self.room_spaces)
        self.listing = True
        try:
            self.open(ev)
        finally:
            self.listing = False
        try:
            most = _value(self.spaces_n if self.spaces_n is not None else self.spaces_up_to, ev)
            full = most is not None and len(self.in_space) >= most
            out: list[tuple[str, int | None]] = []
            # the text's condition alone (`space_problem`'s, without its message) unless a subclass adds to it
            where = self.where if type(self).space_problem is Clause.space_problem else None
            for sid in among:
                if full and sid not in self.in_space:
                    continue
                if (not where(ev, sid)) if where is not None else self.space_problem(ev, sid) is not None:
                    continue
                room = self.room_in(ev, sid)
                if room is None or room > 0:
                    out.append((sid, room))
            if not every and self.text in getattr(ev, "watched", ()):
                if self._later is not None:  # found before the weighing supposes other choices
                    self._found(self._later)
                keep = self.most_text_spaces(ev, [sid for sid, _ in out])
                out = [(sid, room) for sid, room in out if sid in keep]
            return out
        finally:
            self._later = None
            if not begun:
                self.opened = False
                self.room, self.room_spaces = before

    def carried_out(self, ev: Event) -> bool:
        """Whether the clause did all its bare number asks (a fixed effect written, a die rolled)."""
        want = _value(self.n, ev)
        return want is not None and self.done >= want

    def problems(self, ev: Event, step: A.ActionStep, args: Args) -> list[str]:
        out = []
        sid = self.space_of(args)
        amount = self.amount(args)
        problem = self.space_problem(ev, sid) if sid is not None else None
        if problem is not None:
            out.append(problem)
        if sid is not None and self.per_space is not None:
            most = _value(self.per_space, ev, sid)
            if self.in_space[sid] + amount > most:
                out.append(f"at most {most} in {ev.name_of(sid)}, not {self.in_space[sid] + amount}")
        cap = _value(self.n if self.n is not None else self.up_to, ev)
        if cap is not None and self.done + amount > cap and not out:  # one message for one excess
            out.append(f"at most {cap} in all, not {self.done + amount}")
        most_spaces = self.spaces_n if self.spaces_n is not None else self.spaces_up_to
        if sid is not None and most_spaces is not None and sid not in self.in_space \
                and len(self.in_space) >= _value(most_spaces, ev):
            out.append(f"at most {_value(most_spaces, ev)} space(s): "
                       f"{', '.join(ev.name_of(s) for s in self.in_space)} already chosen")
        if self.check is not None:
            problem = self.check(ev, step, args)
            if problem:
                out.append(problem)
        return out

    # ------------------------------------------------------------------ leaving the clause
    def weigh_choices(self, ev: Event) -> None:
        """As the clause begins (before its own steps change the board), for each earlier clause
        whose spaces it acts in (`where.chosen_by`): what it could take with each space the
        earlier clause could choose, one at a time, and with all of them at once (the limit
        they share: markers or pieces left). `check_choice` judges the choice with these."""
        self.alternatives = {}
        for label in self.where.chosen:
            earlier = next((c for c in ev.all_clauses() if c.text == label), None)
            if earlier is None or not earlier.choices:
                continue
            each, together = self.gains_of(ev, earlier, earlier.choices)
            gains = sorted(((g, sid) for sid, g in each.items()), key=lambda g: -g[0])
            self.alternatives[label] = (gains, together)

    def gains_of(self, ev: Event, earlier: Clause, spaces: Iterable[str]) -> tuple[dict[str, int], int]:
        """For a clause acting in the spaces `earlier` chooses (`where.chosen_by`): how much of it
        the board allows (its `capacity`) were `earlier` to choose each of `spaces` alone, and
        with all of them at once (the limit they share: markers or pieces left). What both the
        listing (`most_text_spaces`) and the judging (`weigh_choices`, `check_choice`) weigh."""
        spaces = list(spaces)
        chosen = earlier.in_space
        each: dict[str, int] = {}
        position = getattr(ev, "position", None)
        if position is not None:
            ev.position = None  # the text's bookkeeping supposed otherwise: at no position (`prime`)
        try:
            for sid in spaces:
                earlier.in_space = Counter({sid: 1})
                each[sid] = self.capacity(ev)[0] or 0
            earlier.in_space = Counter(dict.fromkeys(spaces, 1))
            together = self.capacity(ev)[0] or 0
        finally:
            earlier.in_space = chosen
            if position is not None:
                ev.position = position
        return each, together

    def judge_choice(self, ev: Event, step: A.ActionStep, args: Args) -> None:
        """5.1.2 (IT:835), judged as a new space is chosen, by the code that lists the spaces
        (`candidates` through `most_text_spaces`): a space with which no choice of the spaces left
        can do as much of the text as another would is reported at its step (once per clause;
        `check_choice` then says nothing more of it), applied as written (EV-0-10)."""
        sid = self.space_of(args)
        if sid is None or sid in self.in_space or self.choice_reported or self.text not in ev.watched:
            return
        if ev.faction in ev.turn.non_players:
            return  # `most_text_spaces` keeps every space a Non-Player may choose (8.8.5): nothing to judge
        offered = [s for s, _ in self.candidates(ev, every=True)]
        if sid not in offered or sid in self.most_text_spaces(ev, offered):
            return
        self.choice_reported = True
        better = [s for s in offered if s not in self.in_space and s in self.most_text_spaces(ev, offered)]
        ev.report(step, "5.1.2", f"'{self.text}': {ev.name_of(sid)} lets the text do less than other spaces "
                  f"({names_cut([ev.name_of(s) for s in better])}): the spaces chosen are those where the most of "
                  "the text can be carried out", undone=Undone(Gap.SHORT, 1))

    def slots_left(self, ev: Event) -> int | None:
        """How many more spaces the clause may choose (its `spaces` / `spaces_up_to`, or, for a
        clause counted in spaces, its `n` / `up_to`); None where the text sets no such number."""
        most = self.spaces_n if self.spaces_n is not None else self.spaces_up_to
        if most is None and not self.counts_pieces:
            most = self.n if self.n is not None else self.up_to
        most = _value(most, ev)
        return None if most is None else max(0, most - len(self.in_space))

    def most_text_spaces(self, ev: Event, spaces: list[str]) -> set[str]:
        """5.1.2 (IT:835, JA:955): "Scegliete gli spazi per gli Eventi dove si può svolgere la
        parte maggiore possibile testo dell'Evento". Of `spaces` (this clause's candidates), those
        it may still choose: the spaces chosen, and each new one with which a choice of the spaces
        left (`slots_left`) can do as much of every later clause acting in them (`where.chosen_by`
        with a bare number, the clauses `check_choice` judges) as any other choice (`best_next`).
        A Non-Player chooses by its own tables (8.8.5): all of `spaces` (EV-0-9, EV-0-10)."""
        slots = self.slots_left(ev)
        new = [sid for sid in spaces if sid not in self.in_space]
        keep = set(spaces)
        if not slots or not new or ev.faction in ev.turn.non_players:
            return keep
        for later in ev.all_clauses():
            if self.text not in later.where.chosen or not later.judges_choice or later.n is None:
                continue
            each, together = later.gains_of(ev, self, list(self.in_space) + new)
            want = later.n if isinstance(later.n, int) else None
            cap = together if want is None else min(want, together)
            keep -= set(new) - best_next(each, list(self.in_space), slots, cap)
        return keep

    def check_choice(self, ev: Event, at, want: int) -> bool:
        """A clause with a bare number that acts in the spaces an earlier clause chose ("then
        remove 1 Base from the chosen spaces", `where.chosen_by`), short of it because of that
        choice: whether as many other spaces, among those the earlier clause could choose as it
        began, would have let it do more (`weigh_choices`). Reported (5.1.2, IT:835: "Scegliete
        gli spazi per gli Eventi dove si può svolgere la parte maggiore possibile testo
        dell'Evento"; #16's own example, IT:1521-1523; EV-0-9); True if so. The earlier clause
        keeps its count ("up to" is the executing faction's), only which spaces is judged."""
        for label, (gains, together) in getattr(self, "alternatives", {}).items():
            earlier = next((c for c in ev.all_clauses() if c.text == label), None)
            if earlier is None or not earlier.choices or not earlier.in_space or earlier.choice_reported \
                    or any(sid not in earlier.choices for sid in earlier.in_space):
                continue  # nothing chosen, or a space the text did not allow (reported there: one finding)
            k = len(earlier.in_space)
            best = min(want, together, sum(g for g, _ in gains[:k]))
            got = min(want, together, sum(g for g, sid in gains if sid in earlier.in_space))
            if best > max(got, self.done):  # the choice itself let the text do less
                better = ", ".join(ev.name_of(sid) for g, sid in gains[:k] if g)
                ev.report(at, "5.1.2", f"'{self.text}': the spaces chosen for '{label}' let it do {self.done}, "
                          f"other spaces {best} ({better}): the spaces chosen are those where the most of "
                          "the text can be carried out", undone=Undone(Gap.SHORT, best - self.done))
                return True
        return False

    def forced(self, ev: Event, missing: int) -> list[str] | None:
        """The spaces a shortfall of `missing` must be made up in when the board leaves the
        executing faction no choice of them (exactly so many spaces still qualify, and the text
        fixes what happens there): the part is then fixed whole, and the replay applies it
        (`supply`, EV-0-7). None where a choice is left; only level clauses say (`Shift`,
        `SetLevel` with one level)."""
        return None

    def supply(self, ev: Event, sid: str) -> None:
        """Carry out in `sid` what the text fixes there (see `forced`)."""
        raise NotImplementedError

    def capacity(self, ev: Event) -> tuple[int | None, int | None]:
        """How much of the clause the board allows now: (amount, spaces); None if not judged."""
        if self.capacity_fn is not None:
            return self.capacity_fn(ev), None
        return None, None

    def close(self, ev: Event, at) -> None:
        """The clause is left: a bare number must have been met as far as the board allowed."""
        self.open(ev)
        want = _value(self.n, ev)
        if want is not None and self.room is not None:
            need = min(want, self.room)
            if self.done < need:
                message = f"'{self.text}': {need} could be carried out, the log did {self.done}"
                forced = self.forced(ev, need - self.done)
                if forced:  # nothing left to choose: the text fixes it whole (EV-0-7)
                    def supply_all(spaces: list[str] = forced) -> None:
                        for sid in spaces:
                            self.supply(ev, sid)

                    supply_left_out(ev, at, message, supply_all)
                    self.done += len(forced)
                    self.in_space.update(forced)
                    self.missing_applied = True  # a late step for it is not applied again
                    return
                ev.report(at, "5.1.2", message, undone=Undone(Gap.SHORT, need - self.done))
                return  # one shortfall, one message (not again for its spaces)
            if self.done < want and self.judges_choice and ev.faction not in ev.turn.non_players \
                    and self.check_choice(ev, at, want):  # a Non-Player chooses by 8.8.5's tables
                return
        elif want is not None and self.room is None and self.done == 0 and not self.optional:
            ev.report(at, "5.1.2", f"'{self.text}' is left out", undone=Undone(Gap.LEFT_OUT))
            return
        spaces = _value(self.spaces_n, ev)
        if spaces is not None and self.room_spaces is not None:
            need = min(spaces, self.room_spaces)
            if len(self.in_space) < need:
                ev.report(at, "5.1.2", f"'{self.text}': {need} space(s) could be chosen, the log chose "
                          f"{len(self.in_space)}", undone=Undone(Gap.SHORT, need - len(self.in_space)))


    # ------------------------------------------------------------------ the steps it proposes (#33)
    def owing(self, ev: Event) -> bool:
        """Whether the text still requires steps of the clause (5.1.2): a bare number not reached,
        a number of spaces not chosen (an optional clause never does)."""
        if self.optional:
            return False
        want = _value(self.n, ev)
        if want is not None and self.done < want:
            return True
        spaces = _value(self.spaces_n, ev)
        return spaces is not None and len(self.in_space) < spaces

    def chosen_option(self) -> ClauseChain | None:
        """The option an "X or Y" took (its clauses stand for it once chosen); None for others."""
        return None

    def puts_forces(self) -> bool:
        """Whether a step of the clause puts forces in a space, or Unrest (a Strike on a Railway):
        what 8.1.3 keeps the Non-Players from doing on Railways under a Non-Player Raj."""
        return False

    def proposals(self, ev: Event, chooser: Chooser, only: str | None = None) -> Iterator[Proposal]:
        """The candidate steps of the clause now: (steps done together, the space they name), in
        each space `candidates` lists (only `only` if given) that the chooser does not leave out
        (8.1.3), the choices the text leaves made by `chooser` (issue #33)."""
        listed = self.candidates(ev) if only is None else \
            self.candidates_among(ev, [only] if only in ev.state.spaces else [])
        for sid, room in listed:
            if only is not None and sid != only:
                continue
            if chooser.off_limits(self, sid):
                continue
            yield from ((st, sid) for st in self.steps_in(ev, sid, room, chooser))

    def steps_for(self, ev: Event, sid: str, room: int | None, chooser: Chooser,
                  first: str | None = None) -> list[list[A.ActionStep]]:
        """`steps_in`, none where the chooser leaves the clause out of `sid` (8.1.3)."""
        if chooser.off_limits(self, sid):
            return []
        return self.steps_in(ev, sid, room, chooser, first)

    def steps_in(self, ev: Event, sid: str, room: int | None, chooser: Chooser,
                 first: str | None = None) -> list[list[A.ActionStep]]:
        """The candidate steps of the clause in `sid` (each a list of steps done together), `room`
        as `candidates` gives it; `first`: the piece a removal takes (by default the chooser's)."""
        return []

    def held(self) -> Iterable[Holder]:
        """The rules objects the clause holds (issue #33, `core.takeback.Bookkeeping`): its space
        condition and its check when the check keeps a count of its own (card47.AtMostOneBase,
        card50.TwoFactions); a subclass with options or conditions of its own names them too."""
        return [self.where, *holding(self.check)]


# ---------------------------------------------------------------------- 5.1.2: the most of the text
def best_next(gains: dict[str, int], chosen: list[str], slots: int, cap: int | None = None) -> set[str]:
    """5.1.2 (IT:835): of the spaces in `gains` not in `chosen`, those that a choice of up to
    `slots` more spaces doing the most of the text (the sum of the spaces' `gains`, at most `cap`)
    can take next. A space is kept when it and the best spaces left after it do as much as the
    best `slots` spaces left: a space that does less is then still kept if the others make it
    up (`cap`), and a choice of fewer spaces is judged when the text is left (`check_choice`)."""
    def value(spaces: list[str]) -> int:
        total = sum(gains.get(sid, 0) for sid in spaces)
        return total if cap is None else min(cap, total)

    rest = sorted((sid for sid in gains if sid not in chosen), key=lambda sid: -gains[sid])
    best = value(chosen + rest[:slots])
    return {sid for sid in rest if value(chosen + [sid] + [t for t in rest if t != sid][:slots - 1]) >= best}


def names_cut(names: list[str], most: int = 3) -> str:
    """Space names for a message: the first `most`, then how many more."""
    return ", ".join(names[:most]) + (f" and {len(names) - most} more" if len(names) > most else "")


# ---------------------------------------------------------------------- checks many cards share
def opposing_kinds(faction: str, gandhi: bool = True) -> tuple[str, ...]:
    """The piece kinds of the factions other than `faction` ("opposing pieces")."""
    return tuple(k for k, f in terms.PIECE_OWNER.items() if f != faction and (gandhi or k != terms.GANDHI))


def bases_last(kinds: Iterable[str] = terms.PIECE_KINDS) -> Callable:
    """A `check` for "Bases last" (as 1.4.4 uses it for the Attack): a Base goes only once none
    of the other pieces the clause may take (`kinds`, never Gandhi) is left in the space,
    counting those the same step takes."""
    others = tuple(k for k in kinds if k not in terms.BASES and k != terms.GANDHI)

    def check(ev, step, args):
        sid = args.space
        if sid is None or not any(p.kind in terms.BASES for p in args.pieces):
            return None
        there = _pieces_in(ev, sid, others)
        taken = sum(p.count for p in args.pieces if p.kind in others)
        if there > taken:
            return f"Bases last: {there - taken} other piece(s) still in {ev.name_of(sid)}"
        return None

    return check


def all_of(*checks: Callable) -> Callable:
    """Several `check` callables as one (the first problem each finds)."""
    def check(ev, step, args):
        problems = [p for p in (c(ev, step, args) for c in checks) if p]
        return "; ".join(problems) or None

    return check


# ---------------------------------------------------------------------- piece clauses
def _eligible_spaces(ev: Event, where: Where) -> list[str]:
    return [sid for sid in ev.state.spaces if where(ev, sid)]


def _pieces_in(ev: Event, sid: str, kinds: tuple[str, ...], side: str | None = None) -> int:
    sp = ev.state.spaces[sid]
    n = 0
    for k in kinds:
        if k == terms.GANDHI:
            n += 1 if ev.state.gandhi == sid else 0
        elif k == terms.GUERRILLAS and side:
            n += sp.guerrillas_hidden if side == "hidden" else sp.guerrillas_active
        else:
            n += getattr(sp, k)
    return n


class OnMap(Clause):
    """Pieces taken from spaces: removed, arrested, activated. Checked when the clause is left:
    `all_there`, every such piece in the spaces `where` admits must go ("arrest all Activists on
    Railways"); `all_chosen`, every such piece in each space the log chose ("arrest all Activists
    in up to 3 Protest spaces"); `in_full`, a bare `per_space` count ("1 for each cube there"):
    in each space chosen, as many as it allowed when chosen (5.1.2)."""

    side: str | None = None

    def __init__(self, text, kinds, *, all_there: bool = False, all_chosen: bool = False, in_full: bool = False,
                 **kw):
        super().__init__(text, kinds=kinds, **kw)
        self.all_there, self.all_chosen, self.in_full = all_there, all_chosen, in_full
        self.owed: dict[str, int] = {}  # in_full: space -> pieces due there

    def take(self, ev, step, args):
        sid = self.space_of(args)
        if self.in_full and sid is not None and sid not in self.owed:
            self.owed[sid] = min(_pieces_in(ev, sid, self.kinds, self.side), _value(self.per_space, ev, sid))
        super().take(ev, step, args)

    def close(self, ev, at):
        super().close(ev, at)
        spaces = _eligible_spaces(ev, self.where) if self.all_there else list(self.in_space) if self.all_chosen else []
        for sid in spaces:
            left = _pieces_in(ev, sid, self.kinds, self.side)
            if left:
                ev.report(at, "5.1", f"'{self.text}': all of them, but {left} {labels(self.kinds)} left in "
                          f"{ev.name_of(sid)}", undone=Undone(Gap.ALL_BUT, left))
        for sid, owed in self.owed.items():
            if self.in_space[sid] < owed:
                ev.report(at, "5.1.2", f"'{self.text}': {owed} could be carried out in {ev.name_of(sid)}, the log "
                          f"did {self.in_space[sid]}", undone=Undone(Gap.SHORT, owed - self.in_space[sid]))

    def room_in(self, ev, sid):
        """The pieces of the clause's kinds in `sid` (Hidden ones to Activate, Active ones to
        Hide), within the clause's limits."""
        have = _pieces_in(ev, sid, self.kinds, self.side)
        limit = super().room_in(ev, sid)
        return have if limit is None else min(have, limit)

    def capacity(self, ev):
        if self.capacity_fn is not None:
            return self.capacity_fn(ev), None
        per = []
        for sid in _eligible_spaces(ev, self.where):
            have = _pieces_in(ev, sid, self.kinds, self.side)
            if self.per_space is not None:
                have = min(have, _value(self.per_space, ev, sid))
            if have:
                per.append(have)
        per.sort(reverse=True)
        most = _value(self.spaces_n if self.spaces_n is not None else self.spaces_up_to, ev)
        if most is not None:
            per = per[:most]
        return sum(per), len(per)

    def owing(self, ev):
        """Also "all" pieces left where the text takes them all, and a bare count per space not
        met in a space chosen (5.1, 5.1.2)."""
        if self.all_there and any(room for _sid, room in self.candidates(ev)):
            return True
        if self.all_chosen and any(sid in self.in_space for sid, room in self.candidates(ev) if room):
            return True
        if any(self.in_space[sid] < owed for sid, owed in self.owed.items()):
            return True
        return super().owing(ev)

    def first_taken(self, ev: Event, sid: str, chooser: Chooser) -> str | None:
        """The piece a step takes first in `sid`: the chooser's (8.5)."""
        return chooser.first_piece(self, sid)

    def taking(self, sid: str, kind: str, n: int) -> list[list[A.ActionStep]]:
        """The steps taking `n` pieces of `kind` from `sid` (removed to Available)."""
        return [[S.remove(sid, [(kind, n)])]]

    def steps_in(self, ev, sid, room, chooser, first=None):
        """As many pieces of the first kind taken (`first_taken`) as `sid` holds, within `room`."""
        first = first or self.first_taken(ev, sid, chooser)
        if first is None:
            return []
        n = _there(ev.state, sid, first)
        n = n if room is None else min(n, room)
        if n <= 0:
            return []
        return self.taking(sid, first, n)


class Remove(OnMap):
    verbs: tuple[str, ...] = ("remove",)
    action = "remove"

    def __init__(self, text, kinds, *, to=terms.AVAILABLE, **kw):
        super().__init__(text, kinds, **kw)
        self.to = to  # a box, or a dict box -> at most so many ({AVAILABLE: 3, OUT_OF_PLAY: None})
        self.sent: Counter = Counter()

    def accepts(self, ev, step, args):
        return not args.marker and super().accepts(ev, step, args)

    def problems(self, ev, step, args):
        out = super().problems(ev, step, args)
        box = args.dest or terms.AVAILABLE
        allowed = self.to if isinstance(self.to, dict) else {self.to: None}
        if box not in allowed:
            out.append(f"removed pieces go to {' or '.join(BOX_NAMES[b] for b in allowed)}, "
                       f"not {BOX_NAMES.get(box, box)} (5.1.3)")
        elif (limit := allowed[box]) is not None and self.sent[box] + self.amount(args) > limit:
            out.append(f"at most {limit} to {BOX_NAMES[box]}")
        self.sent[box] += self.amount(args)
        return out

    def taking(self, sid, kind, n):
        """One step for each box the text sends the pieces to (5.1.3)."""
        boxes = list(self.to) if isinstance(self.to, dict) else [self.to]
        return [[S.remove(sid, [(kind, n)], to=None if b == terms.AVAILABLE else _BOX_WORD[b])] for b in boxes]


class Arrest(OnMap):
    verbs = ("arrest",)
    action = "remove"

    def taking(self, sid, kind, n):
        return [[S.arrest(sid, [(kind, n)])]]


class Activate(OnMap):
    verbs: tuple[str, ...] = ("activate",)
    action = "activate"
    side = "hidden"

    def first_taken(self, ev, sid, chooser):
        return "guerrillas_hidden" if ev.state.spaces[sid].guerrillas_hidden else None

    def taking(self, sid, kind, n):
        return [[S.activate(sid, [(kind, n)])]]


class Hide(OnMap):
    verbs = ("hide",)
    action = "hide"
    side = "active"

    def first_taken(self, ev, sid, chooser):
        return "guerrillas_active" if ev.state.spaces[sid].guerrillas_active else None

    def taking(self, sid, kind, n):
        return [[S.hide(sid, n)]]


def report_placed_active(ev: Event, clause: Clause, step: A.ActionStep, pieces) -> None:
    """A Guerrilla is placed Hidden (1.4.3, IT:162): a step of an Event that places or replaces
    in Guerrillas written Active (`place 1 active X`) is reported as the Rally reports it, and
    the Guerrilla is placed Hidden (the state places every new Guerrilla Hidden)."""
    if any(p.kind == terms.GUERRILLAS and p.side == "active" for p in pieces):
        ev.report(step, "1.4.3", f"'{clause.text}': new Guerrillas are placed Hidden", "placed Hidden")


class Place(Clause):
    """Pieces put on the map from a box: Available unless the text names another (5.1.1);
    Guerrillas Hidden (1.4.3, `report_placed_active`)."""

    verbs = ("place", "add")
    action = "place"

    def __init__(self, text, kinds, *, sources=None, **kw):
        super().__init__(text, kinds=kinds, **kw)
        self.sources = sources or {terms.AVAILABLE: None}  # box -> at most so many (None: no limit)
        self.taken: Counter = Counter()

    def accepts(self, ev, step, args):
        return not args.marker and super().accepts(ev, step, args)

    def take(self, ev, step, args):
        report_placed_active(ev, self, step, args.pieces)
        super().take(ev, step, args)

    def problems(self, ev, step, args):
        out = super().problems(ev, step, args)
        box = args.source or terms.AVAILABLE
        if box not in self.sources:
            out.append(f"the pieces come from {' or '.join(BOX_NAMES[b] for b in self.sources)}, not "
                       f"{BOX_NAMES.get(box, box)} (5.1.1)")
        elif self.sources[box] is not None and self.taken[box] + self.amount(args) > _value(self.sources[box], ev):
            out.append(f"at most {_value(self.sources[box], ev)} from {BOX_NAMES[box]}")
        self.taken[box] += self.amount(args)
        return out

    def room_in(self, ev, sid):
        """The pieces the boxes still hold for the clause (1.4.1, 5.1.1: never one not there) that
        `sid` can take: no Troops in a State, no more Bases than its Population (1.4.2, 5.1.1)."""
        space, sp = ev.board[sid], ev.state.spaces[sid]
        supply = 0
        for kind in self.kinds:
            if kind == terms.TROOPS and ev.state.is_state(sid):
                continue
            for box, most in self.sources.items():
                have = ev.in_box(kind, box)
                most = _value(most, ev)
                have = have if most is None else min(have, max(0, most - self.taken[box]))
                if kind in terms.BASES:
                    have = min(have, max(0, space.pop - sp.bases))
                supply += have
        limit = super().room_in(ev, sid)
        return supply if limit is None else min(supply, limit)

    def capacity(self, ev):
        if self.capacity_fn is not None:
            return self.capacity_fn(ev), None
        supply = 0
        for box, most in self.sources.items():
            have = sum(ev.in_box(k, box) for k in self.kinds)
            most = _value(most, ev)
            supply += have if most is None else min(most, have)
        spaces = len(_eligible_spaces(ev, self.where))
        return (supply if spaces else 0), spaces

    def puts_forces(self):
        return True

    def steps_in(self, ev, sid, room, chooser, first=None):
        """One piece of each kind (in the chooser's order, 8.8.6) from each box holding one; no
        Troops in a State (1.4.2)."""
        out = []
        for k in chooser.kinds_first(self.kinds):
            for box in self.sources:
                if ev.in_box(k, box) <= 0 or (k == terms.TROOPS and ev.state.is_state(sid)):
                    continue
                out.append([S.place(sid, [(k, 1)], None if box == terms.AVAILABLE else _BOX_WORD[box])])
        return out


class Release(Clause):
    """Pieces from Jail: to Available, or to a space (`release 2 INC to UP`, `place 2 INC UP from jail`)."""

    verbs = ("release", "place")
    action = "release"

    def __init__(self, text, kinds=terms.ACTIVISTS + (terms.GANDHI,), *, to_space: bool = False, **kw):
        super().__init__(text, kinds=kinds, **kw)
        self.to_space_wanted = to_space
        self.chooses_spaces = to_space  # the space the pieces go to

    def accepts(self, ev, step, args):
        if step.verb == "place" and args.source != terms.JAIL:
            return False
        return super().accepts(ev, step, args)

    def space_of(self, args):
        return args.to_space or args.space

    def problems(self, ev, step, args):
        out = super().problems(ev, step, args)
        sid = self.space_of(args)
        if self.to_space_wanted and sid is None:
            out.append("the pieces go to a space ('release 2 INC to X')")
        if not self.to_space_wanted and sid is not None:
            out.append("the pieces go to Available, not to a space")
        return out

    def in_jail(self, ev: Event) -> int:
        """The pieces of the clause's kinds in Jail: what a release can take (1.4.1, 5.1.1)."""
        return sum(ev.in_box(k, terms.JAIL) for k in self.kinds)

    def room_in(self, ev, sid):
        """The pieces still in Jail for the clause, within its limits."""
        limit = super().room_in(ev, sid)
        return self.in_jail(ev) if limit is None else min(self.in_jail(ev), limit)

    def capacity(self, ev):
        if self.capacity_fn is not None:
            return self.capacity_fn(ev), None
        return self.in_jail(ev), None

    def puts_forces(self):
        return self.to_space_wanted

    def proposals(self, ev, chooser, only=None):
        """To a space, as `Clause.proposals`; to Available, every piece of a kind Jail holds (within
        the clause's limits) in one step."""
        if self.to_space_wanted:
            yield from super().proposals(ev, chooser, only)
            return
        for k in self.kinds:
            n = min(ev.in_box(k, terms.JAIL), self.room_in(ev, "") or 0) if k != terms.GANDHI else \
                ev.in_box(k, terms.JAIL)
            if n > 0:
                yield [S.release(None, [(k, n)])], None

    def steps_in(self, ev, sid, room, chooser, first=None):
        """One piece of each kind Jail holds (in the chooser's order) released to `sid`."""
        if not self.to_space_wanted:
            return []
        out = []
        for k in chooser.kinds_first(self.kinds):
            if ev.in_box(k, terms.JAIL) <= 0 or (k == terms.TROOPS and ev.state.is_state(sid)):
                continue
            out.append([S.release(sid, [(k, 1)])])
        return out


class MoveClause(Clause):
    """Pieces moved between spaces (`move 2G WB>EB`); `from_where` / `to_where` judge the ends."""

    verbs = ("move",)
    action = "move"

    def __init__(self, text, kinds, *, from_where: Where = ANY, to_where: Where = ANY, **kw):
        super().__init__(text, kinds=kinds, **kw)
        self.from_where, self.to_where = from_where, to_where

    def space_of(self, args):
        return args.route[-1] if args.route else None

    def candidates(self, ev, every: bool = False):
        """The spaces the pieces may go to (`to_where` and `where`); where they come from is the
        step's other choice (`from_where`)."""
        return [(sid, room) for sid, room in super().candidates(ev, every) if self.to_where(ev, sid)]

    def problems(self, ev, step, args):
        out = []
        if len(args.route) != 2:
            return ["write the move as FROM>TO"]
        src, dst = args.route
        if not self.from_where(ev, src):
            out.append(f"{ev.name_of(src)} is not {self.from_where.text}")
        if not self.to_where(ev, dst):
            out.append(f"{ev.name_of(dst)} is not {self.to_where.text}")
        return out + super().problems(ev, step, args)

    def puts_forces(self):
        return True

    def steps_in(self, ev, sid, room, chooser, first=None):
        """Pieces moved to `sid`: one piece of each kind from the space that holds most of it (the
        text's `from_where` met)."""
        board = ev.state
        out = []
        for k in self.kinds:
            held = {s: _there(board, s, k) for s in board.spaces if s != sid}
            srcs = [s for s, n in held.items() if n and self.from_where(ev, s)]
            if srcs:
                src = max(srcs, key=held.__getitem__)
                out.append([S.move([src, sid], [(k, 1)])])
        return out

    def held(self) -> Iterable[Holder]:
        return [*super().held(), self.from_where, self.to_where]


class OutOfPlayToAvailable(Clause):
    """`out-of-play 2 ML`: pieces from Out of Play to Available."""

    verbs = ("out-of-play",)
    action = "out-of-play"
    chooses_spaces = False

    def capacity(self, ev):
        return sum(ev.in_box(k, terms.OUT_OF_PLAY) for k in self.kinds), None

    def proposals(self, ev, chooser, only=None):
        """Every piece of a kind Out of Play holds, within the clause's amount, in one step."""
        for k in self.kinds:
            n = ev.in_box(k, terms.OUT_OF_PLAY) if k != terms.GANDHI else 0
            cap = _value(self.n if self.n is not None else self.up_to, ev)
            n = n if cap is None else min(n, cap - self.done)
            if n > 0:
                yield [S.out_of_play([(k, n)])], None


class Replace(Clause):
    """`replace 1S Bihar with 1 INC`: pieces of `kinds` replaced one for one by pieces of
    `with_kinds` from Available. When none of `with_kinds` is Available, the piece is removed
    instead (5.1.1, 1.4.1), written `remove 1S Bihar` (to Available, 5.1.3), and only then.
    Guerrillas replacing a piece come Hidden (1.4.3, `report_placed_active`)."""

    verbs = ("replace", "remove")
    action = "remove"

    def take(self, ev, step, args):
        if step.verb == "replace":
            report_placed_active(ev, self, step, args.with_pieces)
        super().take(ev, step, args)

    def __init__(self, text, kinds, with_kinds, **kw):
        super().__init__(text, kinds=kinds, **kw)
        self.with_kinds = tuple(with_kinds)

    def room_in(self, ev, sid):
        """The pieces of the clause's kinds in `sid`, within the clause's limits."""
        have = _pieces_in(ev, sid, self.kinds)
        limit = super().room_in(ev, sid)
        return have if limit is None else min(have, limit)

    def accepts(self, ev, step, args):
        if step.verb == "remove":
            return not args.marker and super().accepts(ev, step, args)
        return (super().accepts(ev, step, args) and bool(args.with_pieces)
                and all(p.kind in self.with_kinds for p in args.with_pieces))

    def problems(self, ev, step, args):
        out = super().problems(ev, step, args)
        if step.verb == "remove":
            left = [k for k in self.with_kinds if ev.in_box(k, terms.AVAILABLE)]
            if left:
                out.append(f"removed instead of replaced only when no replacement is Available (5.1.1): "
                           f"{labels(left)} Available")
            box = args.dest or terms.AVAILABLE
            if box != terms.AVAILABLE:
                out.append(f"removed pieces go to Available, not {BOX_NAMES.get(box, box)} (5.1.3)")
            return out
        given = sum(p.count for p in args.with_pieces)
        if given != self.amount(args):
            out.append(f"each piece is replaced by one: {self.amount(args)} replaced by {given}")
        return out

    def steps_in(self, ev, sid, room, chooser, first=None):
        """The first piece (the chooser's, 8.5) replaced by one of `with_kinds` Available (the
        faction's own first); removed when none is (5.1.1)."""
        first = first or chooser.first_piece(self, sid)
        if first is None:
            return []
        withs = [w for w in chooser.own_first(self.with_kinds) if ev.in_box(w, terms.AVAILABLE) > 0]
        if not withs:
            return [[S.remove(sid, [(first, 1)])]]
        return [[S.replace_pieces(sid, [(first, 1)], [(w, 1)])] for w in withs[:1]]


# ---------------------------------------------------------------------- marker and level clauses
class SpaceClause(Clause):
    counts_pieces = False
    fixes_level = False  # a level clause whose change in a space the text fixes (`forced`)

    def forced(self, ev, missing):
        if not self.fixes_level or self.per_space not in (None, 1):
            return None
        spaces = [sid for sid in ev.state.spaces if sid not in self.in_space and not ev.board[sid].is_railway
                  and self.space_problem(ev, sid) is None and self.possible_in(ev, sid)]  # 1.3.6: no level
        return spaces if len(spaces) == missing else None

    def capacity(self, ev):
        if self.capacity_fn is not None:
            return self.capacity_fn(ev), None
        n = len([sid for sid in _eligible_spaces(ev, self.where) if self.possible_in(ev, sid)])
        return n, n

    def possible_in(self, ev, sid) -> bool:
        return True

    def room_in(self, ev, sid):
        """1 where the step can change the space (`possible_in`) and the clause has spaces left."""
        if not self.possible_in(ev, sid):
            return 0
        limit = super().room_in(ev, sid)
        return 1 if limit is None else min(1, limit)


def markers_left(ev: Event, marker: str) -> int | None:
    """How many markers of a kind an Event can still place; None: no limit known. Protest markers
    on the State of India box (Events ignore Restraint, 1.10), the 12 Unrest/Strike markers (1.11,
    1.12), Muslim State markers if the game's count is set (1.3.5)."""
    if marker == "protest":
        return ev.state.protests_available_for_events()
    if marker in ("unrest", "strike"):
        return ev.state.unrest_strike_markers_left()
    if marker == "muslim-state" and ev.state.forces.muslim_state_markers is not None:
        return ev.state.forces.muslim_state_markers - len(ev.state.muslim_states())
    return None


class AddMarker(SpaceClause):
    """`add unrest X` (a Strike on a Railway, 5.1.4), `add protest X`, `add muslim-state X`: in
    spaces that can take one (5.1.1: one Protest per space, one Strike per Railway, a Muslim State
    in a Province), as far as the markers left allow (`markers_left`)."""

    verbs = ("add", "place")
    action = "add-marker"

    def __init__(self, text, markers, **kw):
        super().__init__(text, **kw)
        self.markers = (markers,) if isinstance(markers, str) else tuple(markers)

    def accepts(self, ev, step, args):
        marker = "unrest" if args.marker == "strike" else args.marker
        return step.verb in self.verbs and marker in self.markers and not args.pieces

    def fits(self, ev, sid, marker: str) -> bool:
        """Whether `sid` can take one more such marker (5.1.1, 1.3.5)."""
        sp = ev.state.spaces[sid]
        room = {"protest": not sp.protest, "unrest": not (ev.board[sid].is_railway and sp.strike),
                "muslim-state": ev.board[sid].is_province and not sp.muslim_state}
        return room.get(marker, True)

    def possible_in(self, ev, sid):
        return any(self.fits(ev, sid, m) for m in self.markers)

    def ready(self, ev: Event, sid: str, marker: str) -> bool:
        """Whether a step can add the marker in `sid` now: it `fits`, and a Muslim State's space
        holds no Troops (1.3.5, which `GameState.set_muslim_state` enforces: the text moves them
        out first, so the clause's room counts such a Province, its step waits for them)."""
        return self.fits(ev, sid, marker) and not (marker == "muslim-state" and ev.state.spaces[sid].troops)

    def room_in(self, ev, sid):
        """As `SpaceClause`, and only while a marker the space can take now (`ready`) is left
        (1.10, 1.11)."""
        if not any(self.ready(ev, sid, m) and markers_left(ev, m) != 0 for m in self.markers):
            return 0
        return super().room_in(ev, sid)

    def capacity(self, ev):
        if self.capacity_fn is not None:
            return self.capacity_fn(ev), None
        n, _ = super().capacity(ev)
        left = [markers_left(ev, m) for m in self.markers]
        known = [k for k in left if k is not None]
        if len(known) == len(left):
            n = min(n, sum(known))
        return n, n

    def puts_forces(self):
        return "unrest" in self.markers  # a Strike on a Railway (5.1.4)

    def steps_in(self, ev, sid, room, chooser, first=None):
        return [[S.add(sid, m)] for m in self.markers if self.ready(ev, sid, m)][:1]


class RemoveMarker(SpaceClause):
    """`remove protest X`, `remove unrest X`: with `all_there`, every such marker in the spaces
    `where` admits must go ("remove any Protest and Unrest markers from his space": "qualsiasi"
    is every one there, EV-0-3), checked when the clause is left."""

    verbs = ("remove",)
    action = "remove-marker"

    def __init__(self, text, markers, *, all_there: bool = False, **kw):
        super().__init__(text, **kw)
        self.markers = (markers,) if isinstance(markers, str) else tuple(markers)
        self.all_there = all_there

    def close(self, ev, at):
        super().close(ev, at)
        if not self.all_there:
            return
        for sid in _eligible_spaces(ev, self.where):
            sp = ev.state.spaces[sid]
            left = {"protest": int(sp.protest), "unrest": 0 if ev.board[sid].is_railway else sp.unrest,
                    "strike": int(sp.strike), "muslim-state": int(sp.muslim_state)}
            named = [f"{left[m]} {m.replace('-', ' ')}" for m in self.markers if left[m]]
            if named:
                ev.report(at, "5.1", f"'{self.text}': all of them, but {' and '.join(named)} left in "
                          f"{ev.name_of(sid)}", undone=Undone(Gap.ALL_BUT, sum(left[m] for m in self.markers)))

    def accepts(self, ev, step, args):
        return step.verb == "remove" and args.marker in self.markers and not args.pieces

    def possible_in(self, ev, sid):
        sp = ev.state.spaces[sid]
        return any({"protest": sp.protest, "unrest": sp.unrest and not ev.board[sid].is_railway,
                    "strike": sp.strike, "muslim-state": sp.muslim_state}[m] for m in self.markers)

    def steps_in(self, ev, sid, room, chooser, first=None):
        sp = ev.state.spaces[sid]
        have = {"protest": sp.protest, "unrest": sp.unrest > 0, "strike": sp.strike,
                "muslim-state": sp.muslim_state}
        return [[S.remove(sid, markers=(m,))] for m in chooser.markers_to_remove(self, self.markers) if have.get(m)][:1]


class Shift(SpaceClause):
    """`shift X +1`: `by` levels toward Active Support (+) or Active Opposition (-), or toward
    Neutral (`by="neutral"`); the written amount is checked against the text (at the ends of the
    track, the shift actually possible is accepted too)."""

    verbs: tuple[str, ...] = ("shift",)
    action = "level"
    fixes_level = True

    def supply(self, ev, sid):
        ev.state.shift(sid, self.wanted(ev, sid))

    def __init__(self, text, by, *, toward: int | None = None, **kw):
        super().__init__(text, **kw)
        self.by = by
        self.toward = toward  # a level not to pass: "1 level toward Passive Support"

    def wanted(self, ev, sid) -> int:
        level = ev.state.spaces[sid].level
        if self.by == "neutral":
            return -1 if level > 0 else (1 if level < 0 else 0)
        if self.toward is not None:
            gap = self.toward - level
            return max(-abs(_value(self.by, ev)), min(abs(_value(self.by, ev)), gap))
        return _value(self.by, ev)

    def space_problem(self, ev, sid):
        """The text's condition (`where`), and a level the shift can change (`possible_in`: not a
        Railway, not already at the end it shifts toward; 5.1.2: a space chosen is shifted)."""
        problem = super().space_problem(ev, sid)
        if problem is None and not self.possible_in(ev, sid):
            if ev.board[sid].is_railway:
                return f"{ev.name_of(sid)} is a Railway, which has no level: it cannot be chosen"
            return (f"{ev.name_of(sid)} is at {terms.LEVEL_NAMES[ev.state.spaces[sid].level]} already: it cannot "
                    "be chosen (the shift changes nothing)")
        return problem

    def possible_in(self, ev, sid):
        return not ev.board[sid].is_railway and self.wanted(ev, sid) != 0 and \
            terms.ACTIVE_OPPOSITION <= ev.state.spaces[sid].level + (1 if self.wanted(ev, sid) > 0 else -1) \
            <= terms.ACTIVE_SUPPORT

    def problems(self, ev, step, args):
        out = super().problems(ev, step, args)
        sid = args.space
        if sid is None:
            return out + ["name the space: 'shift X +1'"]
        if self.space_problem(ev, sid) is not None:  # reported above
            return out
        want = self.wanted(ev, sid)
        written = args.numbers[0] if args.numbers else 0
        level = ev.state.spaces[sid].level if sid else 0
        possible = max(terms.ACTIVE_OPPOSITION, min(terms.ACTIVE_SUPPORT, level + want)) - level
        if written not in (want, possible):
            out.append(f"shifts {ev.name_of(sid)} {want:+d}, not {written:+d}")
        return out

    def steps_in(self, ev, sid, room, chooser, first=None):
        want = self.wanted(ev, sid)
        return [[S.shift(sid, want)]] if want else []


class SetLevel(SpaceClause):
    """`set X neutral`: a space set to a level (one of `levels`)."""

    verbs = ("set",)
    action = "level"

    def __init__(self, text, levels, **kw):
        super().__init__(text, **kw)
        self.levels = (levels,) if isinstance(levels, int) else tuple(levels)
        self.fixes_level = len(self.levels) == 1  # else the level is the executing faction's choice

    def supply(self, ev, sid):
        ev.state.set_level(sid, self.levels[0])

    def problems(self, ev, step, args):
        out = super().problems(ev, step, args)
        if args.level not in self.levels:
            out.append(f"the level is {' or '.join(terms.LEVEL_NAMES[lv] for lv in self.levels)}")
        return out

    def steps_in(self, ev, sid, room, chooser, first=None):
        """Each level the text allows (one already there counts too: the text sets it, 5.1.2)."""
        return [[S.set_level(sid, lv)] for lv in self.levels]


class Choose(SpaceClause):
    """`select X`: a space chosen where nothing else names it (a die roll in it, …)."""

    verbs = ("select",)

    def steps_in(self, ev, sid, room, chooser, first=None):
        return [[S.select(sid)]]


# ---------------------------------------------------------------------- fixed effects
def supply_left_out(ev: Event, at, message: str, apply: Callable[[], object]) -> None:
    """A part of the text the text fixes whole (nothing in it left to the executing faction's
    choice) that the log left out: reported under 5.1.2 (IT:835, "implementate tutta la parte
    possibile") and applied by the replay, so that the board is as the text leaves it (EV-0-7).
    One policy for every such part: `Fixed` clauses, `shared.ShiftEach`, #56's shift."""
    ev.report(at, "5.1.2", message, REPLAYED, undone=Undone(Gap.LEFT_OUT))
    apply()
    ev.moved()


class Fixed(Clause):
    """A track or Resources change the text fixes: the log writes it, the replay checks the
    amount; left out, it is reported and applied (`supply_left_out`, 5.1.2, EV-0-7). A change
    that comes to 0 need not be written (`restraint +0` is accepted too)."""

    counts_pieces = False
    chooses_spaces = False
    gains_nothing = True

    def __init__(self, text, **kw):
        super().__init__(text, n=1, **kw)
        self.optional = False

    def owing(self, ev):
        return not self.done and self.expected(ev) != 0

    def expected(self, ev) -> int | None:
        """The change the text makes; None when it hangs on a die roll the log left out (reported
        by `Roll`, 5.1: what depends on the roll is not checked)."""
        raise NotImplementedError

    def written(self, args) -> int:
        return args.numbers[0] if args.numbers else 0

    def problems(self, ev, step, args):
        out = []
        if self.done:
            out.append("written twice")
        want, got = self.expected(ev), self.written(args)
        if want is not None and got != want and got != self.reached(ev, want):
            out.append(f"the text gives {want:+d}, not {got:+d}")
        return out

    def reached(self, ev, want: int) -> int | None:
        """The change the board allows when the track stops at an end (5.1.4 Restraint and Unity
        at 1 and 5, 1.8 Resources at 0 and 50): written so, it is accepted as well as the
        text's amount. None when nothing stops it."""
        return None

    def close(self, ev, at):
        if self.done:
            return
        want = self.expected(ev)
        if not want:  # nothing to write ("for each space chosen" with none chosen, a track set where it
            return  # is), or the die roll it hangs on is missing (reported by `Roll`)
        supply_left_out(ev, at, f"'{self.text}' is left out ({self.step_text(want)})",
                        lambda: self.apply_missing(ev, want))
        self.done = 1
        self.missing_applied = True

    def step_text(self, want: int) -> str:
        raise NotImplementedError

    def apply_missing(self, ev, want: int) -> None:
        raise NotImplementedError

    def step(self, want: int) -> A.ActionStep:
        """The step writing the change."""
        raise NotImplementedError

    def proposals(self, ev, chooser, only=None):
        """The change the text fixes, once (none when it comes to 0)."""
        want = self.expected(ev)
        if not self.done and want:
            yield [self.step(want)], None


class Track(Fixed):
    """Restraint or Unity shifted by `by` (or set `to` a value): `restraint -2`."""

    def __init__(self, text, track: str, *, by=None, to=None, **kw):
        super().__init__(text, **kw)
        self.track, self.by, self.to = track, by, to
        self.verbs = (track,)
        self.start: int | None = None

    def open(self, ev):
        if self.start is None:
            self.start = getattr(ev.state, self.track)
        super().open(ev)

    def expected(self, ev):
        self.open(ev)
        if self.to is not None:
            return _value(self.to, ev) - self.start
        return _value(self.by, ev)

    def reached(self, ev, want):
        return max(terms.TRACK_MIN, min(terms.TRACK_MAX, self.start + want)) - self.start  # 5.1.4

    def problems(self, ev, step, args):
        """A change (`restraint -1`) is checked as `Fixed` does; a value (`restraint to 4`, issue
        #23) must be where the text puts the track: the value it sets, or the start shifted by
        its amount (stopped at 1 and 5, 5.1.4)."""
        if args.to_value is None:
            return super().problems(ev, step, args)
        out = ["written twice"] if self.done else []
        want = self.expected(ev)  # opens the clause: self.start
        if want is None:  # the die roll it hangs on is missing (reported by `Roll`)
            return out
        value = self.start + self.reached(ev, want)
        if args.to_value != value:
            name = self.track.capitalize()
            said = f"sets {name} to {value}" if self.to is not None else f"shifts {name} {want:+d}, to {value}"
            out.append(f"the text {said}, not to {args.to_value}")
        return out

    def step_text(self, want):
        return f"{self.track} {want:+d}"

    def apply_missing(self, ev, want):
        ev.state.shift_track(self.track, want)
        ev.turn.watch()

    def step(self, want):
        return (S.restraint if self.track == "restraint" else S.unity)(want)


class ResourcesClause(Fixed):
    """A faction's Resources changed by an amount the text fixes: `resources RAJ +15`."""

    verbs = ("resources",)

    def __init__(self, text, faction: str, amount, **kw):
        super().__init__(text, **kw)
        self.faction, self.amount_fn = faction, amount
        self.start: int | None = None

    def open(self, ev):
        if self.start is None:
            self.start = ev.state.resources[self.faction]
        super().open(ev)

    def accepts(self, ev, step, args):
        return step.verb == "resources" and args.factions == (self.faction,)

    def expected(self, ev):
        return _value(self.amount_fn, ev)

    def reached(self, ev, want):
        self.open(ev)
        return max(terms.RESOURCES_MIN, min(terms.RESOURCES_MAX, self.start + want)) - self.start  # 1.8

    def step_text(self, want):
        return f"resources {self.faction} {want:+d}"

    def apply_missing(self, ev, want):
        ev.state.set_resources(self.faction, ev.state.resources[self.faction] + want)

    def step(self, want):
        return S.resources(self.faction, want)


class Roll(Clause):
    """`roll N`: a die roll the text asks for (1-6); the Event reads it as `ev.roll`."""

    verbs = ("roll",)
    counts_pieces = False
    chooses_spaces = False
    gains_nothing = True

    def owing(self, ev):
        return not self.done

    def __init__(self, text="roll a die", **kw):
        super().__init__(text, n=1, **kw)
        self.optional = False

    def problems(self, ev, step, args):
        value = args.numbers[0] if args.numbers else 0
        return [] if 1 <= value <= 6 else [f"a die roll is 1-6, not {value}"]

    def carry_out(self, ev, step, args):
        ev.rolls.append(args.numbers[0] if args.numbers else 0)
        return True

    def close(self, ev, at):
        if not self.done:
            ev.report(at, "5.1", f"'{self.text}': the die roll is written in the log ('roll N')",
                      "what depends on it is not checked")

    def proposals(self, ev, chooser, only=None):
        if not self.done:
            yield [S.roll(chooser.die())], None


class Ineligible(Clause):
    """`ineligible INC`: the faction the text lets the executing faction choose (2.3.6)."""

    verbs = ("ineligible",)
    counts_pieces = False
    chooses_spaces = False
    gains_nothing = True

    def owing(self, ev):
        return not self.done

    def __init__(self, text, among=terms.FACTIONS, **kw):
        super().__init__(text, n=1, **kw)
        self.among = tuple(among)
        self.optional = False

    def problems(self, ev, step, args):
        out = super().problems(ev, step, args)
        if not args.factions or args.factions[0] not in self.among:
            out.append(f"the faction is one of {', '.join(self.among)}")
        return out

    def carry_out(self, ev, step, args):
        if args.factions:
            ev.make_ineligible.add(args.factions[0])
        return True

    def close(self, ev, at):
        if not self.done:
            ev.report(at, "5.1", f"'{self.text}': write the faction chosen ('ineligible {self.among[0]}')")

    def proposals(self, ev, chooser, only=None):
        """The faction the chooser names."""
        if not self.done:
            yield [S.ineligible(chooser.faction_named(self.among))], None


class Either(Clause):
    """"X or Y": the first step decides the option; steps of another option are reported."""

    options_apart = True

    def __init__(self, text, *options: list[Clause], optional: bool = False, possible: Callable | None = None):
        super().__init__(text, optional=optional)
        self.optional = optional  # an "or" is carried out unless the text says "may" (5.1)
        self.options = [ClauseChain(o) for o in options]
        self.chosen: ClauseChain | None = None
        self.chooses_spaces = all(o.clauses[0].chooses_spaces for o in self.options)  # else a step names none
        self.possible = possible  # callable(ev): whether the board allows an option (else `must_be_done` judges)

    def accepts(self, ev, step, args):
        return any(o.find(ev, step, args) is not None for o in self.options)

    def candidates(self, ev, every: bool = False):
        """The spaces of the option chosen, or, before one is, of every option: its next clause's,
        and past a clause that may be left out or is done (an "up to" clause, Troops to move out
        of a Muslim State when there are none: 5.1.1), the following ones' too."""
        chains = [self.chosen] if self.chosen is not None else self.options
        seen: dict[str, int | None] = {}
        for chain in chains:
            for clause in chain.clauses[chain.current if chain.ordered else 0:]:
                for sid, room in clause.candidates(ev, every):
                    seen.setdefault(sid, room)
                if chain.ordered and not (clause.optional or clause.carried_out(ev)):
                    break
        return list(seen.items())

    def take(self, ev, step, args):
        self.open(ev)
        if self.chosen is None:
            self.chosen = next(o for o in self.options if o.find(ev, step, args) is not None)
        elif self.chosen.find(ev, step, args) is None:
            ev.report(step, "5.1", f"'{self.text}': one option only, and the log took "
                      f"'{self.chosen.clauses[0].text}'", SKIPPED)
            return
        self.chosen.take(ev, step, args)
        self.done += 1

    def close(self, ev, at):
        if self.chosen is not None:
            self.chosen.close(ev, at)
        elif not self.optional and self.must_be_done(ev):
            ev.report(at, "5.1.2", f"'{self.text}' is left out", undone=Undone(Gap.LEFT_OUT))

    def owing(self, ev):
        return not self.optional and self.must_be_done(ev)

    def chosen_option(self):
        return self.chosen

    def proposals(self, ev, chooser, only=None):
        """The option chosen's, or every option's: its next clause's steps, and past a clause that
        may be left out or is done, the following ones' too."""
        for chain in ([self.chosen] if self.chosen is not None else self.options):
            for sub in (chain.clauses[chain.current:] if chain.ordered else chain.clauses):
                yield from sub.proposals(ev, chooser, only)
                if chain.ordered and not (sub.optional or sub.carried_out(ev)):
                    break

    def must_be_done(self, ev) -> bool:
        """Whether leaving out every option breaks the text: not if an option is all "up to"
        (doing nothing is that option), else if some option could be carried out now (its first
        clause fixes an effect, or the board leaves it room, or its room is not judged). A text
        whose options the board allows otherwise passes `possible`."""
        if self.possible is not None:
            return bool(self.possible(ev))
        if any(all(c.optional for c in o.clauses) for o in self.options):
            return False
        for option in self.options:
            first = option.clauses[0]
            if isinstance(first, (Fixed, Roll, Ineligible)):
                return True
            room, _ = first.capacity(ev)
            if room is None or room > 0:
                return True
        return False

    def held(self) -> Iterable[Holder]:
        return [*super().held(), *self.options]  # `chosen` is one of them


class ClauseChain:
    """Clauses in the text's order (or in any order when `ordered` is False)."""

    def __init__(self, clauses: list[Clause], ordered: bool = True):
        self.clauses = clauses
        self.ordered = ordered
        self.current = 0

    def next_clause(self) -> Clause | None:
        """The clause the next step goes to in the text's order (None: the text is done)."""
        return self.clauses[self.current] if self.current < len(self.clauses) else None

    def find(self, ev, step, args) -> int | None:
        hits = [i for i, c in enumerate(self.clauses) if c.accepts(ev, step, args)]
        if not hits:
            return None
        later = [i for i in hits if i >= self.current] if self.ordered else hits
        return later[0] if later else hits[-1]

    def reaches(self, ev, step, args) -> bool:
        """Whether `take` gives the step to a clause without reporting it first: some clause
        takes it (5.1: else it "carries out no part of the text") and, in a text read in order,
        one at or after the current clause (else it comes before a part already begun, 5.1).
        What `Event.refuses` asks for a step not carried out (issue #33)."""
        i = self.find(ev, step, args)
        return i is not None and not (self.ordered and i < self.current)

    def taker(self, ev, step, args) -> Clause | None:
        """The clause `take` gives the step to at once, no clause left before (the current one of
        a text in order, any one of a text in any order); None otherwise."""
        i = self.find(ev, step, args)
        if i is None or (self.ordered and i != self.current):
            return None
        return self.clauses[i]

    def take(self, ev, step, args) -> bool:
        i = self.find(ev, step, args)
        if i is None:
            return False
        if self.ordered and i < self.current:
            before = (f"'{self.clauses[i].text}' comes before '{self.clauses[self.current].text}' in the text"
                      if self.current < len(self.clauses) else
                      f"'{self.clauses[i].text}' comes before the text's last part, already carried out")
            if getattr(self.clauses[i], "missing_applied", False):  # left out there: already applied
                ev.report(step, "5.1", before + "; it comes after a later part of the text, where the replay "
                          "already applied it", SKIPPED)
                return True
            ev.report(step, "5.1", before)
        elif self.ordered:
            for j in range(self.current, i):
                self.clauses[j].close(ev, step)
                ev.moved()  # leaving a clause may carry out what the log left out (EV-0-7)
            self.current = i
        self.clauses[i].take(ev, step, args)
        return True

    def close(self, ev, at) -> None:
        start = self.current if self.ordered else 0
        for c in self.clauses[start:]:
            c.close(ev, at)
            ev.moved()  # leaving a clause may carry out what the log left out (EV-0-7)
        self.current = len(self.clauses)

    def held(self) -> Iterable[Holder]:
        return self.clauses


# ---------------------------------------------------------------------- the Event
class Event(Activity):
    """One side of an Event card being carried out (5.1) by the executing faction."""

    kind = terms.ActivityKind.EVENT
    rule = "5.1"
    card: int = 0
    side: str = ""
    ordered = True  # the text's clauses in order
    stays_eligible = False  # "the executing faction stays Eligible" (2.3.6)
    makes_ineligible: tuple[str, ...] = ()  # "X is Ineligible for the next card"

    def __init__(self, turn, pos=None):
        super().__init__(turn, pos=pos)
        from ...model.cards import card_label

        self.label = f"{card_label(self.card)} ({self.side})"
        self.title = f"Event {self.label}"
        self.rolls: list[int] = []
        self.make_ineligible: set[str] = set(self.makes_ineligible)
        self.make_eligible: set[str] = {self.faction} if self.stays_eligible else set()
        self.sequence = ClauseChain(self.text(), self.ordered)
        self.by_text = {c.text: c for c in self.sequence.clauses}
        # the clauses whose spaces a later clause acts in ("there", `chosen_by`): 5.1.2, EV-0-9
        self.watched: set[str] = {label for c in self.all_clauses() for label in c.where.chosen}
        # where the Event stands (issue #33, `Clause.prime`): a new number after each step and each
        # clause left, never one given before; a trial taken back puts the old one back with the
        # board (the Event's fields are kept with it), so one number is one position of board and text
        self.position: int | None = next(_POSITIONS)

    def text(self) -> list[Clause]:
        raise NotImplementedError

    # ------------------------------------------------------------------ helpers for clauses
    @property
    def roll(self) -> int | None:
        return self.rolls[-1] if self.rolls else None

    def spaces_of(self, text: str) -> list[str]:
        return list(self.chosen_in(text))

    def chosen_in(self, text: str) -> Counter:
        """The spaces the clause `text` chose so far (space -> its count; empty if no such clause),
        as the clause holds them: a look-up, not a copy (`where.chosen_by` asks it for each space)."""
        clause = self.by_text.get(text) or next((c for c in self.all_clauses() if c.text == text), None)
        return clause.in_space if clause else _NONE_CHOSEN

    def all_clauses(self) -> Iterator[Clause]:
        todo = list(self.sequence.clauses)
        while todo:
            c = todo.pop(0)
            yield c
            if isinstance(c, Either):
                for o in c.options:
                    todo.extend(o.clauses)

    def in_box(self, kind: str, box: str) -> int:
        if box == terms.AVAILABLE:
            return self.state.available(kind)
        if kind == terms.GANDHI:
            return 1 if self.state.gandhi == box else 0
        return {terms.OUT_OF_PLAY: self.state.out_of_play, terms.JAIL: self.state.jail}[box].get(kind, 0)

    def report(self, at, rule: str, message: str, recovery: str = APPLIED, undone: Undone | None = None) -> None:
        self.violation(at, rule, f"{self.label}: {message}", recovery, undone)

    def apply(self, step: A.ActionStep, args: Args) -> bool:
        return self.turn.apply(step, args, for_event=True)

    def moved(self) -> None:
        """The board or the text's bookkeeping may have changed: a new position (`position`)."""
        self.position = next(_POSITIONS)

    # ------------------------------------------------------------------ protocol
    def refuses(self, step: A.ActionStep) -> bool:
        """Whether carrying `step` out now surely gives a finding, known from what `do` asks
        before any clause takes it (issue #33: `Draft.next_steps` carries out only the others):
        its words unreadable (`Turn.decode`, 1.3), or no clause taking it where the text stands
        (`ClauseChain.reaches`: no part of the text, or a part before the current one, 5.1)."""
        args = self.turn.readable(step)
        if args is None:
            return True
        return step.verb != "transfer" and not self.sequence.reaches(self, step, args)

    def problems_now(self, step: A.ActionStep) -> list[str] | None:
        """What the clause that takes `step` at once (`ClauseChain.taker`) finds wrong with it
        before carrying it out (its `problems`, each a finding of `do`: the amount a text fixes,
        the box a piece comes from or goes to, 5.1.1, 5.1.3, the space's condition, 5.1); None
        where that is not known so (the step leaves a clause first, or goes to a clause taking it
        otherwise); in an "X or Y" text, the clause of the option the step goes to. The clause is
        opened to ask (its room, 5.1.2) and its counts may change: the caller takes the rules
        objects back (issue #33)."""
        args = self.turn.readable(step)
        if args is None:
            return None
        clause = self.sequence.taker(self, step, args)
        while isinstance(clause, Either) and type(clause).take is Either.take:  # the option the step goes to
            if clause.chosen is None:
                option = next((o for o in clause.options if o.find(self, step, args) is not None), None)
            else:
                option = clause.chosen if clause.chosen.find(self, step, args) is not None else None
            if option is None:
                return None
            clause.open(self)
            clause = option.taker(self, step, args)
        if clause is None or type(clause).take not in _TAKES_PROBLEMS_FIRST:
            return None
        clause.open(self)
        return clause.problems(self, step, args)

    def do(self, step: A.ActionStep | Step) -> None:
        from ...notation.convert import step_text

        try:
            step = self.turn.typed(step)
            args = self.turn.decode(step)
            if args is None:
                return
            if step.verb == "transfer":
                return self.on_transfer(step, args)
            if not self.sequence.take(self, step, args):
                self.report(step, "5.1", f"'{step_text(step)}' carries out no part of the text", SKIPPED)
        finally:
            self.moved()

    def finish(self) -> None:
        try:
            self.sequence.close(self, self.pos)
        finally:
            self.moved()

    def held(self) -> Iterable[Holder]:
        """The Turn and the clauses' sequence (`by_text` names the same clauses)."""
        return (self.turn, self.sequence)


#: the clauses' `take`s that ask `problems` (each reported) before anything else the step does
_TAKES_PROBLEMS_FIRST = (Clause.take, OnMap.take, Place.take)
