"""A results file of `gandhi simulate` (issue #25): one JSON object a line, one line a game, in
the order the games finished. `read_results` reads it back (bounded, each bad line located), keeps
where a torn last line begins (a run killed inside its write: `torn`), and `check_study` refuses a
file made for another study."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..io.boundedread import read_bytes
from ..io.errors import InputError, Location
from ..io.quoting import cut
from .simulate import Study

MAX_RESULTS_BYTES = 200_000_000  # a million games at about 200 bytes a line
TORN_START = b'{"seed": '  # how every line `gandhi simulate` writes begins
FIELDS = {"seed": int, "scenario": str, "np": list, "readings": dict}


@dataclass
class Results:
    """The records of a results file with their line numbers; `whole` is the size in bytes of its
    complete lines, `torn` whether bytes follow them (a last line without its newline)."""

    path: str
    records: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    whole: int = 0
    torn: bool = False
    tail: bytes = b""  # the torn last line's bytes

    def seeds(self) -> set[int]:
        return {r["seed"] for _, r in self.records}


def read_results(path: Path | str) -> Results:
    """The results file at `path` (a missing file: no records). A line that is not a record is
    unusable input (exit 2), located at its line."""
    name = str(path)
    if not Path(path).exists():
        return Results(name)
    raw = read_bytes(path, MAX_RESULTS_BYTES)
    whole = raw.rfind(b"\n") + 1
    out = Results(name, whole=whole, torn=whole < len(raw), tail=raw[whole:])
    complete = raw[:whole].split(b"\n")[:-1]
    for number, line in enumerate(complete, 1):
        if line.strip():
            out.records.append((number, _record(line, Location(name, number, 1))))
    if out.torn and not out.tail.startswith(TORN_START):  # not a line `simulate` began: not its file
        raise InputError("not a line of `gandhi simulate` (and no newline after it): nothing changed",
                         Location(name, len(complete) + 1, 1))
    return out


def _record(line: bytes, where: Location) -> dict[str, Any]:
    try:
        value = json.loads(line.decode("utf-8"))
    except UnicodeDecodeError:
        raise InputError("is not UTF-8 text: not a line of `gandhi simulate`", where) from None
    except json.JSONDecodeError as exc:
        raise InputError(f"not a JSON line of `gandhi simulate` ({exc.msg}): "
                         f"{cut(line.decode('utf-8'), 60)}", Location(where.path, where.line, exc.colno)) from None
    if not isinstance(value, dict):
        raise InputError("not a game's record (a JSON object) of `gandhi simulate`", where)
    for key, kind in FIELDS.items():
        if not isinstance(value.get(key), kind) or isinstance(value.get(key), bool):
            raise InputError(f"a game's record needs {key!r} ({kind.__name__}): not a line of `gandhi simulate`",
                             where)
    return value


def check_study(results: Results, study: Study) -> None:
    """Refuse (exit 2) a file whose games were played for another scenario, other Non-Players or
    other readings: resuming would mix two studies."""
    want = study.fields()
    for number, record in results.records:
        have = {key: record.get(key) for key in want}
        if have != want:
            diff = "; ".join(f"{key} {json.dumps(have[key])} here, {json.dumps(want[key])} asked"
                             for key in want if have[key] != want[key])
            raise InputError(f"this results file holds another study ({diff}): nothing played; "
                             "choose another -o file", Location(results.path, number, 1))


__all__ = ["Results", "read_results", "check_study", "MAX_RESULTS_BYTES"]
