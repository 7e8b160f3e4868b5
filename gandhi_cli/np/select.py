"""Space selection for Non-Players (8.4): the Space Selection Priority tables (8.4.1), random
Cities, Provinces and States by the Random Spaces map (8.1.2), and random Railways (8.1.3).

The tables are data in `data/priorities.yaml` (IT:2839-2892) and the Random Spaces map in
`data/random_spaces.yaml` (a user may name their own copy in GANDHI_RANDOM_SPACES). This module
owns the conditions of the rows (`CONDITIONS`) and the 8.4.1 procedure; the readings it relies
on are NP-SEL-1..NP-SEL-10 in docs/rules-notes.md.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from ..io.errors import InputError
from ..model import terms

if TYPE_CHECKING:
    import random

    from ..model.mapdata import Map
    from ..model.state import GameState, SpaceState

DATA = Path(__file__).parent / "data"
RANDOM_ENV = "GANDHI_RANDOM_SPACES"

# Columns whose action puts forces in the chosen space: 8.1.3 "Le Fazioni NP pongono forze o
# Scioperi su Ferrovie solo se il Raj è una Fazione di giocatore" (IT:1081) keeps Railways out of
# them while the Raj is a Non-Player (NP-SEL-8). Protest markers are not forces (1.10).
FORCE_COLUMNS = frozenset({"place-cubes", "sweep", "gandhi", "place-activists", "demonstrate",
                           "place-unrest", "place-bases", "place-guerrillas", "march"})


class Selector(Protocol):
    """What the selection (8.4) and the Adversary Priorities (8.5) read of a `decision.Decision`
    (named by its shape: `decision.py` imports this module, so this one does not import it)."""

    faction: str
    rng: random.Random

    @property
    def raj_is_player(self) -> bool: ...

    def is_player(self, faction: str) -> bool: ...

    def roll(self, why: str, say: bool = True) -> int: ...

    def roll_two(self, first: str, second: str, say: bool = True) -> tuple[int, int]: ...

    def why(self, text: str) -> None: ...


# ---------------------------------------------------------------------------- data

@cache
def tables() -> dict[str, Any]:
    """The four Space Selection Priority tables, by faction code."""
    from ..io.yamlio import load_yaml

    path = DATA / "priorities.yaml"
    doc = load_yaml(path)
    for faction in terms.FACTIONS:
        table = doc.get(faction) if isinstance(doc, dict) else None
        if not isinstance(table, dict) or not isinstance(table.get("rows"), list):
            raise InputError(f"{path}: no table for {faction}")
        for row in table["rows"]:
            if row["key"] not in CONDITIONS and row["key"] not in ("random", "no-space"):
                raise InputError(f"{path}: {faction} row '{row['key']}' has no condition in select.py")
            unknown = set(row["columns"]) - set(table["columns"])
            if unknown:
                raise InputError(f"{path}: {faction} row '{row['key']}' names unknown columns {sorted(unknown)}")
    return dict(doc)


def columns(faction: str) -> list[str]:
    """The faction's columns, left to right (8.8.5: an Event uses the leftmost effective one)."""
    return list(tables()[faction]["columns"])


def random_spaces_path() -> Path:
    return _random_spaces_path(os.environ.get(RANDOM_ENV))


@cache
def _random_spaces_path(env: str | None) -> Path:
    """The Random Spaces map file for a value of the variable (asked at each random space: #33)."""
    return Path(env) if env else DATA / "random_spaces.yaml"


def random_map(board: GameState) -> list[tuple[int, int, str]]:
    """The 36 slots of the Random Spaces map in list order: (region die, space die, space id)."""
    return _random_map(str(random_spaces_path()), board.map)


@lru_cache(maxsize=8)
def _random_map(path: str, mapdata: Map) -> list[tuple[int, int, str]]:
    from ..io.yamlio import load_yaml

    doc = load_yaml(path)
    regions = doc.get("regions") if isinstance(doc, dict) else None
    if not isinstance(regions, list) or len(regions) != 6:
        raise InputError(f"{path}: the Random Spaces map needs 'regions': a list of 6 regions (8.1.2)")
    out: list[tuple[int, int, str]] = []
    for i, region in enumerate(regions, start=1):
        spaces = region.get("spaces") if isinstance(region, dict) else None
        if not isinstance(spaces, list) or len(spaces) != 6:
            raise InputError(f"{path}: region {i} needs 6 spaces (8.1.2)")
        if region.get("die", i) != i:
            raise InputError(f"{path}: region {i} is listed with die {region.get('die')}")
        for j, entry in enumerate(spaces, start=1):
            name = entry.get("space") if isinstance(entry, dict) else entry
            if not isinstance(name, str):
                raise InputError(f"{path}: slot {i},{j} names no space")
            try:
                sid = mapdata.resolve(name)
            except InputError as exc:
                raise InputError(f"{path}: slot {i},{j}: {exc}") from None
            if mapdata[sid].is_railway:
                raise InputError(f"{path}: slot {i},{j}: {mapdata[sid].name} is a Railway (8.1.3 picks those)")
            out.append((i, j, sid))
    return out


# ---------------------------------------------------------------------------- conditions
# Each condition: (mode, value). mode "has": the row is met where value is true; "min"/"max":
# the superlative keeps the candidates with the extreme value; "max" rows are met only where the
# value is above 0 ("Maggiore Opposizione" is not met by a space without Opposition, NP-SEL-2).


class Ctx:
    """What a condition may read: the board, the acting faction, the Decision."""

    def __init__(self, d: Selector, board: GameState, faction: str):
        self.d = d
        self.board = board
        self.faction = faction


def _sp(c: Ctx, sid: str) -> SpaceState:
    return c.board.spaces[sid]


def _gandhi(c: Ctx, sid: str) -> int:
    return 1 if c.board.gandhi == sid else 0


def _inc_pieces(c: Ctx, sid: str) -> int:
    return _sp(c, sid).inc_activists + _gandhi(c, sid)


def _ml_pieces(c: Ctx, sid: str) -> int:
    sp = _sp(c, sid)
    return sp.ml_activists + sp.ml_bases


def _adversaries_of_raj(c: Ctx, sid: str) -> int:
    """Every non-Raj piece in `sid`, Active or not (NP-SEL-5)."""
    sp = _sp(c, sid)
    return sp.activists + sp.guerrillas + sp.bases + _gandhi(c, sid)


def _level(c: Ctx, sid: str) -> int:
    return 0 if c.board.map[sid].is_railway else _sp(c, sid).level


CONDITIONS: dict[str, tuple[str, Callable[[Ctx, str], Any]]] = {  # a truth or a count
    "no-raj-control": ("has", lambda c, s: not c.board.raj_control(s)),
    "raj-control": ("has", lambda c, s: c.board.raj_control(s)),
    # NP-SEL-4: read as printed, 2 x cubes > Active adversaries (the Raj's Active opponents, 1.7.1)
    "assault-double-cubes": ("has", lambda c, s: 2 * _sp(c, s).cubes > c.board.active_opponents_of_raj(s)),
    "pop-2": ("has", lambda c, s: c.board.map[s].pop == 2),
    "protest": ("has", lambda c, s: _sp(c, s).protest),
    "no-protest": ("has", lambda c, s: not _sp(c, s).protest),
    "fewest-active-adversaries": ("min", lambda c, s: c.board.active_opponents_of_raj(s)),
    "unrest": ("has", lambda c, s: _sp(c, s).unrest > 0),
    "no-unrest": ("has", lambda c, s: _sp(c, s).unrest == 0),
    "no-troops": ("has", lambda c, s: _sp(c, s).troops == 0),
    "most-opposition": ("max", lambda c, s: -_level(c, s)),
    "most-support": ("max", lambda c, s: _level(c, s)),
    "neutral": ("has", lambda c, s: not c.board.map[s].is_railway and _sp(c, s).level == terms.NEUTRAL),
    "deploy-adjacent-most-adversaries": (
        "max", lambda c, s: sum(_adversaries_of_raj(c, n) for n in c.board.map.neighbours(s))),
    "muslim-state": ("has", lambda c, s: _sp(c, s).muslim_state),
    "not-active-opposition": ("has", lambda c, s: _level(c, s) != terms.ACTIVE_OPPOSITION),
    "non-muslim": ("has", lambda c, s: not c.board.map[s].muslim),
    "muslim-space": ("has", lambda c, s: c.board.map[s].muslim),
    "fewest-cubes": ("min", lambda c, s: _sp(c, s).cubes),
    "most-ml-bases": ("max", lambda c, s: _sp(c, s).ml_bases),
    "no-ml-base": ("has", lambda c, s: _sp(c, s).ml_bases == 0),
    "congress-at-least-league": ("has", lambda c, s: _inc_pieces(c, s) >= _ml_pieces(c, s)),
    "rev-base-no-guerrillas": ("has", lambda c, s: _sp(c, s).rev_bases > 0 and _sp(c, s).guerrillas == 0),
    "unrest-no-guerrillas": ("has", lambda c, s: _sp(c, s).unrest > 0 and _sp(c, s).guerrillas == 0),
    "most-rev-bases": ("max", lambda c, s: _sp(c, s).rev_bases),
    "one-two-guerrillas-no-rev-base": (
        "has", lambda c, s: 1 <= _sp(c, s).guerrillas <= 2 and _sp(c, s).rev_bases == 0),
    "most-guerrillas": ("max", lambda c, s: _sp(c, s).guerrillas),
}


def label(row: dict[str, Any]) -> str:
    """A row's condition in English (its `when` prefixed as on the chart: "✓ Raj is a player")."""
    text = str(row.get("en") or row["key"].replace("-", " "))  # priorities.yaml: `en` beside the Italian `text`
    when = row.get("when")
    if when and not when.startswith("action:") and not text.startswith("✓"):
        who = {"raj-player": "the Raj is a player", "nv-player": "Congress or the League is a player"}.get(when, when)
        text = f"✓ {who}: {text}"
    return text


def _applies(row: dict[str, Any], d: Selector, action: str | None) -> bool:
    """A "✓" row applies only when its condition holds (8.3 "Svolgere questo passo solo se")."""
    when = row.get("when")
    if not when:
        return True
    if when.startswith("action:"):
        return action is not None and action.lower() == when.split(":", 1)[1]
    if when == "raj-player":
        return d.raj_is_player
    if when == "nv-player":
        return any(d.is_player(f) for f in terms.NV_FACTIONS)
    raise InputError(f"priorities.yaml: unknown 'when: {when}'")


def meets(d: Selector, board: GameState, faction: str, key: str, candidates: list[str]) -> list[str]:
    """The candidates that meet row `key` (for a superlative: those with the extreme value)."""
    mode, fn = CONDITIONS[key]
    c = Ctx(d, board, faction)
    if mode == "has":
        return [s for s in candidates if fn(c, s)]
    values = {s: fn(c, s) for s in candidates}
    if mode == "max":
        values = {s: v for s, v in values.items() if v > 0}
        if not values:
            return []
        best = max(values.values())
    else:
        best = min(values.values())
    return [s for s in candidates if s in values and values[s] == best]


def _names(board: GameState, sids: Iterable[str]) -> str:
    return ", ".join(board.map[s].name for s in sids)


# ---------------------------------------------------------------------------- 8.4.1

def select(d: Selector, candidates: list[str], column: str, board: GameState, faction: str,
           action: str | None = None) -> str | None:
    """One space among `candidates` by `faction`'s column (8.4.1), ties broken at random (8.1.2,
    8.1.3); None when no candidate is left ("No spazi per Op": the walker draws a new card).
    `action` names the Operation, SA or Event action (e.g. "deploy", "assault"): a "✓" row
    naming an action is read only for it (8.3, IT:1216). The explanation gives the candidates
    and each row read, with the spaces it kept (in English)."""
    table = tables()[faction]
    if column not in table["columns"]:
        raise ValueError(f"{faction} has no Space Selection Priority column '{column}' "
                         f"(columns: {', '.join(table['columns'])})")
    current = list(dict.fromkeys(candidates))
    current = _railway_limits(d, board, column, current)
    where = f"8.4.1 {faction} {column}"
    if not current:
        d.why(f"{where}: no space available")
        return None
    if len(current) == 1:
        d.why(f"{where}: only {_names(board, current)} is available")
        return current[0]
    d.why(f"{where}: candidates {_names(board, current)}")
    read: list[str] = []  # the rows read, in order, with what each kept: one line in the end
    unmet: list[str] = []

    def skipped() -> None:
        if unmet:
            read.append(f"(met by none, skipped: {'; '.join(unmet)})")
            unmet.clear()

    def told() -> None:
        if read:
            d.why(f"{where}: " + "; ".join(read))

    for row in table["rows"]:
        if column not in row["columns"]:
            continue
        if row["key"] == "no-space":
            break
        if row["key"] == "random":
            skipped()
            read.append(f"a random space among {_names(board, current)} (8.1.2)")
            told()
            return random_space(d, current, board)
        if not _applies(row, d, action):
            continue
        met = meets(d, board, faction, row["key"], current)
        if not met:
            unmet.append(label(row))
            continue  # 8.4.1 step 1: a row no candidate meets is skipped
        skipped()
        read.append(f"{label(row)} keeps {_names(board, met)}")
        current = met
        if len(current) == 1:
            told()
            return current[0]
    skipped()
    told()
    return random_space(d, current, board)


def ranking(d: Selector, spaces: list[str], column: str, board: GameState, faction: str | None = None,
            action: str | None = None) -> list[str]:
    """`spaces` in the column's order (8.4.1), as selecting one space at a time with `select`
    would give them — the same rows (a "✓" row of an `action` only for it), the same dice for
    the ties — but judging each row once per space (the NP Events rank every space for each
    clause). Spaces 8.1.3 rules out come last."""
    faction = faction or d.faction
    table = tables()[faction]
    if column not in table["columns"]:
        raise ValueError(f"{faction} has no Space Selection Priority column '{column}'")
    cands = list(dict.fromkeys(spaces))
    allowed = _railway_limits(d, board, column, cands)
    kept = set(allowed)
    dropped = sorted(s for s in cands if s not in kept)
    c = Ctx(d, board, faction)
    rows = []
    for row in table["rows"]:
        if column not in row["columns"]:
            continue
        if row["key"] in ("no-space", "random"):
            break
        if _applies(row, d, action):
            rows.append(CONDITIONS[row["key"]])

    def key(sid: str) -> tuple[int, ...]:  # a row met sorts first; a superlative by its value (as `meets` reads it)
        out = []
        for mode, fn in rows:
            v = fn(c, sid)
            out.append((0 if v else 1) if mode == "has" else (-v if v > 0 else 0) if mode == "max" else v)
        return tuple(out)

    keys = {sid: key(sid) for sid in allowed}
    out: list[str] = []
    for k in sorted(set(keys.values())):
        group = [sid for sid in allowed if keys[sid] == k]
        while len(group) > 1:
            sid = random_one(d, group, board, explain=False)
            out.append(sid)
            group.remove(sid)
        out += group
    return out + dropped


def _railway_limits(d: Selector, board: GameState, column: str, cands: list[str]) -> list[str]:
    """8.1.3 Important (IT:1079-1081): forces or Strikes go on Railways only when the Raj is a
    player; Strikes only on Railways without one (NP-SEL-8)."""
    rails = [s for s in cands if board.map[s].is_railway]
    if not rails:
        return cands
    drop: set[str] = set()
    if column in FORCE_COLUMNS and not d.raj_is_player:
        drop |= set(rails)
        d.why(f"8.1.3: the Raj is a Non-Player, no forces or Strikes on Railways ({_names(board, rails)})")
    if column == "place-unrest":
        struck = [s for s in rails if board.spaces[s].strike and s not in drop]
        if struck:
            drop |= set(struck)
            d.why(f"8.1.3: Strikes only on Railways without one ({_names(board, struck)})")
    return [s for s in cands if s not in drop]


# ---------------------------------------------------------------------------- 8.1.2, 8.1.3

def random_space(d: Selector, candidates: list[str], board: GameState, explain: bool = True) -> str | None:
    """8.1.2 / 8.1.3: one of `candidates` at random: Cities, Provinces and States by the Random
    Spaces map; Railways only when no other space is a candidate, by Econ, a random City, a die.
    `explain=False` rolls the same dice without explaining the slots passed over."""
    cands = list(dict.fromkeys(candidates))
    if not cands:
        return None
    if len(cands) == 1:
        return cands[0]
    others = [s for s in cands if not board.map[s].is_railway]
    if others:
        if len(others) < len(cands) and explain:
            d.why("8.1.3: Railways and other spaces tie, the Railways last")
        return _by_random_map(d, others, board, explain)
    return _random_railway(d, cands, board)


def random_one(d: Selector, candidates: list[str], board: GameState, explain: bool = True) -> str:
    """`random_space` among candidates known to be there (a ValueError, a bug, if there is none)."""
    sid = random_space(d, candidates, board, explain)
    if sid is None:
        raise ValueError("8.1.2: a random space among no candidates")
    return sid


def _by_random_map(d: Selector, cands: list[str], board: GameState, explain: bool = True) -> str:
    if len(cands) == 1:
        return cands[0]
    slots = random_map(board)
    region, space = d.roll_two("8.1.2 Random Spaces map: region", "8.1.2 Random Spaces map: space in region",
                               say=False)
    start = (region - 1) * 6 + (space - 1)
    skipped: list[str] = []
    for k in range(len(slots)):
        i, j, sid = slots[(start + k) % len(slots)]  # 4,3 after 4,2; 6,1 after 5,6; 1,1 after 6,6
        if sid in cands:
            if explain:  # the two dice and the walk on one line
                note = f" (not available: {', '.join(skipped)})" if skipped else ""
                d.why(f"8.1.2 Random Spaces map, dice {region},{space}: {i},{j} {board.map[sid].name}{note}")
            return sid
        if explain:
            skipped.append(f"{i},{j} {board.map[sid].name}")
    # A candidate missing from a user's Random Spaces map: an equal chance among them (NP-SEL-9).
    pick = sorted(cands)[d.rng.randrange(len(cands))]
    if explain:
        d.why(f"8.1.2: no candidate on the Random Spaces map, {board.map[pick].name} at random")
    return pick


def _random_railway(d: Selector, rails: list[str], board: GameState) -> str:
    """8.1.3: the highest Econ, then adjacent to a random City (8.1.2), then a die."""
    top = max(board.map[s].econ for s in rails)
    best = [s for s in rails if board.map[s].econ == top]
    if len(best) < len(rails):
        d.why(f"8.1.3 highest Econ ({top}): {_names(board, best)}")
    if len(best) == 1:
        return best[0]
    cities = sorted({n for s in best for n in board.map.neighbours(s) if board.map[n].is_city})
    if cities:
        city = _by_random_map(d, cities, board)
        near = [s for s in best if city in board.map.neighbours(s)]
        d.why(f"8.1.3 adjacent to {board.map[city].name}: {_names(board, near)}")
        best = near
        if len(best) == 1:
            return best[0]
    return best[_equal_chance(d, len(best), "8.1.3 Railway, equal chance")]


def _equal_chance(d: Selector, n: int, why: str) -> int:
    """An index below n with equal chance by die rolls (re-rolling what does not divide evenly)."""
    if n <= 1:
        return 0
    if n > 6:
        return d.rng.randrange(n)
    while True:
        r = d.roll(why)
        if r <= n * (6 // n):
            return (r - 1) % n
