"""Safe loading of the YAML data files (map, forces, cards, scenarios), and reading and writing
the text files around them (logs, the cache).

Only `yaml.safe_load` is ever used. Files that are too large, not UTF-8 text, or not valid YAML
give one `InputError` with the line and column, never a traceback.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from .errors import InputError, Location
from .quoting import CONTROL, detail, quote
from .textlines import controls, name as char_name

MAX_DATA_BYTES = 2_000_000  # the bundled files are well under 200 kB
# Bounds on a YAML document, checked on its event stream before anything builds or walks it (an
# alias bomb is a few hundred bytes that expand to 10^9 nodes). The bundled files have at most
# 2,774 nodes, 9 levels of nesting and no alias.
MAX_YAML_NODES = 100_000  # counted with every alias expanded
MAX_YAML_DEPTH = 50
MAX_YAML_ALIASES = 1_000
MAX_NUMBER_DIGITS = 100  # Python refuses to read an integer of over 4,300 digits
_DIGITS = re.compile(r"[-+]?[0-9][0-9_]*")


def write_text_atomic(path: Path | str, text: str) -> None:
    """Write `text` to `path` safely: a regular file only, mode kept, through a temporary file
    and a rename, fsynced, never a temporary file left behind (`safewrite.write_text`)."""
    from .safewrite import write_text

    write_text(path, text)


def read_text(path: Path | str, max_bytes: int = MAX_DATA_BYTES) -> str:
    """Read a UTF-8 text file, refusing missing, huge or binary files, devices and named pipes
    with a clear message (`boundedread`: only regular files, never more than `max_bytes`)."""
    from .boundedread import read_bytes

    return decode_text(read_bytes(path, max_bytes), str(path))


def decode_text(raw: bytes, name: str) -> str:
    """Decode UTF-8 (a BOM is allowed); NUL bytes or invalid UTF-8 mean binary junk."""
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    nul = raw.find(b"\x00")
    if nul >= 0:
        line = raw.count(b"\n", 0, nul) + 1
        col = nul - (raw.rfind(b"\n", 0, nul) + 1) + 1
        raise InputError("binary data (a NUL byte): this is not a text file", Location(name, line, col))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        col = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        raise InputError("not UTF-8 text", Location(name, line, col)) from None


def load_yaml(path: Path | str) -> Any:
    """Load one YAML document with yaml.safe_load; errors carry line and column."""
    return parse_yaml(read_text(path), str(path))


def parse_yaml(text: str, name: str) -> Any:
    from .cachedir import get_parsed, put_parsed

    doc = get_parsed(text)
    if doc is None:
        doc = _parse_yaml(text, name)
        put_parsed(text, doc)
    return doc


def _parse_yaml(text: str, name: str) -> Any:
    import yaml  # deferred: keeps CLI start-up lean

    # The libyaml-backed safe loader when PyYAML has it: the same safe subset, several times faster.
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    bad = next(controls(text, name), None)  # YAML ends lines at U+0085, U+2028, U+2029 too (issue #35)
    if bad is not None:
        raise bad
    try:
        _check_bounds(yaml.parse(text, Loader=loader), name)
        return yaml.load(text, Loader=loader)  # noqa: S506 - a SafeLoader, i.e. yaml.safe_load
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        loc = Location(name, mark.line + 1, mark.column + 1) if mark else Location(name)
        problem = exc.problem or exc.context or "invalid YAML"
        raise InputError(f"invalid YAML: {detail(_one_line(problem))}", loc) from None
    except yaml.YAMLError as exc:  # e.g. a reader error: bad character, no mark
        raise InputError(f"invalid YAML: {detail(_one_line(str(exc)))}", _reader_location(exc, name)) from None
    except (ValueError, OverflowError):  # a value the safe constructors cannot build
        raise InputError("invalid YAML: a value that cannot be read", Location(name)) from None


def _check_bounds(events, name: str) -> None:
    """Refuse a document over MAX_YAML_NODES (aliases expanded), MAX_YAML_DEPTH or
    MAX_YAML_ALIASES, or with an alias inside its own anchor (a cycle), reading its events one at
    a time: nothing is built, and the reading stops at the first bound crossed."""
    import yaml

    nodes = aliases = 0
    sizes: dict[str, int] = {}  # anchor -> its node's size, aliases expanded
    open_: list[tuple[str | None, int]] = []  # the collections being read: (anchor, nodes before)
    keys: list[_Keys | None] = []  # per open collection: a mapping's keys so far, None for a sequence
    for event in events:
        if keys and keys[-1] is not None and isinstance(event, (yaml.ScalarEvent, yaml.AliasEvent,
                                                               yaml.CollectionStartEvent)):
            keys[-1].node(event, name)
        if isinstance(event, yaml.CollectionStartEvent):
            keys.append(_Keys() if isinstance(event, yaml.MappingStartEvent) else None)
        elif isinstance(event, yaml.CollectionEndEvent):
            keys.pop()
        if isinstance(event, yaml.AliasEvent):
            aliases += 1
            assert event.anchor is not None, "the parser reads an alias only as *name"
            if any(anchor == event.anchor for anchor, _ in open_):
                _too_large(name, event, "an alias inside its own anchor")
            nodes += sizes.get(event.anchor, 1)
        elif isinstance(event, yaml.ScalarEvent):
            nodes += 1
            number = not event.style or (event.tag or "").endswith(":int")  # plain, or tagged !!int
            if number and len(event.value) > MAX_NUMBER_DIGITS and _DIGITS.fullmatch(event.value):
                raise InputError(f"a number of {len(event.value)} digits: at most {MAX_NUMBER_DIGITS}",
                                 _mark_location(name, event))
            if event.anchor:
                sizes[event.anchor] = 1
            char = CONTROL.search(event.value)  # an escape ("\\e") in a double-quoted value
            if char:
                raise InputError(f"a value holding control character {char_name(char.group(0))}: not allowed",
                                 _mark_location(name, event))
        elif isinstance(event, yaml.CollectionStartEvent):
            open_.append((event.anchor, nodes))
            nodes += 1
            if len(open_) > MAX_YAML_DEPTH:
                _too_large(name, event, f"over {MAX_YAML_DEPTH} levels of nesting")
        elif isinstance(event, yaml.CollectionEndEvent):
            anchor, before = open_.pop()
            if anchor:
                sizes[anchor] = nodes - before
        if nodes > MAX_YAML_NODES:
            _too_large(name, event, f"over {MAX_YAML_NODES} values once its aliases are expanded")
        if aliases > MAX_YAML_ALIASES:
            _too_large(name, event, f"over {MAX_YAML_ALIASES} aliases")


class _Keys:
    """The keys of one mapping being read, for duplicates (issue #35 item 18): YAML loaders keep
    the last of two equal keys silently, so a second `restraint:` in a scenario file would
    change the game unseen; it is refused at its line."""

    def __init__(self) -> None:
        self.seen: dict[str, int] = {}  # a scalar key -> its line
        self.key_next = True

    def node(self, event, name: str) -> None:
        """A node begins in this mapping: a key or a value, in turn."""
        import yaml

        if self.key_next and isinstance(event, yaml.ScalarEvent):
            line = event.start_mark.line + 1 if event.start_mark else 0
            first = self.seen.get(event.value)
            if first is not None:
                raise InputError(f"the key {quote(event.value)} a second time in one mapping (first on line "
                                 f"{first}): a YAML key is given once", _mark_location(name, event))
            self.seen[event.value] = line
        self.key_next = not self.key_next


def _too_large(name: str, event, why: str) -> None:
    raise InputError(f"YAML document too large or too deeply aliased ({why})", _mark_location(name, event))


def _mark_location(name: str, event) -> Location:
    mark = event.start_mark
    return Location(name, mark.line + 1, mark.column + 1) if mark else Location(name)


def _one_line(text: str) -> str:
    return text.strip().splitlines()[0] if text.strip() else "invalid YAML"


def _reader_location(exc, name: str) -> Location:
    position = getattr(exc, "position", None)
    buffer = getattr(exc, "buffer", None)
    if isinstance(position, int) and isinstance(buffer, str):
        line = buffer.count("\n", 0, position) + 1
        return Location(name, line, position - (buffer.rfind("\n", 0, position) + 1) + 1)
    return Location(name)


def expect_mapping(value: Any, what: str, where: Location) -> dict:
    if not isinstance(value, dict):
        raise InputError(f"{what} must be a mapping (key: value), got {type_name(value)}", where)
    return value


def expect_list(value: Any, what: str, where: Location) -> list:
    if not isinstance(value, list):
        raise InputError(f"{what} must be a list, got {type_name(value)}", where)
    return value


def expect_int(value: Any, what: str, where: Location, lo: int | None = None, hi: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError(f"{what} must be a whole number, got {quote(value)}", where)
    if lo is not None and value < lo or hi is not None and value > hi:
        if hi is None:
            raise InputError(f"{what} must be at least {lo}, got {value}", where)
        raise InputError(f"{what} must be between {lo} and {hi}, got {value}", where)
    return value


def type_name(value: Any) -> str:
    if value is None:
        return "nothing"
    return {dict: "a mapping", list: "a list", str: "text", int: "a number", float: "a number",
            bool: "true/false"}.get(type(value), type(value).__name__)


def write_bytes_atomic(path: Path | str, data: bytes) -> None:
    """`write_text_atomic` for binary output (a PNG): `safewrite.write_bytes`."""
    from .safewrite import write_bytes

    write_bytes(path, data)
