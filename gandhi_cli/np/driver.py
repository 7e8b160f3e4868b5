"""Play a log forward (8.0): replay it, find what comes next — a card, a Campaign round, a faction's
choice on the card, a Campaign round part, an end-of-turn choice — and, when a Non-Player is to
act, produce its move as notation (`gandhi next`, `gandhi play`).

Determinism: a move depends only on the log's text and the seed. Every NP decision draws from
`random.Random(f"{seed}:{line}")`, `line` being the number of lines of the log so far, so `gandhi
next` on a log written by `gandhi play` gives the move `play` wrote. The Arjuna deck is shuffled
from the seed at the start and at each Campaign round (8.3, 8.9.4); the cards an NP drew are
written in a comment before its move (`#@np RAJ arjuna B,BB rolls 3 5`), and re-reading a log
advances the deck by them.

Card faction order: most card faces are not in our texts (gandhi_cli/data/cards). For a card
whose order is unknown, the driver draws one from the seed (`random.Random(f"{seed}:order:{n}")`)
and writes it in the card line, so the log states it (reading NP-ORD-1).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from ..core.game import Due, DueKind, Game
from ..io.errors import InputError, Location
from ..io.quoting import quote
from ..model import terms
from ..model.scenario import EVENT_CARDS
from ..notation.convert import action_text
from ..notation.parse import parse
from ..notation.statements import CampaignStart, Header, Log, Pos
from ..rules.sequence import EVENT, LIMITED_OP, OP_ONLY, OP_SA, PASS, upcoming
from .decision import Decision
from .plan import Plan

NP_COMMENT = re.compile(r"^#@np\s+(RAJ|INC|ML|REV)\b(?:\s+arjuna\s+([A-Z,]+))?")


@dataclass
class Move:
    lines: list[str] = field(default_factory=list)
    explain: list[str] = field(default_factory=list)


def card_order(n: int, seed: int) -> tuple[tuple[str, ...], bool]:
    """The card's faction order and whether it comes from the card data (else drawn, NP-ORD-1)."""
    from ..model.cards import card

    order = getattr(card(n), "order", None)
    if order and len(order) == 4:
        return tuple(order), True
    factions = list(terms.FACTIONS)
    random.Random(f"{seed}:order:{n}").shuffle(factions)
    return tuple(factions), False


class Autoplay:
    """A log being played forward: the Game core fed the log, then each move a Non-Player makes."""

    def __init__(self, text: str, name: str = "<log>", seed: int | None = None, log: Log | None = None):
        """`text` is the log (already parsed as `log`, if given); `seed` defaults to its [Seed]."""
        self.name = name
        self.lines: list[str] = text.splitlines()
        log = log or parse(text, name)
        if log.errors:
            raise log.errors[0]
        self.game = Game(log)
        if self.game.deck_by_hand():  # DECK-1: a deck shuffled by hand cannot be foreseen
            h = self.game.headers()["scenario"]
            raise InputError(f"{name} has neither [Seed] nor [Deck]: its cards come from a deck shuffled by hand, "
                             "and a Non-Player must see the next card (2.2, 8.0); add [Seed N] for a deck "
                             "gandhi shuffles, or [Deck ...] with the deck's order, top first",
                             Location(name, h.pos.line, h.pos.column))
        header = self.game.headers().get("seed")
        self.seed = seed if seed is not None else (header.values[0] if header else 0)
        self.campaigns = 0
        self.explain_in_log = False  # write each NP's chart path as comments (gandhi play --explain)
        self.new_deck()
        last_campaign = 0
        for st in log.statements:
            self._feed(st)
            if isinstance(st, CampaignStart):
                last_campaign = st.pos.line
        self._replay_draws(self.lines[last_campaign:])
        self.baseline = len(self.violations())

    # ----------------------------------------------------------------- state of play
    @property
    def state(self):
        return self.game.state

    @property
    def non_players(self) -> frozenset[str]:
        return self.game.non_players

    def violations(self):
        return self.game.violations

    def new_deck(self) -> None:
        from .arjuna import ArjunaDeck

        rng = random.Random(f"{self.seed}:arjuna:{self.campaigns}")
        self.deck = ArjunaDeck.shuffled(self.non_players, rng) if self.non_players else None

    def _replay_draws(self, lines: list[str]) -> None:
        """Advance the Arjuna deck by the cards drawn since the last shuffle: the `#@np` comments
        of `lines`, those after the last `campaign` line."""
        from .arjuna import cards

        for line in lines:
            m = NP_COMMENT.match(line.strip())
            if m and m.group(2) and self.deck is not None:
                faction = m.group(1)
                for cid in m.group(2).split(","):
                    if cards(faction).get(cid, {}).get("back"):
                        self.deck.replay_draw(faction, cid)

    def over(self) -> bool:
        return self.game.over()

    def due(self) -> Due:
        """What the Game waits for; a card written without its order, which the card data lacks,
        gets the order drawn from the seed after the factions that chose (NP-ORD-1)."""
        turn = self.game.card_view()
        if turn is not None and not turn.order:
            self.game.fill_order(card_order(turn.card, self.seed)[0])
        return self.game.due()

    # ----------------------------------------------------------------- feeding lines
    def append(self, lines: list[str]) -> list:
        """Add lines to the log and replay their statements; the new violations."""
        offset = len(self.lines)
        self.lines.extend(lines)
        log = parse("\n" * offset + "\n".join(lines), self.name)
        if log.errors:
            raise log.errors[0]
        return [f for st in log.statements for f in self._feed(st) if not f.note]

    def _feed(self, st) -> list:
        found = self.game.push(st)
        if isinstance(st, CampaignStart):
            self.campaigns += 1
            self.new_deck()  # 8.9.4: the deck is shuffled at the round's Reset; no draw comes between
        return found

    def decision(self, faction: str, **kw) -> Decision:
        rng = random.Random(f"{self.seed}:{len(self.lines)}")
        d = Decision(self.state, faction, self.non_players, rng, **kw)
        d.game = self.game
        return d

    # ----------------------------------------------------------------- one step
    def step(self) -> tuple[Due, Move | None]:
        """What comes next and, unless a player must write it, the lines that do it."""
        due = self.due()
        if due.kind == DueKind.OVER:
            return due, None
        if due.kind == DueKind.CARD:
            assert isinstance(due.name, int)
            order, known = card_order(due.name, self.seed)
            note = [] if known else [f"# card {due.name}: faction order not in our sources, drawn from seed "
                                     f"{self.seed} (NP-ORD-1)"]
            return due, Move(note + [f"card {due.name} [{' '.join(order)}]"])
        if due.kind == DueKind.CAMPAIGN:
            return due, Move(["", f"campaign {due.name}"])
        if due.kind == DueKind.RESET:
            return due, None
        if due.faction not in self.non_players:
            return due, None
        if due.kind == DueKind.ACT:
            return due, self.act(due.faction, due)
        if due.kind == DueKind.PART:
            return due, self.part(due.faction, str(due.name))
        return due, self.window(due.faction, str(due.name))

    def reset(self) -> None:
        """Close the Campaign round: the Reset (6.5) runs, opening the Crisis and NP Protest
        windows (6.8, 8.9.4)."""
        self.game.reset(Pos(len(self.lines) + 1, 1))

    def advance(self) -> tuple[Due, Move | None, list]:
        """Do the next step if no player must write it: (what was due, the move, new violations)."""
        due, move = self.step()
        if due.kind == DueKind.RESET:
            self.reset()
            return due, Move(), []
        if move is None:
            return due, None, []
        if due.kind == DueKind.FOLLOW_UP and not move.lines:
            self.game.decline_follow_up(str(due.name))  # the Non-Player leaves the choice unused
            return due, move, []
        if due.kind == DueKind.PART and not move.lines:
            self.game.reach_part(str(due.faction), str(due.name))  # nothing written there
            return due, move, []
        if self.explain_in_log and move.explain:
            move.lines = [f"# {line}" for line in move.explain] + move.lines
        return due, move, self.append(move.lines)

    # ----------------------------------------------------------------- Non-Player moves
    def act(self, faction: str, due: Due | None = None) -> Move:
        """The Non-Player's choice on the card: its place and the options open to it read from
        the Game's `due()` (2.3.2, 2.3.4); what the factions before it chose from the card."""
        from . import events
        from .arjuna import module, operation
        from .eligibility import Situation, choose, sure_first_next

        due = due or self.due()
        turn = self.game.card_view()
        assert turn is not None, "a Non-Player acts on a card being played"
        card = due.name if isinstance(due.name, int) else turn.card
        position = due.position if due.position is not None else turn.position
        first = turn.acted[0][1] if turn.acted else None
        d = self.decision(faction, card=card, position=position)
        options = set(due.options)
        crit = events.critical(faction, card)
        others = list(turn.candidates[1:])
        next_crit = bool(others) and events.critical(others[0], card)
        n2 = (upcoming(self.state) or (None, False))[0]
        order2 = card_order(n2, self.seed)[0] if n2 in EVENT_CARDS else ()
        acted = [f for f, _ in turn.acted]
        ev_text = None
        d_ev = None
        if EVENT in options and (crit or (position == 2 and first == OP_SA)):
            # a Decision of its own: its dice and explanation count only if the Event is chosen
            dice = random.Random(f"{self.seed}:{len(self.lines)}:event")
            d_ev = Decision(self.state, faction, self.non_players, dice, card=card, position=position)
            d_ev.game = self.game
            ev_action = events.event_action(d_ev, card)
            ev_text = action_text(ev_action) if ev_action is not None else None
        s = Situation(position=position, first_action=first, current_critical=crit,
                      current_effective=ev_text is not None, next_eligible_critical=next_crit,
                      sure_first_next=sure_first_next(faction, order2, acted),
                      next_critical=n2 in EVENT_CARDS and events.critical(faction, n2))
        action, why = choose(s)
        d.why(why)
        text = None
        walk = None
        if action == EVENT and ev_text and d_ev is not None:
            text = ev_text
            d.explain += d_ev.explain
            d.rolls += d_ev.rolls
        elif action in (OP_SA, OP_ONLY, LIMITED_OP):
            if action not in options:
                action = LIMITED_OP if LIMITED_OP in options else PASS
            if action != PASS:
                d.limited = action == LIMITED_OP
                d.op_only = action == OP_ONLY
                assert self.deck is not None  # a Non-Player acts: the Arjuna deck is dealt (8.3)
                with Plan(self.game, faction) as plan:
                    walk = operation(d, self.deck, plan)
                    if walk is not None:
                        text = plan.text()
                if text is None:
                    d.why("no Operation could be done: Pass")
        if text is None:
            passing = getattr(module(faction), "pass_text", None)  # 8.1.4: each faction's Pass
            text = passing(d) if passing else f"{faction} pass"
        return Move([np_comment(faction, d, walk.cards if walk is not None else ()), text], d.explain)

    def part(self, faction: str, name: str) -> Move:
        from .campaign import part_text

        self.game.reach_part(faction, name)  # what comes before this place happens first
        d = self.decision(faction)
        d.campaign_round = self.game.round_view()  # type: ignore[attr-defined]  # the parts already written (6.3.2)
        text = part_text(d, name)
        lines = []
        if text:
            if d.rolls:
                lines.append(np_comment(faction, d))
            lines.append(text)
        else:
            d.why(f"{faction} {name}: nothing to do (8.9)")
        return Move(lines, d.explain)

    def window(self, faction: str, name: str) -> Move:
        from . import campaign, congress

        d = self.decision(faction)
        if name == "crisis":
            text = campaign.crisis(d)
        elif name == "np-protest":
            text = campaign.np_protest(d)
        else:
            text = congress.protests_after_arrest(d)
        lines = [text] if text else []
        if text and d.rolls:
            lines.insert(0, np_comment(faction, d))
        return Move(lines, d.explain)

    # ----------------------------------------------------------------- runs
    def until_player(self, max_steps: int = 100000, stop_after_np: bool = False):
        """Advance until a player must act or the game ends. Yields (due, move, violations)."""
        for _ in range(max_steps):
            due, move, bad = self.advance()
            if move is None:
                yield due, None, []
                return
            yield due, move, bad
            if stop_after_np and due.kind in (DueKind.ACT, DueKind.PART, DueKind.FOLLOW_UP) and move.lines:
                return


def np_comment(faction: str, d: Decision, cards=(), shown: int = 12) -> str:
    """The `#@np` comment before a Non-Player's move: the Arjuna cards read and the NP's own
    dice; a long list of dice (an Event's tie-breaks while its text was searched) is cut,
    `--explain` gives each with its reason."""
    note = f"#@np {faction}"
    if cards:
        note += " arjuna " + ",".join(cards)
    rolls = [str(r) for r, _ in d.rolls]
    if rolls:
        note += " rolls " + " ".join(rolls[:shown]) + (f" ... ({len(rolls)} in all)" if len(rolls) > shown else "")
    return note


def start_text(scenario: str, seed: int, non_players: set[str], gandhi: str | None = None,
               readings: dict[str, str] | None = None, log_dir: str | None = None) -> str:
    """The headers of a log `gandhi play` writes; `readings` ({id: option}) become `[Reading]`
    headers (readings.py), checked when the log is replayed; a scenario file is named relative to
    the log's folder `log_dir` (the current one by default), where the replay looks for it."""
    players = [f for f in terms.FACTIONS if f not in non_players]
    lines = [f"# {scenario} scenario played by gandhi play: Non-Players "
             f"{' '.join(sorted(non_players, key=terms.FACTIONS.index)) or 'none'}",
             _header_value("Scenario", _scenario_ref(scenario, log_dir)), f"[Seed {seed}]"]
    if gandhi:
        lines.append(_header_value("Gandhi", gandhi))
    lines += [f"[Reading {rid} {option}]" for rid, option in (readings or {}).items()]
    lines.append(f"[Players {' '.join(players)}]")
    return "\n".join(lines) + "\n"


def _scenario_ref(scenario: str, log_dir: str | None) -> str:
    """A bundled id as it is; a scenario file relative to the log's folder (quoted by
    `_header_value`)."""
    import os
    from pathlib import Path

    if "/" not in scenario and Path(scenario).suffix not in (".yaml", ".yml"):
        return scenario
    return os.path.relpath(Path(scenario).resolve(), Path(log_dir or ".").resolve())


def _header_value(tag: str, value: str) -> str:
    """`[Tag value]`, the value quoted when it is not one word (a scenario file's path, a space
    name of two words); a value the notation cannot write is refused (issue #15)."""
    if '"' in value or "".join(value.splitlines()) != value:
        raise InputError(f"[{tag}] cannot hold a name with a quote or a line break: {quote(value)}")
    return Header(tag, (value,), Pos(1, 1)).text()


def congress_setup_space(scenario: str, seed: int, non_players: set[str]) -> str | None:
    """The Main scenario's Congress set-up choice (Gandhi, 1 Activist and a Protest in any space,
    IT:1933) for a Non-Player Congress: the space its "gandhi" column picks among the
    non-Railway spaces (reading NP-SET-1: chapter 8 says nothing of set-up choices)."""
    from ..model.scenario import setup

    if terms.INC not in non_players:
        return None
    board = setup(scenario, seed=seed)
    if not getattr(board, "pending", None) and scenario != "main":
        return None
    d = Decision(board, terms.INC, non_players, random.Random(f"{seed}:setup"))
    cands = [sid for sid in board.spaces if not board.map.spaces[sid].is_railway]
    return d.select(cands, "gandhi", board=board)


def play(scenario: str, non_players: set[str], seed: int, gandhi: str | None = None,
         max_steps: int = 100000, readings: dict[str, str] | None = None) -> tuple[Autoplay, Due]:
    """Play from set-up until a player must act or the game ends (under `readings`, if given)."""
    if gandhi is None and scenario == "main":
        gandhi = congress_setup_space(scenario, seed, non_players)
    g = Autoplay(start_text(scenario, seed, non_players, gandhi, readings), f"<play {scenario}>", seed)
    due = Due(DueKind.OVER)
    for played in g.until_player(max_steps):
        due = played[0]  # the last one: what stopped the play
    return g, due


__all__ = ["Autoplay", "Move", "play", "start_text", "card_order", "congress_setup_space"]
