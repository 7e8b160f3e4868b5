"""What `gandhi table` says and reads beside its menus (issue #34, what an outsider hit playing a
Short game as Congress): a card's whole text at the table (`card [N]`), menu lines wrapped to
the terminal's width rather than cut, an answer that is exactly an entry's name chosen even when
longer entries begin with it, a space typed by any of its names (the board's short names, the
map's aliases: RW-B, NWR-KL) picking the menu's steps that name it (a Satyagraha's destination
too), and `status` in the table's words rather than the shell's. Used by `cli.table`.

Decisions (issue #34, the outsider's report): the board's short names are accepted as input,
not explained by a key on the board: they are the map's aliases already (data/map.yaml:
`aliases: ["RW-B"]`), which `Map.resolve` reads as the notation does, so a space typed at a menu
is read as a typed statement's would be. `card N` asks for card N's text except while the game
waits for the next card to be turned up by hand (then `card N` is the notation's statement,
2.3.7, as before); `card N [ORDER]` is always the statement. A space typed at a menu of steps
where no entry begins with its name (the menu groups steps by the first space they name: a
Satyagraha's moves under Gandhi's space) lists every step that names it (origin, destination or
place); a single such step is chosen at once. Menu lines and card texts are wrapped at the
terminal's width (COLUMNS, the terminal, 80 over a pipe), never cut. `board` and `board svg` in
the middle of a statement show the steps so far (`Game.trial` of the draft's statement)."""

from __future__ import annotations

import re
import shutil
import textwrap


def width() -> int:
    """The terminal's width (COLUMNS, then the terminal; 80 over a pipe without COLUMNS)."""
    return max(40, shutil.get_terminal_size((80, 24)).columns)


def wrapped(first: str, text: str, indent: int) -> list[str]:
    """`first` + `text` as lines no wider than the terminal, the later ones indented: wrapped,
    never cut."""
    return textwrap.wrap(text, width=width(), initial_indent=first, subsequent_indent=" " * indent,
                         break_long_words=False, break_on_hyphens=False) or [first.rstrip()]


def entry_lines(number: int, entry: object) -> list[str]:
    """A menu's numbered entry, with the game's words for its step (`render.menu_labels.gloss`)
    after a dash, wrapped to the terminal's width (never cut)."""
    from ..render.menu import step_text
    from ..render.menu_labels import gloss

    label = str(getattr(entry, "label", entry))
    value = getattr(entry, "value", None)
    # only a step still shown in bare notation: `render.menu.step_label` already says the others
    plain = getattr(entry, "kind", None) == "step" and value is not None and label == step_text(value)
    said = gloss(value) if plain else ""
    return wrapped(f"  {number:>2}. ", label + (f" — {said}" if said else ""), 6)


class Named(str):
    """A space typed at a menu of steps (its menu lists every step naming it, `steps_naming`)."""


def steps_naming(steps: list, sid: str) -> list:
    """The menu entries of the steps that name space `sid` anywhere (as origin, destination or
    place), in the menu's order."""
    from ..render import menu as M

    return [M.Entry(M.step_text(s), M.STEP, s) for s in steps if sid in M.spaces_in(s)]


def card_lines(number: int) -> list[str]:
    """Card `number`'s whole text, both sides (as `gandhi card N` shows it), indented two spaces
    and wrapped to the terminal's width."""
    from ..model.cards import CampaignCard, card

    c = card(number)
    if isinstance(c, CampaignCard):
        lines = [f"  #{c.number} Campaign! {c.viceroy} ({c.office})", "  Play a Campaign round at once (2.4)."]
        lines += wrapped("  ", f"Viceroy capability, {c.capability_name}: {c.capability_text}", 4)
        lines += wrapped("  ", f"Non-Player Raj: {c.np_note or 'no effect'}", 4)
        return lines
    lines = [f"  #{c.number} {c.title}" + (f" [{' '.join(c.order)}]" if c.order else "")]
    lines += wrapped("  ", f"Unshaded — {c.unshaded.flavour}: {c.unshaded.text}", 4)
    if c.shaded:
        lines += wrapped("  ", f"Shaded — {c.shaded.flavour}: {c.shaded.text}", 4)
    return lines


def card_asked(words: list[str], card_due: bool) -> bool:
    """`card` alone, or `card N` while no card is waiting to be turned up, asks for a card's text;
    `card N [ORDER]` (and `card N` when the game waits for the next card: a deck turned by hand)
    is the notation's statement (2.3.7)."""
    if not words or words[0].lower() != "card":
        return False
    return len(words) == 1 or (len(words) == 2 and words[1].isdigit() and not card_due)


def entry_word(label: str) -> str:
    """An entry's name: its label before a colon or a parenthesis (what Tab completes to)."""
    return label.split(":")[0].split(" (")[0]


def exact_entry(labels: list[str], text: str) -> int | None:
    """The one entry whose whole label or name is `text` (any case), or None: an exact name wins
    over the longer entries it begins (`Operation` beside `Operation + Special Activity`)."""
    low = text.strip().lower()
    hits = [i for i, label in enumerate(labels) if label.lower() == low]
    if not hits:
        hits = [i for i, label in enumerate(labels) if entry_word(label).lower() == low]
    return hits[0] if len(hits) == 1 else None


def space_named(text: str, named: list[str]) -> str | None:
    """The space of `named` (space ids a menu's steps name) that `text` names: any of the map's
    names for it, its aliases (the board's short names: RW-B, NWR-KL), or a unique beginning of
    one (3 letters or more); None when it names none of them."""
    from ..io.errors import InputError
    from ..model.mapdata import load_map

    board = load_map(None)
    try:
        sid = board.resolve(text.strip())
    except InputError:
        return None
    return sid if sid in named else None


def at_table(text: str, path: str) -> str:
    """`gandhi status`'s next step in the table's words: a `gandhi add LOG '...'` becomes the
    statement to type at the prompt, the `--options` listing becomes `?`, the menus are named."""
    log = re.escape(path)
    text = re.sub(rf"gandhi add {log} '([^']*)'", r"type `\1` at the prompt", text)
    text = re.sub(rf"gandhi status {log} --options", "`?`", text)
    text = re.sub(rf"gandhi next {log}\S*", "the table moves the Non-Players itself", text)
    return f"choose from the menu (`?` lists it again; `help` the commands); or {text}"


def status_lines(game: object, path: str) -> str:
    """`status` at the table: `gandhi status`'s text with its next step in the table's words."""
    from ..render.status import status, status_text

    data = status(game, path)  # type: ignore[arg-type]
    step = data.get("next_step")
    if isinstance(step, dict) and isinstance(step.get("text"), str):
        step["text"] = at_table(step["text"], path)
    return status_text(data).rstrip("\n")


def lost_words(draft_text: str | None) -> str:
    """What `quit` in the middle of a statement says of it: lost, as Ctrl-C says."""
    if draft_text is None:
        return ""
    return f"the unfinished statement ({draft_text}) is lost; "


__all__ = ["Named", "at_table", "card_asked", "card_lines", "entry_lines", "exact_entry", "lost_words", "space_named",
           "status_lines", "steps_naming", "wrapped", "width"]
