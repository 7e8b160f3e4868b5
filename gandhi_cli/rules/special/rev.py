"""Revolutionary Special Activities (4.5): Aid 4.5.1, Infiltrate 4.5.2, Assassinate 4.5.3."""

from __future__ import annotations

from ...model import terms
from ...notation.statements import Step
from ..activity import SKIPPED, Activity
from ..operations.rev import NV_PIECES, check_opposing_active
from ..steps import Args


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
        if self.chosen and sid not in self.chosen:
            first = next(iter(self.chosen))
            self.violation(at, self.rule, f"{self.title} is in one space: {self.name_of(first)} is chosen, "
                           f"{self.name_of(sid)} would be a second")


class Aid(RevSpecial):
    """4.5.1: in each chosen space, either Activate one Hidden Guerrilla and gain Resources equal
    to its Population (`activate 1G UP`), or pay 1 Resource to flip all Guerrillas there Hidden
    (`hide 3G Bihar`, naming all the Active ones)."""

    name = "aid"
    title = "Aid"
    rule = "4.5.1"

    def guerrillas(self, step: Step, args: Args) -> int | None:
        if args.space is None or len(args.spaces) != 1 or any(p.kind != terms.GUERRILLAS for p in args.pieces):
            self.violation(step, self.rule, f"Aid {step.verb}s Guerrillas in one space", SKIPPED)
            return None
        return sum(p.count for p in args.pieces)

    def on_activate(self, step: Step, args: Args) -> None:
        n = self.guerrillas(step, args)
        if n is None or not self.once(args.spaces[0], step):  # one space (guerrillas)
            return
        sid = args.spaces[0]
        self.choose(sid, step)
        if not self.state.spaces[sid].guerrillas_hidden:
            self.violation(step, self.rule, f"Aid Activates a Hidden Guerrilla: {self.name_of(sid)} has no Hidden "
                           "Guerrilla", SKIPPED)
            return
        if n != 1:
            self.violation(step, self.rule, f"Aid Activates one Hidden Guerrilla, not {n}")
        if self.apply(step, args):
            pop = self.board[sid].pop
            self.state.set_resources(terms.REV, self.state.resources[terms.REV] + pop)

    def on_hide(self, step: Step, args: Args) -> None:
        n = self.guerrillas(step, args)
        if n is None or not self.once(args.spaces[0], step):  # one space (guerrillas)
            return
        sid = args.spaces[0]
        self.choose(sid, step)
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

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.done = False

    def space(self, sid: str, step: Step) -> None:
        self.one_space(sid, step)
        if self.done:
            self.violation(step, self.rule, "Infiltrate replaces one piece or marker, or places one Base")
        self.done = True
        self.choose(sid, step)

    def space_condition(self, sid: str) -> str | None:
        return None if self.state.spaces[sid].guerrillas_hidden else "it has no Hidden Guerrilla"

    def target_ok(self, step: Step, args: Args) -> bool:
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

    def on_replace(self, step: Step, args: Args) -> None:
        if not self.target_ok(step, args):
            return
        w = args.with_pieces
        if len(w) != 1 or w[0].kind != terms.GUERRILLAS or w[0].count != 1 or w[0].side == "active":
            self.violation(step, self.rule, "Infiltrate replaces with one Hidden Guerrilla ('with 1G')", SKIPPED)
            return
        self.space(args.spaces[0], step)  # target_ok: one space
        self.apply(step, args)

    def on_remove(self, step: Step, args: Args) -> None:
        """1.4.1: with no Guerrilla Available, the piece or marker is removed instead of replaced."""
        if not self.target_ok(step, args):
            return
        if self.state.available(terms.GUERRILLAS):
            self.violation(step, self.rule, "Infiltrate replaces with a Guerrilla ('replace ... with 1G'); it "
                           "removes without replacing only when no Guerrilla is Available (1.4.1)")
        self.space(args.spaces[0], step)  # target_ok: one space
        self.apply(step, args)

    def on_place(self, step: Step, args: Args) -> None:
        sid = args.space
        if (sid is None or args.marker or len(args.pieces) != 1 or args.pieces[0].kind != terms.REV_BASES
                or args.pieces[0].count != 1):
            self.violation(step, self.rule, "Infiltrate places one Revolutionary Base ('place 1 RB X')", SKIPPED)
            return
        self.space(sid, step)
        state = self.state
        if not state.crisis:
            self.violation(step, self.rule, f"Infiltrate places a Base only during a Crisis (6.8): Restraint "
                           f"{state.restraint}, Unity {state.unity}")
        if not (state.is_state(sid) or self.board[sid].is_province):
            self.violation(step, self.rule, f"Infiltrate places a Base in a State or Province, not in "
                           f"{self.name_of(sid)}")
        elif state.raj_control(sid):
            self.violation(step, self.rule, f"Infiltrate places a Base where there is no Raj Control; "
                           f"{self.name_of(sid)} has it")
        self.apply(step, args)  # room for a Base: 1.4.2, checked by the board


class Assassinate(RevSpecial):
    """4.5.3: in one space chosen for Unrest in this turn, remove any one Active opposing piece
    (not Gandhi; Troops and Bases even if other pieces remain). Unity -1 if it was an NV piece.
    It accompanies Unrest only (4.1.2) and may interrupt it after that space was chosen."""

    name = "assassinate"
    title = "Assassinate"
    rule = "4.5.3"

    @classmethod
    def pairing_problem(cls, op_name: str, op_title: str = "") -> tuple[str, str] | None:
        """4.1.2, 4.5.3: Assassinate accompanies Unrest only."""
        return None if op_name == "unrest" else ("4.1.2", f"Assassinate accompanies only Unrest, not {op_title or op_name}")

    def begin(self) -> None:
        self.report_pairing(self.turn.op)

    def space_condition(self, sid: str) -> str | None:
        return None if sid in self.turn.unrest_spaces else "it was not chosen for Unrest in this turn (3.4.4)"

    def on_remove(self, step: Step, args: Args) -> None:
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
        self.choose(sid, step)
        check_opposing_active(self, step, args, sid, self.rule)
        if self.apply(step, args) and any(p.kind in NV_PIECES for p in args.pieces):
            self.state.shift_track("unity", -1)
            self.turn.watch()

