"""What `gandhi status` says (docs/status.md): the card, the next card, who acts now and with which
options (2.3.2, 2.3.4), the follow-ups open (3.2.4, 6.8, 8.9.4), on a card not done who acted,
Passed and is still to choose on it, else the Eligibility for the next card (2.3.2, 2.3.6), and
with `options` the activities the faction due may choose, from the Game core (game.py)."""

from __future__ import annotations

import shlex

from ..core.game import Due, DueKind, Game
from ..io.boundedread import STDIN_NAME
from ..model import terms
from ..model.terms import ActivityKind
from ..notation import actions as A
from ..rules.sequence import OP_ONLY, OP_SA
from .tables import next_card

FORMAT = 1  # the JSON's "format": raised when a field changes meaning or goes


FROM_STDIN = "the log was read from standard input: save it to a file first, and name that file as LOG"

def _card(number: int | None) -> dict | None:
    from ..model.cards import card
    from ..model.scenario import CAMPAIGN_CARDS

    if number is None:
        return None
    return {"number": number, "campaign": number in CAMPAIGN_CARDS, "title": card(number).title}


def _due(due: Due) -> dict:
    return {"kind": due.kind.value, "faction": due.faction, "name": due.name, "position": due.position,
            "options": sorted(due.options), "text": due.describe()}


def activities(game: Game, due: Due, with_moves: bool = False) -> list[dict]:
    """The activities open to the faction due, from `Game.legal(spaces=True, moves=with_moves)`:
    `{"choice", "name", "kind"}`, with `"side"`, `"checked"` and, for a side whose text is checked,
    `"next"` (what its first clause can take: `[{"clause", "spaces": [{"space", "count"}]}]`, 5.1)
    for an Event side, `"limited_only"` for an Operation, and for an Operation or a Special
    Activity `"spaces"` (`[{"space", "cost"}]`, the spaces it may choose now, 3.1.1, 4.1.1),
    `"pays"` (whether choosing a space costs the faction Resources: only the Raj and the
    Revolutionaries held by a player pay, 3.1, 8.6.2, and only where some space costs any)
    and `"limits"` (its limits in words, `Activity.limits_text`, or null);
    for a Special Activity `"orders"` (where it may stand in the statement, 4.1: `before`,
    `after`, `within` the Operation); with `with_moves`, `"moves"` (`[{"kind", "from", "to",
    "path", "count", "pieces"}]`, `Candidate.moves`) for one whose moves are listed (3.2.1-3.2.3,
    3.3.2, 3.3.3, 3.4.2)."""
    from ..notation.statements import piece_text
    from ..rules.activity import Activity, Turn
    from ..rules.catalog import find
    from ..rules.events import event_class

    order = {"pass": 0, "event": 1, "op": 2, "sa": 3, "campaign": 4, "follow-up": 5}
    only_limited = not due.options & {OP_ONLY, OP_SA}
    pays = due.faction in (terms.RAJ, terms.REV) and due.faction not in game.non_players  # 3.1, 8.6.2
    out: dict[str, dict] = {}
    for cand in game.legal(spaces=True, moves=with_moves):
        act = cand.action
        if act.choice == A.Choice.PASS:
            out["pass"] = {"choice": "pass", "name": "pass", "kind": "pass"}
        elif act.choice == A.Choice.EVENT and act.side is not None and isinstance(due.name, int):
            side = act.side.value
            out[f"event {side}"] = {"choice": "event", "name": f"event {side}", "kind": "event", "side": side,
                                    "checked": event_class(due.name, side) is not None}
            if cand.event is not None:
                out[f"event {side}"]["next"] = [
                    {"clause": c.text, "spaces": [{"space": o.space, "count": o.count} for o in c.spaces]}
                    for c in cand.event.clauses]
        for i, part in enumerate(act.parts):
            if cand.choice == "part" and act.faction.value != due.faction:
                continue  # a later faction's part (6.2-6.4): that faction's options, not the one due's
            if cand.choice in ("part", "follow-up"):
                kind = "campaign" if cand.choice == "part" else "follow-up"
                part_entry: dict = {"choice": "activity", "name": part.name.value, "kind": kind}
                if kind == "campaign" and i < len(cand.spaces):  # the spaces a step may name (6.3)
                    part_entry["spaces"] = [{"space": o.space, "cost": o.cost} for o in cand.spaces[i]]
                    if find(act.faction.value, part.name.value) is not None:  # read from the live round
                        part_entry["limits"] = game.part_limits(act.faction.value, part.name.value)
                out[part.name.value] = part_entry
                continue
            if part.limited and not only_limited:  # the full Operation is open: it is the one listed
                continue
            cls = find(act.faction.value, part.name.value)
            kind = cls.kind.value if cls is not None else ActivityKind.OP.value
            name = part.name.value + (" limited" if part.limited else "")
            if name in out:  # listed already (each Operation comes with every SA): the first stays
                continue
            entry: dict = {"choice": "activity", "name": name, "kind": kind}
            if kind == "op":
                entry["limited_only"] = only_limited
            if kind in ("op", "sa") and i < len(cand.spaces):
                entry["spaces"] = [{"space": o.space, "cost": o.cost} for o in cand.spaces[i]]
                entry["pays"] = pays and any(o.cost for o in cand.spaces[i])
            if cls is not None and kind in ("op", "sa"):
                turn = Turn(game.state, act.faction.value, "", [])
                turn.non_players = game.non_players
                entry["limits"] = cls(turn, part.limited).limits_text()
            if kind == "sa" and cand.orders:
                entry["orders"] = sorted({_place(o, part.name.value) for o in cand.orders}, key=PLACES.index)
            if with_moves and cls is not None and cls.candidate_moves is not Activity.candidate_moves:
                found = cand.moves[i] if i < len(cand.moves) else ()
                entry["moves"] = [m.as_dict() | {"pieces": piece_text(m.kind, m.count)} for m in found]
            out[name] = entry
    return sorted(out.values(), key=lambda e: order[e["kind"]])


PLACES = ("before", "after", "within")  # a Special Activity's place in its statement (4.1)


def _place(parts: tuple[str, ...], sa: str) -> str:
    """Where the Special Activity `sa` stands in the parts `parts` (an order of `Candidate.orders`)."""
    if len(parts) > 2:
        return "within"
    return "before" if parts[0] == sa else "after"


def status(game: Game, path: str, with_options: bool = False, with_moves: bool = False) -> dict:
    """The status of a game, as `gandhi status --json` prints it. Only what is known is said: before
    the first card's line the opening card is revealed, not done (2.2: `card_done` false,
    `started` false), and with a deck shuffled by hand (DECK-1) no card due is named (the log's
    stand-in deck would invent one)."""
    state = game.state
    due = game.due()
    turn = game.card_view()
    fresh = _not_begun(game, due)
    due_data = _due(due)
    if due.kind in (DueKind.CARD, DueKind.CAMPAIGN) and not game.knows_next():
        due_data.update(kind=DueKind.CARD.value, name=None, text="the next card, turned up from the deck")
    revealed = game.revealed()  # a deck shuffled by hand: the card the table turned up (2.3.7)
    upcoming = None if game.over() else revealed[0] if revealed is not None else next_card(state)
    data = {
        "format": FORMAT,
        "file": path,
        "card": None if fresh and due_data["name"] is None else _card(state.current_card),
        "next_card": _card(upcoming),
        "card_done": False if fresh else (game.card_done() if turn is not None
                                          else not game.in_campaign() or game.over()),
        "due": due_data,
        "started": not fresh,
        "eligible": [f for f in terms.FACTIONS if state.eligibility[f] == terms.ELIGIBLE],
        "on_card": _on_card(game) if turn is not None and not game.card_done() else None,
        "follow_ups": [{"name": name, "faction": owner, "optional": owner not in game.non_players}
                       for name, owner in game.open_follow_ups()],
        "non_players": [f for f in terms.FACTIONS if f in game.non_players],
        "game_over": game.over(),
        "violations": len(game.violations),
    }
    by_hand = game.deck_by_hand()
    table = {"reveal": by_hand and revealed is None, "seeded": "seed" in game.headers(),
             "revealed_order": bool(revealed and revealed[1])}
    step = next_step(data, "LOG" if path == STDIN_NAME else shlex.quote(path), table)
    if path == STDIN_NAME and " LOG" in step["text"]:  # `gandhi add '<stdin>'` would name no file
        step.update(command=None, text=step["text"] + f" ({FROM_STDIN})")
    data["next_step"] = step
    if with_options or with_moves:
        data["activities"] = activities(game, due, with_moves)
    return data


def _not_begun(game: Game, due: Due) -> bool:
    """No card has been played yet: the card due is the opening one (2.2), not one that is done."""
    return (game.card_view() is None and not game.in_campaign() and not game.state.played
            and due.kind in (DueKind.CARD, DueKind.CAMPAIGN))


def next_step(data: dict, log: str, table: dict | None = None) -> dict:
    """What to type next (issue #23): `{"by", "faction", "command", "text"}`. `by` is "player",
    "non-player" or null (nothing, or a step no one writes); `command` the command line, or null
    where the player must fill in something only the physical game shows (the card turned up, its
    faction order); `text` the same in words. A Non-Player's move and the card line of a game with
    Non-Players are written by `gandhi next` (it keeps the card's faction order, NP-ORD-1); the
    players' moves by `gandhi add`. `table` (issue #32), for the physical game: `reveal` when a
    deck shuffled by hand has not revealed the next card (a Non-Player looks at it, 8.2.1),
    `seeded` False when the table gives the Non-Players' Arjuna cards and dice, `revealed_order`
    when the card revealed was written with its order. Never a command that refuses."""
    due, nps = data["due"], set(data["non_players"])
    table = table or {"reveal": False, "seeded": True, "revealed_order": False}
    kind, faction, name = due["kind"], due["faction"], due["name"]
    bot = f"gandhi next {log} --append"

    def step(by: str | None, command: str | None, text: str, who: str | None = faction) -> dict:
        return {"by": by, "faction": who, "command": command, "text": text}

    if data["game_over"] or kind == "over":
        return step(None, None, "nothing: the game is over")
    if kind in ("card", "campaign"):
        if name is None:
            return step("player", None, f"turn up the next card and write it: gandhi add {log} 'card N [ORDER]' "
                        "(N and the faction order printed on the card), or 'campaign N' for a Campaign card")
        if table["revealed_order"]:
            card_line = f"gandhi add {log} 'card {name}'"
            first = (f"; if the card turned up after it is a Campaign card, gandhi add {log} 'campaign N' "
                     "first (2.4)")
            return step("non-player" if nps else "player", bot if nps else card_line,
                        (f"{bot} (writes the card line with the order revealed)" if nps else
                         f"{card_line} (the order as revealed)") + first)
        if nps:
            return step("non-player", bot, f"{bot} (writes the {kind} line"
                        + (" with the card's faction order)" if kind == "card" else ")"))
        if kind == "campaign":
            return step("player", f"gandhi add {log} 'campaign {name}'", f"gandhi add {log} 'campaign {name}'")
        from ..model.cards import card as card_data

        face = card_data(name)
        order = getattr(face, "order", None)
        if order:  # known: bundled, or the table's card faces file (issue #32)
            line = f"gandhi add {log} 'card {name}'"
            source = getattr(face, "order_provenance", "")
            return step("player", line, f"{line} (its order {' '.join(order)}: {source})")
        return step("player", None, f"gandhi add {log} 'card {name} [ORDER]' (the faction order printed on the card; "
                    f"gandhi card {name} --order ... remembers it for the next games)")
    if kind == "reset":
        return step("non-player" if nps else None, bot if nps else None,
                    bot if nps else "the Reset (6.5) needs no line: write what follows it")
    for fu in data.get("follow_ups", ()):  # a choice after a turn comes first (3.2.4, 6.8, 8.9.4)
        owner = fu["faction"]
        if owner in nps:
            return step("non-player", bot, f"{bot} ({owner} is a Non-Player)", owner)
        command = f"gandhi add {log} '{owner} {fu['name']}: ...'"
        none = f" or '{owner} {fu['name']}' for none" if fu["optional"] else ""
        return step("player", command, f"{command} ({owner}'s player chooses now{none}; "
                    f"then {faction or 'the next'}'s move)", owner)
    if faction is None:  # a card whose faction order is not known
        return step("player", None, f"the card's faction order is not known: write it in the card's line "
                    f"('card {name} [ORDER]'), then the 1st Eligible's move")
    if faction in nps and kind == "act" and table["reveal"]:
        return step("player", None, f"{faction} (a Non-Player) looks at the next card (8.2.1): turn it up and "
                    f"write it: gandhi add {log} 'reveal N [ORDER]' (N and the faction order printed on it; "
                    f"a Campaign card: 'campaign N', 2.4)")
    if faction in nps and not table["seeded"]:
        ask = f"gandhi next {log}"
        return step("non-player", ask, f"{ask} (says which Arjuna card and dice {faction} needs, one at a time; "
                    f"then gandhi next {log} --arjuna CARDS --rolls DICE --append)")
    if faction in nps:
        return step("non-player", bot, f"{bot} ({faction} is a Non-Player)")
    head = f"{faction} {name}: ..." if kind == "part" else f"{faction} ..."
    command = f"gandhi add {log} '{head}'"
    return step("player", command, f"{command} ({faction}'s player writes the move; "
                f"gandhi status {log} --options lists what is open)")


def _on_card(game: Game) -> dict:
    """The card being played, while it is not done (2.3.1, 2.3.2): the factions Eligible for it,
    those that acted on it (an Operation or the Event: Ineligible for the next card, 2.3.6), those
    that Passed, and the Eligible factions still to choose, in the card's order (any order while
    the card's order is not known)."""
    turn = game.card_view()
    assert turn is not None  # a card is being played
    seen = {f for f, _ in turn.done}
    to_choose = list(turn.candidates) if turn.order else [
        f for f in terms.FACTIONS if f in turn.eligible and f not in seen]
    return {"card": turn.card,
            "eligible": [f for f in terms.FACTIONS if f in turn.eligible],
            "acted": [f for f, _ in turn.acted],
            "passed": [f for f, a in turn.done if a == "pass"],
            "to_choose": to_choose}


def _eligible_line(data: dict) -> str:
    """The Eligibility line: on a card not done, who acted, who Passed and who is still to choose
    (2.3.2); else the factions Eligible for the next card (2.3.6, 2.3.1)."""
    on = data.get("on_card")
    if on is None:
        return f"Eligible for the next card (2.3.6): {' '.join(data['eligible']) or '-'}"
    parts = [f"{' '.join(on['acted'])} acted" if on["acted"] else "",
             f"{' '.join(on['passed'])} passed" if on["passed"] else "",
             f"still to choose: {' '.join(on['to_choose']) or '-'}"]
    ineligible = [f for f in terms.FACTIONS if f not in on["eligible"]]
    if ineligible:
        parts.append(f"Ineligible: {' '.join(ineligible)}")
    return f"On card {on['card']} (2.3.2): " + "; ".join(p for p in parts if p)


def status_text(data: dict) -> str:
    """`gandhi status` in words."""

    def card(c: dict | None) -> str:
        return "-" if c is None else f"#{c['number']} {c['title']}"

    due = data["due"]
    done = data["card_done"] and data["card"] is not None and due["kind"] != "act"
    opening = "" if data["started"] or data["card"] is None else " (revealed, not played yet: 2.2)"
    lines = [f"Card: {card(data['card'])}" + (" (done)" if done else opening),
             f"Next card: {card(data['next_card'])}"]
    lines += now_lines(data)
    lines.append(_eligible_line(data))
    for fu in data["follow_ups"]:
        lines.append(f"Open: {fu['faction']} {fu['name']}" + (" (optional)" if fu["optional"] else ""))
    if data["violations"]:
        lines.append(f"{data['violations']} violation(s) in the log so far (gandhi validate)")
    for act in data.get("activities", []):
        extra = "" if act.get("checked", True) else " (its text is applied as written, not checked yet)"
        lines.append(f"  {act['name']:<28} {act['kind']}{extra}")
        if act.get("limits"):
            lines.append(f"    limits: {act['limits']}")
        if act.get("orders"):
            lines.append(f"    with an Operation (4.1): {_or(act['orders'])} it")
        if "spaces" in act:
            if act.get("pays"):
                where = ", ".join(f"{o['space']} ({o['cost']})" for o in act["spaces"]) or "none"
                lines.append(f"    spaces (cost): {where}")
            else:
                lines.append(f"    spaces: {', '.join(o['space'] for o in act['spaces']) or 'none'}")
        if "moves" in act:
            moves = ", ".join(f"{m['pieces']} {'>'.join(m['path'])}" for m in act["moves"]) or "none"
            lines.append(f"    moves (up to): {moves}")
        for clause in act.get("next", []):
            lines.append(f"    next: '{clause['clause']}'")
            if clause["spaces"]:
                where = ", ".join(o["space"] + ("" if o["count"] is None else f" ({o['count']})")
                                  for o in clause["spaces"])
                lines.append(f"    spaces (how many): {where}")
    return "\n".join(lines) + "\n"


def now_lines(data: dict) -> list[str]:
    """Who or what the game waits for, whether a player or a Non-Player holds it, and what to
    type (`Now: ...`, `Next step: ...`): the short status `gandhi add` prints."""
    from ..rules.sequence import ACTION_LABELS

    due = data["due"]
    lines: list[str] = []
    holder = _holder(due["faction"], data["non_players"])
    if data["game_over"]:
        lines.append("Now: nothing, the game is over")
    elif due["kind"] == "act":
        who = due["faction"] or "an Eligible faction (the card's order is not known)"
        place = {1: "1st Eligible", 2: "2nd Eligible"}.get(due["position"], "")
        options = " or ".join(ACTION_LABELS[o] for o in due["options"])
        lines.append(f"Now: {who}{holder}, {place} on card {due['name']}: {options} (2.3.4)")
    elif due["kind"] in ("card", "campaign"):
        what = "the next card (not known: a deck shuffled by hand)" if due["name"] is None else due["text"]
        lines.append(f"Now: {what} is played next (2.3.7, 2.4)")
    else:
        lines.append(f"Now: {due['text']}{holder}")
    if not data["game_over"]:
        lines.append(f"Next step: {data['next_step']['text']}")
    return lines


def _holder(faction: str | None, non_players: list[str]) -> str:
    """` (a Non-Player)` or ` (a player)` after a faction's name, nothing without one."""
    if faction is None:
        return ""
    return " (a Non-Player)" if faction in non_players else " (a player)"


def _or(words: list[str]) -> str:
    """`a, b or c`."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]
