"""The Redeploy phase of a Campaign round (6.4.2-6.4.5): each faction's moves, then what the
rules make happen at the end of its part.

- `RAJ redeploy: move 1T EB>Calcutta; move 2S Orissa>CP` (6.4.2): Troops into Provinces with Raj
  Control, any City or Railway (never a State); Sepoys into those and any State; cubes may leave
  Protest spaces (RED-1). Then 2 Resources per Troop in a Province or on a Railway, then every
  cube leaves the Provinces without Raj Control and all but one Troop leaves each City (to
  Available).
- `INC redeploy`, `ML redeploy`, `REV redeploy` (6.4.3-6.4.5): Activists (and Gandhi) or
  Guerrillas into non-Railway spaces without Raj Control (ML and REV also into any space with
  one of their Bases); every one on a Railway must move off.

Raj Control is judged as it stands when each move is made (6.4: "adjust Raj Control
continuously"). The replay calls `raj_redeploy_end` and `railway_leftovers` when a faction
writes no Redeploy at all, so the obligations hold either way. Readings: docs/rules-notes.md
RED-1 … RED-5.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...model import terms
from ...model.state import GameState
from ...notation.statements import Pos
from ..activity import SKIPPED, MoveOption, Turn
from ..steps import Args
from .support import CampaignPart

if TYPE_CHECKING:
    from ...notation.actions import ActionStep

TROOP_UPKEEP = 2  # Resources per Troop left in a Province or on a Railway (6.4.2)
MOVERS = {  # 6.4.3-6.4.5: the pieces each NV/REV faction redeploys
    terms.INC: (terms.INC_ACTIVISTS, terms.GANDHI),
    terms.ML: (terms.ML_ACTIVISTS,),
    terms.REV: (terms.GUERRILLAS,),
}
BASE_OF = {terms.ML: terms.ML_BASES, terms.REV: terms.REV_BASES}
ON_RAILWAY = {terms.INC: terms.INC_ACTIVISTS, terms.ML: terms.ML_ACTIVISTS, terms.REV: terms.GUERRILLAS}


def is_plain_province(state: GameState, sid: str) -> bool:
    """A Province that is not a State (a Muslim State marker makes it one, 1.3.5)."""
    return state.map[sid].is_province and not state.spaces[sid].muslim_state


def protest_holds_cubes(state: GameState, sid: str) -> bool:
    """6.4.2 Important: may the Raj's cubes NOT leave `sid` in the Redeploy? By default never
    (RED-1: they may leave Protest spaces); under `[Reading RED-1 strict]` (IT:903 as printed),
    not when `sid` is a Protest space."""
    return state.reading("RED-1") == "strict" and state.spaces[sid].protest


def troops_to_pay(state: GameState) -> int:
    """6.4.2: Troops that remain in a Province or on a Railway: a Province without Raj Control
    loses its cubes, so its Troops do not remain and are not paid for (RED-2)."""
    return sum(sp.troops for sid, sp in state.spaces.items()
               if (is_plain_province(state, sid) and state.raj_control(sid)) or state.map[sid].is_railway)


def raj_redeploy_end(turn: Turn, at: Pos | ActionStep | None) -> list[str]:
    """6.4.2, after the Raj's moves: pay 2 Resources per Troop that remains in a Province or on
    a Railway (RED-2), then remove to Available every cube
    in a Province without Raj Control and all but one Troop in each City. Returns the spaces
    cleared, for messages."""
    state = turn.state
    turn.pay(TROOP_UPKEEP * troops_to_pay(state), at, "6.4.2", UPKEEP)
    cleared = []
    for sid, sp in state.spaces.items():
        if is_plain_province(state, sid) and sp.cubes and not state.raj_control(sid):
            for kind in terms.CUBES:
                if getattr(sp, kind):
                    state.remove(kind, sid, getattr(sp, kind))
            cleared.append(sid)
    for sid, sp in state.spaces.items():
        if state.map[sid].is_city and sp.troops > 1:
            state.remove(terms.TROOPS, sid, sp.troops - 1)
            cleared.append(sid)
    return cleared


UPKEEP = f"keeping Troops in Provinces and on Railways ({TROOP_UPKEEP} each)"


def upkeep_problem(turn: Turn) -> tuple[str, str] | None:
    """6.4.2: the upkeep the Raj cannot pay as the board stands, (rule, message) as `Turn.pay`
    reports it; None if it can (or owes nothing)."""
    amount = turn.charged(TROOP_UPKEEP * troops_to_pay(turn.state), terms.RAJ)
    have = turn.state.resources[terms.RAJ]
    if amount <= 0 or have >= amount:
        return None
    return ("6.4.2", f"{UPKEEP} costs {amount} Resources, {terms.RAJ} has {have}")


def railway_left(state: GameState, faction: str) -> list[tuple[str, int, str]]:
    """6.4.3-6.4.5: the faction's Activists (Guerrillas) on Railways, which must move off:
    (Railway, how many, the message)."""
    kind = ON_RAILWAY[faction]
    out = []
    for rail in state.map.railways:
        n = getattr(state.spaces[rail.id], kind)
        if n:
            out.append((rail.id, n, f"{terms.FACTION_NAMES[faction]} must move every "
                        f"{terms.PIECE_LABELS[kind][:-1]} off the Railways in its Redeploy: {n} left on "
                        f"{rail.name}"))
    return out


def railway_leftovers(turn: Turn, faction: str, at: Pos | ActionStep | None) -> None:
    """6.4.3-6.4.5: every Activist (Guerrilla) on a Railway must move off. Those left are
    reported and removed to Available (RED-4)."""
    for rail, n, message in railway_left(turn.state, faction):
        turn.violation(at, RULE[faction], message, "removed to Available")
        turn.state.remove(ON_RAILWAY[faction], rail, n)


RULE = {terms.RAJ: "6.4.2", terms.INC: "6.4.3", terms.ML: "6.4.4", terms.REV: "6.4.5"}


class Redeploy(CampaignPart):
    """6.4.2-6.4.5: moves straight from one space to another (no adjacency), each judged by
    the destination as it stands before the pieces arrive."""

    name = "redeploy"

    @property
    def movers(self) -> tuple[str, ...]:
        """The pieces the faction redeploys."""
        raise NotImplementedError
    title = "Redeploy"
    #: `on_move` reports a listed move's `move_problems` alone (its entry rule), and the board
    #: takes a piece the origin holds (issue #33: no trial for a move `candidate_moves` lists)
    moves_as_listed = True

    @property
    def rule(self) -> str:  # type: ignore[override]
        return RULE[self.faction]

    def on_move(self, step: ActionStep, args: Args) -> None:
        if len(args.route) != 2:
            self.violation(step, self.rule, "a Redeploy moves pieces straight from one space to another: "
                           "write 'move … FROM>TO'", SKIPPED)
            return
        src, dst = args.route
        wrong = [p for p in args.pieces if p.kind not in self.movers]
        if wrong or not args.pieces:
            self.violation(step, self.rule, self.movers_message(), SKIPPED)
            return
        # Troops into a State: the board itself forbids it (1.4.2), so the step is skipped
        impossible = self.state.is_state(dst) and any(p.kind == terms.TROOPS for p in args.pieces)
        for p in args.pieces:
            problem = self.entry_message(p.kind, src, dst)
            if problem:
                self.violation(step, self.rule, problem, SKIPPED if impossible else "applied as written")
        if not impossible:
            self.apply(step, args)

    def movers_message(self) -> str:
        kinds = ", ".join(terms.PIECE_LABELS[k] for k in self.movers)
        return f"{terms.FACTION_NAMES[self.faction]} redeploys only its {kinds}"

    def entry_message(self, kind: str, src: str, dst: str) -> str | None:
        """`entry_problem` as `on_move` reports it."""
        problem = self.entry_problem(kind, src, dst)
        if problem is None:
            return None
        return (f"{terms.PIECE_LABELS[kind]} may not redeploy from {self.name_of(src)} to {self.name_of(dst)}: "
                f"{problem}")

    def entry_problem(self, kind: str, src: str, dst: str) -> str | None:
        """Why a `kind` piece may not redeploy from `src` into `dst`: the origin's reason
        (`origin_problem`), else the destination's (`destination_problem`)."""
        return self.origin_problem(kind, src) or self.destination_problem(kind, dst)

    def origin_problem(self, kind: str, src: str) -> str | None:
        """The entry rule's check of the origin alone: none unless a faction's rule has one."""
        return None

    def destination_problem(self, kind: str, dst: str) -> str | None:
        raise NotImplementedError

    def pieces_at(self, sid: str, kind: str) -> int:
        """How many of the faction's `kind` pieces are in `sid` (Gandhi: 1 if he is there)."""
        if kind == terms.GANDHI:
            return 1 if self.state.gandhi == sid else 0
        return int(getattr(self.state.spaces[sid], kind))

    def move_problems(self, kind: str, route: tuple[str, ...]) -> list[tuple[str, str]]:
        """One `kind` piece redeployed along `route` (6.4.2-6.4.5), in `on_move`'s order: straight
        from one space to another, the faction's own pieces, the entry rule, a piece there."""
        if len(route) != 2 or route[0] == route[-1]:
            return [(self.rule, "a Redeploy moves pieces straight from one space to another: write 'move … FROM>TO'")]
        if kind not in self.movers:
            return [(self.rule, self.movers_message())]
        src, dst = route
        out = []
        problem = self.entry_message(kind, src, dst)
        if problem:
            out.append((self.rule, problem))
        if not self.pieces_at(src, kind):
            out.append(("1.4.1", f"no {terms.PIECE_LABELS[kind]} in {self.name_of(src)}"))
        return out

    def candidate_spaces(self) -> list[tuple[str, int]]:
        """A Redeploy chooses no space but moves pieces (6.4.2-6.4.5): the spaces listed are those a
        move allowed now ends in (`candidate_moves`), in map order, free (CAMP-DRAFT-2)."""
        ends = {m.dst for m in self._moves(None, one_per_destination=True)}
        return [(space.id, 0) for space in self.board if space.id in ends]

    def candidate_moves(self, dst: str | None = None) -> list[MoveOption]:
        """From each space with the faction's redeploying pieces, straight into every other space
        (or `dst`) the entry rule allows now (`move_problems`), with all the pieces there."""
        return self._moves(dst)

    def _moves(self, dst: str | None, one_per_destination: bool = False) -> list[MoveOption]:
        """`candidate_moves`; with `one_per_destination`, one move a destination (`candidate_spaces`).
        A move straight from a space holding a piece of one of `movers` has no `move_problems`
        but its entry rule's (`entry_problem`): its origin's part asked once an origin and kind,
        its destination's once a destination and kind."""
        out = []
        reached: set[str] = set()
        closed: dict[tuple[str, str], bool] = {}  # (kind, destination): a `destination_problem`
        for src in self.board:
            for kind in self.movers:
                n = self.pieces_at(src.id, kind)
                if not n or self.origin_problem(kind, src.id) is not None:
                    continue
                for to in self.board:
                    if to.id == src.id or (dst is not None and to.id != dst) or to.id in reached:
                        continue
                    key = (kind, to.id)
                    if key not in closed:
                        closed[key] = self.destination_problem(kind, to.id) is not None
                    if closed[key]:
                        continue
                    out.append(MoveOption(kind, (src.id, to.id), n))
                    if one_per_destination:
                        reached.add(to.id)
        return out


class RajRedeploy(Redeploy):
    """6.4.2: the Raj may move Troops into Provinces with Raj Control and any City or Railway,
    and Sepoys into those and any State; Troops never enter a State. Raj cubes *may* leave
    Protest spaces (JA:1051; IT:903's "*non* possono" read as a translation slip against IT:276,
    IT:2773, IT:2798 and the tutorial, IT:2711-2717: RED-1). Then the upkeep and the removals of
    `raj_redeploy_end`."""

    factions = (terms.RAJ,)
    movers = terms.CUBES

    def origin_problem(self, kind: str, src: str) -> str | None:
        if protest_holds_cubes(self.state, src):
            return f"{self.name_of(src)} is a Protest space, which Raj cubes may not leave in the Redeploy"
        return None

    def destination_problem(self, kind: str, dst: str) -> str | None:
        state, space = self.state, self.board[dst]
        if state.is_state(dst):
            return None if kind == terms.SEPOYS else "Troops never enter a State (1.4.2)"
        if space.is_province and not state.raj_control(dst):
            return "a Province without Raj Control"
        return None

    def finish_findings(self) -> list[tuple[ActionStep | Pos | None, str, str, str]]:
        """6.4.2: the upkeep of the Troops left in Provinces and on Railways, if the Raj cannot
        pay it (the rest of `raj_redeploy_end` removes pieces and is never refused)."""
        problem = upkeep_problem(self.turn)
        return [(self.pos, *problem, "paid what it had")] if problem else []

    def finish(self) -> None:
        raj_redeploy_end(self.turn, self.pos)


class FactionRedeploy(Redeploy):
    """6.4.3-6.4.5: Congress (Activists and Gandhi), the League (Activists) and the
    Revolutionaries (Guerrillas) move into non-Railway spaces without Raj Control; the League
    and the Revolutionaries also into any space with one of their Bases. Every Activist or
    Guerrilla on a Railway must move off (checked at the end)."""

    factions = (terms.INC, terms.ML, terms.REV)

    @property
    def movers(self) -> tuple[str, ...]:
        return MOVERS[self.faction]

    def destination_problem(self, kind: str, dst: str) -> str | None:
        base = BASE_OF.get(self.faction)
        if base and getattr(self.state.spaces[dst], base):
            return None
        if self.board[dst].is_railway:
            return "it is a Railway"
        if self.state.raj_control(dst):
            return "it has Raj Control" + (f" and no {terms.PIECE_LABELS[base][:-1]}" if base else "")
        return None

    def finish_findings(self) -> list[tuple[ActionStep | Pos | None, str, str, str]]:
        """6.4.3-6.4.5: the Activists (Guerrillas) still on Railways."""
        return [(self.pos, self.rule, message, "removed to Available")
                for _, _, message in railway_left(self.state, self.faction)]

    def finish(self) -> None:
        railway_leftovers(self.turn, self.faction, self.pos)
