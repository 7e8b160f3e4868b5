"""Satyagraha (4.3.2) against a Non-Player Raj (8.1.4): Gandhi leaves Jail only if the Raj agrees
(IT:735, JA:817), and the NP Raj always refuses (IT:1091); with a player Raj the log's `release
gandhi to X` is its consent (CONG-2). Negotiate's release is the die's, no consent (4.3.1, IT:727,
JA:807). Readings CONG-2, CONG-3 and NP-INC-2 in docs/rules-notes.md."""

from __future__ import annotations

import pytest

from gandhi_cli.core.engine import perform
from gandhi_cli.model import terms
from gandhi_cli.model.state import GameState
from gandhi_cli.rules.activity import Turn
from gandhi_cli.rules.catalog import find

RALLY = "INC rally: place 1 INC UP"
NP_RAJ = frozenset({terms.RAJ, terms.ML, terms.REV})  # Congress the only player
PLAYER_RAJ = frozenset({terms.ML, terms.REV})


@pytest.fixture
def jailed(empty: GameState) -> GameState:
    empty.restraint, empty.unity = 2, 3
    empty.gandhi = terms.JAIL
    return empty


def violations(findings) -> list:
    return [f for f in findings if not f.note]


def test_8_1_4_np_raj_refuses_to_release_gandhi_in_satyagraha(jailed):
    """8.1.4 (IT:1091): "Il Raj NP rifiuta sempre di liberare Ghandi dalla Prigione quando gli
    viene richiesto durante il Satyagraha del Congresso (4.3.2)": the release is reported at its
    step and not carried out (Gandhi stays in Jail). It was accepted with no finding."""
    text = f"{RALLY} + satyagraha: release gandhi to Bihar"
    found = violations(perform(jailed, text, non_players=NP_RAJ))
    assert [f.rule for f in found] == ["8.1.4"]
    assert (found[0].line, found[0].column) == (1, text.index("release") + 1)
    assert jailed.gandhi == terms.JAIL


def test_8_1_4_np_raj_refusal_then_the_option_is_reported_too(jailed):
    """8.1.4, 4.3.2 (IT:735: "Prima muovete Gandhi nello spazio scelto"): the release refused,
    Gandhi did not move in first, so the Activist placed is reported as well (the 4.3.2 order);
    the refusal itself once."""
    found = violations(perform(jailed, f"{RALLY} + satyagraha: release gandhi to Bihar; place 1 INC Bihar",
                               non_players=NP_RAJ))
    assert [f.rule for f in found] == ["8.1.4", "4.3.2"]


def test_4_3_2_player_raj_release_is_its_consent(jailed):
    """4.3.2 (IT:735 "se il Raj è d'accordo", JA:817) with a player Raj (the other factions
    Non-Players): `release gandhi to X` is the Raj's consent (CONG-2), no finding."""
    found = perform(jailed, f"{RALLY} + satyagraha: release gandhi to Bihar; place 1 INC Bihar",
                    non_players=PLAYER_RAJ)
    assert violations(found) == []
    assert jailed.gandhi == "bihar"


def _satyagraha(state: GameState, non_players: frozenset[str]):
    turn = Turn(state, terms.INC, "<t>", [])
    turn.non_players = non_players
    cls = find(terms.INC, "satyagraha")
    assert cls is not None
    return cls(turn)


def test_8_1_4_satyagraha_lists_no_space_with_gandhi_jailed_and_an_np_raj(jailed):
    """8.1.4 (IT:1091), 4.3.2 (IT:737: refused, Congress may choose another SA): Gandhi cannot
    move into any space, so Satyagraha can choose none; with a player Raj every space."""
    assert _satyagraha(jailed, NP_RAJ).candidate_spaces() == []
    assert len(_satyagraha(jailed, PLAYER_RAJ).candidate_spaces()) == len(jailed.spaces)


def test_4_3_2_np_raj_does_not_stop_gandhi_placed_from_available(empty):
    """4.3.2, 8.1.4: only a release from Jail needs the Raj's consent; Gandhi Available is placed."""
    empty.gandhi = terms.AVAILABLE
    assert violations(perform(empty, f"{RALLY} + satyagraha: place gandhi Bihar; place 1 INC Bihar",
                              non_players=NP_RAJ)) == []


def test_4_3_1_negotiate_releases_gandhi_by_the_die_with_an_np_raj(jailed):
    """4.3.1 (IT:727, JA:807): Negotiate releases Gandhi when the die beats the Protests in India;
    no Raj agreement is asked, so the NP Raj's refusal (8.1.4, Satyagraha only) does not apply
    (CONG-3). A regression guard: this was already accepted."""
    jailed.place(terms.INC_ACTIVISTS, "bihar", 1)
    found = perform(jailed, "INC rally: place 1 INC UP + negotiate: select Bihar; roll 6", non_players=NP_RAJ)
    assert violations(found) == []
    assert jailed.gandhi == "bihar"
