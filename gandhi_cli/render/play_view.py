"""What the board picture shows beside the state that `state_dict` does not hold: where each
faction's cylinder stands on the Sequence of Play (2.3: the Eligible box, the 1st and 2nd
Eligible boxes with the choice made there, Pass, the Ineligible box) and, once the game is
over, its result (the winner and the final ranking, 7.3). Read from a `core.game.Game`."""

from __future__ import annotations

from ..core.game import Game
from ..model import terms
from ..rules.sequence import PASS

# the Sequence of Play boxes, left to right (2.3.1-2.3.6), and the choice names (2.3.4, 2.3.5)
BOXES = ("eligible", "first", "second", "passed", "ineligible")
BOX_LABELS = {"eligible": "Eligible", "first": "1st Eligible", "second": "2nd Eligible", "passed": "Pass",
              "ineligible": "Ineligible"}
CHOICE_LABELS = {"event": "Event", "op": "Op Only", "op+sa": "Op + SA", "limited": "Limited Op"}


def sequence_boxes(game: Game) -> dict[str, list[list[str]]]:
    """Each Sequence of Play box and the factions in it, as `[faction, choice]` pairs (the
    choice only in the 1st and 2nd Eligible boxes). On a card being played: the factions that
    acted on it in the order they acted (1st, then 2nd Eligible, 2.3.2), those that Passed
    (2.3.3), those Eligible still to choose, those Ineligible for it (2.3.1). Between cards, on
    a finished card and in a Campaign round: the Eligible and Ineligible boxes (2.3.6)."""
    boxes: dict[str, list[list[str]]] = {b: [] for b in BOXES}
    turn = game.card_view()
    if turn is None or turn.finished:
        for f in terms.FACTIONS:
            box = "eligible" if game.state.eligibility[f] == terms.ELIGIBLE else "ineligible"
            boxes[box].append([f, ""])
        return boxes
    acted = [f for f, _ in turn.acted]
    for place, (f, choice) in zip(("first", "second"), turn.acted, strict=False):
        boxes[place].append([f, choice])
    for f in terms.FACTIONS:
        if f in acted:
            continue
        if f not in turn.eligible:
            boxes["ineligible"].append([f, ""])
        elif any(g == f and a == PASS for g, a in turn.done):
            boxes["passed"].append([f, ""])
        else:
            boxes["eligible"].append([f, ""])
    return boxes


def game_result(game: Game) -> dict | None:
    """The game's result once it is over (6.1, 7.3): the reason, the ranking as
    `[player, margin]` best first (a player holding two factions is written `A+B`), and the
    winner (none when every player loses, 7.1); None while the game goes on."""
    verdict = game.verdict
    if verdict is None or not verdict.game_over:
        return None
    ranking = [["+".join(g), m] for g, m in verdict.ranking]
    return {"reason": verdict.reason, "ranking": ranking,
            "winner": None if verdict.all_players_lose or not ranking else ranking[0][0],
            "all_players_lose": verdict.all_players_lose}


def play_picture(game: Game) -> dict:
    """The picture's extra facts: `{"sequence": sequence_boxes, "result": game_result}`."""
    return {"sequence": sequence_boxes(game), "result": game_result(game)}
