"""`gandhi simulate` (issue #25): balance studies. Plays N seeded all-Non-Player games into a
results file (one JSON line a game, resumable), here, on a process pool or on a Dask cluster, and
reports win rates with Wilson intervals (`--report`, `--plot`). Registered on `cli.app.main`.
tqdm is imported here only, when games are played: the other commands start as fast as before."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from ..io.errors import EXIT_OK, EXIT_VIOLATIONS, InputError, Location
from ..render import jsonout
from .app import JSON_OPTION, SEED, emit_json, main
from .nonplayer import _np_list


@main.command("simulate")
@click.argument("scenario", required=False)
@click.option("--games", type=click.IntRange(1, 1_000_000), default=None, metavar="N",
              help="How many games: game i is played with seed S+i.")
@click.option("--seed-base", type=SEED, default=0, show_default=True, metavar="S", help="The first game's seed.")
@click.option("--np", "np_factions", default="RAJ,INC,ML,REV", show_default=True, metavar="FACTIONS",
              help="The Non-Player factions (a game stops, and is recorded unfinished, when a player must act).")
@click.option("--reading", "reading_choices", multiple=True, metavar="ID=OPTION",
              help="Play under another rules reading (see `gandhi readings`); repeatable.")
@click.option("--jobs", type=click.IntRange(1, 256), default=1, show_default=True, metavar="J",
              help="Play J games at once, each in its own process (the standard library's process pool).")
@click.option("--executor", type=click.Choice(["local", "dask"]), default="local", show_default=True,
              help="local: this machine (--jobs); dask: an existing Dask distributed cluster (--address), "
              "with the cluster extra: pip install 'gandhi-cli[cluster]'.")
@click.option("--address", metavar="tcp://HOST:PORT", default=None,
              help="The Dask scheduler's address; one that does not answer as a Dask scheduler within 10 s "
              "is refused (exit 2).")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None, metavar="FILE",
              help="The results file (JSON lines). Resumed if it exists: the games already in it are kept.")
@click.option("--report", "report_file", type=click.Path(dir_okay=False), default=None, metavar="FILE",
              help="Report on a results file instead of playing: win rates, game length, where games ended.")
@click.option("--plot", type=click.Path(dir_okay=False, path_type=Path), default=None, metavar="FILE.svg",
              help="With --report: also draw the win rates and their intervals as an SVG (refused if it "
              "exists, unless --force).")
@click.option("--force", is_flag=True, help="With --plot: overwrite the picture.")
@JSON_OPTION
def simulate(scenario: str | None, games: int | None, seed_base: int, np_factions: str,
             reading_choices: tuple[str, ...], jobs: int, executor: str, address: str | None, output: Path | None,
             report_file: str | None, plot: Path | None, force: bool, as_json: bool) -> None:
    """Play N seeded games of SCENARIO, all four factions Non-Players (chapter 8), each to its
    end, and write one JSON line per game to FILE: seed, scenario, np, readings, winner, the four
    final margins, the Campaign round it ended in and how (victory check or final ranking),
    cards played, findings when its log is validated again (0 for a sound game), seconds.

    \b
    Resumable: run the same command again and it plays only the seeds not yet in FILE (a line
    is written when its game is complete; a torn last line, from a run killed while writing,
    is dropped and its game played again). A file made for another scenario, other Non-Players
    or other readings is refused. A game that crashes, does not end or has findings is recorded
    with the `gandhi play` command that reproduces it, and the run goes on.

    \b
    The lines are in the order the games finished; sorted by seed, the file is the same line
    for line, but for `seconds`, whatever --jobs and --executor: each game depends only on the
    scenario, its seed, the Non-Players and the readings.

    \b
    Example:  gandhi simulate short --games 4 --jobs 2 -o short.jsonl
              gandhi simulate --report examples/balance-short.jsonl --plot short.svg

    On a Dask cluster (pip install 'gandhi-cli[cluster]'; the workers need gandhi-cli too):
      gandhi simulate short --games 1000 --executor dask --address tcp://HOST:8786 -o short.jsonl

    Exit codes: 0 every game in FILE played to its end with no finding (or the report was
    written), 1 some game crashed, did not end or has findings (each listed with its command),
    2 unusable input (an unknown scenario or reading, a results file of another study or with a
    line that is not a record, an unreachable Dask scheduler, or one that does not answer as a
    Dask scheduler within 10 s)."""
    if report_file is not None:
        if scenario is not None or output is not None or games is not None:
            raise InputError("--report reads a results file: give no SCENARIO, --games or -o with it")
        _report(report_file, plot, force, as_json)
        return
    if plot is not None:
        raise InputError("--plot goes with --report FILE")
    if scenario is None or games is None or output is None:
        raise InputError("give SCENARIO, --games N and -o FILE (or --report FILE); see gandhi simulate --help")
    if (executor == "dask") != (address is not None):
        raise InputError("--executor dask needs --address tcp://HOST:PORT, and --address needs --executor dask")
    if address is not None:
        from ..np.simulate import check_address

        check_address(address)
    study = _study(scenario, _np_list(np_factions), reading_choices)
    _play(study, games, seed_base, jobs, address, output, as_json)


def _study(scenario: str, nps: set[str], reading_choices: tuple[str, ...]):
    """The study, checked before any game is played: the scenario exists, each reading is known."""
    from ..model import terms
    from ..model.readings import parse_header
    from ..model.scenario import read_scenario
    from ..np.simulate import Study

    read_scenario(scenario)
    values: list[str] = []
    for choice in reading_choices:
        rid, sep, option = choice.partition("=")
        if not sep or not rid.strip() or not option.strip():
            raise InputError(f"--reading takes ID=OPTION (e.g. RED-1=strict), not {choice!r}")
        values += [rid.strip(), option.strip()]
    chosen = parse_header(tuple(values), Location("--reading")) if values else {}
    return Study(scenario, tuple(f for f in terms.FACTIONS if f in nps), tuple(sorted(chosen.items())))


def _play(study, games: int, seed_base: int, jobs: int, address: str | None, output: Path, as_json: bool) -> None:
    from ..io.safewrite import check_target, write_text
    from ..np.results import read_results
    from ..np.simulate import failed

    check_target(output)
    made = False
    if not output.exists():
        try:
            write_text(output, "", exclusive=True)  # an empty file to hold the lock on
            made = True
        except InputError:
            pass  # another run made it meanwhile: the lock below decides
    try:
        todo, new_failed = _fill(study, games, seed_base, jobs, address, output)
    except BaseException as exc:
        if made and output.exists() and output.stat().st_size == 0:
            output.unlink()  # nothing played (an unreachable scheduler, an interrupt): no file left behind
        if isinstance(exc, _Stopped):
            _say(exc.message(games))
            sys.exit(exc.status)
        raise
    bad = [r for _, r in read_results(output).records if failed(r)]
    summary = {"format": jsonout.SIMULATE, "output": str(output), "played": len(todo), "kept": games - len(todo),
               "failed": len(bad), "failed_this_run": new_failed}
    if as_json:
        emit_json(summary)
    else:
        _say(f"gandhi: {len(todo)} game(s) played, {games - len(todo)} already in {output}; "
             f"{len(bad)} failed game(s) in the file")
    sys.exit(EXIT_VIOLATIONS if bad else EXIT_OK)


def _fill(study, games: int, seed_base: int, jobs: int, address: str | None, output: Path) -> tuple[list[int], int]:
    """Play the seeds not yet in `output` and append their lines, the file locked throughout: the
    seeds played, and how many of them failed."""
    from ..io.safewrite import append_line, cut_to, locked
    from ..np.results import check_study, read_results
    from ..np.simulate import failed, run

    with locked(output):
        results = read_results(output)
        check_study(results, study)
        if results.torn:
            cut_to(output, results.whole)
            _say(f"gandhi: {output}: a torn last line (a run stopped while writing) dropped; its game is played again")
        done = results.seeds()
        todo = [s for s in range(seed_base, seed_base + games) if s not in done]
        new_failed = 0
        wanted = set(range(seed_base, seed_base + games))
        stop = _Stopper(output, len(done & wanted))
        with stop, _progress(len(todo)) as bar:
            for record in run(study, todo, jobs=jobs, address=address):
                with stop.holding():  # a signal here waits for the line: it is in the file whole, or not
                    append_line(output, json.dumps(record, ensure_ascii=False))
                    stop.kept += 1
                bar.update(1)
                if failed(record):
                    new_failed += 1
                    bar.write(f"gandhi: seed {record['seed']}: {record.get('error')}; reproduce: "
                              f"{record.get('reproduce')}", file=sys.stderr)
    return todo, new_failed


class _Stopped(BaseException):
    """Ctrl-C or SIGTERM during the games (issue #35 item 17): how many games the file keeps."""

    def __init__(self, output: Path, kept: int, status: int):
        super().__init__(status)
        self.output, self.kept, self.status = output, kept, status

    def message(self, games: int) -> str:
        what = "interrupted" if self.status == 130 else "terminated"
        if not self.kept:
            return f"gandhi: {what}: no game was complete, nothing kept; run the same command again to play them"
        return (f"gandhi: {what}: {self.kept} of the {games} game(s) kept in {self.output}; run the same "
                f"command again to play the other {games - self.kept}")


class _Stopper:
    """While the games are played, Ctrl-C (exit 130) and SIGTERM (exit 143) stop the run with
    `_Stopped`, which says how many games the results file keeps; a signal that comes while a
    line is appended waits for it (`holding`)."""

    def __init__(self, output: Path, kept: int):
        self.output, self.kept = output, kept
        self.held = False
        self.pending: int | None = None
        self.previous: dict = {}

    def __enter__(self) -> _Stopper:
        import signal
        import threading

        if threading.current_thread() is threading.main_thread():
            for sig in (signal.SIGINT, signal.SIGTERM):
                self.previous[sig] = signal.signal(sig, self._handler)
        return self

    def __exit__(self, *exc) -> None:
        import signal

        for sig, handler in self.previous.items():
            signal.signal(sig, handler)

    def _handler(self, signum, _frame) -> None:
        import signal

        status = 130 if signum == signal.SIGINT else 128 + signum
        if self.held:
            self.pending = status
            return
        raise _Stopped(self.output, self.kept, status)

    def holding(self):
        from contextlib import contextmanager

        @contextmanager
        def held():
            self.held = True
            try:
                yield
            finally:
                self.held = False
            if self.pending is not None:
                raise _Stopped(self.output, self.kept, self.pending)

        return held()


def _progress(total: int):
    """A tqdm progress bar on stderr when it is a terminal; silent otherwise."""
    from tqdm import tqdm

    return tqdm(total=total, unit="game", file=sys.stderr, disable=not sys.stderr.isatty(), dynamic_ncols=True)


def _say(text: str) -> None:
    click.echo(text, err=True)


def _report(report_file: str, plot: Path | None, force: bool, as_json: bool) -> None:
    from ..io.safewrite import check_target, write_text
    from ..np.results import read_results
    from ..render.balance import report, report_text
    from ..render.winrates_svg import winrates_svg

    if plot is not None:
        check_target(plot, overwrite=force)
    if not Path(report_file).exists():
        raise InputError("no such file", Location(report_file))
    results = read_results(report_file)
    summaries = report([r for _, r in results.records])
    if results.torn:
        _say(f"gandhi: {report_file}: a torn last line (a run stopped while writing) left out")
    if plot is not None:
        write_text(plot, winrates_svg(summaries), exclusive=not force)
        if not as_json:  # the JSON object alone on standard output
            _say(f"gandhi: win rates drawn in {plot}")
    if as_json:
        emit_json({"format": jsonout.SIMULATE_REPORT, "file": report_file, "studies": summaries})
    else:
        click.echo(report_text(summaries), nl=False)
