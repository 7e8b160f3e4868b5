"""Issue #35 item 23, the Opposing Piece Priority (8.5, 8.5.4): behaviours pinned by no test
before (each shown by a surviving mutant of np/adversary.py)."""

from __future__ import annotations

from gandhi_cli.model import terms
from gandhi_cli.np.adversary import order
from tests.np.test_adversary import blank, d_for  # noqa: F401  (the fixture)


def test_8_5_most_common_piece_counts_active_guerrillas_when_none_is_hidden(blank):  # noqa: F811
    """8.5 (8) "the most common piece" (IT:1287): 2 Active Guerrillas, no Hidden one, outnumber 1
    Sepoy, so with every faction a Non-Player the Guerrillas go first, then the Sepoy."""
    sp = blank.spaces["bihar"]
    sp.guerrillas_active, sp.sepoys = 2, 1
    d = d_for(blank, terms.ML)
    assert order(d, blank, "bihar", None, terms.ML) == ["guerrillas_active", "guerrillas_active", terms.SEPOYS]
    assert d.rolls == []


def test_8_5_4_a_quiet_try_rolls_no_die_on_a_tie(blank):  # noqa: F811
    """8.5.4: equal priority is settled by a die when the piece is taken; a candidate only being
    tried (quiet) rolls nothing, or the seeded dice of the later real choices would shift."""
    sp = blank.spaces["punjab"]
    sp.ml_bases, sp.rev_bases = 1, 1
    for seed in range(6):
        d = d_for(blank, terms.RAJ, seed=seed)
        got = order(d, blank, "punjab", None, terms.RAJ, quiet=True)
        assert sorted(got) == [terms.ML_BASES, terms.REV_BASES]
        assert d.rolls == [] and d.explain == []


def test_8_5_4_explain_names_the_target_faction_whose_pieces_come_next(blank):  # noqa: F811
    """8.5.4 (IT:1278-1279): after the first piece, the rest of that piece's faction, in that
    order; the explanation names the target faction and the further pieces it gives (written by
    the Raj's take once they are taken: issue #35 item 12, tests/np/test_round4_bots.py), and a
    quiet try explains nothing."""
    from gandhi_cli.np.adversary import target_line

    sp = blank.spaces["bihar"]
    sp.inc_activists = 3
    sp.protest = True
    d = d_for(blank, terms.RAJ)
    assert order(d, blank, "bihar", [terms.INC_ACTIVISTS], terms.RAJ) == [terms.INC_ACTIVISTS] * 3
    assert target_line(terms.INC, [terms.INC_ACTIVISTS] * 2) == (
        f"8.5.4: target faction {terms.INC}, its remaining pieces next: 2 {terms.PIECE_LABELS[terms.INC_ACTIVISTS]}")
    d = d_for(blank, terms.RAJ)
    order(d, blank, "bihar", [terms.INC_ACTIVISTS], terms.RAJ, quiet=True)
    assert d.explain == []
