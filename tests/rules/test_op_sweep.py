"""Sweep (3.2.3): legal uses checked piece by piece, and each condition's violation by rule."""

from __future__ import annotations

import pytest

from gandhi_cli.core.engine import perform
from gandhi_cli.model import terms
from gandhi_cli.model.state import GameState


@pytest.fixture
def board_state(empty: GameState) -> GameState:
    """Restraint 3, Raj 10 Resources; Delhi 2T 2S; United Provinces 3 Hidden Guerrillas, 1 Sepoy."""
    s = empty
    s.restraint, s.unity = 3, 3
    s.resources[terms.RAJ] = 10
    s.place(terms.TROOPS, "delhi", 2)
    s.place(terms.SEPOYS, "delhi", 2)
    s.place(terms.GUERRILLAS, "united-provinces", 3)
    s.place(terms.SEPOYS, "united-provinces", 1)
    return s


def rules(findings) -> list[str]:
    return [f.rule for f in findings if not f.note]


def test_sweep_troops_only_is_free_and_activates_one_per_troop(board_state):
    """3.2.3: Troops only cost 0; one Hidden Guerrilla Activated per cube used (Sepoys there unpaid)."""
    s = board_state
    assert perform(s, "RAJ sweep: move 2T Delhi>UP") == []
    up = s.spaces["united-provinces"]
    assert (up.troops, up.sepoys, up.guerrillas_active, up.guerrillas_hidden) == (2, 1, 2, 1)
    assert (s.spaces["delhi"].troops, s.spaces["delhi"].sepoys) == (0, 2)
    assert s.resources[terms.RAJ] == 10


def test_sweep_with_sepoys_pays_restraint_per_destination(board_state):
    """3.2.3: Sepoys cost Restraint per destination; then every cube there Activates (incl. Sepoys
    already there)."""
    s = board_state
    assert perform(s, "RAJ sweep: move 1T 1S Delhi>UP") == []
    up = s.spaces["united-provinces"]
    assert (up.troops, up.sepoys, up.guerrillas_active, up.guerrillas_hidden) == (1, 2, 3, 0)
    assert s.resources[terms.RAJ] == 10 - 3


def test_sweep_in_place_with_sepoys_written_activation(board_state):
    """3.2.3 example: Sweep in place, paying to use the Sepoys already there."""
    s = board_state
    assert perform(s, "RAJ sweep: move 1T Delhi>UP; activate 2G UP") == []
    assert s.spaces["united-provinces"].guerrillas_active == 2
    assert s.resources[terms.RAJ] == 7


def test_sweep_irwin_costs_one(board_state):
    """3.2.3, 2.5.1: under Lord Irwin, Sepoys cost 1 per space."""
    s = board_state
    s.viceroy = terms.IRWIN
    assert perform(s, "RAJ sweep: move 2S Delhi>UP") == []
    assert s.resources[terms.RAJ] == 9


def test_sweep_reading_first_space_free(board_state):
    """3.2.3, 2.5.1: under Lord Reading the first space chosen is free."""
    s = board_state
    s.viceroy = terms.READING
    assert perform(s, "RAJ sweep: move 2S Delhi>UP") == []
    assert s.resources[terms.RAJ] == 10


def test_sweep_destination_not_railway(board_state):
    assert "3.2.3" in rules(perform(board_state, "RAJ sweep: move 1T Delhi>RW-F"))


def test_sweep_cubes_do_not_leave_protest_spaces(board_state):
    """3.2: cubes may not leave a Protest space."""
    s = board_state
    s.place_protest("delhi")
    assert "3.2" in rules(perform(s, "RAJ sweep: move 1T Delhi>UP"))


def test_sweep_no_troops_into_states(board_state):
    """3.2, 1.4.2: Troops never enter a State: the move is skipped."""
    f = perform(board_state, "RAJ sweep: move 1T Delhi>Rajputana")
    assert "1.4.2" in rules(f)
    assert board_state.spaces["delhi"].troops == 2


def test_sweep_railway_on_the_way_must_be_clear(board_state):
    """3.2.3: the Railway crossed has no Strike, Activists or Active Guerrillas."""
    s = board_state
    s.place(terms.INC_ACTIVISTS, "rw-eir-delhi", 1)
    f = perform(s, "RAJ sweep: move 1T Delhi>RW-F>UP")
    assert "3.2.3" in rules(f)


def test_sweep_adjacency(board_state):
    assert "3.2.3" in rules(perform(board_state, "RAJ sweep: move 1T Delhi>Bihar"))


def test_sweep_limited_single_destination(board_state):
    """2.3.5: a Limited Sweep has one destination."""
    f = perform(board_state, "RAJ sweep limited: move 1T Delhi>UP; move 1T Delhi>Punjab")
    assert "2.3.5" in rules(f)


def test_sweep_pieces_move_once(board_state):
    """3.1.2: a cube that moved cannot move again in the same Operation."""
    f = perform(board_state, "RAJ sweep: move 2T Delhi>UP; move 2T UP>Bihar")
    assert "3.1.2" in rules(f)


def test_sweep_short_of_resources(board_state):
    s = board_state
    s.resources[terms.RAJ] = 1
    f = perform(s, "RAJ sweep: move 1S Delhi>UP")
    assert "3.2" in rules(f)
    assert s.resources[terms.RAJ] == 0


def test_sweep_wrong_activation_count(board_state):
    f = perform(board_state, "RAJ sweep: move 1T Delhi>UP; activate 3G UP")
    assert "3.2.3" in rules(f)


def test_sweep_same_space_in_two_selects(board_state):
    """3.1.1 (IT:401): a space is chosen once per Operation: written in two `select` steps it is
    reported (the second choice ignored), not silently merged."""
    f = perform(board_state, "RAJ sweep: select UP; select UP")
    assert rules(f) == ["3.1.1"] and "already chosen" in f[0].message
