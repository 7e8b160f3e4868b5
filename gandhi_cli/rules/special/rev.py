"""Revolutionary Special Activities (4.5): Aid 4.5.1, Infiltrate 4.5.2, Assassinate 4.5.3."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...model import terms
from ..activity import SKIPPED, Activity, limits
from ..operations.rev import NV_PIECES, check_opposing_active
from ..steps import Args
from ..targeting import active_pieces

if TYPE_CHECKING:
    from ...notation.actions import ActionStep


class RevSpecial(Activity):
    factions = (terms.REV,)
    kind = terms.ActivityKind.SA

    def once(self, sid: str, at) -> bool:
        """4.1.1: a space is chosen once per Special Activity; report a second choice."""
        if sid in self.chosen:
            self.violation(at, "4.1.1", f"{self.name_of(sid)} is already chosen for this {self.title}: a space "
                           "is chosen once per Special Activity", SKIPPED)
            return False
        return True

    def one_space(self, sid: str, at) -> None:
        """Infiltrate and Assassinate choose one space (4.5.2, 4.5.3)."""
        problem = self.one_space_problem(sid)
        if problem:
            self.violation(at, *problem)

    def one_space_problem(self, sid: str) -> tuple[str, str] | None:
        """4.5.2, 4.5.3 (aid sheet IT:3039-3040, "max 1 spazio"): `sid` would be a second space."""
        if not self.chosen or sid in self.chosen:
            return None
        first = next(iter(self.chosen))
        return (self.rule, f"{self.title} is in one space: {self.name_of(first)} is chosen, "
                f"{self.name_of(sid)} would be a second")

    def space_problems(self, sid: str) -> list[tuple[str, str]]:
        """For an SA in one space: a second space (`one_space_problem`), then the condition."""
        second = self.one_space_problem(sid) if self.one_space_only else None
        return ([second] if second else []) + super().space_problems(sid)

    one_space_only = False  # Infiltrate, Assassinate: one space (4.5.2, 4.5.3)

    def limits_text(self) -> str | None:
        """#21: one space where `one_space_only` (4.5.2, 4.5.3)."""
        return f"one space ({self.rule})" if self.one_space_only else None


class Aid(RevSpecial):
    """4.5.1: in each chosen space, either Activate one Hidden Guerrilla and gain Resources equal
    to its Population (`activate 1G UP`), or pay 1 Resource to flip all Guerrillas there Hidden
    (`hide 3G Bihar`, naming all the Active ones)."""

    name = "aid"
    title = "Aid"
    rule = "4.5.1"

    def limits_text(self) -> str | None:
        """#21: flipping Guerrillas Hidden costs 1 Resource a space (4.5.1, as `on_hide` pays it),
        where the Revolutionaries pay (8.6.2)."""
        have = self.resources_text()
        return f"hiding Guerrillas costs 1 Resource per space ({self.rule}); {have}" if have else None

    def activate_problem(self, sid: str) -> str | None:
        """The first option: a Hidden Guerrilla to Activate (4.5.1)."""
        return None if self.state.spaces[sid].guerrillas_hidden else "it has no Hidden Guerrilla"

    def hide_problem(self, sid: str) -> str | None:
        """The second option: Active Guerrillas to flip Hidden, for 1 Resource (4.5.1)."""
        if not self.state.spaces[sid].guerrillas_active:
            return "it has no Active Guerrilla to flip Hidden"
        cost = self.turn.charged(1)
        if cost > self.state.resources[self.faction]:
            return f"flipping its Guerrillas Hidden costs {cost} Resource, the Revolutionaries have none"
        return None

    def space_condition(self, sid: str) -> str | None:
        """A space with Guerrillas (IT:3038) where one of the two options can be carried out:
        a Hidden Guerrilla Activated, or Active ones flipped Hidden for 1 Resource (4.5.1). The
        steps check their own option (`activate_problem`, `hide_problem`, the 1 Resource paid)."""
        activate, hide = self.activate_problem(sid), self.hide_problem(sid)
        return None if activate is None or hide is None else f"{activate}; {hide}"

    def aid_space(self, sid: str, step: ActionStep) -> None:
        """Choose `sid` for the option the step takes: its own check reports what that option
        lacks, not the space's condition (which asks for either option)."""
        self.choose(sid, step, problem="")

    def guerrillas(self, step: ActionStep, args: Args) -> int | None:
        if args.space is None or len(args.spaces) != 1 or any(p.kind != terms.GUERRILLAS for p in args.pieces):
            self.violation(step, self.rule, f"Aid {step.verb}s Guerrillas in one space", SKIPPED)
            return None
        return sum(p.count for p in args.pieces)

    def on_activate(self, step: ActionStep, args: Args) -> None:
        n = self.guerrillas(step, args)
        if n is None or not self.once(args.spaces[0], step):  # one space (guerrillas)
            return
        sid = args.spaces[0]
        self.aid_space(sid, step)
        if self.activate_problem(sid):
            self.violation(step, self.rule, f"Aid Activates a Hidden Guerrilla: {self.name_of(sid)} has no Hidden "
                           "Guerrilla", SKIPPED)
            return
        if n != 1:
            self.violation(step, self.rule, f"Aid Activates one Hidden Guerrilla, not {n}")
        if self.apply(step, args):
            pop = self.board[sid].pop
            self.state.set_resources(terms.REV, self.state.resources[terms.REV] + pop)

    def on_hide(self, step: ActionStep, args: Args) -> None:
        n = self.guerrillas(step, args)
        if n is None or not self.once(args.spaces[0], step):  # one space (guerrillas)
            return
        sid = args.spaces[0]
        self.aid_space(sid, step)
        active = self.state.spaces[sid].guerrillas_active
        if n != active:
            self.violation(step, self.rule, f"Aid flips all Guerrillas in {self.name_of(sid)} Hidden: "
                           f"{active} Active there, not {n}")
        self.turn.pay(1, step, self.rule, f"Aid in {self.name_of(sid)}")
        self.apply(step, args)


class Infiltrate(RevSpecial):
    """4.5.2: in one space with a Hidden Guerrilla, replace one Sepoy, one Activist or the Protest
    marker with a Hidden Guerrilla (`replace 1S Sind with 1G`, `replace protest UP with 1G`); or,
    during a Crisis, place a Revolutionary Base in a State or Province with no Raj Control and room
    for a Base (`place 1 RB X`). With no Guerrilla Available the piece is removed instead (1.4.1)."""

    name = "infiltrate"
    title = "Infiltrate"
    rule = "4.5.2"

    def limits_text(self) -> str | None:
        """#21: one space (`RevSpecial`), and the pieces it places there (4.5.2)."""
        return limits(super().limits_text(), self.available_text(terms.GUERRILLAS, terms.REV_BASES))

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.done = False

    one_space_only = True

    def space(self, sid: str, step: ActionStep) -> None:
        """Choose `sid` for the option the step takes: one space, one act, a Hidden Guerrilla
        there; what the option itself lacks its step reports (the board for a replacement,
        `base_problems` for a Base)."""
        self.one_space(sid, step)
        if self.done:
            self.violation(step, self.rule, "Infiltrate replaces one piece or marker, or places one Base")
        self.done = True
        self.choose(sid, step, problem=self.hidden_problem(sid) or "")

    def hidden_problem(self, sid: str) -> str | None:
        """4.5.2 (IT:795): "Scegliete uno spazio con una Guerriglia Nascosta"."""
        return None if self.state.spaces[sid].guerrillas_hidden else "it has no Hidden Guerrilla"

    def replace_problem(self, sid: str) -> str | None:
        """The first option: a Sepoy, an Activist or a Protest marker there to replace."""
        sp = self.state.spaces[sid]
        return None if sp.sepoys or sp.activists or sp.protest else "it has no Sepoy, Activist or Protest marker"

    def base_problems(self, sid: str) -> list[str]:
        """The second option, as `on_place` reports it: a Crisis (6.8), a State or Province, no
        Raj Control."""
        state, out = self.state, []
        if not state.crisis:
            out.append(f"Infiltrate places a Base only during a Crisis (6.8): Restraint {state.restraint}, "
                       f"Unity {state.unity}")
        if not (state.is_state(sid) or self.board[sid].is_province):
            out.append(f"Infiltrate places a Base in a State or Province, not in {self.name_of(sid)}")
        elif state.raj_control(sid):
            out.append(f"Infiltrate places a Base where there is no Raj Control; {self.name_of(sid)} has it")
        return out

    def base_room_problem(self, sid: str) -> str | None:
        """The board's part of the second option (1.4.2, 1.4.1): room for a Base, one Available."""
        if self.state.spaces[sid].bases >= self.board[sid].pop:
            return f"{self.name_of(sid)} has no room for a Base (Population {self.board[sid].pop})"
        if not self.state.available(terms.REV_BASES):
            return "no Revolutionary Base is Available"
        return None

    def space_condition(self, sid: str) -> str | None:
        """A Hidden Guerrilla there, and one of the two options possible (4.5.2)."""
        hidden = self.hidden_problem(sid)
        if hidden:
            return hidden
        replace = self.replace_problem(sid)
        base = self.base_problems(sid) or [p for p in [self.base_room_problem(sid)] if p]
        return None if replace is None or not base else "; ".join([f"{replace} to replace", *base])

    def target_ok(self, step: ActionStep, args: Args) -> bool:
        """One Sepoy, one Activist or the Protest marker (4.5.2)."""
        if args.space is None or len(args.spaces) != 1:
            self.violation(step, self.rule, "Infiltrate acts in one space", SKIPPED)
            return False
        kinds = (terms.SEPOYS,) + terms.ACTIVISTS
        one_piece = len(args.pieces) == 1 and args.pieces[0].count == 1 and args.pieces[0].kind in kinds
        if not (one_piece and not args.marker) and not (args.marker == "protest" and not args.pieces):
            self.violation(step, self.rule, "Infiltrate replaces one Sepoy, one Activist or a Protest marker, not "
                           + (", ".join(p.text() for p in args.pieces) or str(args.marker)), SKIPPED)
            return False
        return True

    def on_replace(self, step: ActionStep, args: Args) -> None:
        if not self.target_ok(step, args):
            return
        w = args.with_pieces
        if len(w) != 1 or w[0].kind != terms.GUERRILLAS or w[0].count != 1 or w[0].side == "active":
            self.violation(step, self.rule, "Infiltrate replaces with one Hidden Guerrilla ('with 1G')", SKIPPED)
            return
        self.space(args.spaces[0], step)  # target_ok: one space
        self.apply(step, args)

    def on_remove(self, step: ActionStep, args: Args) -> None:
        """1.4.1: with no Guerrilla Available, the piece or marker is removed instead of replaced."""
        if not self.target_ok(step, args):
            return
        if self.state.available(terms.GUERRILLAS):
            self.violation(step, self.rule, "Infiltrate replaces with a Guerrilla ('replace ... with 1G'); it "
                           "removes without replacing only when no Guerrilla is Available (1.4.1)")
        self.space(args.spaces[0], step)  # target_ok: one space
        self.apply(step, args)

    def on_place(self, step: ActionStep, args: Args) -> None:
        sid = args.space
        if (sid is None or args.marker or len(args.pieces) != 1 or args.pieces[0].kind != terms.REV_BASES
                or args.pieces[0].count != 1):
            self.violation(step, self.rule, "Infiltrate places one Revolutionary Base ('place 1 RB X')", SKIPPED)
            return
        self.space(sid, step)
        for problem in self.base_problems(sid):
            self.violation(step, self.rule, problem)
        self.apply(step, args)  # room for a Base: 1.4.2, checked by the board (base_room_problem)


class Assassinate(RevSpecial):
    """4.5.3: in one space chosen for Unrest in this turn, remove any one Active opposing piece
    (not Gandhi; Troops and Bases even if other pieces remain). Unity -1 if it was an NV piece.
    It accompanies Unrest only (4.1.2) and may interrupt it after that space was chosen."""

    name = "assassinate"
    title = "Assassinate"
    rule = "4.5.3"
    needs_operation = True

    @classmethod
    def pairing_problem(cls, op_name: str, op_title: str = "") -> tuple[str, str] | None:
        """4.1.2, 4.5.3: Assassinate accompanies Unrest only."""
        if op_name == "unrest":
            return None
        return ("4.1.2", f"Assassinate accompanies only Unrest, not {op_title or op_name}")

    def begin(self) -> None:
        self.report_pairing(self.turn.op)

    one_space_only = True

    def space_condition(self, sid: str) -> str | None:
        """4.5.3 (IT:805-807): a space chosen for Unrest this turn, with an Active piece to remove
        there (any opposing one but Gandhi)."""
        if sid not in self.turn.unrest_spaces:
            return "it was not chosen for Unrest in this turn (3.4.4)"
        active = active_pieces(self.state, sid)
        if not any(n for kind, n in active.items() if kind != terms.GANDHI and terms.PIECE_OWNER[kind] != terms.REV):
            return "it has no Active opposing piece to remove (4.5.3; Gandhi never)"
        return None

    def on_remove(self, step: ActionStep, args: Args) -> None:
        sid = args.space
        if sid is None or len(args.spaces) != 1:
            self.violation(step, self.rule, "Assassinate removes a piece in one space", SKIPPED)
            return
        n = sum(p.count for p in args.pieces)
        if self.chosen:
            first = next(iter(self.chosen))
            self.violation(step, self.rule, f"Assassinate removes one piece in one space: it already removed "
                           f"one in {self.name_of(first)}")
        elif n != 1:
            self.violation(step, self.rule, f"Assassinate removes one piece, not {n}")
        # a second space is reported just above (one piece in one space): only the condition here
        self.choose(sid, step, problem=self.space_condition(sid) or "")
        check_opposing_active(self, step, args, sid, self.rule)
        if self.apply(step, args) and any(p.kind in NV_PIECES for p in args.pieces):
            self.state.shift_track("unity", -1)
            self.turn.watch()

