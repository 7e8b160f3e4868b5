"""What the Special Activities list (`candidate_spaces`, `candidate_moves`, `pairing_problem`)
against what their own checks accept (issue #16's principle: a condition is written once, used
to check a written step and to list). Positions are built on the empty board; a written step
is run through the activity itself (`run`) and, where a move is listed, through `perform`."""

from __future__ import annotations

import pytest

from gandhi_cli.core.engine import perform
from gandhi_cli.model import terms
from gandhi_cli.model.state import GameState
from gandhi_cli.notation.parse import parse
from gandhi_cli.rules.activity import Activity, Finding, Turn
from gandhi_cli.rules.catalog import find, names

G, S, T = terms.GUERRILLAS, terms.SEPOYS, terms.TROOPS
INC, ML = terms.INC_ACTIVISTS, terms.ML_ACTIVISTS


def sid(state: GameState, name: str) -> str:
    return state.map.resolve(name)


def run(state: GameState, text: str, unrest: frozenset[str] = frozenset()) -> tuple[dict[str, Activity], list[Finding]]:
    """Run one statement's parts through their activities, as the replay does (begin, steps),
    without their `finish`: the activities (by name) and the findings. `unrest`: spaces taken as
    chosen for Unrest in this turn (3.4.4)."""
    empty_part = None  # a last part written without steps ("… + govern: "): made, not given steps
    faction, _, rest = text.partition(" ")
    if text.rstrip().endswith(":"):
        rest, _, empty_part = rest.rstrip()[:-1].rpartition(" + ")
    parts = []
    if rest:
        log = parse(f"{faction} {rest}", "<t>")
        assert not log.errors, log.errors
        parts = [(p.name, p.limited, p.steps) for p in log.statements[0].parts]
    if empty_part:
        parts.append((empty_part.strip(), False, ()))
    findings: list[Finding] = []
    turn = Turn(state, faction, "<t>", findings)
    turn.unrest_spaces.update(unrest)
    objs: dict[str, Activity] = {}
    for part_name, limited, steps in parts:
        cls = find(faction, part_name)
        assert cls is not None, part_name
        obj = objs.get(cls.name)
        if obj is None:
            obj = objs[cls.name] = cls(turn, limited=limited, pos=None)
            if cls.kind is terms.ActivityKind.OP:
                turn.op = turn.op or obj
            else:
                turn.sa = turn.sa or obj
            obj.begin()
        for step in steps:
            obj.do(step)
    return objs, [f for f in findings if not f.note]


def listing_agrees(state: GameState, head: str, steps: list[str], name: str, choose: str,
                   unrest: frozenset[str] = frozenset()) -> set[str]:
    """After `head` + `steps` (the SA `name` written last), every space the SA lists is accepted
    by one more step `choose` (formatted with the space's name) and every other space refused;
    returns the spaces listed."""
    objs, found = run(state.copy(), head + "; ".join(steps), unrest)
    sa = objs[name]
    listed = {s for s, _ in sa.candidate_spaces()}
    for space in state.map:
        if space.id in sa.chosen:  # chosen already: listed (Activity.space_problems); a repetition is 4.1.1's
            assert space.id in listed
            continue
        text = head + "; ".join([*steps, choose.format(space.id)])
        _, more = run(state.copy(), text, unrest)
        new = [str(f) for f in more[len(found):]]
        assert (space.id in listed) == (not new), (name, steps, space.name, new)
    return listed


# ---------------------------------------------------------------------------------- 4.1.2 pairs
FORBIDDEN = {  # 4.1.2 (IT:640), 4.3.1 (IT:723), 4.4.1, 4.5.3 (IT:802): the SAs that accompany some Operations only
    (terms.INC, "negotiate"): {"non-cooperation"},
    (terms.ML, "negotiate"): {"non-cooperation"},
    (terms.REV, "assassinate"): {"rally", "march", "attack"},
}


@pytest.mark.parametrize("faction", terms.FACTIONS)
def test_pairing_problem_names_exactly_the_pairs_4_1_2_forbids(faction):
    """4.1.2: an SA accompanies any Operation unless its rule says otherwise: Negotiate only
    Rally, Demonstrate, Civil Disobedience (4.3.1, 4.4.1), Assassinate only Unrest (4.5.3)."""
    for sa in names(faction, "sa"):
        cls = find(faction, sa)
        assert cls is not None
        for op in names(faction, "op"):
            forbidden = op in FORBIDDEN.get((faction, sa), set())
            assert (cls.pairing_problem(op) is not None) == forbidden, (faction, sa, op)


def test_operations_pair_with_anything():
    """4.1.2: the restriction is the SA's; an Operation class names none."""
    cls = find(terms.REV, "unrest")
    assert cls is not None and cls.pairing_problem("attack") is None


@pytest.mark.parametrize("text, rule", [
    ("INC nc: select CA + negotiate: select Bihar", "4.3.1"),  # the Op first: Negotiate's begin
    ("INC negotiate: select Bihar + nc: select CA", "4.3.1"),  # Negotiate first: the Op's begin
    ("REV attack: select Punjab + assassinate: remove 1T Punjab", "4.1.2"),
    # Assassinate first (4.1: an SA may come before its Operation): the Operation's begin, 4.1.2
    ("REV assassinate: remove 1T Punjab + attack: select Punjab", "4.1.2"),
])
def test_pairing_problem_is_what_begin_reports(empty, text, rule):
    """4.1.2: the finding `begin` reports is `pairing_problem`'s (rule and message)."""
    empty.place(INC, "bihar", 1)
    objs, found = run(empty, text)
    sa = next(o for o in objs.values() if o.kind is terms.ActivityKind.SA)
    op = next(o for o in objs.values() if o.kind is terms.ActivityKind.OP)
    expected = type(sa).pairing_problem(op.name, op.title)
    assert expected is not None and expected[0] == rule
    assert (rule, expected[1]) in [(f.rule, f.message) for f in found]


# ---------------------------------------------------------------------------------- 4.5.1 Aid
@pytest.fixture
def rev(empty: GameState) -> GameState:
    """Guerrillas in three spaces: UP 2 Hidden, Bihar 2 Active, Punjab 1 Hidden 1 Active; the
    Revolutionaries with 5 Resources."""
    s = empty
    s.restraint, s.unity = 3, 3
    s.resources[terms.REV] = 5
    s.place(G, "united-provinces", 2)
    s.place(G, "bihar", 2)
    s.activate_guerrillas("bihar", 2)
    s.place(G, "punjab", 2)
    s.activate_guerrillas("punjab", 1)
    return s


def aid_step(state: GameState, space: str) -> str:
    sp = state.spaces[space]
    name = space
    return f"activate 1G {name}" if sp.guerrillas_hidden else f"hide {max(sp.guerrillas_active, 1)}G {name}"


def test_aid_lists_the_spaces_with_guerrillas(rev):
    """4.5.1 (IT:787; the aid sheet IT:3038 "Locazioni: Spazi con Guerriglie"): Aid acts where
    a Hidden Guerrilla can be Activated or Active ones flipped Hidden; nowhere else."""
    aid = find(terms.REV, "aid")
    assert aid is not None
    listed = {s for s, _ in aid(Turn(rev, terms.REV, "<t>", [])).candidate_spaces()}
    assert listed == {"united-provinces", "bihar", "punjab"}
    for space in rev.map:
        found = perform(rev.copy(), "REV rally: place 1G UP + aid: " + aid_step(rev, space.id))
        assert (space.id in listed) == (found == []), (space.name, [str(f) for f in found])


def test_aid_cannot_flip_without_the_resource(rev):
    """4.5.1: flipping Guerrillas Hidden costs 1 Resource: with none, Bihar (Active Guerrillas
    only) is not offered; UP and Punjab (a Hidden one to Activate) still are."""
    rev.resources[terms.REV] = 0
    aid = find(terms.REV, "aid")
    assert aid is not None
    listed = {s for s, _ in aid(Turn(rev, terms.REV, "<t>", [])).candidate_spaces()}
    assert listed == {"united-provinces", "punjab"}


# ---------------------------------------------------------------------------------- 4.5.2 Infiltrate
def test_rev_infiltrate_lists_only_spaces_where_an_option_can_be_carried_out(rev):
    """4.5.2 (IT:795): a Hidden Guerrilla there, and something to replace (a Sepoy, an Activist,
    a Protest marker) or, in a Crisis, a State or Province without Raj Control with room for a
    Base. UP has only its Guerrillas: nothing to do there outside a Crisis."""
    rev.place(S, "punjab", 1)
    cls = find(terms.REV, "infiltrate")
    assert cls is not None
    listed = {s for s, _ in cls(Turn(rev, terms.REV, "<t>", [])).candidate_spaces()}
    assert listed == {"punjab"}
    rev.restraint, rev.unity = 1, 1  # 6.8: Crisis; UP (Pop 2 in a Province, no Raj Control) may take a Base
    listed = {s for s, _ in cls(Turn(rev, terms.REV, "<t>", [])).candidate_spaces()}
    assert listed == {"punjab", "united-provinces"}


def test_rev_infiltrate_base_needs_room(rev):
    """4.5.2 (IT:799 example: Sind, Population 1, holds one Base): no room, no Base option."""
    rev.restraint, rev.unity = 1, 1
    up = "united-provinces"
    rev.place(terms.ML_BASES, up, rev.map[up].pop)
    cls = find(terms.REV, "infiltrate")
    assert cls is not None
    assert up not in {s for s, _ in cls(Turn(rev, terms.REV, "<t>", [])).candidate_spaces()}


# ---------------------------------------------------------------------------------- count limits
def test_govern_lists_no_third_space(empty):
    """4.2.2 (IT:689): up to two spaces with cubes; after two, only those two."""
    for name in ("UP", "Bihar", "Punjab", "Bombay"):
        empty.place(T, sid(empty, name), 1)
    head = "RAJ deploy: place 1T Delhi + govern: "
    assert len(listing_agrees(empty, head, [], "govern", "select {}")) == 5  # and Delhi, deployed to
    assert len(listing_agrees(empty, head, ["select UP"], "govern", "select {}")) == 5
    assert listing_agrees(empty, head, ["select UP", "select Bihar"], "govern", "select {}") == {
        "united-provinces", "bihar"}


@pytest.mark.parametrize("crisis, limit", [(False, 1), (True, 2)])
def test_martial_law_lists_one_space_two_in_a_crisis(empty, crisis, limit):
    """4.2.3 (IT:709): one space with cubes and Activists, two during a Crisis (6.8)."""
    if crisis:
        empty.restraint, empty.unity = 1, 1
    for name in ("UP", "Bihar", "Punjab"):
        empty.place(T, sid(empty, name), 1)
        empty.place(INC, sid(empty, name), 1)
    head = "RAJ deploy: place 1T Delhi + martial-law: "
    steps = ["select UP", "select Bihar"][:limit]
    assert len(listing_agrees(empty, head, steps, "martial-law", "select {}")) == limit
    assert len(listing_agrees(empty, head, steps[:-1], "martial-law", "select {}")) == 3


@pytest.mark.parametrize("faction, own", [(terms.INC, INC), (terms.ML, ML)])
def test_persuade_lists_no_third_space(empty, faction, own):
    """4.3.3, 4.4.3 (IT:747, IT:770): up to two spaces with the faction's pieces."""
    empty.restraint, empty.unity = 3, 3
    for name in ("UP", "Bihar", "Punjab"):
        empty.place(own, sid(empty, name), 1)
    head = f"{faction} rally: place 1 {'INC' if faction == terms.INC else 'ML'} UP + persuade: "
    assert len(listing_agrees(empty, head, ["select UP"], "persuade", "select {}")) == 3
    assert listing_agrees(empty, head, ["select UP", "select Bihar"], "persuade", "select {}") == {
        "united-provinces", "bihar"}


@pytest.mark.parametrize("faction, own, name", [(terms.INC, INC, "negotiate"), (terms.ML, ML, "negotiate"),
                                                (terms.ML, ML, "infiltrate")])
def test_one_space_sas_list_their_space_once_chosen(empty, faction, own, name):
    """4.3.1, 4.4.1, 4.4.2 (IT:723; aid sheets IT:3053, IT:3060-3061 "max 1 spazio"): one space."""
    empty.restraint, empty.unity = 3, 3
    for where in ("UP", "Bihar", "Punjab"):
        empty.place(own, sid(empty, where), 1)
    label = "INC" if faction == terms.INC else "ML"
    head = f"{faction} rally: place 1 {label} Delhi + {name}: "
    assert {"united-provinces", "bihar", "punjab"} <= listing_agrees(empty, head, [], name, "select {}")
    assert listing_agrees(empty, head, ["select UP"], name, "select {}") == {"united-provinces"}


def test_treaty_has_no_count_limit(empty):
    """4.2.1 (IT:654): "Scegliete qualsiasi Stato": every State, however many are chosen."""
    states = [s.id for s in empty.map if empty.is_state(s.id)]
    head = "RAJ deploy: place 1T Delhi + treaty: "
    steps = [f"select {s}" for s in states[:2]]
    assert listing_agrees(empty, head, steps, "treaty", "select {}") == set(states)


def test_rev_infiltrate_lists_its_one_space_once_chosen(rev):
    """4.5.2 (IT:795, aid sheet IT:3039 "max 1 spazio")."""
    rev.place(S, "punjab", 1)
    rev.place(S, "united-provinces", 1)
    head = "REV rally: place 1G Bihar + infiltrate: "
    listed = listing_agrees(rev, head, [], "infiltrate", "replace 1S {} with 1G")
    assert listed == {"punjab", "united-provinces"}
    objs, _ = run(rev.copy(), head + "replace 1S Punjab with 1G")
    assert {s for s, _ in objs["infiltrate"].candidate_spaces()} == {"punjab"}


def test_assassinate_lists_its_one_space_once_chosen(empty):
    """4.5.3 (IT:802, aid sheet IT:3040 "max 1 spazio"): one space chosen for Unrest."""
    unrest = frozenset({"united-provinces", "bihar"})
    for where in unrest:
        empty.place(T, where, 2)
    head = "REV assassinate: "
    assert listing_agrees(empty, head, [], "assassinate", "remove 1T {}", unrest) == unrest
    assert listing_agrees(empty, head, ["remove 1T UP"], "assassinate", "remove 1T {}", unrest) == {
        "united-provinces"}


def test_satyagraha_lists_its_one_space_once_chosen(empty):
    """4.3.2 (IT:735; aid sheet IT:3054 "max 1 spazio"): once Gandhi moved, only that space."""
    empty.restraint, empty.unity = 3, 3
    empty.place(terms.GANDHI, "bihar", 1)
    objs, _ = run(empty.copy(), "INC rally: place 1 INC UP + satyagraha: move gandhi Bihar>Punjab")
    assert {s for s, _ in objs["satyagraha"].candidate_spaces()} == {"punjab"}


# ---------------------------------------------------------------------------------- the moves (#16)
def moves_agree(state: GameState, head: str, name: str, unrest: frozenset[str] = frozenset()) -> list:
    """Every move the activity `name` lists after `head` is accepted by its `move_problems` and,
    written as one more step `move 1 KIND A>B`, gives no finding; returns the moves."""
    objs, found = run(state.copy(), head, unrest)
    act = objs[name]
    moves = act.candidate_moves()
    for m in moves:
        assert m.count >= 1 and act.move_problems(m.kind, m.route) == [], m
        piece = "gandhi" if m.kind == terms.GANDHI else f"1 {KIND_WORD[m.kind]}"
        sep = "" if head.rstrip().endswith(":") else "; "
        _, more = run(state.copy(), f"{head}{sep}move {piece} {'>'.join(m.route)}", unrest)
        assert [str(f) for f in more[len(found):]] == [], m
    return moves


KIND_WORD = {T: "T", S: "S", G: "G", INC: "INC", ML: "ML"}


def test_treaty_lists_sepoy_moves_into_states(empty):
    """4.2.1 (IT:656): Sepoys not in Protest spaces move into the chosen State from adjacent
    spaces; never Troops."""
    state = next(s.id for s in empty.map if empty.is_state(s.id))
    near = sorted(empty.map.neighbours(state))
    empty.place(S, near[0], 2)
    empty.place(T, near[0], 1)
    empty.place(S, near[1], 1)
    empty.place_protest(near[1])
    moves = moves_agree(empty, "RAJ deploy: place 1T Delhi + treaty:", "treaty")
    into = [m for m in moves if m.dst == state]
    assert [(m.kind, m.src, m.count) for m in into] == [(S, near[0], 2)]
    assert all(m.kind == S and empty.is_state(m.dst) for m in moves)


def test_satyagraha_lists_gandhi_moves(empty):
    """4.3.2 (IT:735): Gandhi moves first into any one space."""
    empty.restraint, empty.unity = 3, 3
    empty.place(terms.GANDHI, "bihar", 1)
    moves = moves_agree(empty, "INC rally: place 1 INC UP + satyagraha:", "satyagraha")
    assert {m.dst for m in moves} == {s.id for s in empty.map} - {"bihar"}
    assert all((m.kind, m.src, m.count) == (terms.GANDHI, "bihar", 1) for m in moves)
    objs, _ = run(empty.copy(), "INC rally: place 1 INC UP + satyagraha: move gandhi bihar>punjab")
    assert objs["satyagraha"].candidate_moves() == []  # 4.3.2: Gandhi moves once


def test_league_lists_the_troops_leaving_a_new_muslim_state(empty):
    """4.4.1, 4.4.2 (IT:764): the Raj moves the Troops of a new Muslim State to any City."""
    empty.restraint, empty.unity = 1, 1  # 6.8: Crisis
    p = "punjab"
    empty.place(terms.ML_BASES, p, 1)
    empty.place(ML, p, 2)
    empty.place(T, p, 1)
    empty.place(terms.INC_ACTIVISTS, "bihar", 1)
    moves = moves_agree(empty, "ML rally: place 1 ML Sind + infiltrate: add muslim-state Punjab", "infiltrate")
    assert {m.dst for m in moves} == {s.id for s in empty.map if s.is_city}
    assert all((m.kind, m.src, m.count) == (T, p, 1) for m in moves)


def test_redeploy_lists_moves_by_its_entry_rule(empty):
    """6.4.2 (IT:903): Raj Troops into Provinces with Raj Control, Cities and Railways; 6.4.3-6.4.5
    (IT:905-907): Activists and Guerrillas into non-Railway spaces without Raj Control."""
    empty.place(T, "united-provinces", 2)
    empty.place(S, "united-provinces", 1)
    empty.place(INC, "rw-eir-calcutta", 2)
    raj = moves_agree(empty, "RAJ redeploy:", "redeploy")
    assert {(m.kind, m.dst) for m in raj if m.kind == T} == {
        (T, s.id) for s in empty.map if s.id != "united-provinces" and not empty.is_state(s.id)
        and (s.is_city or s.is_railway)}
    assert {m.dst for m in raj if m.kind == S} >= {s.id for s in empty.map if empty.is_state(s.id)}
    inc = moves_agree(empty, "INC redeploy:", "redeploy")
    assert inc and all(m.src == "rw-eir-calcutta" and m.count == 2 for m in inc)
    assert {m.dst for m in inc} == {s.id for s in empty.map if not s.is_railway and not empty.raj_control(s.id)}


# ---------------------------------------------------------------------------------- Campaign parts: may it end now?
def part(state: GameState, faction: str, name: str) -> Activity:
    cls = find(faction, name)
    assert cls is not None
    turn = Turn(state, faction, "<t>", [])
    obj = cls(turn, pos=None)
    obj.begin()
    return obj


def finish_findings(obj: Activity) -> list[tuple[str, str]]:
    before = len(obj.turn.findings)
    obj.finish()
    return [(f.rule, f.message) for f in obj.turn.findings[before:] if not f.note]


@pytest.mark.parametrize("faction, rule", [(terms.INC, "6.4.3"), (terms.ML, "6.4.4"), (terms.REV, "6.4.5")])
def test_redeploy_must_move_pieces_off_the_railways(empty, faction, rule):
    """6.4.3-6.4.5 (IT:905-907): every Activist (Guerrilla) on a Railway moves off: written with no
    steps, the part cannot end; once they moved, it can."""
    kind = {terms.INC: INC, terms.ML: ML, terms.REV: G}[faction]
    empty.place(kind, "rw-eir-calcutta", 2)
    obj = part(empty.copy(), faction, "redeploy")
    problems = obj.finish_problems()
    assert [r for r, _ in problems] == [rule]
    assert finish_findings(obj) == problems
    empty.remove(kind, "rw-eir-calcutta", 2)
    assert part(empty, faction, "redeploy").finish_problems() == []


def test_raj_redeploy_cannot_end_owing_upkeep(empty):
    """6.4.2 (IT:903): 2 Resources per Troop left in a Province with Raj Control or on a Railway."""
    empty.place(T, "united-provinces", 2)
    empty.resources[terms.RAJ] = 3
    obj = part(empty.copy(), terms.RAJ, "redeploy")
    problems = obj.finish_problems()
    assert [r for r, _ in problems] == ["6.4.2"]
    assert finish_findings(obj) == problems
    empty.resources[terms.RAJ] = 4
    assert part(empty, terms.RAJ, "redeploy").finish_problems() == []


def test_imperialism_cannot_end_with_gandhi_in_jail(empty):
    """6.3.1 (SUP-1): the Support phase ends with Gandhi released from Jail to a space without Raj
    Control, even with no space chosen."""
    empty.gandhi = terms.JAIL
    obj = part(empty.copy(), terms.RAJ, "imperialism")
    problems = obj.finish_problems()
    assert [r for r, _ in problems] == ["6.3.1"]
    assert finish_findings(obj) == problems
    empty.gandhi = terms.AVAILABLE
    assert part(empty, terms.RAJ, "imperialism").finish_problems() == []


@pytest.mark.parametrize("faction, name", [(terms.INC, "constructive-programme"), (terms.ML, "pakistan-movement"),
                                           (terms.REV, "secret-societies")])
def test_optional_parts_may_end_with_no_step(empty, faction, name):
    """6.3.2-6.3.4: optional parts, nothing owed."""
    assert part(empty, faction, name).finish_problems() == []


def test_4_5_3_assassinate_lists_only_unrest_spaces_with_an_active_piece_to_remove(empty):
    """4.5.3 (IT:805-807): "In the chosen space, remove any one Active piece (not Gandhi)". An
    Unrest space with no Active opposing piece is no space for Assassinate: listed neither there
    nor where only Gandhi is; a Sepoy makes it one."""
    s = empty
    up, bihar = sid(s, "UP"), sid(s, "Bihar")
    s.place(G, up, 1)
    s.place(G, bihar, 1)
    s.place(terms.GANDHI, bihar)
    objs, _ = run(s, "REV assassinate:", unrest=frozenset({up, bihar}))
    assert [x for x, _ in objs["assassinate"].candidate_spaces()] == []
    s.place(S, up, 1)
    objs, _ = run(s, "REV assassinate:", unrest=frozenset({up, bihar}))
    assert [x for x, _ in objs["assassinate"].candidate_spaces()] == [up]
