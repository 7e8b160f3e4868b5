"""The picture commands of the `gandhi` CLI: `board` (an SVG or PNG of the board at a point in
a log) and `view` (the whole log and its board in one HTML page). Registered on `cli.app.main`."""

from __future__ import annotations

import json
from pathlib import Path

import click

from ..io.errors import InputError, Location
from ..render import jsonout
from .app import JSON_OPTION, MAP_OPTION, emit_json, load_log, log_name, main, read_log

FORMATS = (".svg", ".png")


def check_output(output: Path, force: bool, suffixes: tuple[str, ...]) -> str:
    """The output's format (its suffix); refuse an unknown suffix, a directory, or an existing
    file without --force (files are precious)."""
    from ..io.safewrite import check_target

    suffix = output.suffix.lower()
    if suffix not in suffixes:
        raise InputError(f"the output must end in {' or '.join(suffixes)}, got {output.name!r}", Location(str(output)))
    # a device, FIFO, directory, missing folder or (without --force) an existing file
    check_target(output, overwrite=force)
    return suffix


def point_label(at_line: int | None, card_count: int | None) -> str:
    if at_line is not None:
        return f"after line {at_line}"
    if card_count is not None:
        return f"after {card_count} card(s)"
    return "at the end"


def board_title(log: str, scenario: str, point: str) -> str:
    return f"Gandhi · {scenario} · {Path(log).name}, {point}"


def layout_or_input_error(board, map_path: str | None):
    """The picture's positions; a map without them is bad input (exit 2), named in one line."""
    from ..render.board_svg import LayoutError, positions

    try:
        return positions(board)
    except LayoutError as exc:
        raise InputError(str(exc), Location(map_path or board.source)) from None


@main.command("board")
@click.argument("log", type=click.Path(dir_okay=False))
@click.option("--at", "at_line", type=click.IntRange(min=1), default=None, metavar="LINE",
              help="The board after the statements that start on or before LINE.")
@click.option("--card", "card_count", type=click.IntRange(min=1), default=None, metavar="N",
              help="The board after the first N cards (Campaign rounds count as cards).")
@click.option("-o", "--output", type=click.Path(path_type=Path), required=True, metavar="FILE",
              help="The picture to write: FILE.svg or FILE.png (refused if it exists, unless --force).")
@click.option("--force", is_flag=True, help="Overwrite the output if it exists.")
@JSON_OPTION
@MAP_OPTION
def board_command(log: str, at_line: int | None, card_count: int | None, output: Path, force: bool,
                  as_json: bool, map_path: str | None) -> None:
    """Draw the board after LOG (or at a point in it) as an SVG or PNG picture: every space
    with its pieces and markers, the Railways, Towns and adjacencies, and beside the map the
    tracks, the victory markers, the cards, the Viceroy, the boxes and the Sequence of Play
    (2.3: who is Eligible, who acted on the card and how, who Passed); once the game is over,
    its result (the winner and the final ranking, 7.3) instead of a next card.

    \b
    Example:  gandhi board examples/short-game.log --at 120 -o board.png

    PNG needs CairoSVG (pip install 'gandhi-cli[png]') or rsvg-convert. Exit codes: 0 written
    (violations in the log do not stop the picture: `gandhi validate` lists them), 2 unusable
    input (unreadable log, existing output without --force, unknown format)."""
    from ..core.replay import replay_game
    from ..io.yamlio import write_bytes_atomic, write_text_atomic
    from ..model.mapdata import load_map
    from ..render.board_svg import board_svg
    from ..render.play_view import play_picture
    from ..render.tables import state_dict

    if at_line is not None and card_count is not None:
        raise click.UsageError("give --at or --card, not both")
    fmt = check_output(output, force, FORMATS)
    board = load_map(map_path)
    layout_or_input_error(board, map_path)
    game, result = replay_game(load_log(log, map_path), map_path, stop_line=at_line, stop_card=card_count)
    state = state_dict(result.state)
    svg = board_svg(state, board, board_title(log_name(log), result.state.scenario, point_label(at_line, card_count)),
                    play_picture(game))
    if fmt == ".png":
        from ..render.png import svg_to_png

        write_bytes_atomic(output, svg_to_png(svg))
    else:
        write_text_atomic(output, svg)
    if as_json:
        emit_json({"format": jsonout.BOARD, "file": log_name(log), "output": str(output), "image": fmt[1:],
                    "point": point_label(at_line, card_count), "violations": len(result.violations)})
    else:
        click.echo(f"{output}: board of {log_name(log)} {point_label(at_line, card_count)}"
                   + (f" ({len(result.violations)} violation(s) in the log so far)" if result.violations else ""),
                   err=True)


@main.command("view")
@click.argument("log", type=click.Path(dir_okay=False))
@click.option("-o", "--output", type=click.Path(path_type=Path), required=True, metavar="FILE.html",
              help="The page to write (refused if it exists, unless --force).")
@click.option("--force", is_flag=True, help="Overwrite the output if it exists.")
@JSON_OPTION
@MAP_OPTION
def view_command(log: str, output: Path, force: bool, as_json: bool, map_path: str | None) -> None:
    """Write one self-contained HTML page (no network, no server) with LOG on one side and the
    board on the other: click a line or use the arrow keys to see the board after it (PageUp /
    PageDown: card to card, Home / End: the first and last move; +/-/0 or the buttons zoom the
    board); every finding is shown at its line with its rule, each Non-Player's `#@np` line
    folds under its move with the chart path written before it (`gandhi play --explain`), and
    a chart shows the four victory margins over the game.

    \b
    Example:  gandhi view examples/short-game.log -o game.html

    Exit codes: 0 written (violations are shown in the page), 2 unusable input."""
    from ..io.yamlio import write_text_atomic
    from ..model.mapdata import load_map
    from ..render.timeline import timeline
    from ..render.view import view_html

    check_output(output, force, (".html", ".htm"))
    board = load_map(map_path)
    layout_or_input_error(board, map_path)
    text = read_log(log)
    tl = timeline(load_log(log, map_path, text), map_path)
    write_text_atomic(output, view_html(log_name(log), text, tl, board))
    violations = sum(1 for f in tl.findings if not f.note)
    if as_json:
        emit_json({"format": jsonout.VIEW, "file": log_name(log), "output": str(output),
                   "statements": len(tl.statement_lines),
                    "states": len({json.dumps(s, sort_keys=True) for s in tl.snapshots}),
                    "violations": violations, "bytes": output.stat().st_size})
        return
    click.echo(f"{output}: {len(tl.statement_lines)} statement(s) of {log_name(log)}, "
               f"{violations} violation(s) shown at their lines", err=True)
