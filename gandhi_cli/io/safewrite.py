"""Writing the user's files safely: the logs (`next --append`, `play -o`, `fmt --in-place`), the
pictures and pages (`board -o`, `view -o`) and the cache entries. Linux/POSIX only (fcntl).

- `check_target`: only a regular file is ever written. A symlink is followed to its target (the
  real log gets the move, the link stays a link); a directory, FIFO, device or socket is refused
  (exit 2), and so is a target whose directory does not exist or is on a read-only file system,
  a file with no write permission (0444: refused even for root, as the mode says "do not
  write"), and a file of another user that we could not give back to them (the rename would
  change its owner), before any work is done.
- `locked`: an advisory lock (flock) on the file, held from the read to the rename, so two
  commands appending to one log both land in order, or the second is refused with a message.
- `append_line`: one complete line added at the end in one `write` (O_APPEND), then fsynced: a
  results file grows a line at a time (`gandhi simulate`), a reader never sees a line twice;
  `cut_to` drops a torn last line (a writer killed in its `write`) in one `truncate`.
- `write_text`: a temporary file in the target's directory, fsynced, given the target's mode,
  renamed over it (or linked, for an exclusive creation), then the directory fsynced. The
  temporary file never stays behind: removed on any error or SIGTERM, and stale ones left by a
  killed process of ours (SIGKILL at the rename) are removed by the next write. A failed write
  (a full disk: ENOSPC, EFBIG under `ulimit -f`, EDQUOT; EROFS; EIO) is an `InputError` (exit 2)
  naming the file and the cause; the target is untouched. SIGTERM once the rename has begun
  is held: the file is written, and `TerminatedAfterWrite` says so.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import re
import signal
import stat
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from .errors import InputError, Location

LOCK_WAIT_SECONDS = 10.0  # how long a second writer waits for the first before it is refused
_KINDS = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


def check_target(path: Path | str, *, overwrite: bool = True) -> Path:
    """The regular file that writing `path` would replace (a symlink followed to its target).
    Refused with an `InputError` (exit 2): a target that exists but is not a regular file, a
    directory that does not exist, and, unless `overwrite`, a target that exists."""
    given = str(path)
    where = Location(given)
    target = Path(os.path.realpath(given))
    try:  # the given path, links followed the kernel's way: `/dev/stdout` to a pipe is a FIFO here
        st = os.stat(given)
    except FileNotFoundError:
        st = None
    except OSError as exc:
        raise InputError(f"cannot write here: {exc.strerror}", where) from None
    if st is not None:
        for test, kind in _KINDS:
            if test(st.st_mode):
                hint = "; leave out the option to print to standard output" if given.startswith("/dev/") else ""
                raise InputError(f"is {kind}, not a regular file: refused, nothing written{hint}", where)
        if not os.path.lexists(target):  # e.g. /proc/self/fd/N of a deleted file: no name to rename over
            raise InputError("is not a file with a name in a directory: refused, nothing written", where)
        if not stat.S_ISREG(st.st_mode):
            raise InputError("is not a regular file: refused, nothing written", where)
        if not overwrite:
            raise InputError("exists: choose another file or add --force", where)
    parent = target.parent
    if not parent.is_dir():
        raise InputError(f"no such directory: {parent}", where)
    if _read_only_fs(parent):
        raise InputError(f"cannot write in the directory {parent}: read-only file system; nothing written", where)
    if st is not None:
        _check_writable(st, target, where)
    if not os.access(parent, os.W_OK | os.X_OK):
        raise InputError(f"cannot write in the directory {parent}: permission denied", where)
    return target


def _read_only_fs(directory: Path) -> bool:
    try:
        return bool(os.statvfs(directory).f_flag & os.ST_RDONLY)
    except OSError:
        return False


def _check_writable(st: os.stat_result, target: Path, where: Location) -> None:
    """Refuse to replace a file the user could not write in place: no write bit for the user
    (root included: a 0444 log says "do not write"), or no write access (os.access), or a file of
    another user that the rename would make ours (only root can give it back: fchown)."""
    euid = os.geteuid()
    mode = stat.S_IMODE(st.st_mode)
    if mode & 0o222 == 0:
        raise InputError(f"is read-only (mode {mode:04o}): refused, nothing written; "
                         "make it writable (chmod u+w) if you mean to change it", where)
    if euid != 0 and st.st_uid != euid:
        raise InputError(f"belongs to another user (uid {st.st_uid}): rewriting it would make it yours; "
                         "refused, nothing written", where)
    if euid != 0 and not os.access(target, os.W_OK):
        raise InputError(f"is not writable by you (mode {mode:04o}): refused, nothing written", where)


_WRITE_FAULTS = {errno.ENOSPC: "no space left on device", errno.EFBIG: "file too large (a size limit, "
                 "e.g. ulimit -f)", errno.EDQUOT: "disk quota exceeded", errno.EROFS: "read-only file system",
                 errno.EIO: "input/output error", errno.EACCES: "permission denied",
                 errno.EPERM: "operation not permitted"}


def write_fault(exc: OSError, where: Location, outcome: str = "nothing written, the file is as it was") -> InputError:
    """The `InputError` for an OSError while writing `where`: the cause in words, and what the
    file holds now (`outcome`: by default, that it was left as it was)."""
    cause = _WRITE_FAULTS.get(exc.errno or 0) or (exc.strerror or str(exc)).lower()
    return InputError(f"cannot write: {cause}; {outcome}", where)


@contextlib.contextmanager
def locked(path: Path | str, wait: float = LOCK_WAIT_SECONDS) -> Iterator[Path]:
    """Hold an exclusive advisory lock on the log at `path` (checked by `check_target` first)
    from the read to the rename. A second writer waits up to `wait` seconds, then is refused
    with an `InputError`. The lock is on the file itself: after a rename replaced it, the waiter
    locks the new file (so no lock file is left around)."""
    target = check_target(path)
    deadline = time.monotonic() + wait
    while True:
        try:
            fd = os.open(target, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW | os.O_CLOEXEC)
        except FileNotFoundError:  # a new file: nothing to race for but its creation
            yield target
            return
        except OSError as exc:
            raise InputError(f"cannot open to lock it: {exc.strerror}", Location(str(path))) from None
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):  # replaced by something else since the check
                raise InputError("is not a regular file: refused, nothing written", Location(str(path)))
            if _try_lock(fd, deadline):
                try:
                    now = os.stat(target)
                except FileNotFoundError:
                    now = None
                here = os.fstat(fd)
                if now is not None and (now.st_ino, now.st_dev) == (here.st_ino, here.st_dev):
                    yield target
                    return
                continue  # the file was replaced while we waited: lock the new one
            raise InputError(f"is being written by another gandhi command (waited {wait:g} s): "
                             "nothing written, try again", Location(str(path)))
        finally:
            os.close(fd)  # releases the lock


def _try_lock(fd: int, deadline: float) -> bool:
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except OSError as exc:
            if exc.errno not in (errno.EAGAIN, errno.EACCES):
                raise
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.02)


def write_text(path: Path | str, text: str, *, exclusive: bool = False) -> None:
    """`write_bytes` of `text` in UTF-8."""
    write_bytes(path, text.encode("utf-8"), exclusive=exclusive)


def write_bytes(path: Path | str, data: bytes, *, exclusive: bool = False) -> None:
    """Replace the regular file at `path` (through a symlink: its target) with `data`, atomically:
    readers see the old file or the new one, never half of it. The file keeps its mode (and its
    owner, when we may set it); a new file gets the mode `open` would give it (0666 less the
    umask). With `exclusive`, the file must not exist (it is created by a link, which fails if
    another process created it since the caller's `check_target(path, overwrite=False)`).
    Refusals are `InputError`s (exit 2)."""
    target = check_target(path)
    where = Location(str(path))
    try:
        old = os.stat(target)
    except FileNotFoundError:
        old = None
    _remove_stale_temporaries(target)
    held = _Held()
    try:
        with _temporary(target, held) as (fd, tmp):
            _fill(fd, data)
            if old is not None:
                os.fchmod(fd, stat.S_IMODE(old.st_mode))
                if old.st_uid != os.geteuid():
                    os.fchown(fd, old.st_uid, old.st_gid)  # never change a file's owner (else: refused)
                elif old.st_gid != os.getegid():
                    with contextlib.suppress(OSError):
                        os.fchown(fd, -1, old.st_gid)
            else:
                os.fchmod(fd, 0o666 & ~_umask())
            if exclusive:
                held.committing = True  # from here a SIGTERM waits: the link is the write
                try:
                    os.link(tmp, target)
                except FileExistsError:
                    raise InputError("exists: it was created while this command ran; nothing written, "
                                     "choose another file or add --force", where) from None
                held.done = True
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
            else:
                held.committing = True  # from here a SIGTERM waits: the rename is the write
                os.replace(tmp, target)
                held.done = True
    except OSError as exc:
        if held.done:  # the rename happened; what failed was the cleanup
            pass
        else:
            raise write_fault(exc, where) from None
    _fsync_dir(target.parent)
    if held.pending:
        raise TerminatedAfterWrite(str(path))


def append_line(path: Path | str, line: str) -> None:
    """Add `line` (one line, its newline added here) at the end of the regular file at `path`
    (created if missing), in a single `write` with O_APPEND, then fsync: the line is there whole or
    not at all, unless the process dies inside the `write` (then `cut_to` repairs the tail).
    Refusals are `InputError`s (exit 2). A write or fsync that fails (a full disk, a size limit:
    part of the line may be in the file, issue #35 item 17) cuts the file back to its size before
    the write, so "the file is as it was" is true; if even that fails, the message says the file
    may end with part of the line. The caller holds the file's lock (`locked`): no other writer
    appends meanwhile."""
    if "\n" in line:
        raise ValueError("append_line takes one line")
    target = check_target(path)
    where = Location(str(path))
    try:
        fd = os.open(target, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW, 0o666)
    except OSError as exc:
        raise write_fault(exc, where) from None
    before: int | None = None
    try:
        before = os.fstat(fd).st_size
        _fill(fd, (line + "\n").encode("utf-8"))
    except OSError as exc:
        raise write_fault(exc, where, _cut_back(fd, before)) from None
    finally:
        os.close(fd)


def _cut_back(fd: int, size: int | None) -> str:
    """After a failed append: the file cut back to `size`, and what it holds now, in words."""
    if size is None:  # it failed before anything was written
        return "nothing written, the file is as it was"
    try:
        if os.fstat(fd).st_size != size:
            os.ftruncate(fd, size)
            os.fsync(fd)
    except OSError:
        return "the file may end with part of this line (the next run drops it)"
    return "nothing written, the file is as it was"


def cut_to(path: Path | str, size: int) -> None:
    """Shorten the regular file at `path` to `size` bytes in one `truncate` (a torn last line
    dropped); a file already that short is left alone."""
    target = check_target(path)
    try:
        if os.stat(target).st_size > size:
            os.truncate(target, size)
    except OSError as exc:
        raise write_fault(exc, Location(str(path))) from None


def _fill(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        n = os.write(fd, view)
        view = view[n:]
    os.fsync(fd)


class _Held:
    """The state of one write, for the SIGTERM handler: `committing` once the rename is under
    way (a SIGTERM then is held in `pending`), `done` once it returned."""

    def __init__(self) -> None:
        self.committing = False
        self.done = False
        self.pending = False


@contextlib.contextmanager
def _temporary(target: Path, held: _Held) -> Iterator[tuple[int, str]]:
    """A temporary file next to `target`, named `.NAME.PID.XXXX.tmp` (so a stale one can be told
    from a live one), removed on any error; SIGTERM before the rename becomes an error, so it is
    removed then too; SIGTERM after the rename began is held in `held.pending`."""
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.{os.getpid()}.", suffix=".tmp", dir=str(target.parent))
    with _sigterm_raises(held):
        try:
            yield fd, tmp
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        finally:
            os.close(fd)


class Terminated(KeyboardInterrupt):
    """SIGTERM arrived while a file was being written (reported like an interrupt)."""


class TerminatedAfterWrite(KeyboardInterrupt):
    """SIGTERM arrived once the rename had begun: the file *was* written. The CLI says so and
    exits 0 (the command's write is done; a wrapper must not write it again)."""

    def __init__(self, path: str):
        super().__init__(path)
        self.path = path


@contextlib.contextmanager
def _sigterm_raises(held: _Held) -> Iterator[None]:
    def handler(signum, frame):
        if held.committing:
            held.pending = True
            return
        raise Terminated(signum)

    try:
        previous = signal.signal(signal.SIGTERM, handler)
    except ValueError:  # not the main thread: leave signals alone
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _remove_stale_temporaries(target: Path) -> None:
    """Remove `.NAME.PID.XXXX.tmp` files next to `target` that are ours (same user) and whose
    process is gone: a write killed at the rename (SIGKILL cannot be caught)."""
    pattern = re.compile(rf"\.{re.escape(target.name)}\.(\d+)\.[^.]+\.tmp")
    try:
        names = os.listdir(target.parent)
    except OSError:
        return
    for name in names:
        m = pattern.fullmatch(name)
        if not m:
            continue
        pid = int(m.group(1))
        stale = target.parent / name
        try:
            st = os.lstat(stale)
        except OSError:
            continue
        if not stat.S_ISREG(st.st_mode) or st.st_uid != os.geteuid() or pid == os.getpid() or _alive(pid):
            continue
        with contextlib.suppress(OSError):
            os.unlink(stale)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _fsync_dir(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


__all__ = ["check_target", "locked", "write_text", "append_line", "cut_to", "write_fault", "TerminatedAfterWrite",
           "LOCK_WAIT_SECONDS"]
