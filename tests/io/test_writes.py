"""Every file the tool writes is precious (issue #15, the writes): `next --append`, `play -o`,
`fmt --in-place` and the cache write only regular files, safely (gandhi_cli/io/safewrite.py)."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main
from gandhi_cli.io import cachedir, safewrite
from gandhi_cli.io.errors import InputError
from gandhi_cli.io.yamlio import write_text_atomic

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def run(*args):
    result = CliRunner().invoke(main, list(args))
    assert "Traceback" not in result.output
    return result


def gandhi_command() -> list[str]:
    """The installed `gandhi` next to this Python, else the same entry point through -c."""
    script = Path(sys.executable).with_name("gandhi")
    if script.exists():
        return [str(script)]
    return [sys.executable, "-c", "import sys; from gandhi_cli.cli.gandhi import main; sys.exit(main())"]


def bots_to_act(tmp_path: Path, name: str = "game.log") -> Path:
    """An all-bot log cut where a Non-Player is to act (np-short.log, the first two cards)."""
    lines = (EXAMPLES / "np-short.log").read_text(encoding="utf-8").splitlines(keepends=True)
    cut = next(i for i, line in enumerate(lines) if line.startswith("card 3 "))
    log = tmp_path / name
    log.write_text("".join(lines[:cut - 1]), encoding="utf-8")
    return log


def test_two_appends_at_once_both_land_in_order_or_one_is_refused(tmp_path):
    """#15: two `gandhi next --append` started together (real processes, several tries): the log
    is locked from the read to the rename, so it ends as two appends one after the other would
    leave it, or (a refusal, exit 2) as one append; never one move lost under another."""
    start = bots_to_act(tmp_path, "start.log")
    ref = tmp_path / "ref.log"
    ref.write_bytes(start.read_bytes())
    one_after_another = []
    for _ in range(2):
        subprocess.run(gandhi_command() + ["next", str(ref), "--append"], check=True, capture_output=True, timeout=300)
        one_after_another.append(ref.read_text(encoding="utf-8"))
    assert one_after_another[0] != one_after_another[1] != start.read_text(encoding="utf-8")
    for attempt in range(6):
        log = tmp_path / f"race{attempt}.log"
        log.write_bytes(start.read_bytes())
        procs = [subprocess.Popen(gandhi_command() + ["next", str(log), "--append"], stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True) for _ in range(2)]
        results = [(p.wait(timeout=300), p.stderr.read()) for p in procs]
        for p in procs:
            p.stdout.close()
            p.stderr.close()
        landed = sum(code == 0 for code, _ in results)
        for code, err in results:
            assert code == 0 or (code == 2 and "being written by another gandhi command" in err), err
        assert landed >= 1
        assert log.read_text(encoding="utf-8") == one_after_another[landed - 1]
        assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_append_through_a_symlink_reaches_the_real_log_and_keeps_its_mode(tmp_path):
    """#15: a symlinked log stays a link and its target gets the move; the mode is kept (it
    used to become 0600)."""
    real = bots_to_act(tmp_path, "real.log")
    before = real.read_text(encoding="utf-8")
    os.chmod(real, 0o604)  # not what a new file would get
    link = tmp_path / "game.log"
    link.symlink_to(real.name)
    r = run("next", str(link), "--append")
    assert r.exit_code == 0, r.output
    assert link.is_symlink() and os.readlink(link) == real.name
    after = real.read_text(encoding="utf-8")
    assert after.startswith(before) and "#@np" in after[len(before):]
    assert stat.S_IMODE(real.stat().st_mode) == 0o604
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.log", "real.log"]


def test_a_new_file_gets_the_usual_mode(tmp_path):
    """#15: `play -o` creates its log as `open` would (0666 less the umask), not 0600."""
    old = os.umask(0o022)
    try:
        r = run("play", "short", "--np", "RAJ,ML,REV", "--seed", "5", "-o", str(tmp_path / "new.log"))
    finally:
        os.umask(old)
    assert r.exit_code == 0, r.output
    assert stat.S_IMODE((tmp_path / "new.log").stat().st_mode) == 0o644


def test_a_fifo_is_refused_and_left_alone(tmp_path):
    """#15: a FIFO as the log of `next --append`, `fmt --in-place` or `play -o --force` is
    refused (exit 2, a message naming it) before anything is read or written; it stays a FIFO.
    (Run as processes: the old code blocked for ever on the FIFO.)"""
    fifo = tmp_path / "game.log"
    os.mkfifo(fifo)
    for args in (["next", str(fifo), "--append"], ["fmt", "--in-place", str(fifo)],
                 ["play", "short", "-o", str(fifo), "--force"]):
        p = subprocess.run(gandhi_command() + args, capture_output=True, text=True, timeout=120)
        assert p.returncode == 2, (args, p.stderr)
        assert p.stderr == (f"gandhi: error: {fifo}: is a FIFO (named pipe), not a regular file: "
                            "refused, nothing written\n")
        assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.log"]


def test_pictures_and_pages_refuse_a_fifo_and_keep_a_symlink(tmp_path):
    """#15/#17: `board -o` and `view -o` write through the same safe writer as the logs: a FIFO
    is refused (exit 2) and left alone, a symlinked output gets the picture at its target."""
    log = str(EXAMPLES / "short-game.log")
    for command, name in (("board", "board.png"), ("view", "game.html")):
        fifo = tmp_path / name
        os.mkfifo(fifo)
        p = subprocess.run(gandhi_command() + [command, log, "-o", str(fifo), "--force"],
                           capture_output=True, text=True, timeout=120)
        assert p.returncode == 2, (command, p.stderr)
        assert "is a FIFO (named pipe), not a regular file" in p.stderr
        assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    from gandhi_cli.render import png

    suffix, magic = (".png", b"\x89PNG") if png._cairosvg() is not None else (".svg", b"<svg")  # no converter here
    real, link = tmp_path / f"real{suffix}", tmp_path / f"link{suffix}"
    real.write_text("old", encoding="utf-8")
    link.symlink_to(real)
    assert run("board", log, "-o", str(link), "--force").exit_code == 0
    assert link.is_symlink() and real.read_bytes().startswith(magic)


def test_a_device_is_refused_without_writing():
    """#15: a device is never written (as root, `play -o /dev/null --force` replaced /dev/null).
    Only checked, never written: `check_target` refuses it; `play -o` without --force says so."""
    with pytest.raises(InputError, match="is a character device, not a regular file"):
        safewrite.check_target("/dev/null")
    r = run("play", "short", "-o", "/dev/null")
    assert r.exit_code == 2 and "/dev/null: is a character device" in r.output
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_play_output_is_checked_before_the_game_is_played(tmp_path, monkeypatch):
    """#15: `play -o /missing/dir/x.log` is refused at once (it used to fail after the game)."""
    import gandhi_cli.np.driver as driver

    def no_game(*args, **kwargs):
        raise AssertionError("the game was played")

    monkeypatch.setattr(driver, "Autoplay", no_game)
    r = run("play", "short", "-o", str(tmp_path / "missing" / "x.log"))
    assert r.exit_code == 2
    assert r.output == f"gandhi: error: {tmp_path / 'missing' / 'x.log'}: no such directory: {tmp_path / 'missing'}\n"
    r = run("play", "short", "-o", str(tmp_path))
    assert r.exit_code == 2 and "is a directory" in r.output


def test_play_creates_its_output_exclusively(tmp_path, monkeypatch):
    """#15: two `play -o` runs can both pass the "exists" check; the output is created
    exclusively, so a file made while the game was played is kept and the run says so."""
    import gandhi_cli.np.driver as driver

    out = tmp_path / "game.log"
    real_until = driver.Autoplay.until_player

    def until_player(self, *args, **kwargs):
        out.write_text("the other player's game\n", encoding="utf-8")  # the other run wins the race
        yield from real_until(self, *args, **kwargs)

    monkeypatch.setattr(driver.Autoplay, "until_player", until_player)
    r = run("play", "short", "--np", "RAJ,ML,REV", "--seed", "5", "-o", str(out))
    assert r.exit_code == 2 and "created while this command ran" in r.output
    assert out.read_text(encoding="utf-8") == "the other player's game\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.log"]


def test_a_second_writer_is_refused_when_the_lock_is_held(tmp_path):
    """#15: while one command holds the log, another waits, then is refused with a message."""
    log = tmp_path / "game.log"
    log.write_text("[Scenario short]\n", encoding="utf-8")
    with safewrite.locked(log):
        with pytest.raises(InputError, match="being written by another gandhi command"):
            with safewrite.locked(log, wait=0.1):
                pass
    with safewrite.locked(log, wait=0.1):  # released
        pass


def test_a_temporary_file_left_by_a_killed_write_is_cleaned_up(tmp_path):
    """#15: a write killed at the rename (SIGKILL) leaves its temporary file; the next write to
    the same file removes it (it is ours and its process is gone); a live process's is kept."""
    log = tmp_path / "game.log"
    log.write_text("old\n", encoding="utf-8")
    code = ("import os, signal\nfrom gandhi_cli.io.yamlio import write_text_atomic\n"
            "os.replace = lambda *a: os.kill(os.getpid(), signal.SIGKILL)\n"
            f"write_text_atomic({str(log)!r}, 'new\\n')\n")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=120)
    assert p.returncode == -9
    left = [q.name for q in tmp_path.iterdir() if q.name.endswith(".tmp")]
    assert len(left) == 1 and log.read_text(encoding="utf-8") == "old\n"  # the kill left it
    # "A live process" is a child this test starts, owns and reaps (issue #35 item 24): never the
    # shell or CI runner that started the suite, should the stale-file probe send a real signal.
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        live = tmp_path / f".game.log.{child.pid}.abcdefgh.tmp"
        live.write_text("a write in progress\n", encoding="utf-8")
        write_text_atomic(log, "newer\n")  # the writer of logs and cache entries
        assert child.poll() is None  # the probe did not end it
    finally:
        child.kill()
        child.wait(timeout=60)
    assert log.read_text(encoding="utf-8") == "newer\n"
    assert sorted(q.name for q in tmp_path.iterdir()) == [live.name, "game.log"]


def test_the_stale_file_probe_sends_no_signal(tmp_path, monkeypatch):
    """Issue #35 item 24 (README, the files it writes: a killed write's temporary file is cleaned
    up): whether a temporary file's writer is alive is asked with signal 0 only, which delivers
    nothing; no other signal ever goes to a process named in a file name."""
    sent: list[tuple[int, int]] = []
    monkeypatch.setattr(os, "kill", lambda pid, sig: sent.append((pid, sig)))
    log = tmp_path / "game.log"
    log.write_text("old\n", encoding="utf-8")
    (tmp_path / ".game.log.4242.abcdefgh.tmp").write_text("x\n", encoding="utf-8")
    write_text_atomic(log, "new\n")
    assert sent == [(4242, 0)]


def test_the_cache_can_be_turned_off(tmp_path, monkeypatch):
    """#15: GANDHI_NO_CACHE=1: no cache directory is created, nothing is read from it or written."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("GANDHI_NO_CACHE", "1")
    text = "x: " + "y" * 5000 + "\n"
    cachedir.put_parsed(text, {"x": "y" * 5000})
    assert cachedir.cache_dir() is None and cachedir.get_parsed(text) is None
    assert not (tmp_path / "cache").exists()


def test_the_file_and_its_directory_are_fsynced(tmp_path, monkeypatch):
    """#15: the new text is on disk before the rename, and the rename after it."""
    synced = []
    real_fsync = os.fsync

    def fsync(fd):
        synced.append("directory" if stat.S_ISDIR(os.fstat(fd).st_mode) else os.fstat(fd).st_size)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    write_text_atomic(tmp_path / "game.log", "[Scenario short]\n")
    assert synced == [len("[Scenario short]\n"), "directory"]
