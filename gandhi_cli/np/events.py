"""NP Events (8.8): which side a Non-Player takes (8.8.2), whether a card is Critical for it
(8.8.1), whether an Event is Effective (8.8.3 and the Effective Events table, IT:2939-2944), and
the Event written as notation (8.8.4-8.8.6).

The card faces (the underlined and haloed faction icons) are not in our texts: they are data in
`data/np_cards.yaml` (or the file `GANDHI_NP_CARDS` names), each with its provenance.

`event_text` is generic: it walks the Event's clauses (`gandhi_cli/rules/events/base.py`) on a live
copy of the Event, proposes candidate steps for each clause kind, and keeps, one step at a time,
what the replay accepts: first what the text makes mandatory (5.1.2), then the optional parts
only where they are Effective for the faction (8.8.4); spaces by the faction's priority column
(8.8.5), pieces taken by the Opposing Piece Priority (8.5), the Raj's Troops placed first
(8.8.6). A text it cannot produce is None: the NP treats the Event as not effective (NP-EV-6).
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import operator
import os
import types
from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..io.errors import GandhiError
from ..model import terms
from ..notation.statements import piece_text as _code
from ..rules.activity import Gap
from ..rules.steps import LEVEL_WORDS

UNSHADED, SHADED = "unshaded", "shaded"
LEVEL_WORD = {v: k for k, v in LEVEL_WORDS.items()}
BOX_WORD = {terms.OUT_OF_PLAY: "out-of-play", terms.JAIL: "jail", terms.AVAILABLE: "available"}
MAX_STEPS = 24
SPACES_PER_CLAUSE = 10  # candidate spaces tried per clause and kind, best by the column first

# The Space Selection Priority columns, left to right (8.4.1, IT:2839-2892).
COLUMNS = {
    terms.RAJ: ("support", "place-cubes", "remove", "sweep"),
    terms.INC: ("opposition", "place-protest", "gandhi", "place-activists", "remove", "demonstrate"),
    terms.ML: ("muslim-state", "opposition", "place-protest", "place-activists", "remove", "demonstrate"),
    terms.REV: ("place-unrest", "place-bases", "place-guerrillas", "remove", "attack", "march"),
}


# --------------------------------------------------------------------- the card faces (8.8.1, 8.8.2)
def cards_path() -> Path:
    env = os.environ.get("GANDHI_NP_CARDS")
    return Path(env) if env else Path(__file__).parent / "data" / "np_cards.yaml"


@lru_cache(maxsize=8)
def _faces(path: str) -> dict[int, dict]:
    from ..io.yamlio import load_yaml

    raw = load_yaml(path) or {}
    out: dict[int, dict] = {}
    for entry in raw.get("cards", []):
        out[int(entry["card"])] = entry
    return out


def face(card: int) -> dict:
    """The card's icons as recorded: `critical` and `halo` are lists of factions or "unknown"."""
    return _faces(str(cards_path())).get(int(card), {})


def _listed(card: int, key: str) -> tuple[str, ...]:
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
def _players(d) -> frozenset:
    return frozenset(f for f in terms.FACTIONS if d.is_player(f))


def _on_map(board, kinds) -> int:
    n = 0
    for sid, sp in board.spaces.items():
        for k in kinds:
            n += (1 if board.gandhi == sid else 0) if k == terms.GANDHI else sp.count(k)
    return n


def _in_box(board, kinds, box) -> int:
    held = board.out_of_play if box == terms.OUT_OF_PLAY else board.jail
    return sum((1 if board.gandhi == box else 0) if k == terms.GANDHI else held.get(k, 0) for k in kinds)


_COUNTED = (terms.TROOPS, terms.SEPOYS, terms.INC_ACTIVISTS, terms.ML_ACTIVISTS, "guerrillas_hidden",
            "guerrillas_active", terms.ML_BASES, terms.REV_BASES)


_READ = operator.attrgetter(*_COUNTED, "unrest", "strike", "protest", "muslim_state")


class _Tally:
    """What `gains` reads of a board, counted in one pass over its spaces."""

    __slots__ = ("board", "pieces", "unrest", "protest", "muslim_state")

    def __init__(self, board):
        self.board = board
        cols = list(zip(*map(_READ, board.spaces.values()), strict=True)) or [()] * (len(_COUNTED) + 4)
        totals = dict(zip(_COUNTED, map(sum, cols), strict=False))  # cols has 4 more
        n = len(_COUNTED)
        self.unrest = sum(cols[n]) + sum(cols[n + 1])
        self.protest = sum(cols[n + 2])
        self.muslim_state = sum(cols[n + 3])
        totals[terms.GUERRILLAS] = totals["guerrillas_hidden"] + totals["guerrillas_active"]
        totals[terms.GANDHI] = 1 if board.gandhi in board.spaces else 0
        self.pieces = totals

    def on_map(self, kinds) -> int:
        return sum(self.pieces[k] for k in kinds)


def gains(faction: str, before, after, players=frozenset()) -> Counter:
    """The Effective changes from `before` to `after` for `faction` (the Effective Events table,
    IT:2939-2944), as counts by the table's cell; Resources are ignored (8.8.3)."""
    return _gains(faction, _Tally(before), _Tally(after), players)


def _gains(faction: str, tb: _Tally, ta: _Tally, players=frozenset()) -> Counter:
    before, after = tb.board, ta.board
    g: Counter = Counter()
    own = tuple(k for k, f in terms.PIECE_OWNER.items() if f == faction)
    enemy = tuple(k for k, f in terms.PIECE_OWNER.items() if f != faction)
    lost = tb.on_map(enemy) - ta.on_map(enemy)
    if lost > 0:
        g["removes adversary pieces"] = lost
    markers = {"unrest": ta.unrest - tb.unrest, "protest": ta.protest - tb.protest,
               "muslim_state": ta.muslim_state - tb.muslim_state}
    up = down = support_lost = opposition_lost = muslim_down = 0
    old_spaces = before.spaces
    for sid, sp in after.spaces.items():
        old = old_spaces[sid].level
        new = sp.level
        if new > old:
            up += new - old
            opposition_lost += max(0, min(new, 0) - old) if old < 0 else 0
        elif new < old:
            down += old - new
            support_lost += old - max(new, 0) if old > 0 else 0
            if before.map[sid].muslim:
                muslim_down += old - new
    if faction == terms.RAJ:
        g["adds Support / removes Opposition"] = up  # NP-EV-3: every shift toward Support
        g["adds cubes"] = max(0, ta.on_map(terms.CUBES) - tb.on_map(terms.CUBES))
        g["cubes from Out of Play"] = max(0, _in_box(before, terms.CUBES, terms.OUT_OF_PLAY)
                                          - _in_box(after, terms.CUBES, terms.OUT_OF_PLAY))
        g["removes Unrest"] = max(0, -markers["unrest"])
        g["removes Muslim State"] = max(0, -markers["muslim_state"])
        g["removes Protest"] = max(0, -markers["protest"])
    elif faction == terms.INC:
        g["adds Opposition / removes Support"] = down  # NP-EV-3
        g["adds Congress Activists"] = max(0, ta.on_map((terms.INC_ACTIVISTS,))
                                           - tb.on_map((terms.INC_ACTIVISTS,)))
        g["adds Protest"] = max(0, markers["protest"])
        for box in (terms.OUT_OF_PLAY, terms.JAIL):
            g["Congress pieces from " + box] = max(0, _in_box(before, own, box) - _in_box(after, own, box))
        g["removes Unrest"] = max(0, -markers["unrest"])
        g["removes Muslim State"] = max(0, -markers["muslim_state"])
    elif faction == terms.ML:
        g["adds Muslim Opposition"] = muslim_down
        g["removes Support"] = support_lost if not muslim_down else max(0, support_lost - muslim_down)
        g["adds Muslim State"] = max(0, markers["muslim_state"])
        g["adds League pieces"] = max(0, ta.on_map(own) - tb.on_map(own))
        g["adds Protest in Muslim spaces"] = max(0, sum(
            1 for sid, sp in after.spaces.items()
            if sp.protest and not old_spaces[sid].protest and after.map[sid].muslim))
        for box in (terms.OUT_OF_PLAY, terms.JAIL):
            g["League pieces from " + box] = max(0, _in_box(before, own, box) - _in_box(after, own, box))
        g["removes Unrest"] = max(0, -markers["unrest"])
    else:
        g["adds Unrest"] = max(0, markers["unrest"])
        g["adds Revolutionary pieces"] = max(0, ta.on_map(own) - tb.on_map(own))
        g["Guerrillas from Out of Play"] = max(0, _in_box(before, (terms.GUERRILLAS,), terms.OUT_OF_PLAY)
                                               - _in_box(after, (terms.GUERRILLAS,), terms.OUT_OF_PLAY))
        # NP-EV-4: "Supporto del giocatore": Support while the Raj is a player, Opposition while
        # Congress or the League is.
        if terms.RAJ in players:
            g["removes the player's Support"] = support_lost
        if players & {terms.INC, terms.ML}:
            g["removes the player's Opposition"] = opposition_lost
    return +g


def effective(d, card: int, before, after) -> bool:
    """8.8.3: the change from `before` to `after` holds at least one Effective action for
    `d.faction` (Resources ignored)."""
    return bool(gains(d.faction, before, after, _players(d)))


def _score(d, before, after) -> int:
    return sum(gains(d.faction, before, after, _players(d)).values())


# --------------------------------------------------------------------- the column (8.8.5)
def _clause_column(faction: str, clause) -> tuple[str | None, bool]:
    """The priority column for a clause's verb (the guidelines IT:1531-1561) and whether the
    clause's kind of action can be Effective for `faction` (NP-EV-5)."""
    from ..rules.events import base

    kinds = set(getattr(clause, "kinds", ()) or ())
    markers = set(getattr(clause, "markers", ()) or ())
    mine = {k for k in kinds if terms.PIECE_OWNER.get(k) == faction}
    removing = isinstance(clause, (base.Remove, base.Arrest, base.Replace, base.RemoveMarker))
    levels = isinstance(clause, (base.Shift, base.SetLevel))
    by = getattr(clause, "by", None)
    toward = (by > 0) if isinstance(by, int) else None
    if faction == terms.RAJ:
        if levels:
            return "support", toward is not False
        if isinstance(clause, base.Place) and kinds & set(terms.CUBES):
            return "place-cubes", True
        if removing or isinstance(clause, base.Activate) or (isinstance(clause,
                                                                        base.MoveClause) and kinds - set(terms.CUBES)):
            return "remove", removing and not (kinds and kinds <= set(terms.CUBES))
        return None, False
    if faction in (terms.INC, terms.ML):
        if levels:
            return "opposition", toward is not True
        if isinstance(clause, base.AddMarker) and "muslim-state" in markers and faction == terms.ML:
            return "muslim-state", True
        if isinstance(clause, base.AddMarker) and "protest" in markers:
            return "place-protest", True
        if faction == terms.INC and terms.GANDHI in kinds and isinstance(clause, (base.MoveClause, base.Release,
                                                                                  base.Place)):
            return "gandhi", True
        if isinstance(clause, (base.Place, base.Release, base.OutOfPlayToAvailable)) and mine:
            return "place-activists", True  # NP-EV-2: League Bases too
        if removing or isinstance(clause, base.Activate) or (isinstance(clause,
                                                                        base.MoveClause) and kinds & set(terms.CUBES)):
            return "remove", removing and not mine
        return None, False
    if isinstance(clause, base.AddMarker) and "unrest" in markers:
        return "place-unrest", True
    if isinstance(clause, base.Place) and terms.REV_BASES in kinds:
        return "place-bases", True
    if isinstance(clause, base.Place) and terms.GUERRILLAS in kinds:
        return "place-guerrillas", True
    if removing:
        return "remove", not mine
    if isinstance(clause, base.Hide):
        return "attack", False
    return None, False


def _all_clauses(seq):
    from ..rules.events import base

    for c in seq.clauses:
        yield c
        if isinstance(c, base.Either):
            for o in c.options:
                yield from _all_clauses(o)


def column(faction: str, ev) -> str:
    """8.8.5: the column of the Event's Effective action, the leftmost if several; without one,
    the leftmost column any of its actions names; else the faction's first column."""
    found = [_clause_column(faction, c) for c in _all_clauses(ev.sequence)]
    order = COLUMNS[faction]
    good = [col for col, eff in found if col and eff]
    some = good or [col for col, _ in found if col]
    return min(some, key=order.index) if some else order[0]


# --------------------------------------------------------------------- a live Event
def _turn(d, board):
    """The faction's turn on `board` an Event runs in, knowing the Non-Players (8.6.2), with its
    own findings: the engine's `activity.Turn`, no replay of a log (issue #16)."""
    from ..rules.activity import Turn

    turn = Turn(board, d.faction, "<np>", [])
    turn.non_players = frozenset(d.non_players)
    return turn


def _live(d, card: int, side_: str, board, steps: list[str]):
    """The Event object after `steps` on `board` (not finished): its clauses and board as they
    stand, for proposing the next step."""
    from ..notation.parse import parse
    from ..notation.statements import Pos
    from ..rules.events import event_class

    cls = event_class(card, side_)
    if cls is None:
        return None
    head = f"{d.faction} event {side_}: "
    log = parse(head + "; ".join(steps) if steps else f"{d.faction} pass", "<np>")
    if log.errors:
        return None
    ev = cls(_turn(d, board), pos=Pos(1, 1))
    ev.begin()
    if steps:
        for step in log.statements[0].steps:
            ev.do(step)
    return ev


class _Runner:
    """The candidate texts of one `event_text`, tried without reading and replaying the whole
    statement each time: each step is read once (`_read`), and the Event after a prefix of steps
    is kept (not finished) and copied for each next step, exactly as `core.engine.Engine.event` would
    carry out the whole statement (`ev.begin(); ev.do(step)...; ev.finish()`, then the end of the
    turn), the steps at the columns they have in the whole text."""

    def __init__(self, d, card: int, side_: str, head: str):
        from ..rules.events import event_class

        self.d, self.card, self.side, self.head = d, card, side_, head
        self.cls = event_class(card, side_)
        self.lives: dict[tuple, object] = {}
        self.start = d.scratch()
        self.start_tally = _Tally(self.start)
        self.players = _players(d)
        self.forks = self.cls is not None and _forkable(self._root())

    def _root(self):
        from ..notation.statements import Pos

        ev = self.cls(_turn(self.d, self.d.scratch()), pos=Pos(1, 1))
        ev.begin()
        return ev

    def live(self, steps: tuple):
        """The Event after `steps` (a copy the caller may use up), or None if a step cannot be read."""
        ev = self._live(tuple(steps))
        return ev if ev is None or not self.forks else _fork(ev)

    def _live(self, steps: tuple):
        if not self.forks:  # an Event that cannot be copied: carried out again from its start
            ev = self._root()
            for i in range(len(steps)):
                if ev is not None:
                    ev = self._do(ev, steps[:i], steps[i])
            return ev
        if steps in self.lives:
            return self.lives[steps]
        if not steps:
            ev = self._root()
        else:
            parent = self._live(steps[:-1])
            ev = None if parent is None else self._do(_fork(parent), steps[:-1], steps[-1])
        self.lives[steps] = ev
        return ev

    def _do(self, ev, prefix: tuple, text: str):
        read = _read(self.head, text)
        if read is None:
            return None
        from ..notation.statements import Pos

        base = len(self.head + "; ".join(prefix)) + (2 if prefix else 0) + 1
        shift = base - (len(self.head) + 1)
        try:
            for step in read:
                ev.do(dataclasses.replace(step, pos=Pos(step.pos.line, step.pos.column + shift)))
        except Exception:  # noqa: BLE001 - a candidate the engine chokes on is simply not taken
            return None
        return ev

    def trial(self, steps: list[str]):
        """(findings, board after) for the whole statement `steps`, as `_try` gives them."""
        parent = self._live(tuple(steps[:-1]))
        if parent is None:
            return None
        if _read(self.head, steps[-1]) is None:
            return None
        ev = self._do(_fork(parent) if self.forks else parent, tuple(steps[:-1]), steps[-1])
        if ev is None:
            return None
        try:
            ev.finish()
            turn = ev.turn
            if turn.gandhi_arrested and self.d.faction == terms.RAJ:  # Replay.end_turn (3.2.4)
                turn.state.shift_track("restraint", -1)
                turn.watch()
        except Exception:  # noqa: BLE001
            return None
        return [f for f in ev.turn.findings if not f.note], ev.state

    def score(self, board) -> int:
        return sum(_gains(self.d.faction, self.start_tally, _Tally(board), self.players).values())


def _fork(ev):
    """An independent copy of a live Event: its board copied, the map and tables shared (what
    `copy.deepcopy` would give, faster: the objects an Event is made of are plain ones)."""
    state = ev.state.copy()
    memo = {id(ev.state): state, id(ev.state.map): ev.state.map}
    return _dup(ev, memo)


_SHARED = (str, int, float, bool, type(None), type, frozenset, range, types.FunctionType,
           types.BuiltinFunctionType)
_PLAIN: dict[type, str] = {}  # "frozen", "dict" or "deep" (_plain)


def _plain(t: type) -> str:
    """How to copy an instance of `t`: "frozen" (a frozen dataclass, never changed: shared),
    "dict" (no copy hooks, no slots: a new object with its `__dict__` copied), else "deep"."""
    got = _PLAIN.get(t)
    if got is None:
        from ..rules.events.where import Where

        params = getattr(t, "__dataclass_params__", None)  # a dataclass's (frozen=...), not in typeshed's protocol
        if (params is not None and params.frozen) or issubclass(t, Where):
            got = "frozen"  # a space condition (its text and test) is never changed either
        else:
            hooks = (t.__reduce_ex__ is not object.__reduce_ex__ or t.__reduce__ is not object.__reduce__
                     or hasattr(t, "__deepcopy__") or hasattr(t, "__setstate__")
                     or getattr(t, "__getstate__", None) not in (None, getattr(object, "__getstate__", None)))
            slots = any("__slots__" in vars(b) for b in t.__mro__[:-1])
            got = "deep" if hooks or slots else "dict"
        _PLAIN[t] = got
    return got


def _dup(x, memo):
    new: Any  # the copy, of x's type
    i = id(x)
    got = memo.get(i, memo)
    if got is not memo:
        return got
    t = type(x)
    if t in _SHARED:
        return x
    shared = _SHARED
    if t is list:
        new = memo[i] = []
        new.extend([v if type(v) in shared else _dup(v, memo) for v in x])
        return new
    if t is dict:
        new = memo[i] = {}
        for k, v in x.items():
            new[k] = v if type(v) in shared else _dup(v, memo)
        return new
    if t is tuple:
        new = tuple([v if type(v) in shared else _dup(v, memo) for v in x])
        if all(a is b for a, b in zip(new, x, strict=True)):
            new = x
        memo[i] = new
        return new
    if t is set or t is Counter:
        if all(type(v) in shared for v in x):
            new = memo[i] = t(x) if t is set else Counter(x)
            return new
        return copy.deepcopy(x, memo)
    if t is types.MethodType:
        new = memo[i] = types.MethodType(x.__func__, _dup(x.__self__, memo))
        return new
    kind = _PLAIN.get(t) or _plain(t)
    if kind == "frozen":
        return x
    if kind == "dict" and hasattr(x, "__dict__"):
        new = memo[i] = object.__new__(t)
        fields = x.__dict__
        copied = fields.copy()
        for k, v in fields.items():
            if type(v) not in shared:
                copied[k] = _dup(v, memo)
        new.__dict__ = copied
        return new
    return copy.deepcopy(x, memo)


_IMMUTABLE = (int, float, str, bytes, type(None), frozenset, type, range)


def _forkable(ev) -> bool:
    """Whether `_fork` copies everything the Event keeps: a function's closure is not copied, so
    an Event whose clauses close over something mutable (a set a `check` fills, the Event
    itself) is not."""
    from ..rules.events.where import Where

    seen: set[int] = {id(ev.state), id(ev.state.map)}

    def fixed(x) -> bool:  # a closure's content that is never changed
        if isinstance(x, _IMMUTABLE):
            return True
        if isinstance(x, tuple):
            return all(fixed(y) for y in x)
        if isinstance(x, types.FunctionType):
            return walk(x)
        if isinstance(x, Where):  # a space condition: its text and its test, never changed
            return fixed(x.test)
        return False

    def walk(x) -> bool:
        if id(x) in seen or isinstance(x, _IMMUTABLE):
            return True
        seen.add(id(x))
        if isinstance(x, types.FunctionType):
            return all(fixed(c.cell_contents) for c in (x.__closure__ or ()) if _filled(c)) and \
                all(walk(v) for v in (x.__defaults__ or ()))
        if isinstance(x, types.MethodType):
            return walk(x.__func__) and walk(x.__self__)
        if isinstance(x, dict):
            return all(walk(k) and walk(v) for k, v in x.items())
        if isinstance(x, (list, tuple, set, frozenset)):
            return all(walk(v) for v in x)
        if isinstance(x, functools.partial):
            return walk(x.func) and walk(x.args) and walk(x.keywords)
        fields = getattr(x, "__dict__", None)
        if fields is not None:
            return walk(fields)
        return True

    return walk(ev)


def _filled(cell) -> bool:
    try:
        _ = cell.cell_contents
    except ValueError:
        return False
    return True


@lru_cache(maxsize=8192)
def _read(head: str, text: str):
    """The steps of `text` written after `head` (read once), or None if it cannot be read."""
    from ..notation.parse import parse

    log = parse(head + text, "<np>")
    if log.errors or len(log.statements) != 1:
        return None
    st = log.statements[0]
    return tuple(getattr(st, "steps", ()) or ()) or None


def _where(clause, ev, sid, attr="where") -> bool:
    test = getattr(clause, attr, None)
    if test is None:
        return True
    try:
        return bool(test(ev, sid))
    except Exception:  # a condition that needs a step not yet taken: let the replay judge
        return True


def _has(ev, sid, kind, side_=None) -> bool:
    sp = ev.state.spaces[sid]
    if kind == terms.GANDHI:
        return ev.state.gandhi == sid
    if side_ == "hidden":
        return sp.guerrillas_hidden > 0
    if side_ == "active":
        return sp.guerrillas_active > 0
    return sp.count(kind) > 0


class _Gen:
    """Candidate steps for the clauses still open in a live Event."""

    def __init__(self, d, ev, roll: int, col: str):
        self.d, self.ev, self.roll, self.col = d, ev, roll, col
        self.ranked = self._rank(list(ev.state.spaces))

    def _rank(self, spaces):
        """The spaces in the column's order (8.4.1), by selecting repeatedly."""
        from .select import ranking

        return ranking(self.d, spaces, self.col, self.ev.state)

    def spaces(self, clause, test=lambda sid: True):
        out = [sid for sid in self.ranked if _where(clause, self.ev, sid) and test(sid)]
        return out[:SPACES_PER_CLAUSE]

    def kinds(self, clause):
        kinds = list(getattr(clause, "kinds", ()) or ())
        if self.d.faction == terms.RAJ and terms.TROOPS in kinds:  # 8.8.6: Troops first
            kinds.remove(terms.TROOPS)
            kinds.insert(0, terms.TROOPS)
        return kinds

    def steps(self):
        from ..rules.events import base

        ev = self.ev
        seq = ev.sequence
        clauses = seq.clauses[seq.current:] if seq.ordered else seq.clauses
        out: list[tuple[str, str | None]] = []
        for c in clauses:
            out += self.for_clause(c, base)
        seen, unique = set(), []
        for text, sid in out:
            if text not in seen:
                seen.add(text)
                unique.append((text, sid))
        return unique

    def for_clause(self, c, base):  # noqa: C901 - one branch per clause kind
        ev, d = self.ev, self.d
        out = []
        if isinstance(c, base.Either):
            options = [c.chosen] if c.chosen is not None else c.options
            for o in options:
                rest = o.clauses[o.current:] if o.ordered else o.clauses
                for sub in rest:
                    out += self.for_clause(sub, base)
            return out
        if isinstance(c, base.Release):
            for k in self.kinds(c):
                if ev.in_box(k, terms.JAIL) <= 0:
                    continue
                if c.to_space_wanted:
                    out += [(f"release {_code(k)} to {sid}", sid) for sid in self.spaces(c)]
                else:
                    out.append((f"release {_code(k)}", None))
            return out
        if isinstance(c, base.Place):
            sources = c.sources if isinstance(c.sources, dict) else {terms.AVAILABLE: None}
            for k in self.kinds(c):
                for box in sources:
                    if ev.in_box(k, box) <= 0:
                        continue
                    tail = "" if box == terms.AVAILABLE else f" from {BOX_WORD[box]}"
                    out += [(f"place {_code(k)} {sid}{tail}", sid) for sid in self.spaces(c)]
            return out
        if isinstance(c, base.Replace):
            for k in self.kinds(c):
                for sid in self.spaces(c, lambda s, k=k: _has(ev, s, k)):
                    withs = [w for w in c.with_kinds if ev.in_box(w, terms.AVAILABLE) > 0]
                    out += [(f"replace {_code(k)} {sid} with {_code(w)}", sid) for w in withs]
                    if not withs:
                        out.append((f"remove {_code(k)} {sid}", sid))
            return out
        if isinstance(c, base.OnMap):
            verb = c.verbs[0]
            side_ = c.side
            boxes = [""]
            if isinstance(c, base.Remove) and isinstance(c.to, dict):
                boxes = ["" if b == terms.AVAILABLE else f" to {BOX_WORD[b]}" for b in c.to]
            elif isinstance(c, base.Remove) and c.to != terms.AVAILABLE:
                boxes = [f" to {BOX_WORD[c.to]}"]
            for k in self.kinds(c):
                for sid in self.spaces(c, lambda s, k=k: _has(ev, s, k, side_)):
                    out += [(f"{verb} {_code(k)} {sid}{b}", sid) for b in boxes]
            return out
        if isinstance(c, base.MoveClause):
            for k in self.kinds(c):
                srcs = [s for s in self.ranked if _has(ev, s, k) and _where(c, ev, s, "from_where")]
                for src in srcs[:SPACES_PER_CLAUSE]:
                    dsts = [s for s in self.ranked if s != src and _where(c, ev, s, "to_where")]
                    out += [(f"move {_code(k)} {src}>{dst}", dst) for dst in dsts[:SPACES_PER_CLAUSE]]
            return out
        if isinstance(c, base.AddMarker):
            def test(s, c=c):
                return c.possible_in(ev, s)

            for m in c.markers:
                out += [(f"add {m} {sid}", sid) for sid in self.spaces(c, test)]
            return out
        if isinstance(c, base.RemoveMarker):
            for m in c.markers:
                def test(s, m=m):
                    sp = ev.state.spaces[s]
                    return {"protest": sp.protest, "unrest": sp.unrest > 0, "strike": sp.strike,
                            "muslim-state": sp.muslim_state}.get(m, False)
                out += [(f"remove {m} {sid}", sid) for sid in self.spaces(c, test)]
            return out
        if isinstance(c, base.Shift):
            for sid in self.spaces(c, lambda s: _safe(lambda: c.possible_in(ev, s))):
                want = _safe(lambda sid=sid: c.wanted(ev, sid))
                if want:
                    out.append((f"shift {sid} {want:+d}", sid))
            return out
        if isinstance(c, base.SetLevel):
            for sid in self.spaces(c, lambda s: not ev.board[s].is_railway):
                out += [(f"set {sid} {LEVEL_WORD[lv]}", sid) for lv in c.levels]
            return out
        if isinstance(c, base.Choose):
            return [(f"select {sid}", sid) for sid in self.spaces(c)]
        if isinstance(c, base.Track):
            want = _safe(lambda: c.expected(ev))
            return [(f"{c.track} {want:+d}", None)] if want is not None else []
        if isinstance(c, base.ResourcesClause):
            want = _safe(lambda: c.expected(ev))
            return [(f"resources {c.faction} {want:+d}", None)] if want is not None else []
        if isinstance(c, base.Roll):
            return [] if c.done else [(f"roll {self.roll}", None)]
        if isinstance(c, base.Ineligible):
            # NP-EV-7: the faction chosen is the first player, else the first other faction
            order = [f for f in c.among if d.is_player(f) and f != d.faction] + \
                    [f for f in c.among if f != d.faction] + list(c.among)
            return [(f"ineligible {f}", None) for f in dict.fromkeys(order)]
        if isinstance(c, base.OutOfPlayToAvailable):
            return [(f"out-of-play {_code(k)}", None) for k in self.kinds(c)
                    if k != terms.GANDHI and ev.in_box(k, terms.OUT_OF_PLAY) > 0]
        return out


def _safe(fn):
    try:
        return fn()
    except Exception:
        return None


# --------------------------------------------------------------------- the Event as notation (8.8.4)
def _try(d, head: str, steps: list[str]):
    """(findings, board after) for the statement, or None when it cannot be read."""
    board = d.scratch()
    try:
        findings = d.apply(board, head + "; ".join(steps))
    except GandhiError:
        return None
    except Exception:  # noqa: BLE001 - a candidate the engine chokes on is simply not taken
        return None
    return findings, board


def _blocking(findings, col: int) -> bool:
    """A problem reported at the new step itself (a skipped step, a space that does not fit, an
    earlier part of the text left short by moving on), as opposed to the text not being
    finished yet (reported at its end, judged by their number)."""
    return any(f.column == col for f in findings)


def event_text(d, card: int, which: str | None = None) -> str | None:
    """The whole Event statement the Non-Player writes for `card` (8.8.4), or None when it is
    not Effective for `d.faction` or no version the replay accepts could be produced. `which`
    forces a side (for measuring the generator); by default the side 8.8.2 gives."""
    side_ = which or side(d.faction, card)
    head = f"{d.faction} event {side_}: "
    runner = _Runner(d, card, side_, head)
    rn: _Runner | None = runner
    if runner.cls is None or (d.card if d.card is not None else d.state.current_card) != card:
        rn = None  # the replay would read another card's text: try each version as a whole (slow)
    start = d.scratch()
    ev0 = _live(d, card, side_, d.scratch(), []) if rn is None else rn.live(())
    if ev0 is None:
        return None
    col = column(d.faction, ev0)
    roll = d.die()  # NP-EV-8: one roll for the Event, written `roll N`
    steps: list[str] = []
    cur_n = _unfinished(ev0)  # what the empty text leaves undone
    cur_score = 0
    for _ in range(MAX_STEPS):
        ev = _live(d, card, side_, d.scratch(), steps) if rn is None else rn.live(tuple(steps))
        if ev is None:
            return None
        evaluated = _evaluate(d, head, steps, _Gen(d, ev, roll, col).steps(), start, rn)
        choice = _best(d, steps, evaluated, cur_n, cur_score, ev.state, col)
        if choice is None:
            choice = _look_ahead(d, card, side_, head, steps, evaluated, start, cur_n, cur_score, roll, col, rn=rn)
        if choice is None:
            break
        steps, cur_n, cur_score = choice
    if not steps or cur_n:
        d.why(f"Event #{card} {side_}: no text the replay accepts (NP-EV-6)")
        return None
    text = head + "; ".join(steps)
    if d.check(text):
        return None
    after = d.scratch()
    d.apply(after, text)
    if not effective(d, card, d.state, after):
        d.why(f"Event #{card} {side_}: not Effective for {d.faction} (8.8.3)")
        return None
    d.why(f"Event #{card} {side_}: Effective ({', '.join(gains(d.faction, d.state, after, _players(d)))}); "
          f"spaces by the {col} column (8.8.5)")
    return text


def _unfinished(ev) -> int:
    """How many problems finishing the Event now would report (the empty text)."""
    before = len(ev.turn.findings)
    try:
        ev.finish()
    except Exception:  # noqa: BLE001
        return 1
    return _undone([f for f in ev.turn.findings[before:] if not f.note])


LEFT_OUT = 50  # a part not begun weighs more than any shortfall in a part begun


def _undone(findings) -> int:
    """How much of the text the findings say is left undone: the shortfalls of the parts begun
    (5.1.2, "all of them"), a part not begun at all weighing more: read from each finding's typed
    `undone` (set where the Event's check made it), never from its message; any other finding
    counts 1."""
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


def _evaluate(d, head, steps, cands, start, rn=None):
    """Each candidate's (problems, score, step text, space), dropping a candidate whose own step
    the replay refuses."""
    col = len(head + "; ".join(steps)) + (2 if steps else 0) + 1
    out = []
    for text, sid in cands:
        got = _try(d, head, steps + [text]) if rn is None else rn.trial(steps + [text])
        if got is None:
            continue
        findings, board = got
        if _blocking(findings, col):
            continue
        out.append((_undone(findings), _score(d, start, board) if rn is None else rn.score(board), text, sid))
    return out


def _mentions(text: str, kind: str) -> bool:
    """Whether a candidate step takes a piece (or marker) of the 8.5 order's `kind`."""
    if kind.startswith(terms.GUERRILLAS) or kind in ("hidden", "active"):
        kind = terms.GUERRILLAS
    if kind in terms.PIECE_OWNER:
        return f" {_code(kind)} " in f" {text} "
    return f" {kind.replace('_', '-')} " in f" {text} "


def _pick(d, options, board, col):
    """Among equally good candidates: the space by the column (8.8.5), then the opposing piece
    first in the 8.5 order, else the first proposed (the Raj's Troops first, 8.8.6)."""
    spaces = list(dict.fromkeys(o[3] for o in options if o[3]))
    here = options
    if spaces:
        chosen = d.select(spaces, col, board=board)
        here = [o for o in options if o[3] == chosen] or options
    sid = here[0][3]
    if len(here) > 1 and sid:
        try:
            order = d.adversaries(board, sid)
        except Exception:  # noqa: BLE001
            order = []
        rank: dict = {}
        for i, k in enumerate(order):
            rank.setdefault(k, i)

        def key(o):
            return min([r for k, r in rank.items() if _mentions(o[2], k)] or [len(order)])

        here = sorted(here, key=key)
    return here[0]


def _best(d, steps, evaluated, cur_n, cur_score, board, col):
    """The next step: one that leaves less of the text undone (5.1.2) or that is Effective and
    leaves no more undone (8.8.4); the most Effective first, then the one leaving least undone."""
    good = [(n, -(score - cur_score), n_s) for n_s in evaluated for n, score in [n_s[:2]]
            if n < cur_n or (score > cur_score and n <= cur_n)]
    if not good and cur_n:  # NP-EV-6: a required part that makes more due before less (5.1.2)
        good = [(n, -(score - cur_score), n_s) for n_s in evaluated for n, score in [n_s[:2]]]
        good.sort(key=lambda g: (g[0], g[1]))
        good = good[:1]
    if not good:
        return None
    # the most Effective first; among those the space (8.8.5), the piece (8.5), the least undone
    good.sort(key=lambda g: (g[1], g[0]))
    top = [g[2] for g in good if g[1] == good[0][1]]
    n, score, text, _sid = _pick(d, top, board, col)
    return steps + [text], n, score


def _look_ahead(d, card, side_, head, steps, evaluated, start, cur_n, cur_score, roll, col, width=12, rn=None):
    """No single step helps: a step that is not Effective itself (an "Add 1 Unrest ... then
    remove 1 Base from the chosen spaces") followed by one in the same space that is (8.8.4)."""
    best = None
    for _n1, _s1, text, sid in evaluated[:width]:
        ev = _live(d, card, side_, d.scratch(), steps + [text]) if rn is None else rn.live(tuple(steps + [text]))
        if ev is None:
            continue
        seconds = [c for c in _Gen(d, ev, roll, col).steps() if sid is None or c[1] in (sid, None)]
        for n2, s2, t2, _sid2 in _evaluate(d, head, steps + [text], seconds, start, rn):
            if n2 < cur_n or (n2 <= cur_n and s2 > cur_score):
                if best is None or (n2, -s2) < (best[1], -best[2]):
                    best = (steps + [text, t2], n2, s2)
        if best is not None:
            return best
    return best
