"""`gandhi validate`, `state`, `margins` and `fmt`: a log replayed against the rules, the board and
the victory margins after it, and the log in canonical form."""

from __future__ import annotations

import sys

import click

from ..io.errors import EXIT_OK, EXIT_UNUSABLE, EXIT_VIOLATIONS, InputError
from ..io.quoting import printable
from ..render import jsonout
from .app import (
    CARDS_OPTION,
    JSON_OPTION,
    LOG_ARGUMENT,
    MAP_OPTION,
    REVEAL_DECK_OPTION,
    emit_error,
    emit_json,
    load_log,
    log_name,
    main,
    read_log,
    replay_log,
    where_key,
)


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
    """Print LOG in canonical form: canonical keywords, activity names and piece codes, each
    statement on the line where it began (statements sharing a line still share it). The layout
    stays: every comment and blank line keeps its place (the `#@np` lines the Non-Players read
    back too), so line numbers stay; a statement written over several lines keeps its breaks
    before steps and parts.

    \b
    Example:  gandhi fmt --diff mygame.log       what would change
              gandhi fmt --in-place mygame.log   rewrite it
              gandhi fmt - < mail.txt            a log piped in (`-`), printed

    Syntax errors and unknown space names are all reported, each with its line and column
    (exit 2, nothing written); the canonical text parses back to the same moves. With --check,
    exit 1 when LOG is not canonical (with --diff, the diff is printed too)."""
    from contextlib import nullcontext

    from ..io.safewrite import locked
    from .app import STDIN

    if check and in_place:
        raise click.UsageError("--check only looks and --in-place rewrites: give one of them")
    if in_place and log == STDIN:
        raise InputError("--in-place rewrites a file, and `-` is standard input: give the log's file name, "
                         "or leave out --in-place to print the canonical form")
    with locked(log) if in_place else nullcontext():  # from the read to the rename
        _fmt(log, check, show_diff, in_place, map_path)


def _fmt(log: str, check: bool, show_diff: bool, in_place: bool, map_path: str | None) -> None:
    from ..model.mapdata import load_map
    from ..notation.fmt import fmt
    from ..notation.parse import parse, resolve_spaces

    original = read_log(log)
    parsed = parse(original, log_name(log))
    errors = list(parsed.errors) + resolve_spaces(parsed, load_map(map_path))
    if errors:
        for err in sorted(errors, key=where_key):
            click.echo(printable(str(err), newlines=False), err=True)
        sys.exit(EXIT_UNUSABLE)
    text = fmt(parsed)
    rewrite = in_place and text != original
    if rewrite:  # before the diff is printed: a reader that goes away (`| head -1`) changes nothing
        from ..io.safewrite import write_text

        write_text(log, text)
    if show_diff:
        click.echo(_unified_diff(original, text, log_name(log)), nl=False)
    if in_place:
        if rewrite:
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
        out = [line + "\n" for line in text.split("\n")]  # lines end at \n only (io.textlines)
        out[-1] = out[-1][:-1]
        if not out[-1]:
            out.pop()
        else:
            out[-1] += "\n\\ No newline at end of file\n"
        return out

    return "".join(difflib.unified_diff(lines(old), lines(new), fromfile=name, tofile=f"{name} (canonical)"))


@main.command()
@LOG_ARGUMENT
@click.option("--notes/--no-notes", default=True, show_default=True,
              help="Also print notes: parts the replay applied without checking them yet.")
@CARDS_OPTION
@JSON_OPTION
@MAP_OPTION
def validate(log: str, notes: bool, as_json: bool, map_path: str | None) -> None:
    """Replay LOG against the rules and report every violation.

    \b
    Each violation is one line:  FILE:LINE:COL: rule N.N.N: what is wrong [how the replay went on]
    The replay never stops at a mistake: a step the board cannot carry out is skipped, any other
    breach is applied as written, so later lines are judged on the board the players had.
    LOG `-` reads the log from standard input (a mail piped in), named <stdin> in messages.

    \b
    Example:  gandhi validate examples/short-game.log
              gandhi validate examples/planted-mistakes.log    exit 1: the mistakes planted in it

    Exit codes: 0 the log is clean, 1 rules violations, 2 the log cannot be read (every syntax
    error and unknown space name is listed, each with its line and column; so is every `#@np`
    line that is malformed or stands where no move of its Non-Player follows)."""
    from ..core.replay import replay

    parsed = load_log(log, map_path)
    misplaced = []
    if "#@np" in parsed.source:  # the Arjuna data only for a log that has `#@np` lines (issue #31)
        from ..np.notes import check as check_np_lines

        misplaced = check_np_lines(parsed)
    if misplaced:  # NP-NOTE-1: bad input, as the syntax errors (load_log) are
        if as_json:
            emit_error([jsonout.error_from(e, log_name(log)) for e in misplaced], EXIT_UNUSABLE)
            sys.exit(EXIT_UNUSABLE)
        for err in misplaced:
            click.echo(f"gandhi: error: {printable(str(err), newlines=False)}", err=True)
        sys.exit(EXIT_UNUSABLE)
    result = replay(parsed, map_path=map_path)
    if as_json:
        emit_json({"format": jsonout.VALIDATE, "file": log_name(log), "cards": result.cards_played,
                    "violations": [f.as_dict() for f in result.violations],
                    "notes": [f.as_dict() for f in result.notes] if notes else [],
                    "exit_code": EXIT_VIOLATIONS if result.violations else EXIT_OK})
    else:
        shown = result.findings if notes else result.violations
        for finding in shown:
            click.echo(str(finding))
        count = len(result.violations)
        click.echo(f"{log_name(log)}: {result.cards_played} card(s) replayed, "
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
@REVEAL_DECK_OPTION
@JSON_OPTION
@MAP_OPTION
def state(log: str, at_line: int | None, card_count: int | None, wide: bool, reveal_deck: bool, as_json: bool,
          map_path: str | None) -> None:
    """Show the board after LOG (or at a point in it), in 80 columns: the spaces that hold
    something, then the cards, tracks, victory markers and boxes. Violations do not stop the
    replay; they are counted at the end (run `gandhi validate` to list them). The draw deck's
    order stays hidden (2.3.7) unless --reveal-deck.

    \b
    Example:  gandhi state examples/short-game.log --at 120"""
    from ..render.tables import board_compact, board_text, deck_text, state_dict

    if at_line is not None and card_count is not None:
        raise click.UsageError("give --at or --card, not both")
    result = replay_log(log, map_path, stop_line=at_line, stop_card=card_count)
    shown = result.state  # a deck shuffled by hand shows no next card (render.next_card, DECK-1)
    if as_json:
        data = {"format": jsonout.STATE, **state_dict(result.state, reveal_deck)}
        data["violations"] = len(result.violations)
        emit_json(data)
        return
    notes = [f"{len(result.violations)} violation(s) in the log so far"] if result.violations else []
    if result.deck_by_hand:
        notes.append("No [Seed] nor [Deck]: a deck shuffled by hand, so the next card is not known")
    note = "\n".join(notes) or None
    click.echo(board_text(shown, note=note) if wide else board_compact(shown, note=note))
    if reveal_deck:
        click.echo(deck_text(shown))


@main.command()
@LOG_ARGUMENT
@JSON_OPTION
@MAP_OPTION
def margins(log: str, as_json: bool, map_path: str | None) -> None:
    """Victory totals, margins and the current ranking after LOG (7.1-7.3).

    \b
    Example:  gandhi margins examples/short-game.log"""
    from tabulate import tabulate

    from ..model.victory import ranking, totals
    from ..render.tables import readings_dict, readings_line

    result = replay_log(log, map_path)
    t = totals(result.state)
    order = ranking(t)
    if as_json:
        v = result.verdict
        data = {"format": jsonout.MARGINS,
                "ranking": [{"faction": f, "margin": m, "total": t.marker(f)} for f, m in order],
                "game_over": bool(v and v.game_over),
                "final_ranking": [{"player": "+".join(g), "margin": m} for g, m in v.ranking] if v else None,
                "verdict": v.reason if v else None,
                "violations": len(result.violations)}
        readings = readings_dict(result.state)
        if readings:
            data["readings"] = readings
        emit_json(data)
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
        solo = solitaire_degree(verdict, result.players)
        if solo:
            click.echo(solo)
    if result.violations:
        click.echo(f"({len(result.violations)} violation(s) in the log: run gandhi validate)", err=True)


def solitaire_degree(verdict, players: dict) -> str | None:
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


