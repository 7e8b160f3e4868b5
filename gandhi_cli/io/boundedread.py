"""Reading one input file, bounded: only a regular file, and never more than a size cap.

Every file gandhi reads (a log, a scenario, a `--map` file, a file a log or a scenario names) may
be hostile (issue #15): a device such as /dev/zero never ends, a named pipe (FIFO) may block for
ever. So the path is checked with stat() before it is opened (a device is never opened), opened
non-blocking, checked again on the open descriptor (the path may have changed in between), and
read up to the cap plus one byte, whatever its size claimed. Standard input (a log piped in,
`gandhi validate -`) is read the same way: never more than the cap plus one byte.
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

from .errors import InputError, Location

READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)


def read_bytes(path: Path | str, max_bytes: int) -> bytes:
    """The bytes of the regular file at `path`; InputError for anything else or anything larger
    than `max_bytes`."""
    where = Location(str(path))
    _check_kind(_stat(path, where), where, max_bytes)
    try:
        fd = os.open(path, READ_FLAGS)
    except OSError as exc:
        raise InputError(f"cannot read file: {exc.strerror}", where) from None
    try:
        _check_kind(os.fstat(fd), where, max_bytes)
        parts: list[bytes] = []
        total = 0
        while total <= max_bytes:
            part = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not part:
                break
            parts.append(part)
            total += len(part)
    except OSError as exc:
        raise InputError(f"cannot read file: {exc.strerror}", where) from None
    finally:
        os.close(fd)
    if total > max_bytes:
        raise InputError(f"file is over the {max_bytes}-byte limit", where)
    return b"".join(parts)


STDIN_NAME = "<stdin>"  # standard input's name in messages: `<stdin>:LINE:COL: ...`


def read_stdin(max_bytes: int, name: str = STDIN_NAME) -> bytes:
    """The bytes of standard input, up to its end; InputError (located in `name`) when there is
    none (closed) or there are more than `max_bytes` (read no further)."""
    where = Location(name)
    stream = sys.stdin
    if stream is None:
        raise InputError("standard input is closed: nothing to read", where)
    source = getattr(stream, "buffer", None)
    parts: list[bytes] = []
    total = 0
    try:
        while total <= max_bytes:
            want = min(1 << 20, max_bytes + 1 - total)
            part = source.read(want) if source is not None else stream.read(want).encode("utf-8")
            if not part:
                break
            parts.append(part)
            total += len(part)
    except (OSError, ValueError) as exc:  # a closed or unreadable descriptor
        raise InputError(f"cannot read standard input: {getattr(exc, 'strerror', None) or exc}", where) from None
    if total > max_bytes:
        raise InputError(f"standard input is over the {max_bytes}-byte limit", where)
    return b"".join(parts)


def _stat(path: Path | str, where: Location) -> os.stat_result:
    try:
        return os.stat(path)
    except FileNotFoundError:
        raise InputError("no such file", where) from None
    except OSError as exc:
        raise InputError(f"cannot read file: {exc.strerror}", where) from None
    except ValueError:  # a NUL byte in the path
        raise InputError("not a usable file name", where) from None


def not_regular(path: Path | str) -> str | None:
    """What `path` is when it is not a regular file ("a directory", "a device", ...), else None
    (also None when it cannot be stat'ed: the read that follows says why)."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return None
    if stat.S_ISREG(mode):
        return None
    return "a directory" if stat.S_ISDIR(mode) else _kind(mode)


def _check_kind(st: os.stat_result, where: Location, max_bytes: int) -> None:
    mode = st.st_mode
    if stat.S_ISDIR(mode):
        raise InputError("is a directory, not a file", where)
    if not stat.S_ISREG(mode):
        raise InputError(f"is {_kind(mode)}, not a regular file: only regular files are read", where)
    if st.st_size > max_bytes:
        raise InputError(f"file is {st.st_size} bytes, over the {max_bytes}-byte limit", where)


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"
