"""The bundled example logs: one that uses every Operation and Special Activity and validates
clean, one with mistakes planted on purpose, each reported with its rule and line."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main
from gandhi_cli.core.replay import replay
from gandhi_cli.model.scenario import EVENT_CARDS
from gandhi_cli.model.terms import ActivityKind
from gandhi_cli.notation.parse import parse_file
from gandhi_cli.notation.statements import CampaignStart, Play
from gandhi_cli.rules.catalog import table

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_all_operations_log_is_clean_and_uses_all_24():
    """3.0, 4.0: all 12 Operations and 12 Special Activities, every one legal."""
    log = parse_file(EXAMPLES / "all-operations.log")
    used = {(st.faction, p.name) for st in log.statements if isinstance(st, Play) for p in st.parts}
    ops_and_sas = {key for key, cls in table().items() if cls.kind in (ActivityKind.OP, ActivityKind.SA)}
    assert len(ops_and_sas) == 28  # 12 Operations (the NV ones for Congress and League) + 12 SAs
    assert ops_and_sas - used == set()
    result = replay(log)
    assert result.violations == []
    assert result.cards_played == 12


def test_short_game_log_is_a_whole_clean_game():
    """2.4.1, 6.3.5, 7.3 (issue #4): the Short scenario from set-up to the end of the final Campaign
    round, every move legal: no violation, 3 Campaign rounds, 34 Event cards, the game over with
    a final ranking, which `gandhi margins` prints."""
    path = EXAMPLES / "short-game.log"
    log = parse_file(path)
    result = replay(log)
    assert result.violations == []
    assert all("game over" in note.message for note in result.notes)
    assert result.verdict is not None and result.verdict.game_over
    assert sum(isinstance(st, CampaignStart) for st in log.statements) == 3
    assert len([c for c in result.state.played if c in EVENT_CARDS]) == 34
    assert result.state.current_card == 78  # the final Campaign card ended the game
    out = CliRunner().invoke(main, ["margins", str(path)])
    assert out.exit_code == 0, out.output
    assert "Game over" in out.output and "Winner:" in out.output
    assert "Final ranking (7.3)" in out.output


def test_planted_mistakes_are_all_reported():
    """Every planted mistake, in order, with its rule and line; nothing else (no cascade)."""
    result = replay(parse_file(EXAMPLES / "planted-mistakes.log"))
    assert [(f.rule, f.line) for f in result.violations] == [
        ("1.4.2", 10),   # Troops into a State (Rajputana): the step is skipped
        ("4.2.2", 10),   # Govern in a third space
        ("3.3.1", 11),   # Rally places more Activists than the Population
        ("2.3.5", 19),   # a Limited Deploy in two Cities
        ("3.3.4", 34),   # Non-Cooperation in a space without a Protest
        ("4.5.3", 39),   # Assassinate outside the Unrest spaces
        ("3.2.4", 44),   # three Protests after Gandhi's arrest
        ("3.4.3", 49),   # an Attack without its die roll
        ("2.3.1", 57),   # an Ineligible faction acts
    ]
    lines = (EXAMPLES / "planted-mistakes.log").read_text(encoding="utf-8").splitlines()
    for finding in result.violations:
        assert finding.rule in lines[finding.line - 1].split("#", 1)[1], finding


def test_example_logs_survive_fmt():
    """`gandhi fmt` (canonical form) gives back the same moves for every bundled log."""
    from gandhi_cli.notation.fmt import fmt
    from gandhi_cli.notation.parse import parse

    for path in sorted(EXAMPLES.glob("*.log")):
        log = parse_file(path)
        again = parse(fmt(log), str(path))
        assert again.errors == () and again.statements == log.statements and again.headers == log.headers


def test_events_log_is_clean():
    """5.1: six Events written effect by effect, each checked against its card's text, and the
    Operations around them (2.3.4: Op + SA after an Event)."""
    result = replay(parse_file(EXAMPLES / "events.log"))
    assert result.violations == [], [str(f) for f in result.violations]
    assert result.cards_played == 6
    events = [st for st in parse_file(EXAMPLES / "events.log").statements
              if isinstance(st, Play) and st.choice == "event"]
    assert len(events) == 6
    assert not [f for f in result.findings if f.note and "not checked" in f.message]


def test_np_short_log_is_a_whole_clean_all_non_player_game():
    """8.0, 8.10 (issue #8): four Arjuna bots from set-up to the end of the game, every move legal."""
    log = parse_file(EXAMPLES / "np-short.log")
    result = replay(log)
    assert result.violations == []
    assert result.verdict is not None and result.verdict.game_over
    assert sum(isinstance(st, CampaignStart) for st in log.statements) >= 1
    text = (EXAMPLES / "np-short.log").read_text()
    assert "[Players ]" in text and text.count("#@np ") > 20


def test_np_solitaire_log_mixes_a_player_and_bots_and_is_clean():
    """8.0 (issue #8): Congress is the player's ([Players INC]); the bots' moves follow its own."""
    log = parse_file(EXAMPLES / "np-solitaire.log")
    result = replay(log)
    assert result.violations == []
    factions = [st.faction for st in log.statements if isinstance(st, Play)]
    assert "INC" in factions and {"RAJ", "ML", "REV"} <= set(factions)
    out = CliRunner().invoke(main, ["next", str(EXAMPLES / "np-solitaire.log")])
    assert out.exit_code == 0 and "a player's move" in out.output  # it is Congress's turn again
