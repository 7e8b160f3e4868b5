"""Play a log forward (8.0): replay it, find what comes next — a card, a Campaign round, a faction's
choice on the card, a Campaign round part, an end-of-turn choice — and, when a Non-Player is to
act, produce its move as notation (`gandhi next`, `gandhi play`).

Determinism: a move depends only on the log's statements and the seed. Every NP decision draws
from `random.Random(f"{seed}:statement:{n}")`, `n` being the number of statements of the log so
far (headers, comments and blank lines not counted: an explanation written as comments by `play
--explain`, or a player's note, changes no die), so `gandhi next` on a log written by `gandhi
play` gives the move `play` wrote, with or without `--explain` (issue #35). The Arjuna deck is shuffled
from the seed at the start and at each Campaign round (8.3, 8.9.4); the cards an NP drew are
written in a comment before its move (`#@np RAJ arjuna B,BB rolls 3 5`), and re-reading a log
advances the deck by them.

Card faction order: most card faces are not in our texts (gandhi_cli/data/cards). For a card
whose order is unknown, the driver draws one from the seed (`random.Random(f"{seed}:order:{n}")`),
keeping the part of the order the card data knows, and writes it in the card line, so the log
states it (reading NP-ORD-1).
"""

from __future__ import annotations

import random
import re
import shlex
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..core.game import Due, DueKind, Game, Statement
from ..io.errors import InputError, Location
from ..io.quoting import CONTROL, quote
from ..io.textlines import lines as text_lines
from ..model import terms
from ..model.scenario import EVENT_CARDS
from ..notation import actions as A
from ..notation.convert import action_text
from ..notation.parse import parse
from ..notation.statements import CampaignStart, Header, Log, Pos
from ..rules.sequence import EVENT, LIMITED_OP, OP_ONLY, OP_SA, PASS, upcoming
from .decision import Decision
from .plan import Plan

if TYPE_CHECKING:
    from ..model.state import GameState
    from ..rules.activity import Finding
    from .arjuna import ArjunaDeck

NP_COMMENT = re.compile(r"^#@np\s+(RAJ|INC|ML|REV)\b(?:\s+arjuna\s+([A-Z,]+))?(?:\s+rolls\s+([1-6](?:\s+[1-6])*))?")


@dataclass
class Script:
    """The Arjuna cards a player drew and the dice they rolled for the next Non-Player move (the
    physical game, 8.3): read in order, and never topped up from a seed (issue #32). `faction`
    None: whoever is the next Non-Player to move; `from_log`: written by the player as the log's
    last line (`#@np RAJ arjuna B rolls 3 5`, at `line`), which then stands as the move's comment;
    `given` False: nothing given (a game without [Seed]: the move asks for what it needs)."""

    cards: list[str]
    dice: list[int]
    faction: str | None = None
    from_log: bool = False
    extra: int = 0  # kept for callers: never counted now (nothing is drawn beyond the given)
    line: int | None = None
    given: bool = True
    total: int = -1  # the dice given (the Event's trial copy shares its parent's count)
    root: Script | None = None  # the trial copy's parent, whose `peak` it raises
    peak: int = 0  # the most dice any trial of the move used
    drawn: list[str] = field(default_factory=list)  # the Arjuna cards read so far in the move

    def __post_init__(self) -> None:
        if self.total < 0:
            self.total = len(self.dice)
        self.cards_given = list(self.cards)
        self.dice_given = list(self.dice)

    def die(self, reason: str, then: str = "") -> int:
        """The next die the player rolled; NeedTable when none is left (too few), asking for the
        die that surely follows it in the same decision (`then`) too (NP-PHYS-2)."""
        if not self.dice:
            raise NeedTable(self, "die", reason, then=then)
        r = self.dice.pop(0)
        root = self.root or self
        root.peak = max(root.peak, self.total - len(self.dice))
        return r


class NeedTable(InputError):
    """The Non-Player needs a die or an Arjuna card the table has not given (issue #32): the move
    stops here, never topped up from a seed."""

    def __init__(self, script: Script, what: str, reason: str = "", faction: str | None = None, then: str = ""):
        self.script, self.what = script, what
        root = script.root or script
        given = []
        if root.cards_given:
            given.append(f"Arjuna {','.join(root.cards_given)}")
        if root.total:
            given.append(f"dice {','.join(str(r) for r in root.dice_given)}")
        so_far = f" (given: {'; '.join(given)})" if given else ""
        who = faction or root.faction or "the Non-Player"
        cards = ["--arjuna " + ",".join(root.cards_given)] if root.cards_given else []
        if what == "die" and then:  # two dice of one decision (8.1.2): asked together (NP-PHYS-2)
            common = reason.rsplit(": ", 1)[0] + ": " if ": " in reason else ""
            then = then[len(common):] if common and then.startswith(common) else then
            option = " ".join([*cards, "--rolls " + ",".join([*map(str, root.dice_given), "N", "N"])])
            message = (f"{who} rolls dice {root.total + 1} and {root.total + 2} ({reason}, then {then}): "
                       f"{root.total} given{so_far}; roll both and give all the dice so far: {option}")
        elif what == "die":
            option = " ".join([*cards, "--rolls " + ",".join([*map(str, root.dice_given), "N"])])
            message = (f"{who} rolls die {root.total + 1}{f' ({reason})' if reason else ''}: {root.total} given"
                       f"{so_far}; roll it and give all the dice so far: {option}")
        else:
            dice = ["--rolls " + ",".join(map(str, root.dice_given))] if root.dice_given else []
            option = " ".join(["--arjuna " + ",".join([*root.cards_given, "X"]), *dice])
            again = (f"{who} draws a new Arjuna card after {root.cards_given[-1]} (8.3: draw a new card)"
                     if root.cards_given else f"{who} draws an Arjuna card (8.3)")
            message = (f"{again}: move cards from the top of the Arjuna deck to the bottom until a {who} card "
                       f"shows{so_far}; give it: {option}")
        super().__init__(message)


class _Dice(random.Random):
    """The seeded dice; a player's own rolls (a Script) instead while one is in force."""

    def __init__(self, seed: str, script: Script | None):
        super().__init__(seed)
        self.given = script
        self.reason = ""  # why the next die is rolled (Decision.roll says)
        self.then = ""  # the die that surely follows it in the same decision (8.1.2), if any

    def randint(self, a: int, b: int) -> int:
        if self.given is not None and (a, b) == (1, 6):
            reason, then, self.reason, self.then = self.reason, self.then, "", ""
            return self.given.die(reason, then)
        return super().randint(a, b)


class _ScriptDeck:
    """The Arjuna deck as the player turns it (8.3): the cards given, in order; a draw past them
    stops the move (NeedTable). A card drawn went to the bottom of the deck (8.3 #1-2): a redraw
    never turns it up again before the faction's other cards (IT:1160-1161); the seeded deck, if
    any, is advanced past it, as re-reading the move's `#@np` comment does."""

    def __init__(self, deck: ArjunaDeck | None, script: Script):
        self.deck, self.script = deck, script

    def draw(self, faction: str) -> str | None:
        from .arjuna import fronts

        script = self.script
        if not script.cards:
            raise NeedTable(script, "arjuna", faction=faction)
        cid = script.cards.pop(0)
        own = fronts(faction)
        if cid not in own:
            raise InputError(f"Arjuna card {cid!r} is not one of the {faction} cards' fronts ({', '.join(own)})")
        recent = script.drawn[-(len(own) - 1):] if len(own) > 1 else []
        if cid in recent:
            raise InputError(f"Arjuna card {cid} was drawn in this move already: a card drawn goes to the bottom "
                             f"of the Arjuna deck (8.3 #1-2, IT:1160-1161), so the next {faction} card turned "
                             "up is another one")
        script.drawn.append(cid)
        if self.deck is not None:
            self.deck.replay_draw(faction, cid)
        return cid


@dataclass
class Move:
    """What the driver writes next: the log lines (comments and statements), the explanation, and
    each statement typed (`actions`: line index -> Action), pushed on the Game as it is, with no
    text parsed (a Non-Player's statement made by `Autoplay.advance` is committed from its open
    `plan` instead: carried out once); the line is the Action written by `action_text`."""

    lines: list[str] = field(default_factory=list)
    explain: list[str] = field(default_factory=list)
    actions: dict[int, A.Action] = field(default_factory=dict)
    #: the plan that built the faction's statement, still open on the game (`Autoplay.advance`
    #: only): `Autoplay.append` commits it at the statement's line instead of pushing it again
    plan: Plan | None = field(default=None, repr=False, compare=False)

    def close(self) -> None:
        """Take the open plan back, if any: the game is as it was before the move."""
        if self.plan is not None:
            self.plan.close()
            self.plan = None

    def add(self, action: A.Action) -> None:
        """One statement, written in the notation once, here."""
        self.actions[len(self.lines)] = action
        self.lines.append(action_text(action))

    def record_dice(self, dice: list[int]) -> None:
        """The `#@np` comment's dice: all the table rolled for the move (the Event weighed and not
        chosen rolled some too, NP-PHYS-1), so that the comment gives the move again."""
        for i, line in enumerate(self.lines):
            if line.startswith("#@np"):
                head = line.split(" rolls ", 1)[0]
                self.lines[i] = head + (" rolls " + " ".join(map(str, dice)) if dice else "")
                return

    def drop_np_comment(self) -> None:
        """Leave out the `#@np` comment (the player wrote it before the move)."""
        keep = [i for i, line in enumerate(self.lines) if not line.startswith("#@np")]
        self.actions = {keep.index(i): a for i, a in self.actions.items()}
        self.lines = [self.lines[i] for i in keep]


def card_order(n: int, seed: int) -> tuple[tuple[str, ...], bool]:
    """The card's faction order and whether it comes from the card data (else drawn, NP-ORD-1).
    A drawn order keeps what the data knows of the card's order (`EventCard.precedes`: the
    tutorial's #20 has the Raj's icon left of the League's): the seed's shuffle when it does,
    else one of the orders that do, chosen by the same seed."""
    from ..model.cards import card, order_conflict, orders_allowed

    order = getattr(card(n), "order", None)
    if order and len(order) == 4:
        return tuple(order), True
    factions = list(terms.FACTIONS)
    rng = random.Random(f"{seed}:order:{n}")
    rng.shuffle(factions)
    if order_conflict(n, tuple(factions)) is not None:
        return rng.choice(orders_allowed(n)), False
    return tuple(factions), False


def _drawn_note(n: int, seed: int) -> str:
    """The comment before a card line whose order the driver drew (NP-ORD-1)."""
    from ..model.cards import card

    pairs = getattr(card(n), "precedes", ())
    if not pairs:
        return f"# card {n}: faction order not in our sources, drawn from seed {seed} (NP-ORD-1)"
    kept = ", ".join(f"{a} left of {b}" for a, b in pairs)
    return f"# card {n}: faction order partly in our sources ({kept}), the rest drawn from seed {seed} (NP-ORD-1)"


class Autoplay:
    """A log being played forward: the Game core fed the log, then each move a Non-Player makes."""

    def __init__(self, text: str, name: str = "<log>", seed: int | None = None, log: Log | None = None):
        """`text` is the log (already parsed as `log`, if given); `seed` defaults to its [Seed]."""
        self.name = name
        self.lines: list[str] = text_lines(text)
        log = log or parse(text, name)
        if log.errors:
            raise log.errors[0]
        self.game = Game(log)
        header = self.game.headers().get("seed")
        self.seed = seed if seed is not None else (header.values[0] if header else 0)
        # without a seed the physical cards decide the faction orders: none is drawn (NP-ORD-1), and the
        # table turns up the cards (reveal, 2.3.7), the Arjuna cards and the dice (issue #32)
        self.seed_known = seed is not None or header is not None
        self.by_hand = self.game.deck_by_hand()
        self.waiting: str | None = None  # what a player must write before the Non-Players go on
        self.statements = 0  # statements pushed so far: the key of the NP's dice (never a comment)
        self.needs_reveal = False  # a Non-Player must see the next card, not revealed (8.2.1, DECK-5)
        self.campaigns = 0
        self.explain_in_log = False  # write each NP's chart path as comments (gandhi play --explain)
        self.new_deck()
        last_campaign = 0
        for r in self.game.replay(undo=True):  # after the game's end: reported once, the rest not played
            self._fed(r.statement)
            if isinstance(r.statement, CampaignStart) and not r.refused:
                last_campaign = r.statement.pos.line
        self._replay_draws(self.lines[last_campaign:])
        self.baseline = len(self.violations())
        self._script_on = False
        self._script: Script | None = self._pending_script()
        #: called with (game, action) before each statement the driver pushes (the soak's check
        #: that the Non-Players push only what the Game offers: core.offer.not_offered); with it,
        #: each statement is pushed on the position before the move (its plan taken back first)
        self.audit: Callable[[Game, A.Action], None] | None = None
        #: True while `advance` makes a move: the plan of its statement is left open (`Move.plan`)
        self._keep = False
        self._event_script: Script | None = None

    # ----------------------------------------------------------------- state of play
    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def non_players(self) -> frozenset[str]:
        return self.game.non_players

    def violations(self) -> list[Finding]:
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
            order, known = card_order(turn.card, self.seed)
            if known or self.seed_known:
                self.game.fill_order(order)
        return self.game.due()

    def player_follow_up(self) -> Due | None:
        """A choice open to a player now (Protests after Gandhi's arrest, 3.2.4): optional, but made
        before anyone else moves, so the Non-Players wait for it."""
        for name, owner in self.game.open_follow_ups():
            if owner not in self.non_players:
                return Due(DueKind.FOLLOW_UP, owner, name)
        return None

    # ----------------------------------------------------------------- feeding lines
    def append(self, lines: list[str], actions: dict[int, A.Action] | None = None,
               plan: Plan | None = None) -> list[Finding]:
        """Add lines to the log and push their statements, typed (`actions`, by line index; the other
        lines are comments and blank lines); the new violations. `plan`: the plan a Non-Player
        built its statement on, still open on the game (`Move.plan`): that statement is committed
        at its line (`Plan.commit`, `Draft.finish`: carried out once, the positions the rules keep
        of it placed at the line), not pushed again; with `audit` set, the plan is taken back and
        the statement pushed on the position before it, which the audit sees."""
        offset = len(self.lines)
        self.lines.extend(lines)
        actions = actions or {}
        found: list[Finding] = []
        try:
            for i, action in sorted(actions.items()):
                at = Pos(offset + i + 1, 1)
                if plan is not None and self.audit is None and plan.is_open and plan.action() == action:
                    found += plan.commit(at)
                    self._fed(action)
                    plan = None
                    continue
                if plan is not None:
                    plan.close()
                    plan = None
                if self.audit is not None:
                    self.audit(self.game, action)
                found += self._feed(action, at)
        finally:
            if plan is not None:
                plan.close()
        return [f for f in found if not f.note]

    def _feed(self, st: Statement | A.Action, at: Pos | None = None) -> list[Finding]:
        found = self.game.push(st, at=at)
        self._fed(st)
        return found

    def _fed(self, st: Statement | A.Action) -> None:
        """Count a statement pushed: the key of the dice; a new Arjuna deck after a Campaign round."""
        self.statements += 1
        if isinstance(st, (CampaignStart, A.CampaignAction)):
            self.campaigns += 1
            self.new_deck()  # 8.9.4: the deck is shuffled at the round's Reset; no draw comes between

    def script(self, script: Script) -> None:
        """Follow a player's own Arjuna draws and dice for the next Non-Player move."""
        self._script = script

    def _pending_script(self) -> Script | None:
        """A `#@np` line the player wrote last, with no move after it: the draws and dice the
        next move of that Non-Player follows."""
        last = max((st.pos.line for st in self.game.statements()), default=0)
        for k in range(len(self.lines) - 1, last - 1, -1):
            text = self.lines[k].strip()
            if not text:
                continue
            m = NP_COMMENT.match(text)
            if m is None:
                return None
            from .arjuna import cards as arjuna_cards

            backs = {cid for cid, c in arjuna_cards(m.group(1)).items() if not c.get("back")}
            # a back (BB) is the front flipped, not a draw (8.3 #3): the draws are the fronts
            cards = [c for c in m.group(2).split(",") if c not in backs] if m.group(2) else []
            dice = [int(r) for r in m.group(3).split()] if m.group(3) else []
            return Script(cards, dice, m.group(1), from_log=True, line=k + 1)
        return None

    def _misplaced_script(self, due: Due) -> None:
        """A `#@np` line for a faction that is not the Non-Player due to move: reported where it
        stands (issue #32), never silently left for later."""
        script = self._script
        if script is None or not script.from_log or script.faction is None:
            return
        if due.kind in (DueKind.CARD, DueKind.CAMPAIGN, DueKind.RESET, DueKind.OVER):
            return
        if due.faction == script.faction and due.faction in self.non_players:
            return
        if script.faction not in self.non_players:
            why = f"{script.faction} is a player's faction, not a Non-Player"
        else:
            who = due.faction or "a faction"
            holder = "a Non-Player" if due.faction in self.non_players else "a player"
            why = f"{who} ({holder}) is due now ({due.describe()}), not {script.faction}"
        raise InputError(f"this #@np line gives the Arjuna cards and dice of {script.faction}'s next move, but {why}: "
                         "remove it, or write it when that Non-Player is due", Location(self.name, script.line or 1, 1))

    def _check_used(self, faction: str) -> None:
        """Refuse what the table gave and the move did not use (issue #32): dice beyond those rolled,
        an Arjuna card not drawn."""
        script = self._script
        if script is None or not script.given:
            return
        where = Location(self.name, script.line, 1) if script.from_log and script.line else None
        left = script.cards_given[len(script.drawn):]
        if left:
            drew = f"drew {','.join(script.drawn)}" if script.drawn else "drew no Arjuna card (8.2.1: no Operation)"
            raise InputError(f"Arjuna card(s) {','.join(left)} given but not used: {faction}'s move {drew}", where)
        if script.total > script.peak:
            unused = script.dice_given[script.peak:]
            raise InputError(f"{script.total} dice given, {faction}'s move rolled {script.peak}: "
                             f"{' '.join(map(str, unused))} not used; give only the dice it rolls", where)

    def rng(self, key: str = "") -> random.Random:
        """The dice of a decision made now: seeded by the statements so far (comments never count),
        a player's Script first."""
        script = self._script if self._script_on else None
        if script is not None and key == ":event":
            # the Event is weighed first and may be rejected: it rolls a copy of the player's dice,
            # which count only if the Event is chosen (`_chosen`)
            script = self._event_script = Script([], list(script.dice), script.faction, script.from_log,
                                                 total=script.total, root=script, given=script.given)
        return _Dice(f"{self.seed}:statement:{self.statements}{key}", script)

    def _chosen(self, event: bool) -> None:
        """The Non-Player chose the Event (its dice were the player's first ones) or not."""
        if event and self._script_on and self._script is not None and self._event_script is not None:
            self._script.dice = self._event_script.dice
        self._event_script = None

    def decision(self, faction: str, **kw: Any) -> Decision:
        rng = self.rng()
        d = Decision(self.state, faction, self.non_players, rng, **kw)
        d.game = self.game
        return d

    # ----------------------------------------------------------------- one step
    def step(self) -> tuple[Due, Move | None]:
        """What comes next and, unless a player must write it, the lines that do it (the game left
        as it was: a Non-Player's plan is taken back, unless `advance` keeps it open to commit)."""
        due, move = self._step()
        if move is not None and not self._keep:
            move.close()
        return due, move

    def _step(self) -> tuple[Due, Move | None]:
        self.waiting = None
        self.needs_reveal = False  # a Non-Player must see the next card, not revealed (8.2.1, DECK-5)
        due = self.due()
        self._misplaced_script(due)
        if due.kind == DueKind.OVER:
            return due, None
        pending = self.player_follow_up()
        if pending is not None:
            self.waiting = _follow_up_hint(pending)
            return pending, None
        if due.kind == DueKind.CARD:
            assert isinstance(due.name, int)
            order, known = card_order(due.name, self.seed)
            deck = self.game.headers().get("deck")
            revealed = self.game.revealed()
            if revealed is not None and revealed[1]:
                order, known = revealed[1], True  # as the table read it on the card (2.3.2)
            if revealed is not None and not known:
                self.waiting = (f"card {due.name} is revealed without its faction order, which gandhi's data "
                                f"lacks: write it, e.g. 'card {due.name} [RAJ INC ML REV]' in the card's order (2.3.2)")
                return due, None
            if revealed is None and not self.seed_known and (deck is None or due.name not in deck.values):
                self.waiting = ("the next card comes from your own deck (no [Seed], and [Deck] lists no more): "
                                "turn it up and write it, e.g. 'card N [RAJ INC ML REV]' with the order printed "
                                "on it (2.3.7, 2.3.2)")
                return due, None
            if not known and not self.seed_known:
                self.waiting = (f"card {due.name} is next: its faction order is printed on the card and not in "
                                f"gandhi's data; write it, e.g. 'card {due.name} [RAJ INC ML REV]' in the card's "
                                "order (2.3.2): without [Seed] gandhi does not invent it")
                return due, None
            note = [] if known else [_drawn_note(due.name, self.seed)]
            if known and revealed is None:
                from ..model.cards import card as card_data

                source = getattr(card_data(due.name), "order_provenance", "")
                if source.startswith("your card faces"):  # say where the order came from (issue #32)
                    note = [f"# card {due.name}: faction order from {source}"]
            move = Move(note)
            move.add(A.CardAction(due.name, tuple(A.Faction(f) for f in order)))
            return due, move
        if due.kind == DueKind.CAMPAIGN:
            assert isinstance(due.name, int)
            move = Move([""])
            move.add(A.CampaignAction(due.name))
            return due, move
        if due.kind == DueKind.RESET:
            return due, None
        if due.kind == DueKind.ACT and due.faction is None:
            turn = self.game.card_view()
            self.waiting = (f"card {due.name}: its faction order is printed on the card and not in gandhi's data; "
                            f"write it in the card's line, e.g. 'card {due.name} [RAJ INC ML REV]' (2.3.2)"
                            if turn is not None and not turn.order else None)
            return due, None
        if due.faction not in self.non_players:
            return due, None
        if due.kind == DueKind.ACT and self.by_hand and self.game.revealed() is None:
            self.needs_reveal = True  # `next` stops there: exit 2 unless it wrote lines before
            self.waiting = (f"{due.faction} (a Non-Player) looks at the next card before it chooses on card "
                            f"{due.name} (8.2.1; it is face up on the deck, 2.3.7), and this log does not say it: "
                            f"turn it up and write it, gandhi add {shlex.quote(self.name)} 'reveal N [ORDER]' "
                            "(N and the faction order printed on it; a Campaign card is played at once: "
                            "'campaign N', 2.4)")
            return due, None
        made: Move | None = None
        try:
            with self._scripted(due.faction):
                if due.kind == DueKind.ACT:
                    made = self.act(due.faction, due)
                elif due.kind == DueKind.PART:
                    made = self.part(due.faction, str(due.name))
                else:
                    made = self.window(due.faction, str(due.name))
                script = self._script
                if script is not None and self._script_on and script.from_log and not script.extra:
                    made.drop_np_comment()  # the player's line stands
                elif script is not None and self._script_on and script.given:
                    made.record_dice(script.dice_given)  # every die the table rolled, an Event's trial too
        except BaseException:
            if made is not None:  # the table's dice refused after the move was made (`_check_used`)
                made.close()
            raise
        return due, made

    @contextmanager
    def _scripted(self, faction: str | None) -> Iterator[None]:
        """While the Non-Player `faction` decides: a player's Script for it in force (its cards
        drawn first, its dice rolled first); used up by this one move. Without [Seed] a move with
        nothing given asks for what it needs (NeedTable)."""
        script = self._script
        if script is None and not self.seed_known:
            script = self._script = Script([], [], faction, given=False)
        if script is None or (script.faction is not None and script.faction != faction):
            yield
            return
        script.faction = script.faction or faction
        deck = self.deck
        self.deck = _ScriptDeck(deck, script)  # type: ignore[assignment]
        self._script_on = True
        try:
            yield
            self._check_used(faction or "the Non-Player")
        finally:
            self.deck = deck
            self._script_on = False
            self._script = None

    def reset(self) -> None:
        """Close the Campaign round: the Reset (6.5) runs, opening the Crisis and NP Protest
        windows (6.8, 8.9.4)."""
        self.game.reset(Pos(len(self.lines) + 1, 1))

    def advance(self) -> tuple[Due, Move | None, list[Finding]]:
        """Do the next step if no player must write it: (what was due, the move, new violations).
        A Non-Player's statement is carried out once: the plan it was built on stays open on the
        game (`Move.plan`, nothing else reads or changes the game meanwhile) and `append` commits
        it at the line the statement gets, once the move's comments and explanation are counted."""
        self._keep = True
        try:
            due, move = self.step()
        finally:
            self._keep = False
        try:
            return self._advance(due, move)
        finally:
            if move is not None:
                move.close()  # committed already, or nothing written

    def _advance(self, due: Due, move: Move | None) -> tuple[Due, Move | None, list[Finding]]:
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
            shift = len(move.explain)
            move.lines = [f"# {line}" for line in move.explain] + move.lines
            move.actions = {i + shift: a for i, a in move.actions.items()}
        plan, move.plan = move.plan, None
        return due, move, self.append(move.lines, move.actions, plan)

    # ----------------------------------------------------------------- Non-Player moves
    def act(self, faction: str, due: Due | None = None) -> Move:
        """The Non-Player's choice on the card: its place and the options open to it read from
        the Game's `due()` (2.3.2, 2.3.4); what the factions before it chose from the card."""
        from . import events
        from .arjuna import operation
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
        revealed = self.game.revealed()  # a deck shuffled by hand: the card the table turned up (2.3.7)
        n2 = revealed[0] if revealed is not None else (upcoming(self.state) or (None, False))[0]
        order2, known2 = card_order(n2, self.seed) if n2 in EVENT_CARDS else ((), True)
        if revealed is not None and revealed[1]:
            order2, known2 = revealed[1], True
        if not (known2 or self.seed_known):
            order2 = ()  # the next card's order is on the physical card: not foreseen
        acted = [f for f, _ in turn.acted]
        ev_action: A.FactionAction | None = None
        d_ev = None
        kept: list[Plan] = []  # the Event's plan, left open through the choice (`advance` only)
        try:
            if EVENT in options and (crit or (position == 2 and first == OP_SA)):
                # a Decision of its own: its dice and explanation count only if the Event is chosen
                dice = self.rng(":event")
                d_ev = Decision(self.state, faction, self.non_players, dice, card=card, position=position)
                d_ev.game = self.game
                ev_action = events.event_action(d_ev, card, keep=kept if self._keep else None)
            s = Situation(position=position, first_action=first, current_critical=crit,
                          current_effective=ev_action is not None, next_eligible_critical=next_crit,
                          sure_first_next=sure_first_next(faction, order2, acted),
                          next_critical=n2 in EVENT_CARDS and events.critical(faction, n2))
            action, why = choose(s)
        except BaseException:
            for plan in kept:
                plan.close()
            raise
        self._chosen(action == EVENT)
        d.why(why)
        typed: A.FactionAction | None = None
        pending: Plan | None = None
        walk = None
        if action == EVENT and ev_action is not None and d_ev is not None:
            typed = ev_action
            pending = kept[0] if kept else None
            d.explain += d_ev.explain
            d.rolls += d_ev.rolls
        else:
            for plan in kept:  # the Event not chosen: taken back before anything else is planned
                plan.close()
        if action in (OP_SA, OP_ONLY, LIMITED_OP) and typed is None:
            if action not in options:
                action = LIMITED_OP if LIMITED_OP in options else PASS
            if action != PASS:
                d.limited = action == LIMITED_OP
                d.op_only = action == OP_ONLY
                assert self.deck is not None  # a Non-Player acts: the Arjuna deck is dealt (8.3)
                plan = Plan(self.game, faction)
                try:
                    walk = operation(d, self.deck, plan)
                except BaseException:
                    plan.close()
                    raise
                if walk is not None:
                    typed, pending = plan.action(), self._kept(plan)
                else:
                    plan.close()
                if typed is None:
                    d.why("no Operation could be done: Pass")
        if typed is None:
            typed, pending = self._pass(faction, d)
        move = Move([np_comment(faction, d, walk.cards if walk is not None else ())], d.explain, plan=pending)
        move.add(typed)
        return move

    def _kept(self, plan: Plan) -> Plan | None:
        """`plan` left open for `append` to commit while `advance` makes the move; else taken back."""
        if self._keep:
            return plan
        plan.close()
        return None

    def pass_action(self, faction: str, d: Decision) -> A.FactionAction:
        """8.1.4: the faction's Pass, its `pass_steps` carried out on a Pass plan; a plain Pass if the
        rules refuse the steps."""
        action, plan = self._pass(faction, d)
        if plan is not None:
            plan.close()
        return action

    def _pass(self, faction: str, d: Decision) -> tuple[A.FactionAction, Plan | None]:
        """`pass_action`, and its plan if `_kept` (None for a plain Pass after refused steps, which
        is pushed)."""
        from .arjuna import module

        plan = Plan(self.game, faction, choice="pass")
        try:
            for step in module(faction).pass_steps(d):
                plan.do(step)
            if plan.found:
                d.why(f"the rules refuse {plan.text()!r}: {plan.found[0].message}; a plain Pass")
                plan.close()
                return A.FactionAction(A.Faction(faction), A.Choice.PASS), None
            return plan.action(), self._kept(plan)
        except BaseException:
            plan.close()
            raise

    def part(self, faction: str, name: str) -> Move:
        """A Campaign round part of the Non-Player (8.9): its statement built on a Plan with the
        part begun; nothing written when the faction has nothing to do there."""
        from .campaign import part

        d = self.decision(faction)  # the part begun on its plan brings the round to its place (6.0)
        return self._planned(faction, name, d, part)

    def _planned(self, faction: str, name: str, d: Decision, fn: Callable[[Decision, Plan, str], bool]) -> Move:
        """`fn(d, plan, name)` on a Plan of `faction` with the part `name` begun: the statement's
        lines (the NP's dice in a comment first), or none when `fn` did nothing."""
        plan = Plan(self.game, faction)
        try:
            plan.begin(name)
            action = plan.action() if fn(d, plan, name) else None
        except BaseException:
            plan.close()
            raise
        move = Move([], d.explain)
        if action is None:
            plan.close()
        else:
            move.plan = self._kept(plan)
        if action is not None:
            if d.rolls:
                move.lines.append(np_comment(faction, d))
            move.add(action)
        else:
            d.why(f"{faction} {name}: nothing to do (8.9)")
        return move

    def window(self, faction: str, name: str) -> Move:
        """A Non-Player's end-of-turn choice (3.2.4, 6.8, 8.9.4), built on a Plan like a part."""
        from . import campaign, congress

        d = self.decision(faction)
        if name == "crisis":
            return self._planned(faction, name, d, lambda d, plan, name: campaign.crisis(d, plan))
        if name == "np-protest":
            return self._planned(faction, name, d, lambda d, plan, name: campaign.np_protest(d, plan))
        return self._planned(faction, name, d, lambda d, plan, name: congress.protests_after_arrest(d, plan))

    # ----------------------------------------------------------------- runs
    def until_player(self, max_steps: int = 100000,
                     stop_after_np: bool = False) -> Iterator[tuple[Due, Move | None, list[Finding]]]:
        """Advance until a player must act or the game ends. Yields (due, move, violations)."""
        for _ in range(max_steps):
            due, move, bad = self.advance()
            if move is None:
                yield due, None, []
                return
            yield due, move, bad
            if stop_after_np and due.kind in (DueKind.ACT, DueKind.PART, DueKind.FOLLOW_UP) and move.lines:
                return


def _follow_up_hint(due: Due) -> str:
    """What a player writes for an open follow-up choice (3.2.4, 6.8)."""
    if due.name == "protests":
        return ("Congress may place up to two Protests in non-Railway spaces now (3.2.4): write "
                "'INC protests: add protest SPACE; add protest SPACE', or 'INC protests' to place none")
    if due.name == "crisis":
        return ("the Raj moves cubes from Out of Play for the Crisis now (6.8): write "
                "'RAJ crisis: roll N; place 2T SPACE from out-of-play'")
    return f"{due.faction} {due.name}: a player's choice, to write before the next move"


def np_comment(faction: str, d: Decision, cards: Sequence[str] = (), shown: int = 12) -> str:
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
    lines.append(f"[{' '.join(['Players', *players])}]")  # `[Players]` when all four are Non-Players
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
    if '"' in value or "\n" in value or CONTROL.search(value):
        raise InputError(f"[{tag}] cannot hold a name with a quote, a line break or a control character: "
                         f"{quote(value)}")
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


__all__ = ["Autoplay", "Move", "Script", "play", "start_text", "card_order", "congress_setup_space"]
