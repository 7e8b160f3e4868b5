"""`gandhi status` (issue #16, docs/status.md): it answers on every example log at every card
boundary, and says who acts with which options (2.3.2, 2.3.4, 2.3.7)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main
from gandhi_cli.notation.parse import parse_file
from gandhi_cli.notation.statements import CampaignStart, CardStart

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LOGS = sorted(EXAMPLES.glob("*.log"))


def _status(*args: str) -> dict:
    out = CliRunner().invoke(main, ["status", *args, "--json"])
    assert out.exit_code == 0, out.output
    return json.loads(out.output)


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.stem)
def test_status_answers_at_every_card_boundary(path):
    """2.3.7, 2.4: right before each `card N` / `campaign N` line of a log with a known deck and
    no violation so far, the card or Campaign round due is that one; the text form answers too."""
    log = parse_file(path)
    known = any(h.tag.lower() in ("seed", "deck") for h in log.headers)
    checked = 0
    for st in log.statements:
        if not isinstance(st, (CardStart, CampaignStart)):
            continue
        data = _status(str(path), "--at", str(st.pos.line - 1), "--options")
        assert data["due"]["kind"] in ("card", "campaign", "over", "reset", "window", "part", "act")
        if known and data["violations"] == 0 and data["due"]["kind"] in ("card", "campaign"):
            assert (data["due"]["kind"], data["due"]["name"]) == (
                "card" if isinstance(st, CardStart) else "campaign", st.number), (path, st.pos.line)
            checked += 1
        text = CliRunner().invoke(main, ["status", str(path), "--at", str(st.pos.line - 1)])
        assert text.exit_code == 0 and text.output.startswith("Card: "), text.output
    if path.stem in ("short-game", "np-short", "all-operations"):
        assert checked >= 10


def test_status_names_the_2nd_eligible_and_its_options():
    """2.3.4: after INC took an Operation with a Special Activity on card 68, REV (2nd Eligible)
    may take the Event, a Limited Operation or Pass; --options lists them (Operations Limited)."""
    data = _status(str(EXAMPLES / "short-game.log"), "--at", "14", "--options")
    assert data["due"] == {"kind": "act", "faction": "REV", "name": 68, "position": 2,
                           "options": ["event", "limited", "pass"], "text": "REV's choice on the card"}
    names = [a["name"] for a in data["activities"]]
    assert names[:3] == ["pass", "event unshaded", "event shaded"]
    assert "rally limited" in names and not any(a["kind"] == "sa" for a in data["activities"])
    assert data["card"]["number"] == 68 and data["next_card"]["number"] == 19 and not data["card_done"]


def test_status_after_a_finished_card_shows_the_next_cards_eligibility():
    """2.3.6: card 68 done (INC and REV acted): card 19 is due, INC and REV are Ineligible."""
    data = _status(str(EXAMPLES / "short-game.log"), "--at", "15")
    assert data["card_done"] and data["due"]["kind"] == "card" and data["due"]["name"] == 19
    assert data["eligible"] == ["RAJ", "ML"]


def test_status_at_the_end_of_a_finished_game():
    """7.3: after the final Campaign round nothing is due and no next card is shown."""
    data = _status(str(EXAMPLES / "short-game.log"))
    assert data["game_over"] and data["due"]["kind"] == "over" and data["next_card"] is None


def test_status_of_an_unreadable_log_is_one_located_error(tmp_path):
    bad = tmp_path / "bad.log"
    bad.write_text("[Scenario short]\ncard 1\nRAJ sweeep: select Delhi\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["status", str(bad)])
    assert out.exit_code == 2 and f"{bad}:3:" in out.output and "Traceback" not in out.output


def test_status_options_list_each_activitys_spaces_and_costs():
    """3.4.4 (IT:554): Unrest is paid Restraint per space, in spaces with a Hidden Guerrilla; after
    INC's Non-Cooperation on card 68 (Restraint 3 -> 2) REV's Limited Unrest costs 2 in each. 3.3.4:
    before it, INC's Non-Cooperation may choose only Bombay Presidency (Gandhi's Protest there)."""
    data = _status(str(EXAMPLES / "short-game.log"), "--at", "14", "--options")
    by_name = {a["name"]: a for a in data["activities"]}
    unrest = by_name["unrest limited"]["spaces"]
    assert unrest and {o["cost"] for o in unrest} == {2}
    assert "bihar" in [o["space"] for o in unrest]
    assert "spaces" not in by_name["pass"]
    before = _status(str(EXAMPLES / "short-game.log"), "--at", "12", "--options")
    nc = {a["name"]: a for a in before["activities"]}["non-cooperation"]
    assert nc["spaces"] == [{"space": "bombay-presidency", "cost": 0}]
    text = CliRunner().invoke(main, ["status", str(EXAMPLES / "short-game.log"), "--at", "14", "--options"])
    assert "bihar (2)" in text.output


def test_status_moves_list_where_march_may_move_guerrillas():
    """3.4.2 (IT:588-590): on card 3 REV's Limited March moves Guerrillas from an origin with
    Guerrillas into adjacent spaces, Hidden ones first along a series of Railways and Cities;
    `--moves` lists such moves (from the origins `spaces` offers), Attack moves no pieces, and
    `--options` alone lists no moves."""
    log = str(EXAMPLES / "all-operations.log")
    data = _status(log, "--at", "13", "--moves")
    by_name = {a["name"]: a for a in data["activities"]}
    march = by_name["march limited"]
    origins = {o["space"] for o in march["spaces"]}
    moves = {tuple(m["path"]): m for m in march["moves"]}
    assert ("punjab", "delhi") in moves and moves[("punjab", "delhi")]["count"] >= 1
    assert ("punjab", "delhi", "rw-eir-delhi") in moves  # on from the City of Delhi
    cities = {"karachi", "delhi", "bombay", "calcutta", "madras"}
    for path, m in moves.items():
        assert m["from"] in origins and (m["from"], m["to"]) == (path[0], path[-1])
        assert all(mid.startswith("rw-") or mid in cities for mid in path[1:-1]), path
    assert "moves" not in by_name["attack limited"]
    assert all("moves" not in a for a in _status(log, "--at", "13", "--options")["activities"])
    text = CliRunner().invoke(main, ["status", log, "--at", "13", "--moves"])
    assert text.exit_code == 0 and "1G punjab>delhi," in text.output


def test_status_options_show_each_event_sides_next_clause():
    """5.1 (the text in its order): REV, 2nd Eligible on card 68 (Red Fort Trials), may take the
    Event; the unshaded text begins with its die roll, the shaded with "Shift Restraint +2", and
    neither names a space."""
    data = _status(str(EXAMPLES / "short-game.log"), "--at", "14", "--options")
    by_name = {a["name"]: a for a in data["activities"]}
    assert by_name["event unshaded"]["next"] == [{"clause": "roll a die", "spaces": []}]
    assert by_name["event shaded"]["next"] == [{"clause": "Shift Restraint +2", "spaces": []}]
    text = CliRunner().invoke(main, ["status", str(EXAMPLES / "short-game.log"), "--at", "14", "--options"])
    assert "next: 'roll a die'" in text.output


def test_an_event_under_way_lists_its_next_clauses_spaces_and_counts():
    """5.1, 5.1.1, 5.1.2 (#68 unshaded, "Remove up to a die roll of Guerrillas from any spaces"):
    once the draft wrote `roll 2`, the next clause is the removal; it lists every space with
    Guerrillas and at most 2 there (the roll); an "up to" clause may be left out (5.1.1), so the
    clause after it (the Restraint shift) is listed too; the game itself is not changed by asking."""
    from gandhi_cli.core.game import play_through
    from gandhi_cli.notation import actions as A

    game = play_through(parse_file(EXAMPLES / "short-game.log"), stop_line=14)
    before = {sid: repr(sp) for sid, sp in game.state.spaces.items()}
    draft = A.FactionAction(A.Faction.REV, A.Choice.EVENT, A.Side.UNSHADED,
                            steps=(A.ActionStep(A.Verb.ROLL, (A.Amount(2, False),)),))
    option = game.event_option(draft)
    assert option is not None and [c.text for c in option.clauses] == [
        "Remove up to a die roll of Guerrillas from any spaces", "then shift Restraint -2"]
    listed = {o.space: o.count for o in option.clauses[0].spaces}
    with_guerrillas = {sid: sp.guerrillas for sid, sp in game.state.spaces.items() if sp.guerrillas}
    assert listed == {sid: min(2, n) for sid, n in with_guerrillas.items()} and listed
    assert {sid: repr(sp) for sid, sp in game.state.spaces.items()} == before
