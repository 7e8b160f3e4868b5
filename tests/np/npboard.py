"""Positions shared by the Non-Player tests (imported as `npboard`: tests/np is on sys.path as
pytest imports its test modules; a tests/np/conftest.py would shadow tests/conftest.py, which
test_scenarios.py imports by name)."""

from __future__ import annotations

from gandhi_cli.model import scenario, terms
from gandhi_cli.model.state import SpaceState


def blank():
    """The short scenario emptied: no pieces, no markers, Lord Reading (no NP effect), Restraint 3."""
    s = scenario.setup("short", seed=1)
    s.audit = False
    for sid in s.spaces:
        s.spaces[sid] = SpaceState()
    s.gandhi = terms.AVAILABLE
    s.out_of_play, s.jail = {}, {}
    s.viceroy, s.restraint, s.unity = terms.READING, 3, 3
    return s


def put(s, sid, level=None, **pieces):
    """Set the pieces (SpaceState fields) and, if given, the Support level of one space."""
    sp = s.spaces[sid]
    for k, v in pieces.items():
        setattr(sp, k, v)
    if level is not None:
        sp.level = level
