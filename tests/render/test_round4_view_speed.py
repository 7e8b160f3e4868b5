"""`gandhi view` at its cost (issue #31: view at most 2x the import floor) with the same page:
the page is written without Jinja2 (the template's few places filled and escaped in
`render.view`), and the timeline builds a space's `state_dict` entry again only when the space
changed. What these keep: no Jinja2 loaded, every state of the timeline the one `state_dict`
gives, and every text of a log, a finding or a file name shown as text in every place of the
page (README: "Files read are hostile")."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main
from tests.cli.test_command_imports import modules_loaded

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((REPO / "examples").glob("*.log"))


def test_view_loads_no_jinja2(tmp_path):
    """Issue #31: a command imports only what it uses; the `view` page is filled by
    `render.view` itself, so `gandhi view` loads no Jinja2 (nor MarkupSafe)."""
    env = {"XDG_CACHE_HOME": str(tmp_path / "cache"), "PATH": "/usr/bin:/bin", "GANDHI_NO_CACHE": ""}
    loaded = modules_loaded(["view", str(REPO / "examples" / "short-game.log"), "-o", str(tmp_path / "v.html"),
                             "--force"], env, succeeds=True)
    assert "gandhi_cli.render.view" in loaded  # the probe saw the command run
    assert not {m for m in loaded if m.split(".")[0] in ("jinja2", "markupsafe")}


@pytest.mark.parametrize("log", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_every_timeline_state_is_the_state_dict_after_its_statement(log):
    """The timeline's state after the i-th statement is `state_dict` of the game after it (what
    `gandhi state --at LINE --json` prints), the final round's end applied after the last
    statement (6.3.5), though it builds a space's entry again only when the space changed."""
    from gandhi_cli.core.game import Game
    from gandhi_cli.model.mapdata import load_map
    from gandhi_cli.notation.parse import parse_file, resolve_spaces
    from gandhi_cli.render.tables import state_dict
    from gandhi_cli.render.timeline import timeline

    parsed = parse_file(log)
    resolve_spaces(parsed, load_map())
    tl = timeline(parsed)
    game = Game(parsed)
    expected = [state_dict(game.state)]
    if not parsed.statements:
        game.end(0)
        expected[0] = state_dict(game.state)
    for r in game.replay():
        if r.refused or r.last:
            game.end(r.cards)
        expected.append(state_dict(game.state))
    assert len(tl.snapshots) == len(expected)
    for i, (got, want) in enumerate(zip(tl.snapshots, expected, strict=True)):
        assert got == want, (log.name, i)


HOSTILE = "<hostile id=x>&amp;'\"</hostile>"


def test_hostile_text_is_shown_as_text_in_every_place_of_the_page(tmp_path):
    """Files read are hostile (README): markup in the log's file name, its comments, a `#@np`
    line and the chart path written before it is written escaped, never as markup; the page's
    data is JSON no string of which closes its `<script>` element."""
    lines = (REPO / "examples" / "np-solitaire.log").read_text().splitlines()
    at = lines.index("#@np REV arjuna V,W,U,UU rolls 6 3")
    lines[at] = f"#@np REV{HOSTILE}"
    lines[at:at] = [f"# 8.2.1 {HOSTILE}"]
    lines.insert(3, f"# {HOSTILE}")
    log = tmp_path / "x<evil>&'\".log"
    log.write_text("\n".join(lines) + "\n")
    out = tmp_path / "v.html"
    r = CliRunner().invoke(main, ["view", str(log), "-o", str(out), "--json"])
    assert r.exit_code == 0, r.output
    html = out.read_text()
    assert "<hostile" not in html and "<evil" not in html
    shown = "&lt;hostile id=x&gt;&amp;amp;&#39;&#34;&lt;/hostile&gt;"
    assert html.count(shown) >= 3  # the comment row, the chart path and the `#@np` line in the fold
    assert "Gandhi · short · x&lt;evil&gt;&amp;&#39;&#34;.log</title>" in html
    data = re.search(r'<script type="application/json" id="view-data">(.*?)</script>', html, re.S).group(1)
    assert "<" not in data and json.loads(data)["statementLines"]
    assert json.loads(r.output)["file"] == str(log)


def test_script_json_is_json_no_string_of_which_closes_a_script_element():
    """The page's data (`script_json`): sorted JSON, with `<`, `>`, `&` and `'` as \\u escapes."""
    from gandhi_cli.render.view import escape, script_json

    data = {"b": "</script><!--&'", "a": [1, "x"]}
    text = script_json(data)
    assert json.loads(text) == data and text.index('"a"') < text.index('"b"')
    assert not set("<>&'") & set(text)
    assert escape("<&>\"'") == "&lt;&amp;&gt;&#34;&#39;"


def _page(tmp_path: Path, log: Path) -> str:
    out = tmp_path / "v.html"
    r = CliRunner().invoke(main, ["view", str(log), "-o", str(out), "--force"])
    assert r.exit_code == 0, r.output
    return out.read_text()


def test_groups_kept_in_the_cache_give_the_same_page_as_drawing_them(tmp_path, monkeypatch):
    """The cache holds only derived data (io/cachedir.py): the board's groups a page drew, kept
    for the log's next page, give the same bytes as drawing them afresh, when the log has grown
    since, when the kept entry is damaged or edited (its checksum), and with no cache at all."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("GANDHI_NO_CACHE", raising=False)
    lines = (REPO / "examples" / "short-game.log").read_text().splitlines(keepends=True)
    log = tmp_path / "game.log"
    log.write_text("".join(lines[:60]))
    _page(tmp_path, log)  # the groups of the first 60 lines kept
    log.write_text("".join(lines))
    grown = _page(tmp_path, log)
    monkeypatch.setenv("GANDHI_NO_CACHE", "1")
    fresh = _page(tmp_path, log)
    assert grown == fresh
    monkeypatch.delenv("GANDHI_NO_CACHE")
    assert _page(tmp_path, log) == fresh  # every group found
    entries = [p for p in (tmp_path / "cache" / "gandhi-cli").glob("log-*.json") if '"view.page_data' in p.read_text()]
    assert len(entries) == 1
    digest, _, payload = entries[0].read_text().partition("\n")
    groups = json.loads(payload)["chunks"]
    assert len(groups) >= len(set(re.findall(r'<g data-frag="\d+">', fresh)))  # this page's groups, no more
    assert len(groups) < 2 * len(set(re.findall(r'<g data-frag="\d+">', fresh)))
    some = next(iter(groups))
    edited = json.dumps({**json.loads(payload), "chunks": {**groups, some: '<script>alert(1)</script>'}},
                        ensure_ascii=False, separators=(",", ":"))
    for damage in (digest + "\n" + edited, "garbage", digest + "\n" + payload[:-9]):
        entries[0].write_text(damage)
        assert _page(tmp_path, log) == fresh
