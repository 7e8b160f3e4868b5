"""Words beside a `gandhi table` menu entry (issue #34, what an outsider hit): the notation of a
step says what is done but not always to whose piece or from where (`remove 1 active bihar`,
`out-of-play 1 INC`, `place protest X` beside `add protest X`); `gloss` says it in the game's
words (the glossary: Revolutionary Guerrillas, Active/Hidden, Out of Play, Available; 1.4,
1.4.1, 1.4.3). A label only: it changes neither what is listed nor what choosing it does."""

from __future__ import annotations

from ..model import terms
from ..notation import actions as A

#: a piece kind in the game's words, with whose it is (the glossary's names, 1.4)
_PIECE = {
    terms.TROOPS: ("Raj Troop", "Raj Troops"),
    terms.SEPOYS: ("Raj Sepoy", "Raj Sepoys"),
    terms.GANDHI: ("Gandhi", "Gandhi"),
    terms.INC_ACTIVISTS: ("Congress Activist", "Congress Activists"),
    terms.ML_ACTIVISTS: ("Muslim League Activist", "Muslim League Activists"),
    terms.GUERRILLAS: ("Revolutionary Guerrilla", "Revolutionary Guerrillas"),
    terms.ML_BASES: ("Muslim League Base", "Muslim League Bases"),
    terms.REV_BASES: ("Revolutionary Base", "Revolutionary Bases"),
}
_MARKER = {A.Marker.PROTEST: "Protest", A.Marker.UNREST: "Unrest", A.Marker.STRIKE: "Strike",
           A.Marker.MUSLIM_STATE: "Muslim State"}
_BOX = {A.Box.JAIL: "Jail", A.Box.OUT_OF_PLAY: "Out of Play", A.Box.AVAILABLE: "Available"}


def _pieces(p: A.PieceCount) -> str:
    one, many = _PIECE.get(p.kind.value, (p.kind.value, p.kind.value))
    if p.kind.value == terms.GANDHI:
        return "Gandhi"
    side = "" if p.side is None else "Active " if p.side == A.GuerrillaSide.ACTIVE else "Hidden "
    return f"{p.count} {side}{one if p.count == 1 else many}"


def _space(name: A.SpaceName) -> str:
    from ..model.mapdata import load_map

    board = load_map(None)
    sid = board.exact(name.name)
    return board[sid].name if sid is not None else name.name


def gloss(step: object) -> str:
    """What a menu's step does to whose piece, in the game's words ("" when its notation says it
    all): `remove 1 active bihar` is "1 Active Revolutionary Guerrilla from Bihar to Available";
    `out-of-play 1 INC` (a Pass's or a Rally's) "1 Congress Activist from Out of Play to
    Available"; `place protest X` "a Protest marker in X, the same step as add protest X"."""
    if not isinstance(step, A.ActionStep):
        return ""
    args = step.args
    pieces = next((a for a in args if isinstance(a, A.PieceCount)), None)
    marker = next((a for a in args if isinstance(a, A.Marker)), None)
    space = next((a for a in args if isinstance(a, A.SpaceName)), None)
    where = _space(space) if space is not None else ""
    to = next((a.place for a in args if isinstance(a, A.To)), None)
    source = next((a.box for a in args if isinstance(a, A.From)), None)
    if step.verb == A.Verb.OUT_OF_PLAY and pieces is not None:
        return f"{_pieces(pieces)} from Out of Play to Available"
    if step.verb == A.Verb.REMOVE and pieces is not None and space is not None and (pieces.side or to):
        dest = _BOX[to] if isinstance(to, A.Box) else "Available"
        return f"{_pieces(pieces)} from {where} to {dest}"
    if step.verb == A.Verb.PLACE and pieces is not None and space is not None and source is not None:
        return f"{_pieces(pieces)} from {_BOX[source]} into {where}"
    if step.verb == A.Verb.PLACE and marker is not None and space is not None:  # `add …` says it all
        return f"a {_MARKER[marker]} marker in {where}, the same step as `add {marker.value} {space.name}`"
    return ""
