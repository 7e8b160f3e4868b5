"""Issue #33 (`legal(spaces, moves)` in at most 20 push+pop units): the listings of the activities
that move pieces ask each of `move_problems`' checks that depends on one thing alone (a
destination, an origin, a cube kind) once, and walk the paths of a board once — and still list
exactly what their checks accept.

Each listing is compared, at positions of the example logs, with the brute force its rule's
`move_problems` defines (every candidate route, every kind, in the same order): Deploy 3.2.1,
Garrison 3.2.2 (IT:445), Sweep 3.2.3, March 3.4.2 (IT:588-590), Demonstrate 3.3.2, Civil
Disobedience 3.3.3, Treaty 4.2.1, the Redeploy 6.4.2-6.4.5. Then the work they do is counted (calls, not time:
the same on a loaded machine)."""

from __future__ import annotations

from collections.abc import Iterator
from unittest import mock

import pytest

from gandhi_cli.core.game import DueKind, Game
from gandhi_cli.model import terms
from gandhi_cli.rules.activity import Activity, MoveOption
from gandhi_cli.rules.campaign_round.redeploy import Redeploy
from gandhi_cli.rules.catalog import find
from tests.rules.test_listing_ops import example_positions


def positions(kind: DueKind, every: int) -> Iterator[Game]:
    """Every `every`-th position of the example logs where a faction chooses on a card (2.3.2) or
    a Campaign part is due (6.0): the walk `test_listing_ops` makes."""
    return example_positions(every, kind)


def raj_brute_force(act) -> list[MoveOption]:
    """A Raj cube move's listing as `move_problems` defines it (3.2, 3.1.2): each route of
    `cube_routes`, each cube kind, the first accepted route of a (kind, origin, destination), with
    the cubes of that kind that may still leave the origin (Deploy: at most six a City, 3.2.1)."""
    out: dict[tuple[str, str, str], MoveOption] = {}
    for route in act.cube_routes(None):
        for kind in terms.CUBES:
            key = (kind, route[0], route[-1])
            n = act.movable(route[0], kind)
            if key in out or n <= 0 or act.move_problems(kind, route):
                continue
            if act.name == "deploy":
                n = min(n, act.CUBES_PER_CITY - act.added[route[-1]])
            out[key] = MoveOption(kind, route, n)
    return list(out.values())


def march_brute_force(act) -> list[MoveOption]:
    """3.4.2: from each space whose Guerrillas may march, into each space its paths reach (the
    shortest, then the shortest through the chain), the first path `move_problems` accepts."""
    out = []
    for space in act.board:
        src = space.id
        if act.may_march(src, False) < 1:
            continue
        for routes in act.chain_routes(src, beyond=bool(act.may_march(src, True))).values():
            route = next((r for r in routes if not act.move_problems(terms.GUERRILLAS, r)), None)
            if route is not None:
                out.append(MoveOption(terms.GUERRILLAS, route, act.may_march(src, len(route) > 2)))
    return out


def adjacent_brute_force(act, into: bool) -> list[MoveOption]:
    """3.3.2 Demonstrate (`into`: into each destination from each adjacent space), 3.3.3 Civil
    Disobedience (out of each space onto each adjacent one): the faction's own Activists, each
    move `move_problems` accepts."""
    out = []
    for space in act.board:
        for other in sorted(act.board.neighbours(space.id)):
            src, dst = (other, space.id) if into else (space.id, other)
            n = act.movable(src, act.own)
            if n > 0 and not act.move_problems(act.own, (src, dst)):
                out.append(MoveOption(act.own, (src, dst), n))
    return out


def treaty_brute_force(act) -> list[MoveOption]:
    """4.2.1 Treaty: into each State, the Sepoys of each adjacent space, each move `move_problems`
    accepts."""
    return [MoveOption(terms.SEPOYS, (src, space.id), act.state.spaces[src].sepoys)
            for space in act.board for src in sorted(act.board.neighbours(space.id))
            if not act.move_problems(terms.SEPOYS, (src, space.id))]


def redeploy_brute_force(act: Redeploy) -> list[MoveOption]:
    """6.4.2-6.4.5: from each space with the faction's redeploying pieces straight into every
    other space, each move `move_problems` accepts, with all the pieces there."""
    return [MoveOption(kind, (src.id, to.id), act.pieces_at(src.id, kind))
            for src in act.board for kind in act.movers if act.pieces_at(src.id, kind)
            for to in act.board if to.id != src.id and not act.move_problems(kind, (src.id, to.id))]


def assert_listing(act: Activity, expected: list[MoveOption]) -> int:
    """The listing is `expected`, in its order; the spaces listed of a Garrison or a Redeploy (which
    choose where their moves end) are those destinations, in map order."""
    assert act.candidate_moves() == expected, (act.faction, act.name)
    if act.name in ("garrison", "redeploy"):
        ends = {m.dst for m in expected}
        assert [sid for sid, _ in act.candidate_spaces()] == [
            s.id for s in act.board if s.id in ends and not act.space_problems(s.id)], (act.faction, act.name)
    return len(expected)


BRUTE = {"deploy": raj_brute_force, "garrison": raj_brute_force, "sweep": raj_brute_force,
         "march": march_brute_force, "demonstrate": lambda a: adjacent_brute_force(a, True),
         "civil-disobedience": lambda a: adjacent_brute_force(a, False)}
MOVING = {terms.RAJ: ("deploy", "garrison", "sweep"), terms.REV: ("march",),
          terms.INC: ("demonstrate", "civil-disobedience"), terms.ML: ("demonstrate", "civil-disobedience")}


def test_moving_operations_list_exactly_what_move_problems_accepts_in_the_example_logs():
    """3.2.1 Deploy, 3.2.2 Garrison (IT:445), 3.2.3 Sweep, 3.4.2 March (IT:588-590), 3.3.2
    Demonstrate, 3.3.3 Civil Disobedience, 4.2.1 Treaty; 2.3.5 a Limited Operation: at positions
    of the example logs, each listing (full and Limited) is the brute force over its routes, move
    by move."""
    moves = 0
    for game in positions(DueKind.ACT, every=3):
        faction = game.due().faction
        assert faction is not None
        for name in MOVING[faction]:
            for limited in (False, True):
                act = find(faction, name)(game._probe_turn(faction), limited=limited)
                moves += assert_listing(act, BRUTE[name](act))
        if faction == terms.RAJ:
            act = find(faction, "treaty")(game._probe_turn(faction))
            moves += assert_listing(act, treaty_brute_force(act))
    assert moves >= 2000


def test_redeploys_list_exactly_what_their_entry_rules_accept_in_the_example_logs():
    """6.4.2 (the Raj: Troops into Raj-Controlled Provinces, Cities and Railways, Sepoys into
    States too, cubes leaving Protest spaces, RED-1), 6.4.3-6.4.5 (the others: no Railway, no Raj
    Control unless a Base is there): at the Campaign positions of the example logs each faction's
    Redeploy lists exactly the moves `move_problems` accepts, and where they end."""
    moves = 0
    for game in positions(DueKind.PART, every=2):
        for faction in (terms.RAJ, terms.INC, terms.ML, terms.REV):
            act = find(faction, "redeploy")(game._probe_turn(faction))
            moves += assert_listing(act, redeploy_brute_force(act))
    assert moves >= 1000


def test_a_protest_space_keeps_raj_cubes_in_a_redeploy_only_under_its_reading(empty):
    """6.4.2, RED-1 (IT:903 against JA:1051): the entry rule's check of the origin, now asked once
    an origin: by default Raj cubes leave a Protest space, and the origin's part of
    `entry_problem` says nothing while the destination's refuses Troops into a State (1.4.2);
    under `[Reading RED-1 strict]` the origin's reason comes first and no cube leaves it."""
    s = empty
    cal, orissa = s.map.resolve("Calcutta"), s.map.resolve("Orissa")
    s.place(terms.TROOPS, cal, 2)
    s.place_protest(cal)
    act = find(terms.RAJ, "redeploy")(Game.at(s)._probe_turn(terms.RAJ))
    assert act.origin_problem(terms.TROOPS, cal) is None
    assert act.destination_problem(terms.TROOPS, orissa) == "Troops never enter a State (1.4.2)"
    assert act.entry_problem(terms.TROOPS, cal, orissa) == "Troops never enter a State (1.4.2)"
    assert any(m.src == cal for m in act.candidate_moves())
    s.readings["RED-1"] = "strict"  # IT:903 as printed: they may not
    assert act.origin_problem(terms.TROOPS, cal) is not None
    assert act.entry_problem(terms.TROOPS, cal, orissa) == act.origin_problem(terms.TROOPS, cal)
    assert not any(m.src == cal for m in act.candidate_moves())


# ---------------------------------------------------------------- the work a listing does (issue #33)


def first_raj_position() -> Game:
    game = next(g for g in positions(DueKind.ACT, every=1) if g.due().faction == terms.RAJ
                and any(g.state.spaces[s.id].cubes for s in g.state.map))
    return game


def test_a_garrison_walks_the_paths_of_a_board_once():
    """3.2.2 (IT:445), issue #33: Garrison's paths depend on the map, the spaces with cubes and the
    spaces that stop cubes (Active opponents, Protest: 3.2.2, 3.2); listing its destinations and
    its moves, as a draft's options do, walks them once an origin, not once a listing."""
    game = first_raj_position()
    act = find(terms.RAJ, "garrison")(game._probe_turn(terms.RAJ))
    origins = sum(1 for s in game.state.map if game.state.spaces[s.id].cubes)
    with mock.patch.object(Activity, "chain_routes", autospec=True, side_effect=Activity.chain_routes) as walk:
        act.candidate_spaces()
        act.candidate_moves()
        act.candidate_moves()
    assert walk.call_count <= origins


def test_a_garrison_listing_asks_no_finding_message_of_a_move():
    """3.2.2, issue #33: listing Garrison's moves asks each of `move_problems`' checks without
    building the message of every route refused (it stops at the first finding of a route)."""
    game = first_raj_position()
    act = find(terms.RAJ, "garrison")(game._probe_turn(terms.RAJ))
    cls = type(act)
    with mock.patch.object(cls, "move_problems", autospec=True, side_effect=cls.move_problems) as asked, \
            mock.patch.object(cls, "path_problems", autospec=True, side_effect=cls.path_problems) as paths:
        assert act.candidate_moves()
    assert asked.call_count == 0 and paths.call_count == 0


def test_a_redeploy_listing_asks_each_destination_once_a_kind():
    """6.4.2, issue #33: the Raj's entry rule looks at the origin (a Protest space, RED-1) and at
    the destination (a State, a Province's Raj Control); listing its moves asks the destination's
    part once a cube kind and destination, not once an origin too, and makes no message."""
    game = next(positions(DueKind.PART, every=1))
    act = find(terms.RAJ, "redeploy")(game._probe_turn(terms.RAJ))
    cls = type(act)
    with mock.patch.object(cls, "destination_problem", autospec=True,
                           side_effect=cls.destination_problem) as asked, \
            mock.patch.object(cls, "entry_message", autospec=True, side_effect=cls.entry_message) as said:
        assert act.candidate_moves()
    assert asked.call_count <= len(terms.CUBES) * len(game.state.map)
    assert said.call_count == 0


@pytest.mark.parametrize("faction,name", [(terms.REV, "march")])
def test_march_paths_are_the_maps_alone(faction, name):
    """3.4.2 (IT:588-590), issue #33: March's paths (Hidden Guerrillas on along Railways and Cities)
    depend on the map alone: a second listing on the same map walks none."""
    game = next(g for g in positions(DueKind.ACT, every=1) if g.due().faction == faction)
    act = find(faction, name)(game._probe_turn(faction))
    first = act.candidate_moves()
    with mock.patch.object(Activity, "chain_routes", autospec=True, side_effect=Activity.chain_routes) as walk:
        assert act.candidate_moves() == first
    assert walk.call_count == 0
