"""The `gandhi status` command: whose turn it is and what may be done (issue #16; the JSON is
documented in docs/status.md). Registered on `cli.app.main`."""

from __future__ import annotations

import click

from ..render import jsonout
from .app import CARDS_OPTION, JSON_OPTION, MAP_OPTION, emit_json, load_log, log_name, main


@main.command("status")
@click.argument("log", type=click.Path(dir_okay=False))
@click.option("--at", "at_line", type=click.IntRange(min=1), default=None, metavar="LINE",
              help="The status after the statements that start on or before LINE.")
@click.option("--options", "with_options", is_flag=True,
              help="Also list the activities the faction due may choose (2.3.4).")
@click.option("--moves", "with_moves", is_flag=True,
              help="With --options: also list, for each Operation that moves pieces, which "
                   "pieces may move where (3.2.1-3.2.3, 3.3.2, 3.3.3, 3.4.2).")
@click.option("--mail", "mail_for", is_flag=False, flag_value="", default=None, metavar="[FACTIONS]",
              help="Print a plain-text summary (80 columns) to paste into an e-mail to the player holding "
                   "FACTIONS (comma-separated; default: the faction due now): the moves since that player's "
                   "last one, their findings, what they changed on the board, the margins, who is to act "
                   "and the options open.")
@CARDS_OPTION
@JSON_OPTION
@MAP_OPTION
def status_command(log: str, at_line: int | None, with_options: bool, with_moves: bool, mail_for: str | None,
                   as_json: bool, map_path: str | None) -> None:
    """What LOG's game waits for: the card, the next card, who acts now and with which options
    (2.3.2, 2.3.4), the end-of-turn choices open (3.2.4, 6.8, 8.9.4) and the Eligible
    factions; with --options the Operations, Special Activities, Event sides and Pass open
    to the faction due; with --moves (implies --options) the moves Deploy, Sweep, Garrison, Demonstrate,
    Civil Disobedience and March may make now (kind, path, how many).

    \b
    Example:  gandhi status examples/short-game.log --at 14 --options
    Example:  gandhi status examples/short-game.log --at 14 --moves --json
    Example:  gandhi status mygame.log --mail INC,REV

    Exit codes: 0 (the log's violations are counted, not listed: see `gandhi validate`),
    2 the log cannot be read."""
    from ..core.game import play_through
    from ..render.status import status, status_text

    parsed = load_log(log, map_path)
    game = play_through(parsed, stop_line=at_line, map_path=map_path)
    data = status(game, log_name(log), with_options, with_moves)
    if mail_for is not None:
        _mail(game, parsed, data, mail_for, at_line, map_path, as_json)
    elif as_json:
        emit_json(data)
    else:
        click.echo(status_text(data), nl=False)


def _mail(game, parsed, data: dict, given: str, at_line: int | None, map_path: str | None, as_json: bool) -> None:
    """`status --mail`: the summary for the player holding `given` (or the faction due)."""
    from dataclasses import replace

    from ..io.textlines import lines as text_lines
    from ..model import terms
    from ..render.mail import mail_text, recipients

    for part in given.split(","):
        if part.strip() and part.strip().upper() not in terms.FACTIONS:
            raise click.BadParameter(f"{part.strip()!r} is not a faction; use RAJ, INC, ML, REV (comma-separated)",
                                     param_hint="--mail")
    if at_line is not None:  # the log as it stood at LINE
        parsed = replace(parsed, statements=tuple(st for st in parsed.statements if st.pos.line <= at_line),
                         source="\n".join(text_lines(parsed.source)[:at_line]))
    factions = recipients(game, parsed, given)
    text = mail_text(game, parsed, data, factions, map_path)
    if as_json:
        emit_json({"format": jsonout.STATUS_MAIL, "file": data["file"], "for": list(factions), "text": text})
    else:
        click.echo(text, nl=False)
