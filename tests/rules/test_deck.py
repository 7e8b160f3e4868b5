"""The deck (2.1, 2.2, 2.4, 2.5; issue #14): a log with neither [Seed] nor [Deck] is a deck shuffled
by hand, checked only for what any shuffle allows (DECK-1, DECK-2); the tutorial's stacked deck
sets up from every seed (DECK-3); a scenario file is found beside its log."""

from __future__ import annotations

import pytest
import yaml

from gandhi_cli.core.replay import replay_text
from gandhi_cli.io.errors import InputError
from gandhi_cli.io.resources import scenarios_dir
from gandhi_cli.model import scenario
from gandhi_cli.model.scenario import CAMPAIGN_CARDS, setup

PASSES = "RAJ pass\nINC pass\nML pass\nREV pass\n"


# the tutorial's card #60 was played Congress first, then the Revolutionaries (IT:2357, IT:2371):
# the card data knows that much of its order, and a written order must keep it (2.3.2, NP-ORD-1)
ORDERS = {60: "INC REV RAJ ML"}


def card(n: int) -> str:
    order = ORDERS.get(n, "RAJ INC ML REV")
    if order == "RAJ INC ML REV":
        return f"card {n} [{order}]\n{PASSES}"
    return f"card {n} [{order}]\n" + "".join(f"{f} pass\n" for f in order.split())


def events(first: int, count: int) -> str:
    return "".join(card(n) for n in range(first, first + count))


def rules(result) -> list[str]:
    return [f.rule for f in result.violations]


BY_HAND = "[Scenario short]\n[Viceroy 77]\n"


def test_2_1_without_seed_or_deck_the_cards_are_taken_as_played():
    """2.1 (DECK-1): a deck shuffled by hand may hold any 36 of the 72 Event cards: card 51 first
    is no violation (it was 'not in this scenario's deck', a deck the tool made up)."""
    r = replay_text(BY_HAND + card(51) + card(13), "g.log")
    assert r.violations == []
    assert r.state.viceroy == 77
    assert r.state.current_card == 13 and 51 in r.state.played


def test_2_5_a_missing_viceroy_is_one_located_finding_never_a_random_draw():
    """2.1, 2.5 (DECK-2): the starting Viceroy is drawn at random; without [Seed] the log must say
    which card was drawn. Missing: one finding on the [Scenario] line, and no Viceroy (so no
    capability) until the first Campaign round."""
    r = replay_text("# a game over the table\n[Scenario short]\n" + card(51), "g.log")
    assert [(f.rule, f.line) for f in r.violations] == [("2.5", 2)]
    assert "[Viceroy" in r.violations[0].message
    assert r.state.viceroy is None
    # IT:2332: the tutorial's Viceroy is Lord Linlithgow (#77), whatever the shuffle: no header
    r = replay_text("[Scenario tutorial]\n" + card(60), "g.log")
    assert r.violations == [] and r.state.viceroy == 77


def test_gandhi_next_on_a_deck_shuffled_by_hand_asks_for_the_card_never_invents_one(tmp_path):
    """2.2, 2.3.7, 8.0: a Non-Player must see the next card; without [Seed] or [Deck] nobody can
    foresee it: `gandhi next` invents no deck and says what to write, the card turned up (issue
    #32 replaced the refusal of such a log by the table's own cards, DECK-5)."""
    import json

    from click.testing import CliRunner

    from gandhi_cli.cli.gandhi import main

    log = tmp_path / "hand.log"
    log.write_text("[Scenario short]\n[Viceroy 77]\n[Players INC]\n" + card(51))
    r = CliRunner().invoke(main, ["next", str(log), "--json"])
    assert r.exit_code == 0 and "Traceback" not in r.output
    out = json.loads(r.stdout)
    assert out["lines"] == [] and "card N [RAJ INC ML REV]" in out["to_write"]


def test_2_1_short_campaign_cards_lie_where_the_piles_put_them():
    """2.1, IT:1694: six piles of six Events, a Campaign card shuffled into piles 2, 4 and 6:
    whatever the shuffle, the first Campaign card is one of cards 7-13 of the deck. Revealed as
    the card after the one in play (2.2, 2.4), after five cards it is card 7: legal; after four
    it would be card 6, in the first pile."""
    assert scenario.campaign_slots("short") == ([(7, 13), (20, 26), (33, 39)], 0)
    assert rules(replay_text(BY_HAND + events(1, 5) + "campaign 73\n", "g.log")) == []
    r = replay_text(BY_HAND + events(1, 4) + "campaign 73\n", "g.log")
    assert [(f.rule, f.line) for f in r.violations] == [("2.1", 3 + 4 * 5)]
    assert "cards 7-13" in r.violations[0].message


def test_2_1_an_event_card_where_a_campaign_card_must_have_come():
    """2.1, 2.4: card 12 of the deck is played while card 13 is revealed; if no Campaign card
    came before, the one of pile 2 (cards 7-13) was revealed by now: one finding, once."""
    r = replay_text(BY_HAND + events(1, 13), "g.log")
    assert [(f.rule, f.line) for f in r.violations] == [("2.1", 3 + 11 * 5)]
    assert "would have been revealed" in r.violations[0].message


def test_2_4_1_the_third_campaign_card_of_a_short_game_is_the_final_one_whatever_its_number():
    """2.1, 2.4.1, 6.5 (DECK-1): a Short deck holds three Campaign cards; after 73 and 74 (of
    any numbers the log plays) one is left, so the Reset makes a Crisis (6.8) and 75 ends the
    game (6.3.5)."""
    text = (BY_HAND + events(1, 6) + "campaign 73\n" + events(7, 11) + "campaign 74\n")
    r = replay_text(text + "card 18\n", "g.log")  # the card after the round: its Reset is done
    assert r.violations == [] and r.state.crisis
    r = replay_text(text + events(18, 12) + "campaign 75\n", "g.log")
    assert r.violations == []
    assert r.verdict is not None and r.verdict.game_over and r.verdict.final


def test_2_1_main_campaign_cards_lie_among_the_last_six_of_each_pile():
    """2.1, IT:1843: four piles of twelve Events, a Campaign card among the last six of each; a
    Campaign card revealed as card 6 (after four cards) is reported."""
    slots, _ = scenario.campaign_slots("main")
    assert slots == [(7, 13), (20, 26), (33, 39), (46, 52)]
    head = "[Scenario main]\n[Gandhi UP]\n[Viceroy 77]\n"
    assert rules(replay_text(head + events(1, 5) + "campaign 73\n", "g.log")) == []
    assert rules(replay_text(head + events(1, 4) + "campaign 73\n", "g.log")) == ["2.1"]


def test_2_1_a_campaign_card_played_twice_in_a_deck_by_hand():
    """2.1: each card once; the Viceroy (#77, declared) is not in the deck."""
    r = replay_text(BY_HAND + events(1, 5) + "campaign 77\n", "g.log")
    assert [f.rule for f in r.violations] == ["2.1"]
    assert "Viceroy" in r.violations[0].message


@pytest.mark.parametrize("seed", range(100))
def test_ch2_tutorial_sets_up_from_every_seed(seed):
    """Tutorial set-up (IT:2304-2332, DECK-3): the book fixes cards 1-10 (#60 ... #32, then #75)
    and the Viceroy #77; the seed shuffles the rest: any three Events as cards 11-13, then six
    piles of six, a Campaign card drawn from the five left in piles 2, 4 and 6."""
    s = setup("tutorial", seed=seed)
    deck = [s.current_card] + s.deck
    assert deck[:10] == [60, 57, 65, 26, 1, 20, 44, 4, 32, 75]
    assert s.viceroy == 77 and 77 not in deck
    assert len(deck) == 10 + 3 + 36 + 3
    assert [c for c in deck[10:] if c in CAMPAIGN_CARDS] and all(
        c not in (75, 77) for c in deck[10:] if c in CAMPAIGN_CARDS)
    positions = [i + 1 for i, c in enumerate(deck) if c in CAMPAIGN_CARDS]
    piles = [(10, 10), (20, 26), (33, 39), (46, 52)]  # #75, then piles 2, 4, 6 below cards 1-13
    assert len(positions) == 4 and all(lo <= p <= hi for p, (lo, hi) in zip(positions, piles, strict=True))


def test_2_1_tutorial_slots_a_deck_by_hand_is_checked_against():
    """IT:2306-2328: cards 1-10 are fixed (card 10 is #75); the piles' slots follow cards 11-13."""
    assert scenario.campaign_slots("tutorial") == ([(10, 10), (20, 26), (33, 39), (46, 52)], 10)


def test_the_scenario_file_is_found_beside_the_log(tmp_path, monkeypatch):
    """A log mailed with its scenario file: [Scenario "my.yaml"] is read from the log's folder,
    whatever the current directory."""
    game = tmp_path / "mail"
    game.mkdir()
    (game / "my.yaml").write_text((scenarios_dir() / "short.yaml").read_text())
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.chdir(tmp_path / "elsewhere")
    r = replay_text('[Scenario "my.yaml"]\n[Seed 1]\n', str(game / "game.log"))
    assert r.violations == [] and r.state.scenario == "short"


def test_a_missing_scenario_file_is_located_on_its_header(tmp_path):
    """Bad input: one located message (the [Scenario] header's line), exit 2."""
    with pytest.raises(InputError) as exc:
        replay_text('# mail\n[Scenario "x.yaml"]\n', str(tmp_path / "game.log"))
    assert exc.value.location.line == 2 and "x.yaml" in str(exc.value)


@pytest.mark.parametrize("text, line", [
    ("[Scenario main]\n[Gandhi atlantis]\n", 2),   # an unknown space: the [Gandhi] header
    ("[Scenario short]\n[Gandhi UP]\n", 2),        # the Short scenario has no Congress choice
    ("# x\n[Scenario 5]\n", 2),                     # a number is no scenario (and no traceback)
])
def test_header_errors_are_located_on_the_header(text, line):
    """IT:1933: the Main scenario's Congress choice; the error is the log's, on its own header
    (it was blamed on the [Scenario] line or on tutorial.yaml)."""
    with pytest.raises(InputError) as exc:
        replay_text(text, "g.log")
    assert exc.value.location.path == "g.log" and exc.value.location.line == line


def test_a_seed_on_the_tutorial_is_no_error():
    """DECK-3: [Seed N] on the tutorial shuffles what the book leaves to chance (it was
    'tutorial.yaml:9: Viceroy card 77 is also in the deck' for 46 of seeds 0-99)."""
    for seed in (1, 3, 7, 12):
        r = replay_text(f"[Scenario tutorial]\n[Seed {seed}]\n" + card(60), "g.log")
        assert r.violations == []


def test_short_without_seed_keeps_its_piles(tmp_path):
    """The scenario's own numbers are used: a Short variant with two Campaign piles has two
    Campaign slots."""
    data = yaml.safe_load((scenarios_dir() / "short.yaml").read_text())
    data["deck"]["campaign_piles"] = [3, 6]
    (tmp_path / "two.yaml").write_text(yaml.safe_dump(data))
    assert scenario.campaign_slots(str(tmp_path / "two.yaml"))[0] == [(13, 19), (32, 38)]


def test_2_2_the_first_card_of_a_known_deck_is_checked_too():
    """2.2: play begins with the top card of the deck. With [Seed 1] the Short deck begins with
    #68 then #19: a log starting with #19 is reported (it was only checked from the second card)."""
    r = replay_text("[Scenario short]\n[Seed 1]\n" + card(19), "g.log")
    assert [(f.rule, f.line) for f in r.violations] == [("2.3.7", 3)]
    assert "card 68" in r.violations[0].message


def test_gandhi_state_shows_no_made_up_next_card_for_a_deck_shuffled_by_hand(tmp_path):
    """2.2 (DECK-1): without [Seed] or [Deck] nobody knows the next card: `gandhi state` says so
    instead of showing a card of a deck the tool made up (the number of cards left is known)."""
    import json

    from click.testing import CliRunner

    from gandhi_cli.cli.gandhi import main

    log = tmp_path / "hand.log"
    log.write_text(BY_HAND + card(51))
    r = CliRunner().invoke(main, ["state", str(log), "--json"])
    data = json.loads(r.output)
    assert data["next_card"] is None and data["deck"] is None and data["current_card"] == 51
    r = CliRunner().invoke(main, ["state", str(log)])
    assert "next card is not known" in r.output and "Next card: - (" in r.output and "in the deck)" in r.output
    r = CliRunner().invoke(main, ["state", str(log), "--wide"])
    assert "next card is not known" in r.output and "Cards in the draw deck" in r.output
    svg = tmp_path / "hand.svg"
    r = CliRunner().invoke(main, ["board", str(log), "-o", str(svg)])
    assert r.exit_code == 0, r.output
    text = svg.read_text(encoding="utf-8")
    assert 'data-role="next" data-card=""' in text and "Next card: -" in text


def test_gandhi_play_names_a_scenario_file_relative_to_the_log_it_writes(tmp_path, monkeypatch):
    """A log written by `gandhi play` from a scenario file names it relative to the log's folder
    (quoted), so the log replays from any folder (it wrote an unquoted path and failed)."""
    from click.testing import CliRunner

    from gandhi_cli.cli.gandhi import main

    (tmp_path / "sc").mkdir()
    (tmp_path / "out").mkdir()
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "sc" / "my.yaml").write_text((scenarios_dir() / "short.yaml").read_text())
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(main, ["play", "sc/my.yaml", "--np", "RAJ,ML,REV", "--seed", "3", "-o", "out/g.log"])
    # issue #35 item 18: a log names only a file in its folder or below it: ../sc/my.yaml is refused
    assert r.exit_code == 2 and "in its own folder or below it" in r.output, r.output
    assert not (tmp_path / "out" / "g.log").exists()
    r = CliRunner().invoke(main, ["play", "sc/my.yaml", "--np", "RAJ,ML,REV", "--seed", "3", "-o", "g.log"])
    assert r.exit_code == 0, r.output
    assert '[Scenario "sc/my.yaml"]' in (tmp_path / "g.log").read_text()
    monkeypatch.chdir(tmp_path / "elsewhere")
    r = CliRunner().invoke(main, ["validate", str(tmp_path / "g.log")])
    assert r.exit_code == 0, r.output


def test_2_1_a_scenario_deck_taking_every_campaign_card_leaves_no_viceroy(tmp_path):
    """2.1, 2.5: the starting Viceroy is drawn from the Campaign cards the deck did not take; a
    scenario whose piles take all seven is refused with a located message (it was an IndexError)."""
    data = yaml.safe_load((scenarios_dir() / "short.yaml").read_text())
    data["deck"].update(piles=7, pile_size=6, campaign_piles=[1, 2, 3, 4, 5, 6, 7])
    (tmp_path / "seven.yaml").write_text(yaml.safe_dump(data))
    with pytest.raises(InputError) as exc:
        setup(str(tmp_path / "seven.yaml"), seed=2)
    assert "Viceroy" in str(exc.value) and exc.value.location.line is not None


@pytest.mark.parametrize("name", ["short-game.log", "np-short.log"])
def test_2_1_a_seeded_game_written_as_a_deck_shuffled_by_hand_replays_the_same(name):
    """DECK-1: a legal game whose [Seed] is replaced by the Viceroy the seed drew is a game with
    real cards: no violation, and the same board and verdict (the stand-in deck keeps the make-up
    the Reset and the final Campaign count on, 6.5, 2.4.1)."""
    from pathlib import Path

    src = (Path(__file__).resolve().parents[2] / "examples" / name).read_text()
    seeded = replay_text(src, name)
    hand = replay_text(src.replace("[Seed 1]", f"[Viceroy {setup('short', seed=1).viceroy}]"), name)
    assert hand.deck_by_hand and hand.violations == []
    assert hand.state.spaces == seeded.state.spaces and hand.state.resources == seeded.state.resources
    assert hand.verdict.ranking == seeded.verdict.ranking


def test_2_2_a_stacked_top_makes_the_next_card_known_only_while_both_are_fixed():
    """2.2: the next card is revealed as the current one is played. With the tutorial's ten
    stacked cards (IT:2306-2324) the replay knows the next card while the current card and the
    one revealed after it are both among the ten: current card 9 (8 played) yes, card 10 no."""
    from gandhi_cli.rules.deck import OpenDeck

    deck = OpenDeck(slots=[], fixed=10)
    for drawn, known in ((0, True), (8, True), (9, False), (10, False)):
        deck.drawn = drawn
        assert deck.knows_next() is known, drawn
    assert OpenDeck(slots=[], fixed=0).knows_next() is False


def test_2_4_a_campaign_card_played_swaps_with_the_current_card_which_goes_on_top():
    """2.4 (IT:381: the Campaign card is swapped with the card in the Current Card box, which
    is the first card played in the next round, i.e. back on top of the deck): the log plays
    Campaign card 75 while the stand-ins hold Event 10 as the current card and a Campaign
    stand-in (73) lower in the deck: 10 goes back on top, 73 leaves the deck, and 75, which stood
    later in the deck, leaves its place to 73 (the deck keeps its make-up, 2.3.7)."""
    from gandhi_cli.rules.deck import OpenDeck

    state = setup("short", seed=1)
    state.current_card = 10
    state.deck = [11, 73, 12, 75, 13]
    OpenDeck(slots=[]).take_campaign(state, 75)
    assert state.current_card == 75
    assert state.deck == [10, 11, 12, 73, 13]


def test_2_4_an_event_played_where_the_stand_ins_revealed_a_campaign_card():
    """DECK-1: the stand-ins put Campaign card 73 in the current box, the log plays Event 50: the
    Campaign card comes later (after the next card), the stand-in on top becomes card 50."""
    from gandhi_cli.rules.deck import OpenDeck

    state = setup("short", seed=1)
    state.current_card = 73
    state.deck = [11, 12, 13, 50, 14]
    OpenDeck(slots=[]).take_event(state, 50)
    assert state.current_card == 50
    assert state.deck == [12, 73, 13, 11, 14]
