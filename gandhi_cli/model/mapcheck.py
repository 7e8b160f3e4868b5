"""Consistency check of a map file (`gandhi map --check`): every problem, not just the first.

Checks the rules the texts fix (1.3.1-1.3.8, 1.4.2, 1.6.4, 6.2.2) and that every datum carries
provenance (`stated`/`derived`/`implied` with a source, `inferred` with its reasoning).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import terms

PROVENANCE_STATUSES = ("stated", "derived", "implied", "inferred")
SPACE_KEYS = {"id", "name", "aliases", "type", "pop", "muslim", "econ", "ends", "provenance", "adjacent", "note",
              "pos"}
TOWN_KEYS = {"id", "name", "provenance", "pos", "pos_provenance"}
POS_RANGE = (0, 1000)  # the board picture's schematic coordinates (x east, y south)
TOP_KEYS = {"schema", "sources", "econ_total", "towns", "spaces", "adjacency", "notes"}
RESERVED_ALIASES = {f.lower() for f in terms.FACTIONS}
MUSLIM_SPACES = 10  # 1.6.4: "uno dei 10 spazi Musulmani stampati sulla mappa" (IT:219)
ECON_TOTAL = 40  # 6.2.2: "40 meno il valore Econ delle Ferrovie con segnalino Sciopero" (IT:869)


@dataclass(frozen=True)
class Problem:
    path: tuple
    message: str
    rule: str | None = None

    def text(self) -> str:
        return f"rule {self.rule}: {self.message}" if self.rule else self.message


def normalize(name: str) -> str:
    """Case-, space- and punctuation-insensitive form of a name, used for lookups."""
    out = name.lower().replace("&", "and")
    return "".join(ch for ch in out if ch.isalnum())


def check_map_document(doc: Any) -> list[Problem]:
    """Return every inconsistency in a parsed map document (empty list: the map is sound)."""
    problems: list[Problem] = []

    def bad(path: tuple, message: str, rule: str | None = None) -> None:
        problems.append(Problem(path, message, rule))

    if not isinstance(doc, dict):
        bad((), "a map file must be a mapping with 'spaces' and 'adjacency'")
        return problems
    for key in doc:
        if key not in TOP_KEYS:
            bad((key,), f"unknown top-level field {key!r}")
    towns = doc.get("towns") or []
    spaces = doc.get("spaces")
    adjacency = doc.get("adjacency") or []
    if not isinstance(spaces, list) or not spaces:
        bad(("spaces",), "'spaces' must be a non-empty list")
        return problems
    if not isinstance(towns, list):
        bad(("towns",), "'towns' must be a list")
        towns = []
    if not isinstance(adjacency, list):
        bad(("adjacency",), "'adjacency' must be a list")
        adjacency = []

    town_ids: set[str] = set()
    for i, town in enumerate(towns):
        if not isinstance(town, dict) or not isinstance(town.get("id"), str):
            bad(("towns", i), "each town needs an 'id'")
            continue
        if town["id"] in town_ids:
            bad(("towns", i, "id"), f"town id {town['id']!r} appears twice")
        town_ids.add(town["id"])
        _check_provenance(town.get("provenance"), ("towns", i, "provenance"), "town", bad)
        for key in town:
            if key not in TOWN_KEYS:
                bad(("towns", i, key), f"{town['id']}: unknown field {key!r}")
        if "pos" in town:
            _check_pos(town["pos"], town.get("pos_provenance"), ("towns", i), town["id"], "pos_provenance", bad)

    ids: dict[str, int] = {}
    names: dict[str, str] = {}  # normalized id/name/alias -> owner id
    good: dict[str, dict] = {}
    for i, sp in enumerate(spaces):
        where: tuple = ("spaces", i)
        if not isinstance(sp, dict):
            bad(where, "each space must be a mapping")
            continue
        sid = sp.get("id")
        if not isinstance(sid, str) or not sid:
            bad(where + ("id",), "space without an 'id'")
            continue
        if sid in ids or sid in town_ids:
            bad(where + ("id",), f"space id {sid!r} appears twice")
            continue
        ids[sid] = i
        for key in sp:
            if key not in SPACE_KEYS:
                bad(where + (key,), f"{sid}: unknown field {key!r}")
        _check_space(sp, sid, where, town_ids, bad)
        labels = [sid, sp.get("name")] + list(sp.get("aliases") or [])
        for label in labels:
            if not isinstance(label, str) or not label.strip():
                bad(where + ("aliases",), f"{sid}: names and aliases must be non-empty text")
                continue
            key = normalize(label)
            if key in RESERVED_ALIASES:
                bad(where + ("aliases",), f"{sid}: {label!r} is a faction code and cannot name a space")
            elif label.strip().lower() in terms.NOTATION_KEYWORDS:
                bad(where + ("aliases",), f"{sid}: {label!r} is a word of the move notation and cannot name a space")
            owner = names.get(key)
            if owner is not None and owner != sid:
                bad(where + ("aliases",), f"{sid}: name {label!r} is also used by {owner}")
            names[key] = sid
        good[sid] = sp

    # Adjacency: pairs list plus optional per-space 'adjacent' lists (which must be symmetric).
    pairs: dict[frozenset, tuple] = {}
    for i, entry in enumerate(adjacency):
        where = ("adjacency", i)
        if not isinstance(entry, dict):
            bad(where, "each adjacency entry must be a mapping {a:, b:, status:, ...}")
            continue
        a, b = entry.get("a"), entry.get("b")
        if not _known(a, good, where + ("a",), bad) or not _known(b, good, where + ("b",), bad):
            continue
        if a == b:
            bad(where, f"{a} is listed as adjacent to itself", "1.3.8")
            continue
        pair = frozenset((a, b))
        if pair in pairs:
            bad(where, f"adjacency {a}-{b} is listed twice")
            continue
        pairs[pair] = where
        _check_provenance(entry, where, f"adjacency {a}-{b}", bad)

    one_way: dict[tuple[str, Any], tuple] = {}
    for sid, sp in good.items():
        listed = sp.get("adjacent")
        if listed is None:
            continue
        where = ("spaces", ids[sid], "adjacent")
        if not isinstance(listed, list):
            bad(where, f"{sid}: 'adjacent' must be a list")
            continue
        for j, item in enumerate(listed):
            other = item.get("id") if isinstance(item, dict) else item
            if not _known(other, good, where + (j,), bad):
                continue
            if other == sid:
                bad(where + (j,), f"{sid} is listed as adjacent to itself", "1.3.8")
                continue
            if isinstance(item, dict):
                _check_provenance(item, where + (j,), f"adjacency {sid}-{other}", bad)
            else:
                bad(where + (j,), f"adjacency {sid}-{other} has no provenance (give status and source or why)")
            one_way[(sid, other)] = where + (j,)
    for (a, b), where in one_way.items():
        if (b, a) not in one_way and frozenset((a, b)) not in pairs:
            bad(where, f"asymmetric adjacency: {a} lists {b} as adjacent but {b} does not list {a}", "1.3.8")
    neighbours: dict[str, set[str]] = {sid: set() for sid in good}
    for pair in list(pairs) + [frozenset(k) for k in one_way]:
        a, b = tuple(pair)
        neighbours[a].add(b)
        neighbours[b].add(a)

    _check_whole_map(doc, good, ids, neighbours, town_ids, bad)
    return problems


def _known(sid: Any, good: dict, where: tuple, bad) -> bool:
    if not isinstance(sid, str):
        bad(where, "adjacency needs two space ids")
        return False
    if sid not in good:
        bad(where, f"unknown space {sid!r} in adjacency")
        return False
    return True


def _check_space(sp: dict, sid: str, where: tuple, town_ids: set[str], bad) -> None:
    stype = sp.get("type")
    if stype not in terms.SPACE_TYPES:
        bad(where + ("type",), f"{sid}: type must be one of {', '.join(terms.SPACE_TYPES)}, got {stype!r}", "1.3.1")
        return
    if not isinstance(sp.get("name"), str):
        bad(where + ("name",), f"{sid}: missing 'name'")
    pop, econ, muslim = sp.get("pop"), sp.get("econ"), sp.get("muslim")
    if not isinstance(muslim, bool):
        bad(where + ("muslim",), f"{sid}: 'muslim' must be true or false", "1.3.4")
    prov = sp.get("provenance")
    if not isinstance(prov, dict):
        bad(where + ("provenance",), f"{sid}: missing provenance")
        prov = {}
    needed = ["type", "muslim"]
    if stype == terms.RAILWAY:
        needed += ["econ", "ends"]
        if pop not in (None, 0):
            bad(where + ("pop",), f"{sid}: a Railway has no Population, got {pop!r}", "1.3.6")
        if muslim is True:
            bad(where + ("muslim",), f"{sid}: a Railway cannot be a Muslim space", "1.3.4")
        if isinstance(econ, bool) or not isinstance(econ, int) or econ < 1:
            bad(where + ("econ",), f"{sid}: a Railway needs a positive whole Econ value, got {econ!r}", "1.3.6")
        ends = sp.get("ends")
        if not isinstance(ends, list) or len(ends) != 2:
            bad(where + ("ends",), f"{sid}: a Railway needs two ends (a City or a Town each)", "1.3.6")
        else:
            for end in ends:
                if not isinstance(end, str):
                    bad(where + ("ends",), f"{sid}: railway end {end!r} must be a City or Town id", "1.3.6")
    else:
        needed.append("pop")
        if econ is not None:
            bad(where + ("econ",), f"{sid}: only Railways have an Econ value", "1.3.6")
        if sp.get("ends") is not None:
            bad(where + ("ends",), f"{sid}: only Railways have ends", "1.3.6")
        if isinstance(pop, bool) or not isinstance(pop, int):
            bad(where + ("pop",), f"{sid}: Population must be a whole number, got {pop!r}", "1.3.1")
        elif stype == terms.CITY and pop != 1:
            bad(where + ("pop",), f"{sid}: every City has Population 1, got {pop}", "1.3.2")
        elif stype == terms.PROVINCE and pop not in (1, 2):
            bad(where + ("pop",), f"{sid}: a Province has Population 1 or 2, got {pop}", "1.3.3")
        elif pop < 1:
            bad(where + ("pop",), f"{sid}: a non-Railway space needs Population of at least 1, got {pop}", "1.3.1")
    for field in needed:
        _check_provenance(prov.get(field), where + ("provenance", field), f"{sid} {field}", bad)
    if "pos" in sp:
        _check_pos(sp["pos"], prov.get("pos"), where, sid, "provenance.pos", bad)


def _check_pos(pos: Any, prov: Any, where: tuple, sid: str, prov_key: str, bad) -> None:
    """`pos: [x, y]`, where the board picture draws a space or Town: optional (a map without it
    still referees; `gandhi board` then uses the bundled map's position for the same id), but
    when given it must be two numbers in 0-1000 with its own provenance."""
    lo, hi = POS_RANGE
    if (not isinstance(pos, list) or len(pos) != 2
            or not all(isinstance(v, (int, float)) and not isinstance(v, bool) and lo <= v <= hi for v in pos)):
        bad(where + ("pos",), f"{sid}: pos must be [x, y], two numbers from {lo} to {hi}, got {pos!r}")
    _check_provenance(prov, where + tuple(prov_key.split(".")), f"{sid} pos", bad)


def _check_provenance(p: Any, where: tuple, what: str, bad) -> None:
    if not isinstance(p, dict):
        bad(where, f"{what}: missing provenance (status and source or why)")
        return
    status = p.get("status")
    if status not in PROVENANCE_STATUSES:
        bad(where, f"{what}: provenance status must be one of {', '.join(PROVENANCE_STATUSES)}, got {status!r}")
    elif status == "inferred":
        if not isinstance(p.get("why"), str) or not p["why"].strip():
            bad(where, f"{what}: an inferred fact must give its reasoning in 'why'")
    elif not isinstance(p.get("source"), str) or not p["source"].strip():
        bad(where, f"{what}: a {status} fact must cite its 'source' (file:line)")


def _check_whole_map(doc: dict, good: dict, ids: dict, neighbours: dict, town_ids: set, bad) -> None:
    railways = {sid: sp for sid, sp in good.items() if sp.get("type") == terms.RAILWAY}
    econ = sum(sp["econ"] for sp in railways.values() if isinstance(sp.get("econ"), int))
    declared = doc.get("econ_total", ECON_TOTAL)
    if econ != ECON_TOTAL:
        bad(("spaces",), f"Railway Econ values add up to {econ}, the rules make them 40", "6.2.2")
    if declared != ECON_TOTAL:
        bad(("econ_total",), f"econ_total is {declared!r}, the rules make it 40", "6.2.2")
    muslim = [sid for sid, sp in good.items() if sp.get("muslim") is True]
    if len(muslim) != MUSLIM_SPACES:
        bad(("spaces",), f"{len(muslim)} Muslim spaces, the map prints 10", "1.6.4")
    town_users: dict[str, list[str]] = {}
    for sid, sp in railways.items():
        ends = sp.get("ends")
        if not isinstance(ends, list) or len(ends) != 2:
            continue
        where = ("spaces", ids[sid], "ends")
        for end in ends:
            if end in town_ids:
                town_users.setdefault(end, []).append(sid)
            elif end in good and good[end].get("type") == terms.CITY:
                if end not in neighbours[sid]:
                    bad(where, f"{sid} ends at {end} but is not adjacent to it", "1.3.6")
            else:
                bad(where, f"{sid}: end {end!r} is neither a City nor a Town", "1.3.6")
        if ends[0] == ends[1]:
            bad(where, f"{sid}: both ends are {ends[0]}", "1.3.6")
    for town, users in town_users.items():
        for i, a in enumerate(users):
            for b in users[i + 1:]:
                if b not in neighbours[a]:
                    bad(("spaces", ids[a], "ends"), f"{a} and {b} both end at town {town} but are not adjacent",
                        "1.3.8")
    for sid in good:
        if not neighbours[sid]:
            bad(("spaces", ids[sid]), f"{sid} has no adjacent space", "1.3.8")
    # Connectedness: every space reachable from the first.
    if good:
        start = next(iter(good))
        seen = {start}
        todo = [start]
        while todo:
            for nxt in neighbours[todo.pop()]:
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        missing = [sid for sid in good if sid not in seen]
        if missing:
            bad(("spaces",), f"the map is not connected: cannot reach {', '.join(missing)} from {start}", "1.3.8")
