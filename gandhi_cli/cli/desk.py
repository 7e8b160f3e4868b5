"""The player's desk (issue #23): `add` checks a player's move at the end of a log and appends it
(the log locked from the read to the write), then says who acts next. Registered on `cli.app.main`."""

from __future__ import annotations

import sys
from dataclasses import replace

import click

from ..io.errors import EXIT_OK, EXIT_VIOLATIONS, InputError, Location
from ..render import jsonout
from .app import CARDS_OPTION, JSON_OPTION, MAP_OPTION, emit_json, load_log, main

MOVE = "move"  # the name the move's own lines are located by (`move:1:5`), apart from the log's


@main.command("add")
@click.argument("log", type=click.Path(dir_okay=False))
@click.argument("move", required=False, metavar="[MOVE]")
@click.option("--force", is_flag=True, help="Append the move even though it breaks a rule (the findings are "
              "still shown).")
@CARDS_OPTION
@JSON_OPTION
@MAP_OPTION
def add_command(log: str, move: str | None, force: bool, as_json: bool, map_path: str | None) -> None:
    """Check a player's MOVE at the end of LOG and append it, then say who acts next.

    MOVE is one statement in the notation (docs/notation.md): a faction's move, a follow-up,
    a Campaign part, or a `card N [ORDER]` / `campaign N` line. It may come with comment and
    blank lines (kept as written, e.g. a note to the other players); comment lines alone are
    added as a note. Without MOVE (or with `-`) it is read from standard input.

    The move is checked as `gandhi validate` would check it at the end of the log: a move that
    breaks a rule is refused, its findings shown (located in the move: `move:LINE:COL`),
    unless --force. The log is locked from the read to the write, written to a temporary file
    and renamed: never half-written, two commands at once both land in order. Then the short
    status: who acts next, a player or a Non-Player, and what to type (`gandhi next LOG
    --append` plays a Non-Player's move).

    \b
    Example:  gandhi add game.log 'INC nc: select BP + persuade: remove 1S BP'
              gandhi add game.log 'REV rally: place 1G Bihar'   exit 1: refused, INC chooses first (2.3.2)
              printf '# my move\\nINC pass\\n' | gandhi add game.log

    Exit codes: 0 added (or only notes), 1 the move breaks a rule (nothing added, unless
    --force), 2 unusable input: the log or the move cannot be read or parsed (located in the
    log, or in the move as `move:LINE:COL`), a header or more than one statement in the move,
    a log that cannot be written; nothing added."""
    from ..io.safewrite import locked

    block = _move_text(move)
    with locked(log):
        _add(log, block, force, as_json, map_path)


def _move_text(move: str | None) -> str:
    """The move as given, or read from standard input (bounded as a log is); ends with a newline."""
    from ..io.boundedread import read_stdin
    from ..io.yamlio import decode_text
    from ..notation.parse import MAX_LOG_BYTES

    if move is None or move == "-":
        if sys.stdin is not None and sys.stdin.isatty():
            raise InputError("give the move as an argument (gandhi add LOG 'INC rally: ...') or on standard input")
        move = decode_text(read_stdin(MAX_LOG_BYTES, MOVE), MOVE)
    if not move.strip():
        raise InputError("nothing to add: the move is empty", Location(MOVE))
    return move if move.endswith("\n") else move + "\n"


def _add(log: str, block: str, force: bool, as_json: bool, map_path: str | None) -> None:
    from ..core.game import play_through
    from ..io.safewrite import write_text
    from ..io.yamlio import read_text
    from ..notation.parse import MAX_LOG_BYTES
    from ..render.status import now_lines, status

    text = read_text(log, max_bytes=MAX_LOG_BYTES)
    before = load_log(log, map_path, text=text)  # the log's own errors: located in it, exit 2
    moved = load_log(MOVE, map_path, text=block, cache=False)  # the move's: `move:LINE:COL`, exit 2; not a file
    _one_statement(moved)
    body = text if text.endswith("\n") or not text else text + "\n"
    offset = body.count("\n")
    after = load_log(log, map_path, text=body + block)
    if len(after.statements) != len(before.statements) + len(moved.statements):
        raise InputError("the move does not stand alone after the log's last statement: begin it with a "
                         "faction, `card` or `campaign`", Location(MOVE, 1))
    game = play_through(after, stop_line=offset, map_path=map_path)
    baseline = len(game.violations)
    if not moved.statements:
        _np_lines(block, game)
    found = [] if not moved.statements else game.push(after.statements[-1])
    found = [_in_move(f, log, offset) for f in found]
    bad = [f for f in found if not f.note]
    added = not bad or force
    if added:
        write_text(log, body + block)
    else:  # the status of the log as it stays, without the refused move
        game.pop()
    game.end_of_log()  # as `status` sees the log (6.3.5)
    data = status(game, log)
    line = after.statements[-1].pos.line if moved.statements else None
    if as_json:
        emit_json({"format": jsonout.ADD, "file": log, "added": added, "line": line if added else None,
                   "findings": [f.as_dict() for f in found], "violations_before": baseline, "status": data})
    else:
        for f in found:
            click.echo(f"gandhi: {f}", err=True)
        if baseline:
            click.echo(f"gandhi: warning: {log} had {baseline} violation(s) before this move (gandhi validate)",
                       err=True)
        if not added:
            click.echo(f"gandhi: the move breaks a rule ({len(bad)} violation(s) above): nothing added to {log}; "
                       "correct it, or add --force to add it anyway", err=True)
        else:
            where = f" at line {line}" if line is not None else " (a note: no statement)"
            click.echo(f"gandhi: added to {log}{where}", err=True)
            _offer_to_remember(moved.statements[0] if moved.statements else None)
            for out in now_lines(data):
                click.echo(out)
    sys.exit(EXIT_OK if added else EXIT_VIOLATIONS)


def _offer_to_remember(st) -> None:
    """A card line that writes an order the card data lacks: say how to remember it (issue #32)."""
    from ..model.cards import EventCard, card
    from ..notation.statements import CardStart, Reveal

    if isinstance(st, (CardStart, Reveal)) and st.order:
        data = card(st.number)
        if isinstance(data, EventCard) and not data.order:
            click.echo(f"gandhi: to remember card {st.number}'s order for the next games: "
                       f"gandhi card {st.number} --order {','.join(st.order)}", err=True)


def _np_lines(block: str, game) -> None:
    """A `#@np FACTION arjuna ... rolls ...` note (the Arjuna cards and dice the table drew for the
    next Non-Player move, issue #32) must name the Non-Player due, and its own cards: else it is
    refused where it stands (`move:LINE`), never left to be ignored."""
    from ..core.game import DueKind
    from ..np.arjuna import fronts
    from ..np.driver import NP_COMMENT

    due = game.due()
    for k, line in enumerate(block.splitlines(), start=1):
        m = NP_COMMENT.match(line.strip())
        if m is None:
            continue
        faction = m.group(1)
        where = Location(MOVE, k, 1)
        if faction not in game.non_players:
            raise InputError(f"#@np {faction}: {faction} is a player's faction; a #@np line gives a Non-Player's "
                             "Arjuna cards and dice", where)
        own = fronts(faction)
        wrong = [c for c in (m.group(2) or "").split(",") if c and c not in own]
        if wrong:
            raise InputError(f"#@np {faction}: Arjuna card {wrong[0]!r} is not one of the {faction} cards' fronts "
                             f"({', '.join(own)})", where)
        if due.kind not in (DueKind.CARD, DueKind.CAMPAIGN, DueKind.OVER) and due.faction not in (None, faction):
            raise InputError(f"#@np {faction}: {due.describe()} is due now, not a move of {faction}; write the "
                             "line when that Non-Player is due", where)


def _one_statement(moved) -> None:
    """A move is one statement at most (with its comments), and no header (headers open a log)."""
    if moved.headers:
        h = moved.headers[0]
        raise InputError(f"[{h.tag}] is a header: headers belong at the top of the log, not in a move",
                         Location(MOVE, h.pos.line, h.pos.column))
    if len(moved.statements) > 1:
        second = moved.statements[1].pos
        raise InputError(f"one statement at a time: a second one begins here ({len(moved.statements)} in the "
                         "move); add them one by one", Location(MOVE, second.line, second.column))


def _in_move(finding, log: str, offset: int):
    """A finding on the move's lines, located in the move (`move:LINE:COL`) rather than the log."""
    if finding.path == log and finding.line is not None and finding.line > offset:
        return replace(finding, path=MOVE, line=finding.line - offset)
    return finding
