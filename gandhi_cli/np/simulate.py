"""Balance studies (`gandhi simulate`, issue #25): one seeded game played to its end by the
Non-Players and re-validated, as one record (`play_game`, a pure function of the study and the
seed), and many of them on this process, a local process pool or a Dask cluster (`run`).

A record: `seed`, `scenario`, `np`, `readings`, `winner` (the player, or Non-Player, heading the
final ranking, 7.3/8.10), `margins` (the four factions' final margins, 7.3), `campaign` (the
Campaign round the game ended in), `ended` (`victory check` 6.1, `final ranking` 6.3.5 and 7.3,
`unfinished`, `crash`), `cards` (cards played), `findings` (violations when the log is replayed
afresh: 0 for a sound game), `seconds` (wall time of the game and its re-validation: the one
field that differs from run to run). A failed game (a crash, an unfinished game, findings) also
has `error` and `reproduce`, the one `gandhi play` command that plays it again.
"""

from __future__ import annotations

import re
import shlex
import threading
import time
import traceback
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from ..io.quoting import cut
from ..model import terms

ALL = tuple(terms.FACTIONS)
Record = dict[str, Any]  # one game's record, a JSON object (`np.results.FIELDS`)
CLUSTER_EXTRA = "pip install 'gandhi-cli[cluster]'"


@dataclass(frozen=True)
class Study:
    """What every game of a study shares: the scenario, the Non-Players (in the factions' order)
    and the rules readings chosen (sorted by id)."""

    scenario: str
    non_players: tuple[str, ...] = ALL
    readings: tuple[tuple[str, str], ...] = ()

    def fields(self) -> Record:
        """The study as a record's fields (`scenario`, `np`, `readings`)."""
        return {"scenario": self.scenario, "np": list(self.non_players), "readings": dict(self.readings)}

    def reproduce(self, seed: int) -> str:
        """The one command that plays game `seed` of this study again."""
        words = ["gandhi", "play", shlex.quote(self.scenario), "--seed", str(seed)]
        if self.non_players != ALL:
            words += ["--np", ",".join(self.non_players)]
        for rid, option in self.readings:
            words += ["--reading", shlex.quote(f"{rid}={option}")]
        return " ".join(words)


def failed(record: Record) -> bool:
    """A game that crashed, did not end, or whose log the validator faults."""
    return record.get("ended") in ("crash", "unfinished") or bool(record.get("findings"))


def play_game(study: Study, seed: int) -> Record:
    """Play game `seed` of `study` to its end and re-validate its log: the record. Never raises
    for what the game does (a crash is recorded, with the command that reproduces it)."""
    start = time.perf_counter()
    record: Record = {"seed": seed, **study.fields()}
    try:
        record.update(_outcome(study, seed))
    except Exception as exc:  # a crash is a result of the study, not the end of it
        where = traceback.extract_tb(exc.__traceback__)[-1] if exc.__traceback__ else None
        at = f" (at {where.filename.rsplit('/', 1)[-1]}:{where.lineno})" if where else ""
        record.update(winner=None, margins=None, campaign=None, ended="crash", cards=None, findings=None,
                      error=f"{type(exc).__name__}: {exc}{at}")
    if failed(record):
        record.setdefault("error", "the game did not end" if record["ended"] == "unfinished"
                          else f"{record['findings']} finding(s) when its log is validated")
        record["reproduce"] = study.reproduce(seed)
    record["seconds"] = round(time.perf_counter() - start, 3)
    return record


def _outcome(study: Study, seed: int) -> Record:
    from ..core.game import Game
    from ..model.victory import totals
    from ..notation.parse import parse
    from .driver import play

    game, _ = play(study.scenario, set(study.non_players), seed, readings=dict(study.readings))
    text = "\n".join(game.lines) + "\n"
    replayed = Game(parse(text, f"<{study.scenario} seed {seed}>"))  # the log as written, validated
    result = replayed.end(replayed.replay().run().cards)
    verdict: Any = result.verdict  # rules.campaign.Verdict once the game is over
    over = bool(verdict is not None and verdict.game_over)
    t = totals(result.state)
    state = game.state
    return {"winner": "+".join(verdict.ranking[0][0]) if over and verdict.ranking else None,
            "margins": {f: t.margin(f) for f in terms.FACTIONS},
            "campaign": game.campaigns,
            "ended": ("final ranking" if verdict.final else "victory check") if over else "unfinished",
            "cards": len(state.played) + (1 if state.current_card else 0),
            "findings": len(result.violations)}


def run(study: Study, seeds: Iterable[int], jobs: int = 1, address: str | None = None) -> Iterator[Record]:
    """The records of the games `seeds`, in the order they finish: here (`jobs` 1), on a pool of
    `jobs` processes, or on the Dask cluster at `address`. Each game is `play_game` alone: the
    workers share nothing, so the records are the same whichever runs them."""
    seeds = list(seeds)
    if address is not None:
        yield from _on_dask(study, seeds, address)
    elif jobs <= 1:
        for seed in seeds:
            yield play_game(study, seed)
    else:
        yield from _on_pool(study, seeds, jobs)


def _on_pool(study: Study, seeds: list[int], jobs: int) -> Iterator[Record]:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, as_completed

    # spawn: each worker a fresh interpreter, nothing inherited from this process but the arguments
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn"))
    try:
        futures = [pool.submit(play_game, study, seed) for seed in seeds]
        for future in as_completed(futures):
            yield future.result()
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _on_dask(study: Study, seeds: list[int], address: str) -> Iterator[Record]:
    from ..io.errors import InputError

    try:
        from distributed import Client, as_completed
    except ImportError:
        raise InputError(f"--executor dask needs Dask's distributed scheduler: {CLUSTER_EXTRA}") from None
    client = _connect(Client, address)
    try:
        futures = client.map(play_game, [study] * len(seeds), seeds, pure=False)
        for future in as_completed(futures):
            yield future.result()
    finally:
        client.close()


DASK_CONNECT_SECONDS = 10  # the longest wait for a Dask scheduler to answer (`simulate --help`, README)
_ADDRESS = re.compile(r"(tcp|tls)://(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):([0-9]{1,5})")


def check_address(address: str) -> None:
    """A Dask scheduler's address as `simulate --address` takes it: tcp://HOST:PORT (or
    tls://, with Dask's own TLS settings); InputError otherwise."""
    from ..io.errors import InputError, Location

    m = _ADDRESS.fullmatch(address)
    if not m or not 0 < int(m.group(3)) < 65536:
        raise InputError("not a Dask scheduler's address: write tcp://HOST:PORT (e.g. tcp://10.0.0.5:8786)",
                         Location(address))


def _connect(client_class: Callable[..., Any], address: str) -> Any:
    """A Dask client of the scheduler at `address`, or InputError within DASK_CONNECT_SECONDS
    (and a little): Dask's own timeout does not bound every case (issue #35 item 15: a server that
    accepts and says nothing kept it waiting for minutes, one that answers garbage gave
    MemoryError, tls:// without TLS settings TypeError). The attempt runs on a daemon thread, so
    one that never returns is left behind when the command exits."""
    from ..io.errors import InputError, Location

    where = Location(address)
    outcome: dict[str, Any] = {}

    def attempt() -> None:
        try:
            outcome["client"] = client_class(address, timeout=DASK_CONNECT_SECONDS)
        except BaseException as exc:  # noqa: BLE001 - whatever the server made the client raise
            outcome["error"] = exc

    thread = threading.Thread(target=attempt, name="gandhi-dask-connect", daemon=True)
    thread.start()
    thread.join(DASK_CONNECT_SECONDS + 2)
    if thread.is_alive():
        raise InputError(f"no Dask scheduler answered within {DASK_CONNECT_SECONDS} s: is a scheduler "
                         "listening there (dask scheduler --port PORT)?", where)
    exc = outcome.get("error")
    if exc is None:
        return outcome["client"]
    if isinstance(exc, KeyboardInterrupt):
        raise exc
    if address.startswith("tls://") and isinstance(exc, TypeError):
        raise InputError("a tls:// scheduler needs Dask's TLS settings (distributed.comm.tls in Dask's "
                         "configuration): none are set; use tcp:// or set them", where) from None
    if isinstance(exc, (OSError, TimeoutError)):
        raise InputError(f"cannot reach the Dask scheduler: {cut(str(exc), 120)}", where) from None
    raise InputError(f"what answered is not a Dask scheduler ({type(exc).__name__}: {cut(str(exc), 120)})",
                     where) from None


__all__ = ["Study", "play_game", "run", "failed", "ALL", "CLUSTER_EXTRA"]
