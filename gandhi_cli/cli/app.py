"""The `gandhi` command group and what its commands share: the options (`--json`, `--map`), reading
a log with every syntax error and unknown space reported (exit 2), and the one place where an
error becomes one located line and its exit code (0 clean, 1 rules problems found, 2 unusable
input, 3 internal error, 141 the reader of the output went away): never a traceback."""

from __future__ import annotations

import os
import sys

import click

from ..io.errors import EXIT_UNUSABLE, GandhiError
from ..io.quoting import CONTROL, printable
from ..render import jsonout

EXIT_INTERNAL = 3
EXIT_BROKEN_PIPE = 141  # the reader of our output went away (shells report SIGPIPE as 128 + 13)


# Which module of cli/ defines each command: a command's module is imported only when that command
# (or the list of all, for `gandhi --help`) is asked for, as click's documentation shows for lazily
# loaded subcommands, so `gandhi validate` loads neither the renderers nor the bots (issue #31).
COMMAND_MODULES = {
    "add": "desk",
    "board": "pictures", "view": "pictures",
    "card": "reference", "map": "reference", "readings": "reference", "scenarios": "reference", "setup": "reference",
    "fmt": "logs", "margins": "logs", "state": "logs", "validate": "logs",
    "help": "topics",
    "next": "nonplayer", "play": "nonplayer",
    "simulate": "simulate",
    "status": "status",
    "table": "table",
}


class GandhiGroup(click.Group):
    """Turns every GandhiError into one line on stderr and its exit code; never a traceback.
    Loads each command's module when the command is first asked for (`COMMAND_MODULES`)."""

    def list_commands(self, ctx):
        return sorted(set(COMMAND_MODULES) | set(self.commands))

    def get_command(self, ctx, cmd_name):
        if cmd_name not in self.commands and cmd_name in COMMAND_MODULES:
            from importlib import import_module

            import_module(f"{__package__}.{COMMAND_MODULES[cmd_name]}")  # it registers its commands on main
        return super().get_command(ctx, cmd_name)

    def main(self, *args, **kwargs):
        from ..io.streams import full_writes

        full_writes()  # a reader that leaves is seen even under PYTHONUNBUFFERED (exit 141)
        return super().main(*args, **kwargs)

    def parse_args(self, ctx, args):
        ctx.meta["json_asked"] = "--json" in args[:_end_of_options(args)]  # for a bad option's error
        try:  # `gandhi --help | true`: the help is printed here, before `invoke`
            return super().parse_args(ctx, args)
        except BrokenPipeError:
            _quiet_after_broken_pipe()

    def resolve_command(self, ctx, args):
        """An unknown subcommand in the tool's own error format (issue #23): one line, close
        names suggested, exit 2."""
        name = args[0] if args else ""
        if (not ctx.resilient_parsing and isinstance(name, str) and not name.startswith("-")
                and self.get_command(ctx, name) is None):
            from difflib import get_close_matches

            from ..io.errors import UnknownNameError

            close = get_close_matches(name, self.list_commands(ctx), n=3, cutoff=0.7)
            raise UnknownNameError("command", name, [repr(c) for c in close])
        return super().resolve_command(ctx, args)

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
        except GandhiError as exc:  # `json_asked`: an unknown command (`gandhi foo --json`) never read --json
            if ctx.meta.get("json") or ctx.meta.get("json_asked"):
                emit_error([jsonout.error_from(exc)], exc.exit_code)
            click.echo(f"gandhi: error: {printable(str(exc), newlines=False)}", err=True)
            sys.exit(exc.exit_code)
        except click.ClickException as exc:  # a bad option or argument: click says it, exit 2
            exc.message = printable(exc.message)  # type: ignore[misc]  # it may echo a value typed (issue #35)
            if ctx.meta.get("json") or ctx.meta.get("json_asked"):
                emit_error([jsonout.error_entry(exc.format_message())], exc.exit_code)
            raise
        except (click.exceptions.Exit, click.exceptions.Abort, SystemExit):
            raise
        except KeyboardInterrupt as exc:
            from ..io.safewrite import TerminatedAfterWrite

            if isinstance(exc, TerminatedAfterWrite):  # the signal came once the rename had begun
                click.echo(f"gandhi: terminated, but only after {exc.path} was written in full: "
                           "do not write it again", err=True)
                sys.exit(0)
            click.echo("gandhi: interrupted", err=True)
            sys.exit(130)
        except Exception as exc:  # a bug: say so plainly
            if os.environ.get("GANDHI_DEBUG"):
                raise
            click.echo(f"gandhi: internal error (a bug in gandhi-cli, please report it): "
                       f"{type(exc).__name__}: {exc}. Set GANDHI_DEBUG=1 to see the traceback.", err=True)
            if ctx.meta.get("json"):
                emit_error([jsonout.error_entry(f"internal error: {type(exc).__name__}: {exc}")], EXIT_INTERNAL)
            sys.exit(EXIT_INTERNAL)


def _end_of_options(args: list[str]) -> int:
    """Where a command line's options end (`--` ends them: a `--json` after it is an argument)."""
    return args.index("--") if "--" in args else len(args)


def _quiet_after_broken_pipe() -> None:
    """Exit quietly, as a program killed by SIGPIPE would (128 + 13), with nothing on stderr;
    stdout goes to /dev/null so that Python's own flush at exit does not complain."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
    sys.exit(EXIT_BROKEN_PIPE)


def where_key(err: GandhiError) -> tuple[int, int]:
    """Input errors in the order of the file (one without a place first)."""
    loc = err.location
    return (loc.line or 0, loc.column or 0) if loc else (0, 0)


def emit_json(data) -> None:
    import json

    # json escapes C0 controls itself; C1, the line separators and the bidi controls are escaped
    # here too (`\\u2028`, the same JSON value), so no output holds a control character (issue #35)
    click.echo(CONTROL.sub(lambda m: f"\\u{ord(m.group(0)):04x}", json.dumps(data, indent=2, ensure_ascii=False)))


def emit_error(errors: list[dict], exit_code: int) -> None:
    """The one error object of `--json` (render/jsonout.py, docs/json.md), on stdout."""
    emit_json(jsonout.error_object(errors, exit_code))


def _json_flag(ctx: click.Context, _param, value: bool) -> bool:
    if value:
        ctx.find_root().meta["json"] = True
    return value


JSON_OPTION = click.option("--json", "as_json", is_flag=True, callback=_json_flag,
                           help="Machine-readable output (errors too, as a JSON object on stdout).")

REVEAL_DECK_OPTION = click.option(
    "--reveal-deck", is_flag=True,
    help="Also show the draw deck's order, top first: by default only what 2.3.7 shows the players "
    "(current and next card, cards played, how many are left).")

MAP_OPTION = click.option(
    "--map", "map_path", type=click.Path(dir_okay=False), default=None, metavar="FILE",
    help="Use your own map file instead of the bundled one (copy it with `gandhi map --export`).")


def _use_cards(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    from ..model import faces
    from ..model.cards import order_problem

    if value is not None:
        ctx.call_on_close(lambda: faces.use(None, order_problem))  # this command only (tests run many in one process)
        # `gandhi card N --order ... --cards NEW` creates it; elsewhere FILE must exist
        faces.use(value, order_problem, create=ctx.info_name == "card")
    return value


CARDS_OPTION = click.option(
    "--cards", "cards_file", type=click.Path(dir_okay=False), default=None, metavar="FILE", expose_value=False,
    callback=_use_cards,
    help="Read the card faces (faction orders, Critical and haloed icons) from FILE instead of your "
    "cards.yaml in the user configuration folder (`gandhi card N --order ...` fills it).")


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
      gandhi help notation             how a log is written (gandhi help: every topic)

    Exit codes: 0 clean, 1 rules problems found, 2 unusable input (a file that cannot be read
    or written: a full disk, a read-only log), 3 internal error, 130 interrupted, 141 the
    reader of the output went away.
    """


STDIN = "-"  # as LOG: the log is read from standard input (a mail piped in), named <stdin>


def log_name(log: str) -> str:
    """LOG as messages name it: `<stdin>` for `-`."""
    from ..io.boundedread import STDIN_NAME

    return STDIN_NAME if log == STDIN else log


def read_log(log: str) -> str:
    """The text of LOG, a file or (`-`) standard input, under the same size limit."""
    from ..notation.parse import MAX_LOG_BYTES

    if log == STDIN:
        from ..io.boundedread import STDIN_NAME, read_stdin
        from ..io.yamlio import decode_text

        return decode_text(read_stdin(MAX_LOG_BYTES), STDIN_NAME)
    from ..io.yamlio import read_text

    return read_text(log, max_bytes=MAX_LOG_BYTES)


def load_log(log: str, map_path: str | None, text: str | None = None, cache: bool = True):
    """Parse a log (its `text`, if already read; `-` standard input); every syntax error and
    unknown space name is reported (exit 2). A log file's statements are kept in the parse cache
    (`cache`; never for standard input): read again, only what changed is parsed."""
    from ..model.mapdata import load_map
    from ..notation.parse import parse, resolve_spaces

    parsed = parse(read_log(log) if text is None else text, log_name(log), cache=cache and log != STDIN)
    errors = list(parsed.errors) + resolve_spaces(parsed, load_map(map_path))
    if errors:
        errors.sort(key=where_key)
        if click.get_current_context().find_root().meta.get("json"):
            emit_error([jsonout.error_from(e, log_name(log)) for e in errors], EXIT_UNUSABLE)
        for err in errors:
            click.echo(f"gandhi: error: {printable(str(err), newlines=False)}", err=True)
        sys.exit(EXIT_UNUSABLE)
    return parsed


def replay_log(log: str, map_path: str | None, **stop):
    from ..core.replay import replay

    return replay(load_log(log, map_path), map_path=map_path, **stop)


LOG_ARGUMENT = click.argument("log", type=click.Path(dir_okay=False))


class SeedType(click.ParamType):
    """`--seed N` of `setup`, `play` and `next`: the rule of a log's `[Seed N]` header (a whole
    number of at most `MAX_NUMBER_DIGITS` digits), refused with its message, so that a seed one
    command takes is a seed every command takes (`play` writes it in its log)."""

    name = "integer"

    def convert(self, value, param, ctx):
        from ..notation.parse import MAX_NUMBER_DIGITS

        if isinstance(value, int):
            return value
        text = str(value).strip()
        digits = text.lstrip("+-")
        if not digits.isdigit() or not digits.isascii() or text.count("-") + text.count("+") > 1:
            self.fail(f"{value!r} is not a whole number", param, ctx)
        if len(digits) > MAX_NUMBER_DIGITS:
            self.fail(f"a number of {len(digits)} digits (at most {MAX_NUMBER_DIGITS})", param, ctx)
        return int(text)


SEED = SeedType()




def all_commands() -> dict[str, click.Command]:
    """Every command of `main`, each module loaded (`gandhi help`'s list, completion of names)."""
    from importlib import import_module

    for module in sorted(set(COMMAND_MODULES.values())):
        import_module(f"{__package__}.{module}")
    return dict(main.commands)
