"""`gandhi view`: the log and its board in one self-contained HTML page. The page's data is
checked here against `gandhi state --at LINE --json` and `gandhi validate --json`; the page
itself is driven in the system's Chromium (Selenium) in tests/render/test_view_browser.py."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((REPO / "examples").glob("*.log"))


def run(*args):
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert "Traceback" not in result.output
    return result


def page(tmp_path: Path, log: Path) -> str:
    out = tmp_path / "view.html"
    r = run("view", log, "-o", out, "--force")
    assert r.exit_code == 0, r.output
    return out.read_text()


def rows(html: str) -> dict[int, str]:
    """Each log row of the page (its HTML), by line number."""
    out = {}
    for chunk in html.split('<div class="row ')[1:]:
        line = int(re.search(r'data-line="(\d+)"', chunk).group(1))
        out[line] = chunk
    return out


@pytest.mark.parametrize("log", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_one_replay_pass_gives_the_board_state_at_gives_for_each_line(log):
    """The board after line L in the page is the board `gandhi state --at L` prints (the
    statements that start on or before L), at the set-up, at sampled lines and at the end."""
    from gandhi_cli.model.mapdata import load_map
    from gandhi_cli.notation.parse import parse_file, resolve_spaces
    from gandhi_cli.render.timeline import timeline

    parsed = parse_file(log)
    resolve_spaces(parsed, load_map())
    tl = timeline(parsed)
    n = len(log.read_text().splitlines())
    for line in sorted({1, tl.statement_lines[0], *range(2, n + 1, 9), n - 1, n}):
        data = json.loads(run("state", log, "--at", line, "--json").output)
        data.pop("violations")
        data.pop("format")  # the version of `state --json` (docs/json.md), not the board
        assert tl.at(line) == data, (log.name, line)


def test_page_is_self_contained_and_shows_every_finding_at_its_line(tmp_path):
    """No network: nothing is loaded from elsewhere. Every violation `validate` reports is shown
    in the row of its line with its rule (planted-mistakes.log: nine, IT rules 1.4.2 ... 4.5.3)."""
    log = REPO / "examples" / "planted-mistakes.log"
    html = page(tmp_path, log)
    assert not re.search(r'(src|href)\s*=\s*"(https?:)?//', html)
    assert "<script src" not in html and "@import" not in html
    found = json.loads(run("validate", log, "--json").output)["violations"]
    assert len(found) == 9
    by_line = rows(html)
    for v in found:
        assert f'data-rule="{v["rule"]}">rule {v["rule"]}:' in by_line[v["line"]], v


def test_page_folds_the_non_players_np_lines_under_their_moves(tmp_path):
    """8.3: each `#@np` line (Arjuna cards read, dice) is folded under the bot move after it."""
    log = REPO / "examples" / "np-solitaire.log"
    text = log.read_text().splitlines()
    html = page(tmp_path, log)
    by_line = rows(html)
    np_lines = [i for i, t in enumerate(text, 1) if t.startswith("#@np")]
    assert np_lines
    for n in np_lines:
        move = n + 1
        assert move in by_line and f'<details class="np" data-np-line="{n}">' in by_line[move]
        assert f'data-line="{n}">{n}: #@np' in by_line[move]
        assert n not in by_line  # not a row of its own
    # issue #23: the fold names what the line says (line 12: `#@np RAJ arjuna B rolls 2 1`)
    assert ("<summary>Non-Player RAJ: Arjuna B, dice 2 1 · no chart path in the log (`gandhi play "
            "--explain` writes it into the log; `gandhi next --explain` prints it for the next move)</summary>"
            in by_line[13])


def test_each_np_fold_shows_the_chart_path_written_before_it(tmp_path):
    """Issue #23 / 8.3: `gandhi play --explain` writes a Non-Player's chart path as comments just
    before its `#@np` line; the fold of that line holds those comments (not rows of their own),
    and its summary says how many; a comment before a card stays a row."""
    lines = (REPO / "examples" / "np-solitaire.log").read_text().splitlines()
    at = lines.index("#@np REV arjuna V,W,U,UU rolls 6 3")
    explain = ["# 8.2.1 1st Eligible: otherwise", "# Arjuna: draw V", "# Arjuna V: flip to W"]
    log = tmp_path / "explained.log"
    log.write_text("\n".join(lines[:at] + explain + lines[at:]) + "\n")
    by_line = rows(page(tmp_path, log))
    first, np_line, move = at + 1, at + 4, at + 5  # 1-based line numbers in the new log
    for n in range(first, np_line):
        assert n not in by_line
    fold = by_line[move].split(f'<details class="np" data-np-line="{np_line}">', 1)[1].split("</details>", 1)[0]
    assert "<summary>Non-Player REV: Arjuna V, W, U, UU, dice 6 3 · chart path, 3 line(s)</summary>" in fold
    for n, text in zip(range(first, np_line), explain, strict=True):
        assert f'<div class="npexplain" data-line="{n}">{n}: {text}</div>' in fold
    assert f'data-line="{np_line}">{np_line}: #@np REV arjuna V,W,U,UU rolls 6 3' in fold
    # line 17, "# card 72: ...", is before the card line, not before a `#@np` line: a row of its own
    assert lines[at - 2].startswith("# card 72") and by_line[at - 1].startswith("comment")


def test_page_has_each_state_as_groups_of_the_one_board_renderer(tmp_path):
    """The page holds the board renderer's groups (one per space) and one state per statement."""
    html = page(tmp_path, REPO / "examples" / "short-game.log")
    data = json.loads(re.search(r'<script type="application/json" id="view-data">(.*?)</script>', html, re.S).group(1))
    statements = [i for i, t in enumerate((REPO / "examples" / "short-game.log").read_text().splitlines(), 1)
                  if t.strip() and not t.startswith(("#", "["))]
    assert data["statementLines"] == statements
    assert len(data["states"]) == len(statements) + 1
    frags = re.findall(r'<g data-frag="\d+">(.*?)</g>(?=<g data-frag=|</svg>)', html, re.S)
    for state in data["states"]:
        spaces = [frags[i] for i in state if frags[i].startswith('<g class="space"')]
        assert len(spaces) == 36  # every space, once
        assert sum(frags[i].startswith('<g class="victory"') for i in state) == 4  # 7.2: four markers
    assert len(html) < 1_000_000


def test_view_is_the_same_bytes_twice_and_refuses_to_overwrite(tmp_path):
    log = REPO / "examples" / "tutorial.log"
    a = page(tmp_path, log)
    assert page(tmp_path, log) == a
    out = tmp_path / "mine.html"
    out.write_text("keep me")
    r = run("view", log, "-o", out)
    assert r.exit_code == 2 and "--force" in r.output and out.read_text() == "keep me"
    r = run("view", log, "-o", tmp_path / "x.txt")
    assert r.exit_code == 2 and ".html" in r.output


def test_view_json_and_hostile_log_text_is_shown_as_text(tmp_path):
    """Files read are hostile: markup in a log's comments is shown as text, never run."""
    log = tmp_path / "evil.log"
    log.write_text("[Scenario short]\n[Seed 1]\n# </script><script>alert(1)</script> <img src=x onerror=alert(2)>\n"
                   "card 68 [INC REV RAJ ML]\nINC pass\n")
    out = tmp_path / "evil.html"
    r = run("view", log, "-o", out, "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["output"] == str(out) and data["statements"] == 2 and data["bytes"] == out.stat().st_size
    html = out.read_text()
    assert "<script>alert(1)" not in html and "<img src=x" not in html
    assert "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;" in html


def test_the_page_is_the_same_bytes_with_and_without_the_cache(tmp_path, monkeypatch):
    """The cache holds only derived data (io/cachedir.py): the page is the same bytes from a cold
    cache, a warm one and with the cache turned off (`GANDHI_NO_CACHE=1`)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("GANDHI_NO_CACHE", raising=False)
    log = REPO / "examples" / "np-short.log"
    first = page(tmp_path, log)
    assert page(tmp_path, log) == first
    monkeypatch.setenv("GANDHI_NO_CACHE", "1")
    assert page(tmp_path, log) == first
