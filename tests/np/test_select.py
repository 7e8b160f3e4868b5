"""Space selection for Non-Players: 8.4.1 (the priority tables), 8.1.2 (Random Spaces map),
8.1.3 (random Railways). Readings NP-SEL-1..9 in docs/rules-notes.md."""

import random

import pytest

from gandhi_cli.core.engine import perform
from gandhi_cli.io.errors import InputError
from gandhi_cli.model import terms
from gandhi_cli.model.scenario import setup
from gandhi_cli.np import select as sel
from gandhi_cli.np.decision import Decision, in_map_order

ALL = (terms.RAJ, terms.INC, terms.ML, terms.REV)


class Dice(random.Random):
    """An rng whose d6 rolls are scripted (then fail loudly if more are asked)."""

    def __init__(self, *rolls):
        super().__init__(0)
        self.script = list(rolls)

    def randint(self, a, b):
        assert (a, b) == (1, 6)
        return self.script.pop(0)


def decision(board, faction, non_players=ALL, rolls=(), seed=None):
    rng = random.Random(seed) if seed is not None else Dice(*rolls)
    return Decision(board, faction, non_players, rng)


def clear(board):
    """A board with every space emptied and Neutral (pieces back to Available)."""
    b = board.copy()
    b.audit = False
    for _sid, sp in b.spaces.items():
        for k in ("troops", "sepoys", "inc_activists", "ml_activists", "guerrillas_hidden",
                  "guerrillas_active", "ml_bases", "rev_bases", "unrest"):
            setattr(sp, k, 0)
        sp.level, sp.protest, sp.strike, sp.muslim_state = terms.NEUTRAL, False, False, False
    b.gandhi = terms.AVAILABLE
    return b


@pytest.fixture
def blank():
    return clear(setup("short", seed=1))


# ------------------------------------------------------------------ 8.1.2 Random Spaces map

def test_8_1_2_example_east_bengal_calcutta_sind_gujarat(blank):
    """8.1.2 example (IT:1069-1071): dice 3,3 -> East Bengal; not available -> 3,6 Calcutta,
    then 4,1 Sind, then 4,2 Gujarat (3,4 and 3,5 unavailable too, NP-SEL-7)."""
    order = ["east-bengal", "calcutta", "sind", "gujarat"]
    cands = list(order)
    for expected in order:
        d = decision(blank, terms.REV, rolls=(3, 3))
        assert d.random_space(cands, blank) == expected
        assert [r for r, _ in d.rolls] == ([3, 3] if len(cands) > 1 else [])
        cands.remove(expected)


def test_8_1_2_next_in_list_wraps(blank):
    """8.1.2: 6,1 follows 5,6 and 1,1 follows 6,6."""
    slots = sel.random_map(blank)
    d = decision(blank, terms.REV, rolls=(5, 6))
    target61 = slots[30][2]
    cands = [target61, "sind"]
    assert d.random_space(cands, blank) == target61
    d = decision(blank, terms.REV, rolls=(6, 6))
    assert d.random_space([slots[0][2], "karachi"], blank) == slots[0][2]


def test_8_1_2_map_covers_every_city_province_and_state(blank):
    """8.1.2: six regions of six; every non-Railway space can be drawn; stated slots hold."""
    slots = sel.random_map(blank)
    assert len(slots) == 36
    assert {s for _, _, s in slots} == {s.id for s in blank.map if not s.is_railway}
    at = {(i, j): s for i, j, s in slots}
    assert (at[3, 3], at[3, 6], at[4, 1], at[4, 2]) == ("east-bengal", "calcutta", "sind", "gujarat")


def test_8_1_2_user_map_override(blank, tmp_path, monkeypatch):
    """8.1.2: GANDHI_RANDOM_SPACES names a user's Random Spaces map (names resolve as in logs)."""
    names = ["Madras"] * 6
    text = "regions:\n" + "".join(
        f"  - die: {i}\n    spaces: [{', '.join(names if i == 1 else ['Sind'] * 6)}]\n" for i in range(1, 7))
    path = tmp_path / "rs.yaml"
    path.write_text(text)
    monkeypatch.setenv(sel.RANDOM_ENV, str(path))
    d = decision(blank, terms.REV, rolls=(1, 1))
    assert d.random_space(["sind", "madras"], blank) == "madras"
    path2 = tmp_path / "bad.yaml"
    path2.write_text("regions:\n  - die: 1\n    spaces: [Sind]\n")
    monkeypatch.setenv(sel.RANDOM_ENV, str(path2))
    with pytest.raises(InputError, match="6 regions"):
        decision(blank, terms.REV, rolls=(1, 1)).random_space(["sind", "madras"], blank)


# ------------------------------------------------------------------ 8.1.3 Railways

def test_8_1_3_railways_last(blank):
    """8.1.3: Railways and other spaces tie -> the Railways last (no roll needed for one other)."""
    d = decision(blank, terms.RAJ, rolls=())
    assert d.random_space(["rw-eastern-bengal", "bihar"], blank) == "bihar"


def test_8_1_3_highest_econ_then_random_city(blank):
    """8.1.3: the Railway with the highest Econ; among equals, adjacent to a random City."""
    d = decision(blank, terms.RAJ, rolls=())
    assert d.random_space(["rw-nwr-lahore", "rw-eastern-bengal"], blank) == "rw-eastern-bengal"
    # rw-eir-calcutta (5) and rw-eastern-bengal (5) both touch Calcutta; rw-gip-bombay is 4
    cands = ["rw-eir-delhi", "rw-gip-bombay"]  # Econ 4 each: Delhi vs Bombay, 8.1.2 decides
    d = decision(blank, terms.RAJ, rolls=(4, 4))  # 4,4 Bombay on the map
    assert d.random_space(cands, blank) == "rw-gip-bombay"
    d = decision(blank, terms.RAJ, rolls=(1, 5))  # 1,5 Delhi
    assert d.random_space(cands, blank) == "rw-eir-delhi"


def test_8_1_3_equal_chance_by_die(blank):
    """8.1.3: same Econ and the same random City -> a die with equal chance (odd/even for 2: the
    candidates taken in map order, whatever order they were listed in)."""
    cands = ["rw-eir-calcutta", "rw-eastern-bengal"]  # Econ 5 both, Calcutta the only City
    first, second = in_map_order(blank, cands)
    for listed in (cands, cands[::-1]):
        d = decision(blank, terms.RAJ, rolls=(2,))
        assert d.random_space(listed, blank) == second
    d = decision(blank, terms.RAJ, rolls=(5,))
    assert d.random_space(cands, blank) == first
    assert [r for r, _ in d.rolls] == [5]
    # 4 options: 5 and 6 are re-rolled
    assert sel._equal_chance(decision(blank, terms.RAJ, rolls=(5, 6, 3)), 4, "test") == 2


def test_8_1_3_no_forces_on_railways_with_np_raj(blank):
    """8.1.3 Important: NP factions place forces on Railways only if the Raj is a player."""
    d = decision(blank, terms.INC, non_players=ALL)
    assert d.select(["rw-eastern-bengal"], "place-activists", blank) is None
    d = decision(blank, terms.INC, non_players=(terms.INC,))
    assert d.select(["rw-eastern-bengal"], "place-activists", blank) == "rw-eastern-bengal"
    # Protest markers are not forces (1.10)
    d = decision(blank, terms.INC, non_players=ALL)
    assert d.select(["rw-eastern-bengal"], "place-protest", blank) == "rw-eastern-bengal"


def test_8_1_3_strikes_only_where_none(blank):
    """8.1.3: Strikes go on Railways without one."""
    blank.spaces["rw-eastern-bengal"].strike = True
    d = decision(blank, terms.REV, non_players=(terms.REV,))
    assert d.select(["rw-eastern-bengal", "rw-eir-calcutta"], "place-unrest", blank) == "rw-eir-calcutta"


# ------------------------------------------------------------------ 8.4.1 examples

def test_8_4_1_civil_disobedience_example(blank):
    """8.4.1 example (IT:1244-1250): Congress Place Protest over UP, Bihar, WB, CIA with UP at
    Active Opposition: Bihar (not Active Opposition, 2 Pop, non-Muslim, NP-SEL-3), then WB."""
    b = blank
    for sid, n in (("united-provinces", 1), ("bihar", 2), ("west-bengal", 1), ("central-india-agency", 1)):
        b.spaces[sid].inc_activists = n
    b.spaces["united-provinces"].level = terms.ACTIVE_OPPOSITION
    cands = ["united-provinces", "bihar", "west-bengal", "central-india-agency"]
    for seed in range(5):  # no die decides it
        d = decision(b, terms.INC, seed=seed)
        assert d.select(cands, "place-protest", b) == "bihar"
        assert d.rolls == []
        assert any("2 Pop keeps Bihar, West Bengal;" in w for w in d.explain)  # Central India dropped there
    d = decision(b, terms.INC, seed=0)
    assert d.select([c for c in cands if c != "bihar"], "place-protest", b) == "west-bengal"
    b.restraint = 3
    d = decision(b, terms.INC, seed=0)
    assert perform(b.copy(), "INC civil-disobedience: select Bihar WB", non_players=d.non_players) == []


def test_8_4_1_league_available_spaces_example(blank):
    """8.4.1 (IT:1230): only available spaces are candidates: a League Non-Cooperation chooses
    among spaces with a Protest, League Activists and no Raj Control, whatever ranks higher."""
    b = blank
    b.spaces["punjab"].ml_activists = 2
    b.spaces["punjab"].ml_bases = 1  # "Maggiore Basi" would pick Punjab...
    b.spaces["sind"].ml_activists = 1
    b.spaces["sind"].protest = True
    b.spaces["bihar"].ml_activists = 1
    b.spaces["bihar"].protest = True
    b.spaces["bihar"].sepoys = 3  # Raj Control: not available
    avail = [s for s in b.spaces if b.spaces[s].protest and b.spaces[s].ml_activists and not b.raj_control(s)]
    assert avail == ["sind"]
    d = decision(b, terms.ML, seed=0)
    assert d.select(avail, "remove", b) == "sind"
    # Event 45: only Muslim spaces are available
    muslim = [s for s in ("sind", "punjab", "bihar") if b.map[s].muslim]
    assert decision(b, terms.ML, seed=0).select(muslim, "place-protest", b) in ("sind", "punjab")


# ------------------------------------------------------------------ 8.4.1 row kinds

def test_8_4_1_row_narrows_and_skips(blank):
    """8.4.1 steps 1-3: a row no candidate meets is skipped, a met row narrows (Raj Support:
    2-Pop skipped among Pop-1 spaces, No Protest narrows)."""
    b = blank
    b.spaces["sind"].protest = True
    d = decision(b, terms.RAJ, seed=0)
    assert d.select(["sind", "gujarat"], "support", b) == "gujarat"


def test_8_4_1_fewest_row(blank):
    """8.4.1 'Meno cubi' keeps the candidates with the fewest, zero included (NP-SEL-2)."""
    b = blank
    b.spaces["hyderabad"].sepoys = 2
    d = decision(b, terms.INC, seed=0)
    assert d.select(["hyderabad", "mysore"], "gandhi", b) == "mysore"


def test_8_4_1_most_row_needs_some(blank):
    """8.4.1 'Maggiore Opposizione' is met only by spaces with Opposition; else the Neutral row."""
    b = blank
    b.spaces["sind"].level = terms.PASSIVE_OPPOSITION
    b.spaces["gujarat"].level = terms.ACTIVE_OPPOSITION
    assert decision(b, terms.RAJ, seed=0).select(["sind", "gujarat", "orissa"], "support", b) == "gujarat"
    b.spaces["sind"].level = b.spaces["gujarat"].level = terms.PASSIVE_SUPPORT
    assert decision(b, terms.RAJ, seed=0).select(["sind", "gujarat", "orissa"], "support", b) == "orissa"


def test_8_4_1_most_guerrillas_row(blank):
    """8.4.1 REV 'Maggior numero di Guerriglie' keeps the space with the most Guerrillas."""
    b = blank
    b.spaces["orissa"].guerrillas_hidden = 2
    b.spaces["mysore"].guerrillas_active = 3
    assert decision(b, terms.REV, seed=0).select(["orissa", "mysore", "hyderabad"], "place-bases", b) == "mysore"


def test_8_4_1_check_row_only_in_its_action(blank):
    """8.4.1 '✓ Assalto: doppio dei cubi > avversari Attivi' is read only in an Assault (NP-SEL-4)."""
    b = blank
    for sid in ("sind", "gujarat"):
        b.spaces[sid].guerrillas_active = 3
        b.spaces[sid].level = terms.PASSIVE_SUPPORT
    b.spaces["sind"].sepoys = 1  # 2 x 1 = 2, not > 3
    b.spaces["gujarat"].sepoys = 2  # 2 x 2 = 4 > 3
    d = decision(b, terms.RAJ, rolls=(4, 1))  # without the row: random, 4,1 = Sind
    assert d.select(["sind", "gujarat"], "remove", b) == "sind"
    d = decision(b, terms.RAJ, rolls=())
    assert d.select(["sind", "gujarat"], "remove", b, action="assault") == "gujarat"


def test_8_4_1_deploy_adjacent_row(blank):
    """8.4.1 '✓ Schieramento: adiacente al maggior numero di avversari' (NP-SEL-5)."""
    b = blank
    b.spaces["bombay-presidency"].inc_activists = 3
    d = decision(b, terms.RAJ, rolls=())
    assert d.select(["delhi", "bombay"], "place-cubes", b, action="deploy") == "bombay"


def test_8_4_1_raj_player_row(blank):
    """8.4.1 '✓ Raj è giocatore: maggiore Supporto' only when the Raj is a player."""
    b = blank
    b.spaces["orissa"].level = terms.ACTIVE_SUPPORT
    b.spaces["mysore"].level = terms.PASSIVE_SUPPORT
    d = decision(b, terms.INC, non_players=(terms.INC,), rolls=())
    assert d.select(["mysore", "orissa"], "opposition", b) == "orissa"
    d = decision(b, terms.INC, non_players=ALL, rolls=(6, 2))  # 6,2 Mysore
    assert d.select(["mysore", "orissa"], "opposition", b) == "mysore"


def test_8_4_1_nv_player_row(blank):
    """8.4.1 REV '✓ qualsiasi NV è giocatore: maggiore Opposizione'."""
    b = blank
    b.spaces["orissa"].level = terms.ACTIVE_OPPOSITION
    b.spaces["mysore"].level = terms.PASSIVE_OPPOSITION
    d = decision(b, terms.REV, non_players=(terms.REV, terms.RAJ, terms.ML), rolls=())
    assert d.select(["mysore", "orissa"], "remove", b) == "orissa"


def test_8_4_1_league_congress_at_least_league(blank):
    """8.4.1 ML 'Dove il Congresso ≥ Lega Musulmana' (NP-SEL-6)."""
    b = blank
    b.spaces["orissa"].inc_activists = 1
    b.spaces["mysore"].ml_activists = 1
    assert decision(b, terms.ML, rolls=()).select(["mysore", "orissa"], "demonstrate", b) == "orissa"


def test_8_4_1_no_candidates_and_unknown_column(blank):
    """8.4.1 'No spazi per Op': None; a column the faction lacks is a programming error."""
    d = decision(blank, terms.REV, rolls=())
    assert d.select([], "march", blank) is None
    with pytest.raises(ValueError):
        d.select(["sind"], "place-cubes", blank)


def test_8_4_1_tables_are_complete():
    """8.4.1: each faction's columns in the aid sheet's order; each column ends in the random row."""
    assert sel.columns(terms.RAJ) == ["support", "place-cubes", "remove", "sweep"]
    assert sel.columns(terms.REV) == ["place-unrest", "place-bases", "place-guerrillas", "remove", "attack", "march"]
    for f in terms.FACTIONS:
        rows = sel.tables()[f]["rows"]
        for col in sel.columns(f):
            assert [r["key"] for r in rows if col in r["columns"]][-2:] == ["random", "no-space"]


def test_8_4_1_ranking_is_selecting_one_space_at_a_time():
    """`ranking` (the NP Events' order of spaces) gives what repeated 8.4.1 selections give, with
    the same dice for the ties (8.1.2): for every faction and column on the Short opening board."""
    board = setup("short", seed=1)
    for faction, table in sel.tables().items():
        for column in table["columns"]:
            for seed in range(3):
                d1 = Decision(board, faction, {faction}, random.Random(seed))
                d2 = Decision(board, faction, {faction}, random.Random(seed))
                left, one_by_one = list(board.spaces), []
                while left:
                    sid = d1.select(left, column, board=board)
                    if sid is None:
                        one_by_one += sorted(left)
                        break
                    one_by_one.append(sid)
                    left.remove(sid)
                assert sel.ranking(d2, list(board.spaces), column, board) == one_by_one, (faction, column)
