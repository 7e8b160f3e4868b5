"""NP Events (8.8): which side a Non-Player takes (8.8.2), whether a card is Critical for it
(8.8.1), whether an Event is Effective (8.8.3 and the Effective Events table, IT:2939-2944), and
the Event it would play, typed (8.8.4-8.8.6).

The card faces (the underlined and haloed faction icons) are not in our texts: they are data in
`data/np_cards.yaml` (or the file `GANDHI_NP_CARDS` names), each with its provenance.

`event_action` is generic: it plays the Event on the Game core through a `Plan` (issue #22) and
reads the rules' own `Event` object: its clauses in order (`gandhi_cli/rules/events/base.py`),
each clause's `candidates` (the spaces and room the text and the board allow). What the text
requires is carried out as far as possible, an optional part ("up to", an "X or Y", a "may")
only where it is Effective for the faction (8.8.4); the spaces by the faction's priority column
(8.8.5, `Decision.select`), preferring where the text's next part acts too (8.8.4); the pieces
taken by the Opposing Piece Priority within the kinds the clause names (8.5); the Raj's Troops
placed before its Sepoys (8.8.6); under a Non-Player Raj no forces or Strikes on Railways
(8.1.3). Each candidate step is tried once on the plan (`plan.trial`), for what the rules say of
it and what it gains; the Event is Effective when the whole text gains something in the table.
A text the NP cannot carry out in full gives None (NP-EV-6).
"""

from __future__ import annotations

import operator
import os
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..model import terms
from ..notation import actions as A
from ..rules.activity import Gap
from ..rules.events import base
from . import adversary, removals, steps as S
from .plan import Plan

if TYPE_CHECKING:
    from ..model.state import GameState
    from ..rules.activity import Finding
    from .decision import Decision

UNSHADED, SHADED = "unshaded", "shaded"
#: `_Builder.candidates`' `then(sid)`: (the text's next part done there in the trial, the one that must stay doable)
_Then = Callable[["str | None"], "tuple[list[base.Clause], list[base.Clause]]"]
#: a step `_Builder.scan` leaves untried (it can gain nothing): (steps, space) -> True
_Skip = Callable[[Sequence[A.ActionStep], "str | None"], bool]

# The Space Selection Priority columns, left to right (8.4.1, IT:2839-2892).
COLUMNS = {
    terms.RAJ: ("support", "place-cubes", "remove", "sweep"),
    terms.INC: ("opposition", "place-protest", "gandhi", "place-activists", "remove", "demonstrate"),
    terms.ML: ("muslim-state", "opposition", "place-protest", "place-activists", "remove", "demonstrate"),
    terms.REV: ("place-unrest", "place-bases", "place-guerrillas", "remove", "attack", "march"),
}


# --------------------------------------------------------------------- the card faces (8.8.1, 8.8.2)
def cards_path() -> Path:
    return _cards_path(os.environ.get("GANDHI_NP_CARDS"))


@lru_cache(maxsize=8)
def _cards_path(env: str | None) -> Path:
    """The faces file for a value of GANDHI_NP_CARDS (asked at each card read: made once, #33)."""
    return Path(env) if env else Path(__file__).parent / "data" / "np_cards.yaml"


@lru_cache(maxsize=8)
def _faces(path: str) -> dict[int, dict[str, Any]]:
    from ..io.yamlio import load_yaml

    raw = load_yaml(path) or {}
    out: dict[int, dict[str, Any]] = {}
    for entry in raw.get("cards", []):
        out[int(entry["card"])] = entry
    return out


def face(card: int) -> dict[str, Any]:
    """The card's icons as recorded: `critical` and `halo` are lists of factions or "unknown"."""
    return _faces(str(cards_path())).get(int(card), {})


def _listed(card: int, key: str) -> tuple[str, ...]:
    from ..model import faces
    from ..model.cards import order_problem

    mine = faces.face(int(card), order_problem)  # the table's own card faces file (issue #32) first
    if mine is not None and getattr(mine, key) is not None:
        return tuple(getattr(mine, key))
    value = face(card).get(key)
    if not isinstance(value, list):  # "unknown" (NP-EV-1): no icon known
        return ()
    return tuple(value)


def critical(faction: str, card: int) -> bool:
    """8.8.1: the faction's icon on the card is underlined (a rifle or an arrow)."""
    return faction in _listed(card, "critical")


def side(faction: str, card: int) -> str:
    """8.8.2: the Raj always unshaded; the others shaded unless their icon has a square halo."""
    if faction == terms.RAJ:
        return UNSHADED
    return UNSHADED if faction in _listed(card, "halo") else SHADED


# --------------------------------------------------------------------- Effective (8.8.3)
def _players(d: Decision) -> frozenset[str]:
    return frozenset(f for f in terms.FACTIONS if d.is_player(f))


_COUNTED = (terms.TROOPS, terms.SEPOYS, terms.INC_ACTIVISTS, terms.ML_ACTIVISTS, "guerrillas_hidden",
            "guerrillas_active", terms.ML_BASES, terms.REV_BASES)
_READ = operator.attrgetter(*_COUNTED, "unrest", "strike", "protest", "muslim_state", "level")


class _Tally:
    """What `gains` reads of a board, read in one pass over its spaces: the piece totals, the
    markers, each space's level and Protest, the boxes. Values only: the board may change after.
    Given the tally of an earlier `start` and the spaces `changed` since (a superset will do),
    only those spaces are read again (issue #33: a trial is judged by the spaces it changed)."""

    __slots__ = ("map", "pieces", "unrest", "protest", "muslim_state", "levels", "protests", "boxes", "gandhi",
                 "rows", "moved")

    def __init__(self, board: GameState, start: _Tally | None = None, changed: Iterable[str] = ()):
        self.map = board.map
        self.gandhi = board.gandhi
        self.boxes = {terms.OUT_OF_PLAY: dict(board.out_of_play), terms.JAIL: dict(board.jail)}
        if start is not None:
            self._since(board, start, changed)
            return
        self.moved: set[str] | None = None
        self.rows = dict(zip(board.spaces, map(_READ, board.spaces.values()), strict=True))
        rows = list(self.rows.values())
        n = len(_COUNTED)
        cols = list(zip(*rows, strict=True)) or [()] * (n + 5)
        totals = dict(zip(_COUNTED, map(sum, cols[:n]), strict=True))
        self.unrest = sum(cols[n]) + sum(cols[n + 1])
        self.protest = sum(cols[n + 2])
        self.muslim_state = sum(cols[n + 3])
        self.levels = dict(zip(board.spaces, cols[n + 4], strict=True))
        self.protests = frozenset(sid for sid, on in zip(board.spaces, cols[n + 2], strict=True) if on)
        totals[terms.GUERRILLAS] = totals["guerrillas_hidden"] + totals["guerrillas_active"]
        totals[terms.GANDHI] = 1 if board.gandhi in board.spaces else 0
        self.pieces = totals

    def _since(self, board: GameState, start: _Tally, changed: Iterable[str]) -> None:
        """`start`'s tally with the spaces `changed` read again: the same sums as a full read."""
        n = len(_COUNTED)
        totals = dict(start.pieces)
        unrest, protest, muslim_state = start.unrest, start.protest, start.muslim_state
        levels, protests = start.levels, start.protests
        moved: set[str] = set()
        self.rows = start.rows
        spaces = board.spaces
        for sid in changed:
            new, old = _READ(spaces[sid]), start.rows[sid]
            if new == old:
                continue
            for i, kind in enumerate(_COUNTED):
                totals[kind] += new[i] - old[i]
            unrest += (new[n] - old[n]) + (new[n + 1] - old[n + 1])
            protest += new[n + 2] - old[n + 2]
            muslim_state += new[n + 3] - old[n + 3]
            if new[n + 4] != old[n + 4]:
                if levels is start.levels:
                    levels = dict(levels)
                levels[sid] = new[n + 4]
                moved.add(sid)
            if new[n + 2] != old[n + 2]:
                protests = (protests | {sid}) if new[n + 2] else (protests - {sid})
        totals[terms.GUERRILLAS] = totals["guerrillas_hidden"] + totals["guerrillas_active"]
        totals[terms.GANDHI] = 1 if board.gandhi in spaces else 0
        self.pieces, self.unrest, self.protest, self.muslim_state = totals, unrest, protest, muslim_state
        self.levels, self.protests, self.moved = levels, frozenset(protests), moved

    def on_map(self, kinds: Iterable[str]) -> int:
        return sum(self.pieces[k] for k in kinds)

    def in_box(self, kinds: Iterable[str], box: str) -> int:
        held = self.boxes[box]
        return sum((1 if self.gandhi == box else 0) if k == terms.GANDHI else held.get(k, 0) for k in kinds)


class _Changed:
    """A recorder of the board's change journals (`model.state.Recorder`) that only notes which
    spaces changed, trials included (a superset of those that differ): what `_Tally` reads again."""

    def __init__(self, board: GameState) -> None:
        self.objects = list(board.spaces.values())
        self.ids = {id(sp): sid for sid, sp in board.spaces.items()}
        self.sids: set[str] = set()
        self.watching = True  # False: the board has no change journals to watch

    def saw(self, space: object) -> None:
        sid = self.ids.get(id(space))
        if sid is not None:
            self.sids.add(sid)

    def same(self, board: GameState) -> bool:
        """Whether the board's spaces are still the objects it watches."""
        now = board.spaces.values()
        return len(now) == len(self.objects) and all(map(operator.is_, now, self.objects))


#: faction -> (its piece kinds, the others'): what `_gains` counts, listed once
_SIDES = {faction: (tuple(k for k, f in terms.PIECE_OWNER.items() if f == faction),
                    tuple(k for k, f in terms.PIECE_OWNER.items() if f != faction)) for faction in terms.FACTIONS}


def gains(faction: str, before: GameState, after: GameState, players: frozenset[str] = frozenset()) -> Counter[str]:
    """The Effective changes from `before` to `after` (boards) for `faction` (the Effective Events
    table, IT:2939-2944), as counts by the table's cell; Resources are ignored (8.8.3)."""
    return _gains(faction, _Tally(before), _Tally(after), players)


def _gains(faction: str, tb: _Tally, ta: _Tally, players: frozenset[str] = frozenset()) -> Counter[str]:
    g: Counter[str] = Counter()
    own, enemy = _SIDES[faction]
    lost = tb.on_map(enemy) - ta.on_map(enemy)
    if lost > 0:
        g["removes adversary pieces"] = lost
    markers = {"unrest": ta.unrest - tb.unrest, "protest": ta.protest - tb.protest,
               "muslim_state": ta.muslim_state - tb.muslim_state}
    up = down = support_lost = opposition_lost = muslim_down = 0
    old_levels, new_levels = tb.levels, ta.levels
    # a tally read since `tb` knows the spaces whose level moved: the others add nothing
    for sid in (ta.moved if ta.moved is not None and ta.rows is tb.rows else new_levels):
        new, old = new_levels[sid], old_levels[sid]
        if new > old:
            up += new - old
            opposition_lost += max(0, min(new, 0) - old) if old < 0 else 0
        elif new < old:
            down += old - new
            support_lost += old - max(new, 0) if old > 0 else 0
            if ta.map[sid].muslim:
                muslim_down += old - new
    oop, jail = terms.OUT_OF_PLAY, terms.JAIL
    if faction == terms.RAJ:
        g["adds Support / removes Opposition"] = up  # NP-EV-3: every shift toward Support
        g["adds cubes"] = max(0, ta.on_map(terms.CUBES) - tb.on_map(terms.CUBES))
        g["cubes from Out of Play"] = max(0, tb.in_box(terms.CUBES, oop) - ta.in_box(terms.CUBES, oop))
        g["removes Unrest"] = max(0, -markers["unrest"])
        g["removes Muslim State"] = max(0, -markers["muslim_state"])
        g["removes Protest"] = max(0, -markers["protest"])
    elif faction == terms.INC:
        g["adds Opposition / removes Support"] = down  # NP-EV-3
        g["adds Congress Activists"] = max(0, ta.on_map((terms.INC_ACTIVISTS,)) - tb.on_map((terms.INC_ACTIVISTS,)))
        g["adds Protest"] = max(0, markers["protest"])
        for box in (oop, jail):
            g["Congress pieces from " + box] = max(0, tb.in_box(own, box) - ta.in_box(own, box))
        g["removes Unrest"] = max(0, -markers["unrest"])
        g["removes Muslim State"] = max(0, -markers["muslim_state"])
    elif faction == terms.ML:
        g["adds Muslim Opposition"] = muslim_down
        g["removes Support"] = support_lost if not muslim_down else max(0, support_lost - muslim_down)
        g["adds Muslim State"] = max(0, markers["muslim_state"])
        g["adds League pieces"] = max(0, ta.on_map(own) - tb.on_map(own))
        g["adds Protest in Muslim spaces"] = sum(1 for sid in ta.protests - tb.protests if ta.map[sid].muslim)
        for box in (oop, jail):
            g["League pieces from " + box] = max(0, tb.in_box(own, box) - ta.in_box(own, box))
        g["removes Unrest"] = max(0, -markers["unrest"])
    else:
        g["adds Unrest"] = max(0, markers["unrest"])
        g["adds Revolutionary pieces"] = max(0, ta.on_map(own) - tb.on_map(own))
        g["Guerrillas from Out of Play"] = max(0, tb.in_box((terms.GUERRILLAS,), oop)
                                               - ta.in_box((terms.GUERRILLAS,), oop))
        # NP-EV-4: "Supporto del giocatore": Support while the Raj is a player, Opposition while
        # Congress or the League is.
        if terms.RAJ in players:
            g["removes the player's Support"] = support_lost
        if players & {terms.INC, terms.ML}:
            g["removes the player's Opposition"] = opposition_lost
    return +g


def effective(d: Decision, card: int, before: GameState, after: GameState) -> bool:
    """8.8.3: the change from `before` to `after` (boards) holds at least one Effective action for
    `d.faction` (Resources ignored)."""
    return bool(gains(d.faction, before, after, _players(d)))


# --------------------------------------------------------------------- the column (8.8.5)
def _clause_column(faction: str, clause: base.Clause) -> tuple[str | None, bool]:
    """The priority column for a clause's kind of action (`Clause.action`, the guidelines
    IT:1531-1561) and whether it can be Effective for `faction` (NP-EV-5)."""
    kinds = set(getattr(clause, "kinds", ()) or ())
    markers = set(getattr(clause, "markers", ()) or ())
    mine = {k for k in kinds if terms.PIECE_OWNER.get(k) == faction}
    act = clause.action
    removing = act in ("remove", "remove-marker")
    by = getattr(clause, "by", None)
    toward = (by > 0) if isinstance(by, int) else None
    if faction == terms.RAJ:
        if act == "level":
            return "support", toward is not False
        if act == "place" and kinds & set(terms.CUBES):
            return "place-cubes", True
        if removing or act == "activate" or (act == "move" and kinds - set(terms.CUBES)):
            return "remove", removing and not (kinds and kinds <= set(terms.CUBES))
        return None, False
    if faction in (terms.INC, terms.ML):
        if act == "level":
            return "opposition", toward is not True
        if act == "add-marker" and "muslim-state" in markers and faction == terms.ML:
            return "muslim-state", True
        if act == "add-marker" and "protest" in markers:
            return "place-protest", True
        if faction == terms.INC and terms.GANDHI in kinds and act in ("move", "release", "place"):
            return "gandhi", True
        if act in ("place", "release", "out-of-play") and mine:
            return "place-activists", True  # NP-EV-2: League Bases too
        if removing or act == "activate" or (act == "move" and kinds & set(terms.CUBES)):
            return "remove", removing and not mine
        return None, False
    if act == "add-marker" and "unrest" in markers:
        return "place-unrest", True
    if act == "place" and terms.REV_BASES in kinds:
        return "place-bases", True
    if act == "place" and terms.GUERRILLAS in kinds:
        return "place-guerrillas", True
    if removing:
        return "remove", not mine
    if act == "hide":
        return "attack", False
    return None, False


def column(faction: str, ev: base.Event) -> str:
    """8.8.5: the column of the Event's Effective action, the leftmost if several; without one,
    the leftmost column any of its actions names; else the faction's first column."""
    found = [_clause_column(faction, c) for c in ev.all_clauses()]
    order = COLUMNS[faction]
    good = [col for col, eff in found if col and eff]
    some = good or [col for col, _ in found if col]
    return min(some, key=order.index) if some else order[0]


# --------------------------------------------------------------------- the Event built (8.8.4-8.8.6)
MAX_STEPS = 40  # steps of one Event (a guard: every text the cards hold takes far fewer)
ONE_BY_ONE = "place"  # 8.8.6: pieces placed one at a time, each destination chosen singly


@dataclass
class _Cand:
    """One way to go on with the text: its steps (tried together), the space they name, the
    Effective gain they bring (8.8.3) and whether the text's next part acts in that space too
    (8.8.4: "selecting spaces where most of the Event text can be carried out")."""

    steps: list[A.ActionStep]
    sid: str | None
    gain: int = 0
    whole: bool = False
    refused: bool = False


def event_action(d: Decision, card: int, keep: list[Plan] | None = None) -> A.FactionAction | None:
    """The Effective Event (8.8) `d.faction` would play on `card`, typed, or None when it is not
    Effective for it (8.8.3) or its text cannot be carried out in full (NP-EV-6). Built on
    `d.game` (the live Game; a Game standing at a position when no card is being played) by a
    Plan taken back before returning; with `keep`, the plan of an action returned is left open on
    the game and put in `keep` instead (the driver commits it if the NP chooses the Event, 8.2.1,
    and takes it back otherwise)."""
    from ..rules.events.base import Event

    if d.game is None:
        raise ValueError("event_action needs the Decision's game (d.game)")
    side_ = side(d.faction, card)
    apart = d.game.card_view() is None  # no card being played
    plan = Plan(d.game, d.faction, choice="event", side=side_, apart=apart)
    action: A.FactionAction | None = None
    try:
        ev = plan.activity
        if not isinstance(ev, Event):
            d.why(f"Event #{card} {side_}: its text is not in the rules yet; not played (NP-EV-6)")
            return None
        action = _Builder(d, plan, ev, card, side_).build()
        return action
    finally:
        if action is not None and keep is not None:
            keep.append(plan)
        else:
            plan.close()


class _Builder:
    """The Event's steps chosen one after the other on the plan (8.8.4): a clause the text
    requires is carried out as far as possible, an optional one ("up to", "may", an option) only
    where it is Effective; the spaces by the faction's column (8.8.5, `d.select`), the pieces by
    the 8.5 order within the kinds the clause names, the Raj's Troops before its Sepoys (8.8.6).
    Each candidate is tried once (`plan.trial`) for what the rules say of it and what it gains."""

    def __init__(self, d: Decision, plan: Plan, ev: base.Event, card: int, side_: str) -> None:
        self.d, self.plan, self.ev, self.card, self.side = d, plan, ev, card, side_
        self.faction: str = d.faction  # the Chooser's (base.Chooser.faction)
        self.players = _players(d)
        self.col = column(d.faction, ev)
        self.start = _Tally(plan.board)
        self.changed = _Changed(plan.board)
        self.score = 0  # the Effective gain of the steps so far
        self.dice: list[int] = []  # the Event's own rolls (NP-EV-8), drawn once each
        self.rolls_used = 0
        self.np_raj = not d.raj_is_player

    # ------------------------------------------------------------------ the whole text
    def build(self) -> A.FactionAction | None:
        """The Event built, the board's change journals watched for the spaces it changes (a
        board without them is read whole at each judgment)."""
        board = self.plan.board
        journals = getattr(board, "recording", None)
        if journals is None:
            self.changed.watching = False
            return self._build()
        board.link_spaces()
        journals.append(self.changed)
        try:
            return self._build()
        finally:
            journals.remove(self.changed)

    def _build(self) -> A.FactionAction | None:
        d, head = self.d, f"Event #{self.card} {self.side}"
        d.why(f"{head}: spaces by the {self.col} column (8.8.5)")
        for _ in range(MAX_STEPS):
            cand = self.next()
            if cand is None:
                break
            if not self.carry_out(cand):
                break
        undone = self.plan.end_findings()
        if undone:
            d.why(f"{head}: the text cannot be carried out in full (left undone: {_undone(undone)}; "
                  f"{undone[0].message}); not played (NP-EV-6)")
            return None
        got = _gains(d.faction, self.start, self.tally(), self.players)
        if not got:
            d.why(f"{head}: not Effective for {d.faction} (8.8.3): nothing in the Effective Events table")
            return None
        d.why(f"{head}: Effective for {d.faction} (8.8.3): {', '.join(f'{k} {v}' for k, v in got.items())}")
        return self.plan.action()

    def carry_out(self, cand: _Cand) -> bool:
        for i, step in enumerate(cand.steps):
            found = self.plan.do(step)
            if found:  # a bug in the choice: taken back, explained (issue #22)
                self.plan.undo()
                self.d.why(f"step {i + 1} refused by the rules ({found[0].message}): taken back, the Event ends here")
                return False
        self.score = self.gain_now()
        return True

    def gain_now(self) -> int:
        return sum(_gains(self.d.faction, self.start, self.tally(), self.players).values())

    def tally(self) -> _Tally:
        """The board's tally now, the spaces changed since the start read again (all of them if
        the board's spaces are no longer the objects the start read)."""
        board = self.plan.board
        if not self.changed.watching or not self.changed.same(board):
            return _Tally(board)
        return _Tally(board, self.start, self.changed.sids)

    def die(self) -> int:
        """The Event's next die roll (NP-EV-8): drawn once, the same in every trial."""
        while len(self.dice) <= self.rolls_used:
            self.dice.append(self.d.die())
        return self.dice[self.rolls_used]

    # ------------------------------------------------------------------ the next step
    def open_clauses(self, chain: base.ClauseChain | None = None) -> Iterator[base.Clause]:
        """The clauses a step may go to now: from the current one on (every one, unordered); an
        "X or Y" whose option is chosen stands for that option's clauses."""
        chain = chain or self.ev.sequence
        clauses = chain.clauses[chain.current:] if chain.ordered else chain.clauses
        for c in clauses:
            option = c.chosen_option()
            if option is not None:
                yield from self.open_clauses(option)
            else:
                yield c

    def next(self) -> _Cand | None:
        """The next step (8.8.4): the first clause that is required gives its best step, Effective
        or not ("implementerà sempre tutte le azioni richieste", 8.8.3); an optional clause
        before it only an Effective one."""
        clauses = list(self.open_clauses())
        for i, c in enumerate(clauses):
            one = removals.together(self.ev, clauses, c)  # one removal: 8.5.4 picks the faction (NP-EV-14)
            if one and c is not one[0]:
                continue
            owing = any(self.owing(x) for x in one or [c])
            if not owing and not self.may_gain(c):
                continue
            cands = [x for g in one or [c] for x in self.candidates(g, [] if one else clauses[i + 1:], owing)
                     if not x.refused]
            good = [x for x in cands if x.gain > 0]
            pool = good or (cands if owing else [])
            if not pool:
                if owing and not cands:
                    self.d.why(f"'{c.text}': no space or piece the rules accept")
                continue
            whole = [x for x in pool if x.whole]
            if whole and len(whole) < len(pool):
                names = ", ".join(dict.fromkeys(self.plan.board.map[x.sid].name for x in whole if x.sid))
                self.d.why(f"'{_short(c.text)}': where the text's next part can be done too (5.1.2, 8.8.4): {names}")
            return self.pick(whole or pool, c)
        return None

    def may_gain(self, c: base.Clause) -> bool:
        """An optional clause can bring an Effective gain (Fixed changes, rolls, a faction named
        never do by themselves: 8.8.3, NP-EV-7)."""
        return not c.gains_nothing

    def owing(self, c: base.Clause) -> bool:
        """Whether the text still requires steps of `c` (5.1.2), as the clause says: a bare number
        not reached, a number of spaces not chosen, "all" pieces left, a fixed change or a roll
        not written."""
        return c.owing(self.ev)

    def pick(self, pool: list[_Cand], c: base.Clause) -> _Cand:
        """The space by the column (8.8.5, 8.4.1 through `d.select`), then the candidate there
        that gains most (a box, a kind of piece); the 8.5 order, with its dice, for the piece."""
        d, board = self.d, self.plan.board
        spaces = list(dict.fromkeys(x.sid for x in pool if x.sid is not None))
        chosen, how = None, ""
        if len(spaces) > 1:
            n0 = len(d.explain)
            chosen = d.select(spaces, self.col, board=board)
            if chosen is None:  # every one a Railway the column's 8.1.3 limit drops: a removal there
                chosen = d.random_space(spaces, board)
            how = _summary(d.explain[n0:], self.col)
            del d.explain[n0:]
        elif spaces:
            chosen = spaces[0]
        here = [x for x in pool if x.sid == chosen] or pool
        best = max(here, key=lambda x: x.gain)
        if chosen is not None and _removes(c):
            best = self.by_order(c, chosen, best)
        d.why(f"'{_short(c.text)}': {_say(best.steps, board)}"
              + (" (Effective)" if best.gain > 0 else " (required by the text)") + how)
        return best

    def by_order(self, c: base.Clause, sid: str, best: _Cand) -> _Cand:
        """8.5 with its dice for the chosen space: the first opposing piece of the kinds the
        clause may take; the candidate tried, if that is another piece, is redone with it."""
        one = removals.together(self.ev, list(self.open_clauses()), c)
        order = self.d.adversaries(self.plan.board, sid, removals.kinds_of(one) if one else _kinds_of(c))
        if not order or not best.steps:
            return best
        c = removals.clause_for(one, c, order[0]) if one else c
        found = self.steps_in(c, sid, dict(c.candidates_among(self.ev, [sid])).get(sid), first=order[0])
        step = found[0][0] if found else None
        if step is None or step == best.steps[0]:
            return best
        if self.plan.try_step(step):
            return best
        return _Cand([step] + best.steps[1:], sid, best.gain, best.whole)

    # ------------------------------------------------------------------ candidates of a clause
    def candidates(self, c: base.Clause, later: Sequence[base.Clause], owing: bool = True) -> list[_Cand]:
        """The ways to carry out one step of `c` now, tried (one per space, box, option), the
        spaces taken group by group in the column's order (8.4.1 rows, no dice, `scan`): the first
        group holding an Effective one that leaves the text's next part doable ends the search
        (5.1.2), else the first with an Effective one; a required clause keeps the first group the
        rules accept if none is Effective. The Raj's Troops first, wherever they can go (8.8.6).
        A clause the text does not require (`owing` False) counts only for an Effective step: one
        that can gain nothing is not tried (`_gains_nothing`, a bound)."""
        self.prime(c)
        nxt = next((x for x in later if not x.gains_nothing), None)
        spaced_next = nxt is not None and nxt.chooses_spaces
        free = {sid for sid, _room in nxt.candidates(self.ev)} if nxt is not None and spaced_next else set()

        def then(sid: str | None) -> tuple[list[base.Clause], list[base.Clause]]:
            """(the next part done here in the trial, where this step opens it: "then ... in these
            spaces"; the next part that must still be doable after this step, where it could act
            anyway: a step that leaves it nowhere to act carries out less of the text, 5.1.2 and
            8.8.4, as a second space of #22 shaded without the opposing piece to remove)."""
            if nxt is None or sid is None:
                return [], []
            return ([nxt], []) if sid not in free else ([], [nxt] if spaced_next else [])

        props = list(self.proposals(c))
        skip = None
        if not owing and c.action == "place" and type(c).carry_out is base.Clause.carry_out:
            faction = self.d.faction

            # nothing of the text follows it there, and it gains nothing
            def skip(steps: Sequence[A.ActionStep], sid: str | None) -> bool:
                return not then(sid)[0] and _gains_nothing(faction, steps)

        out = [self.judge(steps, None, []) for steps, sid in props if sid is None]
        spaced = [(steps, sid) for steps, sid in props if sid is not None]
        if self.d.faction == terms.RAJ and c.action == "place":  # 8.8.6: Troops before Sepoys
            troops = [p for p in spaced if _places(p[0], terms.TROOPS)]
            found = self.scan(troops, then, skip)
            if any(not x.refused for x in found):
                return out + found
            spaced = [p for p in spaced if p not in troops]
        return out + self.scan(spaced, then, skip)

    def prime(self, c: base.Clause) -> None:
        """Before `c`'s steps are tried, each from this position and taken back: the clauses a
        trial leaves or begins here (from the current one to `c`) find now what they find as they
        begin (`base.Clause.prime`), not again in each trial (issue #33)."""
        for x in self.open_clauses():
            x.prime(self.ev)
            if x is c:
                return

    def scan(self, props: Sequence[tuple[list[A.ActionStep], str]], then: _Then,
             skip: _Skip | None = None) -> list[_Cand]:
        """Judge `props` (steps, space) group by group in the column's order (`_column_key`): the
        first group holding an Effective step after which most of the text can be done (5.1.2,
        8.8.4: it outranks the column, 8.8.5); else the first with an Effective one; else the
        first with one that leaves the text's next part doable; else the first the rules accept.
        A step `skip` says can gain nothing is not tried: it stands as refused (an optional
        clause's only count Effective steps)."""

        def judged(steps: Sequence[A.ActionStep], sid: str | None) -> _Cand:
            if skip is not None and skip(steps, sid):
                return _Cand(list(steps), sid, refused=True)
            return self.judge(steps, sid, *then(sid))

        keys = _column_keys(self.d, self.plan.board, self.col, list(dict.fromkeys(sid for _s, sid in props)))
        first: list[_Cand] = []
        first_good: list[_Cand] = []
        first_whole: list[_Cand] = []
        wholes = any(any(then(sid)) for _s, sid in props)  # a step here can leave the next part undoable
        for key in sorted(set(keys.values())):
            members = [(steps, sid) for steps, sid in props if keys[sid] == key]
            if first_good:
                # bound: after a group with an Effective step, a later group counts only if it
                # holds an Effective step after which the text's next part can be done too; only
                # the steps where the next part acts can be one: those first, the rest only then
                able = {i: judged(steps, sid) for i, (steps, sid) in enumerate(members) if any(then(sid))}
                if not any(x.whole and x.gain > 0 and not x.refused for x in able.values()):
                    continue
                group = [able[i] if i in able else judged(steps, sid) for i, (steps, sid) in enumerate(members)]
            else:
                group = [judged(steps, sid) for steps, sid in members]
            ok = [x for x in group if not x.refused]
            good = [x for x in ok if x.gain > 0]
            if any(x.whole for x in good):
                return good
            if good and not first_good:
                first_good = good
                if not wholes:  # no step can carry out more of the text: the column decides
                    return good
            if not first_whole and any(x.whole for x in ok):
                first_whole = ok
            if not first:
                first = ok
        return first_good or first_whole or first

    def judge(self, steps: Sequence[A.ActionStep], sid: str | None, later: Sequence[base.Clause],
              keep: Sequence[base.Clause] = ()) -> _Cand:
        cand = _Cand(list(steps), sid)
        plan = self.plan
        with plan.trial():
            for step in steps:
                if plan.do(step):
                    cand.refused = True
                    return cand
            own = self.gain_now() - self.score
            if sid is not None and later:
                cand.whole = self.follow(sid, later)
            elif sid is not None and keep:
                cand.whole = self.doable(keep[0], sid)
            cand.gain = own if own > 0 or not cand.whole else self.gain_now() - self.score
        return cand

    def doable(self, c: base.Clause, sid: str) -> bool:
        """Whether a step of `c` (the text's next part) is still accepted somewhere after the step
        tried (in the trial): in `sid` first, then anywhere (5.1.2)."""
        for only in (sid, None):
            for steps, there in self.proposals(c, only=only):
                if only is None and there == sid:
                    continue
                with self.plan.trial():
                    if not any(self.plan.do(s) for s in steps):
                        return True
        return False

    def follow(self, sid: str, later: Sequence[base.Clause]) -> bool:
        """Whether the next part of the text (a later clause) acts in `sid` too, done there in
        the same trial so that its gain counts ("add Unrest ... then remove 1 Base from the
        chosen spaces", 8.8.4)."""
        for c in later:
            if c.gains_nothing:
                continue
            props = ((steps, there) for steps, there in self.proposals(c, only=sid) if there == sid)
            # the clause's own listing (`Clause.proposals`) draws nothing when asked one item ahead:
            # its last way here is carried out at once, in the judge's trial (issue #33)
            ahead = type(c).proposals is base.Clause.proposals
            cur = next(props, None)
            while cur is not None:
                steps = cur[0]
                if ahead:
                    nxt = next(props, None)
                    if nxt is None:
                        return self.last_way(steps)
                with self.plan.trial():
                    refused = any(self.plan.do(s) for s in steps)
                if not refused:
                    self.plan_do_all(steps)
                    return True
                cur = nxt if ahead else next(props, None)
            return False
        return False

    def last_way(self, steps: Sequence[A.ActionStep]) -> bool:
        """The last way the text's next part can act in the space: carried out in the judge's
        trial without a trial of its own (not tried, taken back and done again); refused, it
        gives False and the judge's trial takes it back with the rest (the judge then counts only
        its own step's gain, read before: `judge`)."""
        return not any(self.plan.do(s) for s in steps)

    def plan_do_all(self, steps: Sequence[A.ActionStep]) -> None:
        for s in steps:
            self.plan.do(s)

    # ------------------------------------------------------------------ the choices a clause asks (Chooser)
    # The clauses list their own candidate steps (`base.Clause.proposals`, issue #33); the text's
    # choices they leave are the faction's, answered here by chapter 8.
    def faction_named(self, among: tuple[str, ...]) -> str:
        """NP-EV-7: the first player faction among those the text names (not the NP itself), else
        the first other one."""
        me = self.d.faction
        order = [f for f in among if self.d.is_player(f) and f != me] + [f for f in among if f != me] + list(among)
        return order[0]

    def proposals(self, c: base.Clause, only: str | None = None) -> Iterator[base.Proposal]:
        """(steps, space) pairs for a step of `c`, as the clause lists them."""
        return c.proposals(self.ev, self, only)

    def off_limits(self, c: base.Clause, sid: str) -> bool:
        """8.1.3 Important (IT:1081): under a Non-Player Raj, the Non-Players put no forces or
        Strikes on Railways; that part of the text is then not carried out there."""
        if not self.np_raj or not self.ev.board[sid].is_railway:
            return False
        return c.puts_forces()

    def kinds_first(self, kinds: Iterable[str]) -> list[str]:
        return _troops_first(self.d, kinds)

    def own_first(self, kinds: Iterable[str]) -> list[str]:
        return _own_first(self.d.faction, kinds)

    def markers_to_remove(self, clause: base.Clause, markers: Iterable[str]) -> list[str]:
        """8.5.3 (IT:1274, note IT:1276): by choice ("up to"), never the faction's own markers;
        when the text requires them, they come last (NP-EV-13)."""
        kept = adversary.OWN_MARKERS.get(self.d.faction, set())
        mine = [m for m in markers if m.replace("-", "_") in kept]
        every = getattr(clause, "all_there", False)  # RemoveMarker's (the one clause that asks)
        return [m for m in markers if m not in mine] + ([] if clause.optional and not every else mine)

    def steps_in(self, c: base.Clause, sid: str, room: int | None = None,
                 first: str | None = None) -> list[list[A.ActionStep]]:
        """The candidate steps of `c` in `sid` (each a list of steps done together), as the clause
        lists them; `first`: the piece a removal takes (by default the first by the quiet 8.5 order)."""
        return c.steps_for(self.ev, sid, room, self, first)

    def first_piece(self, c: base.Clause, sid: str) -> str | None:
        """The piece `c` takes first in `sid`: the 8.5 order within the clause's kinds (no dice
        in a trial: ties the first); the NP's own pieces last (a text that requires them)."""
        board = self.plan.board
        one = removals.together(self.ev, list(self.open_clauses()), c)
        kinds = removals.kinds_of(one) if one else _kinds_of(c)
        order = adversary.order(self.d, board, sid, kinds, self.d.faction, quiet=True)
        order = [k for k in order if k not in adversary.MARKERS]
        if one:  # NP-EV-14
            return removals.first(order, one, c, sid, lambda k: bool(st := self.steps_in(c, sid, first=k))
                                  and not self.plan.try_step(st[0][0]))
        if order:
            return order[0]
        own = [k for k in kinds if terms.PIECE_OWNER.get(k) == self.d.faction and _pieces_there(board, sid, k)]
        return own[0] if own else None

    def rolled(self, c: base.Clause, only: str | None = None) -> Iterator[base.Proposal]:
        """A roll in each space chosen (#23, #36 shaded): the steps in each space, tried."""
        for sid in self.rolled_spaces(c):
            if only is None or sid == only:
                yield from self.rolled_in(c, sid)

    def rolled_spaces(self, c: base.Clause) -> list[str]:
        ev = self.ev
        spaces = [sid for sid, _room in c.candidates(ev)] if c.chooses_spaces else list(self.plan.board.spaces)
        return [sid for sid in spaces if c.space_problem(ev, sid) is None and not c.in_space.get(sid)]

    def rolled_in(self, c: base.Clause, sid: str) -> Iterator[base.Proposal]:
        """"In each of N spaces, roll a die" (#36 shaded) and the free Attack (#23 shaded): in
        `sid`, `select X; roll N`, then the opposing pieces the roll lets go, by 8.5, one at a
        time while the rules accept them (removed, or arrested where the text sends them to Jail)."""
        plan = self.plan
        steps = [S.select(sid), S.roll(self.die())]
        with plan.trial():
            if any(plan.do(s) for s in steps):
                return
            for _ in range(6):
                kinds = [k for k in adversary.order(self.d, plan.board, sid, None, self.d.faction, quiet=True)
                         if k not in adversary.MARKERS]
                if not kinds:
                    break
                took = None
                for step in (S.remove(sid, [(kinds[0], 1)]), S.arrest(sid, [(kinds[0], 1)])):
                    with plan.trial():
                        bad = plan.do(step)
                    if not bad:
                        took = step
                        break
                if took is None:
                    break
                plan.do(took)
                steps.append(took)
        yield steps, sid


def _column_keys(d: Decision, board: GameState, col: str, spaces: list[str]) -> dict[str, tuple[Any, ...]]:
    """Each space's place in the column (8.4.1), as `select.select` filters row by row: a row
    met sorts first, a superlative by its value; equal keys are the ties 8.1.2 breaks. No dice:
    the choice among the group found is `Decision.select`'s."""
    from .select import CONDITIONS, Ctx, _applies, tables

    table = tables()[d.faction]
    rows = []
    for row in table["rows"]:
        if col not in row["columns"]:
            continue
        if row["key"] in ("no-space", "random"):
            break
        if _applies(row, d, None):
            rows.append(CONDITIONS[row["key"]])
    c = Ctx(d, board, d.faction)
    out = {}
    for sid in spaces:
        key = []
        for mode, fn in rows:
            v = fn(c, sid)
            key.append((0 if v else 1) if mode == "has" else (-v if v > 0 else 0) if mode == "max" else v)
        out[sid] = tuple(key)
    return out


LEFT_OUT = 50  # a part not begun weighs more than any shortfall in a part begun


def _undone(findings: Iterable[Finding]) -> int:
    """How much of the text the findings say is left undone (5.1.2), read from each finding's
    typed `undone` (never its message): a shortfall by its amount, a part not begun LEFT_OUT,
    any other finding 1."""
    total = 0
    for f in findings:
        u = f.undone
        if u is None:
            total += 1
        elif u.gap is Gap.SHORT:
            total += max(1, u.amount)
        elif u.gap is Gap.ALL_BUT:
            total += u.amount
        else:
            total += LEFT_OUT
    return total


def _troops_first(d: Decision, kinds: Iterable[str]) -> list[str]:
    """8.8.6: given the choice, the Raj NP places Troops first (from Available or Out of Play)."""
    kinds = list(kinds)
    if d.faction == terms.RAJ and terms.TROOPS in kinds:
        kinds.remove(terms.TROOPS)
        kinds.insert(0, terms.TROOPS)
    return kinds


def _gains_nothing(faction: str, steps: Sequence[A.ActionStep]) -> bool:
    """Steps that only place other factions' pieces (plain placements: the state's `place` changes
    nothing but the space's pieces and the box): no cell of `faction`'s Effective Events table
    (8.8.3, IT:2939-2944) grows by them (other factions' pieces on the map can only lower
    "removes adversary pieces"), so they are never an Effective step by themselves."""
    for step in steps:
        if step.verb != A.Verb.PLACE:
            return False
        kinds = [a.kind.value for a in step.args if isinstance(a, A.PieceCount)]
        if not kinds or any(terms.PIECE_OWNER.get(k, faction) == faction for k in kinds):
            return False
    return bool(steps)


def _own_first(faction: str, kinds: Iterable[str]) -> list[str]:
    return sorted(kinds, key=lambda k: 0 if terms.PIECE_OWNER.get(k) == faction else 1)


def _places(steps: Sequence[A.ActionStep], kind: str) -> bool:
    return any(s.verb == A.Verb.PLACE and any(isinstance(a, A.PieceCount) and a.kind.value == kind for a in s.args)
               for s in steps)


def _kinds_of(c: base.Clause) -> tuple[str, ...]:
    """The piece kinds a clause may take, as `np.adversary` names them (8.5.1)."""
    kinds = tuple(getattr(c, "kinds", ()) or ())
    side_ = getattr(c, "side", None)
    if side_ in ("hidden", "active") and terms.GUERRILLAS in kinds:
        kinds = tuple(k for k in kinds if k != terms.GUERRILLAS) + (f"guerrillas_{side_}",)
    return kinds


def _removes(c: base.Clause) -> bool:
    return c.action == "remove"


def _pieces_there(board: GameState, sid: str, kind: str) -> int:
    if kind == terms.GANDHI:
        return 1 if board.gandhi == sid else 0
    n: int = getattr(board.spaces[sid], kind)  # a count field named by the kind (guerrillas_hidden too)
    return n


def _summary(lines: list[str], col: str) -> str:
    """The 8.4.1 rows and the 8.1.2 / 8.1.3 dice `Decision.select` explained, in one clause:
    "; by the remove column: 2 Pop keeps Bihar, Orissa; a random space among Bihar, Orissa
    (8.1.2); Random Spaces map, dice 3,5: 3,5 Orissa" (the candidates line, which the text's
    clause already names, left out; issue #35: the column alone did not say what chose)."""
    said = []
    for line in lines:
        if line.startswith("8.4.1 "):
            rest = line.split(": ", 1)[1] if ": " in line else line
            if not rest.startswith("candidates "):
                said.append(rest)
        elif line.startswith(("8.1.2 ", "8.1.3 ")):
            said.append(line.split(" (not available")[0].removeprefix("8.1.2 ").removeprefix("8.1.3 "))
        elif line.startswith("roll "):
            said.append(line)
    return f"; by the {col} column" + (f": {'; '.join(said)}" if said else "")


def _short(text: str, most: int = 60) -> str:
    return text if len(text) <= most else text[: most - 3] + "..."


def _say(steps: Sequence[A.ActionStep], board: GameState) -> str:
    """The steps in English for the explanation: their verbs and spaces."""
    parts = []
    for s in steps:
        where = [board.map[x].name for x in S.spaces_of(s)]
        what = [f"{a.count} {terms.PIECE_LABELS.get(a.kind.value, a.kind.value)}" for a in s.args
                if isinstance(a, A.PieceCount)]
        parts.append(" ".join([s.verb.value, *what, *(["in " + ", ".join(where)] if where else [])]))
    return "; ".join(parts)
