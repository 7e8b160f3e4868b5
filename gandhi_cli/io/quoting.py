"""How text read from an input file appears in a message (issue #15).

`quote(value)` is the value's repr, cut to MAX_SHOWN characters (a 5 MB space name is never
printed whole). Inside `hidden()` it is not shown at all: gandhi reads files that the user did
not name on the command line (the scenario a log's `[Scenario]` header names, a scenario's
`base:`), and a hostile log must not make gandhi print another file's contents; the message
still gives the file, line and column.

`printable(text)` is the one sanitiser of text from an input file on its way to any output
(issue #35, item 14): every control character but the tab and the newline (an escape sequence,
the bell, a line separator, a bidirectional override) is shown as `\\x1b` or `\\u2028`, so a
comment or a name from another player's log or map cannot set a terminal's title, clear the
screen or hide a line. Logs and data files holding one are refused anyway (`textlines`); this
also keeps file names, option values and anything else a message echoes harmless.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

MAX_SHOWN = 40
NOT_SHOWN = "(not shown: a file named by another file)"
_HIDDEN: ContextVar[bool] = ContextVar("gandhi_hidden", default=False)


# Every control character (Unicode Cc: C0, DEL, C1), the line and paragraph separators (Zl, Zp)
# and the bidirectional overrides and isolates ("Trojan Source"); the tab and the newline aside.
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_CONTROL_OR_NEWLINE = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def printable(text: str, newlines: bool = True) -> str:
    """`text` with every control character escaped (`\\x1b`, `\\u2028`), tabs kept, and newlines
    kept unless `newlines` is False (one line of a message)."""
    return (CONTROL if newlines else _CONTROL_OR_NEWLINE).sub(_escaped, text)


def _escaped(match: re.Match) -> str:
    code = ord(match.group(0))
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def cut(text: str, limit: int = MAX_SHOWN) -> str:
    """`text` cut to `limit` characters, saying how long it was."""
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text)} characters)"


def quote(value: Any) -> str:
    """A value from an input file, for a message."""
    if _HIDDEN.get():
        return NOT_SHOWN
    if isinstance(value, str):
        return repr(cut(value))
    text = repr(value) if not isinstance(value, int) or abs(value) < 10 ** 40 else "a very large number"
    return cut(text)


def detail(text: str) -> str:
    """A message's detail that may quote an input file (a YAML parser's problem): cut, or not
    shown inside `hidden()`."""
    return NOT_SHOWN if _HIDDEN.get() else cut(text, 2 * MAX_SHOWN)


@contextmanager
def hidden() -> Iterator[None]:
    """Values from files read inside this block are not shown in messages."""
    token = _HIDDEN.set(True)
    try:
        yield
    finally:
        _HIDDEN.reset(token)
