"""Issue #32 leftover: how many dice a Non-Player decision needs, said before the table rolls them
(NP-PHYS-2). The whole move's count cannot be known in advance (the dice decide which dice come
next: 8.3's checks, 8.6.2's Activation rolls until one fails, 8.1.2's ties); a decision whose dice
are fixed is asked for at once: the Random Spaces map takes two dice, "Tirate due dadi. Il primo
indica la regione, il secondo indica lo spazio scelto entro quella regione" (8.1.2, IT:1068)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main
from gandhi_cli.model.scenario import setup
from gandhi_cli.np.decision import Decision
from gandhi_cli.np.driver import NeedTable, Script, _Dice

CANDS = ["bihar", "punjab", "bombay-presidency", "sind"]


def _decision(dice: list[int]) -> Decision:
    return Decision(setup("short"), "INC", non_players={"INC"}, rng=_Dice("t", Script([], dice)))


def test_random_spaces_map_asks_for_its_two_dice_together_8_1_2():
    """8.1.2 (IT:1068): with no die given, the tie-break asks for dice 1 and 2 at once (region,
    then space in region) - it asked for die 1 alone, then for die 2."""
    with pytest.raises(NeedTable) as exc:
        _decision([]).random_space(CANDS)
    msg = exc.value.message
    assert "rolls dice 1 and 2 (8.1.2 Random Spaces map: region, then space in region)" in msg
    assert msg.endswith("--rolls N,N")


def test_random_spaces_map_second_die_alone_when_the_first_is_given_8_1_2():
    """8.1.2 (IT:1068): the region's die given, the space's die is the one asked."""
    with pytest.raises(NeedTable) as exc:
        _decision([2]).random_space(CANDS)
    msg = exc.value.message
    assert "rolls die 2 (8.1.2 Random Spaces map: space in region)" in msg and msg.endswith("--rolls 2,N")


def test_random_spaces_map_with_both_dice_given_picks_a_space_8_1_2():
    """8.1.2 (IT:1068): both dice given, no question; every die used."""
    d = _decision([2, 5])
    assert d.random_space(CANDS) in CANDS
    assert d.rng.given.dice == []  # type: ignore[attr-defined]


def test_next_with_table_dice_names_both_dice_of_the_pair_8_1_2():
    """8.1.2 (IT:1068), NP-PHYS-2: `gandhi next --arjuna H` on card 49 (seed 4), where the Congress's
    Civil Disobedience breaks a tie by the Random Spaces map first: exit 2 naming dice 1 and 2."""
    log = "[Scenario short]\n[Seed 4]\n[Players]\ncard 49 [INC RAJ REV ML]\n"
    r = CliRunner().invoke(main, ["next", "-", "--arjuna", "H"], input=log)
    assert "Traceback" not in r.output
    if "Random Spaces map" not in r.output:
        pytest.skip("the Congress's first decision here no longer starts with a Random Spaces tie")
    assert r.exit_code == 2 and "rolls dice 1 and 2" in r.output and "--rolls N,N" in r.output
