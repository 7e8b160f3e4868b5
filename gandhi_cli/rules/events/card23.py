"""#23 Kakori Train Robbery."""

from ...model import terms
from ..operations.rev import Attack
from ..steps import Args
from .base import Activate, Clause, Event, Hide
from .shared import RemoveGuerrillas, cubes_there
from .where import chosen_by

ACTIVATE = "In up to 3 spaces, activate 1 Guerrilla for each cube"
ATTACK = "In up to 3 spaces with Guerrillas, Attack for free"


class Unshaded(Event):
    """In up to 3 spaces, activate 1 Guerrilla for each cube, then remove up to 5 Active Guerrillas
    in total from these spaces. A space is chosen by its `activate` step, or by `select X` where no
    Hidden Guerrilla has to flip (Active ones may be "activated" and stay Active, note to 1.4.3)."""

    def text(self):
        return [ActivatePerCube(ACTIVATE),
                RemoveGuerrillas("then remove up to 5 Active Guerrillas in total from these spaces", "active",
                                 up_to=5, where=chosen_by(ACTIVATE))]


class Shaded(Event):
    """In up to 3 spaces with Guerrillas, Attack for free, then flip all Guerrillas in the chosen
    spaces to Hidden. The Attack is the Revolutionaries' (3.4.3), written as that Operation is
    (`select X; roll N; remove 2S X`) and checked by it, at no Resource cost; then `hide 3G X`."""

    def text(self):
        return [AttackForFree(ATTACK, FreeAttack(self.turn, pos=self.pos)),
                Hide("then flip all Guerrillas in the chosen spaces to Hidden", (terms.GUERRILLAS,),
                     where=chosen_by(ATTACK), all_there=True)]


class ActivatePerCube(Activate):
    """In each space chosen, as many Guerrillas as cubes are Activated: the Hidden ones that must
    flip are those the Active ones there could not stand for (cubes - Active, at most Hidden)."""

    verbs = ("activate", "select")

    def __init__(self, text):
        super().__init__(text, (terms.GUERRILLAS,), spaces_up_to=3, per_space=cubes_there)
        self.before: dict[str, tuple[int, int]] = {}  # space -> (Hidden, Active) when chosen

    def accepts(self, ev, step, args):
        return step.verb == "select" or super().accepts(ev, step, args)

    def take(self, ev, step, args):
        for sid in args.spaces if step.verb == "select" else [args.space]:
            if sid is not None and sid not in self.before:
                sp = ev.state.spaces[sid]
                self.before[sid] = (sp.guerrillas_hidden, sp.guerrillas_active)
            if step.verb == "select":
                super().take(ev, step, Args("select", spaces=[sid]))
        if step.verb != "select":
            super().take(ev, step, args)

    def close(self, ev, at):
        super().close(ev, at)
        for sid, (hidden, active) in self.before.items():
            need = max(0, min(cubes_there(ev, sid), hidden + active) - active)
            if self.in_space[sid] < need:
                ev.report(at, "5.1.2", f"'{self.text}': {need} Hidden Guerrilla(s) in {ev.name_of(sid)} had to be "
                          f"Activated ({cubes_there(ev, sid)} cubes, {active} Active), the log did "
                          f"{self.in_space[sid]}")


class FreeAttack(Attack):
    """The Revolutionary Attack (3.4.3), at no Resource cost."""

    def space_cost(self, sid: str) -> int:
        return 0


class AttackForFree(Clause):
    """The Attack's steps (`select`, `roll`, `target`, `remove`) handed to the Attack, in at most 3
    spaces; the Attack's own rules check each space (Guerrillas there, not a Railway), the roll
    and the removals, and add its Unrest."""

    verbs = ("select", "roll", "target", "remove")
    counts_pieces = False

    def proposals(self, ev, chooser, only=None):
        """A roll in each space chosen: the steps there are the chooser's trials (`Chooser.rolled`)."""
        return chooser.rolled(self, only)

    def __init__(self, text, attack: Attack):
        super().__init__(text, spaces_up_to=3)
        self.attack = attack

    def accepts(self, ev, step, args):
        return step.verb in self.verbs and not args.marker

    def space_problem(self, ev: Event, sid: str) -> str | None:
        """The Attack's own condition on a space (3.4.3: Guerrillas there, not a Railway), the one
        its `select` reports; a space attacked already qualifies (its roll and removals)."""
        problem = self.attack.space_problem(sid)
        return problem[1] if problem is not None else None

    def take(self, ev, step, args):
        new = [s for s in (args.spaces if step.verb in ("select", "remove") else []) if s not in self.attack.chosen]
        for sid in new:
            if len(self.attack.chosen) + new.index(sid) >= 3:
                ev.report(step, "5.1", f"'{self.text}': at most 3 spaces, not also {ev.name_of(sid)}")
        self.attack.handlers[step.verb](self.attack, step, args)
        for sid in self.attack.chosen:
            self.in_space[sid] = 1
        self.done = len(self.in_space)

    def close(self, ev, at):
        self.attack.finish()

    def held(self):
        return [*super().held(), self.attack]
