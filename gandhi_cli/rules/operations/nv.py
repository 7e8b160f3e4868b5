"""Nonviolent Operations (3.3): Rally 3.3.1, Demonstrate 3.3.2, Civil Disobedience 3.3.3,
Non-Cooperation 3.3.4. Each is one class for Congress and the Muslim League; what differs goes
by `self.faction`.

Always (3.3): NV Operations cost nothing. Congress chooses at most Restraint spaces plus any
spaces with a Protest marker and/or Gandhi; the Muslim League at most Unity spaces plus any
spaces with a Muslim League Base. The limit is read as each space is chosen (3.1.5), so a
Negotiate in the middle of the Operation may raise it. A space chosen for Negotiate may not be
chosen for the Operation, and Negotiate accompanies Rally, Demonstrate and Civil Disobedience
only (3.1.1, 4.1.2): checked here when the Special Activity came first, by Negotiate otherwise.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...model import terms
from ..activity import SKIPPED, Activity, MoveOption, limits
from ..steps import Args

if TYPE_CHECKING:
    from ...notation.actions import ActionStep
    from ...notation.statements import Pos

OWN_ACTIVISTS = {terms.INC: terms.INC_ACTIVISTS, terms.ML: terms.ML_ACTIVISTS}
OTHER_NV = {terms.INC: terms.ML, terms.ML: terms.INC}
NEGOTIATE_OPS = ("rally", "demonstrate", "civil-disobedience")  # 4.3.1, 4.4.1
LABEL = terms.PIECE_LABELS


class NVOperation(Activity):
    """What the four NV Operations share: the free spaces and the limit on the others (3.3),
    Negotiate's spaces and Operations (3.1.1, 4.1.2), pieces moving once (3.1.2)."""

    factions = (terms.INC, terms.ML)
    kind = terms.ActivityKind.OP

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.counted = 0  # spaces chosen under the Restraint/Unity limit (3.3)

    # ----------------------------------------------------------------- the faction
    @property
    def own(self) -> str:
        """The acting faction's Activists."""
        return OWN_ACTIVISTS[self.faction]

    @property
    def other(self) -> str:
        """The other NV faction's Activists."""
        return OWN_ACTIVISTS[OTHER_NV[self.faction]]

    def free(self, sid: str) -> bool:
        """3.3: spaces chosen beyond the limit: a Protest marker or Gandhi (Congress), a Muslim
        League Base (Muslim League)."""
        sp = self.state.spaces[sid]
        if self.faction == terms.INC:
            return sp.protest or self.state.gandhi == sid
        return sp.ml_bases > 0

    def free_text(self) -> str:
        return ("Protest marker or Gandhi" if self.faction == terms.INC else "Muslim League Base")

    def track(self) -> str:
        return "Restraint" if self.faction == terms.INC else "Unity"

    def limits_text(self) -> str | None:
        """#21: the Restraint/Unity limit `space_problems` checks (3.3), or a Limited Operation's
        one space (2.3.5)."""
        if self.limited:
            return super().limits_text()
        limit = self.restraint_or_unity_limit() - self.counted
        return (f"up to {limit} space{'' if limit == 1 else 's'} without a {self.free_text()} "
                f"({self.track()} {self.restraint_or_unity_limit()}), plus any with one (3.3)")

    # ----------------------------------------------------------------- choosing
    def space_problems(self, sid: str) -> list[tuple[str, str]]:
        """At most Restraint/Unity spaces without a free-space feature, counted as each is chosen
        (3.3, 3.1.5); never Negotiate's space (3.1.1, 4.1.1); then the Operation's own condition
        and a Limited Operation's one space (`Activity.space_problems`)."""
        if sid in self.chosen:
            return []
        out: list[tuple[str, str]] = []
        if not self.free(sid):
            limit = self.restraint_or_unity_limit()
            if self.counted >= limit:
                out.append((self.rule, f"{self.title} chooses at most {limit} space(s) without a "
                            f"{self.free_text()} ({self.track()} {limit}): {self.name_of(sid)} would be "
                            f"number {self.counted + 1}"))
        sa = self.turn.sa
        if sa is not None and sa.name == "negotiate" and sid in sa.chosen:
            out.append(("3.1.1", f"{self.name_of(sid)} was chosen for Negotiate: the Operation may not "
                        "choose it (3.1.1, 4.1.1)"))
        return out + super().space_problems(sid)

    def pick(self, sid: str, at) -> bool:
        """Choose a space (3.1.1), checked by `space_problems`; True if newly chosen."""
        if not self.choose(sid, at):
            return False
        if not self.free(sid):
            self.counted += 1
        return True

    # ----------------------------------------------------------------- moving (3.1.2)
    def movable(self, sid: str, kind: str) -> int:
        """Pieces of a kind in a space that have not moved yet in this Operation (3.1.2)."""
        return self.state.spaces[sid].count(kind) - self.turn.moved[(sid, kind)]

    def check_once(self, step: ActionStep, args: Args) -> bool:
        src = args.route[0]
        ok = True
        for p in args.pieces:
            if self.movable(src, p.kind) < p.count:
                self.violation(step, "3.1.2", f"{p.count} {LABEL[p.kind]} cannot leave {self.name_of(src)}: "
                               f"{self.turn.moved[(src, p.kind)]} of them moved there in this Operation and "
                               "pieces move once")
                ok = False
        return ok

    def once_problems(self, src: str, kind: str) -> list[tuple[str, str]]:
        """3.1.2 for one piece of `kind` leaving `src`: as `check_once` reports it."""
        if self.movable(src, kind) < 1:
            return [("3.1.2", f"1 {LABEL[kind]} cannot leave {self.name_of(src)}: "
                     f"{self.turn.moved[(src, kind)]} of them moved there in this Operation and pieces move once")]
        return []

    def record_move(self, args: Args) -> None:
        for p in args.pieces:
            self.turn.moved[(args.route[-1], p.kind)] += p.count

    def one_step_route(self, step: ActionStep, args: Args) -> bool:
        if len(args.route) < 2:
            self.violation(step, self.rule, f"a {self.title} move needs a path FROM>TO", SKIPPED)
            return False
        return True


class Rally(NVOperation):
    """3.3.1: in Cities, Provinces and States without Support (plus free spaces), Congress places
    Activists up to the space's Population; the Muslim League places 1 + its Bases there, or in a
    space with room replaces Unity Activists with a Base. Then, optionally, one Activist from Out
    of Play to Available (Unity +1 if the other NV faction's) OR a die roll of Activists from Jail
    to Available, own faction's first, as many as the roll and the Jail allow."""

    name = "rally"
    title = "Rally"
    rule = "3.3.1"

    def limits_text(self) -> str | None:
        """#21: the spaces (3.3, 2.3.5) and the pieces Rally places from Available (3.3.1)."""
        placed = (self.own,) if self.faction == terms.INC else (self.own, terms.ML_BASES)
        return limits(super().limits_text(), self.available_text(*placed))

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.placed: Counter = Counter()  # space -> Activists placed there
        self.replaced: set[str] = set()  # spaces where Activists are to become a Base
        self.after: ActionStep | None = None  # the Out of Play or roll step that follows the spaces
        self.after_at: Pos | None = None  # where it was written
        self.roll: int | None = None
        self.jail_at_roll: dict[str, int] = {}
        self.released: Counter = Counter()
        self.freed: Counter = Counter()  # Activists moved from Out of Play to Available
        self.over_released = False  # a release beyond the roll, reported at its step

    def space(self, sid: str, at) -> None:
        self.pick(sid, at)

    def space_problems(self, sid: str) -> list[tuple[str, str]]:
        """The spaces come first, then Out of Play or the Jail (3.3.1 "Poi", IT:522): none is
        chosen after that; then the limit (3.3) and the Operation's condition."""
        out: list[tuple[str, str]] = []
        if self.after is not None and sid not in self.chosen:
            out.append((self.rule, "Rally first places in its spaces, then frees Activists from Out of Play "
                        "or Jail: no space is chosen after that"))
        return out + super().space_problems(sid)

    def space_condition(self, sid: str) -> str | None:
        sp = self.state.spaces[sid]
        if self.board[sid].is_railway:
            return "Rally is never in a Railway"
        if sp.level > terms.NEUTRAL and not self.free(sid):
            return f"it is at {terms.LEVEL_NAMES[sp.level]} and has no {self.free_text()}"
        return None

    def on_select(self, step: ActionStep, args: Args) -> None:
        for sid in args.spaces:
            self.space(sid, step)

    def refused_by_words(self, verb: str, args: Args) -> bool:
        """What Rally's steps refuse by their words alone (3.3.1): a placement or replacement not
        of pieces in one space, a placement of other pieces than the faction's Activists,
        Congress replacing Activists with a Base, the League replacing other pieces or with
        other than one of its Bases, a release elsewhere than to Available."""
        if verb == "place":
            return self.pieces_space(args) is None or self.places_others(args)
        if verb == "replace":
            return self.pieces_space(args) is None or self.builds_no_base() or self.not_activists_for_a_base(args)
        if verb == "release":
            return self.releases_elsewhere(args)
        return False

    @staticmethod
    def pieces_space(args: Args) -> str | None:
        """The space of a step of pieces in one space (a placement, a replacement); None for a
        step of markers or of no space, which is no step of Rally."""
        return None if args.marker or not args.space else args.space

    def places_others(self, args: Args) -> bool:
        """3.3.1: Rally places the faction's own Activists only."""
        return any(p.kind != self.own for p in args.pieces)

    def builds_no_base(self) -> bool:
        """3.3.1: only the Muslim League replaces Activists with a Base."""
        return self.faction == terms.INC

    @staticmethod
    def not_activists_for_a_base(args: Args) -> bool:
        """3.3.1: the League's replacement takes its own Activists and gives one of its Bases."""
        took = Counter({p.kind: p.count for p in args.pieces})
        gave = Counter({p.kind: p.count for p in args.with_pieces})
        return set(took) != {terms.ML_ACTIVISTS} or gave != Counter({terms.ML_BASES: 1})

    @staticmethod
    def releases_elsewhere(args: Args) -> bool:
        """3.3.1: Rally releases Activists from Jail to Available, nothing else, nowhere else."""
        return any(p.kind not in terms.ACTIVISTS for p in args.pieces) or bool(args.to_space or args.spaces)

    def on_place(self, step: ActionStep, args: Args) -> None:
        sid = self.pieces_space(args)
        if sid is None:
            return self.unexpected(step, args)
        self.space(sid, step)
        if self.places_others(args):
            self.violation(step, self.rule, f"{terms.FACTION_NAMES[self.faction]} Rally places "
                           f"{LABEL[self.own]} only", SKIPPED)
            return
        if args.source not in (None, terms.AVAILABLE):
            self.violation(step, self.rule, "Rally places Activists from Available", SKIPPED)
            return
        if sid in self.replaced:
            self.violation(step, self.rule, f"in {self.name_of(sid)} the Muslim League replaced Activists with a "
                           "Base: in each space it places Activists OR builds a Base")
        n = sum(p.count for p in args.pieces)
        total = self.placed[sid] + n
        if self.faction == terms.INC:
            pop = self.board[sid].pop
            if total > pop:
                self.violation(step, self.rule, f"Rally places at most {pop} Activist(s) in {self.name_of(sid)} "
                               f"(its Population), not {total}")
        else:
            want = 1 + self.state.spaces[sid].ml_bases
            if total > want:
                self.violation(step, self.rule, f"Muslim League Rally places 1 + Bases = {want} Activist(s) in "
                               f"{self.name_of(sid)}, not {total}")
        if self.apply(step, args):
            self.placed[sid] += n

    def on_replace(self, step: ActionStep, args: Args) -> None:
        """3.3.1: Unity Muslim League Activists become one Base, in a non-Railway space with room."""
        sid = self.pieces_space(args)
        if sid is None:
            return self.unexpected(step, args)
        if self.builds_no_base():
            self.violation(step, self.rule, "only the Muslim League replaces Activists with a Base during Rally",
                           SKIPPED)
            return
        self.space(sid, step)
        if self.placed[sid]:
            self.violation(step, self.rule, f"the Muslim League placed Activists in {self.name_of(sid)}: in each "
                           "space it places Activists OR builds a Base")
        self.replaced.add(sid)
        unity = self.state.unity
        took = Counter({p.kind: p.count for p in args.pieces})
        if self.not_activists_for_a_base(args):
            self.violation(step, self.rule, "Rally replaces Muslim League Activists with one Muslim League Base: "
                           f"'replace {unity} ML {self.name_of(sid)} with 1 MLB'", SKIPPED)
            return
        if took[terms.ML_ACTIVISTS] != unity:
            self.violation(step, self.rule, f"a Base costs Unity ({unity}) Muslim League Activists, not "
                           f"{took[terms.ML_ACTIVISTS]}")
        sp, space = self.state.spaces[sid], self.board[sid]
        if sp.bases >= space.pop:  # 1.4.2
            self.violation(step, self.rule, f"{self.name_of(sid)} has no room for a Base (1.4.2): {sp.bases} "
                           f"Base(s), Population {space.pop}", SKIPPED)
            return
        self.apply(step, args)

    def then(self, step: ActionStep) -> bool:
        """The one optional step after the spaces: Out of Play OR a die roll of releases."""
        if self.after is not None:
            self.violation(step, self.rule, "after its spaces Rally either moves one Activist from Out of Play OR "
                           "rolls to release Activists from Jail, once", SKIPPED)
            return False
        self.after, self.after_at = step, self.turn.position(step)
        return True

    def on_out_of_play(self, step: ActionStep, args: Args) -> None:
        if not self.then(step):
            return
        if len(args.pieces) != 1 or args.pieces[0].count != 1 or args.pieces[0].kind not in terms.ACTIVISTS:
            self.violation(step, self.rule, "Rally moves one Activist (either NV faction's) from Out of Play to "
                           "Available", SKIPPED)
            return
        if not self.apply(step, args):
            return
        self.freed[args.pieces[0].kind] += 1
        if args.pieces[0].kind == self.other:
            self.state.shift_track("unity", +1)  # 3.3.1, 6.7
            self.turn.watch()

    def on_roll(self, step: ActionStep, args: Args) -> None:
        if not self.then(step):
            return
        n = args.numbers[0] if args.numbers else 0
        if not 1 <= n <= 6:
            self.violation(step, self.rule, f"a die roll is 1-6, not {n}", SKIPPED)
            self.after = None
            return
        self.roll = n
        self.jail_at_roll = dict(self.state.jail)

    def on_release(self, step: ActionStep, args: Args) -> None:
        if self.releases_elsewhere(args):
            self.violation(step, self.rule, "Rally releases Activists from Jail to Available ('release 2 INC')",
                           SKIPPED)
            return
        if self.roll is None:
            self.violation(step, self.rule, "Rally releases Activists only after a die roll ('roll N' first)")
        if not self.apply(step, args):
            return
        for p in args.pieces:
            self.released[p.kind] += p.count
        if self.roll is not None and not self.over_released:
            want = self.roll_releases()
            if self.released[self.own] > want[0] or self.released[self.other] > want[1]:
                self.over_released = True  # one finding, at the step that goes beyond the roll
                self.violation(step, self.rule, self.release_message(self.released))

    def roll_releases(self) -> tuple[int, int]:
        """What the roll releases (own faction's Activists, the other's): own faction's first, as
        many as the roll and the Jail (as it was when rolled) allow."""
        assert self.roll is not None
        own = min(self.roll, self.jail_at_roll.get(self.own, 0))
        return own, min(self.roll - own, self.jail_at_roll.get(self.other, 0))

    def release_message(self, released: Counter) -> str:
        want_own, want_other = self.roll_releases()
        return (f"a roll of {self.roll} releases {want_own} {LABEL[self.own]} and {want_other} {LABEL[self.other]} "
                f"(own faction's first, as many as the roll and the Jail allow), not {released[self.own]} and "
                f"{released[self.other]}")

    def finish(self) -> None:
        if self.faction == terms.ML:
            for sid in self.chosen:
                want = 1 + self.state.spaces[sid].ml_bases
                # Activists released from Jail or moved from Out of Play at the end of the Rally
                # ("Poi", IT:522) came too late to be placed
                have = (self.state.available(terms.ML_ACTIVISTS) - self.released[terms.ML_ACTIVISTS]
                        - self.freed[terms.ML_ACTIVISTS])
                if sid not in self.replaced and self.placed[sid] < want and have:
                    self.violation(self.chosen[sid], self.rule, f"Muslim League Rally places 1 + Bases = {want} "
                                   f"Activist(s) in {self.name_of(sid)}, not {self.placed[sid]}, while {have} "
                                   "are Available")
        if self.roll is not None and not self.over_released:  # more than the roll: reported by `on_release`
            got = (self.released[self.own], self.released[self.other])
            if got != self.roll_releases():
                self.violation(self.after_at, self.rule, self.release_message(self.released))


class Demonstrate(NVOperation):
    """3.3.2: Activists move into chosen non-Railway destinations from adjacent spaces (Railways
    included), once each; in a destination without Raj Control the faction may place an
    Available Protest. Congress may take along at most Unity Muslim League Activists in all,
    each with a Congress Activist moving with it. Gandhi moves by Satyagraha (4.3.2), not here."""

    name = "demonstrate"
    title = "Demonstrate"
    rule = "3.3.2"

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.ml_moved = 0  # Muslim League Activists Congress has moved

    def space_condition(self, sid: str) -> str | None:
        return "a Railway is never a Demonstrate destination" if self.board[sid].is_railway else None

    def destination(self, sid: str, at) -> None:
        self.pick(sid, at)

    def on_select(self, step: ActionStep, args: Args) -> None:
        for sid in args.spaces:
            self.destination(sid, step)

    def on_move(self, step: ActionStep, args: Args) -> None:
        if not self.one_step_route(step, args):
            return
        dst = args.route[-1]
        self.destination(dst, step)
        for rule, message in self.path_problems(args.route):
            self.violation(step, rule, message)
        kinds: Counter[str] = Counter()
        for p in args.pieces:
            kinds[p.kind] += p.count
        allowed = {self.own} | ({terms.ML_ACTIVISTS} if self.faction == terms.INC else set())
        if set(kinds) - allowed:
            movers = " and ".join(LABEL[k] for k in sorted(allowed))
            why = ("Gandhi moves by Satyagraha (4.3.2), not by Demonstrate" if terms.GANDHI in kinds else
                   f"{terms.FACTION_NAMES[self.faction]} Demonstrate moves {movers} only")
            self.violation(step, self.rule, why, SKIPPED)
            return
        ml = kinds[terms.ML_ACTIVISTS] if self.faction == terms.INC else 0
        if ml:
            if ml > kinds[terms.INC_ACTIVISTS]:
                self.violation(step, self.rule, f"each Muslim League Activist moves with a Congress Activist: {ml} "
                               f"with {kinds[terms.INC_ACTIVISTS]}")
            unity = self.state.unity
            if self.ml_moved + ml > unity:
                self.violation(step, self.rule, f"Congress moves at most Unity ({unity}) Muslim League Activists in "
                               f"all, not {self.ml_moved + ml}")
        self.check_once(step, args)
        if self.apply(step, args):
            self.record_move(args)
            self.ml_moved += ml

    def path_problems(self, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """3.3.2: into the destination from an adjacent space, one step."""
        if len(route) > 2 or not self.board.adjacent(route[0], route[-1]):
            return [(self.rule, f"Activists move into the destination from an adjacent space, one step: "
                     f"{' > '.join(self.name_of(s) for s in route)}")]
        return []

    def move_problems(self, kind: str, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """One Activist of `kind` moved along `route` (3.3.2), in `on_move`'s order: the
        destination (3.3, 2.3.5), the path, the faction's own Activists (a Muslim League one moves
        with a Congress Activist, so never alone), once (3.1.2)."""
        if len(route) < 2 or route[0] == route[-1]:
            return [(self.rule, f"a {self.title} move needs a path FROM>TO")]
        out = self.space_problems(route[-1]) + self.path_problems(route)
        if kind != self.own:
            return out + [(self.rule, f"{terms.FACTION_NAMES[self.faction]} Demonstrate moves {LABEL[self.own]} "
                           "on their own (a Muslim League Activist only with a Congress one)")]
        return out + self.once_problems(route[0], kind)

    def candidate_moves(self, dst: str | None = None) -> list[MoveOption]:
        """The faction's own Activists, from each space adjacent to each destination (3.3.2)."""
        out = []
        for space in self.board:
            to = space.id
            if (dst is not None and to != dst) or self.space_problems(to):
                continue  # (`move_problems`' check of the destination alone, asked once)
            for src in sorted(self.board.neighbours(to)):
                n = self.movable(src, self.own)
                if n > 0 and not self.move_problems(self.own, (src, to)):
                    out.append(MoveOption(self.own, (src, to), n))
        return out

    def on_add(self, step: ActionStep, args: Args) -> None:
        """An optional Protest marker in a destination without Raj Control (3.3.2)."""
        if args.marker != "protest" or args.pieces or not args.space:
            return self.unexpected(step, args)
        sid = args.space
        self.destination(sid, step)
        if self.state.spaces[sid].protest:
            self.violation(step, self.rule, f"{self.name_of(sid)} already has a Protest marker", SKIPPED)
            return
        if not self.state.protests_available_for_ops():
            self.violation(step, self.rule, f"no Protest marker is Available at Restraint {self.state.restraint}",
                           SKIPPED)
            return
        if self.state.raj_control(sid):
            self.violation(step, self.rule, f"no Protest in {self.name_of(sid)}: it is under Raj Control")
        self.apply(step, args)

    def on_place(self, step: ActionStep, args: Args) -> None:
        if args.marker:
            return self.on_add(step, args)
        self.unexpected(step, args)


class CivilDisobedience(NVOperation):
    """3.3.3: in each chosen space (the faction's own Activists there, or a free space; Railways
    too) an Available Protest marker is placed if none is there and the Activists turn Active;
    then the faction may move its own Activists from the chosen spaces onto adjacent Railways."""

    name = "civil-disobedience"
    title = "Civil Disobedience"
    rule = "3.3.3"

    def space_condition(self, sid: str) -> str | None:
        if self.free(sid) or self.state.spaces[sid].count(self.own):
            return None
        return f"it has no {LABEL[self.own]} and no {self.free_text()}"

    def space(self, sid: str, at) -> None:
        sp = self.state.spaces[sid]
        if self.pick(sid, at) and not sp.protest and self.state.protests_available_for_ops():
            self.state.place_protest(sid)  # 3.3.3: derived; the Activists there are Active with it
            self.turn.watch()

    def on_select(self, step: ActionStep, args: Args) -> None:
        for sid in args.spaces:
            self.space(sid, step)

    def on_move(self, step: ActionStep, args: Args) -> None:
        if not self.one_step_route(step, args):
            return
        src = args.route[0]
        self.space(src, step)
        for rule, message in self.path_problems(args.route):
            self.violation(step, rule, message)
        if any(p.kind != self.own for p in args.pieces):
            self.violation(step, self.rule, f"{terms.FACTION_NAMES[self.faction]} Civil Disobedience moves "
                           f"{LABEL[self.own]} only", SKIPPED)
            return
        self.check_once(step, args)
        if self.apply(step, args):
            self.record_move(args)


    def path_problems(self, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """3.3.3: from the chosen space onto an adjacent Railway, one step."""
        src, dst = route[0], route[-1]
        if len(route) > 2 or not self.board[dst].is_railway or not self.board.adjacent(src, dst):
            return [(self.rule, f"Civil Disobedience moves Activists from the chosen space onto an "
                     f"adjacent Railway: {' > '.join(self.name_of(s) for s in route)}")]
        return []

    def move_problems(self, kind: str, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """One Activist of `kind` moved along `route` (3.3.3), in `on_move`'s order: the space
        left chosen (3.3, 2.3.5), the path, the faction's own Activists, once (3.1.2)."""
        if len(route) < 2 or route[0] == route[-1]:
            return [(self.rule, f"a {self.title} move needs a path FROM>TO")]
        out = self.space_problems(route[0]) + self.path_problems(route)
        if kind != self.own:
            return out + [(self.rule, f"{terms.FACTION_NAMES[self.faction]} Civil Disobedience moves "
                           f"{LABEL[self.own]} only")]
        return out + self.once_problems(route[0], kind)

    def candidate_moves(self, dst: str | None = None) -> list[MoveOption]:
        """The faction's own Activists, from each space it may choose onto each adjacent Railway
        (3.3.3)."""
        out = []
        for space in self.board:
            src = space.id
            n = self.movable(src, self.own)
            if n <= 0 or self.space_problems(src):
                continue  # (`move_problems`' check of the space left alone, asked once)
            for to in sorted(self.board.neighbours(src)):
                if (dst is None or to == dst) and not self.move_problems(self.own, (src, to)):
                    out.append(MoveOption(self.own, (src, to), n))
        return out


class NonCooperation(NVOperation):
    """3.3.4: Protest spaces with the faction's Activists and without Raj Control (Congress:
    Raj Control allowed during a Crisis, 6.8) each shift one level toward Active Opposition;
    then Restraint -1, once (6.6)."""

    name = "non-cooperation"
    title = "Non-Cooperation"
    rule = "3.3.4"

    def space_condition(self, sid: str) -> str | None:
        sp = self.state.spaces[sid]
        problems = []
        if not sp.protest:
            problems.append("it has no Protest marker")
        if not sp.count(self.own):
            problems.append(f"it has no {LABEL[self.own]}")
        if self.state.raj_control(sid) and not (self.faction == terms.INC and self.state.crisis):
            problems.append("it is under Raj Control" + (" (allowed only during a Crisis, 6.8)"
                                                         if self.faction == terms.INC else ""))
        return "; ".join(problems) or None

    def space(self, sid: str, at) -> None:
        if self.pick(sid, at) and not self.board[sid].is_railway:
            self.state.shift(sid, -1)

    def on_select(self, step: ActionStep, args: Args) -> None:
        for sid in args.spaces:
            self.space(sid, step)

    def finish(self) -> None:
        if self.chosen:
            self.state.shift_track("restraint", -1)  # 3.3.4, 6.6: once per Operation
            self.turn.watch()
