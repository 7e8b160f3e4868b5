"""Readings a table may choose (issue #14): the rules disputes a log may settle the other way in
its header, `[Reading RED-1 strict]`.

The choosable readings are data (`data/readings.yaml`: id, rule, default, the options with their
texts). `parse_header` turns a log's `[Reading …]` headers into the choices, refusing an unknown
id or option as unusable input (exit 2, as every other bad header); the replay puts the choices
on the game state, where the rule code asks `GameState.reading(id)`. Ledger: docs/rules-notes.md
"Readings a table may choose".
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..io.errors import InputError, Location
from ..io.resources import data_dir
from ..io.yamlio import load_yaml

FILE = "readings.yaml"


@dataclass(frozen=True)
class Source:
    cite: str  # IT:LINE or JA:LINE
    text: str  # verbatim from that line (parts joined by " … ")
    note: str = ""  # ours: what the quotation shows


@dataclass(frozen=True)
class Option:
    name: str
    summary: str
    sources: tuple[Source, ...]


@dataclass(frozen=True)
class Reading:
    id: str
    rule: str
    topic: str
    default: str
    options: tuple[Option, ...]

    def option(self, name: str) -> Option | None:
        return next((o for o in self.options if o.name == name.lower()), None)

    def as_dict(self) -> dict:
        return {"id": self.id, "rule": self.rule, "topic": self.topic, "default": self.default,
                "options": [{"name": o.name, "summary": o.summary,
                             "sources": [{"cite": s.cite, "text": s.text, "note": s.note} for s in o.sources]}
                            for o in self.options]}


def _source(raw: dict) -> Source:
    return Source(str(raw["cite"]), str(raw["text"]), str(raw.get("note", "")))


@lru_cache(maxsize=1)
def all_readings() -> dict[str, Reading]:
    """The choosable readings by id (upper case), in the file's order."""
    path = data_dir() / FILE
    doc = load_yaml(path)
    out: dict[str, Reading] = {}
    try:
        for raw in doc["readings"]:
            options = tuple(Option(str(o["name"]), str(o["summary"]), tuple(_source(s) for s in o["sources"]))
                            for o in raw["options"])
            reading = Reading(str(raw["id"]).upper(), str(raw["rule"]), str(raw["topic"]), str(raw["default"]), options)
            if reading.option(reading.default) is None or len(options) < 2:
                raise ValueError(f"{reading.id}: the default must be one of two or more options")
            out[reading.id] = reading
    except (KeyError, TypeError, ValueError) as exc:
        raise InputError(f"{path}: malformed readings file ({exc})", Location(str(path))) from exc
    return out


def default(rid: str) -> str:
    return all_readings()[rid].default


def parse_header(values: tuple, where: Location) -> dict[str, str]:
    """`[Reading ID OPTION [ID OPTION …]]` -> {id: option}. An unknown id or option, a missing
    option, or an id chosen twice is unusable input, located at the header."""
    known = all_readings()
    if not values or len(values) % 2:
        raise InputError("[Reading] takes a reading id and an option, e.g. [Reading RED-1 strict] "
                         "(`gandhi readings` lists them)", where)
    out: dict[str, str] = {}
    for rid, name in zip(values[::2], values[1::2], strict=True):
        rid, name = str(rid).upper(), str(name).lower()
        reading = known.get(rid)
        if reading is None:
            import difflib  # deferred: only a name not found needs it (issue #31)

            close = difflib.get_close_matches(rid, list(known), n=1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            raise InputError(f"[Reading]: no choosable reading {rid}{hint}; they are {', '.join(known)} "
                             "(`gandhi readings`)", where)
        if reading.option(name) is None:
            names = ", ".join(o.name for o in reading.options)
            raise InputError(f"[Reading]: {rid} has no option '{name}'; its options are {names}", where)
        if rid in out:
            raise InputError(f"[Reading]: {rid} chosen twice", where)
        out[rid] = name
    return out


def non_default(chosen: dict[str, str]) -> dict[str, str]:
    """The choices that differ from gandhi-cli's default reading."""
    return {rid: name for rid, name in chosen.items() if name != default(rid)}


def in_force(chosen: dict[str, str]) -> dict[str, str]:
    """Every choosable reading with the option in force (the chosen one, else the default)."""
    return {rid: chosen.get(rid, r.default) for rid, r in all_readings().items()}


def describe(chosen: dict[str, str]) -> str | None:
    """One line for `state` and `margins` when a header chose a non-default reading, else None."""
    odd = non_default(chosen)
    if not odd:
        return None
    return "Readings in force: " + ", ".join(f"{rid} {name}{' (not the default)' if rid in odd else ''}"
                                             for rid, name in in_force(chosen).items())


__all__ = ["Reading", "Option", "Source", "all_readings", "default", "parse_header", "non_default",
           "in_force", "describe"]
