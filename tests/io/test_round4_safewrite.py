"""Issue #35 item 23, the files (gandhi_cli/io/safewrite.py): refusals and promises no test
pinned before, each shown by a mutant that survived. The promises are the README's "files are
precious" ones and safewrite's own contract: a refusal is one located message, exit 2, nothing
written; a rewrite keeps the file's owner, group and mode; a new file gets 0666 less the umask;
SIGTERM once the write is committed lets it finish and says so; a stale temporary file of a live
process is kept."""

from __future__ import annotations

import errno
import os
import shutil
import signal
import subprocess
import tempfile
from pathlib import Path

import pytest

from gandhi_cli.io import safewrite
from gandhi_cli.io.errors import InputError
from tests.io.test_writes import run

ROOT = os.geteuid() == 0


def test_a_path_through_a_file_is_refused_as_not_a_directory(tmp_path):
    """A "folder" that is a regular file: `play -o notes.txt/game.log` is one located message,
    exit 2, the file left alone (the kernel's answer, "Not a directory", named)."""
    notes = tmp_path / "notes.txt"
    notes.write_text("mine\n", encoding="utf-8")
    out = notes / "game.log"
    with pytest.raises(InputError) as exc:
        safewrite.check_target(out)
    assert str(exc.value).endswith("cannot write here: Not a directory") and str(out) in str(exc.value)
    r = run("play", "short", "--np", "RAJ,ML,REV", "--seed", "5", "-o", str(out))
    assert r.exit_code == 2
    assert r.output == f"gandhi: error: {out}: cannot write here: Not a directory\n"
    assert notes.read_text(encoding="utf-8") == "mine\n"


def test_a_directory_the_user_may_not_write_in_is_refused(tmp_path, monkeypatch):
    """A folder without write and search permission for the user (as a non-root user sees a 0555
    folder; root is never refused by the kernel, so the kernel's answer is stood in for): refused
    before anything is written, with the folder named."""
    folder = tmp_path / "shared"
    folder.mkdir()
    real = os.access

    def access(path, mode, *args, **kwargs):
        if Path(path) == folder and mode & (os.W_OK | os.X_OK) == (os.W_OK | os.X_OK):
            return False  # write and search are not both allowed
        if Path(path) == folder:
            return True  # either alone is
        return real(path, mode, *args, **kwargs)

    monkeypatch.setattr(safewrite.os, "access", access)
    with pytest.raises(InputError) as exc:
        safewrite.check_target(folder / "game.log")
    assert str(exc.value).endswith(f"cannot write in the directory {folder}: permission denied")
    assert list(folder.iterdir()) == []


@pytest.mark.skipif(not ROOT, reason="giving a file another group needs root")
def test_a_rewrite_keeps_the_group_of_a_file_we_own(tmp_path):
    """Files are precious: a log we own but whose group is another (a shared group of players)
    keeps that group when rewritten in place, and its mode."""
    log = tmp_path / "game.log"
    log.write_text("old\n", encoding="utf-8")
    os.chown(log, os.geteuid(), 23456)
    os.chmod(log, 0o664)
    safewrite.write_text(log, "new\n")
    st = os.stat(log)
    assert (st.st_uid, st.st_gid, st.st_mode & 0o777) == (os.geteuid(), 23456, 0o664)
    assert log.read_text(encoding="utf-8") == "new\n"


def test_sigterm_during_play_outputs_link_lets_the_write_finish_and_says_so(tmp_path, monkeypatch):
    """`play -o` creates its log exclusively, by a link: once the link is under way the file is
    being written, so SIGTERM then is held until it is done, the command exits 0 and says the
    file was written in full (a wrapper must not write it again); the log is the whole game."""
    whole = tmp_path / "whole.log"
    r = run("play", "short", "--np", "RAJ,ML,REV", "--seed", "5", "-o", str(whole))
    assert r.exit_code == 0, r.output
    out = tmp_path / "game.log"
    real_link = os.link

    def link(src, dst, *args, **kwargs):
        os.kill(os.getpid(), signal.SIGTERM)
        return real_link(src, dst, *args, **kwargs)

    monkeypatch.setattr(safewrite.os, "link", link)
    r = run("play", "short", "--np", "RAJ,ML,REV", "--seed", "5", "-o", str(out))
    assert r.exit_code == 0, r.output
    assert f"gandhi: terminated, but only after {out} was written in full: do not write it again" in r.output
    assert out.read_bytes() == whole.read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.log", "whole.log"]


@pytest.mark.parametrize("mask, mode", [(0o022, 0o644), (0o002, 0o664), (0o077, 0o600)])
def test_a_file_append_line_creates_gets_0666_less_the_umask(tmp_path, mask, mode):
    """A new file gets the mode `open` would give it: 0666 less the umask (as `write_bytes`)."""
    path = tmp_path / "results.jsonl"
    old = os.umask(mask)
    try:
        safewrite.append_line(path, '{"game": 1}')
    finally:
        os.umask(old)
    assert os.stat(path).st_mode & 0o777 == mode
    assert path.read_text(encoding="utf-8") == '{"game": 1}\n'


def test_an_append_line_write_fault_is_one_located_message(tmp_path, monkeypatch):
    """A full disk while a line is appended: an `InputError` (exit 2) naming the file and the
    cause, never a raw OSError."""
    path = tmp_path / "results.jsonl"
    path.write_text('{"game": 1}\n', encoding="utf-8")

    def full(fd, data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(safewrite.os, "write", full)
    with pytest.raises(InputError) as exc:
        safewrite.append_line(path, '{"game": 2}')
    assert exc.value.location.path == str(path)
    assert str(exc.value).endswith("cannot write: no space left on device; nothing written, the file is as it was")
    assert path.read_text(encoding="utf-8") == '{"game": 1}\n'


NOBODY = 65534


@pytest.mark.skipif(not ROOT, reason="a process of another user is made by dropping root")
def test_a_temporary_file_of_another_users_live_process_is_kept():
    """A temporary file named for a process that lives is a write in progress, even when that
    process belongs to another user (we may not signal it: the probe is refused with EPERM, which
    says it exists). Seen as a non-root user (nobody, in a child that drops root), a file named
    for a root process that the test started and owns is kept."""
    owner = subprocess.Popen(["sleep", "60"])  # root's, ours to end
    folder = Path(tempfile.mkdtemp(prefix="gandhi-round4-"))
    try:
        os.chmod(folder, 0o777)
        log = folder / "game.log"
        live = folder / f".game.log.{owner.pid}.abcdefgh.tmp"
        for p in (log, live):
            p.write_text("x\n", encoding="utf-8")
            os.chown(p, NOBODY, NOBODY)
        pid = os.fork()
        if pid == 0:  # the child: nobody, a write to the log
            code = 3
            try:
                os.setgid(NOBODY)
                os.setuid(NOBODY)
                safewrite.write_text(log, "new\n")
                code = 0 if live.exists() else 1
            finally:
                os._exit(code)
        _, status = os.waitpid(pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0  # 1: the live process's file was removed
        assert owner.poll() is None  # and the probe did not disturb it
        assert log.read_text(encoding="utf-8") == "new\n"
    finally:
        owner.kill()
        owner.wait(10)
        shutil.rmtree(folder, ignore_errors=True)
