"""Issue #24, the files: a full disk, a read-only log, another user's log, a pipe as the output,
SIGTERM at the rename. Each write fault is one located message and exit 2 with the user's file
as it was (gandhi_cli/io/safewrite.py)."""

from __future__ import annotations

import errno
import os
import shlex
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from gandhi_cli.io import safewrite
from tests.io.test_writes import EXAMPLES, bots_to_act, gandhi_command, run

ROOT = os.geteuid() == 0


def not_canonical(tmp_path: Path) -> Path:
    """A log `fmt --in-place` would rewrite: a keyword in capitals (fmt writes it in lower case)."""
    log = bots_to_act(tmp_path)
    text = log.read_text(encoding="utf-8")
    i = text.index("\ncard ")
    log.write_text(text[:i] + "\nCARD " + text[i + len("\ncard "):], encoding="utf-8")
    return log


def commands(tmp_path: Path) -> list[tuple[list[str], Path]]:
    """Each writing command with the file it writes (an existing log, or a new output)."""
    return [(["next", str(bots_to_act(tmp_path, "append.log")), "--append"], tmp_path / "append.log"),
            (["fmt", "--in-place", str(not_canonical(tmp_path))], tmp_path / "game.log"),
            (["play", "short", "--np", "RAJ,ML,REV", "--seed", "5", "-o", str(tmp_path / "new.log")],
             tmp_path / "new.log"),
            (["view", str(EXAMPLES / "short-game.log"), "-o", str(tmp_path / "page.html")], tmp_path / "page.html")]


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.mark.parametrize("code,words", [(errno.ENOSPC, "no space left on device"),
                                        (errno.EFBIG, "file too large (a size limit, e.g. ulimit -f)"),
                                        (errno.EDQUOT, "disk quota exceeded")])
def test_a_full_disk_is_one_located_message_and_exit_2(tmp_path, monkeypatch, code, words):
    """#24: ENOSPC/EFBIG while `next --append`, `fmt --in-place`, `play -o`, `view -o` write (it
    was exit 3): exit 2, "FILE: cannot write: ...", the file as it was, no temporary file left."""
    cases = commands(tmp_path)
    before = snapshot(tmp_path)

    def full(fd, data):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(safewrite.os, "write", full)
    for args, target in cases:
        r = run(*args)
        assert r.exit_code == 2, (args, r.output)
        assert r.output.strip().splitlines()[-1] == (f"gandhi: error: {target}: cannot write: {words}; "
                                                     "nothing written, the file is as it was"), args
        assert snapshot(tmp_path) == before, args


def test_a_failed_fsync_is_a_write_fault_too(tmp_path, monkeypatch):
    """#24: the disk fills at the fsync (delayed allocation): same message, the log intact."""
    args, target = commands(tmp_path)[0]
    before = snapshot(tmp_path)

    def fsync(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(safewrite.os, "fsync", fsync)
    r = run(*args)
    assert r.exit_code == 2 and "cannot write: no space left on device" in r.output
    assert snapshot(tmp_path) == before


def test_a_real_size_limit_ulimit_f(tmp_path):
    """#24: under `ulimit -f` the kernel refuses the write with EFBIG (Python ignores SIGXFSZ):
    a real process, `fmt --in-place` and `play -o`: exit 2, the log as it was."""
    log = tmp_path / "game.log"
    log.write_text((EXAMPLES / "np-short.log").read_text(encoding="utf-8").replace("\ncard ", "\nCARD "),
                   encoding="utf-8")
    before = log.read_bytes()
    assert len(before) > 4096
    limit = "ulimit -f 2; "  # 2 KiB
    for args in (["fmt", "--in-place", str(log)], ["play", "short", "--seed", "5", "-o", str(tmp_path / "x.log")]):
        cmd = limit + shlex.join(gandhi_command() + args)
        p = subprocess.run(["bash", "-c", cmd], capture_output=True, text=True, timeout=600)
        assert p.returncode == 2, (args, p.stderr)
        assert "cannot write: file too large" in p.stderr and p.stderr.count("\n") == 1
        assert log.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.log"]


def test_a_read_only_log_is_not_rewritten(tmp_path):
    """#24: a 0444 log (even as root) is refused by `next --append` and `fmt --in-place`: exit 2,
    the reason said, the file and its mode as they were (it was rewritten, exit 0)."""
    for args, target in commands(tmp_path)[:2]:
        os.chmod(target, 0o444)
        before = target.read_bytes()
        r = run(*args)
        assert r.exit_code == 2, (args, r.output)
        assert r.output == (f"gandhi: error: {target}: is read-only (mode 0444): refused, nothing written; "
                            "make it writable (chmod u+w) if you mean to change it\n")
        assert target.read_bytes() == before and stat.S_IMODE(target.stat().st_mode) == 0o444


@pytest.mark.skipif(not ROOT, reason="needs root to make a file of another user")
def test_another_users_log_is_refused_and_keeps_its_owner():
    """#24: in a folder anyone may write, user 65534 runs `fmt --in-place` on a log of user 4242
    (mode 0666): refused, exit 2, the owner unchanged (it was replaced and became 65534's)."""
    import shutil
    import tempfile

    tmp_path = Path(tempfile.mkdtemp(prefix="gandhi-shared-", dir="/tmp"))  # pytest's folders are 0700
    tmp_path.chmod(0o777)
    try:
        _another_users_log(tmp_path)
    finally:
        shutil.rmtree(tmp_path)


def _another_users_log(tmp_path: Path) -> None:
    log = not_canonical(tmp_path)
    log.chmod(0o666)
    os.chown(log, 4242, 4242)
    before = log.read_bytes()
    code = ("import sys; from gandhi_cli.cli.gandhi import main; import gandhi_cli.cli.logs as l; "
            "import gandhi_cli.notation.fmt, gandhi_cli.notation.parse, gandhi_cli.io.yamlio, gandhi_cli.io.safewrite; "
            "import gandhi_cli.model.mapdata as m; m.load_map(None); import os; os.setgid(65534); os.setuid(65534); "
            "sys.argv[0] = 'gandhi'; main()")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    p = subprocess.run([sys.executable, "-c", code, "fmt", "--in-place", str(log)], capture_output=True,
                       text=True, timeout=300, env=env, cwd="/")
    assert p.returncode == 2, p.stderr
    assert p.stderr == (f"gandhi: error: {log}: belongs to another user (uid 4242): rewriting it would make it "
                        "yours; refused, nothing written\n")
    st = log.stat()
    assert (st.st_uid, st.st_gid) == (4242, 4242) and log.read_bytes() == before


@pytest.mark.skipif(not ROOT, reason="needs root to make a file of another user")
def test_root_rewrites_another_users_log_and_keeps_its_owner(tmp_path):
    """#24: root may write any writable log; the rewritten log keeps its owner and group."""
    log = not_canonical(tmp_path)
    os.chown(log, 4242, 4243)
    r = run("fmt", "--in-place", str(log))
    assert r.exit_code == 0, r.output
    st = log.stat()
    assert (st.st_uid, st.st_gid) == (4242, 4243) and "CARD" not in log.read_text(encoding="utf-8")


def test_play_to_a_pipe_is_refused_before_the_game(tmp_path):
    """#24: `play -o /dev/stdout | cat` played a whole game, then exited 3 (/dev/stdout resolves to
    a pipe under /proc). Decision: refused at once, exit 2; the log is printed without -o."""
    p = subprocess.run(gandhi_command() + ["play", "short", "--seed", "1", "-o", "/dev/stdout"],
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 2, p.stderr
    assert p.stdout == ""
    assert p.stderr == ("gandhi: error: /dev/stdout: is a FIFO (named pipe), not a regular file: refused, nothing "
                        "written; leave out the option to print to standard output\n")


def test_sigterm_once_the_rename_began_says_the_move_was_written(tmp_path, monkeypatch):
    """#24: SIGTERM at the rename was reported as "interrupted" (exit 130) though the move was
    appended, so a wrapper retried and appended it twice. Now: exit 0, and it says it was written."""
    log = bots_to_act(tmp_path)
    before = log.read_text(encoding="utf-8")
    real_replace = os.replace

    def replace(src, dst):
        real_replace(src, dst)
        if Path(dst) == log:  # the log's rename (not the parse cache's, written first on a cold cache)
            os.kill(os.getpid(), signal.SIGTERM)

    monkeypatch.setattr(safewrite.os, "replace", replace)
    r = run("next", str(log), "--append")
    assert r.exit_code == 0, r.output
    assert f"gandhi: terminated, but only after {log} was written in full: do not write it again" in r.output
    after = log.read_text(encoding="utf-8")
    assert after.startswith(before) and "#@np" in after[len(before):]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.log"]


def test_sigterm_before_the_rename_is_still_an_interrupt(tmp_path, monkeypatch):
    """#15/#24: SIGTERM while the temporary file is written: exit 130, the log as it was."""
    log = bots_to_act(tmp_path)
    before = log.read_bytes()
    run("validate", str(log))  # the parse cache written now: the SIGTERM below hits the log's own write

    def fsync(fd):
        os.kill(os.getpid(), signal.SIGTERM)

    monkeypatch.setattr(safewrite.os, "fsync", fsync)
    r = run("next", str(log), "--append")
    assert r.exit_code == 130 and "gandhi: interrupted" in r.output
    assert log.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["game.log"]


def test_a_read_only_file_system_is_named(tmp_path, monkeypatch):
    """#24: a read-only mount was reported as "permission denied": say "read-only file system"."""
    log = bots_to_act(tmp_path)
    real = os.statvfs

    class ReadOnly:
        def __init__(self, st):
            self.st = st
            self.f_flag = st.f_flag | os.ST_RDONLY

    monkeypatch.setattr(safewrite.os, "statvfs", lambda p: ReadOnly(real(p)))
    r = run("next", str(log), "--append")
    assert r.exit_code == 2
    assert r.output == (f"gandhi: error: {log}: cannot write in the directory {tmp_path}: read-only file system; "
                        "nothing written\n")


def test_help_into_a_closed_pipe_exits_141():
    """#24: `gandhi --help | true` exited 1 (a subcommand's help 141): 141 for both, stderr quiet."""
    for args in (["--help"], ["validate", "--help"]):
        p = subprocess.Popen(gandhi_command() + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert p.stdout is not None and p.stderr is not None
        p.stdout.close()  # the reader has gone before gandhi writes
        err = p.stderr.read()
        assert p.wait(timeout=60) == 141, (args, err)
        assert err == b""
