"""Statements to typed Actions and back (issue #16): `to_action` / `parse_actions` turn parsed
statements (`notation.statements`, with positions) into position-free `notation.actions` plus a
map of positions; `from_action` and `action_text` write an Action as a statement or as text.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..io.errors import InputError
from ..model import terms
from .parse import parse
from .statements import (
    CANONICAL_PIECE,
    PIECE_CODES,
    CampaignStart,
    CardStart,
    Header,
    Number,
    Part,
    Pieces,
    Play,
    Pos,
    Reveal,
    Route,
    SpaceRef,
    Step,
    Word,
)

if TYPE_CHECKING:  # loaded when Actions are used (its enums cost every command start-up time)
    from . import actions as A

Key = tuple[int, ...]  # (statement,), (statement, part), (statement, part, step[, arg[, space]])
EVENT_OR_PASS = -1  # the part index of a Pass's or an Event's own steps in a position key


@dataclass(frozen=True)
class ParsedActions:
    """A log read as typed Actions: `positions` maps a key — (statement,), (statement, part),
    (statement, part, step), (statement, part, step, arg) and, for a path, (…, arg, space) — to
    where it was written; a Pass's or an Event's steps have part EVENT_OR_PASS."""

    headers: tuple[Header, ...]
    actions: tuple[A.Action, ...]
    positions: dict[Key, Pos]
    errors: tuple[InputError, ...]


def parse_actions(text: str, name: str = "<log>") -> ParsedActions:
    """Parse a log into typed Actions and their position map; syntax errors are collected."""
    log = parse(text, name)
    positions: dict[Key, Pos] = {}
    actions = tuple(to_action(st, (i,), positions) for i, st in enumerate(log.statements))
    return ParsedActions(log.headers, actions, positions, log.errors)


def to_action(st: Play | CardStart | CampaignStart | Reveal, key: Key = (0,),
              positions: dict[Key, Pos] | None = None) -> A.Action:
    """A parsed statement as a typed Action; its positions go to `positions` under `key`."""
    from . import actions as A

    where: dict[Key, Pos] = positions if positions is not None else {}
    where[key] = st.pos
    if isinstance(st, CardStart):
        return A.CardAction(st.number, tuple(A.Faction(f) for f in st.order) if st.order else None)
    if isinstance(st, CampaignStart):
        return A.CampaignAction(st.number)
    if isinstance(st, Reveal):
        return A.RevealAction(st.number, tuple(A.Faction(f) for f in st.order) if st.order else None)
    parts = []
    for p, part in enumerate(st.parts):
        if part.steps:
            where[key + (p,)] = part.steps[0].pos
        parts.append(A.ActionPart(A.ActivityName(part.name), part.limited,
                                  _to_steps(part.steps, (*key, p), where)))
    return A.FactionAction(A.Faction(st.faction), A.Choice(st.choice), A.Side(st.side) if st.side else None,
                           tuple(parts), _to_steps(st.steps, (*key, EVENT_OR_PASS), where))


def _to_steps(steps: tuple[Step, ...], key: Key, where: dict[Key, Pos]) -> tuple[A.ActionStep, ...]:
    from . import actions as A

    out = []
    for s, step in enumerate(steps):
        where[key + (s,)] = step.pos
        verb = A.Verb(step.verb)
        if verb in (A.Verb.TARGET, A.Verb.INELIGIBLE):
            out.append(A.ActionStep(verb, tuple(A.Faction(f) for f in step.args)))
        elif verb == A.Verb.TRANSFER:
            out.append(A.ActionStep(verb, (step.args[0], A.Faction(step.args[1]))))
        elif verb == A.Verb.RESOURCES:
            out.append(A.ActionStep(verb, (A.Faction(step.args[0]), step.args[1])))
        else:
            out.append(A.ActionStep(verb, _to_args(step.args, (*key, s), where)))
    return tuple(out)


def _to_args(args: tuple, key: Key, where: dict[Key, Pos]) -> tuple:
    from . import actions as A

    out: list = []
    items = list(args)
    i = 0
    while i < len(items):
        arg = items[i]
        k = (*key, len(out))
        if isinstance(arg, SpaceRef):
            where[k] = arg.pos
            out.append(A.SpaceName(arg.name))
        elif isinstance(arg, Route):
            for j, ref in enumerate(arg.spaces):
                where[k + (j,)] = ref.pos
            out.append(A.Path(tuple(A.SpaceName(ref.name) for ref in arg.spaces)))
        elif isinstance(arg, Pieces):
            out.append(A.PieceCount(arg.count, A.PieceKind(arg.kind), A.GuerrillaSide(arg.side) if arg.side else None))
        elif isinstance(arg, Number):
            out.append(A.Amount(arg.value, arg.signed))
        elif arg.kind in ("from", "to"):  # the grammar's from_/to_: the keyword and what follows it
            i += 1
            nxt = items[i]
            if isinstance(nxt, SpaceRef):
                where[k] = nxt.pos
                out.append(A.To(A.SpaceName(nxt.name)))
            elif isinstance(nxt, Number):  # `restraint to 4`
                out.append(A.To(nxt.value))
            else:
                out.append(A.From(A.Box(nxt.value)) if arg.kind == "from" else A.To(A.Box(nxt.value)))
        elif arg.kind == "with":
            out.append(A.With())
        else:
            out.append({"marker": A.Marker, "level": A.Level, "box": A.Box}[arg.kind](arg.value))
        i += 1
    return tuple(out)


def typed_step(step: Step) -> tuple[A.ActionStep, dict[tuple[int, ...], Pos]]:
    """One parsed step typed, with where its space names were written: keys (argument,) and,
    in a path, (argument, space) (`rules.steps.decode_action` reads them)."""
    where: dict[Key, Pos] = {}
    typed = _to_steps((step,), (), where)[0]
    return typed, {k[1:]: p for k, p in where.items() if len(k) > 1}


_BARE_NAME = re.compile(r"[A-Za-z][A-Za-z0-9&'\-]*")
_RESERVED = frozenset(terms.NOTATION_KEYWORDS) | {f.lower() for f in terms.FACTIONS} | set(PIECE_CODES)


def name_text(name: str) -> str:
    """A space name as the notation writes it: bare when it is one word that is no keyword,
    faction or piece code, else quoted."""
    bare = _BARE_NAME.fullmatch(name) and name.lower() not in _RESERVED
    return name if bare else f'"{name}"'


def action_text(action: A.Action) -> str:
    """An Action's canonical text (`fmt`'s form of a statement, on one line)."""
    from . import actions as A

    if isinstance(action, A.CardAction):
        return f"card {action.number}" + (f" [{' '.join(f.value for f in action.order)}]" if action.order else "")
    if isinstance(action, A.CampaignAction):
        return f"campaign {action.number}"
    if isinstance(action, A.RevealAction):
        return f"reveal {action.number}" + (f" [{' '.join(f.value for f in action.order)}]" if action.order else "")
    assert isinstance(action, A.FactionAction)
    steps = "; ".join(step_text(s) for s in action.steps)
    if action.choice == A.Choice.PASS:
        return f"{action.faction.value} pass" + (f" {steps}" if steps else "")
    if action.choice == A.Choice.EVENT:
        side = action.side.value if action.side else ""
        return f"{action.faction.value} event {side}" + (f": {steps}" if steps else "")
    parts = []
    for part in action.parts:
        head = part.name.value + (" limited" if part.limited else "")
        parts.append(head + (": " + "; ".join(step_text(s) for s in part.steps) if part.steps else ""))
    return f"{action.faction.value} " + " + ".join(parts)


def step_text(step: A.ActionStep) -> str:
    """A typed step's canonical text (what a finding quotes of it)."""
    from . import actions as A

    verb = step.verb
    if verb in (A.Verb.TARGET, A.Verb.INELIGIBLE):
        return f"{verb.value} " + ", ".join(f.value for f in step.args)
    if verb == A.Verb.TRANSFER:
        return f"transfer {step.args[0]} to {step.args[1].value}"
    if verb == A.Verb.RESOURCES:
        return f"resources {step.args[0].value} {step.args[1]:+d}"
    return " ".join([verb.value] + [_arg_text(a) for a in step.args])


def _arg_text(arg) -> str:
    from . import actions as A

    if isinstance(arg, A.SpaceName):
        return name_text(arg.name)
    if isinstance(arg, A.Path):
        return ">".join(name_text(s.name) for s in arg.spaces)
    if isinstance(arg, A.PieceCount):
        if arg.kind == A.PieceKind.GANDHI:
            return "gandhi"
        if arg.side is not None:
            return f"{arg.count} {arg.side.value}"
        word = CANONICAL_PIECE[arg.kind.value].strip()
        return f"{arg.count}{word}" if len(word) == 1 else f"{arg.count} {word}"
    if isinstance(arg, A.Amount):
        return f"{arg.value:+d}" if arg.signed else str(arg.value)
    if isinstance(arg, A.With):
        return "with"
    if isinstance(arg, A.From):
        return f"from {_box_text(arg.box, after_word=True)}"
    if isinstance(arg, A.To):
        place = arg.place
        if isinstance(place, int):
            return f"to {place}"
        return f"to {_box_text(place, after_word=True) if isinstance(place, A.Box) else name_text(place.name)}"
    if isinstance(arg, A.Box):
        return _box_text(arg)
    return arg.value  # a Marker or a Level


def _box_text(box: A.Box, after_word: bool = False) -> str:
    """A box as the notation writes it: after `from`/`to` as the canonical form does (`gandhi fmt`:
    `from out-of-play`); alone, Out of Play as `oop` (`out-of-play` there would read as the verb
    beginning a new step)."""
    from . import actions as A

    return "oop" if box == A.Box.OUT_OF_PLAY and not after_word else box.value


def from_action(action: A.Action, at: Pos, positions: dict[Key, Pos] | None = None,
                key: Key = (0,)) -> Play | CardStart | CampaignStart | Reveal:
    """A typed Action as the parsed statement the replay reads, every part, step and space at its
    place in `positions` (as `parse_actions` gave it under `key`), else at `at`."""
    from . import actions as A

    where = positions or {}

    def pos(k: Key) -> Pos:
        return where.get(k, at)

    if isinstance(action, A.CardAction):
        return CardStart(action.number, tuple(f.value for f in action.order) if action.order else None, pos(key))
    if isinstance(action, A.CampaignAction):
        return CampaignStart(action.number, pos(key))
    if isinstance(action, A.RevealAction):
        return Reveal(action.number, tuple(f.value for f in action.order) if action.order else None, pos(key))
    assert isinstance(action, A.FactionAction)
    parts = tuple(Part(p.name.value, p.limited, _from_steps(p.steps, (*key, i), pos))
                  for i, p in enumerate(action.parts))
    return Play(action.faction.value, action.choice.value, pos(key), action.side.value if action.side else None,
                parts, _from_steps(action.steps, (*key, EVENT_OR_PASS), pos))


def head_of(action: A.Action, at: Pos) -> CardStart | CampaignStart | Reveal:
    """A card's, a Campaign's or a reveal's typed statement (none has steps) as the parsed record
    the engine reads, at `at`. A faction's statement is not made one: the engine reads its head
    from the typed statement (`core.runs.Head`)."""
    from . import actions as A

    if isinstance(action, A.CardAction):
        return CardStart(action.number, tuple(f.value for f in action.order) if action.order else None, at)
    if isinstance(action, A.CampaignAction):
        return CampaignStart(action.number, at)
    assert isinstance(action, A.RevealAction), "a faction's statement has no parsed head (core.runs.Head)"
    return Reveal(action.number, tuple(f.value for f in action.order) if action.order else None, at)


def from_steps(steps: tuple[A.ActionStep, ...], at: Pos) -> tuple[Step, ...]:
    """Typed steps as the parsed steps the replay reads, all at `at`."""
    return _from_steps(steps, (0,), lambda k: at)


def from_steps_at(step: A.ActionStep, at: Pos, places: Mapping[tuple[int, ...], Pos]) -> Step:
    """One typed step as a parsed step written at `at`, its spaces where `places` (keys (argument,)
    and (argument, space)) says; the rules read a multi-word name written as words this way."""
    return _from_steps((step,), (0,), lambda k: places.get(k[2:], at))[0]


def _from_steps(steps: tuple[A.ActionStep, ...], key: Key, pos) -> tuple[Step, ...]:
    from . import actions as A

    out = []
    for s, step in enumerate(steps):
        k = (*key, s)
        if step.verb in (A.Verb.TARGET, A.Verb.INELIGIBLE):
            args: tuple = tuple(f.value for f in step.args)
        elif step.verb == A.Verb.TRANSFER:
            args = (step.args[0], step.args[1].value)
        elif step.verb == A.Verb.RESOURCES:
            args = (step.args[0].value, step.args[1])
        else:
            args = tuple(x for a, arg in enumerate(step.args) for x in _from_arg(arg, (*k, a), pos))
        out.append(Step(step.verb.value, args, pos(k)))
    return tuple(out)


def _from_arg(arg, k: Key, pos) -> tuple:
    from . import actions as A

    if isinstance(arg, A.SpaceName):
        return (SpaceRef(arg.name, pos(k)),)
    if isinstance(arg, A.Path):
        return (Route(tuple(SpaceRef(s.name, pos((*k, j))) for j, s in enumerate(arg.spaces))),)
    if isinstance(arg, A.PieceCount):
        return (Pieces(arg.count, arg.kind.value, arg.side.value if arg.side else None),)
    if isinstance(arg, A.Amount):
        return (Number(arg.value, arg.signed),)
    if isinstance(arg, A.With):
        return (Word("with", "with"),)
    if isinstance(arg, A.From):
        return (Word("from", "from"), Word("box", arg.box.value))
    if isinstance(arg, A.To):
        place = arg.place
        if isinstance(place, int):
            return (Word("to", "to"), Number(place))
        target = Word("box", place.value) if isinstance(place, A.Box) else SpaceRef(place.name, pos(k))
        return (Word("to", "to"), target)
    kind = "marker" if isinstance(arg, A.Marker) else "level" if isinstance(arg, A.Level) else "box"
    return (Word(kind, arg.value),)
