"""#49 Provocative Declaration of Independence Day."""

from ...model import terms
from .base import Event, RemoveMarker, Shift
from .shared import ShiftEach
from .where import chosen_by

REMOVE = "In up to 2 spaces, remove 1 Protest or Unrest marker"
REMOVE_PROTESTS = "Remove up to 3 Protest markers"


class PaidShift(Shift):
    """"2 Resources may be paid to shift it 1 level": each shift is preceded by its payment,
    `resources RAJ -2` (the Raj pays: the card's note); a Non-Player Raj shifts free, which the
    replay can tell only if the turn says so (`turn.non_players`, not provided yet)."""

    verbs = ("shift", "resources")

    def __init__(self, text, of):
        super().__init__(text, 1, per_space=1, where=chosen_by(of))
        self.paid = 0

    def accepts(self, ev, step, args):
        if step.verb == "resources":
            return args.factions == (terms.RAJ,)
        return super().accepts(ev, step, args)

    def take(self, ev, step, args):
        if step.verb == "shift":
            free = terms.RAJ in getattr(ev.turn, "non_players", ())
            if self.paid <= self.done and not free:
                ev.report(step, self.rule, f"'{self.text}': the shift is paid first ('resources RAJ -2'; a "
                          "Non-Player Raj shifts free)")
            return super().take(ev, step, args)
        self.open(ev)
        amount, have = (args.numbers[0] if args.numbers else 0), ev.state.resources[terms.RAJ]
        if amount != -2:
            ev.report(step, self.rule, f"'{self.text}': 2 Resources per shift, not {-amount}")
        elif have < 2:
            ev.report(step, self.rule, f"'{self.text}': the Raj has {have} Resources, not 2")
        if self.paid > self.done:
            ev.report(step, self.rule, f"'{self.text}': one payment per shift")
        ev.apply(step, args)
        self.paid += 1

    def close(self, ev, at):
        super().close(ev, at)
        if self.paid > self.done:
            ev.report(at, self.rule, f"'{self.text}': 2 Resources paid, and no shift for them")


class Unshaded(Event):
    """In up to 2 spaces, remove 1 Protest or Unrest marker, then in each chosen space 2 Resources
    may be paid to shift it 1 level toward Active Support (Raj NP: free shift). Space by space,
    the payment before its shift: `remove protest UP; resources RAJ -2; shift UP +1; remove unrest
    Bihar`."""

    ordered = False  # "then" holds in each space: the shift needs its space chosen

    def text(self):
        return [RemoveMarker(REMOVE, ("protest", "unrest"), spaces_up_to=2, per_space=1),
                PaidShift("then in each chosen space 2 Resources may be paid to shift it 1 level toward Active Support",
                          of=REMOVE)]


class Shaded(Event):
    """Remove up to 3 Protest markers. For each marker removed, shift that space 1 level toward
    Active Opposition: `remove protest UP; shift UP -1; remove protest Bihar; shift Bihar -1`."""

    ordered = False  # the shift follows the removal in its space

    def text(self):
        return [RemoveMarker(REMOVE_PROTESTS, "protest", up_to=3, per_space=1),
                ShiftEach("For each marker removed, shift that space 1 level toward Active Opposition", -1,
                          of=REMOVE_PROTESTS)]
