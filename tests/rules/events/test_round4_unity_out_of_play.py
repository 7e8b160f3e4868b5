"""Issue #35 item 7a: Unity +1 for each Activist of the other NV faction an NV faction moves from
Out of Play to Available, "sia durante il Raduno o per Evento" (2.3.3 Importante, IT:351, JA:401;
3.3.1 IT:527, JA:609: "durante il Raduno, Eventi, o quando Passa"; 6.7 IT:977) (UNITY-OOP-1)."""

from gandhi_cli.model import terms


def _out(s, **kinds):
    for kind, n in kinds.items():
        s.out_of_play[kind] = n


def test_card50_shaded_congress_frees_league_activists_unity_2_3_3(empty, play):
    """#50 shaded (IT:3002) by Congress: 2 League Activists from Out of Play shift Unity +2
    (2.3.3, IT:351: +1 for each other NV faction's Activist, by Event too)."""
    s = empty
    _out(s, **{terms.ML_ACTIVISTS: 2, terms.INC_ACTIVISTS: 2})
    s.unity = 3
    p = play(s, 50, "INC event shaded: out-of-play 2 ML 2 INC")
    assert p.clean, p.text()
    assert s.unity == 5


def test_card63_shaded_league_frees_congress_activist_unity_2_3_3(empty, play):
    """#63 shaded (IT:3017) by the League: 1 Congress Activist from Out of Play, Unity +1
    (IT:351); its own Activists and Guerrillas shift nothing."""
    s = empty
    _out(s, **{terms.INC_ACTIVISTS: 1, terms.ML_ACTIVISTS: 1, terms.GUERRILLAS: 1})
    s.unity = 3
    p = play(s, 63, "ML event shaded: out-of-play 1 INC 1 ML 1G")
    assert p.clean, p.text()
    assert s.unity == 4


def test_card63_shaded_raj_frees_activists_no_unity_2_3_3(empty, play):
    """IT:351: only an NV faction moving the *other* NV faction's Activist shifts Unity: the Raj
    moving Activists does not."""
    s = empty
    _out(s, **{terms.INC_ACTIVISTS: 1, terms.ML_ACTIVISTS: 1})
    s.unity = 3
    p = play(s, 63, "RAJ event shaded: out-of-play 1 INC 1 ML")
    assert p.clean, p.text()
    assert s.unity == 3


def test_card63_shaded_unity_stops_at_5_6_7(empty, play):
    """6.7 (IT:977) with 5.1.4: Unity stops at 5."""
    s = empty
    _out(s, **{terms.ML_ACTIVISTS: 3})
    s.unity = 4
    p = play(s, 63, "INC event shaded: out-of-play 3 ML")
    assert p.clean, p.text()
    assert s.unity == 5
