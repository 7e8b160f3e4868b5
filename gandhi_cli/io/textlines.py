"""Lines of an input text as every other tool sees them, and the characters no input may hold
(issue #35, items 13-14).

A line ends at "\\n" (a "\\r" just before it is part of the line ending) and nowhere else:
`str.splitlines()` also ends lines at U+2028, U+2029, U+0085, VT, FF and FS/GS/RS, which grep,
editors and mail readers show inside one line, so `# note<U+2028>INC pass` would be a comment to
a reader and a move to gandhi, and every line number after it would be one off. `lines` is the
one way gandhi splits a log.

`controls` finds every character a text file may not hold (`quoting.CONTROL`): a control character (Unicode Cc:
C0, DEL, C1, U+0085 included) other than the tab and the line ending, a line or paragraph
separator (U+2028, U+2029), and the bidirectional overrides and isolates that make a line show
in another order than it is read ("Trojan Source": U+202A-U+202E, U+2066-U+2069). Each is
reported at its line and column, by its code point, never printed.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator

from .errors import InputError, Location
from .quoting import CONTROL

MAX_REPORTED = 20  # control characters reported in one file (a binary file would have thousands)


def lines(text: str) -> list[str]:
    """The lines of `text`, split at "\\n" only ("\\r\\n" too, the "\\r" dropped); like
    `str.splitlines()` for a text whose only line endings are those (no empty last line for a
    text that ends with a newline)."""
    out = text.split("\n")
    if out and out[-1] == "":
        out.pop()
    return [line[:-1] if line.endswith("\r") else line for line in out]


def name(char: str) -> str:
    """A forbidden character as a message names it: `U+001B (escape)`, `U+2028 (LINE SEPARATOR)`."""
    label = unicodedata.name(char, "") or _C0_NAMES.get(ord(char), "a control character")
    return f"U+{ord(char):04X} ({label})"


_C0_NAMES = {0x0B: "vertical tab", 0x0C: "form feed", 0x0D: "carriage return", 0x1B: "escape",
             0x1C: "file separator", 0x1D: "group separator", 0x1E: "record separator",
             0x7F: "delete", 0x85: "next line"}


def controls(text: str, path: str) -> Iterator[InputError]:
    """Every forbidden character in `text` (at most MAX_REPORTED), each an InputError at its
    line and column in `path` (lines as `lines` counts them; a "\\r" is allowed only before a
    "\\n")."""
    found = 0
    for m in CONTROL.finditer(text):
        at = m.start()
        char = text[at]
        if char == "\r" and text.startswith("\n", at + 1):
            continue
        line = text.count("\n", 0, at) + 1
        column = at - (text.rfind("\n", 0, at) + 1) + 1
        why = ("a carriage return only ends a line just before \\n" if char == "\r"
               else "not allowed in a text file: lines end at \\n only, and tabs are the only other control allowed")
        yield InputError(f"control character {name(char)}: {why}", Location(path, line, column))
        found += 1
        if found >= MAX_REPORTED:
            return
