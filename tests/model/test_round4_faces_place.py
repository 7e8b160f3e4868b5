"""Where the card faces file is looked for (README, "card faces": `cards.yaml` in your
configuration folder, `~/.config/gandhi/` on Linux), found without importing platformdirs once a
command has asked it (issue #31: that import cost every command more than the card data): the
answer is remembered in the parse cache under everything it depends on, and is platformdirs' own."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from gandhi_cli.io import cachedir
from gandhi_cli.model import faces
from tests.cli.test_command_imports import modules_loaded

REPO = Path(__file__).resolve().parents[2]
SHORT = str(REPO / "examples" / "short-game.log")


@pytest.fixture(autouse=True)
def _fresh(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("GANDHI_NO_CACHE", raising=False)
    faces._config_file.cache_clear()
    yield
    faces._config_file.cache_clear()


@pytest.mark.parametrize("xdg", [None, "", "/srv/table/config", "relative/config"])
@pytest.mark.parametrize("home", ["/home/a", "/home/b"])
def test_the_remembered_place_is_platformdirs_own(xdg, home, monkeypatch):
    """For each environment the folder is the one platformdirs gives, whether it was just asked
    or remembered from an earlier command (a changed HOME or XDG_CONFIG_HOME is a new question)."""
    monkeypatch.setenv("HOME", home)
    if xdg is None:
        monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_CONFIG_HOME", xdg)
    expected = Path(platformdirs.user_config_dir("gandhi")) / faces.FILE_NAME
    assert faces.default_path() == expected
    faces._config_file.cache_clear()  # a new process: the answer now comes from the cache
    assert faces.default_path() == expected


def test_a_tampered_answer_is_not_used(monkeypatch):
    """An entry that does not name a `gandhi` folder by an absolute path is not trusted."""
    key = faces._folder_key()
    assert key is not None
    expected = faces.default_path()
    for bad in ("relative/gandhi", "/tmp/elsewhere", 7, ["/x/gandhi"]):
        cachedir.put_parsed(key, bad)
        faces._config_file.cache_clear()
        assert faces.default_path() == expected


def test_validate_does_not_import_platformdirs_once_it_has_asked(tmp_path):
    env = {"XDG_CACHE_HOME": str(tmp_path / "cache"), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    modules = modules_loaded(["validate", SHORT], env, succeeds=True)
    assert "platformdirs" not in modules
