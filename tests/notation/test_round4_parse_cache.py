"""The parse cache of a log's statements (issue #31).

README ("The parse cache"): only derived data is kept there, so deleting it at any time is safe;
a log read again is parsed only where it changed. What keeps that promise honest: a log read from
the cache is the very log the parser gives (statements, positions, errors); an edited or appended
log gives the new result; an entry damaged, edited by hand or made for another log is ignored;
a cache directory that cannot be written changes nothing but the time."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main
from gandhi_cli.io import cachedir
from gandhi_cli.notation import parse as P
from tests.cli.test_command_imports import modules_loaded

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((REPO / "examples").glob("*.log"))
SHORT = REPO / "examples" / "short-game.log"


@pytest.fixture(autouse=True)
def _own_cache(tmp_path, monkeypatch):
    """A cache directory of this test's own, and no parse remembered from earlier tests."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("GANDHI_NO_CACHE", raising=False)
    P._SEEN.clear()
    yield
    P._SEEN.clear()


def _same(a, b) -> None:
    """Two parses of a log are the same: every statement with every position (which equality
    leaves out), and the same located errors."""
    assert repr(a) == repr(b)
    assert [repr(e) for e in a.errors] == [repr(e) for e in b.errors]
    assert [str(e) for e in a.errors] == [str(e) for e in b.errors]
    assert a.source == b.source


def _parse_counted(text: str, name: str, monkeypatch) -> tuple[object, int]:
    """A cached parse of `text`, and how many statements the parser itself read."""
    calls = []
    real = P.parser()

    class Counting:
        def parse(self, chunk):
            calls.append(chunk)
            return real.parse(chunk)

    monkeypatch.setattr(P, "parser", lambda: Counting())
    P._SEEN.clear()  # as a new process would
    return P.parse(text, name, cache=True), len(calls)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_a_log_from_the_cache_is_the_log_the_parser_gives(path, monkeypatch):
    """README, the parse cache: derived data only. Every example log read from the cache (its
    first reading stored it) is statement for statement, position for position, the parser's."""
    text = path.read_text(encoding="utf-8")
    fresh = P.parse(text, str(path))
    first, parsed_first = _parse_counted(text, str(path), monkeypatch)
    again, parsed_again = _parse_counted(text, str(path), monkeypatch)
    _same(first, fresh)
    _same(again, fresh)
    assert parsed_first > 0 and parsed_again == 0  # the second reading parsed nothing


def test_an_edited_or_appended_log_gives_the_new_result(tmp_path, monkeypatch):
    """An edit is seen at once (a space name changed, same length, same statement count), an
    appended statement is parsed alone, and a line inserted above moves the positions of every
    statement after it, which the cache still gives right."""
    log = tmp_path / "game.log"
    text = SHORT.read_text(encoding="utf-8")
    name = str(log)
    _parse_counted(text, name, monkeypatch)
    assert "Bihar" in text
    edited = text.replace("Bihar", "Bombay", 1)
    got, parsed = _parse_counted(edited, name, monkeypatch)
    _same(got, P.parse(edited, name))
    assert parsed == 1 and got != P.parse(text, name)
    appended = edited + "INC rally: place 1 INC Madras\n"  # a statement the log does not hold yet
    got, parsed = _parse_counted(appended, name, monkeypatch)
    _same(got, P.parse(appended, name))
    assert parsed == 1 and got.statements[-1].faction == "INC"
    shifted = "# a comment line added at the top\n" + appended
    got, parsed = _parse_counted(shifted, name, monkeypatch)
    _same(got, P.parse(shifted, name))
    assert parsed <= 1  # the first statement holds the new comment; every other one only moved


def test_statements_with_errors_are_read_again_every_time(tmp_path, monkeypatch):
    """A syntax error is reported at its line and column on every reading: a statement with an
    error is never taken from the cache."""
    text = SHORT.read_text(encoding="utf-8") + "INC rally: place 1 INC Bihar,, Bengal\n"
    name = str(tmp_path / "broken.log")
    first, _ = _parse_counted(text, name, monkeypatch)
    again, parsed = _parse_counted(text, name, monkeypatch)
    assert first.errors and parsed == 1
    _same(again, P.parse(text, name))


def _entry(name: str) -> Path:
    path = cachedir._log_entry(name)
    assert path is not None
    return path


def test_a_damaged_or_hand_edited_entry_is_ignored(tmp_path, monkeypatch):
    """An entry whose content no longer matches its checksum (a space name changed in it) is not
    used: the log is parsed again, and right."""
    text = SHORT.read_text(encoding="utf-8")
    name = str(tmp_path / "game.log")
    _parse_counted(text, name, monkeypatch)
    entry = _entry(name)
    stored = entry.read_text(encoding="utf-8")
    assert '"Bihar"' in stored
    entry.write_text(stored.replace('"Bihar"', '"Punjab"'), encoding="utf-8")
    got, parsed = _parse_counted(text, name, monkeypatch)
    _same(got, P.parse(text, name))
    assert parsed > 0
    entry.write_text("not even json", encoding="utf-8")
    got, _ = _parse_counted(text, name, monkeypatch)
    _same(got, P.parse(text, name))


def test_a_foreign_entry_is_ignored(tmp_path, monkeypatch):
    """An entry made for another log, by another version of the parser, or one whose checksum
    is right but whose content no parse wrote, is not trusted: the log is parsed again, and right."""
    text = SHORT.read_text(encoding="utf-8")
    mine, other = str(tmp_path / "mine.log"), str(tmp_path / "other.log")
    _parse_counted(text, other, monkeypatch)
    _entry(mine).write_bytes(_entry(other).read_bytes())  # another log's entry in this one's place
    got, parsed = _parse_counted(text, mine, monkeypatch)
    _same(got, P.parse(text, mine))
    assert parsed > 0

    def rewrite(change) -> None:
        """The entry changed by `change`, under a checksum that matches it."""
        payload = json.loads(_entry(mine).read_text(encoding="utf-8").partition("\n")[2])
        change(payload)
        text = json.dumps(payload)
        _entry(mine).write_text(hashlib.sha256(text.encode()).hexdigest() + "\n" + text, encoding="utf-8")

    rewrite(lambda data: data.update(key="made by another parser"))
    got, parsed = _parse_counted(text, mine, monkeypatch)
    _same(got, P.parse(text, mine))
    assert parsed > 0
    rewrite(lambda data: data["chunks"].update({k: [["Y", 1, None]] for k in data["chunks"]}))  # shapes no parse writes
    got, parsed = _parse_counted(text, mine, monkeypatch)
    _same(got, P.parse(text, mine))
    assert parsed > 0


def test_a_cache_directory_that_cannot_be_written_is_harmless(tmp_path, monkeypatch):
    """No cache directory (its place is a file), or an entry that is not a regular file: the
    command's output and exit code are those of a run without any cache."""
    runner = CliRunner()
    monkeypatch.setenv("GANDHI_NO_CACHE", "1")
    without = runner.invoke(main, ["validate", str(SHORT)])
    monkeypatch.delenv("GANDHI_NO_CACHE")
    blocked = tmp_path / "not-a-directory"
    blocked.write_text("", encoding="utf-8")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    P._SEEN.clear()
    assert cachedir.cache_dir() is None
    got = runner.invoke(main, ["validate", str(SHORT)])
    assert (got.exit_code, got.output) == (without.exit_code, without.output)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache2"))
    _entry(str(SHORT)).mkdir(parents=True)  # the entry's place taken by a directory
    for _ in range(2):
        P._SEEN.clear()
        got = runner.invoke(main, ["validate", str(SHORT)])
        assert (got.exit_code, got.output) == (without.exit_code, without.output)


def test_a_log_read_before_loads_no_parser(tmp_path):
    """Issue #31: `gandhi validate` on a log it has read before takes every statement from the
    cache, and loads neither Lark nor the parser generated ahead."""
    env = {"XDG_CACHE_HOME": str(tmp_path / "cache"), "PATH": "/usr/bin:/bin"}
    modules = modules_loaded(["validate", str(SHORT)], env, succeeds=True)
    loaded = [m for m in modules if m == "lark" or m.startswith("lark.") or m.endswith("_standalone_parser")]
    assert not loaded, loaded
