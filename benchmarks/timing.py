"""Shared helpers for the benchmark scripts: time a callable, print a table of figures."""

from __future__ import annotations

import statistics
import time


def timed(fn, repeat: int) -> tuple[float, float]:
    """(median, best) wall time of `repeat` calls, in seconds."""
    runs = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        runs.append(time.perf_counter() - t0)
    return statistics.median(runs), min(runs)


def report(rows: list[tuple[str, tuple[float, float]]]) -> None:
    width = max(len(name) for name, _ in rows)
    print(f"{'what':<{width}}  median ms  best ms")
    for name, (med, best) in rows:
        print(f"{name:<{width}}  {med * 1000:9.1f}  {best * 1000:7.1f}")


def compiled(root, package: str = "gandhi_cli") -> None:
    """Write the byte code of `package` in the checkout at `root` before it is timed: with
    PYTHONDONTWRITEBYTECODE set no import writes it, and a module first imported inside the timed
    part (a card's Event, a bot) would be compiled there, in one checkout and not the other."""
    import compileall
    from pathlib import Path

    compileall.compile_dir(str(Path(root) / package), quiet=1)
