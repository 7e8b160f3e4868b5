"""`gandhi board`: the SVG picture of the board, checked structurally (each space with its
pieces and markers, the tracks, the victory markers, the cards, the boxes) against the state
the replay gives (`gandhi state --json`) and against the scenario texts, never against a
picture the code made."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((REPO / "examples").glob("*.log"))
PIECE_KEYS = ("troops", "sepoys", "inc_activists", "ml_activists", "ml_bases", "guerrillas_hidden",
              "guerrillas_active", "rev_bases")


def run(*args):
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert "Traceback" not in result.output
    return result


def statement_lines(path: Path) -> list[int]:
    return [i for i, line in enumerate(path.read_text().splitlines(), 1)
            if line.strip() and not line.lstrip().startswith(("#", "["))]


def board(tmp_path: Path, log: Path, *point) -> ET.Element:
    out = tmp_path / "board.svg"
    r = run("board", log, *point, "-o", out, "--force")
    assert r.exit_code == 0, r.output
    return ET.parse(out).getroot()


def state_json(log: Path, *point) -> dict:
    r = run("state", log, *point, "--json")
    assert r.exit_code in (0,), r.output
    return json.loads(r.output)


def spaces(svg: ET.Element) -> dict[str, ET.Element]:
    return {g.get("data-space"): g for g in svg.iter("{http://www.w3.org/2000/svg}g") if g.get("class") == "space"}


def pieces(group: ET.Element) -> dict[str, int]:
    """The piece counts a space group shows: its data and the number printed beside each symbol."""
    out = {}
    for g in group.iter("{http://www.w3.org/2000/svg}g"):
        if g.get("class") == "piece":
            count = int(g.get("data-count"))
            shown = [t.text for t in g.iter("{http://www.w3.org/2000/svg}text") if t.get("class") == "count"]
            assert shown == ([] if g.get("data-kind") == "gandhi" else [str(count)])
            out[g.get("data-kind")] = count
    return out


def by_class(svg: ET.Element, cls: str, key: str) -> dict[str, ET.Element]:
    return {g.get(key): g for g in svg.iter("{http://www.w3.org/2000/svg}g") if g.get("class") == cls}


def assert_board_matches(svg: ET.Element, data: dict) -> None:
    shown = spaces(svg)
    assert set(shown) == {s["id"] for s in data["spaces"]}
    for s in data["spaces"]:
        g = shown[s["id"]]
        want = {k: s[k] for k in PIECE_KEYS if s[k]}
        if s["gandhi"]:
            want["gandhi"] = 1
        assert pieces(g) == want, s["id"]
        assert g.get("data-level") == s["level"]  # None on a Railway: no attribute
        assert g.get("data-raj-control") == str(s["raj_control"]).lower()
        assert g.get("data-protest") == str(s["protest"]).lower()
        assert int(g.get("data-unrest")) == s["unrest"]
        assert g.get("data-strike") == str(s["strike"]).lower()
        assert g.get("data-muslim-state") == str(s["muslim_state"]).lower()
        tags = {t.get("data-tag") for t in g.iter("{http://www.w3.org/2000/svg}g") if t.get("class") == "tag"}
        assert ("Raj Control" in tags) == s["raj_control"] and ("Protest" in tags) == s["protest"]
        assert ("Unrest" in tags) == bool(s["unrest"]) and ("Strike" in tags) == s["strike"]
        assert ("Muslim State" in tags) == s["muslim_state"] and ("Muslim space" in tags) == s["muslim"]
    tracks = by_class(svg, "track", "data-track")
    assert int(tracks["raj_resources"].get("data-value")) == data["resources"]["RAJ"]
    assert int(tracks["rev_resources"].get("data-value")) == data["resources"]["REV"]
    assert int(tracks["restraint"].get("data-value")) == data["restraint"]
    assert int(tracks["unity"].get("data-value")) == data["unity"]
    victory = by_class(svg, "victory", "data-faction")
    for faction, v in data["victory"].items():
        assert int(victory[faction].get("data-marker")) == v["marker"]
        assert int(victory[faction].get("data-threshold")) == v["threshold"]
        assert int(victory[faction].get("data-margin")) == v["margin"]
    cards = by_class(svg, "card", "data-role")
    assert cards["current"].get("data-card") == str(data["current_card"] or "")
    if by_class(svg, "result", "data-winner"):  # the game is over: its result, no next card (issue #23)
        assert "next" not in cards
    else:
        assert cards["next"].get("data-card") == str(data["next_card"] or "")
    assert cards["viceroy"].get("data-card") == str(data["viceroy"])
    boxes = {(g.get("data-box"), g.get("data-kind")): int(g.get("data-count"))
             for g in svg.iter("{http://www.w3.org/2000/svg}g") if g.get("class") == "box"}
    for kind, n in data["available"].items():
        assert boxes[("available", kind)] == n
    for kind, n in data["out_of_play"].items():
        assert boxes[("out_of_play", kind)] == n
    for kind, n in data["jail"].items():
        assert boxes[("jail", kind)] == n
    assert boxes[("jail", "gandhi")] == int(data["gandhi"] == "jail")


@pytest.mark.parametrize("log", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_board_of_every_example_at_several_points_shows_the_replayed_state(tmp_path, log):
    """1.3 (25 spaces and the Railways), 1.4.1 boxes, 1.8 tracks, 7.2 victory markers: the picture
    holds every space with its pieces and markers as the replay has them, at the set-up, in the
    middle and at the end of each example log."""
    lines = statement_lines(log)
    points = [("--at", lines[0] - 1), ("--at", lines[len(lines) // 2]), ("--card", 2), ()]
    for point in points:
        assert_board_matches(board(tmp_path, log, *point), state_json(log, *point))


def test_board_at_set_up_shows_the_short_scenario_as_printed(tmp_path):
    """Short scenario set-up (IT:1696-1756): Punjab holds 1 Troop, 3 Sepoys, 1 Congress and 1 League
    Activist, 1 League Base, 2 Guerrillas, a Protest, Unrest and Raj Control; Resources Raj 32,
    Revolutionaries 5; Restraint 3, Unity 3; the printed victory totals 28/9/3/6 (IT:1698-1704)."""
    svg = board(tmp_path, REPO / "examples" / "short-game.log", "--at", 9)
    punjab = spaces(svg)["punjab"]
    assert pieces(punjab) == {"troops": 1, "sepoys": 3, "inc_activists": 1, "ml_activists": 1, "ml_bases": 1,
                              "guerrillas_hidden": 2}
    assert punjab.get("data-protest") == "true" and punjab.get("data-unrest") == "1"
    assert punjab.get("data-raj-control") == "true"
    assert pieces(spaces(svg)["sind"]) == {"ml_activists": 1}
    tracks = by_class(svg, "track", "data-track")
    assert [tracks[k].get("data-value") for k in ("raj_resources", "rev_resources", "restraint", "unity")] == \
        ["32", "5", "3", "3"]
    victory = by_class(svg, "victory", "data-faction")
    assert {f: int(g.get("data-marker")) for f, g in victory.items()} == {"RAJ": 28, "INC": 9, "ML": 3, "REV": 6}
    assert {f: int(g.get("data-threshold")) for f, g in victory.items()} == {"RAJ": 38, "INC": 20, "ML": 14,
                                                                            "REV": 14}  # 7.2
    names = {g.get("data-name") for g in spaces(svg).values() if g.get("data-type") != "railway"}
    assert len(names) == 25  # 1.3.1: 25 spaces besides the Railways
    text = "".join(svg.itertext())
    assert "Punjab" in text and "Restraint: 3" in text and "Available" in text and "Jail" in text


def test_board_draws_railways_towns_and_adjacency(tmp_path, board_map=None):
    """1.3.6-1.3.8: every Railway drawn between its two ends, every Town, and one line for each
    adjacent pair that is not a Railway's own line."""
    from gandhi_cli.model.mapdata import load_map

    m = load_map()
    svg = board(tmp_path, REPO / "examples" / "short-game.log", "--at", 9)
    ns = "{http://www.w3.org/2000/svg}"
    railways = {p.get("data-railway") for p in svg.iter(ns + "polyline") if p.get("data-railway")}
    assert railways == {r.id for r in m.railways}
    towns = {c.get("data-town") for c in svg.iter(ns + "circle") if c.get("data-town")}
    assert towns == set(m.towns) and len(towns) == 5
    drawn = {frozenset(line.get("data-adjacent").split())
             for line in svg.iter(ns + "line") if line.get("data-adjacent")}
    assert frozenset(("bihar", "west-bengal")) in drawn  # stated, IT:544
    assert frozenset(("orissa", "central-provinces")) in drawn  # stated, IT:594
    assert frozenset(("orissa", "united-provinces")) not in drawn  # IT:594: not adjacent


def test_bundled_layout_keeps_every_box_apart():
    """The picture stays readable: no two space boxes overlap and all lie on the canvas."""
    from gandhi_cli.model.mapdata import load_map
    from gandhi_cli.render import board_svg

    m = load_map()
    pos = board_svg.positions(m)
    rects = {}
    for sid, s in m.spaces.items():
        w, h = board_svg.BOX[s.is_railway]
        x, y = pos[sid]
        rects[sid] = (x - w / 2, y - h / 2, x + w / 2, y + h / 2)
        assert 0 <= rects[sid][0] and rects[sid][2] <= board_svg.PANEL_X - 12 and 0 <= rects[sid][1]
        assert rects[sid][3] <= board_svg.HEIGHT
    ids = sorted(rects)
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            ra, rb = rects[a], rects[b]
            assert ra[2] <= rb[0] or rb[2] <= ra[0] or ra[3] <= rb[1] or rb[3] <= ra[1], (a, b)


def test_board_refuses_to_overwrite_and_unknown_formats(tmp_path):
    """Files are precious: an existing output needs --force; only .svg and .png are written."""
    out = tmp_path / "mine.svg"
    out.write_text("my own drawing")
    r = run("board", REPO / "examples" / "short-game.log", "-o", out)
    assert r.exit_code == 2 and "--force" in r.output and out.read_text() == "my own drawing"
    r = run("board", REPO / "examples" / "short-game.log", "-o", tmp_path / "b.jpg")
    assert r.exit_code == 2 and ".svg or .png" in r.output
    r = run("board", REPO / "examples" / "short-game.log", "--at", 3, "--card", 2, "-o", tmp_path / "b.svg")
    assert r.exit_code == 2 and not (tmp_path / "b.svg").exists()
    r = run("board", tmp_path / "missing.log", "-o", tmp_path / "b.svg")
    assert r.exit_code == 2 and "no such file" in r.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.svg"]  # no temporary file left


def test_board_is_the_same_bytes_for_the_same_log(tmp_path):
    a, b = tmp_path / "a.svg", tmp_path / "b.svg"
    for out in (a, b):
        assert run("board", REPO / "examples" / "np-short.log", "--card", 5, "-o", out).exit_code == 0
    assert a.read_bytes() == b.read_bytes()


# ---------------------------------------------------------------- map positions (mapcheck)
def test_map_check_reports_a_bad_position_and_a_position_without_provenance(tmp_path):
    text = (REPO / "gandhi_cli" / "data" / "map.yaml").read_text()
    bad = text.replace("    pos: [945, 262]", "    pos: [945, 2620]", 1)
    bad = bad.replace('      pos:    {status: "inferred", why: "schematic position on a 1000x1000 picture (x east, '
                      'y south) near Karachi', '      posx:    {status: "inferred", why: "near Karachi', 1)
    f = tmp_path / "map.yaml"
    f.write_text(bad)
    r = run("map", "--check", "--map", f)
    assert r.exit_code == 1
    assert "t-siliguri: pos must be [x, y]" in r.output
    assert "karachi pos: missing provenance" in r.output


def test_user_map_without_positions_borrows_the_bundled_ones_and_a_new_space_needs_one(tmp_path):
    """A user's map without `pos` still draws (the bundled positions, by id); a space the bundled
    map does not know and that has no position is unusable input, named (exit 2)."""
    import re

    text = (REPO / "gandhi_cli" / "data" / "map.yaml").read_text()
    bare = re.sub(r"\n    pos: \[[^\]]*\]|\n      pos: .*|\n    pos_provenance: .*", "", text)
    assert not re.search(r"^\s+pos(_provenance)?:", bare, re.M)
    f = tmp_path / "map.yaml"
    f.write_text(bare)
    assert run("map", "--check", "--map", f).exit_code == 0
    svg = tmp_path / "b.svg"
    r = run("board", REPO / "examples" / "short-game.log", "--map", f, "-o", svg)
    assert r.exit_code == 0, r.output
    assert len(spaces(ET.parse(svg).getroot())) == 36
    f = tmp_path / "renamed.yaml"
    f.write_text(bare.replace('"assam"', '"assam-hills"'))
    r = run("board", REPO / "examples" / "tutorial.log", "--map", f, "-o", tmp_path / "c.svg")
    assert r.exit_code == 2 and "assam-hills" in r.output and "pos: [x, y]" in r.output
    assert not (tmp_path / "c.svg").exists()


# ---------------------------------------------------------------- PNG
def _converter() -> bool:
    import shutil

    from gandhi_cli.render import png

    return png._cairosvg() is not None or shutil.which("rsvg-convert") is not None


@pytest.mark.skipif(not _converter(), reason="no PNG converter: pip install cairosvg (with libcairo2) "
                    "or apt-get install librsvg2-bin")
def test_board_png_is_a_png_picture_of_the_board(tmp_path):
    import struct

    from gandhi_cli.render import board_svg

    out = tmp_path / "b.png"
    r = run("board", REPO / "examples" / "short-game.log", "--card", 3, "-o", out)
    assert r.exit_code == 0, r.output
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    assert struct.unpack(">II", data[16:24]) == (board_svg.WIDTH, board_svg.HEIGHT)
    assert len(data) < 500_000


def test_board_png_without_a_converter_says_what_to_install(tmp_path, monkeypatch):
    """No converter: one clear message and exit 2 (unusable request), no file, no traceback."""
    import shutil

    from gandhi_cli.render import png

    monkeypatch.setattr(png, "_cairosvg", lambda: None)
    monkeypatch.setattr(shutil, "which", lambda name: None)
    out = tmp_path / "b.png"
    r = run("board", REPO / "examples" / "short-game.log", "-o", out)
    assert r.exit_code == 2
    assert "PNG output needs a converter" in r.output and "gandhi-cli[png]" in r.output
    assert list(tmp_path.iterdir()) == []


def test_readme_shows_the_board_of_the_short_game():
    """The README's picture is the tool's PNG of examples/short-game.log, kept small for e-mail
    and the repository."""
    import struct

    from gandhi_cli.render import board_svg

    readme = (REPO / "README.md").read_text()
    assert "](docs/board-short-game.png)" in readme
    data = (REPO / "docs" / "board-short-game.png").read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", data[16:24]) == (board_svg.WIDTH, board_svg.HEIGHT)
    assert len(data) < 500_000


# ---------------------------------------------------------------- hostile map files
from hypothesis import (  # noqa: E402
    HealthCheck,
    given,
    settings,
    strategies as st,  # noqa: E402
)
from test_fuzz_inputs import MAP, mutate  # noqa: E402 (tests/ is on the path under pytest)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_board_with_a_mutated_map_is_a_picture_or_one_clear_error(tmp_path, data):
    """Files read are hostile: a mutated map file gives a picture or one located error (exit 2),
    never a traceback or an internal error."""
    f = tmp_path / f"map-{data.draw(st.integers(0, 10**9))}.yaml"
    f.write_text(mutate(MAP, data), encoding="utf-8", errors="surrogatepass")
    out = tmp_path / "b.svg"
    r = run("board", REPO / "examples" / "events.log", "--map", f, "-o", out, "--force")
    assert r.exit_code in (0, 2), r.output
    assert "internal error" not in r.output
    if r.exit_code == 2:
        assert r.output.startswith("gandhi: error:") and r.output.count("\n") >= 1
