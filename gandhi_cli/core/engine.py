"""The rules engine a `game.Game` drives, one statement at a time (`begin`, `feed`, `end`): set up
from the log's headers, play each card's sequence (2.3), run each faction's Operation and Special
Activity (3.0, 4.0) step by step, and collect every violation with its line and column. The route
of a log is `replay.replay`: parse, then `Game.push` per statement.

Recovery, so one mistake costs one finding: a step the board cannot carry out is skipped; a
choice the rules forbid (wrong space, too many, out of turn) is applied as written, so the
board follows what the players did; a choice out of turn counts for its faction's Eligibility
but takes no one's turn, so the faction it jumped may still write its own (SEQ-7); a card
played out of deck order is played as written. Each finding says which. Parts other issues own
(Events 5.0, Campaign rounds 6.0) are applied as written with a note that they are not checked yet.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple, TypeVar, cast

from ..io.errors import InputError, Location, RuleViolation
from ..io.quoting import hidden
from ..model import terms
from ..model.journal import Kept
from ..model.mapdata import load_map
from ..model.scenario import CAMPAIGN_CARDS, EVENT_CARDS, find_scenario, setup
from ..model.state import GameState
from ..notation.convert import Key, to_action
from ..notation.statements import CampaignStart, CardStart, Header, Log, Play, Pos, Reveal, Step
from ..rules.activity import APPLIED, SKIPPED, Finding, Turn
from ..rules.catalog import find
from ..rules.sequence import EVENT, LIMITED_OP, OP_ONLY, OP_SA, PASS, CardTurn, next_card

if TYPE_CHECKING:
    from ..notation import actions as A
    from ..rules.campaign import Verdict
    from ..rules.campaign_round.phases import CampaignRound
    from ..rules.deck import OpenDeck
    from .runs import Head, Run, Typed

_V = TypeVar("_V")  # the type a header's one value must have (`Engine.setup`)
#: the engine's fields (and its rules objects') that `books` never takes back: the findings, cut by count
_SHARED = ("findings",)
HEADER_TAGS = ("scenario", "seed", "gandhi", "players", "deck", "viceroy", "reading")
REPEATABLE = ("reading",)  # [Reading RED-1 strict] [Reading REV-1 and]: one header per reading allowed


class FollowUp(NamedTuple):
    """A choice written as its own statement after another turn: who makes it, its rule, the
    `turn_end` function that checks it, and when it may be written."""

    owner: str
    rule: str
    handler: str
    when: str


# end-of-turn choices (3.2.4, 6.8) and the NP Congress's Protest after a Campaign round's Reset (8.9.4)
FOLLOW_UPS = {
    "protests": FollowUp(terms.INC, "3.2.4", "gandhi_protests", "Congress places Protests only after the Raj "
                         "arrested Gandhi, at the end of that Raj turn"),
    "crisis": FollowUp(terms.RAJ, "6.8", "crisis_cubes", "the Raj moves cubes from Out of Play only at the end "
                       "of a turn in which a Crisis began"),
    "np-protest": FollowUp(terms.INC, "8.9.4", "np_protest", "only a Non-Player Congress places a Protest, at "
                           "the end of a Campaign round's Reset"),
}
AFTER_RESET = ("crisis", "np-protest")  # written after a Campaign round's parts: they end the round


@dataclass
class Result:
    state: GameState
    findings: list[Finding] = field(default_factory=list)
    players: dict[str, str] = field(default_factory=dict)  # faction -> player label
    cards_played: int = 0
    stopped_at: int | None = None
    verdict: object = None  # campaign.Verdict when the game ended in the log (6.1, 7.3)
    deck_by_hand: bool = False  # no [Seed] nor [Deck]: the deck's order is unknown (DECK-1)

    @property
    def violations(self) -> list[Finding]:
        return [f for f in self.findings if not f.note]

    @property
    def notes(self) -> list[Finding]:
        return [f for f in self.findings if f.note]


class Books(NamedTuple):
    """The engine's bookkeeping at one moment (Engine.books): its rules objects kept in place
    (journal.Kept), and how many findings."""

    kept: Kept
    findings: int


class Engine:
    """The engine for one parsed log, driven by a `game.Game` (`replay.replay` is the loop that
    pushes a log's statements); input that cannot be used at all (no scenario, an unknown header,
    a syntax error) raises InputError before any move is replayed."""

    def __init__(self, log: Log, map_path: str | None = None):
        if log.errors:
            raise log.errors[0]
        self.log = log
        self.path = log.path
        self.map_path = map_path
        self.findings: list[Finding] = []
        self.turn: CardTurn | None = None
        self.card_pos: Pos | None = None
        self.in_campaign = False
        self.expect: tuple[str, int | None] | None = None  # ("card" | "campaign", number) when the deck is known
        self.windows: dict[str, Turn] = {}  # open end-of-turn choices: "protests", "crisis"
        self.deck_known = False
        self.open_deck: OpenDeck | None = None  # deck.OpenDeck: no [Seed] nor [Deck], a deck shuffled by hand (DECK-1)
        #: `reveal N [ORDER]` (2.3.7): the card face up on the draw deck, played next (number, order, line)
        self.revealed: tuple[int, tuple[str, ...] | None, Pos] | None = None
        self.made_eligible: set[str] = set()
        self.made_ineligible: set[str] = set()
        self.round_shared: dict[str, object] = {}  # shared by the parts of one Campaign round (Turn.round)
        self.round: CampaignRound | None = None  # the CampaignRound being replayed
        self.verdict: Verdict | None = None  # campaign.Verdict once the game is over
        self.players: dict[str, str] = {}
        self.non_players: frozenset[str] = frozenset()  # factions no player holds (8.0)

    def new_turn(self, faction: str) -> Turn:
        """A Turn for `faction`, knowing which factions are Non-Players (8.6.2: the NP Raj and
        Revolutionaries pay no Resources)."""
        turn = Turn(self.state, faction, self.path, self.findings)
        turn.non_players = self.non_players
        return turn

    # ------------------------------------------------------------------ the bookkeeping, for Game.pop
    def books(self) -> Books:
        """The engine's own bookkeeping as it is, for `restore` (issue #33: an explicit record, no
        copy): its fields, and in place the rules objects it holds that a statement changes — the
        card turn (2.3), the deck shuffled by hand (DECK-1), the Campaign round (6.0) with what its
        parts share, the Turns of the open follow-ups (3.2.4, 6.8, 8.9.4); the findings by count.
        The board is journaled apart (journal.Changes)."""
        kept = Kept().keep(self, _SHARED)
        for obj in (self.turn, self.open_deck, self.round, *self.windows.values()):
            if obj is not None:
                kept.keep(obj, _SHARED)
        return Books(kept, len(self.findings))

    def restore(self, books: Books) -> None:
        """Bring the bookkeeping back to `books` (its findings after that count dropped)."""
        del self.findings[books.findings:]
        books.kept.undo()

    # ------------------------------------------------------------------ set-up
    def headers(self) -> dict[str, Header]:
        seen: dict[str, Header] = {}
        for h in self.log.headers:
            tag = h.tag.lower()
            where = Location(self.path, h.pos.line, h.pos.column)
            if tag not in HEADER_TAGS:
                import difflib

                close = difflib.get_close_matches(tag, HEADER_TAGS, n=1)
                hint = f" (did you mean [{close[0].capitalize()} …]?)" if close else ""
                raise InputError(f"unknown header [{h.tag}]{hint}; headers are "
                                 + ", ".join(f"[{t.capitalize()}]" for t in HEADER_TAGS), where)
            if tag in REPEATABLE:
                continue
            if tag in seen:
                raise InputError(f"header [{h.tag}] given twice", where)
            seen[tag] = h
        if "scenario" not in seen:
            raise InputError("the log names no scenario: start it with a header such as [Scenario short]",
                             Location(self.path, 1))
        return seen

    def setup(self) -> tuple[GameState, dict[str, str]]:
        hs = self.headers()

        def one(tag: str, kind: type[_V]) -> _V | None:
            h = hs.get(tag)
            if h is None:
                return None
            if len(h.values) != 1 or not isinstance(h.values[0], kind):
                what = "a number" if kind is int else "one name"
                raise InputError(f"[{h.tag}] takes {what}", Location(self.path, h.pos.line, h.pos.column))
            return h.values[0]

        def at(tag: str) -> Location | None:
            h = hs.get(tag)
            return Location(self.path, h.pos.line, h.pos.column) if h is not None else None

        h = hs["scenario"]
        if len(h.values) != 1:
            raise InputError("[Scenario] takes one name: a bundled scenario (short, main, tutorial) or a "
                             "scenario file", at("scenario"))
        scenario = self._scenario_name(str(h.values[0]), at("scenario"))
        seed = one("seed", int)
        gandhi = one("gandhi", str)
        by_hand = seed is None and "deck" not in hs  # a deck shuffled by hand (DECK-1)
        try:
            find_scenario(scenario)  # the log's own text (a name, a [Gandhi] space) is shown
            if gandhi is not None:
                gandhi = load_map(self.map_path).resolve(gandhi, at("gandhi"))
            with hidden():  # a file the log names: its contents are never shown (issue #15)
                state = setup(scenario, seed=None if by_hand else seed or 0, map_path=self.map_path,
                              congress_space=gandhi, congress_where=at("gandhi"))
        except InputError as exc:
            if exc.location is None:
                exc.location = at("scenario")
            raise
        if gandhi is None:
            self._gandhi_unplaced(scenario, hs["scenario"])
        self.deck_known = seed is not None
        if "deck" in hs:
            self._explicit_deck(state, hs["deck"])
        if by_hand:
            from ..model.scenario import campaign_slots
            from ..rules.deck import OpenDeck

            self.open_deck = OpenDeck(*campaign_slots(scenario))
            state.deck_by_hand = True
        viceroy = one("viceroy", int)
        if viceroy is not None:
            if viceroy not in CAMPAIGN_CARDS:
                raise InputError("[Viceroy] names a Campaign card, 73-79", at("viceroy"))
            if viceroy in state.deck:  # the card the seed (or the stand-ins, DECK-1) put in the deck swaps
                state.deck[state.deck.index(viceroy)] = state.viceroy if state.viceroy is not None else next(
                    c for c in CAMPAIGN_CARDS if c not in state.deck and c != viceroy)
            state.viceroy = viceroy
        elif state.viceroy is None:
            h = hs["scenario"]
            self.violation(h.pos, "2.5", "the starting Viceroy is drawn at random (2.1, 2.5) and this log has no "
                           "[Seed] to draw it from: declare the card drawn with a header such as [Viceroy 77]",
                           "no Viceroy (and no Viceroy's capability) until the first Campaign round")
        players = self._players(hs.get("players"))
        state.readings = self._readings()
        return state, players

    def _gandhi_unplaced(self, scenario: str, h: Header) -> None:
        """2.1 (IT:1933): the Main set-up ends with Congress placing Gandhi, 1 Active Activist and
        a Protest in any space; a log that names no space ([Gandhi SPACE]) leaves him Available
        (issue #23: one finding, at the [Scenario] header, not silence)."""
        from ..model.scenario import congress_choice_open

        with hidden():  # a scenario file the log names: its contents are never shown (issue #15)
            open_choice = congress_choice_open(scenario)
        if open_choice:
            self.violation(h.pos, "2.1", "the set-up ends with Congress placing Gandhi, 1 Activist and a Protest "
                           "in any space (IT:1933) and this log names none: add a header such as [Gandhi UP]",
                           "Gandhi, the Activist and the Protest stay Available")

    def _readings(self) -> dict[str, str]:
        """The `[Reading ID OPTION]` headers (readings.py): the choices, each id at most once."""
        from ..model.readings import parse_header

        out: dict[str, str] = {}
        for h in self.log.headers:
            if h.tag.lower() != "reading":
                continue
            where = Location(self.path, h.pos.line, h.pos.column)
            chosen = parse_header(h.values, where)
            twice = sorted(set(chosen) & set(out))
            if twice:
                raise InputError(f"[Reading]: {twice[0]} chosen twice", where)
            out.update(chosen)
        return out

    def _scenario_name(self, name: str, where: Location | None) -> str:
        """A scenario file named in [Scenario "file.yaml"] is found beside the log, or below its
        folder, and nowhere else (`file_beside`; a log mailed
        with its scenario file works from any folder), or in the current folder for a log with no
        folder (`<stdin>`, piped in); a bundled id is left as it is."""
        from pathlib import Path

        path = find_scenario(name) if "/" in name or Path(name).suffix in (".yaml", ".yml") else None
        if path is None:
            return name
        from ..model.scenario import file_beside  # in the log's folder or below it, nothing else (issue #35)

        path = file_beside(name, Path(".") if self.path.startswith("<") else Path(self.path).parent, where)
        if not path.exists():
            folder = "the current folder" if self.path.startswith("<") else "the log's folder"
            raise InputError(f"scenario file {str(path)!r} not found (a relative path is read from {folder})", where)
        from ..io.boundedread import not_regular

        kind = not_regular(path)  # a folder, FIFO or device: refused here, at the header that names it
        if kind and self.path.startswith("<"):  # no log the user wrote (`play FILE`): the file itself
            raise InputError(f"is {kind}, not a regular file: only regular files are read", Location(str(path)))
        if kind:
            raise InputError(f"scenario file {str(path)!r} is {kind}, not a regular file: only regular files "
                             "are read", where)
        return str(path)

    def _explicit_deck(self, state: GameState, h: Header) -> None:
        where = Location(self.path, h.pos.line, h.pos.column)
        cards = list(h.values)
        if not cards or not all(isinstance(c, int) and 1 <= c <= 79 for c in cards):
            raise InputError("[Deck] lists card numbers 1-79, top first", where)
        if len(set(cards)) != len(cards):
            raise InputError("[Deck] lists a card twice", where)
        rest = [c for c in [state.current_card] + state.deck if c not in cards]
        state.current_card, state.deck = cards[0], cards[1:] + rest
        if state.viceroy in cards:
            raise InputError(f"[Deck] lists card {state.viceroy}, the starting Viceroy", where)
        self.deck_known = True

    def _players(self, h: Header | None) -> dict[str, str]:
        if h is None:
            return {f: f for f in terms.FACTIONS}  # no header: every faction has a player
        out: dict[str, str] = {}
        for v in h.values:
            for f in str(v).split("+"):
                if f not in terms.FACTIONS or f in out:
                    raise InputError(f"[Players] names each faction at most once (RAJ INC ML REV), got {v}",
                                     Location(self.path, h.pos.line, h.pos.column))
                out[f] = str(v)
        return out

    # ------------------------------------------------------------------ findings
    def violation(self, at: Pos | Step | None, rule: str, message: str, recovery: str = APPLIED) -> None:
        pos = at.pos if isinstance(at, Step) else at
        self.findings.append(Finding(rule, message, self.path, pos.line if pos else None,
                                     pos.column if pos else None, recovery))

    def note(self, at: Pos | None, message: str, rule: str = "") -> None:
        self.findings.append(Finding(rule, message, self.path, at.line if at else None,
                                     at.column if at else None, "", note=True))

    # ------------------------------------------------------------------ the loop
    def begin(self) -> Result:
        """Set up from the headers; the statements then go to `feed` one by one."""
        state, players = self.setup()
        self.state = state
        self.players = players
        self.non_players = frozenset(f for f in terms.FACTIONS if f not in players)
        self.result = Result(state, self.findings, players, deck_by_hand=self.open_deck is not None)
        campaign_next = bool(state.deck) and state.deck[0] in CAMPAIGN_CARDS
        if self.knows_next() and state.current_card is not None and not campaign_next:
            self.expect = ("card", state.current_card)  # 2.2: the first card of a known deck
        return self.result

    def feed(self, st: CardStart | CampaignStart | Reveal | Play | A.FactionAction,
             typed: Typed | None = None) -> bool:
        """Replay one statement; False once the game is over and the statement was refused. A
        faction's statement comes typed, with where it was written (`typed`, from
        `carry.typed_door`; its own place under (0,)), or parsed: then it is typed once, here,
        its positions kept in a side table (`convert.to_action`)."""
        if isinstance(st, Play):
            typed = typed_play(st)
        at = st.pos if isinstance(st, (CardStart, CampaignStart, Reveal)) else self._placed(typed)
        if self.verdict is not None and self.verdict.game_over:
            # the game ended at a victory check (6.1, 7.2) or after the final round's Support phase (6.3.5)
            self.violation(at, "6.3.5" if self.verdict.final else "6.1",
                           f"the game is over ({self.verdict.reason}): nothing is played after it",
                           "the rest of the log is not replayed")
            return False
        if isinstance(st, (CardStart, CampaignStart)):
            self.close_windows()
            self.close_current(st.pos)  # the final round ends here (6.3.5): this card is not played
            if self.verdict is not None and self.verdict.game_over:
                return self.feed(st, typed)
            if isinstance(st, CardStart):
                self.start_card(st)
            else:
                self.start_campaign(st)
        elif isinstance(st, Reveal):
            self.reveal(st)
        else:
            assert typed is not None  # a faction's statement, typed
            self.action(typed[0], at, typed[1])
        return True

    @staticmethod
    def _placed(typed: Typed | None) -> Pos:
        """Where a typed faction's statement was written (its (0,) key), else nowhere known."""
        return typed[1].get((0,), Pos(0, 0)) if typed is not None else Pos(0, 0)

    def reveal(self, st: Reveal) -> None:
        """`reveal N [ORDER]`: card N turned face up on the draw deck, the card played next (2.3.7,
        IT:377; 2.2 for the opening card). With a deck shuffled by hand (DECK-1) the stand-in on
        top of the deck takes its number, so the Non-Players see it (8.2.1); with a known deck it
        must be the deck's top card. The card line that follows may leave out the order."""
        state, n = self.state, st.number
        if n in CAMPAIGN_CARDS:
            self.violation(st.pos, "2.4", f"card {n} is a Campaign card: revealed, it is played at once "
                           f"(write 'campaign {n}')", "ignored")
            return
        if n not in EVENT_CARDS:
            self.violation(st.pos, "2.1", f"there is no card {n} (Event cards 1-72)", "ignored")
            return
        if self.card_pos is None and self.turn is None and not self.in_campaign:
            self.violation(st.pos, "2.2", f"reveal {n} before any card: write the first card's line first "
                           "('card N [ORDER]'), then the card revealed after it", "ignored")
            return
        if self.revealed is not None:
            m, _, at = self.revealed
            self.violation(st.pos, "2.3.7", f"card {m} is revealed already (line {at.line}): one card is face up "
                           "on the deck; write the card line of the card played before revealing the next one",
                           "ignored")
            return
        if n in state.played or n == state.current_card:
            self.violation(st.pos, "2.1", f"card {n} was already played", "ignored")
            return
        if self.open_deck is None:
            top = state.deck[0] if state.deck else None
            if top != n:
                self.violation(st.pos, "2.3.7", f"the next card of this deck is {top}, not card {n}", "ignored")
                return
        else:
            self.open_deck.reveal(state, n)
        if st.order:
            self.check_declared_order(n, st)
        self.revealed = (n, st.order, st.pos)

    def end(self, result: Result, cards_seen: int) -> Result:
        if result.stopped_at is None:
            self.finish_final_round()
        result.cards_played = cards_seen
        result.verdict = self.verdict
        return result

    def finish_final_round(self) -> None:
        """The final round's end needs no more moves (6.3.5)."""
        if self.round is not None and self.round.final and not self.round.over:
            from ..rules.campaign_round.phases import SUPPORT_END

            self.round.pass_to(SUPPORT_END, None)

    # ------------------------------------------------------------------ cards (2.3)
    def finish_card(self, at: Pos) -> None:
        """Adjust Eligibility (2.3.6) and bring up the next card (2.3.7)."""
        turn = self.turn
        if turn is None:
            return
        missing = self._yet_to_choose(turn)
        if missing:
            self.violation(at, "2.3.3", f"card {turn.card} ends before {', '.join(missing)} chose: every Eligible "
                           "faction acts or Passes until two have acted (write 'FACTION pass')",
                           "treated as not having acted, without a Pass reward")
        self.state.eligibility = turn.eligibility_after(self.made_eligible, self.made_ineligible)
        self.made_eligible, self.made_ineligible = set(), set()
        self.turn = None
        self.advance()

    def close_current(self, at: Pos) -> None:
        """End the card or Campaign round in progress, before the next one starts."""
        if self.in_campaign:
            self.end_campaign(at)
        elif self.turn is not None:
            self.finish_card(at)

    def advance(self) -> None:
        state = self.state
        if not state.deck:
            self.expect = None
            return
        campaign_due = next_card(state)
        if self.knows_next():
            self.expect = ("campaign" if campaign_due else "card", state.current_card)

    def knows_next(self) -> bool:
        """Whether the replay knows the next card: from the seed or [Deck], or, with a deck
        shuffled by hand, where the scenario fixes it (the tutorial's stacked top)."""
        return self.deck_known or (self.open_deck is not None and self.open_deck.knows_next())

    def take_card(self, number: int) -> None:
        """Make `number` the current card, wherever it is in the deck (the log's card wins)."""
        state = self.state
        if state.current_card == number:
            return
        if number in state.played:  # a card played again (reported by the caller): one copy of it
            state.played.remove(number)
        if number in state.deck:
            state.deck.remove(number)
        if state.current_card is not None:
            state.deck.insert(0, state.current_card)
        state.current_card = number

    def start_card(self, st: CardStart) -> None:
        state = self.state
        self.close_current(st.pos)
        n = st.number
        if n not in EVENT_CARDS:
            self.violation(st.pos, "2.4", f"card {n} is a Campaign card: write 'campaign {n}'",
                           "played as a Campaign round")
            return self.start_campaign(CampaignStart(n, st.pos))
        by_hand = self.open_deck
        revealed, self.revealed = self.revealed, None
        declared = st.order
        if revealed is not None and revealed[0] != n:
            self.violation(st.pos, "2.3.7", f"card {revealed[0]} was revealed as the next card (line "
                           f"{revealed[2].line}), not card {n}", f"card {n} played as written")
        elif revealed is not None and revealed[1]:
            if st.order and st.order != revealed[1]:
                self.violation(st.pos, "2.3.2", f"card {n} was revealed with the order {' '.join(revealed[1])} "
                               f"(line {revealed[2].line}), not {' '.join(st.order)}", "the order written here used")
            declared = st.order or revealed[1]
        if n in state.played:
            self.violation(st.pos, "2.1", f"card {n} was already played", "played again as written")
        elif self.knows_next() and self.expect and self.expect != ("card", n):
            what, m = self.expect
            self.violation(st.pos, "2.3.7", f"the next card is {what} {m}, not card {n}",
                           f"card {n} played as written")
        elif by_hand is not None:
            problem = by_hand.check_event(n)
            if problem:
                self.violation(st.pos, "2.1", problem, f"card {n} played as written")
        elif n not in state.deck and n != state.current_card:
            self.violation(st.pos, "2.1", f"card {n} is not in this scenario's deck", "played as written")
        if by_hand is not None and n not in state.played:
            by_hand.take_event(state, n)
        else:
            self.take_card(n)
        if by_hand is not None:
            by_hand.drawn += 1
        order = declared or self.card_order(n, st.pos)
        if st.order:
            order = self.check_declared_order(n, st) or order
        eligible = frozenset(f for f in terms.FACTIONS if state.eligibility[f] == terms.ELIGIBLE)
        self.turn = CardTurn(n, order, eligible)
        self.card_pos = st.pos

    def check_declared_order(self, n: int, st: CardStart | Reveal) -> tuple[str, ...] | None:
        """The card's own order when the log declares another (2.3.2), else None."""
        from ..model.cards import EventCard, card

        data = card(n)
        assert isinstance(data, EventCard) and st.order is not None  # an Event card, its order written
        if data.order and tuple(data.order) != st.order:
            self.violation(st.pos, "2.3.2", f"card {n}'s faction order is {' '.join(data.order)} "
                           f"({data.order_provenance}), not {' '.join(st.order)}", "the card's order used")
            return tuple(data.order)
        # Part of the order known (`precedes`: the tutorial's #20 puts the Raj's icon left of the
        # League's): a declared order that breaks it is reported and played as written (SEQ-2).
        from ..model.cards import order_conflict

        broken = order_conflict(n, st.order)
        if broken is not None:
            a, b = broken
            self.violation(st.pos, "2.3.2", f"card {n}'s {a} icon is left of its {b} icon "
                           f"({data.order_provenance}), but the log writes {' '.join(st.order)}",
                           "the written order used (the card data knows only part of the order)")
        return None

    def card_order(self, n: int, at: Pos) -> tuple[str, ...]:
        from ..model.cards import card

        order = getattr(card(n), "order", None)
        if order and len(order) == 4:
            return tuple(order)
        self.note(at, f"card {n}: its faction order is not in our sources; the factions are taken in the "
                  "order the log has them (declare it as 'card N [RAJ INC ML REV]' to have it checked)")
        return ()

    # ------------------------------------------------------------------ Campaign rounds (2.4, 6.0)
    def start_campaign(self, st: CampaignStart) -> None:
        state = self.state
        self.close_current(st.pos)
        n = st.number
        if n not in CAMPAIGN_CARDS:
            self.violation(st.pos, "2.4", f"{n} is not a Campaign card (73-79)", "ignored")
            return
        by_hand = self.open_deck
        again = n in state.played or n == state.viceroy
        if again:
            was = "is the Viceroy" if n == state.viceroy else "was already played"
            self.violation(st.pos, "2.1", f"campaign {n} {was}: each card is played once",
                           "its round played again as written" + (", without a Viceroy until its 6.4.1"
                                                                  if n == state.viceroy else ""))
            if n == state.viceroy:  # one copy of the card: in the current card box
                state.viceroy = None
        elif self.knows_next() and self.expect and self.expect != ("campaign", n):
            what, m = self.expect
            self.violation(st.pos, "2.4", f"the next card is {what} {m}, not campaign {n}", "played as written")
        elif by_hand is not None:
            problem = by_hand.check_campaign(n)
            if problem:
                self.violation(st.pos, "2.1", problem, "played as written")
        if by_hand is not None:
            by_hand.drawn += 1
            if not again:
                by_hand.campaigns += 1
                by_hand.take_campaign(state, n)
        if state.current_card != n:
            if n in state.played:  # a Campaign card played again (reported above): one copy of it
                state.played.remove(n)
            if n in state.deck:
                state.deck.remove(n)
            if state.current_card is not None and state.current_card not in CAMPAIGN_CARDS:
                state.deck.insert(0, state.current_card)
            state.current_card = n
        self.in_campaign = True
        from ..rules.campaign_round.phases import CampaignRound

        self.round = CampaignRound(self, n, st.pos)
        self.round_shared = self.round.shared
        self.round.start()

    def end_campaign(self, at: Pos) -> None:
        """Close the Campaign round: every place left, then the Reset (6.5), which reveals the next
        card (a Campaign card revealed swaps at once, 2.4). Before the final Campaign the Reset
        puts India in Crisis, and the Raj may roll for cubes (6.8): `RAJ crisis: …`."""
        rnd, self.round = self.round, None
        self.in_campaign = False
        if rnd is None:
            return
        swap = rnd.finish(at)
        if rnd.over:
            return
        if self.state.crisis:
            self.windows["crisis"] = rnd.turn(terms.RAJ)
        if terms.INC in self.non_players:
            self.windows["np-protest"] = rnd.turn(terms.INC)
        if self.knows_next() and self.state.current_card is not None:
            self.expect = ("campaign" if swap else "card", self.state.current_card)

    def player_groups(self) -> list[tuple[str, ...]]:
        groups: dict[str, list[str]] = {}
        for faction, label in self.players.items():
            groups.setdefault(label, []).append(faction)
        return [tuple(g) for g in groups.values()]

    def game_over(self, verdict: Verdict, at: Pos | None) -> None:
        """The game ends (6.1, 6.3.5, 7.3): the verdict and the final ranking are kept."""
        self.verdict = verdict
        ranking = ", ".join(f"{'+'.join(g)} {m:+d}" for g, m in verdict.ranking)
        self.note(at, f"game over: {verdict.reason}. Ranking (margins): {ranking}", rule="7.3")

    # ------------------------------------------------------------------ actions (2.3.4)
    def action(self, action: A.FactionAction, at: Pos, where: Mapping[Key, Pos] | None = None) -> None:
        """Carry out a faction's statement, written at `at` (its pieces where `where` says)."""
        self.open(action, at, where).play()

    def open(self, action: A.FactionAction, at: Pos, where: Mapping[Key, Pos] | None = None) -> Run:
        """Begin the typed statement `action`, written at `at` (its pieces where `where` says; missing:
        at `at`): what is checked before its first step (whose turn, the choice on the card, 2.3.4;
        the part of the Campaign round, 6.0; the follow-up's owner), and the Run that carries out
        its parts and steps (`runs.py`). Its head is read from the typed statement (`runs.Head`)."""
        from .runs import Head

        run = self._open(Head.of(action, at))
        run.take_typed(action, where)
        return run

    def _open(self, st: Head) -> Run:
        from .runs import ActivitiesRun, PassRun, RawRun

        if st.choice == "activity" and st.parts[0].name in FOLLOW_UPS:
            return self.follow_up(st)
        self.close_windows()
        if self.in_campaign:
            return self.campaign_action(st)
        if self.turn is None:
            self.violation(st.pos, "2.3", "an action before any card: write 'card N' first", "applied as written")
            return RawRun(self, st)
        since = len(self.findings)
        choice = self.choice(st)
        read_limited = choice == OP_ONLY and self.limited_only(st.faction)
        self.record(st, LIMITED_OP if read_limited else choice)
        if st.choice == "pass":
            return PassRun(self, st)
        if st.choice == "event":
            return self.event(st, self.turn.card)
        return ActivitiesRun(self, st, read_limited=read_limited, since=since)

    def add_part(self, run: Run, action: A.FactionAction, at: Pos) -> bool:
        """The open statement `run` (an Operation and its Special Activity) given the head `st` of
        `action` at `at` (the run's own position): its own head with one part more, after the
        current part, its last (a bot's plan begins each part as it goes, 4.1, IT:632-636);
        `action` is typed with the steps carried out so far. Done
        only where it leaves what `open(st)` and the same steps would leave, findings in the same
        order: the card's record gave no finding as the head opened, and opened as `st` the head
        gives none — the choice on the card (2.3.4, IT:353-365) is recorded again for the new shape
        on the card as the head found it (an Operation only becomes an Operation with a Special
        Activity) and gives no finding; the Limited reading (2.3.5, IT:367, LIMITED-1) is the same;
        the head's own checks (3.0, 4.1) give nothing (`ActivitiesRun.add_part`, which takes out
        the 4.1 finding an SA begun alone gave). The card's record is the engine's bookkeeping,
        taken back with it (`books`/`restore`: a trial, a draft closed). False, nothing changed,
        otherwise (the caller opens `st` afresh: a fresh opening reports the head's findings before
        any step's)."""
        from .runs import ActivitiesRun, Head

        st = Head.of(action, at)
        if not isinstance(run, ActivitiesRun) or not run.recorded_clean or st.faction != run.st.faction:
            return False
        if not run.on_card:  # outside the card's sequence (`open_apart`): nothing recorded on the card
            return run.add_part(st, action)
        turn = self.turn
        if turn is None or self.in_campaign or not turn.order:
            return False  # no card, or its order unknown (`_record_unordered`): opened afresh
        was = (st.faction, LIMITED_OP if run.read_limited else self.choice(run.st))
        if not turn.done or turn.done[-1] != was:
            return False
        turn.done.pop()  # the card as the head found it, for the new shape's record
        choice = self.choice(st)
        read_limited = choice == OP_ONLY and self.limited_only(st.faction)
        recorded = False
        if read_limited == run.read_limited:  # else the Operation begun would be another one
            try:
                turn.record(st.faction, LIMITED_OP if read_limited else choice)
                recorded = True
            except RuleViolation:  # refused: a fresh opening reports it first
                pass
        if recorded and run.add_part(st, action):
            return True
        if recorded:
            turn.done.pop()
        turn.done.append(was)
        return False

    def limited_only(self, faction: str) -> bool:
        """2.3.5 (IT:367): "Una Operazione Limitata è una Operazione in un solo spazio, senza
        Attività Speciale": where `faction`, in its turn, may take a Limited Operation and no
        other Operation (2.3.4), an Operation written without `limited` and without a Special
        Activity is read as the Limited one, held to one space (LIMITED-1)."""
        turn = self.turn
        if turn is None or not turn.order or turn.next_faction() != faction:
            return False
        options = turn.options()
        return LIMITED_OP in options and not options & {OP_ONLY, OP_SA}

    def open_apart(self, action: A.FactionAction, at: Pos, card: int | None,
                   where: Mapping[Key, Pos] | None = None) -> Run:
        """Begin a typed statement outside any card's sequence (the card's order and the Eligibility
        not checked, nothing recorded on the card): an Operation and SA, an Event of `card`, a
        Pass, a Campaign part, a follow-up — what `perform` and a listing for any faction use."""
        from .runs import Head

        run = self._open_apart(Head.of(action, at), card)
        run.take_typed(action, where)
        return run

    def _open_apart(self, st: Head, card: int | None) -> Run:
        from .runs import ActivitiesRun, PassRun

        if st.choice == "activity" and st.parts[0].name in FOLLOW_UPS:
            return self.follow_up(st)
        if st.choice == "activity" and self.kind_of(st.faction, st.parts[0].name) == "campaign":
            return self.campaign_activity(st)
        if st.choice == "activity":
            self.close_windows()
            return ActivitiesRun(self, st, on_card=False)
        if st.choice == "pass":
            return PassRun(self, st, on_card=False)
        return self.event(st, card)

    def card_done(self) -> bool:
        """The card being played is done (2.3.3, 2.3.6): two factions acted, or every Eligible
        faction chose (on a card whose order is not known yet, by the choices written)."""
        return self.turn is not None and not self._yet_to_choose(self.turn)

    @staticmethod
    def _yet_to_choose(turn: CardTurn) -> list[str]:
        """The Eligible factions that must still choose before the card is done (2.3.3): none once
        two acted; on a card whose order is not known yet, those with no choice written."""
        if turn.order:
            return [] if turn.finished else turn.candidates()
        seen = {f for f, _ in turn.done}
        return [] if len(turn.acted) >= 2 else [f for f in terms.FACTIONS if f in turn.eligible and f not in seen]

    def choice(self, st: Head) -> str:
        if st.choice == "pass":
            return PASS
        if st.choice == "event":
            return EVENT
        if st.parts[0].limited:
            return LIMITED_OP
        return OP_SA if any(self.kind_of(st.faction, p.name) == "sa" for p in st.parts) else OP_ONLY

    def kind_of(self, faction: str, name: str) -> str | None:
        cls = find(faction, name)
        return cls.kind if cls else None

    def record(self, st: Head, choice: str) -> None:
        turn = self.turn
        assert turn is not None  # a card is being played
        if not turn.order:  # order unknown: the log's order is taken as the card's
            self._record_unordered(st, choice)
            return
        try:
            turn.record(st.faction, choice)
        except RuleViolation as exc:
            self.violation(st.pos, exc.rule, exc.detail, self._recover(turn, st.faction, choice, exc.rule))

    @staticmethod
    def _recover(turn: CardTurn, faction: str, choice: str, rule: str) -> str:
        """Apply a choice `CardTurn.record` refused, as written where the card is still open, and
        say how: a wrong option (2.3.4) stands as the faction's action in its turn; a choice out
        of turn (2.3.1, 2.3.2) counts for its Eligibility but takes no one's place, so the
        faction whose turn it was may still write its own and one mistake gives one finding."""
        if turn.finished or any(f == faction for f, _ in turn.done):
            return "applied as written"
        if rule not in ("2.3.1", "2.3.2"):
            turn.done.append((faction, choice))
            return "applied as written"
        keeps = turn.record_out_of_turn(faction, choice)
        said = ("applied as written, out of turn: " + (f"{faction}'s Pass takes no one's turn" if choice == PASS else
                f"{faction}'s action counts for its Eligibility (2.3.6) and takes no one's turn"))
        if keeps is None:
            return said
        return said + f"; {keeps} keeps its turn on card {turn.card}"

    def _record_unordered(self, st: Head, choice: str) -> None:
        turn = self.turn
        assert turn is not None  # a card is being played
        seen = [f for f, _ in turn.done]
        order = tuple(seen + [st.faction] + [f for f in terms.FACTIONS if f not in seen and f != st.faction])
        if st.faction in seen:
            self.violation(st.pos, "2.3.2", f"{st.faction} already chose on card {turn.card}", "applied as written")
            return
        provisional = CardTurn(turn.card, order, turn.eligible, list(turn.done), turn.out_of_turn, turn.passed_over)
        try:
            provisional.record(st.faction, choice)
        except RuleViolation as exc:
            self.violation(st.pos, exc.rule, exc.detail, self._recover(provisional, st.faction, choice, exc.rule))
        turn.done, turn.out_of_turn = provisional.done, provisional.out_of_turn
        turn.passed_over = provisional.passed_over
        if len(turn.acted) >= 2 or all(f in {g for g, _ in turn.done} for f in turn.eligible):
            turn.order = order

    def end_turn(self, turn: Turn, st: Head) -> None:
        """The end of a faction's turn: Gandhi arrested by the Raj (3.2.4) and a Crisis begun (6.8)."""
        if turn.gandhi_arrested and st.faction == terms.RAJ:
            self.state.shift_track("restraint", -1)
            turn.watch()
            self.windows["protests"] = turn
        if turn.crisis_triggered:
            self.windows["crisis"] = turn

    def close_windows(self) -> None:
        self.windows.clear()

    def follow_up(self, st: Head) -> Run:
        from .runs import FollowUpRun

        name = st.parts[0].name
        fu = FOLLOW_UPS[name]
        if name in AFTER_RESET and self.in_campaign:
            self.end_campaign(st.pos)  # 6.8, 8.9.4: after the Reset of the Campaign round
        turn = self.windows.pop(name, None)
        if st.faction != fu.owner:
            self.violation(st.pos, fu.rule, f"'{name}' is {fu.owner}'s choice, not {st.faction}'s", SKIPPED)
            return FollowUpRun(self, st, None, None)
        if turn is None:
            self.violation(st.pos, fu.rule, fu.when, SKIPPED)
            return FollowUpRun(self, st, None, None)
        return FollowUpRun(self, st, turn, fu.handler)

    def campaign_action(self, st: Head) -> Run:
        from .runs import SkippedRun

        if st.choice != "activity" or self.kind_of(st.faction, st.parts[0].name) != "campaign":
            what = st.choice if st.choice != "activity" else st.parts[0].name
            self.violation(st.pos, "6.0", f"a Campaign round has no {what} for {st.faction}: write its parts "
                           "(imperialism, constructive-programme, pakistan-movement, secret-societies, redeploy, "
                           "strikes) or the next card", "statement skipped")
            return SkippedRun(self, st)
        if self.round is not None and not self.round.part(st.faction, st.parts[0].name, st.pos):
            return SkippedRun(self, st)
        return self.campaign_activity(st)

    def campaign_activity(self, st: Head) -> Run:
        """One faction's part of a Campaign round (6.2-6.4): `FACTION PHASE: steps`."""
        from .runs import CampaignPartRun, SkippedRun

        part = st.parts[0] if st.choice == "activity" else None
        cls = find(st.faction, part.name) if part else None
        if cls is None or cls.kind != "campaign":
            from ..rules.catalog import names

            what = f"'{part.name}'" if part else f"a {st.choice}"
            self.violation(st.pos, "6.0", f"a Campaign round has no {what} for {st.faction} (its parts: "
                           f"{', '.join(names(st.faction, 'campaign')) or 'none'})", "statement skipped")
            return SkippedRun(self, st)
        if len(st.parts) > 1:
            self.violation(st.pos, "6.0", "one Campaign round part per statement", "the first part only")
        return CampaignPartRun(self, st, cls)

    def event(self, st: Head, card: int | None) -> Run:
        """The Event of the card being played (5.1), checked by its text's clauses where the card's
        module exists (`runs.EventRun`), else applied as written with a note."""
        from ..rules.events import event_class
        from .runs import EventRun, RawRun

        assert st.side is not None  # the grammar writes an Event with its side
        cls = event_class(card, st.side) if card in EVENT_CARDS else None
        on_card = self.turn is not None and not self.in_campaign
        if cls is None:
            self.note(st.pos, f"card {card} {st.side} Event: applied as written, not checked yet")
            return RawRun(self, st, for_event=True, on_card=on_card)
        return EventRun(self, st, cls, on_card=on_card)


def typed_play(st: Play) -> Typed:
    """A parsed faction's statement typed once (`convert.to_action`), with where each of its pieces
    was written, keyed from (0,) (the statement's own place under (0,))."""
    where: dict[Key, Pos] = {}
    action = to_action(st, (0,), where)
    return cast("A.FactionAction", action), where  # a Play is typed as a FactionAction


@lru_cache(maxsize=4096)
def _parse_moves(text: str, name: str) -> Log:
    """The parsed moves of `perform` (the Non-Players try the same texts again and again: a part,
    then the whole move; parsed logs are immutable)."""
    from ..notation.parse import parse

    return parse(text, name)


def perform(state: GameState, text: str, name: str = "<moves>", card: int | None = None,
            non_players: Iterable[str] = frozenset()) -> list[Finding]:
    """Carry out actions (and end-of-turn choices) on a given state, outside any card's sequence:
    the Operations, Special Activities and Events (of `card`, else the current card) are
    checked, the card order is not. A test aid: no command and no bot goes in this way."""
    log = _parse_moves(text, name)
    if log.errors:
        raise log.errors[0]
    rp = Engine(log)
    rp.state = state
    rp.non_players = frozenset(non_players)
    for st in log.statements:
        if not isinstance(st, Play):
            raise InputError("perform() takes actions only", Location(name, st.pos.line))
        action, where = typed_play(st)
        rp.open_apart(action, st.pos, card if card is not None else state.current_card, where).play()
    return rp.findings
