"""The players' choices in the Resources and Support phases of a Campaign round (6.2.1, 6.3).

- `INC strikes` (6.2.1): only when too few Unrest/Strike markers are left for the Railways due
  a Strike does Congress choose which get them; otherwise the replay places them itself
  (`place_automatic_strikes`) and an `INC strikes` statement is a violation.
- `RAJ imperialism` (6.3.1): markers removed and levels bought in up to 4 spaces, then two
  Activists per space released from Jail, then Gandhi released from Jail to a space without Raj
  Control. With no statement at all the replay calls `imperialism_missing`.
- `INC constructive-programme`, then `ML constructive-programme` (6.3.2): Unity spaces in all.
- `ML pakistan-movement` (6.3.3) and `REV secret-societies` (6.3.4): one Base each.

What the parts of one Campaign round share (the Constructive Programme's spaces, the parts
already played) is kept in `Turn.round`. Readings: docs/rules-notes.md, SUP-1 … SUP-7.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, ClassVar

from ...model import terms
from ...model.state import GameState
from ...notation.statements import Pos, Step
from .. import imperialism
from ..activity import SKIPPED, Activity, Turn, limits
from ..campaign import place_strikes, strike_due
from ..steps import Args

if TYPE_CHECKING:
    from ...notation.actions import ActionStep

LEFT_IN_JAIL = "the others left in Jail"
GANDHI_LEFT = "Gandhi left in Jail"


# ---------------------------------------------------------------- helpers for the replay
def strikes_choice_needed(state: GameState) -> bool:
    """6.2.1: Congress chooses which due Railways get a Strike only when some markers are left
    but fewer than the Railways due one (SUP-6)."""
    return 0 < state.unrest_strike_markers_left() < len(strike_due(state))


def place_automatic_strikes(state: GameState) -> list[str]:
    """6.2.1 with no choice to make: every due Railway gets a Strike, or none when no marker is
    left. (With a choice to make, the `INC strikes` statement places them.)"""
    return place_strikes(state)


def imperialism_missing(turn: Turn, at: Pos | ActionStep | None) -> bool:
    """6.3.1 when the Raj writes no Imperialism statement: no space was chosen, so no Activist
    is released, but Gandhi, if in Jail, still goes to a space without Raj Control (SUP-1). That
    release undone is reported and Gandhi stays in Jail. Returns True if something was reported."""
    if turn.state.gandhi != terms.JAIL:
        return False
    turn.violation(at, "6.3.1", GANDHI_MISSING, GANDHI_LEFT)
    return True


GANDHI_MISSING = ("Gandhi is in Jail: the Support phase ends with the Raj releasing him to a space "
                  "without Raj Control, even with no space chosen for Imperialism (write "
                  "'RAJ imperialism: release gandhi to X')")


# ---------------------------------------------------------------- the parts
class CampaignPart(Activity):
    """A faction's part of a Campaign round: once per round (reported, applied as written)."""

    kind = terms.ActivityKind.CAMPAIGN

    def begin(self) -> None:
        done = self.turn.round.setdefault("parts", [])
        if (self.faction, self.name) in done:
            self.violation(self.pos, self.rule, f"{terms.FACTION_NAMES[self.faction]} has one {self.title} "
                           "in a Campaign round: this is a second one")
        done.append((self.faction, self.name))

    def one_space(self, step: ActionStep, args: Args) -> str | None:
        if len(args.spaces) != 1:
            self.unexpected(step, args)
            return None
        return args.space

    def finish_findings(self) -> list[tuple[ActionStep | Pos | None, str, str, str]]:
        """What `finish` reports as the part stands, (where, rule, message, recovery): what the
        rules still require of it (pieces to move, Resources owed, Gandhi to release). Changes
        nothing. Empty for a part that may end now."""
        return []

    def finish_problems(self) -> list[tuple[str, str]]:
        """Why the part cannot be finished as it stands, (rule, message), as its `finish` reports
        them; empty if it may end now (a part written with no steps included)."""
        return [(rule, message) for _, rule, message, _ in self.finish_findings()]

    def report_finish(self) -> None:
        for at, rule, message, recovery in self.finish_findings():
            self.violation(at, rule, message, recovery)

    def kind_of_space(self, sid: str) -> str | None:
        """Why a space is not a City or Province (States are neither, 1.3.5), or None."""
        space = self.board[sid]
        if self.state.is_state(sid):
            return "it is a State (States are not Provinces, 1.3.5)"
        if not (space.is_city or space.is_province):
            return "it is a Railway"
        return None


class Strikes(CampaignPart):
    """6.2.1: Railways with a Protest, with more Activists than cubes, or next to a City without
    Raj Control get a Strike. Congress chooses only when too few Unrest/Strike markers are left
    (SUP-6): exactly as many due Railways as markers left, each once (`add strike RW-X`)."""

    factions = (terms.INC,)
    name = "strikes"
    title = "Railway Strikes"
    rule = "6.2.1"

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.due: list[str] = []
        self.left = 0
        self.needed = False
        self.placed: list[str] = []

    def begin(self) -> None:
        super().begin()
        self.due, self.left = strike_due(self.state), self.state.unrest_strike_markers_left()
        self.needed = 0 < self.left < len(self.due)
        if not self.needed:
            self.violation(self.pos, self.rule, f"Congress chooses Strikes only when too few Unrest/Strike markers "
                           f"are left for the due Railways: {self.left} left for {len(self.due)} due "
                           f"({self.names(self.due)}); the Strikes are placed automatically", "statement skipped")

    def names(self, sids) -> str:
        return ", ".join(self.name_of(s) for s in sids) or "none"

    def do(self, step: ActionStep | Step) -> None:
        if self.needed:
            super().do(step)

    def on_add(self, step: ActionStep, args: Args) -> None:
        if args.marker != "strike" or args.pieces or len(args.spaces) != 1:
            self.unexpected(step, args)
            return
        sid = args.spaces[0]
        if not self.board[sid].is_railway:  # 1.12: Strikes go on Railways only
            self.violation(step, self.rule, f"Strikes go on due Railways, not in {self.name_of(sid)}", SKIPPED)
            return
        if sid in self.placed or self.state.spaces[sid].strike:
            self.violation(step, self.rule, f"each due Railway gets one Strike: {self.name_of(sid)} already has "
                           "its marker", SKIPPED)
            return
        if len(self.placed) >= self.left:
            self.violation(step, self.rule, f"only {self.left} Unrest/Strike marker(s) were left: "
                           f"{self.names(self.placed)} took them", SKIPPED)
            return
        if sid not in self.due:
            self.violation(step, self.rule, f"{self.name_of(sid)} is not due a Strike (no Protest, no more "
                           f"Activists than cubes, no City without Raj Control next to it); due: "
                           f"{self.names(self.due)}")
        if self.apply(step, args):
            self.placed.append(sid)

    on_place = on_add

    def finish_findings(self) -> list[tuple[ActionStep | Pos | None, str, str, str]]:
        """6.2.1: every marker left placed on a due Railway."""
        if self.needed and len(self.placed) < self.left:
            return [(self.pos, self.rule, f"Congress places all {self.left} marker(s) left on due Railways "
                     f"({self.names(self.due)}), not {len(self.placed)}", "the markers left unplaced")]
        return []

    def finish(self) -> None:
        self.report_finish()


class Imperialism(CampaignPart):
    """6.3.1: in up to 4 Cities and Provinces with Raj Control, Troops and Sepoys (never States),
    each 3 Resources (Lord Mountbatten 2) remove an Unrest marker or, once none is left there,
    shift a level toward Active Support, at most two levels per space (SUP-2). Then two Activists
    per space chosen (SUP-3) go from Jail to Available, Congress and League as the Raj chooses
    (as many as Jail holds, SUP-5); finally Gandhi, if in Jail, goes to any space without Raj
    Control (SUP-1)."""

    factions = (terms.RAJ,)
    name = "imperialism"
    title = "Imperialism"
    rule = "6.3.1"
    SPACES = 4
    ACTIVISTS_PER_SPACE = 2

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.bought: Counter = Counter()  # space -> markers removed + levels shifted
        self.levels: Counter = Counter()  # space -> levels shifted (at most two, SUP-2)
        self.released: Counter = Counter()  # Activist kind -> released
        self.in_jail = 0  # Activists in Jail before the releases
        self.release_at: Pos | None = None  # where the first release was written (purchases come before, "Poi")
        self.early: set[str] | None = None  # spaces with nothing bought when an Activist release came (reported)
        self.over = False  # a release beyond two per space, reported at its step

    def begin(self) -> None:
        super().begin()
        self.in_jail = sum(self.state.jail.get(k, 0) for k in terms.ACTIVISTS)

    def unfit(self, sid: str) -> str | None:
        sp = self.state.spaces[sid]
        problems = [self.kind_of_space(sid)]
        missing = [label for label, n in (("Troops", sp.troops), ("Sepoys", sp.sepoys)) if not n]
        if missing:
            problems.append(f"it needs both Troops and Sepoys (no {' and no '.join(missing)} there)")
        if not problems[0] and not self.state.raj_control(sid):
            problems.append("it has no Raj Control")
        return "; ".join(p for p in problems if p) or None

    def pick(self, sid: str, step: ActionStep) -> bool:
        """Choose a space (SUP-3: `select` or its first purchase); False if the step is skipped."""
        if self.board[sid].is_railway:  # 6.3.1: Cities and Provinces only; a Railway has no level
            self.violation(step, self.rule, f"Imperialism is bought in Cities and Provinces, not on "
                           f"{self.name_of(sid)} (a Railway)", SKIPPED)
            return False
        if self.release_at is not None and self.early is None:  # "Poi": the releases follow the purchases
            self.violation(step, self.rule, "Imperialism buys in its spaces first, then releases from Jail "
                           f"(line {self.release_at.line})")
        if sid not in self.chosen and len(self.chosen) >= self.SPACES:
            self.violation(step, self.rule, f"Imperialism chooses at most {self.SPACES} spaces: "
                           f"{', '.join(self.name_of(s) for s in self.chosen)} already chosen")
        self.choose(sid, step, self.unfit(sid) or "")  # its other conditions are reported by their steps
        return True

    def space_condition(self, sid: str) -> str | None:
        """What keeps Imperialism from a space where a step could buy something now (6.3.1,
        CAMP-DRAFT-2): the space itself (`unfit`), nothing left to buy there (no Unrest, two levels
        bought or Active Support), the Raj short of one purchase, four spaces chosen already, or
        the releases begun ("Poi"). What the draft lists; a written step is judged by its own
        checks (`pick`, `imperialism.buy`, `finish_findings`)."""
        if self.state.gandhi == terms.JAIL and not self.state.raj_control(sid):
            return None  # Gandhi's release may go there ("Infine", SUP-1)
        unfit = self.unfit(sid)
        if unfit:
            return unfit
        sp = self.state.spaces[sid]
        if not sp.unrest and (self.levels[sid] >= imperialism.LEVELS or sp.level >= terms.ACTIVE_SUPPORT):
            return "nothing is left to buy there (no Unrest, no level to shift)"
        price = self.turn.charged(imperialism.price(self.state))
        if price > self.state.resources.get(self.faction, 0):
            return f"the Raj has {self.state.resources.get(self.faction, 0)} Resources, short of one purchase"
        unbought = self.unbought()
        if sid not in self.chosen and price * (len(unbought) + 1) > self.state.resources.get(self.faction, 0):
            # each space chosen buys something (6.3.1): a new space leaves a purchase for each one chosen
            return (f"the Raj has {self.state.resources.get(self.faction, 0)} Resources: a purchase in "
                    f"{', '.join(self.name_of(c) for c in unbought)} first")
        if len(self.chosen) >= self.SPACES:
            return f"{self.SPACES} spaces are chosen already"
        if self.release_at is not None:
            return "the releases from Jail have begun: the purchases come first"
        return None

    def limits_text(self) -> str | None:
        """#21: the spaces (6.3.1) and the Raj's Resources for the purchases."""
        return limits(f"up to {self.SPACES} spaces", f"{imperialism.price(self.state)} Resources a purchase",
                      self.resources_text())

    def on_select(self, step: ActionStep, args: Args) -> None:
        for sid in args.spaces:
            if sid in self.chosen:  # NOOP-1: a step that changes nothing is reported, skipped
                self.violation(step, self.rule, f"{self.name_of(sid)} is chosen for Imperialism already: "
                               "the selection changes nothing", SKIPPED)
                continue
            self.pick(sid, step)

    def refused_by_words(self, verb: str, args: Args) -> bool:
        """6.3.1: a removal of anything but Unrest markers, a release of other pieces than
        Activists or Gandhi (each in its own step), of Activists to a space."""
        if verb == "remove":
            return self.removes_other(args)
        if verb == "release":
            return self.releases_other(args) or self.releases_to_a_space(args)
        return False

    @staticmethod
    def removes_other(args: Args) -> bool:
        """6.3.1: Imperialism removes Unrest markers (and shifts levels), nothing else."""
        return args.marker != "unrest" or bool(args.pieces)

    @staticmethod
    def releases_other(args: Args) -> bool:
        """6.3.1: a release of Activists, or of Gandhi, in a step of its own."""
        kinds = {p.kind for p in args.pieces}
        return not kinds or not (kinds <= set(terms.ACTIVISTS) or kinds == {terms.GANDHI})

    @staticmethod
    def releases_to_a_space(args: Args) -> bool:
        """6.3.1: Activists are released from Jail to Available, not to a space (Gandhi is)."""
        return {p.kind for p in args.pieces} != {terms.GANDHI} and bool(args.to_space or args.spaces)

    def on_remove(self, step: ActionStep, args: Args) -> None:
        if self.removes_other(args):
            self.violation(step, self.rule, "Imperialism removes Unrest markers and shifts levels only (no "
                           "Muslim State, Strike, Protest or piece)", SKIPPED)
            return
        sid = self.one_space(step, args)
        if sid is not None:
            self.buy(step, args, sid)

    def on_shift(self, step: ActionStep, args: Args) -> None:
        sid = self.one_space(step, args)
        if sid is not None:
            self.buy(step, args, sid)

    def buy(self, step: ActionStep, args: Args, sid: str) -> None:
        """One purchase (6.3.1, `imperialism.buy`), in a space chosen for Imperialism."""
        if not self.pick(sid, step):
            return
        n = imperialism.buy(self, step, args, sid, self.levels)
        if n is not None:
            self.bought[sid] += n

    def on_release(self, step: ActionStep, args: Args) -> None:
        kinds = {p.kind for p in args.pieces}
        if self.releases_other(args):
            self.violation(step, self.rule, "Imperialism releases Activists (`release 2 INC`) and Gandhi "
                           "(`release gandhi to X`), each in its own step", SKIPPED)
            return
        self.release_at = self.release_at or self.turn.position(step) or Pos(0, 0)
        if kinds == {terms.GANDHI}:
            return self.release_gandhi(step, args)
        if self.releases_to_a_space(args):
            self.violation(step, self.rule, "Imperialism releases Activists from Jail to Available, not to a space")
        if not self.apply(step, args):
            return
        for p in args.pieces:
            self.released[p.kind] += p.count
        self.check_release(step)

    def check_release(self, step: ActionStep) -> None:
        """An Activist release that already breaks 6.3.1, reported at its step, once ("Poi": the
        purchases come first, so a purchase after it is the same mistake; two per space chosen)."""
        unbought = self.unbought()
        if self.early is None and (unbought or not self.chosen):
            self.released_early(step, unbought)
        elif self.early is None and not self.over and sum(self.released.values()) > self.must_release():
            self.over = True
            self.violation(step, self.rule, self.release_message())

    def unbought(self) -> list[str]:
        """The spaces chosen where nothing is bought yet (each must buy something, 6.3.1)."""
        return [sid for sid in self.chosen if not self.bought[sid]]

    def released_early(self, step: ActionStep, unbought: list[str]) -> None:
        """A release before the purchases ("Poi", "Infine"), reported at its step, once."""
        self.early = set(unbought)
        self.violation(step, self.rule, "Imperialism buys in its spaces first, then releases from Jail: "
                       + (f"nothing bought in {', '.join(self.name_of(s) for s in unbought)} yet" if unbought
                          else "no space is chosen yet"))

    def must_release(self) -> int:
        """SUP-5: two Activists per space chosen, as far as Jail holds them."""
        return min(self.ACTIVISTS_PER_SPACE * len(self.chosen), self.in_jail)

    def release_message(self) -> str:
        return (f"Imperialism releases {self.ACTIVISTS_PER_SPACE} Activists from Jail per space chosen, as far as "
                f"Jail holds them: {self.must_release()} ({len(self.chosen)} space(s), {self.in_jail} in Jail), "
                f"not {sum(self.released.values())}")

    def release_gandhi(self, step: ActionStep, args: Args) -> None:
        """Finally, Gandhi from Jail to any space without Raj Control, judged before he arrives
        (SUP-5: his place among the releases is not checked). "Infine" (IT:881): he comes after
        the purchases, so a chosen space with nothing bought yet is reported at his step, as an
        Activist's release reports it (`check_release`), once (CAMP-DRAFT-1)."""
        unbought = self.unbought()
        if self.early is None and unbought:
            self.released_early(step, unbought)
        to = args.to_space or args.space
        if to is None:
            self.violation(step, self.rule, "Gandhi is released to a space without Raj Control, not to "
                           "Available: write 'release gandhi to X'")
        elif self.state.raj_control(to):
            self.violation(step, self.rule, f"Gandhi is released to a space without Raj Control: "
                           f"{self.name_of(to)} has Raj Control")
        self.apply(step, args)

    def finish_findings(self) -> list[tuple[ActionStep | Pos | None, str, str, str]]:
        """6.3.1: something bought in each space chosen (SUP-3), two Activists released per space
        as far as Jail holds them (SUP-5), Gandhi released from Jail (SUP-1)."""
        out: list[tuple[ActionStep | Pos | None, str, str, str]] = []
        for sid, at in self.chosen.items():
            if not self.bought[sid] and sid not in (self.early or ()):  # SUP-3 (else reported by the release)
                out.append((at, self.rule, f"a space chosen for Imperialism buys at least one marker or level: "
                            f"nothing bought in {self.name_of(sid)}", "applied as written"))
        must, got = self.must_release(), sum(self.released.values())  # SUP-5
        if got < must or (got > must and not self.over and self.early is None):  # (else reported by a release)
            out.append((self.release_at or self.pos, self.rule, self.release_message(),
                        LEFT_IN_JAIL if got < must else "applied as written"))
        if self.state.gandhi == terms.JAIL:  # SUP-1
            out.append((self.pos, self.rule, GANDHI_MISSING, GANDHI_LEFT))
        return out

    def finish(self) -> None:
        self.report_finish()


class ConstructiveProgramme(CampaignPart):
    """6.3.2: Congress and then the League shift a combined number of Cities and Provinces up to
    Unity, each with the faction's own pieces (Congress: Activists or Gandhi; League: Activists
    or Bases) and no Raj Control, each up to two levels toward Active Opposition. Each space
    counts once in the combined number, whoever chose it (SUP-4)."""

    factions = (terms.INC, terms.ML)
    name = "constructive-programme"
    title = "Constructive Programme"
    rule = "6.3.2"
    LEVELS = 2

    def begin(self) -> None:
        super().begin()
        self.record = self.turn.round.setdefault(self.name, {"spaces": {}, "levels": Counter()})
        # "Congress and then the Muslim League": the order is the replay's (phases.ORDER)

    def own_pieces(self, sid: str) -> bool:
        sp = self.state.spaces[sid]
        if self.faction == terms.INC:
            return bool(sp.inc_activists) or self.state.gandhi == sid
        return bool(sp.ml_activists or sp.ml_bases)

    def unfit(self, sid: str) -> str | None:
        problems = [self.kind_of_space(sid)]
        if not self.own_pieces(sid):
            own = "Congress Activists or Gandhi" if self.faction == terms.INC else "League Activists or Bases"
            problems.append(f"it has none of the faction's own pieces ({own})")
        if not problems[0] and self.state.raj_control(sid):
            problems.append("it has Raj Control")
        return "; ".join(p for p in problems if p) or None

    def space_condition(self, sid: str) -> str | None:
        """What keeps the Constructive Programme from a space where a shift is possible now (6.3.2,
        CAMP-DRAFT-2): the space itself (`unfit`), chosen by the other faction (SUP-4), Unity's
        combined count reached, no level left to shift (two shifted, or Active Opposition). What
        the draft lists; a written step is judged by `on_shift`."""
        unfit = self.unfit(sid)
        if unfit:
            return unfit
        spaces, levels = self.record["spaces"], self.record["levels"]
        if sid in spaces and spaces[sid] != self.faction:
            return f"it was chosen by {terms.FACTION_NAMES[spaces[sid]]} (each space once, SUP-4)"
        if sid not in spaces and len(spaces) >= self.state.unity:
            return f"Unity ({self.state.unity}) spaces are chosen already"
        if levels[sid] >= self.LEVELS or self.state.spaces[sid].level <= terms.ACTIVE_OPPOSITION:
            return "no level is left to shift there"
        return None

    def limits_text(self) -> str | None:
        """#21: 6.3.2's combined count (Unity, both NV factions' spaces together, SUP-4)."""
        record = self.turn.round.get(self.name, {"spaces": {}})
        return (f"Congress and the Muslim League together choose at most Unity ({self.state.unity}) Cities or "
                f"Provinces with their own pieces and no Raj Control ({len(record['spaces'])} chosen so far); "
                f"each space shifts up to {self.LEVELS} levels toward Active Opposition")

    def on_shift(self, step: ActionStep, args: Args) -> None:
        sid = self.one_space(step, args)
        if sid is None:
            return
        n = args.numbers[0] if args.numbers else 0
        where = self.name_of(sid)
        if self.board[sid].is_railway:  # 6.3.2: Cities and Provinces only; a Railway has no level
            self.violation(step, self.rule, f"the Constructive Programme shifts Cities and Provinces, not "
                           f"{where} (a Railway)", SKIPPED)
            return
        if n >= 0:
            self.violation(step, self.rule, f"the Constructive Programme shifts toward Active Opposition (-1 or "
                           f"-2), not {n:+d}", SKIPPED)
            return
        spaces, levels = self.record["spaces"], self.record["levels"]
        if sid in spaces and sid not in self.chosen:  # SUP-4
            by = terms.FACTION_NAMES[spaces[sid]]
            self.violation(step, self.rule, f"{where} was already chosen for the Constructive Programme (by {by}): "
                           f"each space once, at most {self.LEVELS} levels")
        elif sid not in spaces:
            if len(spaces) >= self.state.unity:
                self.violation(step, self.rule, f"Congress and the League shift at most Unity ({self.state.unity}) "
                               f"spaces in all: {', '.join(self.name_of(s) for s in spaces)} already chosen")
            self.choose(sid, step, self.unfit(sid) or "")
            spaces[sid] = self.faction
        if levels[sid] - n > self.LEVELS:
            self.violation(step, self.rule, f"the Constructive Programme shifts a space at most {self.LEVELS} "
                           f"levels: {levels[sid]} already in {where}, {-n} more")
        if self.state.spaces[sid].level <= terms.ACTIVE_OPPOSITION:  # NOOP-1: changes nothing: reported, skipped
            self.violation(step, self.rule, f"{where} is at Active Opposition already: the shift changes nothing",
                           SKIPPED)
            return
        level = self.state.spaces[sid].level
        if self.apply(step, args):
            levels[sid] += level - self.state.spaces[sid].level  # the levels actually shifted


class PlacesBase(CampaignPart):
    """6.3.3, 6.3.4: the faction may place one Base from Available in any non-Railway space
    (States included) without Raj Control, judged before the Base arrives; room permitting:
    a space holds as many Bases of both factions as its Population (1.4.2, SUP-7)."""

    base: ClassVar[str] = ""

    def refused_by_words(self, verb: str, args: Args) -> bool:
        """6.3.3, 6.3.4: a placement of anything but one kind, the faction's Base, in one space."""
        return verb == "place" and self.not_a_base(args)

    def not_a_base(self, args: Args) -> bool:
        """The step places something else than the faction's Base, or in other than one space."""
        return bool(args.marker) or len(args.spaces) != 1 or [p.kind for p in args.pieces] != [self.base]

    def on_place(self, step: ActionStep, args: Args) -> None:
        label = terms.PIECE_LABELS[self.base]
        if self.not_a_base(args):
            self.violation(step, self.rule, f"{self.title} places one of the {label}, nothing else", SKIPPED)
            return
        sid, count = args.spaces[0], args.pieces[0].count
        where = self.name_of(sid)
        if self.board[sid].is_railway:
            self.violation(step, self.rule, f"{self.title} places its Base in a non-Railway space, not {where}",
                           SKIPPED)
            return
        placed = self.turn.round.get(self.name, 0)
        if count > 1 or (placed and self.turn.round["parts"].count((self.faction, self.name)) == 1):
            # a second statement is reported once, by begin()
            self.violation(step, self.rule, f"{self.title} places one Base"
                           + (": one was already placed" if placed else f", not {count}"))
        if args.source not in (None, terms.AVAILABLE):
            self.violation(step, self.rule, f"{self.title} places its Base from Available, not from "
                           f"{terms.BOX_LABELS[args.source]}")
        self.choose(sid, step, "it has Raj Control" if self.state.raj_control(sid) else "")
        if self.apply(step, args):
            self.turn.round[self.name] = placed + count

    def space_condition(self, sid: str) -> str | None:
        """What keeps the Base from a space now (6.3.3, 6.3.4, CAMP-DRAFT-2): a Railway, Raj
        Control, no room (1.4.2, SUP-7), no Base Available, one placed already. What the draft
        lists; a written step is judged by `on_place` and the board."""
        if self.board[sid].is_railway:
            return "it is a Railway"
        if self.state.raj_control(sid):
            return "it has Raj Control"
        sp = self.state.spaces[sid]
        if sp.bases >= self.board[sid].pop:
            return "it has no room for a Base (Population, 1.4.2)"
        if not self.state.available(self.base):
            return "no Base is Available"
        if self.turn.round.get(self.name, 0):
            return "its Base was placed already"
        return None


class PakistanMovement(PlacesBase):
    """6.3.3: the Muslim League may place one Base in any non-Railway space without Raj Control."""

    factions = (terms.ML,)
    name = "pakistan-movement"
    title = "Pakistan Movement"
    rule = "6.3.3"
    base = terms.ML_BASES


class SecretSocieties(PlacesBase):
    """6.3.4: the Revolutionaries may place one Base in any non-Railway space without Raj Control."""

    factions = (terms.REV,)
    name = "secret-societies"
    title = "Secret Societies"
    rule = "6.3.4"
    base = terms.REV_BASES
