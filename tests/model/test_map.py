"""The map data (1.3) and `gandhi map --check`: the bundled map is sound, and every planted
defect is reported with its rule."""

from __future__ import annotations

import copy

import pytest
import yaml

from gandhi_cli.io.errors import AmbiguousNameError, UnknownNameError
from gandhi_cli.model import terms
from gandhi_cli.model.mapcheck import check_map_document
from gandhi_cli.model.mapdata import MapProblems, check_map_file, default_map_path, load_map

STATED_ADJACENT = [  # map-facts.md §3.1, checked against the cited lines
    ("bombay-presidency", "coastal-andhra"),  # IT:116 (via the southern Town)
    ("hyderabad", "mysore"),  # IT:116
    ("orissa", "central-provinces"),  # IT:594
    ("bihar", "west-bengal"),  # IT:544
    ("bihar", "united-provinces"),  # IT:544
    ("bombay", "bombay-presidency"),  # IT:2511
]


@pytest.fixture(scope="module")
def doc():
    return yaml.safe_load(default_map_path().read_text(encoding="utf-8"))


def test_bundled_map_passes_the_check():
    assert check_map_file() == []


def test_space_counts_1_3(board):
    kinds = [s.type for s in board]
    assert kinds.count(terms.CITY) == 5  # Karachi, Calcutta, Delhi, Bombay, Madras
    assert sum(1 for s in board if not s.is_railway) == 25
    assert sum(s.econ for s in board.railways) == 40  # 6.2.2, IT:869
    muslim = {s.id for s in board if s.muslim}
    assert muslim == {"karachi", "calcutta", "north-west-frontier", "baluchistan", "sind", "punjab",
                      "west-bengal", "east-bengal", "assam", "jammu-kashmir"}  # 1.3.2-1.3.5


def test_stated_populations(board):
    stated = {"sind": 1, "punjab": 2, "west-bengal": 2, "east-bengal": 2, "united-provinces": 2,
              "bihar": 2, "bombay-presidency": 2, "orissa": 1, "central-india-agency": 1}
    assert {sid: board[sid].pop for sid in stated} == stated


def test_stated_railway_econ(board):
    # IT:2363: 5 between East and West Bengal; 4 out of Bombay; 4 Hyderabad/Bombay Presidency;
    # 4 Mysore/Coastal Andhra.
    econ = sorted((s.econ for s in board.railways), reverse=True)
    assert econ.count(5) >= 1 and econ.count(4) >= 3
    rw_a = board.resolve("RW-A")
    assert board[rw_a].econ == 5
    assert board.adjacent(rw_a, "east-bengal") and board.adjacent(rw_a, "west-bengal")


@pytest.mark.parametrize("a,b", STATED_ADJACENT)
def test_stated_adjacencies_1_3_8(board, a, b):
    assert board.adjacent(a, b) and board.adjacent(b, a)


def test_names_resolve_case_insensitively_with_aliases(board):
    assert board.resolve("united provinces") == "united-provinces"
    assert board.resolve("UP") == "united-provinces"
    assert board.resolve("up") == "united-provinces"
    assert board.resolve("Jammu and Kashmir") == "jammu-kashmir"
    assert board.resolve("bihar") == "bihar"


def test_unknown_name_suggests_the_closest(board):
    with pytest.raises(UnknownNameError) as exc:
        board.resolve("Bihr")
    assert "Bihar" in exc.value.suggestions


def test_ambiguous_prefix_is_an_error(board):
    with pytest.raises(AmbiguousNameError) as exc:
        board.resolve("Bomb")  # Bombay or Bombay Presidency
    assert "Bombay" in exc.value.matches and "Bombay Presidency" in exc.value.matches


def _space(d, sid):
    return next(s for s in d["spaces"] if s["id"] == sid)


def plant(doc, how):
    d = copy.deepcopy(doc)
    how(d)
    return {(p.rule, p.message) for p in check_map_document(d)}


def _asymmetric(d):
    _space(d, "assam")["adjacent"] = [{"id": "madras", "status": "inferred", "why": "planted"}]


def _railway_pop(d):
    _space(d, d["spaces"][[s["type"] for s in d["spaces"]].index("railway")]["id"])["pop"] = 1


def _econ(d):
    rw = next(s for s in d["spaces"] if s["type"] == "railway")
    rw["econ"] += 1


def _unknown_adjacency(d):
    d["adjacency"].append({"a": "bihar", "b": "ceylon", "status": "inferred", "why": "planted"})


def _duplicate_pair(d):
    first = d["adjacency"][0]
    d["adjacency"].append({"a": first["b"], "b": first["a"], "status": "inferred", "why": "planted"})


def _city_pop(d):
    _space(d, "delhi")["pop"] = 2


def _province_pop(d):
    _space(d, "bihar")["pop"] = 3


def _no_provenance(d):
    del _space(d, "sind")["provenance"]["pop"]


def _inferred_without_why(d):
    entry = next(a for a in d["adjacency"] if a["status"] == "inferred")
    entry.pop("why")


def _alias_clash(d):
    _space(d, "sind")["aliases"] = ["Bihar"]


def _faction_alias(d):
    _space(d, "sind")["aliases"] = ["ML"]


def _keyword_alias(d):
    _space(d, "sind")["aliases"] = ["March"]


def _self_adjacent(d):
    d["adjacency"].append({"a": "sind", "b": "sind", "status": "inferred", "why": "planted"})


def _bad_type(d):
    _space(d, "sind")["type"] = "desert"


def _muslim_count(d):
    _space(d, "bihar")["muslim"] = True


def _railway_end(d):
    rw = next(s for s in d["spaces"] if s["type"] == "railway")
    rw["ends"] = ["madras", rw["ends"][1]] if "madras" not in rw["ends"] else ["karachi", rw["ends"][1]]


def _isolated(d):
    d["adjacency"] = [a for a in d["adjacency"] if "assam" not in (a["a"], a["b"])]


def _typo_field(d):
    _space(d, "sind")["popualtion"] = 1


PLANTED = [
    (_asymmetric, "1.3.8", "asymmetric adjacency"),
    (_railway_pop, "1.3.6", "a Railway has no Population"),
    (_econ, "6.2.2", "add up to 41"),
    (_unknown_adjacency, None, "unknown space 'ceylon'"),
    (_duplicate_pair, None, "listed twice"),
    (_city_pop, "1.3.2", "every City has Population 1"),
    (_province_pop, "1.3.3", "Population 1 or 2"),
    (_no_provenance, None, "sind pop: missing provenance"),
    (_inferred_without_why, None, "must give its reasoning"),
    (_alias_clash, None, "also used by bihar"),
    (_faction_alias, None, "faction code"),
    (_keyword_alias, None, "a word of the move notation"),
    (_self_adjacent, "1.3.8", "adjacent to itself"),
    (_bad_type, "1.3.1", "type must be one of"),
    (_muslim_count, "1.6.4", "11 Muslim spaces"),
    (_railway_end, "1.3.6", "but is not adjacent to it"),
    (_isolated, "1.3.8", "assam has no adjacent space"),
    (_typo_field, None, "unknown field 'popualtion'"),
]


@pytest.mark.parametrize("how,rule,words", PLANTED, ids=[p[0].__name__.strip("_") for p in PLANTED])
def test_check_reports_each_planted_defect(doc, how, rule, words):
    found = plant(doc, how)
    assert any(r == rule and words in m for r, m in found), found


def test_check_reports_every_defect_at_once_with_lines(doc, tmp_path):
    d = copy.deepcopy(doc)
    for how, _, _ in PLANTED[:6]:
        how(d)
    path = tmp_path / "map.yaml"
    path.write_text(yaml.safe_dump(d, sort_keys=False, allow_unicode=True))
    problems = check_map_file(path)
    assert len(problems) >= 6
    assert all(loc.line is not None for loc, _ in problems)
    with pytest.raises(MapProblems):
        load_map(path)


def test_user_map_override_is_used(doc, tmp_path):
    d = copy.deepcopy(doc)
    _space(d, "gujarat")["name"] = "Gujarat Province"
    path = tmp_path / "map.yaml"
    path.write_text(yaml.safe_dump(d, sort_keys=False, allow_unicode=True))
    assert load_map(path)["gujarat"].name == "Gujarat Province"
