"""The game state: what is on the board and in the boxes, and what follows from it.

`GameState` owns pieces per space, markers, Support/Opposition levels, Out of Play and Jail,
Resources, Restraint, Unity, the Viceroy, the deck and Eligibility. Everything derivable is
derived on demand and never stored twice: Available pieces (inventory minus everything else,
1.4.1), Active status (1.4.3), Raj Control (1.7), Crisis (6.8), Protest markers Available (1.10),
victory totals (1.9) and margins (7.3, in `victory.py`).

The verbs (place, remove, move, arrest, release, activate, shift, set_level, …) check their own
preconditions and raise `RuleViolation` before changing anything; `violations()` audits the
invariants of the whole state. After every change, while `audit` is on, a verb audits the spaces
it touched and the game-wide counts (`_check(sid, ...)`: one pass over the board for the piece and
marker totals, not every space's invariants; issue #16), which finds the same first problem as
the whole audit as long as the untouched spaces were sound (every other space change is a verb's).
"""

from __future__ import annotations

import copy
import operator
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields
from functools import cache
from typing import Protocol

from ..io.errors import RuleViolation
from . import terms
from .forces import Inventory, ProtestTable, inventory, protest_table
from .mapdata import Map

# the SpaceState counts that make the on-map totals (Guerrillas by side, summed in _totals)
_COUNTED = ("troops", "sepoys", "inc_activists", "ml_activists", "guerrillas_hidden", "guerrillas_active",
            "ml_bases", "rev_bases")

ON_MAP_KINDS = (terms.TROOPS, terms.SEPOYS, terms.INC_ACTIVISTS, terms.ML_ACTIVISTS,
                terms.ML_BASES, terms.REV_BASES)


_HIDDEN = operator.attrgetter("guerrillas_hidden")
_ACTIVE = operator.attrgetter("guerrillas_active")
_UNREST, _STRIKE, _PROTEST = (operator.attrgetter(k) for k in ("unrest", "strike", "protest"))


@cache
def _getter(kind: str) -> Callable[[SpaceState], int]:
    """The reader of one SpaceState count (an unknown kind raises AttributeError, as getattr)."""
    return operator.attrgetter(kind)


class Recorder(Protocol):
    def saw(self, space: SpaceState) -> None: ...


class Recorders(list[Recorder]):
    """The change journals recording one state's changes now (journal.Changes, while Game.push
    plays a statement or a draft tries a step): each of the state's spaces is shown to them before
    an attribute of it changes, whoever changes it. It belongs to the state: a copy of the state
    starts with none (a journal records the state it was opened on, not its copies)."""

    def __copy__(self) -> Recorders:
        return Recorders()

    def __deepcopy__(self, memo: dict) -> Recorders:
        return Recorders()


NO_RECORDERS = Recorders()  # a space not (yet) on a state's board records nowhere


@dataclass
class SpaceState:
    """Pieces and markers in one space. Guerrillas are counted Hidden and Active (1.4.3);
    Activists carry no side: they are Active exactly in Protest spaces and on Railways."""

    troops: int = 0
    sepoys: int = 0
    inc_activists: int = 0
    ml_activists: int = 0
    guerrillas_hidden: int = 0
    guerrillas_active: int = 0
    ml_bases: int = 0
    rev_bases: int = 0
    level: int = terms.NEUTRAL
    protest: bool = False
    unrest: int = 0
    strike: bool = False
    muslim_state: bool = False

    def __setattr__(self, name: str, value) -> None:
        for journal in self.__dict__.get("_recorders", NO_RECORDERS):  # its state's journals see it first
            journal.saw(self)
        object.__setattr__(self, name, value)

    def count(self, kind: str) -> int:
        if kind == terms.GUERRILLAS:
            return self.guerrillas_hidden + self.guerrillas_active
        return getattr(self, kind)

    @property
    def cubes(self) -> int:
        return self.troops + self.sepoys

    @property
    def activists(self) -> int:
        return self.inc_activists + self.ml_activists

    @property
    def guerrillas(self) -> int:
        return self.guerrillas_hidden + self.guerrillas_active

    @property
    def bases(self) -> int:
        return self.ml_bases + self.rev_bases

    def is_empty(self) -> bool:
        return self == SpaceState()


# the counts that may never go below 0 (1.4.1): every whole-number field of SpaceState but `level`
_NON_NEGATIVE = tuple(f.name for f in fields(SpaceState) if f.type in (int, "int") and f.name != "level")


@dataclass
class GameState:
    map: Map
    spaces: dict[str, SpaceState]
    gandhi: str = terms.AVAILABLE  # a space id, "available" or "jail" (1.4.5)
    out_of_play: dict[str, int] = field(default_factory=dict)
    jail: dict[str, int] = field(default_factory=dict)
    resources: dict[str, int] = field(default_factory=lambda: {terms.RAJ: 0, terms.REV: 0})
    restraint: int = 5
    unity: int = 5
    protest_circles: set[int] = field(default_factory=set)  # filled circles (1.10)
    viceroy: int | None = None  # Campaign card number in the Viceroy box (2.5)
    deck: list[int] = field(default_factory=list)  # draw pile, top first; deck[0] is the next card
    current_card: int | None = None
    played: list[int] = field(default_factory=list)
    eligibility: dict[str, str] = field(default_factory=lambda: {f: terms.ELIGIBLE for f in terms.FACTIONS})
    scenario: str = ""
    audit: bool = True
    forces: Inventory = field(default_factory=inventory)
    protest_table: ProtestTable = field(default_factory=protest_table)
    readings: dict[str, str] = field(default_factory=dict)  # the log's [Reading] choices (readings.py)
    deck_by_hand: bool = False  # no [Seed] nor [Deck]: the deck's order is not known (DECK-1)
    # the change journals recording this state now (journal.Changes): the state's own, not the process's
    recording: Recorders = field(default_factory=Recorders, repr=False, compare=False)

    def link_spaces(self) -> None:
        """Have each of the board's spaces report to this state's journals (a space put on the
        board later, or copied from another state, is linked here when a journal opens)."""
        for sp in self.spaces.values():
            if sp.__dict__.get("_recorders") is not self.recording:
                object.__setattr__(sp, "_recorders", self.recording)

    @classmethod
    def empty(cls, board: Map) -> GameState:
        forces = inventory()
        table = protest_table()
        return cls(
            map=board,
            spaces={sid: SpaceState() for sid in board.spaces},
            out_of_play={k: 0 for k in terms.PIECE_KINDS if k != terms.GANDHI},
            jail={terms.INC_ACTIVISTS: 0, terms.ML_ACTIVISTS: 0},
            protest_circles=set(table.rows),
            forces=forces,
            protest_table=table,
        )

    def copy(self) -> GameState:
        """An independent copy sharing the immutable map and tables."""
        clone = copy.copy(self)
        new = object.__new__
        clone.spaces = {}
        for sid, sp in self.spaces.items():  # SpaceState holds only immutable values: a shallow copy
            c = new(SpaceState)
            c.__dict__.update(sp.__dict__)
            clone.spaces[sid] = c
        for name in ("out_of_play", "jail", "resources", "eligibility"):
            setattr(clone, name, dict(getattr(self, name)))
        clone.protest_circles = set(self.protest_circles)
        clone.deck = list(self.deck)
        clone.played = list(self.played)
        clone.recording = Recorders()
        clone.link_spaces()
        return clone

    def reading(self, rid: str) -> str:
        """The option in force for the choosable reading `rid` (data/readings.yaml): the log's
        `[Reading]` choice, else gandhi-cli's default."""
        from .readings import default

        return self.readings.get(rid) or default(rid)

    # ------------------------------------------------------------------ derived values
    def on_map(self, kind: str) -> int:
        if kind == terms.GANDHI:
            return 1 if self.gandhi in self.spaces else 0
        spaces = self.spaces.values()
        if kind == terms.GUERRILLAS:
            return sum(map(_HIDDEN, spaces)) + sum(map(_ACTIVE, spaces))
        return sum(map(_getter(kind), spaces))  # one C-level pass (issue #33: the bots' hot loop)

    def available(self, kind: str) -> int:
        """Pieces in the Available box: the inventory less map, Out of Play and Jail (1.4.1)."""
        if kind == terms.GANDHI:
            return 1 if self.gandhi == terms.AVAILABLE else 0
        return (self.forces.pieces[kind] - self.on_map(kind)
                - self.out_of_play.get(kind, 0) - self.jail.get(kind, 0))

    def is_state(self, sid: str) -> bool:
        """Princely States and Provinces with a Muslim State marker are States (1.3.5)."""
        return self.map[sid].is_princely_state or self.spaces[sid].muslim_state

    def activists_active(self, sid: str) -> bool:
        """Activists are Active exactly in Protest spaces and on Railways (1.4.3)."""
        return self.spaces[sid].protest or self.map[sid].is_railway

    def gandhi_in(self, sid: str) -> bool:
        return self.gandhi == sid

    def active_opponents_of_raj(self, sid: str) -> int:
        """Active non-Raj pieces: Gandhi, Active Activists, Active Guerrillas, all Bases (1.7.1)."""
        sp = self.spaces[sid]
        n = sp.guerrillas_active + sp.bases + (1 if self.gandhi == sid else 0)
        if self.activists_active(sid):
            n += sp.activists
        return n

    def raj_control(self, sid: str) -> bool:
        """Raj Control: a City or Province (not a State) whose cubes exceed all other Active
        pieces there (1.7.1, 1.7.2)."""
        space = self.map.spaces[sid]
        sp = self.spaces[sid]
        if not (space.is_city or space.is_province) or sp.muslim_state:
            return False
        return sp.troops + sp.sepoys > self.active_opponents_of_raj(sid)

    @property
    def crisis(self) -> bool:
        """India is in Crisis while Restraint and Unity are both 1 (6.8)."""
        return self.restraint == 1 and self.unity == 1

    def protest_space(self, sid: str) -> bool:
        """A space with a Protest marker is a Protest space (1.3.7)."""
        return self.spaces[sid].protest

    def unrest_space(self, sid: str) -> bool:
        """A space with one or more Unrest markers is an Unrest space (1.3.7)."""
        return self.spaces[sid].unrest > 0

    def protests_on_map(self) -> int:
        return sum(map(_PROTEST, self.spaces.values()))  # bools: 1 a marker

    def protests_available_for_ops(self) -> int:
        """Protest markers Operations may place now: filled circles at or above Restraint (1.10)."""
        circles = self.protest_table.available_circles(self.restraint)
        return sum(1 for c in circles if c in self.protest_circles)

    def protests_available_for_events(self) -> int:
        """Events ignore Restraint (1.10): every filled circle."""
        return len(self.protest_circles)

    def unrest_strike_in_play(self) -> int:
        spaces = self.spaces.values()
        return sum(map(_UNREST, spaces)) + sum(map(_STRIKE, spaces))  # a Strike is a bool: 1 a marker

    def unrest_strike_markers_left(self) -> int:
        """Unrest/Strike markers not in play (1.11, 1.12)."""
        return self.forces.unrest_strike_markers - self.unrest_strike_in_play()

    def muslim_states(self) -> list[str]:
        return [sid for sid, sp in self.spaces.items() if sp.muslim_state]

    # ------------------------------------------------------------------ invariants
    def _totals(self) -> tuple[Counter, int, int, int]:
        """In one pass over the board: the pieces of each kind on the map (1.4.1), the Protest
        markers (1.10), the Unrest/Strike markers (1.11, 1.12) and the Muslim States (1.3.5)."""
        on_map: Counter = Counter()
        protests = unrest = muslim = 0
        for sp in self.spaces.values():
            d = sp.__dict__
            for kind in _COUNTED:
                n = d[kind]
                if n:
                    on_map[kind] += n
            if d["protest"]:
                protests += 1
            unrest += d["unrest"] + (1 if d["strike"] else 0)
            if d["muslim_state"]:
                muslim += 1
        on_map[terms.GUERRILLAS] = on_map.pop("guerrillas_hidden", 0) + on_map.pop("guerrillas_active", 0)
        return on_map, protests, unrest, muslim

    def violations(self, spaces: Iterable[str] | None = None) -> list[RuleViolation]:
        """Every broken invariant of the state (empty when sound); with `spaces`, only those
        spaces' own invariants are audited (the game-wide counts always are)."""
        out: list[RuleViolation] = []

        def bad(rule: str, msg: str) -> None:
            out.append(RuleViolation(rule, msg))

        on_map, protests, unrest, muslim = self._totals()
        for kind in terms.PIECE_KINDS:
            if kind == terms.GANDHI:
                continue
            n = on_map[kind]
            if self.forces.pieces[kind] - n - self.out_of_play.get(kind, 0) - self.jail.get(kind, 0) < 0:
                bad("1.4.1", f"{terms.PIECE_LABELS[kind]}: {self.forces.pieces[kind]} in the game, but "
                    f"{n} on the map, {self.out_of_play.get(kind, 0)} Out of Play and "
                    f"{self.jail.get(kind, 0)} in Jail")
        for kind, n in self.jail.items():
            if kind not in terms.JAILABLE:
                bad("1.3.9", f"only Gandhi and Activists go to Jail, found {terms.PIECE_LABELS[kind]}")
            if n < 0:
                bad("1.4.1", f"negative count of {terms.PIECE_LABELS[kind]} in Jail")
        for kind, n in self.out_of_play.items():
            if n < 0:
                bad("1.4.1", f"negative count of {terms.PIECE_LABELS[kind]} Out of Play")
        if self.gandhi not in (terms.AVAILABLE, terms.JAIL) and self.gandhi not in self.spaces:
            bad("1.4.5", f"Gandhi is in an unknown place {self.gandhi!r}")
        if spaces is None:
            for sid, sp in self.spaces.items():
                out.extend(self._space_violations(sid, sp))
        else:
            touched = set(spaces)
            for sid, sp in self.spaces.items():  # in the map's order, as the whole audit
                if sid in touched:
                    out.extend(self._space_violations(sid, sp))
        if protests + len(self.protest_circles) != self.forces.protest_markers:
            bad("1.10", f"{protests} Protest markers on the map and {len(self.protest_circles)} in the "
                f"State of India circles: the game has {self.forces.protest_markers}")
        if not self.protest_circles <= set(self.protest_table.rows):
            bad("1.10", f"unknown Protest circle(s) {sorted(self.protest_circles - set(self.protest_table.rows))}")
        if unrest > self.forces.unrest_strike_markers:
            bad("1.11", f"{unrest} Unrest/Strike markers in play, the game has {self.forces.unrest_strike_markers}")
        limit = self.forces.muslim_state_markers
        if limit is not None and muslim > limit:
            bad("1.3.5", f"{muslim} Muslim State markers in play, the game has {limit}")
        for faction, amount in self.resources.items():
            if not terms.RESOURCES_MIN <= amount <= terms.RESOURCES_MAX:
                bad("1.8", f"{faction} Resources {amount} outside 0-50")
        for name in ("restraint", "unity"):
            value = getattr(self, name)
            if not terms.TRACK_MIN <= value <= terms.TRACK_MAX:
                bad("6.6" if name == "restraint" else "6.7", f"{name.capitalize()} {value} outside 1-5")
        cards = list(self.deck) + list(self.played) + ([self.current_card] if self.current_card else [])
        if self.viceroy is not None:
            cards.append(self.viceroy)
        if len(cards) != len(set(cards)):
            dupes = sorted(c for c, n in Counter(cards).items() if n > 1)
            bad("2.1", f"card(s) {dupes} appear twice among deck, current card, played cards and Viceroy")
        return out

    def _space_violations(self, sid: str, sp: SpaceState) -> list[RuleViolation]:
        out: list[RuleViolation] = []
        space = self.map[sid]
        counts = sp.__dict__
        for name in _NON_NEGATIVE:
            if counts[name] < 0:
                out.append(RuleViolation("1.4.1", f"{space.name}: negative {name}"))
        if sp.bases > space.pop:
            what = "a Railway cannot hold a Base" if space.is_railway else f"Population {space.pop}"
            out.append(RuleViolation("1.4.2", f"{space.name}: {sp.bases} Bases, {what}"))
        if sp.troops and self.is_state(sid):
            out.append(RuleViolation("1.4.2", f"{space.name}: Troops may never be in a State ({sp.troops} there)"))
        if space.is_railway:
            if sp.level != terms.NEUTRAL:
                out.append(RuleViolation("1.3.6", f"{space.name}: a Railway has no Support or Opposition"))
            if sp.unrest:
                out.append(RuleViolation("1.12", f"{space.name}: Unrest on a Railway must be a Strike"))
        elif sp.strike:
            out.append(RuleViolation("1.12", f"{space.name}: Strike markers go only on Railways"))
        if not terms.ACTIVE_OPPOSITION <= sp.level <= terms.ACTIVE_SUPPORT:
            out.append(RuleViolation("1.6.1", f"{space.name}: level {sp.level} is not one of the five levels"))
        if sp.muslim_state and not space.is_province:
            out.append(RuleViolation("1.3.5", f"{space.name}: a Muslim State marker goes only in a Province"))
        return out

    def _check(self, *sids: str) -> None:
        """Raise the first broken invariant after a verb changed `sids` (and the boxes)."""
        if self.audit:
            problems = self.violations(sids)
            if problems:
                raise problems[0]

    # ------------------------------------------------------------------ verbs
    def _space(self, sid: str) -> SpaceState:
        if sid not in self.spaces:
            raise RuleViolation("1.3", f"no space {sid!r} on this map")
        return self.spaces[sid]

    def _need(self, have: int, want: int, rule: str, what: str) -> None:
        if want < 0:
            raise RuleViolation(rule, f"cannot move a negative number of {what}")
        if have < want:
            raise RuleViolation(rule, f"{want} {what} wanted, only {have} there")

    def place(self, kind: str, sid: str, n: int = 1, source: str = terms.AVAILABLE) -> None:
        """Place pieces in a space from Available, Out of Play or Jail (Guerrillas Hidden, 1.4.3)."""
        self._space(sid)
        space = self.map[sid]
        if kind == terms.TROOPS and self.is_state(sid):
            raise RuleViolation("1.4.2", f"Troops may never be placed in a State ({space.name})")
        if kind in terms.BASES and self.spaces[sid].bases + n > space.pop:
            raise RuleViolation("1.4.2", f"{space.name} holds at most {space.pop} Bases")
        if kind == terms.GANDHI:
            if n != 1:
                raise RuleViolation("1.4.5", "there is one Gandhi")
            if self.gandhi != source:
                raise RuleViolation("1.4.5", f"Gandhi is not in {terms.BOX_LABELS.get(source, source)}")
            self.gandhi = sid
            self._check(sid)
            return
        self._take_from_box(kind, n, source)
        sp = self.spaces[sid]
        if kind == terms.GUERRILLAS:
            sp.guerrillas_hidden += n
        else:
            setattr(sp, kind, getattr(sp, kind) + n)
        self._check(sid)

    def _take_from_box(self, kind: str, n: int, source: str) -> None:
        label = terms.PIECE_LABELS[kind]
        if source == terms.AVAILABLE:
            self._need(self.available(kind), n, "1.4.1", f"{label} from Available")
        elif source == terms.OUT_OF_PLAY:
            self._need(self.out_of_play.get(kind, 0), n, "1.3.10", f"{label} from Out of Play")
            self.out_of_play[kind] -= n
        elif source == terms.JAIL:
            if kind not in terms.JAILABLE:
                raise RuleViolation("1.3.9", f"no {label} in Jail: only Gandhi and Activists go there")
            self._need(self.jail.get(kind, 0), n, "1.3.9", f"{label} from Jail")
            self.jail[kind] -= n
        else:
            raise RuleViolation("1.4.1", f"unknown box {source!r}")

    def _put_in_box(self, kind: str, n: int, box: str) -> None:
        if box == terms.OUT_OF_PLAY:
            self.out_of_play[kind] = self.out_of_play.get(kind, 0) + n
        elif box == terms.JAIL:
            if kind not in terms.JAILABLE:
                raise RuleViolation("1.3.9", f"only Gandhi and Activists go to Jail, not {terms.PIECE_LABELS[kind]}")
            self.jail[kind] = self.jail.get(kind, 0) + n
        elif box != terms.AVAILABLE:
            raise RuleViolation("1.4.1", f"unknown box {box!r}")

    def remove(self, kind: str, sid: str, n: int = 1, to: str = terms.AVAILABLE, active_only: bool = False,
               side: str | None = None) -> None:
        """Remove pieces from a space to a box. Guerrillas: Active ones first unless `side` says
        "hidden" (or "active", the same as `active_only`)."""
        sp = self._space(sid)
        name = self.map[sid].name
        label = terms.PIECE_LABELS[kind]
        if kind == terms.GANDHI:
            if self.gandhi != sid:
                raise RuleViolation("1.4.5", f"Gandhi is not in {name}")
            if to not in (terms.JAIL, terms.AVAILABLE):
                raise RuleViolation("1.4.5", "Gandhi can only be arrested or set Available, never eliminated")
            self.gandhi = to
            self._check(sid)
            return
        if kind == terms.GUERRILLAS:
            if side == "active":
                active_only = True
            have = (sp.guerrillas_active if active_only else
                    sp.guerrillas_hidden if side == "hidden" else sp.guerrillas)
            self._need(have, n, "1.4.1", f"{side + ' ' if side else ''}{label} in {name}")
            from_active = 0 if side == "hidden" else min(n, sp.guerrillas_active)
            sp.guerrillas_active -= from_active
            sp.guerrillas_hidden -= n - from_active
        else:
            self._need(getattr(sp, kind), n, "1.4.1", f"{label} in {name}")
            setattr(sp, kind, getattr(sp, kind) - n)
        self._put_in_box(kind, n, to)
        self._check(sid)

    def move(self, kind: str, src: str, dst: str, n: int = 1, side: str | None = None) -> None:
        """Move pieces between spaces (movement legality belongs to the Operation). Guerrillas
        keep their side; `side` "hidden"/"active" picks which ones move (Hidden first if None)."""
        self._space(src)
        self._space(dst)
        if kind == terms.TROOPS and self.is_state(dst):
            raise RuleViolation("1.4.2", f"Troops may never enter a State ({self.map[dst].name})")
        if kind == terms.GANDHI:
            if self.gandhi != src:
                raise RuleViolation("1.4.5", f"Gandhi is not in {self.map[src].name}")
            self.gandhi = dst
            self._check(src, dst)
            return
        if kind in terms.BASES:
            raise RuleViolation("1.4", "Bases never move")
        sp, dp = self.spaces[src], self.spaces[dst]
        if kind == terms.GUERRILLAS:
            have = {None: sp.guerrillas, "hidden": sp.guerrillas_hidden, "active": sp.guerrillas_active}[side]
            self._need(have, n, "3.1.2", f"{side or ''} Guerrillas in {self.map[src].name}".strip())
            hidden = 0 if side == "active" else min(n, sp.guerrillas_hidden)
            sp.guerrillas_hidden -= hidden
            sp.guerrillas_active -= n - hidden
            dp.guerrillas_hidden += hidden
            dp.guerrillas_active += n - hidden
        else:
            self._need(getattr(sp, kind), n, "3.1.2", f"{terms.PIECE_LABELS[kind]} in {self.map[src].name}")
            setattr(sp, kind, getattr(sp, kind) - n)
            setattr(dp, kind, getattr(dp, kind) + n)
        self._check(src, dst)

    def arrest(self, kind: str, sid: str, n: int = 1) -> None:
        """Arrest Gandhi or Activists: to Jail (1.3.9)."""
        if kind not in terms.JAILABLE:
            raise RuleViolation("1.3.9", f"only Gandhi and Activists can be arrested, not {terms.PIECE_LABELS[kind]}")
        self.remove(kind, sid, n, to=terms.JAIL)

    def release(self, kind: str, n: int = 1, to: str = terms.AVAILABLE) -> None:
        """Release Gandhi or Activists from Jail to Available or to a space (1.3.9)."""
        if to == terms.AVAILABLE:
            if kind == terms.GANDHI:
                if self.gandhi != terms.JAIL:
                    raise RuleViolation("1.3.9", "Gandhi is not in Jail")
                self.gandhi = terms.AVAILABLE
            else:
                self._take_from_box(kind, n, terms.JAIL)
            self._check()
        else:
            self.place(kind, to, n, source=terms.JAIL)

    def out_of_play_to_available(self, kind: str, n: int = 1) -> None:
        self._take_from_box(kind, n, terms.OUT_OF_PLAY)
        self._check()

    def available_to_out_of_play(self, kind: str, n: int = 1) -> None:
        self._take_from_box(kind, n, terms.AVAILABLE)
        self._put_in_box(kind, n, terms.OUT_OF_PLAY)
        self._check()

    def activate_guerrillas(self, sid: str, n: int) -> int:
        """Flip up to n Hidden Guerrillas Active; returns how many flipped (1.4.3)."""
        sp = self._space(sid)
        k = min(n, sp.guerrillas_hidden)
        sp.guerrillas_hidden -= k
        sp.guerrillas_active += k
        return k

    def hide_guerrillas(self, sid: str, n: int) -> int:
        sp = self._space(sid)
        k = min(n, sp.guerrillas_active)
        sp.guerrillas_active -= k
        sp.guerrillas_hidden += k
        return k

    def set_level(self, sid: str, level: int) -> None:
        if self.map[sid].is_railway:
            raise RuleViolation("1.3.6", f"{self.map[sid].name} is a Railway: it has no Support or Opposition")
        if level not in terms.LEVEL_NAMES:
            raise RuleViolation("1.6.1", f"{level} is not a Support/Opposition level")
        self.spaces[sid].level = level

    def shift(self, sid: str, steps: int) -> int:
        """Shift toward Active Support (+) or Active Opposition (-), stopping at the ends (1.6.1);
        returns the levels actually shifted."""
        sp = self._space(sid)
        before = sp.level
        self.set_level(sid, max(terms.ACTIVE_OPPOSITION, min(terms.ACTIVE_SUPPORT, before + steps)))
        return sp.level - before

    def place_protest(self, sid: str, for_event: bool = False) -> int:
        """Place a Protest marker from its circle (1.10); returns the circle used."""
        sp = self._space(sid)
        if sp.protest:
            raise RuleViolation("1.4.2", f"{self.map[sid].name} already has a Protest marker")
        if for_event:
            circles = sorted(self.protest_circles)  # lowest-numbered first (1.10)
        else:
            allowed = self.protest_table.available_circles(self.restraint)
            circles = sorted((c for c in self.protest_circles if c in allowed), reverse=True)
        if not circles:
            where = "on the State of India box" if for_event else f"at Restraint {self.restraint}"
            raise RuleViolation("1.10", f"no Protest marker Available {where}")
        circle = circles[0]
        self.protest_circles.discard(circle)
        sp.protest = True
        self._check(sid)
        return circle

    def remove_protest(self, sid: str) -> int:
        """Remove a Protest marker to the highest-numbered empty circle (1.10)."""
        sp = self._space(sid)
        if not sp.protest:
            raise RuleViolation("1.10", f"{self.map[sid].name} has no Protest marker")
        empty = sorted(set(self.protest_table.rows) - self.protest_circles, reverse=True)
        circle = empty[0]
        self.protest_circles.add(circle)
        sp.protest = False
        self._check(sid)
        return circle

    def add_unrest(self, sid: str) -> bool:
        """Add Unrest, or a Strike on a Railway (1.11, 1.12); False when no marker is left."""
        sp = self._space(sid)
        if self.unrest_strike_in_play() >= self.forces.unrest_strike_markers:
            return False
        if self.map[sid].is_railway:
            if sp.strike:
                return False
            sp.strike = True
        else:
            sp.unrest += 1
        self._check(sid)
        return True

    def remove_unrest(self, sid: str, n: int = 1) -> None:
        """Remove Unrest markers (1.11)."""
        sp = self._space(sid)
        self._need(sp.unrest, n, "1.11", f"Unrest markers in {self.map[sid].name}")
        sp.unrest -= n

    def remove_strike(self, sid: str) -> None:
        """Remove a Strike marker from a Railway (1.12)."""
        sp = self._space(sid)
        if not sp.strike:
            raise RuleViolation("1.12", f"{self.map[sid].name} has no Strike marker")
        sp.strike = False

    def set_resources(self, faction: str, amount: int) -> None:
        """Resources stay within 0-50 (1.8)."""
        self.resources[faction] = max(terms.RESOURCES_MIN, min(terms.RESOURCES_MAX, amount))

    def shift_track(self, name: str, steps: int) -> None:
        """Shift Restraint or Unity, stopping at 1 and 5 (6.6, 6.7)."""
        value = getattr(self, name) + steps
        setattr(self, name, max(terms.TRACK_MIN, min(terms.TRACK_MAX, value)))

    def set_muslim_state(self, sid: str, on: bool = True) -> None:
        """Place or remove a Muslim State marker (1.3.5); Troops there must then go to a City."""
        if on and not self.map[sid].is_province:
            raise RuleViolation("1.3.5", f"a Muslim State marker goes only in a Province, not {self.map[sid].name}")
        if on and self.spaces[sid].troops:
            raise RuleViolation("1.3.5", f"move the Troops in {self.map[sid].name} to a City before it becomes a State")
        self.spaces[sid].muslim_state = on
        self._check(sid)
