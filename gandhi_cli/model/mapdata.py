"""The board map: spaces (1.3.1-1.3.6), adjacency (1.3.8) and name lookup.

Loaded from `gandhi_cli/data/map.yaml` or a user's own copy (`--map FILE`). A map with any
problem found by `mapcheck` is refused with every problem listed.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

from ..io.errors import AmbiguousNameError, InputError, Location, UnknownNameError
from ..io.resources import data_dir
from ..io.yamlio import parse_yaml, read_text
from . import terms
from .mapcheck import Problem, check_map_document, normalize


@dataclass(frozen=True)
class Space:
    id: str
    name: str
    type: str
    pop: int  # 0 for Railways (1.3.6)
    muslim: bool  # printed Muslim space (1.3.4)
    econ: int  # 0 for non-Railways
    aliases: tuple[str, ...] = ()
    pos: tuple[float, float] | None = None  # where the board picture draws it (schematic, 0-1000)
    ends: tuple[str, ...] = ()  # a Railway's two ends: City or Town ids (1.3.6)

    # the kind of space, read in the bots' and the rules' hot loops: set once (issue #33), not
    # derived at each read; not fields (equality, hashing and repr stay the fields')
    is_railway: bool = field(init=False, repr=False, compare=False)
    is_city: bool = field(init=False, repr=False, compare=False)
    is_province: bool = field(init=False, repr=False, compare=False)
    is_princely_state: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        kind = self.type
        object.__setattr__(self, "is_railway", kind == terms.RAILWAY)
        object.__setattr__(self, "is_city", kind == terms.CITY)
        object.__setattr__(self, "is_province", kind == terms.PROVINCE)
        object.__setattr__(self, "is_princely_state", kind == terms.PRINCELY_STATE)


@dataclass(frozen=True)
class Town:
    """A Town (1.3.7): not a space, only where Railways end; `pos` as for spaces."""

    id: str
    name: str
    pos: tuple[float, float] | None = None


class MapProblems(InputError):
    """A map file that fails the consistency check; `problems` holds every one found."""

    def __init__(self, path: str, problems: list[tuple[Location, str]]):
        super().__init__(f"{len(problems)} problem(s) in map file", Location(path))
        self.problems = problems


class Map:
    """Spaces in file order, symmetric adjacency, and a forgiving name resolver."""

    def __init__(self, spaces: list[Space], adjacency: dict[str, frozenset[str]], source: str,
                 provenance: dict | None = None, pair_provenance: dict | None = None,
                 towns: list[Town] | None = None):
        self.spaces: dict[str, Space] = {s.id: s for s in spaces}
        self.towns: dict[str, Town] = {t.id: t for t in towns or ()}
        self.adjacency = adjacency
        self.source = source
        self.digest: str | None = None  # the map file's hash, when read from one (`load_map`): pictures cache by it
        self.provenance: dict[str, dict] = provenance or {}  # space id -> field -> provenance
        self.pair_provenance: dict[frozenset, dict] = pair_provenance or {}
        self._names: dict[str, str] = {}
        self._resolved: dict[str, str] = {}  # a name as written -> the id `resolve` found (the map never changes)
        for s in spaces:
            for label in (s.id, s.name, *s.aliases):
                self._names[normalize(label)] = s.id

    def __getitem__(self, sid: str) -> Space:
        return self.spaces[sid]

    def __iter__(self):
        return iter(self.spaces.values())

    def __len__(self) -> int:
        return len(self.spaces)

    def adjacent(self, a: str, b: str) -> bool:
        return b in self.adjacency[a]

    def neighbours(self, sid: str) -> frozenset[str]:
        return self.adjacency[sid]

    @property
    def railways(self) -> list[Space]:
        return [s for s in self.spaces.values() if s.is_railway]

    def exact(self, name: str) -> str | None:
        """The id of the space whose id, name or alias is `name` (any case, spaces and punctuation
        aside; no prefixes), or None."""
        return self._names.get(normalize(name))

    def resolve(self, name: str, location: Location | None = None) -> str:
        """The id of the space called `name` (id, name or alias; any case; a unique prefix)."""
        found = self._resolved.get(name)  # the bots name the same spaces again and again (issue #33)
        if found is not None:
            return found
        key = normalize(name)
        if key in self._names:
            found = self._resolved[name] = self._names[key]
            return found
        if len(key) >= 3:
            hits = sorted({sid for label, sid in self._names.items() if label.startswith(key)})
            if len(hits) == 1:
                found = self._resolved[name] = hits[0]
                return found
            if len(hits) > 1:
                raise AmbiguousNameError("space", name, [self.spaces[h].name for h in hits], location)
        import difflib  # deferred: only a name not found needs it (issue #31)

        close = difflib.get_close_matches(key, list(self._names), n=3, cutoff=0.6)
        suggestions = list(dict.fromkeys(self.spaces[self._names[c]].name for c in close))
        raise UnknownNameError("space", name, suggestions, location)


def default_map_path() -> Path:
    return data_dir() / "map.yaml"


_CACHE: dict[str, Map] = {}


def load_map(path: Path | str | None = None) -> Map:
    """Load and check a map file; the bundled map when `path` is None. Cached per path."""
    p = Path(path) if path is not None else default_map_path()
    key = str(p.resolve()) if p.exists() else str(p)
    if key in _CACHE:
        return _CACHE[key]
    text = read_text(p)
    doc = parse_yaml(text, str(p))
    problems = check_map_document(doc)
    if problems:
        raise MapProblems(str(p), locate(problems, text, str(p)))
    result = build_map(doc, str(p))
    result.digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:24]  # what drew it
    _CACHE[key] = result
    return result


def check_map_file(path: Path | str | None = None) -> list[tuple[Location, str]]:
    """Every problem in a map file, located; an empty list means the map is sound."""
    p = Path(path) if path is not None else default_map_path()
    text = read_text(p)
    doc = parse_yaml(text, str(p))
    return locate(check_map_document(doc), text, str(p))


def locate(problems: list[Problem], text: str, name: str) -> list[tuple[Location, str]]:
    from ..io.yamllines import line_index, nearest_line

    index = line_index(text)
    return [(Location(name, nearest_line(index, pr.path)), pr.text()) for pr in problems]


def build_map(doc: dict, source: str) -> Map:
    spaces = []
    for sp in doc["spaces"]:
        spaces.append(Space(
            id=sp["id"],
            name=sp["name"],
            type=sp["type"],
            pop=sp.get("pop") or 0,
            muslim=bool(sp.get("muslim")),
            econ=sp.get("econ") or 0,
            aliases=tuple(sp.get("aliases") or ()),
            pos=_pos(sp.get("pos")),
            ends=tuple(sp.get("ends") or ()),
        ))
    towns = [Town(t["id"], t.get("name") or t["id"], _pos(t.get("pos"))) for t in doc.get("towns") or []]
    neighbours: dict[str, set[str]] = {s.id: set() for s in spaces}
    pair_provenance: dict[frozenset, dict] = {}
    for entry in doc.get("adjacency") or []:
        neighbours[entry["a"]].add(entry["b"])
        neighbours[entry["b"]].add(entry["a"])
        pair_provenance[frozenset((entry["a"], entry["b"]))] = _provenance(entry)
    for sp in doc["spaces"]:
        for item in sp.get("adjacent") or []:
            other = item["id"] if isinstance(item, dict) else item
            neighbours[sp["id"]].add(other)
            neighbours[other].add(sp["id"])
            pair_provenance.setdefault(frozenset((sp["id"], other)), _provenance(item))
    provenance = {sp["id"]: {k: _provenance(v) for k, v in (sp.get("provenance") or {}).items()}
                  for sp in doc["spaces"]}
    return Map(spaces, {k: frozenset(v) for k, v in neighbours.items()}, source, provenance, pair_provenance,
               towns)


def _pos(value) -> tuple[float, float] | None:
    """A checked `pos: [x, y]` (mapcheck refused any other shape)."""
    return (float(value[0]), float(value[1])) if value is not None else None


def _provenance(entry) -> dict:
    """The status/source/why of a datum, whatever else its mapping holds."""
    if not isinstance(entry, dict):
        return {}
    return {k: entry[k] for k in ("status", "source", "why") if k in entry}
