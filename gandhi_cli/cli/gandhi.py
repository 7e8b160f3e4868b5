"""The `gandhi` command line (click). Commands import what they need when they run, so
start-up stays lean; every error reaches the user as one located line and a meaningful exit
code (0 clean, 1 rules problems found, 2 unusable input, 3 internal error)."""

from __future__ import annotations

import os
import sys

import click

from ..io.errors import EXIT_OK, EXIT_UNUSABLE, EXIT_VIOLATIONS, GandhiError
from .nonplayer import register as _register_np
from .pictures import register as _register_view, register_view as _register_view_page
from .status import register as _register_status

EXIT_INTERNAL = 3
EXIT_BROKEN_PIPE = 141  # the reader of our output went away (shells report SIGPIPE as 128 + 13)


class GandhiGroup(click.Group):
    """Turns every GandhiError into one line on stderr and its exit code; never a traceback."""

    def invoke(self, ctx):
        try:
            try:
                return self._invoke(ctx)
            finally:
                sys.stdout.flush()  # a closed pipe shows here, not at exit
        except BrokenPipeError:  # e.g. `gandhi validate LOG | head -1`: the reader has gone
            _quiet_after_broken_pipe()

    def _invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except BrokenPipeError:
            raise
        except GandhiError as exc:
            if ctx.meta.get("json"):
                loc = exc.location
                _emit_json({"error": exc.message, "file": loc.path if loc else None,
                            "line": loc.line if loc else None, "column": loc.column if loc else None,
                            "exit_code": exc.exit_code})
            click.echo(f"gandhi: error: {exc}", err=True)
            sys.exit(exc.exit_code)
        except (click.exceptions.Exit, click.exceptions.Abort, click.ClickException, SystemExit):
            raise
        except KeyboardInterrupt:
            click.echo("gandhi: interrupted", err=True)
            sys.exit(130)
        except Exception as exc:  # a bug: say so plainly
            if os.environ.get("GANDHI_DEBUG"):
                raise
            click.echo(f"gandhi: internal error (a bug in gandhi-cli, please report it): "
                       f"{type(exc).__name__}: {exc}. Set GANDHI_DEBUG=1 to see the traceback.", err=True)
            sys.exit(EXIT_INTERNAL)


def _quiet_after_broken_pipe() -> None:
    """Exit quietly, as a program killed by SIGPIPE would (128 + 13), with nothing on stderr;
    stdout goes to /dev/null so that Python's own flush at exit does not complain."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
    sys.exit(EXIT_BROKEN_PIPE)


def _where_key(err: GandhiError) -> tuple[int, int]:
    """Input errors in the order of the file (one without a place first)."""
    loc = err.location
    return (loc.line or 0, loc.column or 0) if loc else (0, 0)


def _emit_json(data) -> None:
    import json

    click.echo(json.dumps(data, indent=2, ensure_ascii=False))


def _json_flag(ctx: click.Context, _param, value: bool) -> bool:
    if value:
        ctx.find_root().meta["json"] = True
    return value


JSON_OPTION = click.option("--json", "as_json", is_flag=True, callback=_json_flag,
                           help="Machine-readable output (errors too, as a JSON object on stdout).")

MAP_OPTION = click.option(
    "--map", "map_path", type=click.Path(dir_okay=False), default=None, metavar="FILE",
    help="Use your own map file instead of the bundled one (copy it with `gandhi map --export`).")


@click.group(cls=GandhiGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="gandhi-cli")
def main() -> None:
    """Referee and log validator for GMT's *Gandhi* (COIN Series Vol. IX).

    \b
    Start here:
      gandhi scenarios                 list the scenarios
      gandhi setup short --seed 7      set up the 1930 scenario and show the board
      gandhi setup main --gandhi UP    the 1917 scenario, Congress starting in United Provinces
      gandhi map --check               check the map data for inconsistencies
      gandhi card 23                   read card 23 in English

    Exit codes: 0 clean, 1 rules problems found, 2 unusable input, 3 internal error.
    """


@main.command()
@JSON_OPTION
def scenarios(as_json: bool) -> None:
    """List the bundled scenarios."""
    from ..model.scenario import list_scenarios

    rows = [{"id": sid, "name": doc.get("name", sid), "source": doc.get("source", ""),
             "congress_choice": bool(doc.get("congress_placement")) and not doc.get("congress_choice")}
            for sid, doc in list_scenarios()]
    if as_json:
        _emit_json(rows)
        return
    from tabulate import tabulate

    table = [[r["id"], r["name"], "yes (--gandhi SPACE)" if r["congress_choice"] else "", r["source"]]
             for r in rows]
    click.echo(tabulate(table, headers=["Scenario", "Name", "Set-up choice", "Source"], tablefmt="simple"))


@main.command()
@click.argument("scenario")
@click.option("--seed", type=int, default=0, show_default=True,
              help="Seed for the deck shuffle and the random Viceroy (2.1): same seed, same deck.")
@click.option("--gandhi", "gandhi_space", metavar="SPACE", default=None,
              help="Main scenario: the space where Congress places Gandhi, 1 Activist and a Protest.")
@JSON_OPTION
@MAP_OPTION
def setup(scenario: str, seed: int, gandhi_space: str | None, as_json: bool, map_path: str | None) -> None:
    """Set up SCENARIO (an id from `gandhi scenarios`, or a scenario YAML file) and show the board:
    every space, the tracks, the boxes, the victory markers and margins."""
    from ..model import terms
    from ..model.scenario import read_scenario, setup as do_setup
    from ..render.tables import board_text, state_dict

    state = do_setup(scenario, seed=seed, map_path=map_path, congress_space=gandhi_space)
    doc = read_scenario(scenario)
    pending = state.gandhi == terms.AVAILABLE and bool(doc.get("congress_placement"))
    if as_json:
        data = state_dict(state)
        data["seed"] = seed
        data["congress_choice_pending"] = pending
        _emit_json(data)
        return
    note = None
    if pending:
        note = ("Congress has still to place Gandhi, 1 Activist and a Protest in any space "
                "(set-up choice, IT:1933): add --gandhi SPACE.")
    click.echo(board_text(state, printed=doc.get("printed_totals"), note=note), nl=False)


@main.command("map")
@click.argument("space", required=False)
@click.option("--check", is_flag=True, help="Report every inconsistency in the map file; exit 1 if any.")
@click.option("--export", is_flag=True, help="Print the map file itself, to copy and correct.")
@JSON_OPTION
@MAP_OPTION
def map_command(space: str | None, check: bool, export: bool, as_json: bool, map_path: str | None) -> None:
    """Show the map: spaces, Population, Econ, adjacency; or check a map file.

    With SPACE, show that space and where every fact about it comes from (stated in the rules
    with file:line, or inferred with the reasoning)."""
    from ..io.yamlio import read_text
    from ..model.mapdata import check_map_file, default_map_path, load_map

    if export:
        click.echo(read_text(map_path or default_map_path()), nl=False)
        return
    if check:
        problems = check_map_file(map_path)
        if as_json:
            _emit_json([{"file": loc.path, "line": loc.line, "problem": msg} for loc, msg in problems])
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
        _emit_json([{"id": s.id, "name": s.name, "type": s.type, "pop": s.pop, "econ": s.econ,
                     "muslim": s.muslim, "aliases": list(s.aliases),
                     "adjacent": sorted(board.neighbours(s.id))} for s in board])
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
        _emit_json({"id": s.id, "name": s.name, "type": s.type, "pop": s.pop, "econ": s.econ,
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


@main.command("fmt")
@click.argument("log", type=click.Path(dir_okay=False))
@click.option("--check", is_flag=True, help="Do not print: exit 1 if the log is not already in canonical form.")
@click.option("--diff", "show_diff", is_flag=True,
              help="Print a unified diff from LOG to its canonical form instead of the whole text.")
@click.option("-i", "--in-place", is_flag=True,
              help="Rewrite LOG in canonical form (locked; a temporary file and a rename, mode kept, a "
              "symlink written through; never half-written).")
@MAP_OPTION
def fmt_command(log: str, check: bool, show_diff: bool, in_place: bool, map_path: str | None) -> None:
    """Print LOG in canonical form: canonical keywords, activity names and piece codes, one
    statement per line. The layout stays: every comment and blank line keeps its place (the
    `#@np` lines the Non-Players read back too), so line numbers stay; a statement written over
    several lines keeps its breaks before steps and parts.

    \b
    Example:  gandhi fmt --diff mygame.log       what would change
              gandhi fmt --in-place mygame.log   rewrite it

    Syntax errors and unknown space names are all reported, each with its line and column
    (exit 2, nothing written); the canonical text parses back to the same moves. With --check,
    exit 1 when LOG is not canonical (with --diff, the diff is printed too)."""
    from contextlib import nullcontext

    from ..io.safewrite import locked

    if check and in_place:
        raise click.UsageError("--check only looks and --in-place rewrites: give one of them")
    with locked(log) if in_place else nullcontext():  # from the read to the rename
        _fmt(log, check, show_diff, in_place, map_path)


def _fmt(log: str, check: bool, show_diff: bool, in_place: bool, map_path: str | None) -> None:
    from ..io.yamlio import read_text
    from ..model.mapdata import load_map
    from ..notation.fmt import fmt
    from ..notation.parse import MAX_LOG_BYTES, parse, resolve_spaces

    original = read_text(log, max_bytes=MAX_LOG_BYTES)
    parsed = parse(original, log)
    errors = list(parsed.errors) + resolve_spaces(parsed, load_map(map_path))
    if errors:
        for err in sorted(errors, key=_where_key):
            click.echo(f"{err}", err=True)
        sys.exit(EXIT_UNUSABLE)
    text = fmt(parsed)
    if show_diff:
        click.echo(_unified_diff(original, text, log), nl=False)
    if in_place:
        if text != original:
            from ..io.safewrite import write_text

            write_text(log, text)
            click.echo(f"gandhi: {log} rewritten in canonical form", err=True)
        sys.exit(EXIT_OK)
    if check:
        sys.exit(EXIT_OK if original == text else EXIT_VIOLATIONS)
    if not show_diff:
        click.echo(text, nl=False)


def _unified_diff(old: str, new: str, name: str) -> str:
    """A unified diff (`diff -u` style, "\\ No newline at end of file" included)."""
    import difflib

    def lines(text: str) -> list[str]:
        out = text.splitlines(keepends=True)
        if out and not out[-1].endswith(("\n", "\r")):
            out[-1] += "\n\\ No newline at end of file\n"
        return out

    return "".join(difflib.unified_diff(lines(old), lines(new), fromfile=name, tofile=f"{name} (canonical)"))


def _load_log(log: str, map_path: str | None, text: str | None = None):
    """Parse a log (its `text`, if already read); every syntax error and unknown space name is
    reported (exit 2)."""
    from ..io.yamlio import read_text
    from ..model.mapdata import load_map
    from ..notation.parse import MAX_LOG_BYTES, parse, resolve_spaces

    parsed = parse(read_text(log, max_bytes=MAX_LOG_BYTES) if text is None else text, log)
    errors = list(parsed.errors) + resolve_spaces(parsed, load_map(map_path))
    if errors:
        errors.sort(key=_where_key)
        if click.get_current_context().find_root().meta.get("json"):
            _emit_json({"errors": [{"error": e.message, "file": e.location.path if e.location else log,
                                    "line": e.location.line if e.location else None,
                                    "column": e.location.column if e.location else None} for e in errors],
                        "exit_code": EXIT_UNUSABLE})
        for err in errors:
            click.echo(f"gandhi: error: {err}", err=True)
        sys.exit(EXIT_UNUSABLE)
    return parsed


def _replay(log: str, map_path: str | None, **stop):
    from ..core.replay import replay

    return replay(_load_log(log, map_path), map_path=map_path, **stop)


LOG_ARGUMENT = click.argument("log", type=click.Path(dir_okay=False))


@main.command()
@LOG_ARGUMENT
@click.option("--notes/--no-notes", default=True, show_default=True,
              help="Also print notes: parts the replay applied without checking them yet.")
@JSON_OPTION
@MAP_OPTION
def validate(log: str, notes: bool, as_json: bool, map_path: str | None) -> None:
    """Replay LOG against the rules and report every violation.

    \b
    Each violation is one line:  FILE:LINE:COL: rule N.N.N: what is wrong [how the replay went on]
    The replay never stops at a mistake: a step the board cannot carry out is skipped, any other
    breach is applied as written, so later lines are judged on the board the players had.

    Exit codes: 0 the log is clean, 1 rules violations, 2 the log cannot be read (every syntax
    error and unknown space name is listed, each with its line and column)."""
    result = _replay(log, map_path)
    if as_json:
        _emit_json({"file": log, "cards": result.cards_played,
                    "violations": [f.as_dict() for f in result.violations],
                    "notes": [f.as_dict() for f in result.notes] if notes else [],
                    "exit_code": EXIT_VIOLATIONS if result.violations else EXIT_OK})
    else:
        shown = result.findings if notes else result.violations
        for finding in shown:
            click.echo(str(finding))
        count = len(result.violations)
        click.echo(f"{log}: {result.cards_played} card(s) replayed, "
                   f"{count} violation{'s' if count != 1 else ''}"
                   + (f", {len(result.notes)} note(s)" if notes and result.notes else ""), err=True)
    sys.exit(EXIT_VIOLATIONS if result.violations else EXIT_OK)


@main.command()
@LOG_ARGUMENT
@click.option("--at", "at_line", type=click.IntRange(min=1), default=None, metavar="LINE",
              help="The board after the statements that start on or before LINE.")
@click.option("--card", "card_count", type=click.IntRange(min=1), default=None, metavar="N",
              help="The board after the first N cards (Campaign rounds count as cards).")
@click.option("--wide", is_flag=True, help="Every space in one wide table (about 190 columns).")
@JSON_OPTION
@MAP_OPTION
def state(log: str, at_line: int | None, card_count: int | None, wide: bool, as_json: bool,
          map_path: str | None) -> None:
    """Show the board after LOG (or at a point in it), in 80 columns: the spaces that hold
    something, then the cards, tracks, victory markers and boxes. Violations do not stop the
    replay; they are counted at the end (run `gandhi validate` to list them).

    \b
    Example:  gandhi state examples/short-game.log --at 120"""
    from ..render.tables import board_compact, board_text, state_dict

    if at_line is not None and card_count is not None:
        raise click.UsageError("give --at or --card, not both")
    result = _replay(log, map_path, stop_line=at_line, stop_card=card_count)
    shown = result.state  # a deck shuffled by hand shows no next card (render.next_card, DECK-1)
    if as_json:
        data = state_dict(result.state)
        data["violations"] = len(result.violations)
        _emit_json(data)
        return
    notes = [f"{len(result.violations)} violation(s) in the log so far"] if result.violations else []
    if result.deck_by_hand:
        notes.append("No [Seed] nor [Deck]: a deck shuffled by hand, so the next card is not known")
    note = "\n".join(notes) or None
    click.echo(board_text(shown, note=note) if wide else board_compact(shown, note=note))


@main.command()
@LOG_ARGUMENT
@JSON_OPTION
@MAP_OPTION
def margins(log: str, as_json: bool, map_path: str | None) -> None:
    """Victory totals, margins and the current ranking after LOG (7.1-7.3)."""
    from tabulate import tabulate

    from ..model.victory import ranking, totals
    from ..render.tables import readings_dict, readings_line

    result = _replay(log, map_path)
    t = totals(result.state)
    order = ranking(t)
    if as_json:
        v = result.verdict
        data = {"ranking": [{"faction": f, "margin": m, "total": t.marker(f)} for f, m in order],
                "game_over": bool(v and v.game_over),
                "final_ranking": [{"player": "+".join(g), "margin": m} for g, m in v.ranking] if v else None,
                "verdict": v.reason if v else None,
                "violations": len(result.violations)}
        readings = readings_dict(result.state)
        if readings:
            data["readings"] = readings
        _emit_json(data)
        return
    line = readings_line(result.state)
    if line:
        click.echo(line + "\n")
    rows = [[i, f, t.marker(f), m] for i, (f, m) in enumerate(order, 1)]
    click.echo(tabulate(rows, headers=["#", "faction", "total", "margin"]))
    verdict = result.verdict
    if verdict is not None:
        click.echo(f"\nGame over: {verdict.reason}.")
        if verdict.all_players_lose:
            click.echo("Every player loses (7.1).")
        else:
            group, margin = verdict.ranking[0]
            click.echo(f"Winner: {'+'.join(group)} (margin {margin:+d}).")
        click.echo("Final ranking (7.3): " + ", ".join(f"{i}. {'+'.join(g)} {m:+d}"
                                                     for i, (g, m) in enumerate(verdict.ranking, 1)))
        solo = _solitaire_degree(verdict, result.players)
        if solo:
            click.echo(solo)
    if result.violations:
        click.echo(f"({len(result.violations)} violation(s) in the log: run gandhi validate)", err=True)


def _solitaire_degree(verdict, players: dict) -> str | None:
    """8.10: in a solitaire game, the player who wins subtracts the best Non-Player margin."""
    if len(set(players.values())) != 1 or not verdict.ranking:
        return None
    held = tuple(players)
    best, margin = verdict.ranking[0]
    if set(best) != set(held):
        return f"Solitaire (8.10): the Non-Player {'+'.join(best)} wins."
    others = [m for g, m in verdict.ranking[1:]]
    lead = margin - max(others) if others else margin
    grand = {"REV": "Azad Hind!", "INC": "Hind Swaraj!", "ML": "Pakistan Zindabad!", "RAJ": "God Save the King!"}
    title = grand.get(held[0], "") if lead >= 6 and len(held) == 1 else "A costly independence!"
    return f"Solitaire (8.10): the player wins by {lead} over the best Non-Player: {title}"


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

    Example: gandhi readings --json"""
    from ..model.readings import all_readings

    known = all_readings()
    if as_json:
        _emit_json([r.as_dict() for r in known.values()])
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
@click.argument("number", type=int)
@JSON_OPTION
def card(number: int, as_json: bool) -> None:
    """Show card NUMBER (1-72 Event, 73-79 Campaign) in English."""
    from ..model.cards import CampaignCard, card as get_card

    c = get_card(number)
    if as_json:
        from dataclasses import asdict

        _emit_json(asdict(c))
        return
    if isinstance(c, CampaignCard):
        click.echo(f"#{c.number} Campaign! {c.viceroy} ({c.office})")
        click.echo("Play a Campaign round at once (2.4).")
        click.echo(f"Viceroy capability, {c.capability_name}: {c.capability_text}")
        click.echo(f"Non-Player Raj: {c.np_note or 'no effect'}")
    else:
        click.echo(f"#{c.number} {c.title}")
        order = " ".join(c.order) if c.order else f"unknown ({c.order_provenance})"
        click.echo(f"Faction order: {order}")
        for fact in c.order_facts:
            click.echo(f"  - {fact}")
        click.echo(f"Unshaded — {c.unshaded.flavour}: {c.unshaded.text}")
        if c.shaded:
            click.echo(f"Shaded — {c.shaded.flavour}: {c.shaded.text}")
    for note in c.notes:
        click.echo(f"Translation note: {note}")
    click.echo(f"Source: {c.source}")


# The NP, picture and status commands, given main's helpers (cli_np, cli_view and cli_status
# import nothing of cli).
_register_np(main, JSON_OPTION, _emit_json, _load_log)
_register_view(main, JSON_OPTION, MAP_OPTION, _emit_json, _replay)
_register_view_page(main, JSON_OPTION, MAP_OPTION, _emit_json, _load_log)
_register_status(main, JSON_OPTION, MAP_OPTION, _emit_json, _load_log)

if __name__ == "__main__":  # pragma: no cover
    main()

__all__ = ["main", "EXIT_OK", "EXIT_UNUSABLE", "EXIT_VIOLATIONS", "EXIT_INTERNAL"]
