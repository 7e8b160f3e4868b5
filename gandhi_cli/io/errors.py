"""Typed errors. Each carries where it happened (file, line, column) and what to do about it.

`InputError` means the input cannot be used at all (exit code 2); `RuleViolation` names a rule
of the game that a state or a move breaks (exit code 1). The CLI prints them as one line each,
never as a traceback.
"""

from __future__ import annotations

from dataclasses import dataclass

from .quoting import quote

EXIT_OK = 0
EXIT_VIOLATIONS = 1
EXIT_UNUSABLE = 2


@dataclass(frozen=True)
class Location:
    """A place in an input file; line and column are 1-based, None when unknown."""

    path: str
    line: int | None = None
    column: int | None = None

    def __str__(self) -> str:
        parts = [self.path]
        if self.line is not None:
            parts.append(str(self.line))
            if self.column is not None:
                parts.append(str(self.column))
        return ":".join(parts)


class GandhiError(Exception):
    """Base class for every error gandhi-cli reports to a user."""

    exit_code = EXIT_UNUSABLE

    def __init__(self, message: str, location: Location | None = None):
        super().__init__(message)
        self.message = message
        self.location = location

    def __str__(self) -> str:
        if self.location is None:
            return self.message
        return f"{self.location}: {self.message}"


class InputError(GandhiError):
    """The input (a file, an option, a name) cannot be used: exit code 2."""


class UnknownNameError(InputError):
    """A space, scenario or card name that matches nothing; carries close suggestions."""

    def __init__(self, kind: str, name: str, suggestions: list[str], location: Location | None = None):
        hint = f" (did you mean {', '.join(suggestions)}?)" if suggestions else ""
        super().__init__(f"unknown {kind} {quote(name)}{hint}", location)
        self.kind = kind
        self.name = name
        self.suggestions = suggestions


class AmbiguousNameError(InputError):
    """A name that matches more than one thing."""

    def __init__(self, kind: str, name: str, matches: list[str], location: Location | None = None):
        super().__init__(f"ambiguous {kind} {quote(name)}: it could be {', '.join(matches)}", location)
        self.kind = kind
        self.name = name
        self.matches = matches


class RuleViolation(GandhiError):
    """A rule of the game is broken. `rule` is the section number, e.g. "1.4.2"."""

    exit_code = EXIT_VIOLATIONS

    def __init__(self, rule: str, message: str, location: Location | None = None):
        super().__init__(f"rule {rule}: {message}", location)
        self.rule = rule
        self.detail = message
