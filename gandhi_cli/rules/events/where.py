"""Space conditions for Event texts ("in any Cities and Provinces", "with Troops", "without Raj
Control"...), as small named predicates that combine with `&`, `|` and `~`.

A predicate is called with the running Event and a space id, and is judged as the board stands
when the step is taken (before it is carried out). Its `text` is what messages say.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from ...model import terms

if TYPE_CHECKING:
    from ...model.journal import Holder


class Where:
    def __init__(self, text: str, test: Callable, chosen: tuple[str, ...] = ()):
        self.text = text
        self.test = test
        self.chosen = chosen  # the earlier clauses whose spaces the condition asks for (`chosen_by`)

    def __call__(self, ev, sid: str) -> bool:
        return bool(self.test(ev, sid))

    def __and__(self, other: Where) -> Where:
        return Where(f"{self.text} {other.text}", lambda ev, sid: self(ev, sid) and other(ev, sid),
                     self.chosen + other.chosen)

    def __or__(self, other: Where) -> Where:
        return Where(f"{self.text} or {other.text}", lambda ev, sid: self(ev, sid) or other(ev, sid))

    def __invert__(self) -> Where:
        return Where(f"not {self.text}", lambda ev, sid: not self(ev, sid))

    def held(self) -> Iterable[Holder]:
        """No rules object (issue #33): its test is a function."""
        return ()


def _sp(ev, sid):
    return ev.state.spaces[sid]


ANY = Where("any space", lambda ev, sid: True)
CITY = Where("a City", lambda ev, sid: ev.board[sid].is_city)
PROVINCE = Where("a Province", lambda ev, sid: ev.board[sid].is_province and not _sp(ev, sid).muslim_state)
CITY_OR_PROVINCE = Where("a City or Province", lambda ev, sid: CITY(ev, sid) or PROVINCE(ev, sid))
RAILWAY = Where("a Railway", lambda ev, sid: ev.board[sid].is_railway)
NOT_RAILWAY = Where("a non-Railway space", lambda ev, sid: not ev.board[sid].is_railway)
STATE = Where("a State", lambda ev, sid: ev.state.is_state(sid))
PRINCELY_STATE = Where("a Princely State", lambda ev, sid: ev.board[sid].is_princely_state)
MUSLIM = Where("a Muslim space", lambda ev, sid: ev.board[sid].muslim)
MUSLIM_PROVINCE = Where("a Muslim Province", lambda ev, sid: ev.board[sid].muslim and PROVINCE(ev, sid))
RAJ_CONTROL = Where("with Raj Control", lambda ev, sid: ev.state.raj_control(sid))
NO_RAJ_CONTROL = Where("without Raj Control", lambda ev, sid: not ev.state.raj_control(sid))
PROTEST = Where("with a Protest marker", lambda ev, sid: _sp(ev, sid).protest)
UNREST = Where("with Unrest", lambda ev, sid: _sp(ev, sid).unrest > 0)
MUSLIM_STATE = Where("with a Muslim State", lambda ev, sid: _sp(ev, sid).muslim_state)
AT_SUPPORT = Where("at Support", lambda ev, sid: _sp(ev, sid).level > 0 and not RAILWAY(ev, sid))
AT_OPPOSITION = Where("at Opposition", lambda ev, sid: _sp(ev, sid).level < 0 and not RAILWAY(ev, sid))
CUBES = Where("with cubes", lambda ev, sid: _sp(ev, sid).cubes > 0)
TROOPS = Where("with Troops", lambda ev, sid: _sp(ev, sid).troops > 0)
NO_TROOPS = Where("without Troops", lambda ev, sid: _sp(ev, sid).troops == 0)
SEPOYS = Where("with Sepoys", lambda ev, sid: _sp(ev, sid).sepoys > 0)
GUERRILLAS = Where("with Guerrillas", lambda ev, sid: _sp(ev, sid).guerrillas > 0)
HIDDEN_GUERRILLAS = Where("with Hidden Guerrillas", lambda ev, sid: _sp(ev, sid).guerrillas_hidden > 0)
ACTIVISTS = Where("with Activists", lambda ev, sid: _sp(ev, sid).activists > 0)
INC_ACTIVISTS = Where("with Congress Activists", lambda ev, sid: _sp(ev, sid).inc_activists > 0)
ML_ACTIVISTS = Where("with Muslim League Activists", lambda ev, sid: _sp(ev, sid).ml_activists > 0)
INC_PIECES = Where("with Congress pieces",
                   lambda ev, sid: _sp(ev, sid).inc_activists > 0 or ev.state.gandhi == sid)
GANDHI = Where("with Gandhi", lambda ev, sid: ev.state.gandhi == sid)


def with_pieces_of(faction: str) -> Where:
    """Spaces with any piece of `faction` (Gandhi counts for Congress)."""
    kinds = [k for k, f in terms.PIECE_OWNER.items() if f == faction and k != terms.GANDHI]

    def test(ev, sid):
        sp = _sp(ev, sid)
        return any(getattr(sp, k) for k in kinds) or (faction == terms.INC and ev.state.gandhi == sid)

    return Where(f"with {terms.FACTION_NAMES[faction]} pieces", test)


FRIENDLY = Where("with the executing faction's pieces", lambda ev, sid: with_pieces_of(ev.faction)(ev, sid))


def named(*names: str) -> Where:
    """Exactly the spaces named (resolved against the map when first used)."""
    def test(ev, sid):
        return sid in {ev.board.resolve(n) for n in names}

    return Where(" or ".join(names), test)


def adjacent_to(*names: str) -> Where:
    def test(ev, sid):
        ids = {ev.board.resolve(n) for n in names}
        return any(sid in ev.board.neighbours(i) for i in ids)

    return Where(f"adjacent to {' or '.join(names)}", test)


def chosen_by(label: str) -> Where:
    """The spaces an earlier clause of the same Event chose ("there", "these spaces"). A later
    clause with a bare number in them checks that choice when it is left (5.1.2, EV-0-9:
    `base.Clause.check_choice`)."""
    return Where(f"chosen for '{label}'", lambda ev, sid: sid in ev.chosen_in(label), (label,))
