"""The Non-Players' parts of a Campaign round (8.9) and the NP Raj's Crisis cubes (8.1.4, 6.8):
each part in a position where the NP's choice is certain, built as the driver builds it (a Plan of
the faction on the Game with the part begun, issue #22), every statement checked by the rules."""

from __future__ import annotations

import random
import re

import pytest

from gandhi_cli.core.game import Game
from gandhi_cli.model import terms
from gandhi_cli.notation.parse import parse
from gandhi_cli.notation.statements import Pos
from gandhi_cli.np import campaign
from gandhi_cli.np.decision import Decision
from gandhi_cli.np.plan import Plan
from gandhi_cli.rules.campaign_round.phases import ORDER

ALL_NP = frozenset(terms.FACTIONS)
CITIES = ("karachi", "calcutta", "delhi", "bombay", "madras")
# Short scenario, seed 1: the Campaign cards come 3rd (76), 6th (79) and 9th (78)
HEAD = "[Scenario short]\n[Seed 1]\n[Deck 2 3 76 5 6 79 7 8 78]\n[Players {players}]\n"
PASSES = "RAJ pass\nINC pass\nML pass\nREV pass\n"


def card(n: int) -> str:
    return f"card {n} [RAJ INC ML REV]\n{PASSES}"


TO_FIRST = card(2) + "campaign 76\n"
TO_SECOND = TO_FIRST + card(3) + card(5) + "campaign 79\n"


def decision(state, faction, seed=1, non_players=ALL_NP, **patch) -> Decision:
    d = Decision(state, faction, non_players, random.Random(seed))
    for name, value in patch.items():
        setattr(d, name, value)
    return d


def fixed(n):
    return lambda *a, **k: n


def planned(d: Decision, name: str, game: Game | None = None) -> str | None:
    """The part `name` of `d.faction` as the driver builds it: a Plan on the Game (`d.game`, else
    one standing at `d.state` with the part played apart from any round), the part begun, then
    `campaign.part`; its text, or None. The statement is legal (no finding while built, nor at
    its end) and everything is taken back."""
    apart = game is None and d.game is None
    game = game or d.game or Game.at(d.state, d.non_players)
    d.game = game
    with Plan(game, d.faction, apart=apart) as plan:
        plan.begin(name)
        if not campaign.part(d, plan, name):
            assert plan.steps() == [], "a part that did nothing added steps"
            return None
        bad = plan.found + plan.end_findings()
        assert bad == [], (plan.text(), bad)
        return plan.text()


def game_to(body: str, players: str = "") -> Game:
    game = Game(parse(HEAD.format(players=players) + body, "game.log"))
    for st in game.statements():
        game.push(st)
    assert [str(f) for f in game.violations] == []
    return game


def at_part(state, faction: str, name: str) -> Game:
    """The Short scenario's first Campaign round (every faction a Non-Player) brought to
    `faction`'s part `name`, as the driver does (`Game.reach_part`), the board then set to the
    hand-built position `state`."""
    game = game_to(TO_FIRST)
    game.reach_part(faction, name)
    game.engine.state = state
    return game


def push(game: Game, text: str) -> list[str]:
    """Play `text` where the game stands; the violations it brings."""
    return [str(f) for st in parse(text, "np.log").statements for f in game.push(st) if not f.note]


@pytest.fixture
def held(empty):
    """Every City Raj-Controlled (1 Troop, 1 Sepoy): no Railway due a Strike for a City."""
    s = empty
    s.audit = False
    for c in CITIES:
        s.place(terms.TROOPS, c)
        s.place(terms.SEPOYS, c)
    return s


# ---------------------------------------------------------------- 8.9.1
def test_8_9_1_np_congress_strikes_highest_econ_first(held):
    """8.9.1: two markers left for three due Railways: the two with Econ 5 get them."""
    s = held
    s.spaces["bihar"].unrest = 5
    s.spaces["united-provinces"].unrest = 5  # 10 in play: 2 markers left
    for rail in ("rw-eastern-bengal", "rw-eir-calcutta", "rw-gip-jubbulpore"):  # Econ 5, 5, 3
        s.place(terms.INC_ACTIVISTS, rail)
    text = planned(decision(s, terms.INC), "strikes")
    assert text.startswith("INC strikes: ")
    assert sorted(text.split(": ", 1)[1].split("; ")) == ["add strike rw-eastern-bengal", "add strike rw-eir-calcutta"]


def test_8_9_1_strikes_need_no_statement_with_markers_enough_and_raj_rev_skip(held):
    """8.9.1 / 6.2.1: with markers for every due Railway the replay places them (no statement);
    the NP Raj and Revolutionaries skip the Resources phase."""
    s = held
    s.place(terms.INC_ACTIVISTS, "rw-eastern-bengal")
    game = Game.at(s, ALL_NP)
    with Plan(game, terms.INC, apart=True) as plan:
        plan.begin("strikes")  # the rules report a statement not needed (SUP-6)
        assert not campaign.strikes(decision(s, terms.INC), plan) and plan.steps() == []
    s.spaces["bihar"].unrest = 11
    s.place(terms.INC_ACTIVISTS, "rw-eir-calcutta")
    assert planned(decision(s, terms.INC), "strikes") is not None  # 1 marker left, 2 due (Econ 5 both)
    for faction in (terms.RAJ, terms.REV):  # no Strikes part of theirs: the function alone
        assert not campaign.strikes(decision(s, faction), None)


# ---------------------------------------------------------------- 8.9.2
def imperial_position(s):
    s.spaces["bihar"].unrest = 1
    s.place(terms.TROOPS, "bihar")
    s.place(terms.SEPOYS, "bihar")
    for c in CITIES:  # the Cities lose their Sepoys: no Troops + Sepoys there
        s.remove(terms.SEPOYS, c)
        s.spaces[c].level = terms.ACTIVE_SUPPORT


def test_8_9_2_imperialism_unrest_first_then_two_levels_and_releases(held):
    """8.9.2: the only space fit for Imperialism loses its Unrest, then shifts 2 levels toward
    Active Support; 2 Activists released, 1 Congress + 1 League; Gandhi released to a space
    without Raj Control."""
    s = held
    imperial_position(s)
    s.jail[terms.INC_ACTIVISTS], s.jail[terms.ML_ACTIVISTS] = 1, 3
    s.gandhi = terms.JAIL
    text = planned(decision(s, terms.RAJ, roll=fixed(3)), "imperialism")
    assert text.startswith("RAJ imperialism: remove unrest bihar; shift bihar +2; release 1 INC; release 1 ML; "
                           "release gandhi to ")
    to = text.rsplit(" ", 1)[1]
    assert not s.raj_control(to) and not s.map[to].is_railway


def test_8_9_2_imperialism_total_is_twice_the_roll(held):
    """8.9.2 (NP-CAMP-2): a roll of 1 allows 2 purchases: the Unrest and one level; with no
    Congress Activist in Jail both releases are the League's."""
    s = held
    imperial_position(s)
    s.jail[terms.ML_ACTIVISTS] = 3
    text = planned(decision(s, terms.RAJ, roll=fixed(1)), "imperialism")
    assert text == "RAJ imperialism: remove unrest bihar; shift bihar +1; release 2 ML"


def test_8_9_2_constructive_programme_congress_then_league_share_unity(held):
    """8.9.2 (6.3.2): Congress shifts its one space 2 levels; the League, Unity 2, may not take
    the space Congress chose and takes its own."""
    s = held
    s.unity = 2
    s.place(terms.INC_ACTIVISTS, "bihar")
    s.place(terms.ML_ACTIVISTS, "bihar")
    s.place(terms.ML_ACTIVISTS, "sind")
    s.spaces["sind"].level = terms.PASSIVE_OPPOSITION
    game = at_part(s, terms.INC, "constructive-programme")
    text = planned(decision(s, terms.INC), "constructive-programme", game)
    assert text == "INC constructive-programme: shift bihar -2"
    assert push(game, text) == []  # the round's record (SUP-4) now holds Bihar
    game.reach_part(terms.ML, "constructive-programme")
    text2 = planned(decision(s, terms.ML), "constructive-programme", game)
    assert text2 == "ML constructive-programme: shift sind -1"  # one level left to Active Opposition


def only_rajputana_free(s, base):
    """Every City and Province Raj-Controlled, every State but Rajputana full of `base`."""
    for sid, sp in s.map.spaces.items():
        if sp.is_province:
            s.place(terms.SEPOYS, sid)
        elif sp.is_princely_state and sid != "rajputana":
            s.place(base, sid)


@pytest.mark.parametrize("faction,part,code", [(terms.ML, "pakistan-movement", "MLB"),
                                               (terms.REV, "secret-societies", "RB")])
def test_8_9_2_one_base_in_a_non_railway_space_without_raj_control(held, faction, part, code):
    """8.9.2 (6.3.3, 6.3.4): one Base among non-Railway spaces without Raj Control and with room
    (SUP-7): only Rajputana is left."""
    s = held
    only_rajputana_free(s, terms.REV_BASES if faction == terms.ML else terms.ML_BASES)
    assert planned(decision(s, faction), part) == f"{faction} {part}: place 1 {code} rajputana"


# ---------------------------------------------------------------- 8.9.3
def test_8_9_3_raj_redeploy_sepoys_follow_troops_from_provinces_without_control(held):
    """8.9.3 Raj step 1: the Sepoy for the Troop in United Provinces comes first from a Province
    without Raj Control (East Bengal); step 4: 3 States without Support get a Sepoy; step 5:
    the cubes left in East Bengal go to Raj Control spaces; every City keeps one Troop."""
    s = held
    s.place(terms.TROOPS, "united-provinces")
    s.place(terms.SEPOYS, "east-bengal", 2)
    s.place(terms.ML_BASES, "east-bengal", 2)
    s.place(terms.INC_ACTIVISTS, "east-bengal", 2)
    s.place_protest("bihar")
    assert not s.raj_control("east-bengal")
    game = at_part(s, terms.RAJ, "redeploy")
    text = planned(decision(s, terms.RAJ), "redeploy", game)
    assert text.startswith("RAJ redeploy: move 1S east-bengal>united-provinces")
    assert push(game, text) == []
    after = s
    states = [x for x in after.spaces if after.map[x].is_princely_state and after.spaces[x].sepoys]
    assert len(states) == 3
    assert after.spaces["east-bengal"].cubes == 0  # step 5: nothing left behind to be removed
    assert all(after.spaces[c].troops == 1 and after.raj_control(c) for c in CITIES)


def test_8_9_3_raj_redeploy_takes_cubes_out_of_a_protest_province(held):
    """8.9.3 Raj step 5 with 6.4.2 read as RED-1 (JA:1051, IT:276, IT:2773, the tutorial IT:2708):
    the cubes of East Bengal, a Province without Raj Control, leave it although it is a
    Protest space, instead of being removed to Available at the end of the Redeploy."""
    s = held
    s.place(terms.SEPOYS, "east-bengal", 2)
    s.place(terms.INC_ACTIVISTS, "east-bengal", 3)
    s.place_protest("east-bengal", for_event=True)
    assert not s.raj_control("east-bengal")
    game = at_part(s, terms.RAJ, "redeploy")
    text = planned(decision(s, terms.RAJ), "redeploy", game)
    assert "move 1S east-bengal>" in text
    available = s.available(terms.SEPOYS)
    assert push(game, text) == []
    assert s.spaces["east-bengal"].cubes == 0
    assert s.available(terms.SEPOYS) == available  # none lost to Available


def test_8_9_3_raj_redeploy_under_red1_strict_keeps_protest_cubes(held):
    """8.9.3 with [Reading RED-1 strict] (IT:903 as printed): the NP Raj moves no cube out of a
    Protest space (it validates its moves by the same replay), so East Bengal's Sepoys stay and
    go to Available at the end of the Redeploy (6.4.2); the choice travels with the board."""
    s = held
    s.readings = {"RED-1": "strict"}
    s.place(terms.SEPOYS, "east-bengal", 2)
    s.place(terms.INC_ACTIVISTS, "east-bengal", 3)
    s.place_protest("east-bengal", for_event=True)
    game = at_part(s, terms.RAJ, "redeploy")
    text = planned(decision(s, terms.RAJ), "redeploy", game)
    assert text and "east-bengal>" not in text
    available = s.available(terms.SEPOYS)
    assert game.state.reading("RED-1") == "strict"
    assert push(game, text) == []
    assert s.spaces["east-bengal"].cubes == 0 and s.available(terms.SEPOYS) == available + 2


def test_8_9_3_congress_redeploy_gandhi_to_most_support_and_off_the_railways(held):
    """8.9.3 Congress step 1: Gandhi to the space with most Support (Gujarat, the only one above
    Neutral without Raj Control); every Activist on a Railway moves (6.4.3)."""
    s = held
    s.gandhi = "bihar"
    s.spaces["gujarat"].level = terms.PASSIVE_SUPPORT
    s.place(terms.INC_ACTIVISTS, "rw-eastern-bengal", 3)
    game = at_part(s, terms.INC, "redeploy")
    text = planned(decision(s, terms.INC), "redeploy", game)
    assert text.startswith("INC redeploy: move gandhi bihar>gujarat; move 2 INC rw-eastern-bengal>")
    assert push(game, text) == []
    assert sum(s.spaces[r.id].inc_activists for r in s.map.railways) == 0


def test_8_9_3_league_redeploy_exceeds_congress_in_two_pop_muslim_spaces(held):
    """8.9.3 League step 1: League pieces exceed Congress's in Punjab (the only 2-Pop Muslim space
    without Raj Control): 3 Activists for 2 of Congress, all from the Railway."""
    s = held
    s.place(terms.INC_ACTIVISTS, "punjab", 2)
    s.place(terms.ML_ACTIVISTS, "rw-nwr-lahore", 3)
    s.place(terms.SEPOYS, "west-bengal")
    s.place(terms.SEPOYS, "east-bengal")
    game = at_part(s, terms.ML, "redeploy")
    assert planned(decision(s, terms.ML), "redeploy", game) == "ML redeploy: move 3 ML rw-nwr-lahore>punjab"


def test_8_9_3_rev_redeploy_unrest_then_bases(held):
    """8.9.3 Revolutionaries steps 1-2: a Guerrilla to the Unrest space without Raj Control, then
    to the space with a Base; none is left on the Railway."""
    s = held
    s.place(terms.GUERRILLAS, "rw-eir-delhi", 2)
    s.spaces["bihar"].unrest = 1
    s.place(terms.REV_BASES, "orissa")
    text = planned(decision(s, terms.REV), "redeploy", at_part(s, terms.REV, "redeploy"))
    assert text == "REV redeploy: move 1G rw-eir-delhi>bihar; move 1G rw-eir-delhi>orissa"


# ---------------------------------------------------------------- 8.1.4, 8.9.4 (after the Reset)
def test_8_1_4_np_raj_crisis_places_troops_first():
    """8.1.4 (6.8): after the Reset before the final Campaign the NP Raj rolls and brings that
    many cubes from Out of Play, Troops first, never Troops in a State."""
    game = game_to(TO_SECOND)
    game.reset(Pos(99, 1))
    assert game.state.crisis
    oop_t = game.state.out_of_play[terms.TROOPS]
    text = planned(decision(game.state, terms.RAJ, die=fixed(4)), "crisis", game)
    assert text.startswith("RAJ crisis: roll 4; place ")
    troops = sum(int(n) for n in re.findall(r"place (\d+)T ", text))
    assert troops == min(4, oop_t)
    assert push(game, text) == []


def test_8_9_4_np_congress_protest_where_its_activists_are(held):
    """8.9.4: the only space with Congress Activists gets the Protest; in a replayed round the
    statement is accepted at the end of the Reset."""
    s = held
    s.place(terms.INC_ACTIVISTS, "bihar")
    game = Game.at(s, ALL_NP)
    with Plan(game, terms.INC, apart=True) as plan:  # no Reset here: the choice alone
        plan.begin("np-protest")
        assert campaign.np_protest(decision(s, terms.INC), plan) and plan.text() == "INC np-protest: add protest bihar"
    with Plan(game, terms.INC, apart=True) as plan:
        plan.begin("np-protest")
        assert not campaign.np_protest(decision(s, terms.INC, non_players={terms.RAJ}), plan)  # Congress a player
    game = game_to(TO_FIRST)
    game.reset(Pos(99, 1))
    text = planned(decision(game.state, terms.INC), "np-protest", game)
    sid = text.rsplit(" ", 1)[1]
    assert game.state.spaces[sid].inc_activists > 0
    assert push(game, text) == []


# ---------------------------------------------------------------- a whole round
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("players", ["", "INC", "RAJ ML"])
def test_8_9_whole_np_campaign_round_replays_clean(seed, players):
    """8.9: every NP part of the Short scenario's first Campaign round (76), generated in the
    order of phases.ORDER, then the NP Congress's Protest (8.9.4), replays without a violation."""
    game = game_to(TO_FIRST, players)
    rng = random.Random(seed)
    written = []
    for faction, name in ORDER:
        if faction not in game.non_players:
            continue
        game.reach_part(faction, name)
        text = planned(Decision(game.state, faction, game.non_players, rng), name, game)
        if text:
            written.append(text)
            assert push(game, text) == [], text
    game.reset(Pos(99, 1))
    if terms.INC in game.non_players:
        text = planned(Decision(game.state, terms.INC, game.non_players, rng), "np-protest", game)
        assert text and push(game, text) == []
    if terms.RAJ in game.non_players:
        assert any(t.startswith("RAJ imperialism") for t in written)
        assert any(t.startswith("RAJ redeploy") for t in written)
