"""The board picture's map layer drawn once and kept (issue #31): adjacency, Railways, Towns and
the legend depend on the map alone, so `board` and `view` keep their text in the parse cache.
README ("The parse cache"): only derived data is kept there, and an entry that is damaged or made
for another map is ignored: the picture is byte for byte the one drawn without any cache."""

from __future__ import annotations

import json

import pytest

from gandhi_cli.io import cachedir
from gandhi_cli.model import mapdata
from gandhi_cli.model.mapdata import default_map_path, load_map
from gandhi_cli.render import board_svg as B

TITLE = "Gandhi · short · a & <b>.log, at the end"


@pytest.fixture(autouse=True)
def _own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("GANDHI_NO_CACHE", raising=False)
    B._STATIC.clear()
    yield
    B._STATIC.clear()


def _uncached(board, monkeypatch) -> str:
    monkeypatch.setenv("GANDHI_NO_CACHE", "1")
    B._STATIC.clear()
    try:
        return B.to_text(B.base_layer(board, TITLE))
    finally:
        monkeypatch.delenv("GANDHI_NO_CACHE")
        B._STATIC.clear()


def test_the_kept_layer_is_the_drawn_one(monkeypatch):
    board = load_map()
    drawn = _uncached(board, monkeypatch)
    first = B.to_text(B.base_layer(board, TITLE))  # drawn and stored
    B._STATIC.clear()  # a new process: read from the cache
    again = B.to_text(B.base_layer(board, TITLE))
    assert first == drawn and again == drawn
    assert again.count('id="title"') == 1 and "a &amp; &lt;b&gt;.log" in again  # the title is this picture's


def test_an_edited_map_is_drawn_anew(tmp_path, monkeypatch):
    """A map file with a space moved is another map: its picture is drawn from it, not taken
    from the bundled map's entry."""
    text = default_map_path().read_text(encoding="utf-8")
    assert "pos: [420, 890]" in text
    edited = tmp_path / "map.yaml"
    edited.write_text(text.replace("pos: [420, 890]", "pos: [440, 870]", 1), encoding="utf-8")
    B.to_text(B.base_layer(load_map(), TITLE))  # the bundled map's layer stored
    B._STATIC.clear()
    mine = load_map(edited)
    got = B.to_text(B.base_layer(mine, TITLE))
    assert got == _uncached(mine, monkeypatch)
    assert got != B.to_text(B.base_layer(load_map(), TITLE))


def test_a_damaged_entry_is_ignored(monkeypatch):
    board = load_map()
    drawn = _uncached(board, monkeypatch)
    B.to_text(B.base_layer(board, TITLE))
    key = next(iter(B._STATIC))
    for bad in (["<script>", "x"], "text", [1, 2], ["<rect a", '<g id="legend"', "three"]):
        cachedir.put_parsed(key, bad)
        B._STATIC.clear()
        assert B.to_text(B.base_layer(board, TITLE)) == drawn
    entry = cachedir._entry(key)
    assert entry is not None
    entry.write_text("{not json", encoding="utf-8")
    B._STATIC.clear()
    assert B.to_text(B.base_layer(board, TITLE)) == drawn
    assert json.loads(entry.read_text(encoding="utf-8"))[0].startswith("<rect ")  # stored again


def test_a_map_not_read_from_a_file_is_drawn_each_time(monkeypatch):
    """A Map built in memory has no file hash: nothing is kept for it."""
    board = load_map()
    built = mapdata.Map(list(board.spaces.values()), board.adjacency, "<memory>", towns=list(board.towns.values()))
    assert built.digest is None
    assert B.to_text(B.base_layer(built, TITLE)) == _uncached(board, monkeypatch)
    assert not B._STATIC
