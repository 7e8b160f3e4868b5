"""The parse cache (cachedir.py) gives back exactly what YAML gives, and a damaged entry is
ignored rather than trusted."""

from __future__ import annotations

from gandhi_cli.io import cachedir
from gandhi_cli.io.yamlio import _parse_yaml, parse_yaml
from gandhi_cli.model.mapdata import default_map_path


def test_cached_parse_equals_yaml_and_damage_is_ignored():
    text = default_map_path().read_text(encoding="utf-8")
    first = parse_yaml(text, "map.yaml")
    assert first == _parse_yaml(text, "map.yaml")
    assert cachedir.get_parsed(text) == first  # stored
    entry = cachedir._entry(text)
    entry.write_text("{not json", encoding="utf-8")
    assert cachedir.get_parsed(text) is None
    assert parse_yaml(text, "map.yaml") == first  # parsed again and stored again
    assert cachedir.get_parsed(text) == first


def test_small_documents_are_cached_too():
    """Issue #31: a cache hit spares the command importing PyYAML at all, so even a small file
    (a scenario's few lines) is kept."""
    text = "a: 1\n"
    assert cachedir._entry(text) is not None
    assert parse_yaml(text, "small.yaml") == {"a": 1}
    assert cachedir.get_parsed(text) == {"a": 1}


def test_non_json_documents_are_not_cached():
    text = "x: " + "y" * 5000 + "\n1: int key\n"
    doc = parse_yaml(text, "t.yaml")
    assert doc[1] == "int key" and cachedir.get_parsed(text) is None
