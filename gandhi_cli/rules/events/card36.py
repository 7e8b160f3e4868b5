"""#36 Eliminate the Movement for India."""

from ...model import terms
from ..activity import SKIPPED, Gap, Undone
from .base import AddMarker, Arrest, Clause, Event, Roll, SetLevel, bases_last, opposing_kinds, roll_times
from .where import ACTIVISTS, NOT_RAILWAY, chosen_by

UNREST = "In 1 space with Activists: add 1 Unrest marker"


class Unshaded(Event):
    """In 1 space with Activists: add 1 Unrest marker, arrest a die roll of Activists, and set the
    space to Neutral: `add unrest UP; roll 3; arrest 2 INC 1 ML UP; set UP neutral` (the roll
    before the arrests; a Railway, where the Unrest is a Strike, has no level to set)."""

    def text(self):
        there = chosen_by(UNREST)
        return [AddMarker(UNREST, "unrest", n=1, spaces=1, where=ACTIVISTS),
                Roll("roll a die for the Activists arrested"),
                Arrest("arrest a die roll of Activists", terms.ACTIVISTS, n=roll_times(1), where=there),
                SetLevel("and set the space to Neutral", terms.NEUTRAL, n=1, where=there & NOT_RAILWAY)]


def pieces_of(ev, sid: str, kinds) -> int:
    sp = ev.state.spaces[sid]
    return sum((1 if ev.state.gandhi == sid else 0) if k == terms.GANDHI else sp.count(k) for k in kinds)


class RollInEachOfTwoSpaces(Clause):
    """Per space: `select X; roll N`, then, if N is at most the executing faction's pieces in X, N
    opposing pieces removed there (as far as there are): Gandhi and Activists to Jail (`arrest 1
    INC X` or `remove 1 INC X to jail`), the others to Available, Bases last."""

    verbs = ("select", "roll", "remove", "arrest")

    def proposals(self, ev, chooser, only=None):
        """A roll in each space chosen: the steps there are the chooser's trials (`Chooser.rolled`)."""
        return chooser.rolled(self, only)

    def __init__(self, text, faction):
        super().__init__(text, spaces=2)
        self.friendly = tuple(k for k, f in terms.PIECE_OWNER.items() if f == faction)
        self.opposing = opposing_kinds(faction)
        self.bases_last = bases_last(self.opposing)
        self.rolled: list[dict] = []  # per space: sid, friendly, roll, opponents, removed

    def accepts(self, ev, step, args):
        return step.verb in ("select", "roll") or (bool(args.pieces) and not args.marker)

    def capacity(self, ev):
        both = [s for s in ev.state.spaces if pieces_of(ev, s, self.friendly) and pieces_of(ev, s, self.opposing)]
        return None, len(both)

    def problem(self, ev, at, message, recovery=SKIPPED):
        ev.report(at, self.rule, f"'{self.text}': {message}", recovery)

    @property
    def current(self):
        return self.rolled[-1] if self.rolled else None

    def take(self, ev, step, args):
        self.open(ev)
        if step.verb == "select":
            self.select(ev, step, args.space)
        elif step.verb == "roll":
            self.roll(ev, step, args.numbers[0] if args.numbers else 0)
        else:
            self.remove(ev, step, args)

    def select(self, ev, step, sid):
        self.finish_space(ev, step)
        chosen = [r["sid"] for r in self.rolled]
        if sid in chosen:
            return self.problem(ev, step, f"each of 2 spaces: {ev.name_of(sid)} is already chosen")
        if len(chosen) >= 2:
            self.problem(ev, step, f"2 spaces: {', '.join(ev.name_of(s) for s in chosen)} already chosen", "taken")
        self.rolled.append({"sid": sid, "friendly": pieces_of(ev, sid, self.friendly), "roll": None,
                            "opponents": pieces_of(ev, sid, self.opposing), "removed": 0})
        self.in_space[sid] += 1

    def roll(self, ev, step, value):
        cur = self.current
        if cur is None or cur["roll"] is not None:
            return self.problem(ev, step, "one die roll per space, after the space ('select X; roll N')")
        if not 1 <= value <= 6:
            return self.problem(ev, step, f"a die roll is 1-6, not {value}")
        cur["roll"] = value
        ev.rolls.append(value)

    def target(self, cur) -> int:
        return cur["roll"] if cur["roll"] <= cur["friendly"] else 0

    def remove(self, ev, step, args):
        cur = self.current
        if cur is None or cur["roll"] is None:
            return self.problem(ev, step, "the space is chosen and the die rolled first ('select X; roll N')")
        out = []
        sid, amount = args.space, sum(p.count for p in args.pieces)
        if sid != cur["sid"]:
            out.append(f"the die was rolled for {ev.name_of(cur['sid'])}, not {ev.name_of(sid or cur['sid'])}")
        if any(p.kind not in self.opposing for p in args.pieces):
            out.append("opponents only")
        if self.target(cur) == 0:
            out.append(f"the roll {cur['roll']} is more than the {cur['friendly']} friendly piece(s) there: "
                       "nothing is removed")
        elif cur["removed"] + amount > self.target(cur):
            out.append(f"opponents equal to the die roll ({cur['roll']}), not {cur['removed'] + amount}")
        to_jail = step.verb == "arrest" or args.dest == terms.JAIL
        if any(p.kind in terms.JAILABLE for p in args.pieces) and not to_jail:
            out.append("Gandhi and Activists go to Jail")
        elsewhere = to_jail or args.dest not in (None, terms.AVAILABLE)
        if any(p.kind not in terms.JAILABLE for p in args.pieces) and elsewhere:
            out.append("removed pieces go to Available (5.1.3)")
        out.append(self.bases_last(ev, step, args))
        for message in filter(None, out):
            self.problem(ev, step, message, "applied as written")
        if ev.apply(step, args):
            cur["removed"] += amount

    def finish_space(self, ev, at):
        cur = self.current
        if cur is None or cur.get("finished"):
            return
        cur["finished"] = True
        if cur["roll"] is None:
            return self.problem(ev, at, f"no die roll written for {ev.name_of(cur['sid'])} ('roll N')",
                                "nothing removed there")
        need = min(self.target(cur), cur["opponents"])
        if cur["removed"] < need:
            ev.report(at, "5.1.2", f"'{self.text}': {need} could be removed in {ev.name_of(cur['sid'])}, "
                      f"the log did {cur['removed']}")

    def close(self, ev, at):
        self.open(ev)
        self.finish_space(ev, at)
        need = min(2, self.room_spaces or 0)
        if len(self.rolled) < need:
            ev.report(at, "5.1.2", f"'{self.text}': {need} space(s) could be chosen, the log chose {len(self.rolled)}",
                      undone=Undone(Gap.SHORT, need - len(self.rolled)))


class Shaded(Event):
    """In each of 2 spaces, roll a die; if the result is equal to or less than the number of
    friendly pieces, remove opponents equal to the die roll (Gandhi and Activists to Jail, Bases
    last). Friendly and opposing are the executing faction's (1.5): `select UP; roll 3; remove 2S UP;
    arrest 1 ML UP; select Bihar; roll 5`."""

    def text(self):
        return [RollInEachOfTwoSpaces("In each of 2 spaces, roll a die; if the result is equal to or less than the "
                                      "number of friendly pieces, remove opponents equal to the die roll",
                                      self.faction)]
