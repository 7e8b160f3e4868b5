"""The Arjuna deck (8.3): the 24 instruction cards as data, the draw procedure, and the reading of
one card's flow (checks, Operation, Special Activity, flip, draw again, stop).

The cards live in `data/arjuna/<faction>.yaml` (a user may point `GANDHI_ARJUNA_DIR` at a copy of
their own). The card faces are graphics: the texts give each box's words in reading order, not
the arrows, so each card records its flow with `source` (file:line) and `inferred` (the reading
of the arrows, docs/rules-notes.md NP-ARJ-3 for the fronts, NP-ARJ-1 for the backs). Schema of one card:

    - id: A                      # the letter; a back card doubles it (AA)
      back: AA                   # front cards only: the card "Flip" turns to
      max: restraint             # Activation Number / Max spaces: restraint, 2, 3, "1+",
                                 # bases+unity, protest+gandhi+restraint (8.6.1, 8.6.2)
      source: "IT:3262-3272"
      inferred: "why the arrows are read so"
      flow:                      # boxes top to bottom
        - check: name            # a blue box: CHECKS[name](d, walk) -> bool
          text: "words on the card"
          yes: next | flip | draw | stop | <label>
          no:  next | flip | draw | stop | <label>
        - op: deploy             # an Operation: OPS[name](d, walk, args) -> part text or None
          label: deploy          # optional, a target for yes/no
          args: {...}            # the card's numbered instructions, as the faction module reads them
          then: next | stop | <label>     (default next; the end of the list is Stop)
        - sa:                    # "choose 1 SA": the first that can be done (8.7)
            - {name: govern, args: {...}}
        - stop

A faction module (`raj.py`, `congress.py`, `league.py`, `rev.py`) provides CHECKS, OPS and SAS
(`bot.FactionBot`). The walk begins the part on the move's `Plan` (np/plan.py: the statement
carried out on the one Game as it is built); an Operation or Special Activity function adds its
typed steps with `walk.plan.do` and returns True, or False, having added nothing, when no space
is available (an Operation: draw a new card, 8.3; an SA: the next one is tried, 8.7). Each reads
`walk.board`, the live board with the move so far carried out.
"""

from __future__ import annotations

import importlib
import os
import random
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from ..io.errors import InputError
from ..model import terms
from ..rules.catalog import find
from .decision import Decision
from .plan import Plan

if TYPE_CHECKING:
    from ..model.state import GameState

MODULES = {terms.RAJ: "raj", terms.INC: "congress", terms.ML: "league", terms.REV: "rev"}
FILES = {terms.RAJ: "raj.yaml", terms.INC: "congress.yaml", terms.ML: "league.yaml", terms.REV: "rev.yaml"}
#: an Operation or SA instruction of a chart (`OPS`/`SAS` of raj, congress, league, rev): True if it did something
Instruction = Callable[[Decision, "Walk", dict[str, Any]], object]
MAX_DRAWS = 12  # two passes through a faction's six cards: then the NP Passes (NP-ARJ-2)


def pairing_refused(faction: str, sa: str | None, op: str) -> tuple[str, str] | None:
    """4.1.2, asked of the rules (`Activity.pairing_problem`): why the Special Activity `sa`, done
    before the NP had to draw a new card (it stays done, 8.6), cannot accompany the Operation `op`
    of the new card; None if it can (or no SA is done)."""
    cls = find(faction, sa) if sa is not None else None
    return cls.pairing_problem(op) if cls is not None else None


def data_dir() -> Path:
    env = os.environ.get("GANDHI_ARJUNA_DIR")
    return Path(env) if env else Path(__file__).parent / "data" / "arjuna"


@cache
def cards(faction: str) -> dict[str, dict[str, Any]]:
    """The faction's Arjuna cards by id, fronts and backs."""
    from ..io.yamlio import load_yaml

    path = data_dir() / FILES[faction]
    raw = load_yaml(path)
    out: dict[str, dict[str, Any]] = {}
    for c in (raw or {}).get("cards", []):
        if not isinstance(c, dict) or "id" not in c or not isinstance(c.get("flow"), list):
            raise InputError(f"{path}: each Arjuna card needs an id and a flow")
        out[str(c["id"])] = c
    return out


def fronts(faction: str) -> list[str]:
    return [cid for cid, c in cards(faction).items() if c.get("back")]


def module(faction: str) -> ModuleType:
    return importlib.import_module(f".{MODULES[faction]}", __package__)


# --------------------------------------------------------------------- the deck (8.3)
@dataclass
class ArjunaDeck:
    """The shuffled Arjuna deck of every NP faction's cards (front sides up for reading). A draw
    moves cards from the top to the bottom until one of the acting faction is revealed (8.3 #1-2)."""

    cards: list[tuple[str, str]]  # (faction, front id), top first

    @classmethod
    def shuffled(cls, non_players: Collection[str], rng: random.Random) -> ArjunaDeck:
        deck = [(f, cid) for f in terms.FACTIONS if f in non_players for cid in fronts(f)]
        rng.shuffle(deck)
        return cls(deck)

    def draw(self, faction: str) -> str | None:
        for _ in range(len(self.cards)):
            top = self.cards.pop(0)
            self.cards.append(top)
            if self.cards[0][0] == faction:
                return self.cards[0][1]
        return None

    def replay_draw(self, faction: str, cid: str) -> None:
        """Advance the deck as a draw that revealed `cid` did (used when re-reading a log)."""
        for _ in range(len(self.cards)):
            top = self.cards.pop(0)
            self.cards.append(top)
            if self.cards[0] == (faction, cid):
                return


# --------------------------------------------------------------------- reading a card (8.3 #3)
@dataclass
class Walk:
    """The move being built from Arjuna cards: the `Plan` on the Game (its parts in the order
    done), what the Operation and the Special Activity chose (an SA may need the Operation's
    spaces, 4.5.3), the cards read and the card's Activation Number / Max."""

    plan: Plan
    op: str | None = None
    op_spaces: list[str] = field(default_factory=list)
    sa: str | None = None
    sa_spaces: list[str] = field(default_factory=list)
    cards: list[str] = field(default_factory=list)  # every card read, fronts and backs
    max: object = None  # the card's Activation Number / Max
    shared: dict[str, object] = field(default_factory=dict)

    @property
    def board(self) -> GameState:
        """The live board with the move so far (read only: steps go through `plan.do`)."""
        return self.plan.board


class Redraw(Exception):
    """No space for the card's Operation: draw a new card (8.3)."""


def walk_card(d: Decision, walk: Walk, cid: str) -> bool:
    """Read card `cid` top to bottom. True when the turn is complete (Stop), False to draw a new
    card. The SA done on an earlier card stays done (8.6)."""
    mod = module(d.faction)
    card = cards(d.faction)[cid]
    walk.cards.append(cid)
    walk.max = card.get("max")
    flow = card["flow"]
    labels = {n.get("label"): i for i, n in enumerate(flow) if isinstance(n, dict) and n.get("label")}
    i = 0
    steps = 0
    while 0 <= i < len(flow):
        steps += 1
        if steps > 50:
            raise InputError(f"Arjuna card {cid}: its flow loops")
        node = flow[i]
        if node in ("stop", "flip", "draw"):
            target = node
        elif not isinstance(node, dict):
            raise InputError(f"Arjuna card {cid}: a box that is not stop, flip, draw or a mapping: {node!r}")
        elif any(node.get(k) for k in ("stop", "flip", "draw")):
            target = next(k for k in ("stop", "flip", "draw") if node.get(k))
        elif "check" in node:
            ok = bool(mod.CHECKS[node["check"]](d, walk))
            d.why(f"Arjuna {cid}: {node.get('en') or node.get('text', node['check'])} {'yes' if ok else 'no'}")
            # YAML 1.1 reads an unquoted `yes:`/`no:` key as a boolean: accept both spellings
            target = node.get("yes" if ok else "no", node.get(ok, "next"))
        elif "op" in node:
            name = node["op"]
            if walk.op is None and pairing_refused(d.faction, walk.sa, name) is not None:
                d.why(f"Arjuna {cid}: {name} cannot go with the {walk.sa} already done (4.1.2): draw a new card")
                return False
            if not _instruction(d, walk, "op", name, mod.OPS[name], dict(node.get("args") or {})):
                if walk.op is None:
                    d.why(f"Arjuna {cid}: no space for {name}: draw a new card (8.3)")
                    return False
                target = node.get("then", "next")  # a later instruction of an Op already begun
            else:
                walk.op = walk.op or name
                d.why(f"Arjuna {cid}: {name} -> {walk.plan.part_text(name)}")
                target = node.get("then", "next")
        elif "sa" in node:
            if d.sa_allowed and walk.sa is None:
                for option in node["sa"]:
                    cond = option.get("if")
                    if cond and not mod.CHECKS[cond](d, walk):
                        d.why(f"Arjuna {cid}: SA {option['name']} skipped ({cond} not met)")
                        continue
                    if _instruction(d, walk, "sa", option["name"], mod.SAS[option["name"]],
                                    dict(option.get("args") or {})):
                        walk.sa = option["name"]
                        d.why(f"Arjuna {cid}: SA {option['name']} -> {walk.plan.part_text(option['name'])}")
                        break
                    d.why(f"Arjuna {cid}: SA {option['name']} cannot be done (8.7)")
            target = node.get("then", "next")
        else:
            raise InputError(f"Arjuna card {cid}: a box with no check, op or sa: {node}")
        i, done = _goto(d, walk, card, target, i, labels)
        if done is not None:
            return done
    return True


def _instruction(d: Decision, walk: Walk, kind: str, name: str, fn: Instruction, args: dict[str, Any]) -> bool:
    """Carry out one Operation or SA instruction on the plan: the part is begun (or, for an
    Operation already begun and not interrupted since, continued), the instruction adds its
    steps; True if it did something, else the part it began is dropped."""
    plan = walk.plan
    began = plan.part != name
    if began:
        plan.begin(name, limited=kind == "op" and d.limited and not plan.parts)
    done = bool(fn(d, walk, args))
    if not done and began:
        plan.drop()
    return done


def _goto(d: Decision, walk: Walk, card: dict[str, Any], target: object, i: int,
          labels: dict[object, int]) -> tuple[int, bool | None]:
    """Where an arrow leads: (the next box, None), or (-1, the card's outcome: True at Stop,
    False to draw a new card; a flip reads the back)."""
    if target == "next":
        return i + 1, None
    if target in labels:
        return labels[target], None
    if target == "stop":
        return -1, True
    if target == "draw":
        d.why(f"Arjuna {card['id']}: draw a new card")
        return -1, False
    if target == "flip":
        back = card.get("back")
        if back is None:
            raise InputError(f"Arjuna card {card['id']}: a flip, but no back card ('back:')")
        if str(back) not in cards(d.faction):
            raise InputError(f"Arjuna card {card['id']}: a flip to {back!r}, no such card")
        d.why(f"Arjuna {card['id']}: flip to {back}")
        return -1, walk_card(d, walk, str(back))
    raise InputError(f"Arjuna card {card['id']}: unknown target {target!r}")


def operation(d: Decision, deck: ArjunaDeck, plan: Plan) -> Walk | None:
    """Draw and read cards until one gives an Operation (8.3, 8.6), building the move on `plan`;
    the walk, or None when no card gave one. An SA done before a card sent the NP to draw again
    stays done, and the new card's SA instructions are then ignored (8.6). A statement the rules
    refuse is reported in the explanation, dropped whole, and a new card drawn (NP-ARJ-2)."""
    walk = Walk(plan=plan)
    for _ in range(MAX_DRAWS):
        cid = deck.draw(d.faction)
        if cid is None:
            d.why(f"no Arjuna card of {d.faction} in the deck")
            break
        d.why(f"Arjuna: draw {cid}")
        plan.retain(walk.sa)
        walk.op, walk.op_spaces = None, []
        done = walk_card(d, walk, cid)
        if done and walk.op is not None:
            bad = plan.found + plan.end_findings()
            if not bad:
                return walk
            d.why(f"the rules refuse {plan.text()!r}: {bad[0].message} ({bad[0].rule}); dropped, draw a new card")
            plan.retain(None)
            walk.sa, walk.sa_spaces = None, []
    return None
