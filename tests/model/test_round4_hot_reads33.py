"""Issue #33, the bots' hot reads of the board: a space's kind set once on the map (1.3.1-1.3.6)
and the board's totals counted in one pass, the same as space by space (1.4.1, 1.4.3, 1.10,
1.11, 1.12)."""

from __future__ import annotations

import dataclasses

from gandhi_cli.model import scenario, terms
from gandhi_cli.model.mapdata import Space


def _board():
    """The short scenario, with Guerrillas of both sides, Unrest, a Strike and Protests added."""
    s = scenario.setup("short", seed=3)
    s.audit = False
    s.spaces["sind"].guerrillas_hidden = 2
    s.spaces["sind"].guerrillas_active = 1
    s.spaces["punjab"].guerrillas_active = 2
    s.spaces["sind"].unrest = 2
    s.spaces["rw-nwr-karachi"].strike = True
    s.spaces["bihar"].protest = True
    return s


def test_1_3_space_kinds_match_the_printed_type_and_stay_out_of_equality():
    """1.3.1-1.3.6: each space is a City, a Province, a Princely State or a Railway as the map
    prints it; the kind read by the bots is its type, and it takes no part in a space's equality,
    hash or repr (the map's fields do)."""
    s = _board()
    kinds = {terms.CITY: "is_city", terms.PROVINCE: "is_province",
             terms.PRINCELY_STATE: "is_princely_state", terms.RAILWAY: "is_railway"}
    for space in s.map:
        assert [k for k, flag in kinds.items() if getattr(space, flag)] == [space.type]
    delhi = s.map["delhi"]
    twin = Space(delhi.id, delhi.name, delhi.type, delhi.pop, delhi.muslim, delhi.econ, delhi.aliases,
                 delhi.pos, delhi.ends)
    assert twin == delhi and hash(twin) == hash(delhi) and repr(twin) == repr(delhi)
    moved = dataclasses.replace(delhi, type=terms.PROVINCE)
    assert moved.is_province and not moved.is_city


def test_1_4_1_on_map_counts_every_space_guerrillas_of_both_sides():
    """1.4.1 (pieces on the map, the rest Available) and 1.4.3 (Guerrillas Hidden or Active):
    the map's count of each kind is the sum over its spaces, Guerrillas of both sides together,
    Gandhi 1 while on a space."""
    s = _board()
    for kind in terms.PIECE_KINDS:
        if kind == terms.GANDHI:
            assert s.on_map(kind) == (1 if s.gandhi in s.spaces else 0)
            continue
        want = sum(sp.guerrillas_hidden + sp.guerrillas_active if kind == terms.GUERRILLAS else getattr(sp, kind)
                   for sp in s.spaces.values())
        assert s.on_map(kind) == want, kind
    assert s.on_map(terms.GUERRILLAS) >= 5


def test_1_11_1_12_markers_in_play_count_each_unrest_and_each_strike():
    """1.11, 1.12: the Unrest/Strike markers in play are each Unrest marker and each Strike;
    1.10: the Protest markers on the map, one per Protest space."""
    s = _board()
    unrest = sum(sp.unrest for sp in s.spaces.values())
    strikes = sum(1 for sp in s.spaces.values() if sp.strike)
    assert strikes >= 1 and unrest >= 2
    assert s.unrest_strike_in_play() == unrest + strikes
    assert s.unrest_strike_markers_left() == s.forces.unrest_strike_markers - unrest - strikes
    assert s.protests_on_map() == sum(1 for sp in s.spaces.values() if sp.protest) >= 1
