"""What an Operation lists (`Activity.candidate_spaces`, `candidate_moves`) against what it
checks (`space_problems`, `move_problems`, and the findings of a written step): the condition
that makes a space or a move legal is written once and used by both (#16).

Each test names its rule: Garrison 3.2.2 (IT:445), March 3.4.2 (IT:588-590), the
Revolutionaries' Rally 3.4.1 (IT:578-580), the spaces paid when chosen 3.1.5 (IT:411), the NV
limit 3.3, a Limited Operation 2.3.5 (IT:367)."""

from __future__ import annotations

import copy
import os
from collections.abc import Iterator

import pytest
from example_games import before_each

from gandhi_cli.core.game import DueKind, Game
from gandhi_cli.model import terms
from gandhi_cli.model.state import GameState
from gandhi_cli.notation.parse import parse
from gandhi_cli.rules.activity import Activity, Turn
from gandhi_cli.rules.catalog import find

G, T, S = terms.GUERRILLAS, terms.TROOPS, terms.SEPOYS
CHOICE_RULES = {"2.3.5", "3.1.1", "3.3"}  # a Limited Operation's one space, a space chosen once


@pytest.fixture
def s(empty: GameState) -> GameState:
    """Restraint 3, Unity 3, the Raj and the Revolutionaries with 10 Resources each."""
    empty.restraint, empty.unity = 3, 3
    empty.resources[terms.RAJ] = 10
    empty.resources[terms.REV] = 10
    return empty


def live(state: GameState, text: str) -> Activity:
    """The Operation of `text` ("REV attack: select Punjab") part-way: its steps done on `state`,
    not finished, so what it lists and checks next can be asked."""
    play = parse(text, "<t>").statements[0]
    part = play.parts[0]
    turn = Turn(state, play.faction, "<t>", [])
    act = find(play.faction, part.name)(turn, limited=part.limited)
    turn.op = act
    act.begin()
    for step in part.steps:
        act.do(step)
    return act


def step_findings(act: Activity, text: str) -> list[tuple[str, str]]:
    """The findings (rule, message) one more step `text` ("select Bihar") gives, tried on a copy of
    the activity and its board."""
    memo = {id(act.state.map): act.state.map, id(act.state.forces): act.state.forces,
            id(act.state.protest_table): act.state.protest_table}
    other = copy.deepcopy(act, memo)
    before = len(other.turn.findings)
    play = parse(f"{other.faction} {other.name}{' limited' if other.limited else ''}: {text}", "<t>").statements[0]
    other.do(play.parts[0].steps[0])
    return [(f.rule, f.message) for f in other.turn.findings[before:]]


def choosing_step(act: Activity, sid: str) -> str:
    """The step that chooses `sid` for the activity: `select`, or a placement for the activities
    that choose by placing (Deploy 3.2.1, the Revolutionaries' Rally 3.4.1)."""
    name = sid  # a space's id is a name the notation takes
    if (act.faction, act.name) == (terms.RAJ, "deploy"):
        return f"place 1T {name}"
    if (act.faction, act.name) == (terms.REV, "rally"):
        return f"place 1G {name}"
    return f"select {name}"


def assert_spaces_agree(act: Activity) -> int:
    """Every space `candidate_spaces` lists gives no `space_problems` and no finding about choosing
    it when a step chooses it; every other space gives both. The number of spaces checked."""
    listed = {sid for sid, _ in act.candidate_spaces()}
    assert set(act.chosen) <= listed, (act.name, "a space chosen is listed: more may be done there")
    for space in act.state.map:
        sid = space.id
        if sid in act.chosen:
            continue  # a second `select` of it is refused as such (3.1.1)
        judged = [f for f in step_findings(act, choosing_step(act, sid)) if f[0] in CHOICE_RULES | {act.rule}]
        if sid in listed:
            assert act.space_problems(sid) == [] and judged == [], (act.name, sid, judged)
        else:
            assert act.space_problems(sid) != [] and judged != [], (act.name, sid, "not listed, but accepted")
    return sum(1 for _ in act.state.map)


# ---------------------------------------------------------------- Garrison 3.2.2: the destinations


def test_garrison_lists_only_destinations_its_moves_reach(s):
    """3.2.2 (IT:445): cubes move into an adjacent Railway or City, on along Railways and Cities,
    and stop on entering a space with an Active opponent. With the only cubes in Karachi and an
    Active Guerrilla on the North Western Railway out of it, no cube reaches Calcutta or Madras:
    Garrison's destinations are exactly where its moves end."""
    s.place(T, "karachi", 2)
    s.place(G, "rw-nwr-karachi", 1)
    s.activate_guerrillas("rw-nwr-karachi", 1)
    act = live(s, "RAJ garrison")
    listed = {sid for sid, _ in act.candidate_spaces()}
    assert listed == {m.dst for m in act.candidate_moves()} == {"rw-nwr-karachi"}
    assert act.space_problem("calcutta") is not None


def test_garrison_offers_a_destination_only_a_longer_path_reaches(s):
    """3.2.2 (IT:445): Sind, adjacent to Karachi but neither a Railway nor a City, is reached
    through the North Western Railway (Karachi>NWR-KL>Sind) when Raj-Controlled: the move is
    accepted, so it is listed, with that path."""
    s.place(T, "karachi", 2)
    s.place(T, "sind", 1)
    assert s.raj_control("sind")
    act = live(s, "RAJ garrison")
    assert act.move_problems(T, ("karachi", "rw-nwr-karachi", "sind")) == []
    into_sind = [m for m in act.candidate_moves("sind") if m.src == "karachi" and m.kind == T]
    assert [m.route for m in into_sind] == [("karachi", "rw-nwr-karachi", "sind")]
    assert "sind" in {sid for sid, _ in act.candidate_spaces()}


# ---------------------------------------------------------------- Rally 3.4.1


def test_rev_rally_not_offered_where_it_cannot_be_carried_out(s):
    """3.4.1 (IT:580): Rally places 1 + Bases Guerrillas, or replaces Unity Guerrillas with a Base.
    With no Guerrilla Available, a space with fewer than Unity (3) Guerrillas can do neither: it
    is neither listed nor accepted; one with 3 Guerrillas can build a Base, while a Base is
    Available."""
    s.place(G, "punjab", 1)
    s.place(G, "bihar", 3)
    s.available_to_out_of_play(G, s.available(G))
    act = live(s, "REV rally")
    listed = {sid for sid, _ in act.candidate_spaces()}
    assert "punjab" not in listed and "bihar" in listed
    assert [r for r, _ in act.space_problems("punjab")] == ["3.4.1"]
    s.available_to_out_of_play(terms.REV_BASES, s.available(terms.REV_BASES))
    assert "bihar" not in {sid for sid, _ in act.candidate_spaces()}


# ---------------------------------------------------------------- the count limits after k spaces


def test_rev_spaces_refused_once_the_resources_are_spent(s):
    """3.1.5 (IT:411), 3.4.3: each space is paid for when chosen (1 Resource for Attack); with 1
    Resource, once one space is chosen none other is listed, and each is refused by
    `space_problems` as by the step that chooses it."""
    s.resources[terms.REV] = 1
    for sid in ("punjab", "bihar", "sind"):
        s.place(G, sid, 1)
    act = live(s, "REV attack: select Punjab")
    assert [sid for sid, _ in act.candidate_spaces()] == ["punjab"]  # the space chosen only
    assert act.space_problems("bihar") == [("3.4.3", "Attack in Bihar costs 1 Resources, REV has 0")]
    assert_spaces_agree(act)


@pytest.mark.parametrize("text", [
    "INC rally: select Bihar",
    "INC rally: select Bihar Punjab",
    "INC demonstrate: select Bihar",
    "INC civil-disobedience: select Bihar Punjab",
    "INC non-cooperation: select Bihar",
    "ML rally: select Punjab",
    "ML demonstrate: select Punjab Bihar",
    "RAJ sweep limited: select Bihar",
    "RAJ deploy limited: place 1T Delhi",
    "REV attack limited: select Punjab",
    "REV unrest: select Punjab",
    "REV unrest: select Punjab Bihar Sind",
    "REV rally: place 1G Punjab",
    "REV rally: place 1G Punjab; out-of-play 1G",
    "INC rally: select Bihar; roll 3",
    "RAJ deploy: place 1T Delhi; out-of-play 1T",
])
def test_after_some_spaces_the_listing_is_exact(s, text):
    """3.3 (Restraint/Unity spaces beyond the free ones), 2.3.5 (a Limited Operation's one space),
    3.1.5 (Resources paid as each space is chosen), 3.3.1, 3.4.1 and 3.2.1 (the spaces before
    what comes after them): after some spaces are chosen, every space still listed is accepted and every
    other refused."""
    s.restraint, s.unity = 2, 1
    s.resources[terms.REV] = 7
    for sid in ("punjab", "bihar", "sind", "bombay", "united-provinces"):
        s.place(G, sid, 2)
        s.place(terms.INC_ACTIVISTS, sid, 1)
        s.place(terms.ML_ACTIVISTS, sid, 1)
        s.place(T, sid, 1)
    s.place_protest("sind")
    s.available_to_out_of_play(T, 2)
    act = live(s, text)
    assert assert_spaces_agree(act) > 0


# ---------------------------------------------------------------- positions from the example logs


# Sizes (issue #31): every position of the example logs with GANDHI_SLOW=1; every 2nd (the
# listing) and every 6th (the paths) in the default run.
SLOW = os.environ.get("GANDHI_SLOW") == "1"
LISTING_EVERY, PATHS_EVERY = (1, 3) if SLOW else (2, 6)


def example_positions(every: int = 1, kind: DueKind = DueKind.ACT) -> Iterator[Game]:
    """Games at every `every`-th position of the example logs where a faction chooses on a card
    (2.3.2; `kind` DueKind.PART: where a Campaign part is due, 6.0)."""
    n = 0
    for _, _, game, _ in before_each():
        due = game.due()
        if due.kind == kind and due.faction is not None:
            if n % every == 0:
                yield game
            n += 1


OPS = {terms.RAJ: ("deploy", "garrison", "sweep", "assault"), terms.REV: ("rally", "march", "attack", "unrest"),
       terms.INC: ("rally", "demonstrate", "civil-disobedience", "non-cooperation"),
       terms.ML: ("rally", "demonstrate", "civil-disobedience", "non-cooperation")}


def test_listing_agrees_with_the_checks_in_the_example_logs():
    """3.2-3.4, 2.3.5: at each position of the example logs where a faction chooses, for each of
    its Operations (full and Limited): every listed move has no `move_problem` and every listed
    space no `space_problem`."""
    positions = spaces = moves = 0
    for game in example_positions(every=LISTING_EVERY):
        faction = game.due().faction
        assert faction is not None
        positions += 1
        for name in OPS[faction]:
            for limited in (False, True):
                act = find(faction, name)(game._probe_turn(faction), limited=limited)
                for sid, _ in act.candidate_spaces():
                    assert act.space_problem(sid) is None, (faction, name, sid)
                    spaces += 1
                for m in act.candidate_moves():
                    assert m.count >= 1 and act.move_problems(m.kind, m.route) == [], (faction, name, m)
                    moves += 1
    print(f"\nagreement: {positions} positions, {spaces} spaces, {moves} moves")
    assert positions >= 50 // LISTING_EVERY and spaces >= 1000 // LISTING_EVERY and moves >= 1000 // LISTING_EVERY


def simple_paths(act: Activity, src: str, most: int) -> Iterator[tuple[str, ...]]:
    """Every simple path out of `src` of at most `most` spaces whose inner spaces are Railways or
    Cities (3.2.2, 3.4.2: the only spaces pieces pass through)."""
    board = act.state.map

    def walk(path: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
        if len(path) > 1:
            yield path
            if not act.rail_or_city(path[-1]) or len(path) >= most:
                return
        for n in sorted(board.neighbours(path[-1])):
            if n not in path:
                yield from walk(path + (n,))

    yield from walk((src,))


@pytest.mark.parametrize("faction,name,kinds", [(terms.RAJ, "garrison", (T, S)), (terms.REV, "march", (G,))])
def test_every_destination_an_accepted_path_reaches_is_listed(faction, name, kinds):
    """3.2.2 Garrison, 3.4.2 March: in positions of the example logs, every (kind, origin,
    destination) some simple path of up to 7 spaces reaches with no `move_problem` is listed by
    `candidate_moves` (whose path for it is accepted too)."""
    checked = 0
    for game in example_positions(every=PATHS_EVERY):
        act = find(faction, name)(game._probe_turn(faction))
        listed = {(m.kind, m.src, m.dst) for m in act.candidate_moves()}
        for space in game.state.map:
            present = [k for k in kinds if game.state.spaces[space.id].count(k)]
            if not present:
                continue
            for route in simple_paths(act, space.id, 7):
                for kind in present:
                    if (kind, route[0], route[-1]) not in listed and act.move_problems(kind, route) == []:
                        pytest.fail(f"{name}: {kind} {'>'.join(route)} accepted but not listed")
                    checked += 1
    print(f"\n{name}: {checked} paths checked")
    assert checked >= 3000 // PATHS_EVERY


def test_2_5_1_under_wavell_an_assault_lists_its_free_sweeps_moves(s):
    """2.5.1 / 3.2.4 Lord Wavell: the Assault comes with a free Limited Sweep into one Assault
    space: the Assault lists those moves (Troops from Delhi into Punjab, where a Guerrilla is
    Active), and once it took pieces, or under another Viceroy, none."""
    delhi, punjab = s.map.resolve("Delhi"), s.map.resolve("Punjab")
    s.place(terms.TROOPS, delhi, 2)
    s.place(terms.GUERRILLAS, punjab, 1)
    s.spaces[punjab].guerrillas_hidden, s.spaces[punjab].guerrillas_active = 0, 1
    s.viceroy = terms.WAVELL
    moves = live(s, "RAJ assault").candidate_moves()
    assert any(m.kind == terms.TROOPS and m.src == delhi and m.dst == punjab for m in moves)
    s.viceroy = terms.READING
    assert live(s, "RAJ assault").candidate_moves() == []
