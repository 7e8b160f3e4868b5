"""Scenarios (2.1 and "SCENARI"): read a scenario YAML, build the deck from a seed, set up the
state, and check the set-up against what the scenario prints (Available forces, Raj Control).

A scenario file may name a `base` scenario and override parts of it (the tutorial does).
"""

from __future__ import annotations

import random
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from ..io.errors import InputError, Location, UnknownNameError
from ..io.quoting import hidden, quote
from ..io.resources import scenarios_dir
from ..io.yamlio import expect_int, expect_list, expect_mapping, parse_yaml, read_text
from . import terms
from .mapdata import Map, load_map
from .state import GameState

EVENT_CARDS = tuple(range(1, 73))  # 72 Event cards (1.2)
CAMPAIGN_CARDS = tuple(range(73, 80))  # 7 Campaign cards (1.2, 2.4)
SPACE_KEYS = {"space", "control", "level", "pieces", "protest", "unrest", "strike", "gandhi",
              "muslim_state", "source"}
PIECE_KEYS = set(terms.PIECE_KINDS) - {terms.GANDHI}
DECK_KEYS = {"piles", "pile_size", "campaign_piles", "campaign_among_last", "top",
             "then_random_events", "source"}
MAX_BASES = 8  # a chain of scenarios, each the base of the next
TOP_KEYS = {"id", "name", "source", "base", "deck", "viceroy", "resources", "restraint", "unity",
            "eligible", "printed_totals", "available", "out_of_play", "jail", "spaces",
            "congress_placement", "congress_choice"}


@dataclass(frozen=True)
class ScenarioFile:
    id: str
    path: Path
    doc: dict
    text: str


def list_scenarios() -> list[tuple[str, dict]]:
    """(id, merged document) of every bundled scenario, in a fixed order."""
    return [(path.stem, read_scenario(path.stem)) for path in sorted(scenarios_dir().glob("*.yaml"))]


def find_scenario(name: str) -> Path:
    """A bundled scenario by id, or a path to a scenario file."""
    candidate = Path(name)
    if candidate.suffix in (".yaml", ".yml") or "/" in name:
        return candidate
    path = scenarios_dir() / f"{name.lower()}.yaml"
    if path.exists():
        return path
    import difflib

    ids = [p.stem for p in sorted(scenarios_dir().glob("*.yaml"))]
    raise UnknownNameError("scenario", name, difflib.get_close_matches(name.lower(), ids, n=3, cutoff=0.4)
                           or ids)


def file_beside(name: str, folder: Path, where: Location | None, what: str = "[Scenario]") -> Path:
    """The scenario file a log's `[Scenario]` header names, which must be in the log's `folder`
    or below it (issue #35 item 18), once `..` and symlinks are resolved (a relative path from
    `folder`). Anything else (`/etc/passwd`, `/proc/self/environ`, `../x.yaml`, a symlink out) is
    refused before the file is opened or its kind looked at, with one message whatever is there;
    a log mailed with its scenario file beside it still works."""
    import os

    path = folder / name
    base = os.path.realpath(folder)
    if os.path.commonpath([base, os.path.realpath(path)]) != base:
        raise InputError(f"{what} names a bundled scenario (short, main, tutorial) or a scenario file in the "
                         "folder of the file that names it, or below it, nothing else: put the file beside it", where)
    return path


def scenario_for_log(name: str, folder: Path) -> None:
    """`gandhi play FILE [-o LOG]`: the scenario file named on the command line is read (its own
    problems shown), and must be where the log's `[Scenario]` header can name it (`file_beside`):
    in the log's folder (`folder`) or below it. A bundled id is always fine."""
    import os

    if "/" not in name and Path(name).suffix not in (".yaml", ".yml"):
        return
    read_scenario(name)
    where = os.path.relpath(os.path.realpath(name), os.path.realpath(folder))
    if where == ".." or where.startswith(".." + os.sep):
        raise InputError(f"the log can name a scenario file in its own folder or below it, nothing else: put the "
                         f"file in {str(folder)!r} (or below it)", Location(name))


def read_scenario(name: str, _seen: tuple = ()) -> dict:
    """The scenario document with its base merged in (the file's own keys win). A base that is
    a file, not a bundled scenario, is read with its contents hidden from messages, and so is the
    whole set-up (`_hidden`): it is a file that another file names (issue #15)."""
    path = find_scenario(name)
    text = read_text(path)
    doc = expect_mapping(parse_yaml(text, str(path)), "a scenario file", Location(str(path), 1))
    for key in doc:
        if key not in TOP_KEYS:
            raise InputError(f"unknown scenario field {quote(key)}", _where(text, str(path), (key,)))
    base = doc.get("base")
    if base is not None and not isinstance(base, str):
        raise InputError("'base' must name a scenario", _where(text, str(path), ("base",)))
    if base is not None:
        seen = _seen + (_identity(path),)
        if len(seen) > MAX_BASES:
            raise InputError(f"over {MAX_BASES} scenarios, each the base of the next",
                             _where(text, str(path), ("base",)))
        try:
            base_path = find_scenario(base)
        except UnknownNameError as exc:
            exc.location = exc.location or _where(text, str(path), ("base",))
            raise
        if base_path.parent != scenarios_dir():  # a file: beside the scenario that names it (issue #35)
            base_path = file_beside(base, path.parent, _where(text, str(path), ("base",)), "'base'")
            base = str(base_path)
        if _identity(base_path) in seen:
            raise InputError("the scenario's base is the scenario itself, or a scenario based on it "
                             "(a loop of bases)", _where(text, str(path), ("base",)))
        bundled = base_path.parent == scenarios_dir()
        with nullcontext() if bundled else hidden():
            merged = dict(read_scenario(base, seen))
        merged.update({k: v for k, v in doc.items() if k != "base"})
        merged.setdefault("_files", [])
        merged["_files"] = merged["_files"] + [(str(path), text)]
        merged["_hidden"] = merged.get("_hidden", False) or not bundled
        return merged
    doc = dict(doc)
    doc["_files"] = [(str(path), text)]
    return doc


def _identity(path: Path) -> str:
    try:
        return str(path.resolve())
    except (OSError, RuntimeError):  # a symlink loop: read_text has refused it already
        return str(path)


def _where(text: str, name: str, path: tuple) -> Location:
    from ..io.yamllines import line_index, nearest_line

    return Location(name, nearest_line(line_index(text), path))


class _Locator:
    """Finds the line of a key path in whichever merged file defines it (last one wins)."""

    def __init__(self, files: list[tuple[str, str]]):
        self.texts = files
        self._files: list | None = None

    @property
    def files(self) -> list:
        if self._files is None:  # parsed only when an error needs a line number
            from ..io.yamllines import line_index

            self._files = [(name, line_index(text)) for name, text in self.texts]
        return self._files

    def __call__(self, path: tuple) -> Location:
        # A LazyLocation has a Location's attributes and str(), read when an error is shown.
        return cast(Location, LazyLocation(self, path))

    def locate(self, path: tuple) -> Location:
        for name, index in reversed(self.files):
            if path[:1] in index:
                from ..io.yamllines import nearest_line

                return Location(name, nearest_line(index, path))
        return Location(self.files[-1][0]) if self.files else Location("<scenario>")


class LazyLocation:
    """Stands in for a Location (path, line, column, str) whose line is looked up only when an
    error is shown: the set-up passes one to every check, and most are never needed."""

    __slots__ = ("_locator", "_key", "_real")

    def __init__(self, locator: _Locator, path: tuple):
        self._locator, self._key = locator, path
        self._real: Location | None = None

    def _resolve(self) -> Location:
        if self._real is None:
            self._real = self._locator.locate(self._key)
        return self._real

    path = property(lambda self: self._resolve().path)
    line = property(lambda self: self._resolve().line)
    column = property(lambda self: self._resolve().column)

    def __str__(self) -> str:
        return str(self._resolve())


def build_deck(deck: dict, rng: random.Random, where, viceroy: int | None = None) -> tuple[list[int], list[int]]:
    """Build the draw deck by 2.1 and the scenario's instructions; returns (deck, unused
    Campaign cards). Piles are stacked with the first on top. A Viceroy the scenario fixes
    (`viceroy`, the tutorial's #77, IT:2332) is set aside before the Campaign cards are drawn
    for the piles (DECK-3)."""
    deck_keys = set(deck)
    if not deck_keys <= DECK_KEYS:
        unknown = ", ".join(quote(k) for k in sorted(map(str, deck_keys - DECK_KEYS))[:3])
        raise InputError(f"unknown deck field(s) {unknown}", where(("deck",)))
    top = [expect_int(c, "a card number", where(("deck", "top")), 1, 79)
           for c in expect_list(deck.get("top", []), "deck top", where(("deck", "top")))]
    if len(set(top)) != len(top):
        raise InputError("a card appears twice in the stacked top of the deck", where(("deck", "top")))
    piles = expect_int(deck.get("piles"), "deck piles", where(("deck", "piles")), 1, 12)
    size = expect_int(deck.get("pile_size"), "deck pile_size", where(("deck", "pile_size")), 1, 72)
    campaign_piles = [expect_int(p, "a pile number", where(("deck", "campaign_piles")), 1, piles)
                      for p in expect_list(deck.get("campaign_piles", []), "campaign_piles",
                                           where(("deck", "campaign_piles")))]
    among_last = deck.get("campaign_among_last")
    if among_last is not None:
        among_last = expect_int(among_last, "campaign_among_last", where(("deck", "campaign_among_last")), 1, size)
    extra = expect_int(deck.get("then_random_events", 0), "then_random_events",
                       where(("deck", "then_random_events")), 0, 72)
    events = [c for c in EVENT_CARDS if c not in top]
    campaigns = [c for c in CAMPAIGN_CARDS if c not in top and c != viceroy]
    if extra + piles * size > len(events):
        raise InputError(f"the deck needs {extra + piles * size} Event cards, only {len(events)} are left",
                         where(("deck",)))
    if len(campaign_piles) > len(campaigns):
        raise InputError("more Campaign cards asked for than exist", where(("deck", "campaign_piles")))
    # 2.1: shuffle the Campaign cards apart from the Event cards, deal Event piles, shuffle one
    # Campaign card into each pile the scenario names, stack the piles (first on top).
    rng.shuffle(campaigns)
    rng.shuffle(events)
    out = list(top) + events[:extra]
    events = events[extra:]
    for number in range(1, piles + 1):
        pile, events = events[:size], events[size:]
        if number in campaign_piles:
            card = campaigns.pop(0)
            lo = 0 if among_last is None else max(0, size - int(among_last))
            pile.insert(rng.randint(lo, len(pile)), card)
        out.extend(pile)
    return out, campaigns


def setup(name: str, seed: int | None = 0, map_path: str | None = None,
          congress_space: str | None = None, congress_where: Location | None = None) -> GameState:
    """Set up a scenario; `congress_space` answers the Main scenario's Congress choice.

    `seed=None` is a deck shuffled by hand (DECK-1): the deck holds the scenario's cards in its
    piles as seed 0 deals them, stand-ins the replay relabels as the log plays them, and a
    random starting Viceroy is left undrawn (None) for the log to declare."""
    doc = read_scenario(name)
    board = load_map(map_path)
    if congress_space is not None:  # the caller's own text: shown, whatever the file
        congress_space = board.resolve(congress_space, congress_where)
    with hidden() if doc.pop("_hidden", False) else nullcontext():
        return _setup(doc, name, seed, board, congress_space, congress_where)


def _setup(doc: dict, name: str, seed: int | None, board: Map, congress_space: str | None,
           congress_where: Location | None) -> GameState:
    where = _Locator(doc.pop("_files"))
    state = GameState.empty(board)
    state.scenario = str(doc.get("id", name))
    rng = random.Random(0 if seed is None else seed)

    viceroy = doc.get("viceroy", "random")
    fixed = None if viceroy == "random" else expect_int(viceroy, "viceroy (a Campaign card 73-79)",
                                                         where(("viceroy",)), 73, 79)
    deck, unused = build_deck(expect_mapping(doc.get("deck"), "deck", where(("deck",))), rng, where, fixed)
    if fixed is None:
        if not unused:
            raise InputError("the deck takes every Campaign card: none is left to draw the Viceroy from (2.1)",
                             where(("deck", "campaign_piles")))
        # 2.1: one unused Campaign card, drawn at random (none drawn for a deck shuffled by hand)
        state.viceroy = rng.choice(unused) if seed is not None else None
    else:
        state.viceroy = fixed
        if state.viceroy in deck:
            raise InputError(f"Viceroy card {state.viceroy} is also in the deck", where(("viceroy",)))
    state.deck = deck

    resources = expect_mapping(doc.get("resources", {}), "resources", where(("resources",)))
    for faction, amount in resources.items():
        if faction not in (terms.RAJ, terms.REV):
            raise InputError(f"only RAJ and REV have Resources (1.8), not {quote(faction)}", where(("resources",)))
        state.resources[faction] = expect_int(amount, f"{faction} Resources", where(("resources", faction)), 0, 50)
    state.restraint = expect_int(doc.get("restraint"), "restraint", where(("restraint",)), 1, 5)
    state.unity = expect_int(doc.get("unity"), "unity", where(("unity",)), 1, 5)
    _eligible(state, doc.get("eligible", "all"), where)
    for faction, total in expect_mapping(doc.get("printed_totals", {}) or {}, "printed_totals",
                                         where(("printed_totals",))).items():
        if faction not in terms.FACTIONS:
            raise InputError(f"printed_totals: {quote(faction)} is not a faction (RAJ, INC, ML, REV)",
                             where(("printed_totals", faction)))
        expect_int(total, f"the printed {faction} total", where(("printed_totals", faction)), 0)

    state.audit = False  # the set-up is audited once, complete, below
    for box, target in ((terms.OUT_OF_PLAY, state.out_of_play), (terms.JAIL, state.jail)):
        for kind, n in expect_mapping(doc.get(box, {}) or {}, box, where((box,))).items():
            if kind not in PIECE_KEYS or (box == terms.JAIL and kind not in terms.JAILABLE):
                raise InputError(f"{box}: unknown piece kind {quote(kind)}", where((box, kind)))
            target[kind] = expect_int(n, f"{box} {kind}", where((box, kind)), 0, 60)

    stated_control: dict[str, bool] = {}
    for i, entry in enumerate(expect_list(doc.get("spaces", []), "spaces", where(("spaces",)))):
        _apply_space(state, board, expect_mapping(entry, "a space entry", where(("spaces", i))),
                     lambda p, i=i: where(("spaces", i) + p), stated_control)

    _check_control(state, where, stated_control)  # as printed, before the Congress placement
    pending = _congress_placement(state, board, doc, congress_space, where, congress_where)
    _check_available(state, doc, where, pending)
    state.audit = True
    problems = state.violations()
    if problems:
        raise InputError(f"the set-up breaks {problems[0]}", where(()))
    # 2.2: reveal the first card to the current card box; the next card shows on the deck.
    state.current_card = state.deck.pop(0)
    return state


def congress_choice_open(name: str) -> bool:
    """Whether the scenario leaves Congress a set-up choice it does not answer itself: the Main
    set-up's "il Congresso pone Gandhi, 1 Attivista del Congresso (Attivo), ed 1 segnalino
    Protesta in 1 qualsiasi spazio" (IT:1933), with no `congress_choice` (the tutorial's UP)."""
    doc = read_scenario(name)
    return bool(doc.get("congress_placement")) and doc.get("congress_choice") is None


def campaign_slots(name: str) -> tuple[list[tuple[int, int]], int]:
    """Where 2.1 and the scenario's set-up can put each Campaign card in the deck, whatever the
    shuffle: ((first, last) position of each, top first, counting the first card played as 1)
    and how many cards at the top the scenario fixes (the tutorial's stacked ten, IT:2306-2324).
    Short: piles 2, 4, 6 of six Events take one each (IT:1694); Main: one among the last six of
    each pile of twelve (IT:1843)."""
    deck = read_scenario(name).get("deck") or {}
    top = [c for c in deck.get("top", []) if isinstance(c, int)]
    slots = [(i + 1, i + 1) for i, c in enumerate(top) if c in CAMPAIGN_CARDS]
    size = int(deck.get("pile_size") or 0)
    among_last = deck.get("campaign_among_last")
    offset = len(top) + int(deck.get("then_random_events") or 0)
    campaign_piles = set(deck.get("campaign_piles") or ())
    for number in range(1, int(deck.get("piles") or 0) + 1):
        if number in campaign_piles:
            first = offset + 1 + (size - int(among_last) if among_last else 0)
            slots.append((first, offset + size + 1))
            offset += size + 1
        else:
            offset += size
    return slots, len(top)


def _eligible(state: GameState, eligible, where) -> None:
    """`eligible`: "all" (2.3.1, IT:343; the scenarios, IT:1710, IT:1859), or, for a user's
    scenario that starts from a later position, the factions that start Eligible, each once; the
    others start Ineligible (rules notes U7)."""
    if eligible == "all":
        return
    listed = expect_list(eligible, 'eligible ("all" or a list of factions)', where(("eligible",)))
    for i, faction in enumerate(listed):
        if faction not in terms.FACTIONS:
            raise InputError(f"eligible: {quote(faction)} is not a faction (RAJ, INC, ML, REV)", where(("eligible", i)))
        if faction in listed[:i]:
            raise InputError(f"eligible: {faction} is listed twice", where(("eligible", i)))
    for faction in terms.FACTIONS:
        if faction not in listed:
            state.eligibility[faction] = terms.INELIGIBLE


def _apply_space(state: GameState, board: Map, entry: dict, where, stated_control: dict) -> None:
    for key in entry:
        if key not in SPACE_KEYS:
            raise InputError(f"unknown space field {quote(key)}", where((key,)))
    raw = entry.get("space")
    if not isinstance(raw, str):
        raise InputError("each space entry needs 'space: NAME'", where(()))
    sid = board.resolve(raw, where(("space",)))
    sp = state.spaces[sid]
    level = entry.get("level", "neutral")
    if not isinstance(level, str) or level not in terms.LEVEL_KEYS:
        raise InputError(f"unknown level {quote(level)}; use one of {', '.join(terms.LEVEL_KEYS)}", where(("level",)))
    if board[sid].is_railway and level != "neutral":
        raise InputError(f"{board[sid].name} is a Railway: it has no Support or Opposition (1.3.6)", where(("level",)))
    sp.level = terms.LEVEL_KEYS[level]
    for kind, n in expect_mapping(entry.get("pieces", {}) or {}, "pieces", where(("pieces",))).items():
        if kind not in PIECE_KEYS:
            raise InputError(f"unknown piece kind {quote(kind)}; use one of {', '.join(sorted(PIECE_KEYS))}",
                             where(("pieces", kind)))
        n = expect_int(n, kind, where(("pieces", kind)), 0, 60)
        if kind == terms.GUERRILLAS:
            sp.guerrillas_hidden += n  # 2.1: all Guerrillas start Hidden
        else:
            setattr(sp, kind, getattr(sp, kind) + n)
    if entry.get("gandhi"):
        state.gandhi = sid
    if entry.get("protest"):
        _place_setup_protest(state, sid, where(("protest",)))
    sp.unrest = expect_int(entry.get("unrest", 0), "unrest", where(("unrest",)), 0, 12)
    sp.strike = bool(entry.get("strike", False))
    if sp.strike and not board[sid].is_railway:
        raise InputError(f"{board[sid].name}: Strike markers go only on Railways (1.12)", where(("strike",)))
    if sp.unrest and board[sid].is_railway:
        raise InputError(f"{board[sid].name}: Unrest on a Railway is a Strike (1.12)", where(("unrest",)))
    sp.muslim_state = bool(entry.get("muslim_state", False))
    if "control" in entry:
        stated_control[sid] = bool(entry["control"])


def _place_setup_protest(state: GameState, sid: str, where: Location) -> None:
    if state.spaces[sid].protest:
        raise InputError(f"{state.map[sid].name} already has a Protest marker (1.4.2)", where)
    if not state.protest_circles:
        raise InputError("no Protest marker left in the State of India box (1.10)", where)
    state.protest_circles.discard(min(state.protest_circles))  # from the lowest circle (1.10)
    state.spaces[sid].protest = True


def _congress_placement(state: GameState, board: Map, doc: dict, space: str | None, where,
                        space_where: Location | None = None) -> dict:
    """Main set-up: Congress places Gandhi, 1 Activist and 1 Protest in any space (IT:1933).
    Returns the pieces still to place when no space was chosen. `space_where` locates `space`
    (the log's [Gandhi] header)."""
    placement = doc.get("congress_placement")
    if placement is None:
        if space is not None:
            raise InputError(f"scenario {quote(doc.get('id'))} has no Congress set-up choice", space_where)
        return {}
    placement = expect_mapping(placement, "congress_placement", where(("congress_placement",)))
    space = space or doc.get("congress_choice")
    if space is not None and not isinstance(space, str):
        raise InputError("congress_choice must name a space", where(("congress_choice",)))
    pieces = expect_mapping(placement.get("pieces", {}), "congress_placement pieces",
                            where(("congress_placement", "pieces")))
    for kind, n in pieces.items():
        if kind not in (terms.GANDHI, terms.INC_ACTIVISTS):
            raise InputError(f"the Congress placement takes gandhi and inc_activists, not {quote(kind)}",
                             where(("congress_placement", "pieces")))
        expect_int(n, kind, where(("congress_placement", "pieces", kind)), 0, 16)
    if space is None:
        return pieces
    given = space_where if space != doc.get("congress_choice") else where(("congress_choice",))
    sid = board.resolve(space, given)
    if pieces.get(terms.GANDHI):
        state.gandhi = sid
    state.spaces[sid].inc_activists += pieces.get(terms.INC_ACTIVISTS, 0)
    if placement.get("protest"):
        _place_setup_protest(state, sid, where(("congress_placement",)))
    return {}


def _check_available(state: GameState, doc: dict, where, pending: dict) -> None:
    """The scenario's printed Available forces must follow from the inventory (1.4.1)."""
    listed = expect_mapping(doc.get("available", {}) or {}, "available", where(("available",)))
    for kind in PIECE_KEYS:
        if kind not in listed:
            continue
        expected = expect_int(listed[kind], kind, where(("available", kind)), 0, 60)
        derived = state.available(kind) - pending.get(kind, 0)
        if derived != expected:
            raise InputError(
                f"the scenario lists {expected} {terms.PIECE_LABELS[kind]} Available, but the inventory "
                f"({state.forces.pieces[kind]}) less the pieces placed, Out of Play and in Jail leaves "
                f"{derived} (1.4.1)", where(("available", kind)))


def _check_control(state: GameState, where, stated_control: dict) -> None:
    """The Raj Control the scenario prints must follow from its pieces (1.7.1); the Main set-up's
    Congress placement then adjusts it (IT:1933)."""
    for sid in state.spaces:
        space = state.map[sid]
        if not (space.is_city or space.is_province):
            if stated_control.get(sid):
                raise InputError(f"{space.name} cannot be Raj-Controlled: only Cities and Provinces can (1.7.2)",
                                 where(("spaces",)))
            continue
        if stated_control.get(sid, False) != state.raj_control(sid):
            want = "Raj Control" if stated_control.get(sid) else "no Raj Control"
            raise InputError(
                f"the scenario gives {space.name} {want}, but its cubes ({state.spaces[sid].cubes}) against "
                f"Active opposing pieces ({state.active_opponents_of_raj(sid)}) say otherwise (1.7.1)",
                where(("spaces",)))
