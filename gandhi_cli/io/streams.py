"""Standard output and standard error that write everything or fail (issue #35, item 16).

With `PYTHONUNBUFFERED=1` (or `python -u`), common in containers and CI, Python's `sys.stdout`
is a text layer straight over the raw file: when the reader of a pipe goes away in the middle of
a large write, the write(2) that was cut short returns a partial count, the text layer drops the
rest silently, and the command ends with exit 0 and a cut output (`gandhi fmt BIG.log | head -1`).
`full_writes` puts a buffered writer between them, whose writes go on to the end or raise, so a
reader that leaves is seen (EPIPE: `BrokenPipeError`) and the command exits 141, as the README
promises, whatever the environment.
"""

from __future__ import annotations

import io
import sys


def full_writes() -> None:
    """Re-wrap `sys.stdout` over a buffered writer when it sits on a raw, unbuffered file
    (PYTHONUNBUFFERED), as Python's own stdout does without it; otherwise leave it alone (a
    test's captured stream, the usual buffered one). Standard error carries short messages and
    stays as it is."""
    stream = sys.stdout
    raw = getattr(stream, "buffer", None)
    if isinstance(stream, io.TextIOWrapper) and isinstance(raw, io.RawIOBase):
        sys.stdout = io.TextIOWrapper(io.BufferedWriter(raw), encoding=stream.encoding, errors=stream.errors,
                                      line_buffering=stream.line_buffering)
