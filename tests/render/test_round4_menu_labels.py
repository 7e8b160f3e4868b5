"""The game's words beside a `gandhi table` step (issue #34, render/menu_labels.py): whose piece
a `remove 1 active X` takes (a Revolutionary Guerrilla, 1.4.3, IT:158) and where it goes (1.4.1,
IT:142); a Pass's `out-of-play` (2.3.3, IT:349); `place protest` the same step as `add protest`
(1.10, IT:260)."""

from __future__ import annotations

from gandhi_cli.notation import actions as A
from gandhi_cli.render.menu_labels import gloss


def _step(verb: A.Verb, *args) -> A.ActionStep:
    return A.ActionStep(verb, tuple(args))


def test_removing_a_guerrilla_says_whose_and_which_side_1_4_3():
    """1.4.3 (IT:158): Active and Hidden are sides of the Revolutionaries' Guerrillas; removed
    pieces go to Available unless the step names a box (1.4.1, IT:142)."""
    g = A.PieceKind.GUERRILLAS
    active = _step(A.Verb.REMOVE, A.PieceCount(1, g, A.GuerrillaSide.ACTIVE), A.SpaceName("bihar"))
    hidden = _step(A.Verb.REMOVE, A.PieceCount(1, g, A.GuerrillaSide.HIDDEN), A.SpaceName("punjab"),
                   A.To(A.Box.OUT_OF_PLAY))
    assert gloss(active) == "1 Active Revolutionary Guerrilla from Bihar to Available"
    assert gloss(hidden) == "1 Hidden Revolutionary Guerrilla from Punjab to Out of Play"


def test_out_of_play_step_goes_to_available_2_3_3():
    """2.3.3 (IT:349): "spostare un Attivista da Fuori Gioco a Disponibile"."""
    assert gloss(_step(A.Verb.OUT_OF_PLAY, A.PieceCount(1, A.PieceKind.INC_ACTIVISTS))) == \
        "1 Congress Activist from Out of Play to Available"


def test_place_protest_is_the_same_step_as_add_protest_1_10():
    """1.10 (IT:260): a Protest marker is put in a space; the notation writes it `add protest X`
    or `place protest X`, one step."""
    place = _step(A.Verb.PLACE, A.Marker.PROTEST, A.SpaceName("bihar"))
    add = _step(A.Verb.ADD, A.Marker.PROTEST, A.SpaceName("bihar"))
    assert gloss(add) == ""  # `add protest bihar` says it all
    assert gloss(place) == "a Protest marker in Bihar, the same step as `add protest bihar`"
    assert gloss(_step(A.Verb.PLACE, A.PieceCount(1, A.PieceKind.INC_ACTIVISTS), A.SpaceName("bihar"))) == ""
