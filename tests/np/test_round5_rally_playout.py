"""Issue #35 item 1, the Non-Players' side: with no Activist Available, the NP Congress and League
never write an Operation whose only steps are off the map. 2.3.4 (IT:357-358: an Operation is "in
uno o più spazi"), IT:369 (the parts off the map come besides the space), 8.1.5 (IT:1107: a space
is available only where the action can be carried out), 8.3 (IT:1172: no space for the
Operation, draw a new card); NP-INC-12, NP-ML-14, EMPTY-OP-1. Over seeded Arjuna decks and dice,
every move the bots build from the cards (8.3, `arjuna.operation`) is read as written."""

from __future__ import annotations

import random

import npboard
import pytest

from gandhi_cli.model import terms
from gandhi_cli.model.scenario import setup
from gandhi_cli.np import arjuna
from gandhi_cli.np.decision import Decision

OFF_MAP = {"roll", "release", "out-of-play"}  # the steps of an Operation that name no space (3.3.1)
SEEDS = range(24)


def _position(faction: str):
    """The Short set-up with none of `faction`'s Activists Available: 6 in Jail, the rest Out of Play."""
    s = setup("short", seed=1)
    own = terms.INC_ACTIVISTS if faction == terms.INC else terms.ML_ACTIVISTS
    s.jail[own] = 6
    s.out_of_play[own] = s.out_of_play.get(own, 0) + s.available(own)
    assert s.available(own) == 0
    return s


def _op_steps(walk) -> list[str]:
    text = walk.plan.part_text(walk.op) or ""
    body = text.split(":", 1)[1] if ":" in text else ""
    return [step.split()[0] for step in body.split(";") if step.strip()]


@pytest.mark.parametrize("faction", [terms.INC, terms.ML])
def test_np_rally_with_no_activist_available_never_writes_an_operation_off_the_map(faction):
    """2.3.4 (IT:357), IT:369, 8.1.5, 8.3: every Operation the bot writes from 0 Activists
    Available has a step in a space (the Rally's release alone was written before, NP-INC-12,
    NP-ML-14), and the whole move gives no finding; a bot that finds none Passes (NP-ARJ-2)."""
    written = 0
    for seed in SEEDS:
        d = Decision(_position(faction), faction, non_players={faction, terms.RAJ}, rng=random.Random(seed))
        plan = npboard.walk_on(d).plan
        deck = arjuna.ArjunaDeck.shuffled({faction, terms.RAJ}, random.Random(f"{seed}:deck"))
        walk = arjuna.operation(d, deck, plan)
        if walk is None:
            continue
        steps = _op_steps(walk)
        assert steps and not set(steps) <= OFF_MAP, (seed, walk.plan.text())
        assert walk.plan.found + walk.plan.end_findings() == [], (seed, walk.plan.text())
        written += 1
    assert written > 0  # the position leaves the bots Operations to write
