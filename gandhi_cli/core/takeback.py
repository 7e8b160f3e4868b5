"""Trials taken back (issue #33): `taken_back` lets a body change the game under the change journal
and puts the board, the engine's bookkeeping and its findings back; `Bookkeeping` keeps what a run
and the rules objects it holds record, so a trial step can be taken back."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from ..model.journal import Changes, Kept, held_by
from ..rules.activity import Finding
from .engine import Books, Engine
from .runs import Run


@contextmanager
def taken_back(engine: Engine, books: Books | None = None) -> Iterator[list[Finding]]:
    """Let the body change the game under the change journal, then put the board, the engine's
    bookkeeping (as `books` kept it, if given: the engine as it is now) and its findings back as
    they were; the list yielded is filled, as the body ends, with the findings (not notes) it gave."""
    books = books or engine.books()
    before = len(engine.findings)
    found: list[Finding] = []
    changes = Changes(engine.state)
    try:
        with changes:
            yield found
    finally:
        found.extend(f for f in engine.findings[before:] if not f.note)
        changes.undo()
        engine.restore(books)


class Bookkeeping:
    """What a run and the rules objects it holds (its Turn, Operations, Special Activities, Event,
    clauses) record as steps are carried out, saved so a trial step can be taken back: each
    object's fields and the containers among them, once by identity (`journal.Kept`), put back in
    place by `restore` — as often as trials are taken back (the board is journaled apart). The
    objects are those the run names and they name in turn (`held()`, `journal.held_by`): no walk
    over their fields."""

    _SHARED = ("engine", "state", "st", "findings", "pos", "board")

    def __init__(self, run: Run, objects: list[object] | None = None):
        """`objects`: the run's rules objects as an earlier Bookkeeping of the same run found them
        (`objects`), when no step was carried out since: the search for them is skipped."""
        self.objects = objects if objects is not None else held_by(run)
        self.kept = Kept()
        for obj in self.objects:
            self.kept.keep(obj, self._SHARED)

    def restore(self) -> None:
        self.kept.undo()
