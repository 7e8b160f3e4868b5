"""The Game core (issue #16): one object that takes a log's statements one at a time (`push`),
takes them back (`pop`), and says what the game waits for (`due`), as a typed value.

`Game` owns the rules engine (`engine.Engine`: set-up, the card sequence 2.3, Operations and
Special Activities 3.0-4.0, Events 5.0, Campaign rounds 6.0) and is what the Non-Player driver
(`np/driver.py`) and `gandhi status` use; nothing outside it reads the engine's bookkeeping.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import TYPE_CHECKING

from ..model.journal import Changes
from ..model.scenario import CAMPAIGN_CARDS
from ..model.state import GameState
from ..notation.convert import Key
from ..notation.statements import CampaignStart, CardStart, Header, Log, Play, Pos, Reveal
from ..rules.activity import Finding, MoveOption
from ..rules.sequence import ACTION_LABELS, upcoming
from .carry import typed_door
from .draft import Draft, DraftOptions
from .engine import (
    FOLLOW_UPS,
    Books,
    Engine,
    Result as Result,  # the replay's outcome, as the renderers read it (the engine stays inside core/)
)
from .takeback import taken_back
from .views import CardView, EventOption, SpaceOption, card_view

if TYPE_CHECKING:  # actions.py is loaded when Actions are used (it costs `validate` ~8 ms of start-up)
    from ..notation import actions as A
    from ..rules.activity import Turn
    from ..rules.campaign import Verdict


class DueKind(str, Enum):
    """What the game waits for."""

    CARD = "card"  # the next Event card is played (2.3.7)
    CAMPAIGN = "campaign"  # a Campaign card's round begins (2.4, 6.0)
    ACT = "act"  # the 1st or 2nd Eligible's choice on the card (2.3.2, 2.3.4)
    PART = "part"  # a faction's part of the Campaign round (6.2-6.4)
    # a choice after a turn: Protests after Gandhi's arrest 3.2.4, the Crisis 6.8, the NP Protest 8.9.4
    FOLLOW_UP = "window"
    RESET = "reset"  # the Campaign round's Reset (6.5), which no statement writes
    OVER = "over"  # the game is over (6.1, 6.3.5, 7.3)


@dataclass(frozen=True)
class Due:
    """What comes next: its kind, the faction to act (if any), the card number or the part's or
    follow-up's name, and for DueKind.ACT the faction's place (1 or 2: 1st or 2nd Eligible,
    2.3.2) and the choices still open to it (2.3.4: sequence.PASS, EVENT, OP_ONLY, OP_SA,
    LIMITED_OP)."""

    kind: DueKind
    faction: str | None = None
    name: str | int | None = None
    position: int | None = None
    options: frozenset[str] = frozenset()

    def describe(self) -> str:
        if self.kind == DueKind.CARD:
            return f"card {self.name}"
        if self.kind == DueKind.CAMPAIGN:
            return f"Campaign round {self.name}"
        if self.kind == DueKind.ACT:
            return f"{self.faction}'s choice on the card"
        if self.kind == DueKind.PART:
            return f"{self.faction} {self.name} (Campaign round)"
        if self.kind == DueKind.FOLLOW_UP:
            return f"{self.faction} {self.name}"
        if self.kind == DueKind.RESET:
            return "the Reset of the Campaign round"
        return "nothing: the game is over"

    def option_labels(self) -> list[str]:
        """The open choices in words (2.3.4), in a fixed order."""
        return [ACTION_LABELS[o] for o in sorted(self.options)]


@dataclass(frozen=True)
class Candidate:
    """A choice open to the faction due: its sequence choice on the card (2.3.4: sequence.PASS,
    EVENT, OP_ONLY, OP_SA, LIMITED_OP; "part" / "follow-up" outside a card) and the statement's
    head that makes it, without steps (the spaces are chosen by the steps written after it).
    With `legal(spaces=True)`, `spaces` holds, for each part of an Operation or Special Activity,
    the spaces it may choose first and their costs (`Game.candidate_spaces`), and `event`, for an
    Event side whose text is checked, what its first step can take (`Game.event_option`)."""

    choice: str
    action: A.FactionAction
    spaces: tuple[tuple[SpaceOption, ...], ...] = ()
    event: EventOption | None = None  # with `spaces`, for an Event side whose text is checked
    #: for an Operation with a Special Activity, the orders of their parts a statement may write
    #: (4.1: the SA after, before or in the middle of the Operation), as part names
    orders: tuple[tuple[str, ...], ...] = ()
    #: with `legal(spaces=True, moves=True)`, the moves each part allows first (`Draft.options`)
    moves: tuple[tuple[MoveOption, ...], ...] = ()


class Game:
    """A game being played: set up from a parsed log's headers, then fed statements by `push`.

    `pop` takes back the last statement pushed: its change journal (journal.Changes: the spaces
    it changed, saved as they changed, and the state's scalars and boxes) and the engine's
    bookkeeping as it was (`Engine.books`: the card turn, Eligibility, the deck, the findings)
    put the game back as it was; no whole-state copy is made (a step the board refuses is undone
    by the step journal, journal.mark)."""

    #: the draft open on the game (its steps on the board), closed by `_settle`
    _drafting: Draft | None = None

    def __init__(self, log: Log, map_path: str | None = None):
        self.engine = Engine(log, map_path)
        self.result: Result = self.engine.begin()
        self.refused = False  # the last statement pushed came after the game's end (6.1, 6.3.5)
        self._undo: list[tuple[Changes, Books, bool] | None] = []

    @classmethod
    def at(cls, state: GameState, non_players: Iterable[str] = (), name: str = "<position>") -> Game:
        """A game standing at `state` (a position built by hand: tests, a set-up choice), no card
        being played, `non_players` holding the factions no player holds (8.0). Statements are
        pushed outside any card's sequence only through a draft or plan made `apart`."""

        game = object.__new__(cls)
        game.engine = Engine(Log(name, (), (), ()))
        game.engine.state = state
        game.engine.non_players = frozenset(non_players)
        game.result = Result(state)
        game.refused = False
        game._undo = []
        return game

    # ------------------------------------------------------------------ the board and the findings
    @property
    def state(self) -> GameState:
        return self.engine.state

    @property
    def findings(self) -> list[Finding]:
        return self.engine.findings

    @property
    def violations(self) -> list[Finding]:
        return [f for f in self.engine.findings if not f.note]

    @property
    def non_players(self) -> frozenset[str]:
        return self.engine.non_players

    @property
    def verdict(self) -> Verdict | None:
        return self.engine.verdict

    def player_groups(self) -> list[tuple[str, ...]]:
        """The factions each player holds, as the log's [Players] header groups them."""
        return self.engine.player_groups()

    def over(self) -> bool:
        return self.engine.verdict is not None and self.engine.verdict.game_over

    def end_of_log(self) -> None:
        """The log ends here: the final Campaign round, if it is under way, is closed as the
        replay closes it (6.3.5)."""
        self._settle()
        self.engine.finish_final_round()

    # ------------------------------------------------------------------ push and pop

    def push(self, statement: Play | CardStart | CampaignStart | Reveal | A.Action, at: Pos | None = None,
             positions: dict[Key, Pos] | None = None, key: Key = (0,), undo: bool = True) -> list[Finding]:
        """Play one statement (parsed, or a typed Action placed at `at` / its `positions`); the
        findings it gave. `pop` takes it back (unless pushed with `undo=False`: a replay that
        never takes a statement back records nothing)."""
        self._settle()
        typed = None
        if not isinstance(statement, (Play, CardStart, CampaignStart, Reveal)):  # a typed Action: steps stay typed
            statement, typed = typed_door(statement, at, positions, key)
        before = len(self.engine.findings)
        if not undo:
            self._undo.append(None)
            self.refused = not self.engine.feed(statement, typed)
            return self.engine.findings[before:]
        books = self.engine.books()
        with Changes(self.engine.state) as changes:
            self._undo.append((changes, books, self.refused))
            self.refused = not self.engine.feed(statement, typed)
        return self.engine.findings[before:]

    def pop(self) -> None:
        """Take back the last statement pushed: the board, the boxes, the card turn, Eligibility,
        the deck and the findings as they were before it."""
        self._settle()
        if not self._undo:
            raise IndexError("pop: nothing pushed")
        saved = self._undo.pop()
        if saved is None:
            raise ValueError("pop: the last statement was pushed with undo=False")
        changes, books, self.refused = saved
        changes.undo()
        self.engine.restore(books)

    def replay(self, until_line: int | None = None, until_card: int | None = None,
               undo: bool = False) -> LogReplay:
        """The one walk through the log the Game was made from (`replay`, `play_through`, the
        Non-Player driver and `gandhi view`'s timeline use it): each statement pushed in turn and
        yielded as a `Replayed` (the statement, its findings, the position after it). It stops
        after a statement refused because the game is over (reported once, the rest not played:
        6.1, 6.3.5), or before the first statement that starts after `until_line`, or before the
        card (or Campaign round) after the first `until_card` ones (then `LogReplay.stopped_before`
        holds that statement). `undo`: pushed so that `pop` can take each back."""
        return LogReplay(self, tuple(self.engine.log.statements), until_line, until_card, undo)

    def end(self, cards_played: int, stopped_at: int | None = None) -> Result:
        """The log is over (or stopped at `stopped_at`): unless stopped, the final Campaign round
        ends as its Support phase ends (6.3.5); the Result with its counts and verdict."""
        self.result.stopped_at = stopped_at
        return self.engine.end(self.result, cards_played)

    # ------------------------------------------------------------------ what comes next

    def fill_order(self, order: tuple[str, ...]) -> None:
        """A card written without its order, which the card data lacks: the factions that chose
        are first, the rest in `order` (NP-ORD-1, the Non-Player driver's draw)."""
        self._settle()
        turn = self.engine.turn
        if turn is not None and not turn.order:
            seen = [f for f, _ in turn.done]
            turn.order = tuple(seen + [f for f in order if f not in seen])

    def open_follow_ups(self) -> list[tuple[str, str]]:
        """The end-of-turn choices open now, (name, owner): Protests after Gandhi's arrest
        (3.2.4), the Raj's cubes in a Crisis (6.8), the NP Congress's Protest (8.9.4)."""
        self._settle()
        return [(name, fu.owner) for name, fu in FOLLOW_UPS.items() if name in self.engine.windows]

    def in_campaign(self) -> bool:
        """A Campaign round is being played (6.0)."""
        return self.engine.in_campaign

    def card_done(self) -> bool:
        """The card being played is done: two factions acted, or every Eligible one chose (2.3.3)."""
        return self.engine.card_done()

    def card_view(self) -> CardView | None:
        """The card being played, as it stands (a copy), None between cards and in Campaign rounds."""
        return card_view(self.engine.turn) if self.engine.turn is not None else None

    def due(self) -> Due:
        """What the game waits for. A player's follow-up choice is optional (written before the next
        move or not at all), so only a Non-Player's is due; on a card whose faction order is
        unknown no faction is named until the order is filled (`fill_order`)."""
        self._settle()
        rp, state = self.engine, self.state
        if self.over():
            return Due(DueKind.OVER)
        for name, owner in self.open_follow_ups():
            if owner in self.non_players:
                return Due(DueKind.FOLLOW_UP, owner, name)
        if rp.in_campaign and rp.round is not None:
            from ..rules.campaign_round.phases import ORDER

            left = rp.round.places_left()
            return Due(DueKind.PART, *ORDER[left[0]]) if left else Due(DueKind.RESET)
        turn = rp.turn
        if turn is not None and not rp.card_done():
            # a card whose order is unknown (and not filled): any Eligible faction yet to choose
            actor = turn.next_faction() if turn.order else None
            return Due(DueKind.ACT, actor, turn.card, turn.position(), turn.options())
        if turn is None:
            n = state.current_card
            if n is None:
                return Due(DueKind.OVER)
            return Due(DueKind.CAMPAIGN if n in CAMPAIGN_CARDS else DueKind.CARD, None, n)
        if rp.open_deck is not None and rp.revealed is not None:  # turned up at the table (2.3.7)
            return Due(DueKind.CARD, None, rp.revealed[0])
        nxt = upcoming(state)
        if nxt is None:
            return Due(DueKind.OVER)
        return Due(DueKind.CAMPAIGN if nxt[1] else DueKind.CARD, None, nxt[0])

    def _probe_turn(self, faction: str) -> Turn:
        """A Turn of `faction` on the game's state, with its Non-Players, to ask an activity what it
        may do now outside any statement (tests of the rules' own listings)."""
        from ..rules.activity import Turn

        turn = Turn(self.state, faction, "<legal>", [])
        turn.non_players = self.non_players
        return turn

    # ------------------------------------------------------------------ drafts and trials
    def draft(self, head: A.FactionAction, apart: bool = False, audit: bool = True,
              audit_trials: bool = True) -> Draft:
        """A statement of the faction due built step by step on this game: `draft.Draft`, a live
        transaction (options, next_steps, step, next_part, undo, trial, finish, action, close; a
        context manager), opened at its first use; `apart`: outside the card's sequence, for any
        faction (what its activity may do, whoever is due); `audit` False: the board's invariants
        are not audited at each change while it is open (its `finish(at)` then pushes the statement
        rather than commit the run: a push audits each change); `audit_trials` False: its trials
        are not (`Draft.audit_trials`)."""
        return Draft(self, head, apart, audit, audit_trials)

    def _settle(self) -> None:
        """Close the draft open on the game, if any (it opens again at its next use): done before
        anything else changes the game or reads its sequence."""
        if self._drafting is not None:
            self._drafting.close()

    def _options_of(self, head: A.FactionAction, apart: bool = False, ends: bool = False,
                    moves: bool = True) -> DraftOptions:
        """What the first step of a statement `head` may do (`Draft.options`), the game left as it was:
        every one-shot listing (`candidate_spaces`, `candidate_moves`, `event_option`, `legal`) asks here."""
        with self.draft(head, apart) as draft:
            return draft.options(ends=ends, moves=moves)

    @contextmanager
    def trial(self, action: A.Action | Play | CardStart | CampaignStart) -> Iterator[list[Finding]]:
        """Push `action`, let the caller look at the game and the findings, pop it: no copy."""
        found = self.push(action)
        try:
            yield found
        finally:
            self.pop()

    def candidate_spaces(self, name: str, limited: bool = False, faction: str | None = None) -> list[SpaceOption]:
        """The spaces `faction`'s (by default the faction due's) Operation or Special Activity
        `name` may choose now, first in its statement, with their costs, in map order (a draft's
        `options`: its own rule's `Activity.candidate_spaces`, the very conditions its `select`
        check reports, and what the faction can pay for, 3.1.5). A Limited Operation chooses one
        of them (2.3.5). Empty for a name that is not an Operation or SA."""
        head = self._head(name, limited, faction)
        return list(self._options_of(head, apart=True).spaces) if head is not None else []

    def candidate_moves(self, name: str, limited: bool = False, faction: str | None = None,
                        dst: str | None = None) -> list[MoveOption]:
        """The moves `faction`'s (by default the faction due's) activity `name` allows now as the
        first move of its statement (into `dst` only, if given), each with a path its `on_move`
        check accepts and how many pieces of that kind may take it (a draft's `options`, from
        `Activity.candidate_moves`). Empty for an activity that moves no pieces."""
        head = self._head(name, limited, faction)
        if head is None:
            return []
        return [m for m in self._options_of(head, apart=True).moves if dst is None or m.dst == dst]

    def _head(self, name: str, limited: bool, faction: str | None) -> A.FactionAction | None:
        """The head of a statement of `faction` (the faction due by default) doing `name` alone."""
        from ..rules.catalog import find

        faction = faction or self.due().faction
        if faction is None or find(faction, name) is None:
            return None
        return activity_head(faction, name, limited=limited)

    def event_option(self, draft: A.FactionAction) -> EventOption | None:
        """What the next clause of an Event side can take: `draft` is the Event being written (its
        faction, side and the steps written so far, possibly none), carried out on the game under
        its change journal and taken back (`Draft.options`; `Clause.candidates`, 5.1, 5.1.1,
        5.1.2). None when no card is being played or the side's text is not checked yet."""
        from ..rules.events import event_class

        card = self.engine.turn.card if self.engine.turn is not None else None
        if draft.side is None or card is None or card in CAMPAIGN_CARDS or event_class(card, draft.side.value) is None:
            return None
        return self._options_of(draft, moves=False).event

    def legal(self, spaces: bool = False, moves: bool = False) -> list[Candidate]:
        """The choices open to the faction due, from the rules that check a written one: the card's
        options (CardTurn.record, 2.3.4); the faction's Operations that can choose a space now
        (3.0, 3.1.1; for the Revolutionaries, one they can pay for, 3.1.5); each Operation with
        each Special Activity that may accompany it (4.1.2) and the orders 4.1 allows them; the
        Event sides the card has (5.1, 5.1.2: each side may be chosen, even one that can do
        nothing now, EV-0-4); the faction's Campaign part (6.0) or its follow-up. Empty when no
        faction is due (a card, the Reset, the end) or the card's order is not known. With
        `spaces`, each part carries the spaces it may choose first and their costs, and each Event
        side what its first clause can take; with `moves`, the moves each part allows first."""
        from ..model.cards import card
        from ..notation import actions as A
        from ..rules.catalog import find, names
        from ..rules.sequence import EVENT, LIMITED_OP, OP_ONLY, OP_SA, PASS

        due = self.due()
        if due.kind == DueKind.RESET:  # what the Reset opens is written next (6.8, 8.9.4)
            return [self._listed(c, spaces, moves) for c in self._after_reset()]
        who = due.faction
        if who is None:
            return []
        faction = A.Faction(who)
        if due.kind == DueKind.FOLLOW_UP:  # a Non-Player's choice, which it may also leave unused
            fu = Candidate("follow-up", activity_head(who, str(due.name)))
            with taken_back(self.engine):
                self.engine.windows.pop(str(due.name), None)
                rest = self.legal(spaces, moves)
            return [self._listed(fu, spaces, moves)] + rest
        if due.kind == DueKind.PART:
            out = [Candidate("part", activity_head(f, n)) for f, n in self._parts_open()]
            if len(out) == len(self._parts_left()):  # every part may be left: the Reset's follow-ups too
                out += self._after_reset()
            return [self._listed(c, spaces, moves) for c in out + self._follow_ups(due)]
        if due.kind != DueKind.ACT:
            return []
        first: dict[tuple[str, bool], DraftOptions] = {}  # each part's options as the statement's first

        def opened(name: str) -> DraftOptions:
            if (name, False) not in first:
                first[name, False] = self._options_of(activity_head(who, name), moves=moves)
            return first[name, False]

        every_op = names(who, "op")
        ops = [n for n in every_op if opened(n).spaces]  # an Operation that can choose a space now
        sas = names(who, "sa")
        out = []
        for choice in sorted(due.options):
            if choice == PASS:
                out.append(Candidate(PASS, A.FactionAction(faction, A.Choice.PASS)))
            elif choice == EVENT and isinstance(due.name, int):
                data = card(due.name)
                out += [Candidate(EVENT, A.FactionAction(faction, A.Choice.EVENT, A.Side(side)))
                        for side in ("unshaded", "shaded") if getattr(data, side, None) is not None]
            elif choice in (OP_ONLY, LIMITED_OP):
                out += [Candidate(choice, activity_head(who, op, limited=choice == LIMITED_OP)) for op in ops]
            elif choice == OP_SA:
                for op in every_op:
                    for sa in sas:
                        cls = find(who, sa)
                        assert cls is not None  # listed by the catalog
                        if cls.pairing_problem(op) is not None:  # 4.1.2
                            continue
                        # the SA after the Operation: where it can act now, or once one step of
                        # the Operation gave it a space (4.5.2; 4.5.3: only where the Op acted)
                        later = op in ops and (bool(opened(sa).spaces) or self._enables(faction, op, sa))
                        orders = [(op, sa), (op, sa, op)] if later else []
                        # the SA first (4.1): where the Operation has no space yet, if the SA opens one
                        if opened(sa).spaces and (op in ops or self._opens(faction, sa, op)):
                            orders.insert(1 if orders else 0, (sa, op))
                        if not orders:
                            continue
                        out.append(Candidate(OP_SA, activity_head(who, op, sa), orders=tuple(orders)))
        out += self._follow_ups(due)
        if spaces or moves:
            out = [self._listed(c, spaces, moves, first) for c in out]
        return out

    def _opens(self, faction: A.Faction, sa: str, op: str, tries: int = 24) -> bool:
        """Whether one step of the Special Activity `sa`, written first (4.1), gives the Operation
        `op` a space to choose (Aid hiding Guerrillas for Unrest, 3.4.4, 4.5.1)."""
        return self._one_step_opens(faction, sa, op, tries)

    def _enables(self, faction: A.Faction, op: str, sa: str, tries: int = 24) -> bool:
        """Whether one step of the Operation `op` gives the Special Activity `sa`, written after it
        (4.1), a space to choose (a Rally placing the Guerrillas an Infiltrate needs, 4.5.2)."""
        return self._one_step_opens(faction, op, sa, tries)

    def _one_step_opens(self, faction: A.Faction, first: str, then: str, tries: int) -> bool:
        """Whether one step of the part `first` lets the part `then` begin with a space to choose:
        tried on a draft (one try a space first, `_one_a_space`)."""
        with self.draft(activity_head(faction.value, first, then)) as draft:
            for step in _one_a_space(draft.next_steps(), tries):
                with draft.trial():  # the step (and the next part) taken back: no re-run
                    draft.step(step)
                    if draft.options(moves=False).next_part:
                        draft.next_part()
                        if draft.options(ends=False, moves=False).spaces:
                            return True
        return False

    def _follow_ups(self, due: Due) -> list[Candidate]:
        """A player's end-of-turn choices open now (3.2.4, 6.8), written before the next move or not
        at all: offered beside what is due."""

        return [Candidate("follow-up", activity_head(owner, name)) for name, owner in self.open_follow_ups()
                if owner not in self.non_players and (due.kind, due.name) != (DueKind.FOLLOW_UP, name)]

    def _parts_left(self) -> list[tuple[str, str]]:
        """The Campaign round's places still to come (6.2-6.4)."""
        from ..rules.campaign_round.phases import ORDER

        assert self.engine.round is not None  # a part is due
        return [ORDER[i] for i in self.engine.round.places_left()]

    def _parts_open(self) -> list[tuple[str, str]]:
        """The Campaign round's parts that may be written now (6.2-6.4): the next in the round's
        order and each later one that the parts before it may be left for — leaving them gives no
        finding (a Strike due, Imperialism owed, pieces still on the Railways: 6.2.1, 6.3.1, 6.4)."""
        from ..rules.campaign_round.phases import ORDER

        rnd = self.engine.round
        assert rnd is not None  # a part is due
        out: list[tuple[str, str]] = []
        for i in rnd.places_left():
            faction, part = ORDER[i]
            if out and self._quietly(partial(rnd.pass_to, i, None)):
                break  # leaving the parts before it is reported: it and the later ones are not offered
            out.append((faction, part))
        return out

    def _after_reset(self) -> list[Candidate]:
        """The follow-ups the Campaign round's Reset opens (6.8, 8.9.4), found by running the Reset
        under the change journal and taking it back."""

        opened: list[tuple[str, str]] = []

        def reset() -> None:
            self.engine.end_campaign(Pos(0, 0))
            opened.extend(self.open_follow_ups())
        if self._quietly(reset):  # the round's remaining places may not all be left
            return []
        return [Candidate("follow-up", activity_head(owner, name)) for name, owner in opened]

    def _quietly(self, act: Callable[[], object]) -> bool:
        """Run `act` on the game and take it all back (board, bookkeeping, findings); True if it gave
        a finding."""
        with taken_back(self.engine) as found:
            act()
        return bool(found)

    def _listed(self, cand: Candidate, spaces: bool, moves: bool,
                first: dict[tuple[str, bool], DraftOptions] | None = None) -> Candidate:
        """`cand` with its parts' spaces and moves as the statement's first part (each part's
        looked up once in `first`: every Operation + SA pair repeats them), or its Event side's
        first clause."""
        from dataclasses import replace

        from ..notation import actions as A

        if not (spaces or moves):
            return cand
        if cand.action.choice == A.Choice.EVENT:
            return replace(cand, event=self.event_option(cand.action)) if spaces else cand
        if cand.action.choice != A.Choice.ACTIVITY:
            return cand
        first = {} if first is None else first
        found = []
        for p in cand.action.parts:
            # a Limited Operation chooses one of the spaces (2.3.5): as its first, the same as a full one's
            key = (p.name.value, False)
            if key not in first:
                first[key] = self._options_of(replace(cand.action, parts=(A.ActionPart(p.name),)), moves=moves)
            found.append(first[key])
        return replace(cand, spaces=tuple(o.spaces for o in found) if spaces else (),
                       moves=tuple(o.moves for o in found) if moves else ())

    # ------------------------------------------------------------------ Campaign round steps no statement writes

    def reset(self, at: Pos) -> None:
        """Close the Campaign round: the Reset (6.5) runs, opening the Crisis and NP Protest
        follow-ups (6.8, 8.9.4)."""
        self._settle()
        self.engine.end_campaign(at)

    def decline_follow_up(self, name: str) -> None:
        """A Non-Player leaves an end-of-turn choice unused."""
        self._settle()
        self.engine.windows.pop(name, None)

    def reach_part(self, faction: str, part: str) -> None:
        """Bring the Campaign round to `faction`'s `part` (what comes before it happens first)."""
        self._settle()
        from ..rules.campaign_round.phases import ORDER

        assert self.engine.round is not None, "no Campaign round in progress"
        self.engine.round.pass_to(ORDER.index((faction, part)), None)

    def part_limits(self, faction: str, name: str) -> str | None:
        """The limits of `faction`'s Campaign part `name` in words, as the round stands (#21: 6.3.1's
        spaces, 6.3.2's combined count so far), as `gandhi status` lists them; None where it has
        none or `faction` has no activity `name`. Read from the live round: the part is made on a
        Turn sharing what the round's parts written so far share, in a trial taken back (nothing
        copied, nothing the reading did kept)."""
        from ..rules.catalog import find

        self._settle()
        cls = find(faction, name)
        if cls is None:
            return None
        turn = self._probe_turn(faction)
        turn.round = self.engine.round_shared
        with taken_back(self.engine):
            return cls(turn).limits_text()

    def deck_by_hand(self) -> bool:
        """No [Seed] nor [Deck]: the deck is shuffled by hand and the next card unknown (DECK-1)."""
        return self.engine.open_deck is not None

    def knows_next(self) -> bool:
        """Whether the next card is known: from [Seed] or [Deck], or where the scenario fixes the
        top of a deck shuffled by hand (the tutorial); never a stand-in's number (DECK-1)."""
        return self.engine.knows_next() or self.revealed() is not None

    def revealed(self) -> tuple[int, tuple[str, ...] | None] | None:
        """The card turned face up on a deck shuffled by hand (`reveal N [ORDER]`, 2.3.7): its number
        and the order written, None before it is revealed (or with a deck gandhi knows)."""
        r = self.engine.revealed
        return (r[0], r[1]) if r is not None and self.engine.open_deck is not None else None

    def headers(self) -> dict[str, Header]:
        return self.engine.headers()

    def statements(self) -> Iterator[Statement]:
        """The parsed log's statements (the ones the Game was made from)."""
        return iter(self.engine.log.statements)


Statement = Play | CardStart | CampaignStart | Reveal


@dataclass(frozen=True)
class Replayed:
    """One statement of a replay, just pushed: the statement, the findings it gave, the cards and
    Campaign rounds begun so far (this one included), whether the game refused it (it came after
    the game's end: the last one yielded), whether it is the log's last, and the position after it
    (the Game's live state: read it before the next statement is pushed)."""

    statement: Statement
    findings: list[Finding]
    cards: int
    refused: bool
    last: bool
    state: GameState


class LogReplay:
    """`Game.replay`: an iterable of `Replayed`, once; `cards` (the cards and Campaign rounds begun
    so far) and `stopped_before` (the statement a `until_line` / `until_card` stop left unpushed,
    None otherwise) say where it ended."""

    def __init__(self, game: Game, statements: tuple[Statement, ...], until_line: int | None,
                 until_card: int | None, undo: bool):
        self.game, self.statements = game, statements
        self.until_line, self.until_card, self.undo = until_line, until_card, undo
        self.cards = 0
        self.stopped_before: Statement | None = None

    def __iter__(self) -> Iterator[Replayed]:
        game, n = self.game, len(self.statements)
        for i, st in enumerate(self.statements):
            starts_card = isinstance(st, (CardStart, CampaignStart))
            if (self.until_line is not None and st.pos.line > self.until_line) or (
                    self.until_card is not None and starts_card and self.cards >= self.until_card):
                self.stopped_before = st
                return
            found = game.push(st, undo=self.undo)
            if starts_card and not game.refused:
                self.cards += 1
            yield Replayed(st, found, self.cards, game.refused, i == n - 1, game.state)
            if game.refused:
                return

    def run(self) -> LogReplay:
        """Replay to the end (or the stop), looking at nothing on the way."""
        for _ in self:
            pass
        return self


def activity_head(faction: str, *names: str, limited: bool = False) -> A.FactionAction:
    """The head of a statement of `faction` doing the activities `names` in that order, without
    steps (the first Limited if `limited`, 2.3.5)."""
    from ..notation import actions as A

    parts = tuple(A.ActionPart(A.ActivityName(n), limited and i == 0) for i, n in enumerate(names))
    return A.FactionAction(A.Faction(faction), A.Choice.ACTIVITY, parts=parts)


def play_through(log: Log, stop_line: int | None = None, map_path: str | None = None) -> Game:
    """A Game fed the log's statements (those starting on or before `stop_line`, if given); at
    the log's end the final Campaign round is closed as the replay closes it (6.3.5). The log's
    statements are pushed for good (no change journal: `pop` cannot take them back)."""
    game = Game(log, map_path)
    game.replay(until_line=stop_line).run()  # after the game's end: reported, and the rest is not played
    if stop_line is None:
        game.end_of_log()
    return game


def _one_a_space(steps: list[A.ActionStep], most: int) -> list[A.ActionStep]:
    """At most `most` of `steps`: the first naming each space, then the others: one try a space
    first finds the space whose step opens another part (`Game._opens`, `_enables`)."""
    from ..notation import actions as A

    seen: set[str] = set()
    first: list[A.ActionStep] = []
    rest: list[A.ActionStep] = []
    for step in steps:
        names = [a.name for a in step.args if isinstance(a, A.SpaceName)]
        key = names[0] if names else ""
        (rest if key in seen else first).append(step)
        seen.add(key)
    return (first + rest)[:most]
