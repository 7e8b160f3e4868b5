"""How text read from an input file appears in a message (issue #15).

`quote(value)` is the value's repr, cut to MAX_SHOWN characters (a 5 MB space name is never
printed whole). Inside `hidden()` it is not shown at all: gandhi reads files that the user did
not name on the command line (the scenario a log's `[Scenario]` header names, a scenario's
`base:`), and a hostile log must not make gandhi print another file's contents; the message
still gives the file, line and column.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

MAX_SHOWN = 40
NOT_SHOWN = "(not shown: a file named by another file)"
_HIDDEN: ContextVar[bool] = ContextVar("gandhi_hidden", default=False)


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
