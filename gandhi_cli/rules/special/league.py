"""Muslim League Special Activities (4.4): Negotiate 4.4.1 (from the Japanese text: the Italian
lacks it, docs/rules-notes.md N1), Infiltrate 4.4.2, Persuade 4.4.3.

A Muslim State placed by Negotiate or Infiltrate is a State (1.3.5): the Raj must first move any
Troops there to any City, written in the same Special Activity (`move 1T EB>Calcutta`, before
or after the marker step); the marker goes down once no Troop is left.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...model import terms
from ..activity import SKIPPED, Activity, MoveOption, OptionsInOneSpace, limits
from ..steps import Args
from .congress import NegotiateBase
from .persuade import Persuade as PersuadeBase

if TYPE_CHECKING:
    from ...notation.actions import ActionStep
    from ...notation.statements import Pos

ONLY_TROOPS = "only Troops move here: the Raj's Troops leaving a new Muslim State ('move 1T X>City')"


class MuslimStateMixin(OptionsInOneSpace):
    """A Muslim State marker and the Troops the Raj moves out of it to any City."""

    #: a Muslim State waiting for its Troops to leave, and where its step was written
    pending: tuple[str, Pos | None] | None = None
    troops_moved: tuple[Pos | None] | None = None  # where the first Troops' move was written
    declared = False  # a Muslim State marker step was taken
    # given by each activity that mixes this in (Negotiate, Infiltrate), like `space`
    on_add: Callable[[ActionStep, Args], None]
    state_space_problem: Callable[[str], str | None]  # where a Muslim State may go at all
    state_problems: Callable[[str], list[str]]  # what else its rule asks of that space

    def on_place(self, step: ActionStep, args: Args) -> None:
        if args.marker:
            return self.on_add(step, args)
        self.unexpected(step, args)

    def finish(self) -> None:
        self.finish_state()

    def declare_state(self, step: ActionStep, sid: str) -> None:
        self.declared = True
        if self.state.spaces[sid].troops:
            self.pending = (sid, self.turn.position(step))
        else:
            self.state.set_muslim_state(sid, True)

    def on_move(self, step: ActionStep, args: Args) -> None:
        """The Raj moves the Troops of the new Muslim State to any City (4.4.1, 4.4.2)."""
        if len(args.route) < 2 or any(p.kind != terms.TROOPS for p in args.pieces):
            self.violation(step, self.rule, ONLY_TROOPS, SKIPPED)
            return
        src, dst = args.route[0], args.route[-1]
        if self.where is None:
            self.space(src, step)  # the Troops' space is the one chosen
        else:
            problem = self.origin_problem(src)
            if problem:
                self.violation(step, self.rule, problem, SKIPPED)
                return
        problem = self.city_problem(dst)
        if problem:
            self.violation(step, self.rule, problem, SKIPPED)
            return
        self.troops_moved = self.troops_moved or (self.turn.position(step),)
        if self.apply(step, args) and self.pending and not self.state.spaces[self.pending[0]].troops:
            self.state.set_muslim_state(self.pending[0], True)
            self.pending = None

    def origin_problem(self, src: str) -> str | None:
        """The Troops leave the space chosen, the new Muslim State (4.4.1, 4.4.2)."""
        where = self.where
        if where is None or src == where:
            return None
        return f"Troops leave the new Muslim State ({self.name_of(where)}), not {self.name_of(src)}"

    def city_problem(self, dst: str) -> str | None:
        """They go to any City (4.4.1, 4.4.2)."""
        if self.board[dst].is_city:
            return None
        return f"the Troops leaving a Muslim State go to a City, not {self.name_of(dst)}"

    def move_problems(self, kind: str, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """One Troop leaving the new Muslim State, in `on_move`'s order: Troops only, from the space
        chosen (or choosing it: its condition), to a City, a Troop there to move."""
        if len(route) < 2 or kind != terms.TROOPS or route[0] == route[-1]:
            return [(self.rule, ONLY_TROOPS)]
        src, dst = route[0], route[-1]
        if self.where is None:
            out = self.space_problems(src)
        else:
            origin = self.origin_problem(src)
            out = [(self.rule, origin)] if origin else []
        city = self.city_problem(dst)
        if city:
            out.append((self.rule, city))
        if not self.state.spaces[src].troops:
            out.append(("1.4.1", f"no Troop in {self.name_of(src)}"))
        return out

    def candidate_moves(self, dst: str | None = None) -> list[MoveOption]:
        """The Troops of the space becoming a Muslim State, each to each City (or `dst`), accepted by
        `move_problems`: once its marker waits for them (`pending`), or before the marker is
        written, out of the space chosen or of any space the activity may choose (the move then
        chooses it, and the marker follows: `finish_state`). None once the marker is placed."""
        if self.pending is not None:
            sources = [self.pending[0]]
        elif self.declared:
            return []
        else:  # where the marker may then go (`on_add`'s checks)
            sources = [sid for sid in ([self.where] if self.where is not None else [sp.id for sp in self.board])
                       if not self.state_space_problem(sid) and not self.state_problems(sid)]
        out = []
        for src in sources:
            n = self.state.spaces[src].troops
            if n:
                out += [MoveOption(terms.TROOPS, (src, s.id), n) for s in self.board
                        if (dst is None or s.id == dst) and not self.move_problems(terms.TROOPS, (src, s.id))]
        return out

    def finish_state(self) -> None:
        if self.pending:
            sid, at = self.pending
            n = self.state.spaces[sid].troops
            self.violation(at, self.rule, f"{self.name_of(sid)} cannot become a Muslim State with {n} Troop(s) "
                           f"there: the Raj moves them to Cities ('move {n}T {self.name_of(sid)}>CITY')",
                           "Muslim State not placed")
        elif self.troops_moved and not self.declared:
            self.violation(self.troops_moved[0], self.rule, "Troops move out only of a space becoming a Muslim State")


class Negotiate(MuslimStateMixin, NegotiateBase):
    """4.4.1 (JA): in a space with Muslim League Activists and no Raj Control, not chosen for the
    Operation: remove its Protest marker, Restraint +1; then optionally either, where there is
    Unrest, shift the space one level toward Active Support and remove one Unrest marker, or, in
    a Muslim Province at Passive or Active Opposition where Muslim League pieces (Activists +
    Bases) exceed Congress pieces (Activists + Gandhi), set it to Passive Support and place a
    Muslim State marker (its Troops go to any City)."""

    factions = (terms.ML,)
    rule = "4.4.1"

    def on_remove(self, step: ActionStep, args: Args) -> None:
        sid = self.option_space(step, args, "unrest")
        if sid is None:
            return
        if not self.state.spaces[sid].unrest:
            self.violation(step, self.rule, f"{self.name_of(sid)} has no Unrest marker", SKIPPED)
            return
        self.state.shift(sid, +1)
        self.state.remove_unrest(sid, 1)

    def on_add(self, step: ActionStep, args: Args) -> None:
        sid = self.option_space(step, args, "muslim-state")
        if sid is None:
            return
        wrong_space = self.state_space_problem(sid)
        if wrong_space:
            self.violation(step, self.rule, wrong_space, SKIPPED)
            return
        problems = self.state_problems(sid)
        if problems:
            self.violation(step, self.rule, f"no Muslim State in {self.name_of(sid)}: {'; '.join(problems)}")
        self.state.set_level(sid, terms.PASSIVE_SUPPORT)
        self.declare_state(step, sid)

    def state_space_problem(self, sid: str) -> str | None:
        """4.4.1: a Muslim State goes in a Muslim Province."""
        space = self.board[sid]
        return None if space.is_province and space.muslim else \
            f"a Muslim State goes in a Muslim Province, not {self.name_of(sid)}"

    def state_problems(self, sid: str) -> list[str]:
        """4.4.1: the Province at Opposition (or Neutral), League pieces exceeding Congress's, no
        Muslim State there yet."""
        sp = self.state.spaces[sid]
        problems = []
        if sp.level > terms.PASSIVE_OPPOSITION:
            problems.append(f"it is at {terms.LEVEL_NAMES[sp.level]}, not Opposition")
        ml = sp.ml_activists + sp.ml_bases
        inc = sp.inc_activists + (1 if self.state.gandhi == sid else 0)
        if ml <= inc:
            problems.append(f"Muslim League pieces (Activists + Bases: {ml}) do not exceed Congress pieces "
                            f"(Activists + Gandhi: {inc})")
        if sp.muslim_state:
            problems.append("it is a Muslim State already")
        return problems


class Infiltrate(MuslimStateMixin, Activity):
    """4.4.2: in one space with a Muslim League Activist, replace a Sepoy, a Guerrilla (even
    Hidden) or a Protest marker with a Muslim League Activist, or, during a Crisis (6.8), place a
    Muslim State in a Province with a Muslim League Base and no Raj Control (its Troops go to any
    City)."""

    factions = (terms.ML,)
    kind = terms.ActivityKind.SA
    name = "infiltrate"
    title = "Infiltrate"
    rule = "4.4.2"

    def limits_text(self) -> str | None:
        """#21: one space (`OptionsInOneSpace`), and the Activists it places there (4.4.2)."""
        return limits(super().limits_text(), self.available_text(terms.ML_ACTIVISTS))

    def space(self, sid: str, at) -> bool:
        if sid in self.chosen:
            return True
        second = self.one_space_problem(sid)  # 4.4.2: one space
        if second:
            self.violation(at, *second, SKIPPED)
            return False
        self.choose(sid, at)
        return True

    def space_condition(self, sid: str) -> str | None:
        return None if self.state.spaces[sid].ml_activists else "it has no Muslim League Activist"

    def space_problems(self, sid: str) -> list[tuple[str, str]]:
        """One space (4.4.2; `space` reports a second one and skips the step), then its condition."""
        second = self.one_space_problem(sid)
        return ([second] if second else []) + super().space_problems(sid)

    def on_select(self, step: ActionStep, args: Args) -> None:
        for sid in args.spaces:
            self.space(sid, step)

    def on_replace(self, step: ActionStep, args: Args) -> None:
        """One Sepoy, Guerrilla or Protest marker becomes one Muslim League Activist."""
        if not args.space:
            return self.unexpected(step, args)
        sid = args.space
        if not self.space(sid, step):
            return
        self.take_option(step, "replace")
        gives = [(p.kind, p.count) for p in args.with_pieces] == [(terms.ML_ACTIVISTS, 1)]
        takes = ((args.marker == "protest" and not args.pieces) or
                 (not args.marker and len(args.pieces) == 1 and args.pieces[0].count == 1
                  and args.pieces[0].kind in (terms.SEPOYS, terms.GUERRILLAS)))
        if not (gives and takes):
            self.violation(step, self.rule, "Infiltrate replaces one Sepoy, one Guerrilla or a Protest marker with "
                           "one Muslim League Activist ('replace 1S X with 1 ML')", SKIPPED)
            return
        self.apply(step, args)

    def on_add(self, step: ActionStep, args: Args) -> None:
        """During a Crisis, a Muslim State in a Province with a Muslim League Base and no Raj Control."""
        sid = self.option_space(step, args, "muslim-state")
        if sid is None:
            return
        wrong_space = self.state_space_problem(sid)
        if wrong_space:
            self.violation(step, self.rule, wrong_space, SKIPPED)
            return
        problems = self.state_problems(sid)
        if problems:
            self.violation(step, self.rule, f"no Muslim State in {self.name_of(sid)}: {'; '.join(problems)}")
        self.declare_state(step, sid)

    def state_space_problem(self, sid: str) -> str | None:
        """4.4.2: a Muslim State goes in a Province."""
        return None if self.board[sid].is_province else f"a Muslim State goes in a Province, not {self.name_of(sid)}"

    def state_problems(self, sid: str) -> list[str]:
        """4.4.2: during a Crisis, a Muslim League Base there, no Raj Control, no Muslim State yet."""
        sp = self.state.spaces[sid]
        problems = []
        if not self.state.crisis:
            problems.append(f"India is not in Crisis (Restraint {self.state.restraint}, Unity {self.state.unity}; "
                            "6.8)")
        if not sp.ml_bases:
            problems.append("it has no Muslim League Base")
        if self.state.raj_control(sid):
            problems.append("it is under Raj Control")
        if sp.muslim_state:
            problems.append("it is a Muslim State already")
        return problems


class Persuade(PersuadeBase):
    """4.4.3: up to two spaces with Muslim League pieces (Activists or Bases): in each, remove one
    Active opposing piece (Troops after Sepoys, Revolutionary Bases after Guerrillas) or Activate
    one Guerrilla per Active NV piece; Unity -1 if one or more Congress Activists were removed."""

    factions = (terms.ML,)
    rule = "4.4.3"
    other_nv_kinds = (terms.INC_ACTIVISTS,)
