"""`gandhi scenarios`, `setup`, `map`, `card` and `readings`: the game's reference material (the
scenarios, the map with the provenance of each fact, the cards in English, the readings a table
may choose). Commands import what they need when they run, so start-up stays lean."""

from __future__ import annotations

import sys

import click

from ..io.errors import EXIT_OK, EXIT_VIOLATIONS
from ..render import jsonout
from .app import CARDS_OPTION, JSON_OPTION, MAP_OPTION, REVEAL_DECK_OPTION, SEED, emit_error, emit_json, main
from .completion import complete_card, complete_scenario, complete_space


@main.command()
@JSON_OPTION
def scenarios(as_json: bool) -> None:
    """List the bundled scenarios.

    \b
    Example:  gandhi scenarios --json"""
    from ..model.scenario import list_scenarios

    rows = [{"id": sid, "name": doc.get("name", sid), "source": doc.get("source", ""),
             "congress_choice": bool(doc.get("congress_placement")) and not doc.get("congress_choice")}
            for sid, doc in list_scenarios()]
    if as_json:
        emit_json({"format": jsonout.SCENARIOS, "scenarios": rows})
        return
    from tabulate import tabulate

    table = [[r["id"], r["name"], "yes (--gandhi SPACE)" if r["congress_choice"] else "", r["source"]]
             for r in rows]
    click.echo(tabulate(table, headers=["Scenario", "Name", "Set-up choice", "Source"], tablefmt="simple"))


@main.command()
@click.argument("scenario", shell_complete=complete_scenario)
@click.option("--seed", type=SEED, default=0, show_default=True,
              help="Seed for the deck shuffle and the random Viceroy (2.1): same seed, same deck.")
@click.option("--gandhi", "gandhi_space", metavar="SPACE", default=None, shell_complete=complete_space,
              help="Main scenario: the space where Congress places Gandhi, 1 Activist and a Protest.")
@click.option("--wide", is_flag=True, help="Every space in one wide table (about 190 columns).")
@REVEAL_DECK_OPTION
@JSON_OPTION
@MAP_OPTION
def setup(scenario: str, seed: int, gandhi_space: str | None, wide: bool, reveal_deck: bool, as_json: bool,
          map_path: str | None) -> None:
    """Set up SCENARIO (an id from `gandhi scenarios`, or a scenario YAML file) and show the board
    in 80 columns, as `gandhi state` does (--wide: every space in one table): the spaces, the
    tracks, the boxes, the victory markers and margins. The draw deck's order stays hidden
    (2.3.7) unless --reveal-deck.

    \b
    Example:  gandhi setup short --seed 7
    Example:  gandhi setup main --gandhi Bihar --seed 7 --json"""
    from ..model import terms
    from ..model.scenario import read_scenario, setup as do_setup
    from ..render.tables import board_compact, board_text, deck_text, state_dict

    state = do_setup(scenario, seed=seed, map_path=map_path, congress_space=gandhi_space)
    doc = read_scenario(scenario)
    pending = state.gandhi == terms.AVAILABLE and bool(doc.get("congress_placement"))
    if as_json:
        data = {"format": jsonout.SETUP, **state_dict(state, reveal_deck)}
        data["seed"] = seed
        data["congress_choice_pending"] = pending
        emit_json(data)
        return
    note = None
    if pending:
        # the same rule as validate's finding on a Main log without [Gandhi SPACE] (2.1, issue #23);
        # here a set-up still in progress, so a note and exit 0
        note = ("Congress has still to place Gandhi, 1 Activist and a Protest in any space "
                "(set-up choice, 2.1, IT:1933): add --gandhi SPACE. Until then they stay Available.")
    printed = doc.get("printed_totals")
    click.echo(board_text(state, printed=printed, note=note) if wide
               else board_compact(state, note=note, printed=printed), nl=False)
    if reveal_deck:
        click.echo(deck_text(state))


@main.command("map")
@click.argument("space", required=False, shell_complete=complete_space)
@click.option("--check", is_flag=True, help="Report every inconsistency in the map file; exit 1 if any.")
@click.option("--export", is_flag=True, help="Print the map file itself, to copy and correct.")
@JSON_OPTION
@MAP_OPTION
def map_command(space: str | None, check: bool, export: bool, as_json: bool, map_path: str | None) -> None:
    """Show the map: spaces, Population, Econ, adjacency; or check a map file.

    With SPACE, show that space and where every fact about it comes from (stated in the rules
    with file:line, or inferred with the reasoning).

    \b
    Example:  gandhi map Bihar
    Example:  gandhi map --check"""
    from ..io.yamlio import read_text
    from ..model.mapdata import check_map_file, default_map_path, load_map

    if export:
        click.echo(read_text(map_path or default_map_path()), nl=False)
        return
    if check:
        problems = check_map_file(map_path)
        if as_json:
            emit_error([jsonout.error_entry(msg, loc.path, loc.line, loc.column) for loc, msg in problems],
                       EXIT_VIOLATIONS if problems else EXIT_OK)
        else:
            for loc, msg in problems:
                click.echo(f"{loc}: {msg}")
            if not problems:
                board = load_map(map_path)
                click.echo(f"{board.source}: map OK: {len(board)} spaces ({len(board.railways)} Railways, "
                           f"Econ {sum(r.econ for r in board.railways)}), "
                           f"{sum(len(v) for v in board.adjacency.values()) // 2} adjacent pairs")
        sys.exit(EXIT_VIOLATIONS if problems else EXIT_OK)
    board = load_map(map_path)
    if space is not None:
        _show_space(board, board.resolve(space), as_json)
        return
    if as_json:
        emit_json({"format": jsonout.MAP, "spaces": [{"id": s.id, "name": s.name, "type": s.type, "pop": s.pop,
                   "econ": s.econ, "muslim": s.muslim, "aliases": list(s.aliases),
                   "adjacent": sorted(board.neighbours(s.id))} for s in board]})
        return
    from tabulate import tabulate

    from ..model import terms

    rows = [[s.name, terms.SPACE_TYPE_LABELS[s.type], s.pop or "", s.econ or "", "M" if s.muslim else "",
             ", ".join(s.aliases), ", ".join(sorted(board[n].name for n in board.neighbours(s.id)))]
            for s in board]
    click.echo(tabulate(rows, headers=["Space", "Type", "Pop", "Econ", "Mus", "Aliases", "Adjacent"],
                        tablefmt="simple", maxcolwidths=[None, None, None, None, None, 20, 60]))


def _show_space(board, sid: str, as_json: bool) -> None:
    s = board[sid]
    facts = {k: board.provenance.get(sid, {}).get(k, {}) for k in ("type", "pop", "muslim", "econ", "ends")
             if k in board.provenance.get(sid, {})}
    pairs = [(board[n].name, board.pair_provenance.get(frozenset((sid, n)), {}))
             for n in sorted(board.neighbours(sid), key=lambda n: board[n].name)]
    if as_json:
        emit_json({"format": jsonout.MAP_SPACE,
                    "id": s.id, "name": s.name, "type": s.type, "pop": s.pop, "econ": s.econ,
                    "muslim": s.muslim, "aliases": list(s.aliases), "provenance": facts,
                    "adjacent": [{"name": n, **p} for n, p in pairs]})
        return
    values = {"type": s.type, "pop": s.pop, "muslim": s.muslim, "econ": s.econ, "ends": ""}

    def why(p: dict) -> str:
        return " ".join(x for x in (p.get("status", "?"), p.get("source", ""), p.get("why", "")) if x)

    click.echo(f"{s.name} ({s.id}; aliases: {', '.join(s.aliases) or '-'})")
    for key, p in facts.items():
        click.echo(f"  {key}: {values[key]}  [{why(p)}]")
    click.echo("  adjacent:")
    for name, p in pairs:
        click.echo(f"    {name}  [{why(p)}]")


@main.command()
@JSON_OPTION
def readings(as_json: bool) -> None:
    """List the readings a table may choose, with both texts of each.

    \b
    Where the rule texts disagree (docs/rules-notes.md), gandhi-cli follows one reading (the
    default); a log may choose another in its headers, and `state`/`margins` then show it:
      [Scenario short]
      [Reading RED-1 strict]        # Raj cubes may not leave Protest spaces in the Redeploy
      [Reading REV-1 and]           # Attack: Unrest only with a Protest AND no Raj Control

    \b
    Example: gandhi readings --json"""
    from ..model.readings import all_readings

    known = all_readings()
    if as_json:
        emit_json({"format": jsonout.READINGS, "readings": [r.as_dict() for r in known.values()]})
        return
    blocks = []
    for r in known.values():
        lines = [f"{r.id} (rule {r.rule}): {r.topic}"]
        for o in r.options:
            mark = "default" if o.name == r.default else f"[Reading {r.id} {o.name}]"
            lines.append(f"  {o.name} ({mark}): {o.summary}")
            lines += [f"    {s.cite}: {s.text}" + (f" ({s.note})" if s.note else "") for s in o.sources]
        blocks.append("\n".join(lines))
    click.echo("\n\n".join(blocks))


@main.command()
@click.argument("number", type=int, shell_complete=complete_card)
@click.option("--order", "order", metavar="FACTIONS", default=None,
              help="Remember the faction order printed on the card, left to right (2.3.2), e.g. RAJ,INC,ML,REV, "
              "in your card faces file.")
@click.option("--critical", metavar="FACTIONS", default=None,
              help="Remember the factions whose icon is underlined on the card (Critical, 8.8.1), e.g. INC,ML; "
              "'none' for none.")
@click.option("--halo", metavar="FACTIONS", default=None,
              help="Remember the factions whose icon has a halo (8.8.2); 'none' for none.")
@CARDS_OPTION
@JSON_OPTION
def card(number: int, order: str | None, critical: str | None, halo: str | None, as_json: bool) -> None:
    """Show card NUMBER (1-72 Event, 73-79 Campaign) in English, and where its faction order
    comes from. --order, --critical and --halo write what the printed card shows into your
    card faces file (cards.yaml in the user configuration folder, or --cards FILE): the
    replay, `next` and `play` then read it (issue #32).

    \b
    Example:  gandhi card 23
    Example:  gandhi card 77 --json
    Example:  gandhi card 12 --order RAJ,INC,ML,REV --critical INC --cards my-cards.yaml"""
    if order is not None or critical is not None or halo is not None:
        _remember(number, order, critical, halo)
    from ..model.cards import CampaignCard, card as get_card

    c = get_card(number)
    if as_json:
        from dataclasses import asdict

        emit_json({"format": jsonout.CARD, **asdict(c)})
        return
    if isinstance(c, CampaignCard):
        click.echo(f"#{c.number} Campaign! {c.viceroy} ({c.office})")
        click.echo("Play a Campaign round at once (2.4).")
        click.echo(f"Viceroy capability, {c.capability_name}: {c.capability_text}")
        click.echo(f"Non-Player Raj: {c.np_note or 'no effect'}")
    else:
        click.echo(f"#{c.number} {c.title}")
        order = f"{' '.join(c.order)} ({c.order_provenance})" if c.order else f"unknown ({c.order_provenance})"
        click.echo(f"Faction order: {order}")
        icons = _icons(number)
        if icons:
            click.echo(icons)
        for fact in c.order_facts:
            click.echo(f"  - {fact}")
        click.echo(f"Unshaded — {c.unshaded.flavour}: {c.unshaded.text}")
        if c.shaded:
            click.echo(f"Shaded — {c.shaded.flavour}: {c.shaded.text}")
    for note in c.notes:
        click.echo(f"Translation note: {note}")
    click.echo(f"Source: {c.source}")




def _factions(option: str, value: str | None) -> tuple[str, ...] | None:
    """A comma-separated list of faction codes ('none': the empty list)."""
    from ..io.errors import InputError
    from ..model import terms

    if value is None:
        return None
    if value.strip().lower() == "none":
        return ()
    codes = tuple(p.strip().upper() for p in value.replace(" ", ",").split(",") if p.strip())
    bad = [c for c in codes if c not in terms.FACTIONS]
    if bad or len(set(codes)) != len(codes):
        raise InputError(f"{option} takes faction codes RAJ, INC, ML, REV, comma-separated, each once; not {value!r}")
    return codes


def _remember(number: int, order: str | None, critical: str | None, halo: str | None) -> None:
    """Write card `number`'s face into the card faces file (checked first; written whole)."""
    from ..io.errors import InputError
    from ..model import faces, terms
    from ..model.cards import EventCard, bundled_card, order_problem

    if not isinstance(bundled_card(number), EventCard):
        raise InputError(f"card {number} is a Campaign card: it has no faction order nor icons")
    codes = _factions("--order", order)
    if codes is not None:
        if len(codes) != 4:
            raise InputError("--order takes all four factions, left to right as printed (2.3.2)")
        problem = order_problem(number, codes)  # the check the file's reader makes
        if problem:
            raise InputError(f"--order: {problem}")
    halos = _factions("--halo", halo)
    if halos and terms.RAJ in halos:
        raise InputError("--halo: the Raj's icon has no halo (8.8.2)")
    path = faces.save(number, codes, _factions("--critical", critical), halos, order_problem)
    click.echo(f"gandhi: card {number} remembered in {path}", err=True)


def _icons(number: int) -> str | None:
    """The Non-Player icons recorded for the card (8.8.1, 8.8.2), and from where."""
    from ..model import faces
    from ..model.cards import order_problem

    f = faces.face(number, order_problem)
    if f is None or (f.critical is None and f.halo is None):
        return None
    parts = []
    if f.critical is not None:
        parts.append(f"Critical (8.8.1): {' '.join(f.critical) or 'none'}")
    if f.halo is not None:
        parts.append(f"haloed (8.8.2): {' '.join(f.halo) or 'none'}")
    return f"{'; '.join(parts)} (your card faces, {f.where})"
