"""The `--json` outputs (docs/json.md): the `format` version of each output's shape, its JSON
Schema (`render/schemas/NAME.json`, draft 2020-12) and the one error object every command prints
on stdout when it fails with `--json`.

A shape's `format` is raised when one of its fields changes meaning or goes; a new field does
not raise it (a reader ignores the fields it does not know). `gandhi status` keeps its own,
`render/status.py` FORMAT (docs/status.md)."""

from __future__ import annotations

from pathlib import Path

from ..io.errors import GandhiError

# One constant per output shape, each named after its schema file.
SCENARIOS = 1  # `gandhi scenarios`: {"format", "scenarios": [{"id", "name", "source", "congress_choice"}]}
SETUP = 1  # `gandhi setup`: the board (as `state`), "seed", "congress_choice_pending"
MAP = 1  # `gandhi map`: {"format", "spaces": [{"id", "name", "type", "pop", "econ", "muslim", ...}]}
MAP_SPACE = 1  # `gandhi map SPACE`: one space with the provenance of each fact
CARD = 1  # `gandhi card N`: an Event or a Campaign card
READINGS = 1  # `gandhi readings`: {"format", "readings": [{"id", "rule", "topic", "default", "options"}]}
VALIDATE = 1  # `gandhi validate`: the findings ("violations", "notes") and the exit code
STATE = 1  # `gandhi state`: the board, tracks, boxes and the count of violations
MARGINS = 1  # `gandhi margins`: the ranking and, once the game is over, the final ranking (7.1-7.3)
NEXT = 1  # `gandhi next`: the Non-Player's lines and where the game stopped
PLAY = 1  # `gandhi play`: what the Non-Players played and where they stopped
BOARD = 1  # `gandhi board`: the picture written
VIEW = 1  # `gandhi view`: the page written
ADD = 1  # `gandhi add`: {"format", "file", "added", "line", "findings", "violations_before", "status"}
SIMULATE = 1  # `gandhi simulate`: the run, {"format", "output", "played", "kept", "failed", "failed_this_run"}
SIMULATE_REPORT = 1  # `gandhi simulate --report`: {"format", "file", "studies": [{"study", "games", ...}]}
STATUS_MAIL = 1  # `gandhi status --mail`: {"format", "file", "for", "text"}
ERROR = 1  # the error object: {"format", "errors": [{"message", "file", "line", "column", "rule"?}], "exit_code"}

SCHEMA_DIR = Path(__file__).resolve().parent / "schemas"
# Every schema shipped, by the name of its file (`status` versioned in render/status.py).
SCHEMAS = ("scenarios", "setup", "map", "map-space", "card", "readings", "validate", "state", "margins",
           "status", "status-mail", "next", "play", "board", "view", "add", "simulate", "simulate-report", "error")


def schema_path(name: str) -> Path:
    """The JSON Schema of the output `name` (one of SCHEMAS)."""
    return SCHEMA_DIR / f"{name}.json"


def error_entry(message: str, file: str | None = None, line: int | None = None, column: int | None = None,
                rule: str | None = None) -> dict:
    """One error of the error object: what is wrong and where (null when the place is not known);
    `rule` (the rule's section) only for a rules violation, as in `validate`'s findings."""
    entry: dict = {"message": message, "file": file, "line": line, "column": column}
    if rule is not None:
        entry["rule"] = rule
    return entry


def error_from(err: GandhiError, default_file: str | None = None) -> dict:
    """The error entry of a GandhiError (its file `default_file` when it carries no place)."""
    loc = err.location
    return error_entry(err.message, loc.path if loc else default_file, loc.line if loc else None,
                       loc.column if loc else None, getattr(err, "rule", None))


def error_object(errors: list[dict], exit_code: int) -> dict:
    """The one error object of every `--json` failure: every error found, and the exit code."""
    return {"format": ERROR, "errors": errors, "exit_code": exit_code}
