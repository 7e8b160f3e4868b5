"""Agreement of `Game.legal()` with the checker (issue #16): over positions taken from the
example logs and from all-Non-Player games (np.driver.play), every choice legal() offers is
accepted by the rules that check a written choice (2.3.1, 2.3.2, 2.3.4: CardTurn.record, and the
replay's reading of a statement as a choice), and every choice it does not offer is refused.
At least 2,000 positions."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from gandhi_cli import actions as A, terms
from gandhi_cli.errors import RuleViolation
from gandhi_cli.game import DueKind, Game
from gandhi_cli.notation import Pos, from_action, parse, parse_file
from gandhi_cli.sequence import ACTIONS, CardTurn

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
NP_GAMES = 14  # per scenario: with the example logs, over 2,000 positions
SEQUENCE_RULES = {"2.3", "2.3.1", "2.3.2", "2.3.4", "2.3.5", "2.3.6"}


@pytest.fixture(scope="module")
def positions() -> list[Game]:
    from gandhi_cli.np.driver import play

    logs = [parse_file(p) for p in sorted(EXAMPLES.glob("*.log"))]
    for scenario, seed in itertools.product(("short", "main"), range(NP_GAMES)):
        game, _ = play(scenario, set(terms.FACTIONS), seed)
        logs.append(parse("\n".join(game.lines) + "\n", f"<np {scenario} {seed}>"))
    out = []
    for log in logs:
        game = Game(log)
        for statement in log.statements:
            due = game.due()
            if due.kind in (DueKind.ACT, DueKind.PART, DueKind.FOLLOW_UP) and due.faction is not None:
                out.append(game.fork())
            game.push(statement)
            if game.over():
                break
    return out


@pytest.fixture(scope="module")
def act_positions(positions) -> list[Game]:
    """The positions where a faction chooses on a card (2.3.2)."""
    return [g for g in positions if g.due().kind == DueKind.ACT]


def _turn_copy(turn: CardTurn) -> CardTurn:
    return CardTurn(turn.card, turn.order, turn.eligible, list(turn.done))


def test_legal_agrees_with_the_sequence_checker(positions):
    """2.3.2, 2.3.4: at every position, each offered statement reads as the choice legal() says
    and CardTurn.record accepts it; every other (faction, choice) on the card is refused."""
    assert len(positions) >= 2000
    for game in positions:
        due = game.due()
        cands = game.legal()
        assert cands, due
        if due.kind != DueKind.ACT:
            assert [c.action.parts[0].name.value for c in cands] == [due.name]
            continue
        turn = game.card_turn()
        offered = {c.choice for c in cands}
        for cand in cands:
            statement = from_action(cand.action, Pos(1, 1))
            assert game.engine.choice(statement) == cand.choice
            _turn_copy(turn).record(due.faction, cand.choice)  # raises if the checker refuses it
        for faction, choice in itertools.product(terms.FACTIONS, ACTIONS):
            if faction == due.faction and choice in offered:
                continue
            if faction == due.faction and choice == "event" and "event" in due.options:
                continue  # a card with no Event text on either side offers no side (none here)
            with pytest.raises(RuleViolation):
                _turn_copy(turn).record(faction, choice)


def _sequence_findings(game: Game, action: A.FactionAction) -> list[str]:
    line = 10**6  # past every statement: the findings' place does not matter here
    return [f.rule for f in game.fork().push(action, Pos(line, 1)) if f.rule in SEQUENCE_RULES]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_offered_choices_pushed_give_no_sequence_finding_and_mutations_do(act_positions, data):
    """Pushed whole (no steps), an offered choice gives no 2.3 finding; the same choice by
    another faction, or a choice the card does not offer the faction due, gives one."""
    game = data.draw(st.sampled_from(act_positions))
    due = game.due()
    cands = game.legal()
    cand = data.draw(st.sampled_from(cands))
    assert _sequence_findings(game, cand.action) == []
    other = data.draw(st.sampled_from([f for f in A.Faction if f.value != due.faction]))
    assert _sequence_findings(game, A.FactionAction(other, cand.action.choice, cand.action.side,
                                                   cand.action.parts)) != []
    ops = [c.action for c in cands if c.choice == "limited"]
    if ops and "op" not in due.options:  # only a Limited Operation is open (2.3.4): a full one is refused
        full = A.FactionAction(ops[0].faction, A.Choice.ACTIVITY,
                               parts=(A.ActionPart(ops[0].parts[0].name),))
        assert _sequence_findings(game, full) != []
