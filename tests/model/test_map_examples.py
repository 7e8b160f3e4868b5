"""The rules' worked examples that move pieces on the map must be legal on the bundled map: each
test names the example, its line in gandhi-rules-playbook-cards-it.txt (IT) and the rule."""

from __future__ import annotations

from gandhi_cli.model import terms


def railways_between(board, a: str, b: str) -> list[str]:
    """Railways adjacent to both a and b: one Railway between them (Sweep, 3.2.3)."""
    return [r.id for r in board.railways if board.adjacent(r.id, a) and board.adjacent(r.id, b)]


def along_the_network(board, origin: str) -> set[str]:
    """Spaces reached from origin onto adjacent Railways/Cities, along a chain of them, then into
    an adjacent space (Garrison 3.2.2, Hidden Guerrillas' March 3.4.2)."""
    network = {s.id for s in board if s.is_railway or s.is_city}
    chain = {n for n in board.neighbours(origin) if n in network}
    todo = list(chain)
    while todo:
        for n in board.neighbours(todo.pop()):
            if n in network and n not in chain:
                chain.add(n)
                todo.append(n)
    return chain | {n for c in chain for n in board.neighbours(c)}


def test_tutorial_sweep_it_2507_2511_3_2_3(board):
    assert board.adjacent("delhi", "united-provinces")  # "da Delhi a United Provinces"
    # "1 Truppa muove da Delhi sulla Ferrovia a sud-est di Delhi e poi in Bihar" and "... e poi in
    # Central Provinces": one Railway next to Delhi reaches both.
    assert set(railways_between(board, "delhi", "bihar")) & set(railways_between(board, "delhi", "central-provinces"))
    # "1 Sepoy muove da Calcutta sulla Ferrovia a nord-ovest di Calcutta e poi a Bihar"
    assert railways_between(board, "calcutta", "bihar")
    assert board.adjacent("calcutta", "west-bengal")  # "2 Sepoy muovono da Calcutta"
    assert board.adjacent("bombay", "bombay-presidency")  # "muovono da Bombay a Bombay Presidency"
    # "il cubo a Calcutta non può usare la Ferrovia a nord di Calcutta": the 5-Econ Railway.
    assert board.adjacent(board.resolve("RW-A"), "calcutta")


def test_march_example_it_594_3_4_2(board):
    assert board.adjacent("orissa", "central-provinces")  # "Due Guerriglie muovono nelle Province Centrali"
    assert board.adjacent("orissa", "bihar")  # "La Guerriglia che muove a Bihar"
    # "L'ultima Guerriglia ad Orissa può muovere lungo la Ferrovia" to United Provinces.
    assert "united-provinces" in along_the_network(board, "orissa")


def test_garrison_example_it_453_3_2_2(board):
    # Cubes leave West Bengal and Rajputana along Railways; a Railway lies between Central India
    # Agency and Central Provinces.
    for origin in ("west-bengal", "rajputana"):
        assert any(board[n].is_railway or board[n].is_city for n in board.neighbours(origin))
    assert railways_between(board, "central-india-agency", "central-provinces")


def test_demonstrate_example_it_544_3_3_2(board):
    assert board.adjacent("bihar", "west-bengal") and board.adjacent("bihar", "united-provinces")


def test_civil_disobedience_example_it_559_3_3_3(board):
    # "muovere l'Attivista a Hyderabad nella Ferrovia adiacente da 4-Econ adiacente alla
    # Presidenza di Bombay"
    assert any(board[r].econ == 4 for r in railways_between(board, "hyderabad", "bombay-presidency"))


def test_treaty_example_it_672_4_2_1(board):
    # "la Truppa nel Bengala Orientale non può accompagnare i Sepoy" into West Bengal: adjacent.
    assert board.adjacent("east-bengal", "west-bengal")


def test_card_60_in_the_tutorial_it_2363(main_up):
    """Card #60 shaded places Activists on up to 4 Railways adjacent to spaces at Opposition; the
    tutorial uses the four Railways of 5, 4, 4 and 4 Econ (IT:2363) with the Opposition of the
    Main set-up in East Bengal, Gujarat and Hyderabad."""
    s = main_up
    opposition = {sid for sid, sp in s.spaces.items() if sp.level < terms.NEUTRAL}
    assert opposition == {"east-bengal", "gujarat", "hyderabad"}
    for label in ("RW-A", "RW-B", "RW-C", "RW-D"):
        rid = s.map.resolve(label)
        assert s.map.neighbours(rid) & opposition, label
    assert sorted(s.map[s.map.resolve(x)].econ for x in ("RW-A", "RW-B", "RW-C", "RW-D")) == [4, 4, 4, 5]
