"""The Non-Player commands of the `gandhi` CLI: `next` (the move a Non-Player makes now) and
`play` (Non-Players play until a player must act). Registered on `cli.app.main`."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..io.errors import EXIT_OK, EXIT_VIOLATIONS, InputError
from ..model import terms
from ..render import jsonout
from .app import CARDS_OPTION, JSON_OPTION, SEED, emit_error, emit_json, load_log, main
from .completion import complete_factions, complete_scenario, complete_space


def _np_list(value: str) -> set[str]:
    out = set()
    for part in value.replace(" ", ",").split(","):
        if not part:
            continue
        f = part.upper()
        if f not in terms.FACTIONS:
            raise click.BadParameter(f"{part!r} is not a faction; use RAJ, INC, ML, REV (comma-separated)")
        out.add(f)
    return out


@main.command("next")
@click.argument("log", type=click.Path(dir_okay=False))
@click.option("--seed", type=SEED, default=None, metavar="N",
              help="Seed of the Non-Players' dice and Arjuna deck (default: the log's [Seed]).")
@click.option("--explain", is_flag=True, help="Also print the chart path: Arjuna cards drawn, checks answered, "
              "priority rows that picked each space.")
@click.option("--append", is_flag=True, help="Append the move to LOG (checked first; the log locked from the "
              "read to the write, written to a temporary file and renamed, never half-written). Refused when "
              "the log already breaks a rule, unless --force.")
@click.option("--force", is_flag=True, help="With --append: append even though the log breaks a rule.")
@click.option("--until-player", is_flag=True, help="Go on with every Non-Player move until a player must act "
              "(or the game ends), instead of stopping after one.")
@click.option("--arjuna", "arjuna_cards", metavar="CARDS", default=None,
              help="The Arjuna card(s) you drew from your own deck, comma-separated (e.g. B or B,F): the "
              "Non-Player reads these first (8.3), then the seeded deck.")
@click.option("--rolls", metavar="DICE", default=None,
              help="The dice you rolled for the Non-Player's own decisions, comma-separated (e.g. 3,5): used "
              "first, in order, then the seeded dice. Recorded in the move's #@np comment.")
@CARDS_OPTION
@JSON_OPTION
def next_command(log: str, seed: int | None, explain: bool, append: bool, force: bool, until_player: bool,
                 arjuna_cards: str | None, rolls: str | None, as_json: bool) -> None:
    """Print the move the Non-Player to act now makes, in the notation (chapter 8).

    \b
    Factions missing from the log's [Players] header are Non-Players (e.g. [Players INC]
    makes the Raj, the League and the Revolutionaries Non-Players). The lines that need no
    decision (the next card, a Campaign round) are printed too, up to and including one
    Non-Player move. Its dice are written in: the NP's own rolls in a `#@np` comment, the
    rules' rolls as `roll N` steps.

    LOG `-` reads the log from standard input (without --append). Playing with the physical
    game: draw the Arjuna card and roll the dice yourself and tell them with --arjuna and
    --rolls, or write them first as a comment at the end of the log, `#@np RAJ arjuna B rolls
    3 5`: the Non-Player follows them, one decision at a time, and never tops them up from a
    seed: too few, and it says what it needs next (exit 2); more than it uses, refused (exit
    2). Without [Seed] it asks for them (`gandhi next LOG` says which, exit 0). How many dice
    a move takes is known only as they are rolled (a die decides what is rolled next), so it
    asks for each die with its number and purpose, the two dice of the Random Spaces map
    (8.1.2) together. With a deck
    shuffled by hand (no [Seed] nor [Deck]) write each card as the table turns it up:
    `card N [ORDER]`, and `reveal N [ORDER]` for the card face up on the deck (2.3.7).

    \b
    Example:  gandhi next mygame.log --append --explain
              gandhi next mygame.log --until-player --append
              gandhi next mygame.log --arjuna B --rolls 3,5 --append

    Exit codes: 0 a move was printed (or a player must act, or the game is over: said on
    stderr, with what to write), 1 the log already breaks a rule and --append was asked
    without --force (nothing appended; the findings shown), or the move would break a rule
    (a bug: nothing appended), 2 the log is unusable (with --append also: not a regular file,
    or being written by another command)."""
    from contextlib import nullcontext

    from ..io.safewrite import locked
    from .app import STDIN

    if append and log == STDIN:  # a log read from standard input has no file to append to
        raise InputError("--append writes the move to LOG: a log read from standard input ('-') cannot be "
                         "appended to; give the log's file, or leave out --append to print the move")
    # --append: a FIFO, a device, a directory are refused before anything is read (exit 2);
    # the log is locked from the read to the rename, so a second `next --append` waits and
    # then plays on from this move, or is refused: never a move lost
    with locked(log) if append else nullcontext():
        _next(log, seed, explain, append, as_json, force=force, until_player=until_player,
              script=_script(arjuna_cards, rolls))


def _script(arjuna_cards: str | None, rolls: str | None):
    """The cards and dice a player drew and rolled for the Non-Player (None: the seeded ones)."""
    from ..np.driver import Script

    if arjuna_cards is None and rolls is None:
        return None
    cards = [c.strip().upper() for c in (arjuna_cards or "").split(",") if c.strip()]
    dice = []
    for r in (rolls or "").replace(" ", ",").split(","):
        if not r.strip():
            continue
        if not r.strip().isdigit() or not 1 <= int(r) <= 6:
            raise InputError(f"--rolls takes dice 1-6, comma-separated (e.g. 3,5), not {rolls!r}")
        dice.append(int(r))
    return Script(cards, dice)


def _next(log: str, seed: int | None, explain: bool, append: bool, as_json: bool, force: bool = False,
          until_player: bool = False, script=None) -> None:
    from ..core.game import DueKind
    from ..io.safewrite import write_text
    from ..np.driver import Autoplay, NeedTable
    from .app import log_name, read_log

    text = read_log(log)  # a file, or `-`: standard input (as validate and status read it)
    game = Autoplay(text, log_name(log), seed, log=load_log(log, None, text=text))  # unusable: located, exit 2
    if script is not None:
        game.script(script)
    if game.baseline:
        if append and not force:
            if as_json:
                emit_error([f.as_dict() for f in game.violations()], EXIT_VIOLATIONS)
            for f in game.violations():
                click.echo(f"gandhi: {f}", err=True)
            click.echo(f"gandhi: {log} breaks a rule ({game.baseline} violation(s) above): nothing appended; "
                       "correct the log, or add --force to append the Non-Player's move anyway", err=True)
            sys.exit(EXIT_VIOLATIONS)
        click.echo(f"gandhi: warning: {log} has {game.baseline} violation(s) (gandhi validate); the move is "
                   "made on the board as written", err=True)
    out: list[str] = []
    explanation: list[str] = []
    new_bad = []
    status = "over"
    who = None
    moves = game.until_player(stop_after_np=not until_player)
    while True:
        try:
            due, move, bad = next(moves)
        except StopIteration:
            break
        except NeedTable as exc:
            # the table must give an Arjuna card or a die (issue #32): a question when nothing was
            # given or when moves were made before it (they stand), else refused (exit 2)
            if exc.script.given and not out:
                raise
            status, who, game.waiting = "table", game.due(), exc.message
            break
        if move is None:
            status = "over" if due.kind == DueKind.OVER else "player"
            who = due
            if game.needs_reveal:  # the next card, turned up at the table (8.2.1, DECK-5)
                if not out:
                    raise InputError(str(game.waiting))
                status = "table"
            break
        out += move.lines
        explanation += move.explain
        new_bad += bad
        status = "moved"
    appended = bool(append and out and not new_bad)
    if appended:  # written before anything is printed: a reader that goes away (`| head -2`) changes nothing
        body = text if text.endswith("\n") or not text else text + "\n"
        write_text(log, body + "\n".join(out) + "\n")
    if as_json:
        emit_json({"format": jsonout.NEXT, "lines": out, "explain": explanation if explain else [],
                    "status": status, "waiting_for": who.describe() if who and status != "over" else None,
                    "to_write": game.waiting if status in ("player", "table") else None,
                    "violations": [f.as_dict() for f in new_bad], "appended": appended})
    else:
        for line in out:
            click.echo(line)
        if explain:
            for line in explanation:
                click.echo(f"  # {line}", err=True)
        if status == "player" and who is not None:
            click.echo(f"gandhi: next is {who.describe()}: a player's move", err=True)
            if game.waiting:
                click.echo(f"gandhi: {game.waiting}", err=True)
        elif status == "table":
            click.echo(f"gandhi: {game.waiting}", err=True)
        elif status == "over" and not out:
            click.echo("gandhi: the game is over", err=True)
    if new_bad:
        for f in new_bad:
            click.echo(f"gandhi: the Non-Player's move breaks a rule (a bug, please report it): {f}", err=True)
        sys.exit(EXIT_VIOLATIONS)
    if appended and not as_json:
        click.echo(f"gandhi: {len(out)} line(s) appended to {log}", err=True)
    sys.exit(EXIT_OK)

@main.command("play")
@click.argument("scenario", shell_complete=complete_scenario)
@click.option("--np", "np_factions", default="RAJ,INC,ML,REV", show_default=True, metavar="FACTIONS",
              shell_complete=complete_factions,
              help="The Non-Player factions, comma-separated; the others are players.")
@click.option("--seed", type=SEED, default=0, show_default=True, help="Seed of the deck, the dice and Arjuna.")
@click.option("--gandhi", "gandhi_space", metavar="SPACE", default=None, shell_complete=complete_space,
              help="Main scenario: the space of Congress's set-up choice.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write the log to this file (refused if it exists, unless --force).")
@click.option("--force", is_flag=True, help="Overwrite --output if it exists.")
@click.option("--explain", is_flag=True, help="Write each Non-Player's chart path in the log as comments.")
@click.option("--reading", "reading_choices", multiple=True, metavar="ID=OPTION",
              help="Play under another rules reading (see `gandhi readings`), e.g. RED-1=strict; repeatable. "
              "Written in the log as a [Reading] header.")
@CARDS_OPTION
@JSON_OPTION
def play_command(scenario: str, np_factions: str, seed: int, gandhi_space: str | None, output: Path | None,
                 force: bool, explain: bool, reading_choices: tuple[str, ...], as_json: bool) -> None:
    """Set up SCENARIO and let the Non-Players play (chapter 8) until a player must act, or to
    the end of the game when all four are Non-Players. The log is printed (or written with
    -o); continue it by hand and with `gandhi next LOG --append`.

    \b
    Example:  gandhi play short --np RAJ,ML,REV --seed 3 -o mygame.log
              gandhi play short --seed 1 --reading RED-1=strict

    Exit codes: 0 done, 1 a Non-Player move broke a rule (a bug; the log is still written),
    2 unusable input (unknown scenario, existing output file, an output that is not a
    regular file or whose directory does not exist: checked before the game is played)."""
    from ..io.safewrite import check_target, write_text
    from ..np.driver import Autoplay, congress_setup_space, start_text

    nps = _np_list(np_factions)
    if gandhi_space is None and scenario == "main":
        gandhi_space = congress_setup_space(scenario, seed, nps)
        if gandhi_space is None:
            raise InputError("the Main scenario needs Congress's set-up choice: add --gandhi SPACE "
                             "(or make Congress a Non-Player)")
    if output is not None:  # before the game is played: a missing directory, a device, an existing file
        check_target(output, overwrite=force)
    from ..model.scenario import scenario_for_log

    scenario_for_log(scenario, output.parent if output is not None else Path("."))
    chosen = {}
    for choice in reading_choices:
        rid, sep, option = choice.partition("=")
        if not sep or not rid.strip() or not option.strip():
            raise InputError(f"--reading takes ID=OPTION (e.g. RED-1=strict), not {choice!r}")
        chosen[rid.strip()] = option.strip()
    game = Autoplay(start_text(scenario, seed, nps, gandhi_space, chosen, str(output.parent) if output else None),
                str(output or "<play>"), seed)
    game.explain_in_log = explain
    bad_all = []
    stop = None
    for due, move, bad in game.until_player():
        if move is None:
            stop = due
            break
        bad_all += bad
    text = "\n".join(game.lines) + "\n"  # the bots write the canonical form (`action_text`, as `fmt`)
    if output is not None:  # without --force, created exclusively: a file made meanwhile is kept
        write_text(output, text, exclusive=not force)
    elif not as_json:
        click.echo(text, nl=False)
    verdict = game.game.verdict
    summary = {"format": jsonout.PLAY,
               "scenario": scenario, "seed": seed, "non_players": sorted(nps, key=terms.FACTIONS.index),
               "cards": len(game.state.played) + (1 if game.state.current_card else 0),
               "stopped": stop.describe() if stop else None,
               "game_over": bool(verdict and verdict.game_over),
               "verdict": verdict.reason if verdict else None,
               "final_ranking": ([{"player": "+".join(g), "margin": m} for g, m in verdict.ranking]
                                 if verdict else None),
               "violations": [f.as_dict() for f in bad_all], "output": str(output) if output else None}
    if as_json:
        if output is None:
            summary["log"] = text
        emit_json(summary)
    else:
        if verdict is not None and verdict.game_over:
            click.echo(f"gandhi: game over: {verdict.reason}; ranking "
                       + ", ".join(f"{'+'.join(g)} {m:+d}" for g, m in verdict.ranking), err=True)
        elif stop is not None:
            click.echo(f"gandhi: stopped: next is {stop.describe()}, a player's move", err=True)
            if game.waiting:
                click.echo(f"gandhi: {game.waiting}", err=True)
        for f in bad_all:
            click.echo(f"gandhi: a Non-Player move breaks a rule (a bug, please report it): {f}", err=True)
    sys.exit(EXIT_VIOLATIONS if bad_all else EXIT_OK)


