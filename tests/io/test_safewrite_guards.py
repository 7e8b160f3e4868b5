"""The guards of gandhi_cli/io/safewrite.py a mutation run found unasserted (issue #24): the lock
really makes a second writer wait (and then lock the file the first one wrote), the file's owner
is kept on a rewrite, and the probe for a stale temporary file's process sends no signal."""

from __future__ import annotations

import os
import subprocess
import threading
import time

import pytest

from gandhi_cli.io import safewrite


def test_a_second_writer_waits_for_the_first_then_sees_its_write(tmp_path):
    """#15: the lock is held from the read to the rename; a second writer waits (it is not
    refused while within its wait) and then reads what the first one wrote."""
    log = tmp_path / "game.log"
    log.write_text("old\n", encoding="utf-8")
    held = threading.Event()

    def first():
        with safewrite.locked(log):
            held.set()
            time.sleep(0.4)
            safewrite.write_text(log, "first\n")

    t = threading.Thread(target=first)
    t.start()
    assert held.wait(10)
    start = time.monotonic()
    with safewrite.locked(log, wait=20) as target:
        waited = time.monotonic() - start
        assert target.read_text(encoding="utf-8") == "first\n"
    t.join(10)
    assert waited >= 0.2  # it waited for the first writer, and was not refused


@pytest.mark.skipif(os.geteuid() != 0, reason="giving a file another owner needs root")
def test_a_rewrite_keeps_the_files_owner_and_mode(tmp_path):
    """Files are precious: a log rewritten in place keeps its owner, group and mode."""
    log = tmp_path / "game.log"
    log.write_text("old\n", encoding="utf-8")
    os.chown(log, 12345, 23456)
    os.chmod(log, 0o666)  # anyone may write it: only the owner is at stake here
    safewrite.write_text(log, "new\n")
    st = os.stat(log)
    assert (st.st_uid, st.st_gid, st.st_mode & 0o777) == (12345, 23456, 0o666)
    assert log.read_text(encoding="utf-8") == "new\n"


def test_the_stale_temporary_probe_sends_no_signal(tmp_path):
    """A temporary file named for a live process is kept, and asking whether that process lives
    (signal 0) does not disturb it; once it is gone, its file is removed."""
    log = tmp_path / "game.log"
    log.write_text("old\n", encoding="utf-8")
    child = subprocess.Popen(["sleep", "60"])
    try:
        tmp = tmp_path / f".game.log.{child.pid}.abcdefgh.tmp"
        tmp.write_text("a write in progress\n", encoding="utf-8")
        safewrite.write_text(log, "new\n")
        time.sleep(0.2)
        assert child.poll() is None  # still running: no signal reached it
        assert tmp.exists()
    finally:
        child.kill()
        child.wait(10)
    safewrite.write_text(log, "newer\n")
    assert not tmp.exists()
