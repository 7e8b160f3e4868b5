"""Showing the state: text tables (tabulate) for people and a stable dict for `--json`."""

from __future__ import annotations

from ..model import terms
from ..model.cards import card_label
from ..model.state import GameState
from ..model.victory import Totals, ranking, totals


def _n(count: int, label: str) -> str:
    return f"{count} {label}" if count else ""


def _join(*parts: str) -> str:
    return ", ".join(p for p in parts if p)


def space_row(state: GameState, sid: str) -> list[str]:
    space = state.map[sid]
    sp = state.spaces[sid]
    kind = terms.SPACE_TYPE_LABELS[space.type]
    if sp.muslim_state:
        kind += " (Muslim State)"
    side = "active" if state.activists_active(sid) else "inactive"
    inc = _join("Gandhi" if state.gandhi == sid else "", _n(sp.inc_activists, f"Act {side}"))
    ml = _join(_n(sp.ml_activists, f"Act {side}"), _n(sp.ml_bases, "Base" if sp.ml_bases == 1 else "Bases"))
    rev = _join(_n(sp.guerrillas_hidden, "hidden"), _n(sp.guerrillas_active, "active"),
                _n(sp.rev_bases, "Base" if sp.rev_bases == 1 else "Bases"))
    raj = _join(_n(sp.troops, "T"), _n(sp.sepoys, "S"))
    markers = _join("Protest" if sp.protest else "", f"Unrest x{sp.unrest}" if sp.unrest else "",
                    "Strike" if sp.strike else "")
    size = f"Econ {space.econ}" if space.is_railway else str(space.pop)
    level = "" if space.is_railway else terms.LEVEL_NAMES[sp.level]
    muslim = "M" if space.muslim else ""
    control = "Raj" if state.raj_control(sid) else ""
    return [space.name, kind, size, muslim, level, control, raj, inc, ml, rev, markers]


SPACE_HEADERS = ["Space", "Type", "Pop", "Mus", "Level", "Control", "Raj", "Congress", "Muslim League",
                 "Revolutionaries", "Markers"]


def boxes_table(state: GameState) -> str:
    """The forces off the map: Available, Out of Play, Jail, and how many are on the map."""
    from tabulate import tabulate

    rows = [[terms.PIECE_LABELS[kind], state.available(kind),
             state.out_of_play.get(kind, 0) if kind != terms.GANDHI else 0,
             state.jail.get(kind, 0) if kind != terms.GANDHI else int(state.gandhi == terms.JAIL),
             state.on_map(kind)] for kind in terms.PIECE_KINDS]
    return tabulate(rows, headers=["Forces", "Available", "Out of Play", "Jail", "On map"], tablefmt="simple")


def next_card(state: GameState) -> int | None:
    """The next card, when the deck's order is known (not for a deck shuffled by hand, DECK-1)."""
    return state.deck[0] if state.deck and not state.deck_by_hand else None


def board_text(state: GameState, printed: dict | None = None, note: str | None = None) -> str:
    from tabulate import tabulate

    rows = [space_row(state, sid) for sid in state.spaces]
    head = f"Scenario: {state.scenario}"
    readings = readings_line(state)
    if readings:
        head += "\n" + readings
    parts = [head, tabulate(rows, headers=SPACE_HEADERS, tablefmt="simple")]
    parts.append(tabulate(track_rows(state), headers=["Track", "Value"], tablefmt="simple"))
    parts.append(boxes_table(state))
    t = totals(state)
    parts.append(tabulate(victory_rows(t, printed), headers=victory_headers(printed), tablefmt="simple"))
    if note:
        parts.append(note)
    return "\n\n".join(parts) + "\n"


def readings_line(state: GameState) -> str | None:
    """The readings in force, when the log's `[Reading]` headers chose a non-default one (so two
    players see they use the same rules); None otherwise (readings.py)."""
    from ..model.readings import describe

    return describe(state.readings)


def readings_dict(state: GameState) -> dict[str, str] | None:
    """For `--json`: every choosable reading with the option in force, when a non-default one
    was chosen; None otherwise."""
    from ..model.readings import in_force, non_default

    return in_force(state.readings) if non_default(state.readings) else None


def track_rows(state: GameState) -> list[list]:
    return [
        ["Raj Resources", state.resources[terms.RAJ]],
        ["Revolutionary Resources", state.resources[terms.REV]],
        ["Restraint", state.restraint],
        ["Unity", state.unity],
        ["Crisis", "yes" if state.crisis else "no"],
        ["Protest markers Available (Operations / Events)",
         f"{state.protests_available_for_ops()} / {state.protests_available_for_events()}"],
        ["Unrest/Strike markers left", state.unrest_strike_markers_left()],
        ["Viceroy", card_label(state.viceroy)],
        ["Current card", card_label(state.current_card)],
        ["Next card", card_label(next_card(state))],
        ["Cards in the draw deck", len(state.deck)],
        ["Eligible", " ".join(f for f in terms.FACTIONS if state.eligibility[f] == terms.ELIGIBLE) or "-"],
    ]


def victory_headers(printed: dict | None) -> list[str]:
    """The victory table's headers; "Printed": the marker the scenario's set-up prints, to compare."""
    heads = ["Faction", "Victory marker", "Threshold", "Margin"]
    return heads + ["Printed"] if printed else heads


def victory_rows(t: Totals, printed: dict | None) -> list[list]:
    rows = []
    for faction, margin in ranking(t):
        row = [terms.FACTION_NAMES[faction], t.marker(faction), f"> {terms.VICTORY_THRESHOLDS[faction]}",
               f"{margin:+d}"]
        if printed:
            row.append(printed.get(faction, ""))
        rows.append(row)
    return rows


def space_entry(state: GameState, sid: str) -> dict:
    """One space in `state_dict`: what it is and what is in it (pieces, markers, Control)."""
    space = state.map[sid]
    sp = state.spaces[sid]
    return {
        "id": sid,
        "name": space.name,
        "type": space.type,
        "pop": space.pop,
        "econ": space.econ,
        "muslim": space.muslim,
        "muslim_state": sp.muslim_state,
        "level": None if space.is_railway else terms.LEVEL_NAMES[sp.level],
        "raj_control": state.raj_control(sid),
        "gandhi": state.gandhi == sid,
        "troops": sp.troops,
        "sepoys": sp.sepoys,
        "inc_activists": sp.inc_activists,
        "ml_activists": sp.ml_activists,
        "activists_active": state.activists_active(sid),
        "guerrillas_hidden": sp.guerrillas_hidden,
        "guerrillas_active": sp.guerrillas_active,
        "ml_bases": sp.ml_bases,
        "rev_bases": sp.rev_bases,
        "protest": sp.protest,
        "unrest": sp.unrest,
        "strike": sp.strike,
    }


def state_dict(state: GameState, reveal_deck: bool = False, spaces: list[dict] | None = None,
               board_totals: Totals | None = None, available: dict[str, int] | None = None) -> dict:
    """A JSON-ready picture of the state, in a stable order (same state, same bytes). The cards
    are what 2.2's NOTE and 2.3.7 let the players see: the current and next card, the cards played
    and how many are left; the draw deck's order only with `reveal_deck` (issue #23). A caller
    that has them already (`render.timeline`) gives the spaces' entries (`space_entry`, in
    `state.spaces`' order), the victory totals and the Available box."""
    t = totals(state) if board_totals is None else board_totals
    if spaces is None:
        spaces = [space_entry(state, sid) for sid in state.spaces]
    out = {
        "scenario": state.scenario,
        "spaces": spaces,
        "gandhi": state.gandhi,
        "available": {k: state.available(k) for k in terms.PIECE_KINDS} if available is None else available,
        "out_of_play": {k: state.out_of_play.get(k, 0) for k in terms.PIECE_KINDS if k != terms.GANDHI},
        "jail": {k: state.jail.get(k, 0) for k in terms.JAILABLE if k != terms.GANDHI},
        "resources": dict(state.resources),
        "restraint": state.restraint,
        "unity": state.unity,
        "crisis": state.crisis,
        "protest_circles_filled": sorted(state.protest_circles),
        "protests_available_for_operations": state.protests_available_for_ops(),
        "unrest_strike_markers_left": state.unrest_strike_markers_left(),
        "viceroy": state.viceroy,
        **cards_dict(state, reveal_deck),
        "eligibility": dict(state.eligibility),
        "victory": {
            f: {"marker": t.marker(f), "threshold": terms.VICTORY_THRESHOLDS[f], "margin": t.margin(f)}
            for f in terms.FACTIONS
        },
        "ranking": [f for f, _ in ranking(t)],
    }
    readings = readings_dict(state)
    if readings:
        out["readings"] = readings
    return out


def deck_order(state: GameState, reveal_deck: bool) -> str:
    """How `state_dict` gives the draw deck: "unknown" for a deck shuffled by hand (DECK-1),
    "shown" with `--reveal-deck`, else "hidden" (2.3.7: only the next card is face up)."""
    if state.deck_by_hand:
        return "unknown"
    return "shown" if reveal_deck else "hidden"


def cards_dict(state: GameState, reveal_deck: bool = False) -> dict:
    """The cards the players may see (2.2 NOTE, 2.3.7): the current card, the next card (face up
    on the draw deck), every card played, the number of cards left; the order of the rest only
    when asked (`reveal_deck`), never for a deck shuffled by hand (DECK-1: not known)."""
    order = deck_order(state, reveal_deck)
    return {
        "current_card": state.current_card,
        # a deck shuffled by hand (DECK-1): the next card and the order are not known
        "next_card": next_card(state),
        "played": list(state.played),
        "cards_left": len(state.deck),
        "deck_order": order,
        "deck": list(state.deck) if order == "shown" else None,
    }


def deck_text(state: GameState, width: int = 80) -> str:
    """The draw deck's order for `--reveal-deck`, top first, wrapped to `width` columns."""
    import textwrap

    if state.deck_by_hand:
        return "Draw deck: order not known (a deck shuffled by hand, DECK-1)"
    cards = " ".join(str(c) for c in state.deck) or "empty"
    return textwrap.fill(f"Draw deck, top first (--reveal-deck): {cards}", width)


# ---------------------------------------------------------------------------- 80 columns
COLUMNS = 80
LEVEL_CODES = {-2: "AO", -1: "PO", 0: "N", 1: "PS", 2: "AS"}
COMPACT_KEY = ("Level AS/PS Active/Passive Support, N Neutral, PO/AO Opposition; Ctl R Raj Control; "
               "M Muslim space; T Troops, S Sepoys, G Gandhi, a/i Activists active/inactive, "
               "h/a Guerrillas hidden/active, B Bases; Pr Protest, U2 Unrest x2, St Strike, MS Muslim State")


def _short_name(state: GameState, sid: str, width: int = 20) -> str:
    space = state.map[sid]
    name = space.aliases[0] if space.is_railway and space.aliases else space.name
    return name if len(name) <= width else name[:width - 1] + "."


def _holds_something(state: GameState, sid: str) -> bool:
    sp = state.spaces[sid]
    return bool(sp.troops or sp.sepoys or sp.inc_activists or sp.ml_activists or sp.guerrillas_hidden
                or sp.guerrillas_active or sp.ml_bases or sp.rev_bases or state.gandhi == sid
                or sp.protest or sp.unrest or sp.strike or sp.muslim_state)


def compact_row(state: GameState, sid: str) -> list[str]:
    space = state.map[sid]
    sp = state.spaces[sid]
    act = "a" if state.activists_active(sid) else "i"
    raj = " ".join(p for p in (f"{sp.troops}T" if sp.troops else "", f"{sp.sepoys}S" if sp.sepoys else "") if p)
    inc = " ".join(p for p in ("G" if state.gandhi == sid else "",
                               f"{sp.inc_activists}{act}" if sp.inc_activists else "")
                   if p)
    ml = " ".join(p for p in (f"{sp.ml_activists}{act}" if sp.ml_activists else "",
                              f"{sp.ml_bases}B" if sp.ml_bases else "") if p)
    rev = " ".join(p for p in (f"{sp.guerrillas_hidden}h" if sp.guerrillas_hidden else "",
                               f"{sp.guerrillas_active}a" if sp.guerrillas_active else "",
                               f"{sp.rev_bases}B" if sp.rev_bases else "") if p)
    markers = " ".join(p for p in ("Pr" if sp.protest else "", f"U{sp.unrest}" if sp.unrest else "",
                                   "St" if sp.strike else "", "MS" if sp.muslim_state else "") if p)
    level = "" if space.is_railway else LEVEL_CODES[sp.level]
    return [_short_name(state, sid), "M" if space.muslim else "", level, "R" if state.raj_control(sid) else "",
            raj, inc, ml, rev, markers]


def _wrap(text: str, indent: str = "") -> list[str]:
    import textwrap

    return textwrap.wrap(text, COLUMNS, subsequent_indent=indent, break_on_hyphens=False)


def board_compact(state: GameState, note: str | None = None, printed: dict | None = None) -> str:
    """The board in 80 columns (`gandhi state`, `gandhi setup`): the spaces that hold pieces or
    markers, the others' levels on one line, then the cards, tracks, victory markers (with the
    totals the scenario prints, `printed`) and boxes."""
    from tabulate import tabulate

    held = [sid for sid in state.spaces if _holds_something(state, sid)]
    rows = [compact_row(state, sid) for sid in held]
    head = f"Scenario: {state.scenario}"
    readings = readings_line(state)
    if readings:
        head += "\n" + "\n".join(_wrap(readings, "  "))
    parts = [head, "\n".join(_wrap(COMPACT_KEY))]
    if rows:
        parts.append(tabulate(rows, headers=["Space", "M", "Lvl", "Ctl", "Raj", "INC", "ML", "REV", "Markers"],
                              tablefmt="simple"))
    rest = [f"{_short_name(state, sid)}" + ("" if state.map[sid].is_railway
                                            else f" {LEVEL_CODES[state.spaces[sid].level]}")
            for sid in state.spaces if sid not in held]
    if rest:
        parts.append("\n".join(_wrap("Nothing in: " + ", ".join(rest), "  ")))
    cards = [f"Current card: {card_label(state.current_card)}",
             f"Next card: {card_label(next_card(state))} ({len(state.deck)} in the deck)",
             f"Viceroy: {card_label(state.viceroy)}"]
    parts.append("\n".join(line if len(line) <= COLUMNS else line[:COLUMNS - 3] + "..." for line in cards))
    eligible = " ".join(f for f in terms.FACTIONS if state.eligibility[f] == terms.ELIGIBLE) or "-"
    tracks = (f"Resources Raj {state.resources[terms.RAJ]}, Revolutionaries {state.resources[terms.REV]}; "
              f"Restraint {state.restraint}; Unity {state.unity}; Crisis {'yes' if state.crisis else 'no'}; "
              f"Protests Available {state.protests_available_for_ops()} (Operations) / "
              f"{state.protests_available_for_events()} (Events); Unrest/Strike markers left "
              f"{state.unrest_strike_markers_left()}; Eligible {eligible}")
    parts.append("\n".join(_wrap(tracks, "  ")))
    parts.append(tabulate(victory_rows(totals(state), printed), headers=victory_headers(printed), tablefmt="simple"))
    parts.append(boxes_table(state))
    if note:
        parts.append("\n".join(line for para in note.splitlines() for line in _wrap(para)))
    return "\n\n".join(parts) + "\n"
