"""The audit behind test_candidates_agree.py: over positions taken from the example logs, does each
Event clause's `candidates()` list exactly the spaces where a step of that clause is accepted?

A step "of the clause" is its natural step (`step_variants`): the clause's verb with one piece of
each of its kinds (or each of its markers, its shift, its levels) in the space. A space is
accepted when one variant carried out on a copy of the board gives no finding (notes aside);
refused when every variant gives one. The clauses before it are closed first (as a step for a
later clause closes them), so their 5.1.2 findings are not counted against the step.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache

from example_games import before_each

from gandhi_cli.core.game import DueKind
from gandhi_cli.model import terms
from gandhi_cli.model.scenario import CAMPAIGN_CARDS
from gandhi_cli.model.state import GameState
from gandhi_cli.notation.parse import parse
from gandhi_cli.notation.statements import Pos, Step, piece_text
from gandhi_cli.rules.activity import Turn
from gandhi_cli.rules.events import event_class
from gandhi_cli.rules.events.base import (
    AddMarker,
    Choose,
    Clause,
    Either,
    Event,
    Fixed,
    Ineligible,
    OnMap,
    OutOfPlayToAvailable,
    Place,
    Release,
    Remove,
    RemoveMarker,
    Replace,
    Roll,
    SetLevel,
    Shift,
)

SIDES = ("unshaded", "shaded")
LEVEL_WORDS = {lv: name.lower().replace(" ", "-") for lv, name in terms.LEVEL_NAMES.items()}


@dataclass(frozen=True)
class Position:
    """A board where a faction chooses on a card (2.3.2), with the game's Non-Players."""

    where: str
    state: GameState
    faction: str
    card: int
    non_players: frozenset[str]


@dataclass
class Figures:
    positions: int = 0
    sides: set[tuple[int, str]] = field(default_factory=set)
    clauses: int = 0
    accepted: int = 0  # candidates whose step was accepted
    refused: int = 0  # non-candidates whose every step was refused
    counts: int = 0  # candidate counts checked (the count written is accepted, one more is not)
    not_covered: dict[str, int] = field(default_factory=dict)  # clause kind -> clauses not checked
    disagreements: list[str] = field(default_factory=list)


def positions() -> list[Position]:
    """Every position in the example logs where a faction chooses on an Event card."""
    out = []
    for path, _, game, statement in before_each():
        due = game.due()
        card = game.engine.turn.card if game.engine.turn is not None else None
        if due.kind == DueKind.ACT and due.faction and isinstance(card, int) and card not in CAMPAIGN_CARDS:
            out.append(Position(f"{path.name}:{statement.pos.line}", game.state.copy(), due.faction, card,
                                game.non_players))
    return out


# ---------------------------------------------------------------------- the natural steps
def _q(sid: str) -> str:
    return f'"{sid}"'


def _pieces(kind: str, n: int = 1, side: str | None = None) -> str:
    return f"{n} {side}" if side and kind == terms.GUERRILLAS else piece_text(kind, n)


def step_variants(clause: Clause, ev: Event, sid: str) -> list[str] | None:
    """The steps of `clause` naming `sid` (one piece of each kind, each marker, the level or the
    shift the text asks); None for a clause kind this audit cannot write."""
    if isinstance(clause, Either):
        chains = [clause.chosen] if clause.chosen is not None else clause.options
        out: list[str] = []
        for chain in chains:
            nxt = chain.next_clause()
            got = step_variants(nxt, ev, sid) if nxt is not None else []
            if got is None:
                return None
            out += got
        return out
    if type(clause).__module__.endswith((".shared",)) or not type(clause).__module__.endswith(".base"):
        return custom_variants(clause, ev, sid)
    return base_variants(clause, ev, sid)


def base_variants(clause: Clause, ev: Event, sid: str) -> list[str] | None:
    q = _q(sid)
    if isinstance(clause, Replace):
        return [f"replace {_pieces(k)} {q} with {_pieces(w)}" for k in clause.kinds for w in clause.with_kinds] + \
            [f"remove {_pieces(k)} {q}" for k in clause.kinds]
    if isinstance(clause, Remove):
        to = {terms.AVAILABLE: "", terms.OUT_OF_PLAY: " to out-of-play", terms.JAIL: " to jail"}
        boxes = clause.to if isinstance(clause.to, dict) else {clause.to: None}
        side = getattr(clause, "side", None)
        return [f"remove {_pieces(k, 1, side)} {q}{to[b]}" for k in clause.kinds for b in boxes]
    if isinstance(clause, OnMap):
        verb = clause.verbs[0]
        return [f"{verb} {_pieces(k, 1, clause.side)} {q}" for k in clause.kinds]
    if isinstance(clause, Place):
        boxes = {terms.AVAILABLE: "", terms.OUT_OF_PLAY: " from out-of-play", terms.JAIL: " from jail"}
        return [f"place {_pieces(k)} {q}{boxes[b]}" for k in clause.kinds for b in clause.sources]
    if isinstance(clause, Release):
        return [f"release {_pieces(k)} to {q}" for k in clause.kinds]
    if isinstance(clause, AddMarker):
        return [f"add {m} {q}" for m in clause.markers]
    if isinstance(clause, RemoveMarker):
        return [f"remove {m} {q}" for m in clause.markers]
    if isinstance(clause, Shift):
        want = clause.wanted(ev, sid)
        return [f"shift {q} {w:+d}" for w in ([want] if want else [1, -1])]
    if isinstance(clause, SetLevel):
        return [f"set {q} {LEVEL_WORDS[lv]}" for lv in clause.levels]
    if isinstance(clause, Choose):
        return [f"select {q}"]
    return None


def custom_variants(clause: Clause, ev: Event, sid: str) -> list[str] | None:
    """A card's or `shared.py`'s own clause: by the base class it extends, else `select X` where
    the clause takes it."""
    got = base_variants(clause, ev, sid)
    if got is not None:
        return got
    if "select" in clause.verbs:
        return [f"select {_q(sid)}"]
    return None


def fixed_step(clause: Clause, ev: Event) -> str | None:
    """The step that carries out a clause naming no space (a track, Resources, a roll, a faction)."""
    if isinstance(clause, Fixed):
        return clause.step_text(clause.expected(ev))
    if isinstance(clause, Roll):
        return "roll 3"
    if isinstance(clause, Ineligible):
        return f"ineligible {clause.among[0]}"
    if isinstance(clause, Release) and clause.kinds:
        return f"release {_pieces(clause.kinds[-1])}"
    if isinstance(clause, OutOfPlayToAvailable):
        return f"out-of-play {_pieces(clause.kinds[0])}" if clause.kinds else None
    return None


# ---------------------------------------------------------------------- trying a step
@cache
def _steps(faction: str, side: str, text: str) -> tuple[Step, ...]:
    """The steps of `text` as parsed (immutable records: parsed once, each used by every try
    that writes the same text — the parse was 40% of the audit's time, issue #31)."""
    play = parse(f"{faction} event {side}: {text}", "<audit>").statements[0]
    return tuple(play.steps)  # type: ignore[union-attr]


def fresh(pos: Position, side: str, prefix: list[str]) -> tuple[Event, list]:
    """The side's Event on a copy of the board, with the `prefix` steps carried out."""
    findings: list = []
    turn = Turn(pos.state.copy(), pos.faction, "<audit>", findings)
    turn.non_players = pos.non_players
    cls = event_class(pos.card, side)
    assert cls is not None
    ev = cls(turn, pos=Pos(0, 0))
    ev.begin()
    for text in prefix:
        for step in _steps(pos.faction, side, text):
            ev.do(step)
    return ev, findings


def tries(pos: Position, side: str, prefix: list[str], index: int, text: str) -> list[str]:
    """The findings (notes aside) a step for clause `index` gets, after the prefix, with the
    clauses before it closed first."""
    ev, findings = fresh(pos, side, prefix)
    chain = ev.sequence
    step = _steps(pos.faction, side, text)[0]
    if chain.ordered and index > chain.current:
        for j in range(chain.current, index):
            chain.clauses[j].close(ev, step)
        chain.current = index
    before = len(findings)
    target = chain.clauses[index]
    taken = (target.done, sum(target.in_space.values()), len(target.in_space))
    ev.do(step)
    out = [str(f) for f in findings[before:] if not f.note]
    if not out and (target.done, sum(target.in_space.values()), len(target.in_space)) == taken \
            and not isinstance(target, Either):
        out.append(f"taken by another clause than '{target.text}'")  # a text in any order
    return out


def _kind(clause: Clause) -> str:
    return f"{type(clause).__module__.rsplit('.', 1)[-1]}.{type(clause).__name__}"


def audit_clause(pos: Position, side: str, prefix: list[str], index: int, figures: Figures) -> str | None:
    """Check clause `index` after `prefix`; return an accepted step naming a candidate (for the
    next clause's prefix), or None."""
    ev, _ = fresh(pos, side, prefix)
    clause = ev.sequence.clauses[index]
    offered = dict(clause.candidates(ev))
    variants = {sid: step_variants(clause, ev, sid) for sid in ev.state.spaces}
    if any(v is None for v in variants.values()):
        figures.not_covered[_kind(clause)] = figures.not_covered.get(_kind(clause), 0) + 1
        return None
    figures.clauses += 1
    label = f"{pos.where} #{pos.card} {side} [{clause.text}] after {prefix}"
    chosen = None
    for sid, texts in variants.items():
        results = {t: tries(pos, side, prefix, index, t) for t in texts or []}
        ok = [t for t, found in results.items() if not found]
        if sid in offered:
            if ok:
                figures.accepted += 1
                chosen = chosen or ok[0]
            else:
                figures.disagreements.append(f"{label}: {sid} offered, every step refused: {results}")
        elif ok:
            figures.disagreements.append(f"{label}: {sid} not offered, yet '{ok[0]}' accepted")
        else:
            figures.refused += 1
    return chosen


def audit_side(pos: Position, side: str, figures: Figures, depth: int = 3) -> None:
    """The clauses in the text's order, each after an accepted step of the ones before (up to
    `depth` clauses that name spaces); every clause of a text in any order, from the start."""
    ev, _ = fresh(pos, side, [])
    figures.sides.add((pos.card, side))
    n = len(ev.sequence.clauses)
    if not ev.sequence.ordered:
        for i in range(n):
            if ev.sequence.clauses[i].chooses_spaces:
                audit_clause(pos, side, [], i, figures)
        return
    prefix: list[str] = []
    checked = 0
    for i in range(n):
        ev, _ = fresh(pos, side, prefix)
        clause = ev.sequence.clauses[i]
        if not clause.chooses_spaces:
            text = fixed_step(clause, ev)
            if text is None:
                figures.not_covered[_kind(clause)] = figures.not_covered.get(_kind(clause), 0) + 1
                return
            prefix.append(text)
            continue
        if checked >= depth:
            return
        checked += 1
        step = audit_clause(pos, side, prefix, i, figures)
        if step is None:
            if clause.candidates(ev):  # a clause this audit cannot write, or one refused: stop here
                return
            continue  # nothing to take: the next clause (as event_option skips it)
        prefix.append(step)


def run(limit: int | None = None) -> Figures:
    figures = Figures()
    for pos in positions()[:limit]:
        figures.positions += 1
        for side in SIDES:
            if event_class(pos.card, side) is not None:
                audit_side(pos, side, figures)
    return figures


def all_cards(pos: Position) -> Iterator[Position]:
    """The same board with each Event card in turn (every card side, not only the example logs')."""
    for card in range(1, 73):
        if card not in CAMPAIGN_CARDS:
            yield Position(f"{pos.where}(as #{card})", pos.state, pos.faction, card, pos.non_players)


if __name__ == "__main__":
    import sys
    import time

    t = time.time()
    f = Figures()
    ps = positions()
    picks = ps[::20] if "--all-cards" in sys.argv else ps
    for p in picks:
        f.positions += 1
        for c in (all_cards(p) if "--all-cards" in sys.argv else [p]):
            for s in SIDES:
                if event_class(c.card, s) is not None:
                    audit_side(c, s, f)
    print(f"positions {f.positions} sides {len(f.sides)} clauses {f.clauses} accepted {f.accepted} "
          f"refused {f.refused} not covered {f.not_covered} in {time.time() - t:.1f}s")
    from collections import Counter
    groups: Counter = Counter()
    first: dict = {}
    for d in f.disagreements:
        which = "offered" if "offered, every" in d else "not offered"
        key = "#" + d.split(" #", 1)[1].split("] after")[0] + "] " + which
        groups[key] += 1
        first.setdefault(key, d)
    for key, n in groups.most_common():
        print(n, key)
        print("    ", first[key][:600])
