"""What a push followed by a pop must give back (python-chess's push/pop, issue #16), shared by
the Game tests (imported as `game_snapshot`: pytest puts tests/core on the path)."""

from __future__ import annotations

import json

from gandhi_cli.core.game import Game
from gandhi_cli.render.tables import state_dict


def board_json(game: Game) -> str:
    """The board and boxes, as `state --json` pictures them."""
    return json.dumps(state_dict(game.state), sort_keys=True)


def everything(game: Game) -> tuple:
    """The board and boxes (`state --json`'s picture), the deck, and the engine's bookkeeping:
    the card turn (2.3), the Eligibility changes to come (2.3.6), the expected card (2.3.7), the
    open follow-ups (3.2.4, 6.8, 8.9.4), the Campaign round (6.0), the findings and what is due."""
    rp, state = game.engine, game.state
    turn = rp.turn and (turn_ := rp.turn, (turn_.card, turn_.order, turn_.eligible, list(turn_.done)))[1]
    rnd = rp.round and (rp.round.card, rp.round.place, rp.round.over, rp.round.final, rp.round.strikes_choice,
                        rp.round.earned)
    deck = rp.open_deck and (rp.open_deck.drawn, rp.open_deck.campaigns, sorted(rp.open_deck.reported))
    return (board_json(game), list(state.deck), list(state.played), state.current_card, state.viceroy,
            dict(state.eligibility), turn, rp.expect, rp.in_campaign, sorted(rp.windows), rnd, deck,
            sorted(rp.made_eligible), sorted(rp.made_ineligible), repr(rp.round_shared), rp.verdict,
            list(game.findings), game.due(), game.refused)
