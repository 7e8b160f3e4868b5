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
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..model import terms
from ..notation import actions as A
from ..rules.activity import Gap
from ..rules.events import base, shared
from . import adversary, steps as S
from .plan import Plan

UNSHADED, SHADED = "unshaded", "shaded"

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
def _players(d) -> frozenset:
    return frozenset(f for f in terms.FACTIONS if d.is_player(f))


_COUNTED = (terms.TROOPS, terms.SEPOYS, terms.INC_ACTIVISTS, terms.ML_ACTIVISTS, "guerrillas_hidden",
            "guerrillas_active", terms.ML_BASES, terms.REV_BASES)
_READ = operator.attrgetter(*_COUNTED, "unrest", "strike", "protest", "muslim_state", "level")


class _Tally:
    """What `gains` reads of a board, read in one pass over its spaces: the piece totals, the
    markers, each space's level and Protest, the boxes. Values only: the board may change after."""

    __slots__ = ("map", "pieces", "unrest", "protest", "muslim_state", "levels", "protests", "boxes", "gandhi")

    def __init__(self, board):
        self.map = board.map
        rows = list(map(_READ, board.spaces.values()))
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
        self.gandhi = board.gandhi
        self.boxes = {terms.OUT_OF_PLAY: dict(board.out_of_play), terms.JAIL: dict(board.jail)}

    def on_map(self, kinds) -> int:
        return sum(self.pieces[k] for k in kinds)

    def in_box(self, kinds, box) -> int:
        held = self.boxes[box]
        return sum((1 if self.gandhi == box else 0) if k == terms.GANDHI else held.get(k, 0) for k in kinds)


def gains(faction: str, before, after, players=frozenset()) -> Counter:
    """The Effective changes from `before` to `after` (boards) for `faction` (the Effective Events
    table, IT:2939-2944), as counts by the table's cell; Resources are ignored (8.8.3)."""
    return _gains(faction, _Tally(before), _Tally(after), players)


def _gains(faction: str, tb: _Tally, ta: _Tally, players=frozenset()) -> Counter[str]:
    g: Counter[str] = Counter()
    own = tuple(k for k, f in terms.PIECE_OWNER.items() if f == faction)
    enemy = tuple(k for k, f in terms.PIECE_OWNER.items() if f != faction)
    lost = tb.on_map(enemy) - ta.on_map(enemy)
    if lost > 0:
        g["removes adversary pieces"] = lost
    markers = {"unrest": ta.unrest - tb.unrest, "protest": ta.protest - tb.protest,
               "muslim_state": ta.muslim_state - tb.muslim_state}
    up = down = support_lost = opposition_lost = muslim_down = 0
    old_levels = tb.levels
    for sid, new in ta.levels.items():
        old = old_levels[sid]
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


def effective(d, card: int, before, after) -> bool:
    """8.8.3: the change from `before` to `after` (boards) holds at least one Effective action for
    `d.faction` (Resources ignored)."""
    return bool(gains(d.faction, before, after, _players(d)))


# --------------------------------------------------------------------- the column (8.8.5)
def _clause_column(faction: str, clause) -> tuple[str | None, bool]:
    """The priority column for a clause's verb (the guidelines IT:1531-1561) and whether the
    clause's kind of action can be Effective for `faction` (NP-EV-5)."""
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


def event_action(d, card: int) -> A.FactionAction | None:
    """The Effective Event (8.8) `d.faction` would play on `card`, typed, or None when it is not
    Effective for it (8.8.3) or its text cannot be carried out in full (NP-EV-6). Built on
    `d.game` (the live Game; a Game standing at a position when no card is being played) by a
    Plan taken back before returning: the driver pushes the action."""
    from ..rules.events.base import Event

    if d.game is None:
        raise ValueError("event_action needs the Decision's game (d.game)")
    side_ = side(d.faction, card)
    apart = d.game.engine.turn is None
    with Plan(d.game, d.faction, choice="event", side=side_, apart=apart) as plan:
        ev = plan.activity
        if not isinstance(ev, Event):
            d.why(f"Event #{card} {side_}: its text is not in the rules yet; not played (NP-EV-6)")
            return None
        return _Builder(d, plan, ev, card, side_).build()


class _Builder:
    """The Event's steps chosen one after the other on the plan (8.8.4): a clause the text
    requires is carried out as far as possible, an optional one ("up to", "may", an option) only
    where it is Effective; the spaces by the faction's column (8.8.5, `d.select`), the pieces by
    the 8.5 order within the kinds the clause names, the Raj's Troops before its Sepoys (8.8.6).
    Each candidate is tried once (`plan.trial`) for what the rules say of it and what it gains."""

    def __init__(self, d, plan: Plan, ev, card: int, side_: str):
        self.d, self.plan, self.ev, self.card, self.side = d, plan, ev, card, side_
        self.players = _players(d)
        self.col = column(d.faction, ev)
        self.start = _Tally(plan.board)
        self.score = 0  # the Effective gain of the steps so far
        self.dice: list[int] = []  # the Event's own rolls (NP-EV-8), drawn once each
        self.rolls_used = 0
        self.np_raj = not d.raj_is_player

    # ------------------------------------------------------------------ the whole text
    def build(self) -> A.FactionAction | None:
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
        got = _gains(d.faction, self.start, _Tally(self.plan.board), self.players)
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
        return sum(_gains(self.d.faction, self.start, _Tally(self.plan.board), self.players).values())

    def die(self) -> int:
        """The Event's next die roll (NP-EV-8): drawn once, the same in every trial."""
        while len(self.dice) <= self.rolls_used:
            self.dice.append(self.d.die())
        return self.dice[self.rolls_used]

    # ------------------------------------------------------------------ the next step
    def open_clauses(self, chain=None):
        """The clauses a step may go to now: from the current one on (every one, unordered); an
        "X or Y" whose option is chosen stands for that option's clauses."""
        chain = chain or self.ev.sequence
        clauses = chain.clauses[chain.current:] if chain.ordered else chain.clauses
        for c in clauses:
            if isinstance(c, base.Either) and c.chosen is not None:
                yield from self.open_clauses(c.chosen)
            else:
                yield c

    def next(self) -> _Cand | None:
        """The next step (8.8.4): the first clause that is required gives its best step, Effective
        or not ("implementerà sempre tutte le azioni richieste", 8.8.3); an optional clause
        before it only an Effective one."""
        clauses = list(self.open_clauses())
        for i, c in enumerate(clauses):
            owing = self.owing(c)
            if not owing and not self.may_gain(c):
                continue
            cands = [x for x in self.candidates(c, clauses[i + 1:]) if not x.refused]
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

    def may_gain(self, c) -> bool:
        """An optional clause can bring an Effective gain (Fixed changes, rolls, a faction named
        never do by themselves: 8.8.3, NP-EV-7)."""
        return not isinstance(c, (base.Fixed, base.Roll, base.Ineligible))

    def owing(self, c) -> bool:
        """Whether the text still requires steps of `c` (5.1.2): a bare number not reached, a
        number of spaces not chosen, "all" pieces left, a fixed change or a roll not written."""
        ev = self.ev
        if isinstance(c, base.Either):
            return not c.optional and c.must_be_done(ev)
        if isinstance(c, base.Fixed):
            return not c.done and c.expected(ev) != 0
        if isinstance(c, (base.Roll, base.Ineligible)):
            return not c.done
        if isinstance(c, base.OnMap):
            if c.all_there and any(room for _sid, room in c.candidates(ev)):
                return True
            if c.all_chosen and any(sid in c.in_space for sid, room in c.candidates(ev) if room):
                return True
            if any(c.in_space[sid] < owed for sid, owed in c.owed.items()):
                return True
        if c.optional:
            return False
        want = _value(c.n, ev)
        if want is not None and c.done < want:
            return True
        spaces = _value(c.spaces_n, ev)
        return spaces is not None and len(c.in_space) < spaces

    def pick(self, pool: list[_Cand], c) -> _Cand:
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

    def by_order(self, c, sid: str, best: _Cand) -> _Cand:
        """8.5 with its dice for the chosen space: the first opposing piece of the kinds the
        clause may take; the candidate tried, if that is another piece, is redone with it."""
        order = self.d.adversaries(self.plan.board, sid, _kinds_of(c))
        if not order or not best.steps:
            return best
        found = self.steps_in(c, sid, dict(c.candidates(self.ev)).get(sid), first=order[0])
        step = found[0][0] if found else None
        if step is None or step == best.steps[0]:
            return best
        if self.plan.try_step(step):
            return best
        return _Cand([step] + best.steps[1:], sid, best.gain, best.whole)

    # ------------------------------------------------------------------ candidates of a clause
    def candidates(self, c, later) -> list[_Cand]:
        """The ways to carry out one step of `c` now, tried (one per space, box, option), the
        spaces taken group by group in the column's order (8.4.1 rows, no dice, `scan`): the first
        group holding an Effective one that leaves the text's next part doable ends the search
        (5.1.2), else the first with an Effective one; a required clause keeps the first group the
        rules accept if none is Effective. The Raj's Troops first, wherever they can go (8.8.6)."""
        nxt = next((x for x in later if not isinstance(x, (base.Fixed, base.Roll, base.Ineligible))), None)
        spaced_next = nxt is not None and nxt.chooses_spaces
        free = {sid for sid, _room in nxt.candidates(self.ev)} if nxt is not None and spaced_next else set()

        def then(sid) -> tuple[list, list]:
            """(the next part done here in the trial, where this step opens it: "then ... in these
            spaces"; the next part that must still be doable after this step, where it could act
            anyway: a step that leaves it nowhere to act carries out less of the text, 5.1.2 and
            8.8.4, as a second space of #22 shaded without the opposing piece to remove)."""
            if nxt is None or sid is None:
                return [], []
            return ([nxt], []) if sid not in free else ([], [nxt] if spaced_next else [])

        if _rolls_per_space(c):
            props = [(steps, sid) for sid in self.rolled_spaces(c) for steps, sid in self.rolled(c, sid)]
        else:
            props = list(self.proposals(c))
        out = [self.judge(steps, None, []) for steps, sid in props if sid is None]
        spaced = [(steps, sid) for steps, sid in props if sid is not None]
        if self.d.faction == terms.RAJ and isinstance(c, base.Place):  # 8.8.6: Troops before Sepoys
            troops = [p for p in spaced if _places(p[0], terms.TROOPS)]
            found = self.scan(troops, then)
            if any(not x.refused for x in found):
                return out + found
            spaced = [p for p in spaced if p not in troops]
        return out + self.scan(spaced, then)

    def scan(self, props, then) -> list[_Cand]:
        """Judge `props` (steps, space) group by group in the column's order (`_column_key`): the
        first group holding an Effective step after which most of the text can be done (5.1.2,
        8.8.4: it outranks the column, 8.8.5); else the first with an Effective one; else the
        first with one that leaves the text's next part doable; else the first the rules accept."""
        keys = _column_keys(self.d, self.plan.board, self.col, list(dict.fromkeys(sid for _s, sid in props)))
        first: list[_Cand] = []
        first_good: list[_Cand] = []
        first_whole: list[_Cand] = []
        wholes = any(any(then(sid)) for _s, sid in props)  # a step here can leave the next part undoable
        for key in sorted(set(keys.values())):
            group = [self.judge(steps, sid, *then(sid)) for steps, sid in props if keys[sid] == key]
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

    def judge(self, steps, sid, later, keep=()) -> _Cand:
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

    def doable(self, c, sid: str) -> bool:
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

    def follow(self, sid: str, later) -> bool:
        """Whether the next part of the text (a later clause) acts in `sid` too, done there in
        the same trial so that its gain counts ("add Unrest ... then remove 1 Base from the
        chosen spaces", 8.8.4)."""
        for c in later:
            if isinstance(c, (base.Fixed, base.Roll, base.Ineligible)):
                continue
            for steps, there in self.proposals(c, only=sid):
                if there != sid:
                    continue
                with self.plan.trial():
                    if any(self.plan.do(s) for s in steps):
                        continue
                self.plan_do_all(steps)
                return True
            return False
        return False

    def plan_do_all(self, steps) -> None:
        for s in steps:
            self.plan.do(s)

    def proposals(self, c, only: str | None = None):
        """(steps, space) pairs for a step of `c`: the spaces its `candidates` list (8.1.3 keeping
        forces and Strikes off Railways under a Non-Player Raj), the pieces by kind and box."""
        ev = self.ev
        if isinstance(c, base.Either):
            for chain in ([c.chosen] if c.chosen is not None else c.options):
                for sub in (chain.clauses[chain.current:] if chain.ordered else chain.clauses):
                    yield from self.proposals(sub, only)
                    if chain.ordered and not (sub.optional or sub.carried_out(ev)):
                        break
            return
        if isinstance(c, base.Fixed):
            want = c.expected(ev)
            if not c.done and want:
                yield [_fixed_step(c, want)], None
            return
        if isinstance(c, base.Roll):
            if not c.done:
                yield [S.roll(self.die())], None
            return
        if isinstance(c, base.Ineligible):
            if not c.done:  # NP-EV-7: the first player faction, else the first other one
                order = [f for f in c.among if self.d.is_player(f) and f != self.d.faction] + \
                        [f for f in c.among if f != self.d.faction] + list(c.among)
                yield [S.ineligible(order[0])], None
            return
        if isinstance(c, base.OutOfPlayToAvailable):
            for k in c.kinds:
                n = ev.in_box(k, terms.OUT_OF_PLAY) if k != terms.GANDHI else 0
                cap = _value(c.n if c.n is not None else c.up_to, ev)
                n = n if cap is None else min(n, cap - c.done)
                if n > 0:
                    yield [S.out_of_play([(k, n)])], None
            return
        if isinstance(c, base.Release) and not c.to_space_wanted:
            for k in c.kinds:
                n = min(ev.in_box(k, terms.JAIL), c.room_in(ev, "") or 0) if k != terms.GANDHI else \
                    ev.in_box(k, terms.JAIL)
                if n > 0:
                    yield [S.release(None, [(k, n)])], None
            return
        if isinstance(c, shared.OneOptionPerSpace):
            rooms = {id(o): dict(o.candidates(ev)) for o in c.options}
            for sid, _room in c.candidates(ev):
                if only is not None and sid != only:
                    continue
                taken = c.option_in.get(sid)
                for o in [taken] if taken is not None else c.options:
                    if sid in rooms[id(o)] or not o.chooses_spaces:
                        yield from ((st, sid) for st in self.steps_in(o, sid, rooms[id(o)].get(sid)))
            return
        if _rolls_per_space(c):  # a roll in each space chosen (#23, #36 shaded)
            for sid in self.rolled_spaces(c):
                if only is None or sid == only:
                    yield from self.rolled(c, sid)
            return
        for sid, room in c.candidates(ev):
            if only is not None and sid != only:
                continue
            if self.off_railway(c, sid):
                continue
            yield from ((st, sid) for st in self.steps_in(c, sid, room))

    def off_railway(self, c, sid: str) -> bool:
        """8.1.3 Important (IT:1081): under a Non-Player Raj, the Non-Players put no forces or
        Strikes on Railways; that part of the text is then not carried out there."""
        if not self.np_raj or not self.ev.board[sid].is_railway:
            return False
        if isinstance(c, (base.Place, base.MoveClause)) or (isinstance(c, base.Release) and c.to_space_wanted):
            return True
        return isinstance(c, base.AddMarker) and "unrest" in c.markers

    def steps_in(self, c, sid: str, room: int | None = None, first: str | None = None) -> list[list[A.ActionStep]]:
        """The candidate steps of `c` in `sid` (each a list of steps done together); `first`: the
        piece a removal takes (by default the first by the quiet 8.5 order)."""
        ev, board = self.ev, self.plan.board
        if self.off_railway(c, sid):
            return []
        if isinstance(c, base.Place) or (isinstance(c, base.Release) and c.to_space_wanted):
            out = []
            for k in _troops_first(self.d, c.kinds):
                boxes = c.sources if isinstance(c, base.Place) else {terms.JAIL: None}
                for box in boxes:
                    if ev.in_box(k, box) <= 0 or (k == terms.TROOPS and board.is_state(sid)):
                        continue
                    if isinstance(c, base.Release):
                        out.append([S.release(sid, [(k, 1)])])
                    else:
                        out.append([S.place(sid, [(k, 1)], None if box == terms.AVAILABLE else _BOX_WORD[box])])
            return out
        if isinstance(c, base.Replace):
            first = first or self.first_piece(c, sid)
            if first is None:
                return []
            withs = [w for w in _own_first(self.d.faction, c.with_kinds) if ev.in_box(w, terms.AVAILABLE) > 0]
            if not withs:
                return [[S.remove(sid, [(first, 1)])]]
            return [[_replace(sid, first, w)] for w in withs[:1]]
        if isinstance(c, base.OnMap):
            first = first or self.first_piece(c, sid)
            if first is None:
                return []
            n = _pieces_there(board, sid, first)
            n = n if room is None else min(n, room)
            if n <= 0:
                return []
            verb = {base.Arrest: S.arrest, base.Activate: S.activate}.get(type(c))
            if isinstance(c, base.Hide):
                return [[S.hide(sid, n)]]
            if isinstance(c, base.Activate):
                return [[S.activate(sid, [(first, n)])]]
            if verb is S.arrest or isinstance(c, base.Arrest):
                return [[S.arrest(sid, [(first, n)])]]
            boxes = list(c.to) if isinstance(c, base.Remove) and isinstance(c.to, dict) else \
                [c.to if isinstance(c, base.Remove) else terms.AVAILABLE]
            return [[S.remove(sid, [(first, n)], to=None if b == terms.AVAILABLE else _BOX_WORD[b])] for b in boxes]
        if isinstance(c, base.MoveClause):
            return self.moves_to(c, sid)
        if isinstance(c, base.AddMarker):
            return [[S.add(sid, m)] for m in c.markers if c.ready(ev, sid, m)][:1]
        if isinstance(c, base.RemoveMarker):
            sp = board.spaces[sid]
            have = {"protest": sp.protest, "unrest": sp.unrest > 0, "strike": sp.strike,
                    "muslim-state": sp.muslim_state}
            return [[S.remove(sid, markers=(m,))] for m in c.markers if have.get(m)][:1]
        if isinstance(c, base.Shift):
            want = c.wanted(ev, sid)
            return [[S.shift(sid, want)]] if want else []
        if isinstance(c, base.SetLevel):
            # a space already at the level counts too: the text sets it, the rules take the step (5.1.2)
            return [[S.set_level(sid, lv)] for lv in c.levels]
        if isinstance(c, base.Choose):
            return [[S.select(sid)]]
        return []

    def first_piece(self, c, sid: str) -> str | None:
        """The piece `c` takes first in `sid`: the 8.5 order within the clause's kinds (no dice
        in a trial: ties the first), an Activate's Hidden and a Hide's Active Guerrillas; the
        NP's own pieces last (a text that requires them)."""
        board = self.plan.board
        if isinstance(c, base.Activate):
            return "guerrillas_hidden" if board.spaces[sid].guerrillas_hidden else None
        if isinstance(c, base.Hide):
            return "guerrillas_active" if board.spaces[sid].guerrillas_active else None
        kinds = _kinds_of(c)
        order = adversary.order(self.d, board, sid, kinds, self.d.faction, quiet=True)
        order = [k for k in order if k not in adversary.MARKERS]
        if order:
            return order[0]
        own = [k for k in kinds if terms.PIECE_OWNER.get(k) == self.d.faction and _pieces_there(board, sid, k)]
        return own[0] if own else None

    def moves_to(self, c, dst: str) -> list[list[A.ActionStep]]:
        """Pieces moved to `dst`: one piece of each kind from the space that holds most of it
        (the text's `from_where` met)."""
        board, ev = self.plan.board, self.ev
        out = []
        for k in c.kinds:
            srcs = [s for s in board.spaces if s != dst and _pieces_there(board, s, k) and c.from_where(ev, s)]
            if srcs:
                src = max(srcs, key=lambda s: _pieces_there(board, s, k))
                out.append([S.move([src, dst], [(k, 1)])])
        return out

    def rolled_spaces(self, c) -> list[str]:
        ev = self.ev
        spaces = [sid for sid, _room in c.candidates(ev)] if c.chooses_spaces else list(self.plan.board.spaces)
        return [sid for sid in spaces if c.space_problem(ev, sid) is None and not c.in_space.get(sid)]

    def rolled(self, c, sid: str):
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


def _rolls_per_space(c) -> bool:
    return "select" in c.verbs and "roll" in c.verbs


def _column_keys(d, board, col: str, spaces: list[str]) -> dict[str, tuple]:
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


def _undone(findings) -> int:
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


def _value(v, ev):
    return v(ev) if callable(v) else v


_BOX_WORD = {terms.OUT_OF_PLAY: "oop", terms.JAIL: "jail", terms.AVAILABLE: "available"}


def _fixed_step(c, want: int) -> A.ActionStep:
    if isinstance(c, base.ResourcesClause):
        return S.resources(c.faction, want)
    return (S.restraint if c.track == "restraint" else S.unity)(want)


def _replace(sid: str, kind: str, with_kind: str) -> A.ActionStep:
    """`replace 1S Bihar with 1 INC`."""
    return S.replace_pieces(sid, [(kind, 1)], [(with_kind, 1)])


def _troops_first(d, kinds) -> list[str]:
    """8.8.6: given the choice, the Raj NP places Troops first (from Available or Out of Play)."""
    kinds = list(kinds)
    if d.faction == terms.RAJ and terms.TROOPS in kinds:
        kinds.remove(terms.TROOPS)
        kinds.insert(0, terms.TROOPS)
    return kinds


def _own_first(faction: str, kinds) -> list[str]:
    return sorted(kinds, key=lambda k: 0 if terms.PIECE_OWNER.get(k) == faction else 1)


def _places(steps, kind: str) -> bool:
    return any(s.verb == A.Verb.PLACE and any(isinstance(a, A.PieceCount) and a.kind.value == kind for a in s.args)
               for s in steps)


def _kinds_of(c) -> tuple[str, ...]:
    """The piece kinds a clause may take, as `np.adversary` names them (8.5.1)."""
    kinds = tuple(getattr(c, "kinds", ()) or ())
    side_ = getattr(c, "side", None)
    if side_ in ("hidden", "active") and terms.GUERRILLAS in kinds:
        kinds = tuple(k for k in kinds if k != terms.GUERRILLAS) + (f"guerrillas_{side_}",)
    return kinds


def _removes(c) -> bool:
    return isinstance(c, (base.Remove, base.Arrest, base.Replace))


def _pieces_there(board, sid: str, kind: str) -> int:
    if kind == terms.GANDHI:
        return 1 if board.gandhi == sid else 0
    return getattr(board.spaces[sid], kind)


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


def _say(steps, board) -> str:
    """The steps in English for the explanation: their verbs and spaces."""
    parts = []
    for s in steps:
        where = [board.map[x].name for x in S.spaces_of(s)]
        what = [f"{a.count} {terms.PIECE_LABELS.get(a.kind.value, a.kind.value)}" for a in s.args
                if isinstance(a, A.PieceCount)]
        parts.append(" ".join([s.verb.value, *what, *(["in " + ", ".join(where)] if where else [])]))
    return "; ".join(parts)
