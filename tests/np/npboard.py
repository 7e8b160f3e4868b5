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


def walk_on(d, **kw):
    """A Walk for Decision `d` on a Game standing at `d.state` (its board, its Non-Players): the
    move is built on that Game by a Plan made outside any card's sequence (issue #22)."""
    from gandhi_cli.core.game import Game
    from gandhi_cli.np.arjuna import Walk
    from gandhi_cli.np.plan import Plan

    if d.game is None:
        d.game = Game.at(d.state, d.non_players)
    return Walk(plan=Plan(d.game, d.faction, apart=True), **kw)


def instruction(d, walk, name, args=None, kind=None):
    """Carry out the Arjuna instruction `name` (an Operation, else an SA) of `d.faction` on the
    walk's plan, as a card's box does: the part's text (`deploy: place …`), or None when the
    instruction could not be done."""
    from gandhi_cli.np import arjuna

    mod = arjuna.module(d.faction)
    kind = kind or ("op" if name in mod.OPS else "sa")
    fn = (mod.OPS if kind == "op" else mod.SAS)[name]
    if not arjuna._instruction(d, walk, kind, name, fn, dict(args or {})):
        return None
    return walk.plan.part_text(name)
