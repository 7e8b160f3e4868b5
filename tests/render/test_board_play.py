"""Issue #23, "Pictures": the board at the end of a game shows its result, not a next card; the
Sequence of Play boxes (2.3) hold the factions where the rules put them; the legend explains
every line and tag the map draws; no line is drawn through a label. Expected values are written
by hand from examples/short-game.log and the rules, never taken from a picture the code made."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main

REPO = Path(__file__).resolve().parents[2]
SHORT = REPO / "examples" / "short-game.log"
NS = "{http://www.w3.org/2000/svg}"


def board(tmp_path: Path, *point) -> ET.Element:
    out = tmp_path / "board.svg"
    r = CliRunner().invoke(main, ["board", str(SHORT), *map(str, point), "-o", str(out), "--force"])
    assert r.exit_code == 0, r.output
    return ET.parse(out).getroot()


def texts(el: ET.Element) -> list[str]:
    return [t.text or "" for t in el.iter(NS + "text")]


def groups(svg: ET.Element, cls: str) -> list[ET.Element]:
    return [g for g in svg.iter(NS + "g") if g.get("class") == cls]


def test_final_board_shows_the_winner_and_the_ranking_and_no_next_card(tmp_path):
    """Issue #23 / 7.3: at the end of short-game.log (`gandhi margins`: RAJ +2, ML +1, INC -1,
    REV -4, the final Campaign round over) the board names the winner and the final ranking,
    and no stale "Next card"."""
    svg = board(tmp_path)
    (result,) = groups(svg, "result")
    assert result.get("data-winner") == "RAJ"
    assert result.get("data-ranking") == "RAJ ML INC REV"
    shown = " ".join(texts(result))
    assert "RAJ wins (+2)" in shown
    assert "1. RAJ +2, 2. ML +1, 3. INC -1, 4. REV -4" in shown
    assert not [t for t in texts(svg) if "Next card" in t]
    assert not [g for g in groups(svg, "card") if g.get("data-role") == "next"]


def test_a_board_before_the_end_shows_the_next_card_and_no_result(tmp_path):
    """2.3.7: while the game goes on, the next card is shown (card 3 after card 19, seed 1)."""
    svg = board(tmp_path, "--at", 18)
    assert groups(svg, "result") == []
    (nxt,) = [g for g in groups(svg, "card") if g.get("data-role") == "next"]
    assert nxt.get("data-card") == "3"


def sequence(svg: ET.Element) -> dict[str, list[tuple[str, str]]]:
    return {box.get("data-box"): [(c.get("data-faction"), c.get("data-choice") or "")
                                  for c in box.iter(NS + "g") if c.get("class") == "cylinder"]
            for box in groups(svg, "sop")}


def test_sequence_of_play_boxes_mid_card(tmp_path):
    """2.3.1, 2.3.2, 2.3.4, 2.3.6: on card 19 [ML RAJ REV INC], after line 19 (ML Rally +
    Negotiate) the League is 1st Eligible with an Operation and a Special Activity; Congress and
    the Revolutionaries acted on card 68 and are Ineligible; the Raj is Eligible, still to
    choose; nobody has Passed or is 2nd Eligible yet."""
    boxes = sequence(board(tmp_path, "--at", 19))
    assert boxes == {"eligible": [("RAJ", "")], "first": [("ML", "op+sa")], "second": [],
                     "passed": [], "ineligible": [("INC", ""), ("REV", "")]}


def test_sequence_of_play_boxes_at_the_first_card(tmp_path):
    """2.3.1: every faction starts Eligible; after line 14 Congress (Non-Cooperation +
    Persuade) is 1st Eligible on card 68 and the other three are still Eligible."""
    boxes = sequence(board(tmp_path, "--at", 14))
    assert boxes["first"] == [("INC", "op+sa")]
    assert boxes["eligible"] == [("RAJ", ""), ("ML", ""), ("REV", "")]
    assert boxes["ineligible"] == [] and boxes["second"] == [] and boxes["passed"] == []


def test_sequence_of_play_after_a_pass(tmp_path):
    """2.3.3: a faction that Passed stands in the Pass box while the card is played."""
    log = tmp_path / "pass.log"
    log.write_text("[Scenario short]\n[Seed 1]\n[Players RAJ INC ML REV]\ncard 68 [INC REV RAJ ML]\n"
                   "INC pass\n")
    out = tmp_path / "b.svg"
    r = CliRunner().invoke(main, ["board", str(log), "-o", str(out)])
    assert r.exit_code == 0, r.output
    boxes = sequence(ET.parse(out).getroot())
    assert boxes["passed"] == [("INC", "")]
    assert boxes["eligible"] == [("RAJ", ""), ("ML", ""), ("REV", "")]


def test_legend_explains_every_tag_and_the_dashed_lines(tmp_path):
    """Issue #23: every tag a space can show (Muslim space, Raj Control, Protest, Unrest,
    Strike, Muslim State: 1.3.2, 1.7, 1.9, 4.4) and the lines (adjacency solid, adjacency to a
    Railway dashed, the Railways, the Towns: 1.3.6-1.3.8) are in the legend."""
    svg = board(tmp_path)
    (legend,) = [g for g in svg.iter(NS + "g") if g.get("id") == "legend"]
    tags = {g.get("data-tag") for g in legend.iter(NS + "g") if g.get("class") == "legend-tag"}
    assert tags == {"Muslim space", "Raj Control", "Protest", "Unrest", "Strike", "Muslim State"}
    marks = {e.get("data-legend"): e for e in legend.iter() if e.get("data-legend")}
    assert set(marks) == {"adjacent", "adjacent-railway", "railway", "town"}
    assert marks["adjacent-railway"].get("stroke-dasharray") and not marks["adjacent"].get("stroke-dasharray")
    # the map's dashed lines are the ones to a Railway, as the legend says
    dashed = [line for line in svg.iter(NS + "line") if line.get("data-adjacent") and line.get("stroke-dasharray")]
    assert dashed and all(any(s.startswith("rw-") for s in line.get("data-adjacent").split()) for line in dashed)


def meets(p, q, r) -> bool:
    """Whether the segment p-q passes through the box r = (x0, y0, x1, y1): sampled finely
    (written apart from the renderer's own clipping)."""
    steps = 400
    for i in range(steps + 1):
        x = p[0] + (q[0] - p[0]) * i / steps
        y = p[1] + (q[1] - p[1]) * i / steps
        if r[0] <= x <= r[2] and r[1] <= y <= r[3]:
            return True
    return False


def label_box(t: ET.Element) -> tuple[float, float, float, float]:
    """A text's box from its font size and length (~0.6 em a character, DejaVu Sans)."""
    x, y, size = float(t.get("x")), float(t.get("y")), float(t.get("font-size"))
    assert t.get("text-anchor") in (None, "start")
    return (x, y - 0.8 * size, x + len(t.text or "") * size * 0.6, y + 0.2 * size)


def test_no_line_is_drawn_through_a_label(tmp_path):
    """Issue #23 "labels never overprinted by lines": on the board of short-game.log (set-up and
    end), no adjacency line and no Railway line crosses a space's name or its level/Pop line,
    nor a Town's name. A line may run under its own end's box (the box is drawn over it)."""
    from gandhi_cli.model.mapdata import load_map

    railway_ends = {rw.id: rw.ends for rw in load_map().railways}
    for point in (("--at", 9), ()):
        svg = board(tmp_path, *point)
        segments = []  # (the ids at its ends, p, q)
        for line in svg.iter(NS + "line"):
            if line.get("data-adjacent"):
                ends = set(line.get("data-adjacent").split())
                segments.append((ends, (float(line.get("x1")), float(line.get("y1"))),
                                 (float(line.get("x2")), float(line.get("y2")))))
        for poly in svg.iter(NS + "polyline"):
            rw = poly.get("data-railway")
            if rw:
                pts = [tuple(map(float, p.split(","))) for p in poly.get("points").split()]
                for a, b, end in zip(pts[:-1], pts[1:], railway_ends[rw], strict=True):
                    segments.append(({rw, end}, a, b))
        assert len(segments) > 60
        labels = []  # (whose, box, text)
        for g in svg.iter(NS + "g"):
            if g.get("class") == "space":
                labels += [(g.get("data-space"), label_box(t), t.text) for t in g.iter(NS + "text")
                           if t.get("class") in ("name", "info")]
        labels += [(None, label_box(t), t.text) for t in svg.iter(NS + "text") if t.get("class") == "town-label"]
        assert len([w for w, _, _ in labels if w is None]) == 5  # the five Towns
        crossed = [(text, sorted(ends)) for whose, box, text in labels for ends, p, q in segments
                   if whose not in ends and meets(p, q, box)]
        assert crossed == [], point
