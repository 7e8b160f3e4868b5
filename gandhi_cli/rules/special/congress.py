"""Congress Special Activities (4.3): Negotiate 4.3.1, Satyagraha 4.3.2, Persuade 4.3.3.

`NegotiateBase` is what Congress's Negotiate and the Muslim League's (4.4.1, `league.py`) share:
one space with the faction's Activists and no Raj Control, not chosen for the Operation (3.1.1,
4.1.1), only with Rally, Demonstrate or Civil Disobedience (4.1.2); there the Protest marker is
removed and Restraint shifts +1 (6.6), then the faction may take one of two options.
"""

from __future__ import annotations

from ...model import terms
from ...notation import actions as A
from ..activity import SKIPPED, Activity, MoveOption, OptionsInOneSpace, limits
from ..operations.nv import NEGOTIATE_OPS, OWN_ACTIVISTS
from ..steps import Args
from .persuade import Persuade as PersuadeBase


class NegotiateBase(OptionsInOneSpace):
    kind = terms.ActivityKind.SA
    name = "negotiate"
    title = "Negotiate"

    @classmethod
    def pairing_problem(cls, op_name: str, op_title: str = "") -> tuple[str, str] | None:
        """4.1.2, 4.3.1, 4.4.1: Negotiate accompanies Rally, Demonstrate or Civil Disobedience only."""
        if op_name in NEGOTIATE_OPS:
            return None
        return (cls.rule, f"Negotiate accompanies only Rally, Demonstrate or Civil Disobedience (4.1.2), "
                f"not {op_title or op_name}")

    def begin(self) -> None:
        self.report_pairing(self.turn.op)  # 4.1.2; when Negotiate comes first, the Op checks (NVOperation.begin)

    def space(self, sid: str, at) -> bool:
        """Choose the one space; derived: its Protest marker goes, Restraint +1. False if the
        step names a second space (it is skipped)."""
        if sid in self.chosen:
            return True
        second = self.one_space_problem(sid)  # 4.3.1, 4.4.1: one space
        if second:
            self.violation(at, *second, SKIPPED)
            return False
        self.choose(sid, at)
        if self.state.spaces[sid].protest:
            self.state.remove_protest(sid)  # the Activists there turn Inactive unless on a Railway (1.4.3)
        self.state.shift_track("restraint", +1)  # 6.6
        self.turn.watch()
        return True

    def space_condition(self, sid: str) -> str | None:
        """The faction's Activists there, no Raj Control (4.3.1, 4.4.1), not the Operation's space
        (3.1.1, 4.1.1)."""
        own = OWN_ACTIVISTS[self.faction]
        problems = []
        if not self.state.spaces[sid].count(own):
            problems.append(f"it has no {terms.PIECE_LABELS[own]}")
        if self.state.raj_control(sid):
            problems.append("it is under Raj Control")
        op = self.turn.op
        if op is not None and sid in op.chosen:
            problems.append(f"it was chosen for {op.title} (3.1.1, 4.1.1)")
        return "; ".join(problems) or None

    def space_problems(self, sid: str) -> list[tuple[str, str]]:
        """One space (4.3.1, 4.4.1; `space` reports a second one and skips the step), then its
        condition (`space_condition`)."""
        second = self.one_space_problem(sid)
        return ([second] if second else []) + super().space_problems(sid)

    def on_select(self, step: A.ActionStep, args: Args) -> None:
        for sid in args.spaces:
            self.space(sid, step)


class Negotiate(NegotiateBase):
    """4.3.1: in a space with Congress Activists and no Raj Control, not chosen for the
    Operation: remove its Protest marker, Restraint +1; then optionally either a die roll that,
    if above the Protest markers in India, releases Gandhi from Jail to the space and shifts it
    one level toward Active Support, or (Congress pieces exceeding Muslim League pieces there)
    remove its Muslim State marker and set it Neutral."""

    factions = (terms.INC,)
    rule = "4.3.1"

    def on_roll(self, step: A.ActionStep, args: Args) -> None:
        if self.where is None:
            self.violation(step, self.rule, "Negotiate chooses its space ('select X') before the roll", SKIPPED)
            return
        self.take_option(step, "roll")
        n = args.numbers[0] if args.numbers else 0
        if not 1 <= n <= 6:
            self.violation(step, self.rule, f"a die roll is 1-6, not {n}", SKIPPED)
            return
        sid = self.where
        if n > self.state.protests_on_map():
            if self.state.gandhi == terms.JAIL:
                self.state.release(terms.GANDHI, 1, to=sid)
            if not self.board[sid].is_railway:
                self.state.shift(sid, +1)

    def on_remove(self, step: A.ActionStep, args: Args) -> None:
        sid = self.option_space(step, args, "muslim-state")
        if sid is None:
            return
        sp = self.state.spaces[sid]
        if not sp.muslim_state:
            self.violation(step, self.rule, f"{self.name_of(sid)} has no Muslim State marker", SKIPPED)
            return
        inc = sp.inc_activists + (1 if self.state.gandhi == sid else 0)
        ml = sp.ml_activists + sp.ml_bases
        if inc <= ml:
            self.violation(step, self.rule, f"Congress pieces (Activists + Gandhi: {inc}) must exceed Muslim League "
                           f"pieces (Activists + Bases: {ml}) in {self.name_of(sid)} to remove its Muslim State")
        if self.apply(step, args):
            self.state.set_level(sid, terms.NEUTRAL)


class Satyagraha(Activity):
    """4.3.2: Gandhi first moves into any one space (from anywhere; from Jail if the Raj agrees);
    then either remove a Protest marker (if there) plus an Unrest marker (if there), or place a
    Congress Activist there from Available."""

    factions = (terms.INC,)
    kind = terms.ActivityKind.SA
    name = "satyagraha"
    title = "Satyagraha"
    rule = "4.3.2"

    def limits_text(self) -> str | None:
        """#21: one space (4.3.2, `one_space_problem`), and the Activists it may place there."""
        return limits(f"one space ({self.rule})", self.available_text(terms.INC_ACTIVISTS))

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.arrived: str | None = None  # the chosen space, once Gandhi is in it
        self.removed: set[str] = set()  # the markers named by the first option's `remove` steps
        self.refused = False  # the NP Raj's refusal to release Gandhi reported at a step (8.1.4)

    def arrive(self, step: A.ActionStep, sid: str) -> bool:
        """Gandhi's move into the chosen space: once, and into that space."""
        problem = self.arrival_problem(sid)
        if problem:
            self.violation(step, self.rule, problem, SKIPPED)
            return False
        self.choose(sid, step)
        self.arrived = sid
        return True

    def space_problems(self, sid: str) -> list[tuple[str, str]]:
        """One space (4.3.2, IT:735: "Scegliete un qualsiasi spazio"); `arrive` reports a second
        one before choosing it. With Gandhi in Jail and a Non-Player Raj, no space at all: Gandhi
        cannot move in first (`refusal`, 8.1.4)."""
        if sid in self.chosen:
            return []
        second = self.one_space_problem(sid)
        refused = None if self.refused else self.refusal()  # reported once
        return ([second] if second else []) + ([refused] if refused else []) + super().space_problems(sid)

    def refusal(self) -> tuple[str, str] | None:
        """8.1.4 (IT:1091): "Il Raj NP rifiuta sempre di liberare Ghandi dalla Prigione quando gli
        viene richiesto durante il Satyagraha del Congresso": with Gandhi in Jail and the Raj a
        Non-Player, Gandhi cannot leave Jail (4.3.2, IT:735: only "se il Raj è d'accordo"), so no
        Satyagraha can be done (IT:737: Congress may choose another SA). A player Raj's consent is
        the log's `release gandhi to X` (CONG-2, NP-INC-2)."""
        if self.state.gandhi == terms.JAIL and terms.RAJ in self.turn.non_players:
            return ("8.1.4", "the Non-Player Raj always refuses to release Gandhi from Jail for Satyagraha "
                    "(4.3.2): Congress may choose another Special Activity")
        return None

    def arrival_problem(self, sid: str) -> str | None:
        """Gandhi moves once, into the one space chosen (4.3.2)."""
        if self.arrived is not None:
            return f"Gandhi moves once, into the one space chosen ({self.name_of(self.arrived)})"
        if self.where is not None and sid != self.where:
            return (f"Satyagraha's space is {self.name_of(self.where)}: Gandhi moves there, "
                    f"not to {self.name_of(sid)}")
        return None

    def move_problems(self, kind: str, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """Gandhi's move into the space (4.3.2), in `on_move`'s order: Gandhi only, once, into
        the one space, from where he is (from Jail he is released: `release gandhi to X`)."""
        if len(route) < 2 or kind != terms.GANDHI or route[0] == route[-1]:
            return [(self.rule, "Satyagraha moves Gandhi only: 'move gandhi FROM>TO'")]
        src, dst = route[0], route[-1]
        problem = self.arrival_problem(dst)
        if problem:
            return [(self.rule, problem)]
        out = self.space_problems(dst)
        if self.state.gandhi != src:
            out.append(("1.4.1", f"Gandhi is not in {self.name_of(src)}"))
        return out

    def candidate_moves(self, dst: str | None = None) -> list[MoveOption]:
        """Gandhi, from his space on the map, straight into any other space (4.3.2: "from
        anywhere"), each move accepted by `move_problems`."""
        src = self.state.gandhi
        if src not in self.state.spaces:
            return []  # in Jail or Available: released or placed, not moved
        return [MoveOption(terms.GANDHI, (src, s.id), 1) for s in self.board
                if s.id != src and (dst is None or s.id == dst) and not self.move_problems(terms.GANDHI, (src, s.id))]

    def on_move(self, step: A.ActionStep, args: Args) -> None:
        if len(args.route) < 2 or [p.kind for p in args.pieces] != [terms.GANDHI]:
            self.violation(step, self.rule, "Satyagraha moves Gandhi only: 'move gandhi FROM>TO'", SKIPPED)
            return
        if self.arrive(step, args.route[-1]):
            self.apply(step, args)

    def on_release(self, step: A.ActionStep, args: Args) -> None:
        """From Jail, if the Raj agrees: a player Raj's consent is the log's step (CONG-2); the
        Non-Player Raj always refuses (8.1.4, `refusal`): reported, Gandhi stays in Jail."""
        if [p.kind for p in args.pieces] != [terms.GANDHI] or not args.to_space:
            self.violation(step, self.rule, "Satyagraha releases Gandhi from Jail into its space: "
                           "'release gandhi to X'", SKIPPED)
            return
        refused = self.refusal()
        if refused:
            self.violation(step, *refused, SKIPPED)
            self.refused = True
            return
        if self.arrive(step, args.to_space):
            self.apply(step, args)

    def on_select(self, step: A.ActionStep, args: Args) -> None:
        for sid in args.spaces:
            if self.state.gandhi != sid:
                self.violation(step, self.rule, f"Satyagraha first moves Gandhi into its space: write 'move gandhi "
                               f"X>{self.name_of(sid)}' (or place/release him there)")
            self.arrive(step, sid)

    def then(self, step: A.ActionStep, sid: str, option: str) -> None:
        if self.arrived is None:
            self.violation(step, self.rule, "Satyagraha first moves Gandhi into its space, then acts there")
            self.choose(sid, step)
        elif sid != self.arrived:
            self.violation(step, self.rule, f"Satyagraha acts where Gandhi went ({self.name_of(self.arrived)}), not in "
                           f"{self.name_of(sid)}")
        self.take_option(step, option)

    def on_place(self, step: A.ActionStep, args: Args) -> None:
        if args.marker or not args.space:
            return self.unexpected(step, args)
        kinds = [p.kind for p in args.pieces]
        if kinds == [terms.GANDHI]:
            if args.source not in (None, terms.AVAILABLE):
                self.violation(step, self.rule, "Gandhi comes from Jail with 'release gandhi to X'", SKIPPED)
            elif self.arrive(step, args.space):
                self.apply(step, args)
            return
        if kinds != [terms.INC_ACTIVISTS] or args.pieces[0].count != 1 or args.source not in (None, terms.AVAILABLE):
            self.violation(step, self.rule, "Satyagraha places one Congress Activist from Available", SKIPPED)
            return
        self.then(step, args.space, "place")
        self.apply(step, args)

    def restated(self, step: A.ActionStep) -> bool:
        """The first option (IT:735, JA:819: a Protest marker, if present, plus an Unrest marker,
        if present) is offered once a space (CONG-2): as `remove protest X` where X has a
        Protest, as `remove unrest X` where it has none; and no removal once the option is taken
        (what a second name would write is done already)."""
        if step.verb != A.Verb.REMOVE:
            return False
        markers = [a for a in step.args if isinstance(a, A.Marker)]
        if markers not in ([A.Marker.PROTEST], [A.Marker.UNREST]):
            return False
        if self.option == "remove":
            return True
        spaces = [a.name for a in step.args if isinstance(a, A.SpaceName)]
        if markers != [A.Marker.UNREST] or not spaces:
            return False
        sid = self.board.resolve(spaces[0])
        return sid in self.state.spaces and self.state.spaces[sid].protest

    @classmethod
    def step_note(cls, step: A.ActionStep) -> str | None:
        """Satyagraha's removal, whichever marker its step names, is the whole first option
        (CONG-2, IT:735, JA:819)."""
        if step.verb == A.Verb.REMOVE and any(isinstance(a, A.Marker) for a in step.args):
            return "removes the Protest marker and one Unrest marker there, each if present (4.3.2)"
        return None

    def on_remove(self, step: A.ActionStep, args: Args) -> None:
        """The Protest marker (if there) and one Unrest marker (if there) go together (IT:735,
        JA:819): `remove protest X` and `remove unrest X` each write that option, and both
        together write it in full, once (CONG-2)."""
        if args.marker not in ("protest", "unrest") or args.pieces or not args.space:
            return self.unexpected(step, args)
        sid = args.space
        if self.option == "remove" and sid == self.where:
            if args.marker in self.removed:
                self.violation(step, self.rule, f"Satyagraha removes one Protest and one Unrest marker: "
                               f"'remove {args.marker}' is written twice", SKIPPED)
            self.removed.add(args.marker)
            return  # the same option, carried out at its first step
        self.removed.add(args.marker)
        self.then(step, sid, "remove")
        sp = self.state.spaces[sid]
        if sp.protest:
            self.state.remove_protest(sid)
        if sp.unrest:
            self.state.remove_unrest(sid, 1)


class Persuade(PersuadeBase):
    """4.3.3: up to two spaces with Congress pieces (Activists or Gandhi): in each, remove one
    Active opposing piece or Activate one Guerrilla per Active NV piece; Unity -1 if one or more
    Muslim League pieces were removed (JA 4.3.3; 6.7)."""

    factions = (terms.INC,)
    rule = "4.3.3"
    other_nv_kinds = (terms.ML_ACTIVISTS, terms.ML_BASES)
