"""Shell completion of the values a command takes (issue #23), through click's own completion
(`_GANDHI_COMPLETE=bash_source gandhi`, README "Shell completion"): space names, card numbers,
factions, scenarios. A completion never fails: a map or data file that cannot be read completes
nothing."""

from __future__ import annotations

import click
from click.shell_completion import CompletionItem

from ..io.errors import GandhiError


def complete_space(ctx: click.Context, _param, incomplete: str) -> list[CompletionItem]:
    """The spaces of the map (`--map` if given, else the bundled one) whose id, alias or one-word
    name starts with what was typed (any case): the name, the aliases, the id, each once whatever
its case, and none with a blank in it (a shell word has none: `bombay-presidency`, not
`Bombay Presidency`)."""
    from ..model.mapdata import load_map

    try:
        board = load_map(ctx.params.get("map_path"))
    except GandhiError:
        return []
    typed = incomplete.lower()
    out: list[CompletionItem] = []
    for s in board:
        seen: set[str] = set()
        for label in (s.name, *s.aliases, s.id):
            key = label.lower()
            if key in seen or any(c.isspace() for c in label):  # a shell word has no blank
                continue
            seen.add(key)
            if key.startswith(typed):
                out.append(CompletionItem(label, help=s.name))
    return out


def complete_card(_ctx: click.Context, _param, incomplete: str) -> list[CompletionItem]:
    """The card numbers (1-72 Event, 73-79 Campaign) that start with what was typed, each with
    its title."""
    from ..model.cards import CampaignCard, all_cards

    try:
        cards = all_cards()
    except GandhiError:
        return []
    return [CompletionItem(str(n), help=f"Campaign! {c.viceroy}" if isinstance(c, CampaignCard) else c.title)
            for n, c in sorted(cards.items()) if str(n).startswith(incomplete)]


def complete_factions(_ctx: click.Context, _param, incomplete: str) -> list[CompletionItem]:
    """`--np RAJ,ML`: the factions not yet in the comma-separated list, after what was typed."""
    from ..model import terms

    done, _, last = incomplete.rpartition(",")
    head = f"{done}," if done else ""
    given = {part.strip().upper() for part in done.split(",")}
    return [CompletionItem(head + f) for f in terms.FACTIONS
            if f not in given and f.startswith(last.strip().upper())]


def complete_scenario(_ctx: click.Context, _param, incomplete: str) -> list[CompletionItem]:
    """The bundled scenario ids that start with what was typed; a scenario YAML file otherwise
    (the shell completes file names: click's `file` item, given first so that the ids stay)."""
    from ..model.scenario import list_scenarios

    try:
        ids = [sid for sid, _doc in list_scenarios()]
    except GandhiError:
        ids = []
    return [CompletionItem(incomplete, type="file"), *(CompletionItem(i) for i in ids if i.startswith(incomplete))]
