"""Steps of the notation, decoded against the map and applied as plain state changes.

`decode_action` turns a typed step (`notation.actions.ActionStep`, what the rules take, issue
#33) into `Args` (pieces, space ids, a route, a marker, a level, boxes, numbers, what follows
"with"), reporting an argument the verb cannot take; `decode` does the same for a parsed `Step`. `apply` carries a
step out with the state's own verbs (place, remove, move, arrest, …) and nothing else: it
knows no Operation. The Operations and Special Activities (`operations/`, `special/`) check a
step against their rules and then call `apply`; Events and Campaign rounds not yet checked by
their own code use it directly.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..io.errors import InputError, Location, RuleViolation
from ..model import terms
from ..model.state import GameState
from ..notation.names import read_names, resolve
from ..notation.statements import Number, Pieces, Pos, Route, SpaceRef, Step, Word

if TYPE_CHECKING:
    from ..notation.actions import ActionStep

LEVEL_WORDS = {"active-support": terms.ACTIVE_SUPPORT, "passive-support": terms.PASSIVE_SUPPORT,
               "neutral": terms.NEUTRAL, "passive-opposition": terms.PASSIVE_OPPOSITION,
               "active-opposition": terms.ACTIVE_OPPOSITION}
BOX_WORDS = {"jail": terms.JAIL, "out-of-play": terms.OUT_OF_PLAY, "available": terms.AVAILABLE}


@dataclass
class Args:
    """A step's arguments, sorted by what they are. Space names are resolved to ids."""

    verb: str
    pieces: list[Pieces] = field(default_factory=list)  # before "with"
    spaces: list[str] = field(default_factory=list)  # single spaces, in order
    route: tuple[str, ...] = ()  # a path a>b>c
    marker: str | None = None  # before "with"
    level: int | None = None
    source: str | None = None  # box after "from"
    dest: str | None = None  # box after "to"
    to_space: str | None = None  # space after "to" (release gandhi to X)
    to_value: int | None = None  # number after "to": the value a track is set to (restraint to 4)
    numbers: list[int] = field(default_factory=list)
    with_pieces: list[Pieces] = field(default_factory=list)  # after "with"
    factions: tuple[str, ...] = ()  # target / transfer / resources
    raw: tuple = field(default=(), compare=False)  # the step's arguments as written (typed or parsed)

    @property
    def space(self) -> str | None:
        return self.spaces[0] if self.spaces else None

    def touched(self) -> tuple[str, ...]:
        """The spaces the step names, all that `apply` may change on the map (journal.mark)."""
        return (*self.spaces, *self.route, *((self.to_space,) if self.to_space else ()))


def decode(step: Step, board, path: str = "<log>") -> Args:
    """Sort a step's arguments; unknown space names raise InputError (located)."""
    out = Args(step.verb, raw=step.args)
    if step.verb in ("target", "ineligible"):
        out.factions = tuple(step.args)
        return out
    if step.verb == "transfer":
        out.numbers = [step.args[0]]
        out.factions = (step.args[1],)
        return out
    if step.verb == "resources":
        out.factions = (step.args[0],)
        out.numbers = [step.args[1]]
        return out
    args, unknown = read_names(step.args, board, path, check=False)  # unquoted multi-word names (issue #23)
    if unknown:
        raise unknown[0]
    after = None  # the last keyword seen: "with", "to", "from"
    for arg in args:
        if isinstance(arg, Word) and arg.kind in ("with", "to", "from"):
            after = arg.kind
            continue
        if isinstance(arg, SpaceRef):
            sid = resolve(arg, board, path)
            if after == "to":
                out.to_space = sid
            else:
                out.spaces.append(sid)
        elif isinstance(arg, Route):
            out.route = tuple(resolve(s, board, path) for s in arg.spaces)
        elif isinstance(arg, Pieces):
            (out.with_pieces if after == "with" else out.pieces).append(arg)
        elif isinstance(arg, Number) and after == "to" and not arg.signed and out.to_value is None:
            if step.verb not in ("restraint", "unity") or out.numbers:
                raise InputError(f"{step.verb}: 'to N' sets a track: write 'restraint to N' or 'unity to N' "
                                 "(or a change: 'restraint -1')", Location(path, step.pos.line, step.pos.column))
            out.to_value = arg.value
        elif isinstance(arg, Number):
            if out.to_value is not None:
                raise InputError(f"{step.verb}: a change or a value ('to N'), not both",
                                 Location(path, step.pos.line, step.pos.column))
            out.numbers.append(arg.value)
        elif isinstance(arg, Word):
            if arg.kind == "marker":
                if after == "with":
                    raise InputError(f"{step.verb}: a marker cannot replace a piece here",
                                     Location(path, step.pos.line, step.pos.column))
                out.marker = arg.value
            elif arg.kind == "level":
                out.level = LEVEL_WORDS[arg.value]
            elif arg.kind == "box":
                box = BOX_WORDS[arg.value]
                if after == "from":
                    out.source = box
                else:
                    out.dest = box
    return out


_NOWHERE = Pos(0, 0)
#: where a typed step's arguments were written: (argument,) or, in a path, (argument, space) -> Pos
ArgPlaces = Mapping[tuple[int, ...], Pos]


def decode_action(step: ActionStep, board, path: str = "<log>", at: Pos | None = None,
                  places: ArgPlaces | None = None) -> Args:
    """Sort a typed step's arguments (what `decode` gives for the same words, issue #33): `at` is
    where the step was written and `places` where its space names were (an unknown name raises
    InputError there; else at `at`). Unquoted words that make one name of several (issue #23) are
    read by `notation.names`, as `decode` reads them."""
    from ..notation import actions as A

    pos = at or _NOWHERE
    verb = step.verb.value
    out = Args(verb, raw=step.args)
    if step.verb in (A.Verb.TARGET, A.Verb.INELIGIBLE):
        out.factions = tuple(f.value for f in step.args)
        return out
    if step.verb == A.Verb.TRANSFER:
        out.numbers = [step.args[0]]
        out.factions = (step.args[1].value,)
        return out
    if step.verb == A.Verb.RESOURCES:
        out.factions = (step.args[0].value,)
        out.numbers = [step.args[1]]
        return out
    if _names_adjoin(step.args, A):  # words of a multi-word name written apart: read them as `decode` does
        from ..notation.convert import from_steps_at

        return decode(from_steps_at(step, pos, places or {}), board, path)

    def ref(name: str, key: tuple[int, ...]) -> SpaceRef:
        return SpaceRef(name, (places or {}).get(key, pos))

    after = None  # the last keyword: "with", "to", "from"
    for i, arg in enumerate(step.args):
        if isinstance(arg, A.SpaceName):
            sid = resolve(ref(arg.name, (i,)), board, path)
            if after == "to":
                out.to_space = sid
            else:
                out.spaces.append(sid)
        elif isinstance(arg, A.Path):
            out.route = tuple(resolve(ref(s.name, (i, j)), board, path) for j, s in enumerate(arg.spaces))
        elif isinstance(arg, A.PieceCount):
            pieces = Pieces(arg.count, arg.kind.value, arg.side.value if arg.side else None)
            (out.with_pieces if after == "with" else out.pieces).append(pieces)
        elif isinstance(arg, A.Amount):
            _number(out, verb, arg.value, arg.signed, after, path, pos)
        elif isinstance(arg, A.With):
            after = "with"
        elif isinstance(arg, A.From):
            after = "from"
            out.source = BOX_WORDS[arg.box.value]
        elif isinstance(arg, A.To):
            after = "to"
            place = arg.place
            if isinstance(place, int):
                _number(out, verb, place, False, after, path, pos)
            elif isinstance(place, A.Box):
                out.dest = BOX_WORDS[place.value]
            else:
                out.to_space = resolve(ref(place.name, (i,)), board, path)
        elif isinstance(arg, A.Marker):
            if after == "with":
                raise InputError(f"{verb}: a marker cannot replace a piece here", Location(path, pos.line, pos.column))
            out.marker = arg.value
        elif isinstance(arg, A.Level):
            out.level = LEVEL_WORDS[arg.value]
        elif isinstance(arg, A.Box):
            if after == "from":
                out.source = BOX_WORDS[arg.value]
            else:
                out.dest = BOX_WORDS[arg.value]
    return out


def _names_adjoin(args: tuple, A) -> bool:
    """Whether two space arguments stand side by side as written (`to X` ends with one), so that
    their words may make one name (`read_names` joins them)."""
    def ends_spacey(a) -> bool:
        return isinstance(a, (A.SpaceName, A.Path)) or (isinstance(a, A.To) and isinstance(a.place, A.SpaceName))

    return any(ends_spacey(a) and isinstance(b, (A.SpaceName, A.Path)) for a, b in zip(args, args[1:], strict=False))


def _number(out: Args, verb: str, value: int, signed: bool, after: str | None, path: str, pos: Pos) -> None:
    """A number of a step, as `decode` sorts it: after `to`, the value a track is set to (once);
    else a change or a count."""
    if after == "to" and not signed and out.to_value is None:
        if verb not in ("restraint", "unity") or out.numbers:
            raise InputError(f"{verb}: 'to N' sets a track: write 'restraint to N' or 'unity to N' "
                             "(or a change: 'restraint -1')", Location(path, pos.line, pos.column))
        out.to_value = value
        return
    if out.to_value is not None:
        raise InputError(f"{verb}: a change or a value ('to N'), not both", Location(path, pos.line, pos.column))
    out.numbers.append(value)


def piece_label(p: Pieces) -> str:
    return p.text()


def apply(state: GameState, a: Args, actor: str | None = None, for_event: bool = False) -> None:
    """Carry out one step with the state's verbs. Raises RuleViolation (state unchanged by the
    failing verb) when the pieces or markers are not there."""
    verb = a.verb
    if verb in ("select", "roll", "target", "pay"):
        if verb == "pay" and actor in state.resources:
            amount = a.numbers[0] if a.numbers else 0
            if amount > state.resources[actor]:
                raise RuleViolation("1.8", f"{actor} pays {amount} Resources but has {state.resources[actor]}")
            state.set_resources(actor, state.resources[actor] - amount)
        return
    if verb == "place":
        if a.marker:
            return _add_marker(state, a, for_event)
        sid = _one_space(a)
        for p in a.pieces:
            state.place(p.kind, sid, p.count, source=a.source or terms.AVAILABLE)
        return
    if verb == "add":
        return _add_marker(state, a, for_event)
    if verb == "remove":
        if a.marker:
            return _remove_marker(state, a)
        sid = _one_space(a)
        for p in a.pieces:
            state.remove(p.kind, sid, p.count, to=a.dest or terms.AVAILABLE, side=p.side)
        return
    if verb == "move":
        if len(a.route) < 2:
            raise RuleViolation("3.1.2", "a move needs a path: FROM>TO")
        for p in a.pieces:
            state.move(p.kind, a.route[0], a.route[-1], p.count, side=p.side)
        return
    if verb == "arrest":
        sid = _one_space(a)
        for p in a.pieces:
            state.arrest(p.kind, sid, p.count)
        return
    if verb == "release":
        for p in a.pieces:
            state.release(p.kind, p.count, to=a.to_space or (a.spaces[0] if a.spaces else terms.AVAILABLE))
        return
    if verb in ("activate", "hide"):
        sid = _one_space(a)
        for p in a.pieces:
            if p.kind != terms.GUERRILLAS:
                raise RuleViolation("1.4.3", f"only Guerrillas are {verb}d by a step; Activists follow "
                                    "their space (Protest or Railway)")
            sp = state.spaces[sid]
            have = sp.guerrillas_hidden if verb == "activate" else sp.guerrillas_active
            if have < p.count:
                side = "Hidden" if verb == "activate" else "Active"
                raise RuleViolation("1.4.3", f"{p.count} {side} Guerrillas wanted in {state.map[sid].name}, "
                                    f"only {have} there")
            (state.activate_guerrillas if verb == "activate" else state.hide_guerrillas)(sid, p.count)
        return
    if verb == "replace":
        sid = _one_space(a)
        if a.marker:
            if a.marker != "protest":
                raise RuleViolation("1.10", f"only a Protest marker is replaced by a piece, not {a.marker}")
            state.remove_protest(sid)
        for p in a.pieces:
            state.remove(p.kind, sid, p.count, side=p.side)
        for p in a.with_pieces:
            state.place(p.kind, sid, p.count)
        return
    if verb == "shift":
        sid = _one_space(a)
        state.shift(sid, a.numbers[0] if a.numbers else 0)
        return
    if verb == "set":
        sid = _one_space(a)
        if a.level is None:
            raise RuleViolation("1.6.1", "set needs a level (active-support … active-opposition)")
        state.set_level(sid, a.level)
        return
    if verb in ("restraint", "unity"):
        if a.to_value is not None:  # set to a value (#27: "Set Restraint to 4", #61: "Set Unity to 3")
            if not terms.TRACK_MIN <= a.to_value <= terms.TRACK_MAX:
                raise RuleViolation("6.6" if verb == "restraint" else "6.7", f"{verb.capitalize()} goes from "
                                    f"{terms.TRACK_MIN} to {terms.TRACK_MAX}, not {a.to_value}")
            state.shift_track(verb, a.to_value - getattr(state, verb))
            return
        state.shift_track(verb, a.numbers[0] if a.numbers else 0)
        return
    if verb == "resources":
        faction, delta = a.factions[0], a.numbers[0]
        if faction not in state.resources:
            raise RuleViolation("1.8", f"only RAJ and REV have Resources, not {faction}")
        state.set_resources(faction, state.resources[faction] + delta)
        return
    if verb == "transfer":
        transfer(state, actor, a.factions[0], a.numbers[0])
        return
    if verb == "out-of-play":
        for p in a.pieces:
            state.out_of_play_to_available(p.kind, p.count)
        if for_event:
            state.shift_track("unity", other_activists_freed(a, actor))
        return
    raise RuleViolation("2.3.4", f"no step {verb!r}")


def other_activists_freed(a: Args, actor: str | None) -> int:
    """2.3.3's "Importante" (IT:351, JA:401; again 3.3.1 IT:527, JA:609, 6.7 IT:977, JA:1137):
    each Activist of the other NV faction an NV faction moves from Out of Play to Available
    shifts Unity +1, "sia durante il Raduno o per Evento" (UNITY-OOP-1): how many `a` moves."""
    if actor not in (terms.INC, terms.ML):
        return 0
    return sum(p.count for p in a.pieces if p.kind in terms.ACTIVISTS and terms.PIECE_OWNER[p.kind] != actor)


def transfer(state: GameState, actor: str | None, taker: str, amount: int) -> None:
    """1.5.2 (IT:194, JA:245): the Raj and the Revolutionaries may transfer Resources to each other
    at any time while either of them is executing an Operation, Special Activity or Event: the
    giver is the one of the two that is not `taker`, whichever of them acts (TRANSFER-1)."""
    pair = (terms.RAJ, terms.REV)
    if actor not in pair:
        raise RuleViolation("1.5.2", "Resources are transferred only while the Raj or the Revolutionaries "
                            f"act, not during {actor or 'nobody'}'s action")
    if taker not in pair:
        raise RuleViolation("1.5.2", f"only the Raj and the Revolutionaries transfer Resources to each other, "
                            f"not to {taker}")
    giver = terms.REV if taker == terms.RAJ else terms.RAJ
    if amount > state.resources[giver]:
        raise RuleViolation("1.5.2", f"{giver} transfers {amount} Resources but has {state.resources[giver]}")
    state.set_resources(giver, state.resources[giver] - amount)
    state.set_resources(taker, state.resources[taker] + amount)


def _one_space(a: Args) -> str:
    if len(a.spaces) != 1:
        raise RuleViolation("1.3", f"{a.verb} names {'no space' if not a.spaces else 'more than one space'}")
    return a.spaces[0]


def _add_marker(state: GameState, a: Args, for_event: bool) -> None:
    sid = _one_space(a)
    if a.marker == "protest":
        state.place_protest(sid, for_event=for_event)
    elif a.marker in ("unrest", "strike"):
        railway = state.map[sid].is_railway
        if a.marker == "strike" and not railway:
            raise RuleViolation("1.12", f"Strike markers go only on Railways, not {state.map[sid].name}")
        if not state.add_unrest(sid):
            raise RuleViolation("1.11", f"no {'Strike' if railway else 'Unrest'} marker can be added in "
                                f"{state.map[sid].name}")
    elif a.marker == "muslim-state":
        state.set_muslim_state(sid, True)
    else:
        raise RuleViolation("1.3", f"no marker {a.marker!r}")


def _remove_marker(state: GameState, a: Args) -> None:
    sid = _one_space(a)
    if a.marker == "protest":
        state.remove_protest(sid)
    elif a.marker == "unrest":
        state.remove_unrest(sid, a.numbers[0] if a.numbers else 1)
    elif a.marker == "strike":
        state.remove_strike(sid)
    elif a.marker == "muslim-state":
        if not state.spaces[sid].muslim_state:
            raise RuleViolation("1.3.5", f"{state.map[sid].name} has no Muslim State marker")
        state.set_muslim_state(sid, False)
