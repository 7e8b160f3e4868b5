"""Issue #23, hidden information: the only secret in Gandhi is the order of the draw deck. The
default outputs show what 2.2's NOTE and 2.3.7 let the players see (the current card, the next
card face up on the draw deck, the cards played, how many are left, IT:334, IT:377);
`--reveal-deck` shows the rest. A Main log that names no [Gandhi SPACE] is one located finding
(2.1, the Main set-up's Congress placement, IT:1933).

The cards not yet revealed are computed from the deck the model builds for the seed
(`model.scenario.setup`), never from the output under test."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main
from gandhi_cli.model.cards import card
from gandhi_cli.model.scenario import setup

SEED = 5
PLAYED = 3  # the log turns up this many cards; then the next one is face up (2.3.7)


def run(*args) -> str:
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert "Traceback" not in result.output
    assert result.exit_code == 0, result.output
    return result.output


def deck_order(scenario: str = "short", seed: int = SEED) -> list[int]:
    """The whole deck for `seed`, top first (the first card played first), from the model."""
    state = setup(scenario, seed=seed)
    return [state.current_card] + list(state.deck)


@pytest.fixture
def seeded_log(tmp_path: Path) -> Path:
    """A seeded Short log that turns up the first PLAYED cards (all four factions Pass the first
    ones, 2.3.3); no Campaign card among them (piles 2, 4 and 6 take those, IT:1694)."""
    order = deck_order()
    assert not any(c >= 73 for c in order[:PLAYED + 1]), "pick a seed with no Campaign card on top"
    lines = ["[Scenario short]", f"[Seed {SEED}]", "[Players RAJ INC ML REV]"]
    for n in order[:PLAYED - 1]:
        lines += [f"card {n}", "RAJ pass", "INC pass", "ML pass", "REV pass"]
    lines.append(f"card {order[PLAYED - 1]}")  # the third card is current, the fourth face up
    log = tmp_path / "seeded.log"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return log


def card_numbers(data: dict) -> set[int]:
    """Every card number the JSON's card fields hold (current, next, played, the deck, Viceroy)."""
    out: set[int] = set()
    for key in ("current_card", "next_card", "viceroy"):
        if isinstance(data.get(key), int):
            out.add(data[key])
    for key in ("played", "deck"):
        out.update(data.get(key) or [])
    return out


def titles_in(text: str, cards: set[int]) -> list[str]:
    """The titles of `cards` found in `text` (as written, or HTML-escaped)."""
    found = []
    for n in sorted(cards):
        title = card(n).title
        if title in text or html.escape(title) in text or html.escape(title, quote=False) in text:
            found.append(f"#{n} {title}")
    return found


def test_2_3_7_state_json_holds_no_card_not_yet_revealed(seeded_log: Path):
    """2.3.7 (IT:377), issue #23: after three cards of a seeded log, `state --json` names the
    current card, the next card and the cards played, and none of the cards below the next one."""
    order = deck_order()
    hidden = set(order[PLAYED + 1:])
    out = run("state", seeded_log, "--json")
    data = json.loads(out)
    assert data["current_card"] == order[PLAYED - 1] and data["next_card"] == order[PLAYED]
    assert data["played"] == order[:PLAYED - 1]
    assert data["cards_left"] == len(order) - PLAYED
    assert data["deck"] is None and data["deck_order"] == "hidden"
    assert not card_numbers(data) & hidden
    assert not titles_in(out, hidden)
    text = run("state", seeded_log)
    assert not titles_in(text, hidden) and card(order[PLAYED]).title in text


def test_2_2_setup_json_holds_only_the_first_two_cards():
    """2.2 (IT:330-334): at set-up the first card is current and the second face up; `setup --json`
    names no other card of the deck, and the text shows none of their titles."""
    order = deck_order()
    hidden = set(order[2:])
    out = run("setup", "short", "--seed", SEED, "--json")
    data = json.loads(out)
    assert (data["current_card"], data["next_card"], data["played"]) == (order[0], order[1], [])
    assert data["deck"] is None and data["deck_order"] == "hidden"
    assert not card_numbers(data) & hidden
    assert not titles_in(out, hidden)
    assert not titles_in(run("setup", "short", "--seed", SEED), hidden)


def test_2_3_7_the_view_of_a_seeded_log_holds_no_card_not_yet_revealed(seeded_log: Path, tmp_path: Path):
    """2.3.7, issue #23: the `view` page carries the board after every line; none of its cards
    (the panel's data-card numbers and the titles) is below the next card at the log's end."""
    order = deck_order()
    hidden = set(order[PLAYED + 1:])
    out = tmp_path / "view.html"
    run("view", seeded_log, "-o", out)
    page = out.read_text(encoding="utf-8")
    shown = {int(n) for n in re.findall(r'data-card="(\d+)"', page)}
    assert order[PLAYED] in shown  # the next card is on the page (the check can see cards)
    assert not shown & hidden
    assert not titles_in(page, hidden)


def test_2_3_7_status_json_names_only_the_current_and_next_card(seeded_log: Path):
    """2.3.7: `status --json` names the current and next card and no card below them."""
    order = deck_order()
    hidden = set(order[PLAYED + 1:])
    out = run("status", seeded_log, "--json")
    assert not titles_in(out, hidden)
    assert card(order[PLAYED]).title in out


def test_reveal_deck_shows_the_rest_top_first(seeded_log: Path):
    """Issue #23: `--reveal-deck` adds the draw deck's order, top first (the next card first)."""
    order = deck_order()
    data = json.loads(run("state", seeded_log, "--json", "--reveal-deck"))
    assert data["deck"] == order[PLAYED:] and data["deck_order"] == "shown"
    data = json.loads(run("setup", "short", "--seed", SEED, "--json", "--reveal-deck"))
    assert data["deck"] == order[1:]
    text = run("state", seeded_log, "--reveal-deck")
    assert " ".join(str(c) for c in order[PLAYED:PLAYED + 8]) in text.replace("\n", " ")


def test_deck_1_a_deck_shuffled_by_hand_has_no_order_to_reveal(tmp_path: Path):
    """DECK-1: without [Seed] or [Deck] the cards are written as they are turned up; the tool
    knows no order, even with --reveal-deck."""
    log = tmp_path / "by-hand.log"
    log.write_text("[Scenario short]\n[Viceroy 77]\ncard 51\nRAJ pass\n", encoding="utf-8")
    data = json.loads(run("state", log, "--json", "--reveal-deck"))
    assert data["deck"] is None and data["deck_order"] == "unknown" and data["next_card"] is None
    assert data["current_card"] == 51


def validate(log: Path) -> tuple[int, dict]:
    r = CliRunner().invoke(main, ["validate", str(log), "--json"])
    assert "Traceback" not in r.output
    return r.exit_code, json.loads(r.output)


def test_2_1_a_main_log_without_gandhi_is_one_finding_at_the_scenario_header(tmp_path: Path):
    """2.1 (IT:1933: "Infine, il Congresso pone Gandhi, 1 Attivista del Congresso (Attivo), ed 1
    segnalino Protesta in 1 qualsiasi spazio"), issue #23: a Main log that names no [Gandhi SPACE]
    is one violation located at its [Scenario] header (exit 1), not silence."""
    log = tmp_path / "main.log"
    log.write_text("# a Main game\n[Scenario main]\n[Seed 3]\n[Players RAJ INC ML REV]\n", encoding="utf-8")
    code, data = validate(log)
    assert code == 1
    [finding] = data["violations"]
    assert (finding["line"], finding["column"], finding["rule"]) == (2, 1, "2.1")
    assert "[Gandhi" in finding["message"] and "IT:1933" in finding["message"]


@pytest.mark.parametrize("text", ["[Scenario main]\n[Gandhi UP]\n[Seed 3]\n",
                                  "[Scenario tutorial]\n"])  # the tutorial's choice is the book's UP
def test_2_1_a_main_log_naming_gandhi_has_no_such_finding(tmp_path: Path, text: str):
    """2.1 (IT:1933, IT:2298): with the space named (or fixed by the scenario), no finding."""
    log = tmp_path / "main.log"
    log.write_text(text, encoding="utf-8")
    code, data = validate(log)
    assert code == 0 and data["violations"] == []


def test_2_1_setup_main_without_gandhi_says_what_is_left_to_place():
    """2.1 (IT:1933): `setup main` with no --gandhi shows the set-up in progress (exit 0) and says
    Congress has still to place Gandhi, citing the same rule as validate's finding."""
    out = run("setup", "main")
    assert "--gandhi SPACE" in out and "2.1" in out and "IT:1933" in out
    assert json.loads(run("setup", "main", "--json"))["congress_choice_pending"] is True


REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", ["short-game.log", "np-short.log"])
def test_deck_1_the_players_copy_without_the_seed_replays_alike(tmp_path: Path, name: str):
    """Issue #23 (README, "Playing by e-mail"): the trusted process keeps the seeded log; the
    players' copy has `[Viceroy N]` (the Viceroy the seed drew, 2.5) in place of `[Seed N]` and
    replays as a deck shuffled by hand (DECK-1) with the same findings and margins."""
    original = REPO / "examples" / name
    text = original.read_text(encoding="utf-8")
    seed = int(re.search(r"^\[Seed (\d+)\]$", text, re.M).group(1))
    viceroy = setup("short", seed=seed).viceroy
    copy = tmp_path / name
    copy.write_text(re.sub(r"^\[Seed \d+\]$", f"[Viceroy {viceroy}]", text, flags=re.M), encoding="utf-8")
    assert "[Seed" not in copy.read_text(encoding="utf-8")
    results = []
    for log in (original, copy):
        code, data = validate(log)
        margins = CliRunner().invoke(main, ["margins", str(log)]).output
        results.append((code, data["violations"], margins))
    assert results[0][0] == 0 and results[1] == results[0]
