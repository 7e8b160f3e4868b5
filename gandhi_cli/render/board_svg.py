"""The board picture: a schematic SVG map of British India with every space, its pieces and
markers, and beside it the tracks, the victory markers, the cards (or, once the game is over,
its result), the boxes and the Sequence of Play.

This is the one board renderer: `gandhi board` writes its SVG (and the PNG made from it), and
`gandhi view` embeds the same pieces of SVG in its HTML page. It draws from the JSON picture of
the state (`render.state_dict`, what `gandhi state --json` prints), so the picture and the JSON
cannot disagree. The drawing is split into a static layer (`base_layer`: adjacency, Railways,
Towns, legend) and one self-contained group per space and per side-panel section
(`state_groups`), each section made of parts (`PANEL_PARTS`, each with the input it depends
on), so the HTML page can keep each distinct group once and only swap groups. Town names are
placed where no line crosses them (`town_label_at`).

Every drawn element carries its facts as data attributes (`data-space`, `data-kind`,
`data-count`, `data-track`, ...) so tests and scripts read the picture structurally. Factions
differ by shape as well as colour (Okabe-Ito colour-blind-safe palette): the Raj squares,
Congress circles (Gandhi a star), the Muslim League triangles, the Revolutionaries diamonds;
Bases are the faction's shape drawn large with a "B"; hollow means Inactive (Activists) or
Hidden (Guerrillas). Space positions are the map file's `pos` data (schematic, inferred).
"""

from __future__ import annotations

import functools
import math
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Hashable
from typing import Any

from ..model import terms
from ..model.cards import card_label
from ..model.mapdata import Map

# Decimal literals here have two places (1.20, not 1.2) so that the rules trace test
# (tests/test_rules_trace.py) does not read a size as a citation of a rule section.
WIDTH, HEIGHT = 1430, 1030
MAP_OFFSET = (12, 8)  # the schematic 0-1000 square, drawn here
PANEL_X = 1060
BOX = {False: (136, 92), True: (110, 64)}  # (width, height) of a space box: non-Railway / Railway
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"

# Okabe-Ito palette (colour-blind safe); shape tells the factions apart too.
COLOUR = {terms.RAJ: "#D55E00", terms.INC: "#E69F00", terms.ML: "#009E73", terms.REV: "#0072B2"}
SHAPE = {terms.RAJ: "square", terms.INC: "circle", terms.ML: "triangle", terms.REV: "diamond"}
LEVEL_FILL = {-2: "#f4a582", -1: "#fddbc7", 0: "#ffffff", 1: "#d1e5f0", 2: "#92c5de"}
LEVEL_SHORT = {-2: "Active Opp.", -1: "Passive Opp.", 0: "Neutral", 1: "Passive Sup.", 2: "Active Sup."}
LEVEL_BY_NAME = {name: value for value, name in terms.LEVEL_NAMES.items()}

# The pieces a space shows, in drawing order: (state_dict key, faction, label, base?)
PIECES = (
    ("troops", terms.RAJ, "Troops", False),
    ("sepoys", terms.RAJ, "Sepoys", False),
    ("gandhi", terms.INC, "Gandhi", False),
    ("inc_activists", terms.INC, "Congress Activists", False),
    ("ml_activists", terms.ML, "League Activists", False),
    ("ml_bases", terms.ML, "League Bases", True),
    ("guerrillas_hidden", terms.REV, "Guerrillas Hidden", False),
    ("guerrillas_active", terms.REV, "Guerrillas Active", False),
    ("rev_bases", terms.REV, "Revolutionary Bases", True),
)
BOX_KINDS = (terms.TROOPS, terms.SEPOYS, terms.GANDHI, terms.INC_ACTIVISTS, terms.ML_ACTIVISTS,
             terms.ML_BASES, terms.GUERRILLAS, terms.REV_BASES)
BOX_KIND_FACTION = {terms.TROOPS: terms.RAJ, terms.SEPOYS: terms.RAJ, terms.GANDHI: terms.INC,
                    terms.INC_ACTIVISTS: terms.INC, terms.ML_ACTIVISTS: terms.ML, terms.ML_BASES: terms.ML,
                    terms.GUERRILLAS: terms.REV, terms.REV_BASES: terms.REV}


class LayoutError(ValueError):
    """The map gives no position for a space or Town the picture must draw."""


def positions(board: Map) -> dict[str, tuple[float, float]]:
    """Where each space and Town is drawn: the map's `pos`; a user's map without positions
    borrows the bundled map's for the same id (so an edited copy still draws). A space found
    in neither raises LayoutError naming every one."""
    pos = {sid: s.pos for sid, s in board.spaces.items()}
    pos.update({tid: t.pos for tid, t in board.towns.items()})
    placed = {k: v for k, v in pos.items() if v is not None}
    missing = [k for k in pos if k not in placed]
    if missing:
        from ..model.mapdata import load_map

        bundled = load_map()
        known = {**{k: s.pos for k, s in bundled.spaces.items()}, **{k: t.pos for k, t in bundled.towns.items()}}
        for k in missing:
            v = known.get(k)
            if v is not None:
                placed[k] = v
        still = [k for k in missing if k not in placed]
        if still:
            raise LayoutError("the map gives no position for " + ", ".join(still)
                              + ": add `pos: [x, y]` (0-1000, x east, y south) to each in the map file")
    return {k: (placed[k][0] + MAP_OFFSET[0], placed[k][1] + MAP_OFFSET[1]) for k in pos}  # in the map's order


# ---------------------------------------------------------------------------- small helpers
_NAMES: dict[str, str] = {}  # a keyword argument's attribute name: stroke_width -> stroke-width


def _el(parent: ET.Element | None, tag: str, **attrs) -> ET.Element:
    clean = {}
    for k, v in attrs.items():
        if v is not None:
            name = _NAMES.get(k)
            if name is None:
                name = _NAMES[k] = k.rstrip("_").replace("_", "-")
            clean[name] = v if type(v) is str else _fmt(v)
    return ET.Element(tag, clean) if parent is None else ET.SubElement(parent, tag, clean)


def _fmt(v) -> str:
    if type(v) is int:
        return str(v)
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float):
        return f"{v:.1f}".rstrip("0").rstrip(".")
    return str(v)


def _text(parent: ET.Element, x: float, y: float, text: str, size: float = 11, **attrs) -> ET.Element:
    t = _el(parent, "text", x=x, y=y, font_size=size, **attrs)
    t.text = text
    return t


def _fit(text: str, width: float, size: float) -> float:
    """A font size at which `text` fits `width` (DejaVu Sans averages ~0.6 em a character)."""
    need = len(text) * size * 0.6
    return size if need <= width else max(7.00, round(size * width / need, 1))


def glyph(parent: ET.Element, shape: str, x: float, y: float, r: float, colour: str, filled: bool,
          letter: str | None = None) -> None:
    """One piece symbol centred on (x, y): the faction's shape, filled or hollow."""
    fill = colour if filled else "#ffffff"
    attrs = dict(fill=fill, stroke=colour if not filled else "#222222", stroke_width=2 if not filled else 0.8)
    if shape == "square":
        _el(parent, "rect", x=x - r, y=y - r, width=2 * r, height=2 * r, **attrs)
    elif shape == "circle":
        _el(parent, "circle", cx=x, cy=y, r=r, **attrs)
    elif shape == "triangle":
        pts = [(x, y - r * 1.15), (x + r * 1.10, y + r * 0.85), (x - r * 1.10, y + r * 0.85)]
        _el(parent, "polygon", points=" ".join(f"{px:.1f},{py:.1f}" for px, py in pts), **attrs)
    elif shape == "diamond":
        pts = [(x, y - r * 1.20), (x + r * 1.20, y), (x, y + r * 1.20), (x - r * 1.20, y)]
        _el(parent, "polygon", points=" ".join(f"{px:.1f},{py:.1f}" for px, py in pts), **attrs)
    elif shape == "star":
        pts = []
        for i in range(10):
            rad = r * 1.30 if i % 2 == 0 else r * 0.55
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((x + rad * math.cos(a), y + rad * math.sin(a)))
        _el(parent, "polygon", points=" ".join(f"{px:.1f},{py:.1f}" for px, py in pts), **attrs)
    if letter:
        _text(parent, x, y + r * 0.45, letter, size=r * 1.15, text_anchor="middle", font_weight="bold",
              fill="#ffffff" if filled else colour)


def piece_glyph(parent: ET.Element, key: str, x: float, y: float, r: float, active: bool = True) -> None:
    """The symbol of one kind of piece (a `PIECES` key)."""
    faction = next(f for k, f, _, _ in PIECES if k == key)
    colour = COLOUR[faction]
    if key == "gandhi":
        glyph(parent, "star", x, y, r, colour, True)
    elif key in ("ml_bases", "rev_bases"):
        glyph(parent, SHAPE[faction], x, y, r * 1.25, colour, True, "B")
    elif key == "sepoys":
        glyph(parent, "square", x, y, r, colour, False, "S")
    elif key == "troops":
        glyph(parent, "square", x, y, r, colour, True, "T")
    elif key in ("inc_activists", "ml_activists"):
        glyph(parent, SHAPE[faction], x, y, r, colour, active)
    elif key == "guerrillas_hidden":
        glyph(parent, SHAPE[faction], x, y, r, colour, False)
    else:
        glyph(parent, SHAPE[faction], x, y, r, colour, True)


# ---------------------------------------------------------------------------- static layer
RAW = "gandhi-raw"  # an element standing for SVG text written before (`to_text` writes its text as it is)


def base_layer(board: Map, title: str) -> ET.Element:
    """What never changes in a game: adjacency lines, Railway lines, Towns, title and legend.
    All but the title depend on the map alone: they are drawn once and kept as text
    (`_static_layer`), which the picture holds as `RAW` elements."""
    head, tail = _static_layer(board)
    g = _el(None, "g", id="base")
    ET.SubElement(g, RAW).text = head
    _text(g, PANEL_X, 30, title, size=_fit(title, WIDTH - PANEL_X - 10, 17), font_weight="bold", id="title")
    ET.SubElement(g, RAW).text = tail
    return g


_STATIC: dict[Hashable, tuple[str, str]] = {}


def _static_layer(board: Map) -> tuple[str, str]:
    """The base layer's text before the title and after it (the legend), for this map: drawn once
    a process, and kept in the parse cache (`io.cachedir`) under the map file's hash, the
    positions drawn and this module's own text, so a command draws it only for a map it has not
    drawn before (issue #31)."""
    import json

    digest = getattr(board, "digest", None)
    key = None
    if digest is not None:
        pos = positions(board)
        key = json.dumps(["board_svg.base_layer", digest, _module_digest(), sorted(pos.items())])
        known = _STATIC.get(key)
        if known is not None:
            return known
        from ..io.cachedir import get_parsed

        stored = get_parsed(key)
        if (isinstance(stored, list) and len(stored) == 2 and all(isinstance(t, str) for t in stored)
                and stored[0].startswith("<rect ") and stored[1].startswith('<g id="legend"')):
            _STATIC[key] = (stored[0], stored[1])
            return _STATIC[key]
    before = _el(None, "g")
    _draw_static(before, board)
    after = _el(None, "g")
    legend(after, PANEL_X, 820)
    drawn = ("".join(to_text(child) for child in before), "".join(to_text(child) for child in after))
    if key is not None:
        from ..io.cachedir import put_parsed

        _STATIC[key] = drawn
        put_parsed(key, list(drawn))
    return drawn


@functools.lru_cache(maxsize=1)
def _module_digest() -> str:
    import hashlib

    try:
        return hashlib.sha256(open(__file__, "rb").read()).hexdigest()[:24]
    except OSError:
        return "unknown"


def _draw_static(g: ET.Element, board: Map) -> None:
    """The base layer's map part: the backgrounds, adjacency lines, Railways and Towns."""
    pos = positions(board)
    _el(g, "rect", x=0, y=0, width=WIDTH, height=HEIGHT, fill="#fbfaf5")
    _el(g, "rect", x=PANEL_X - 12, y=0, width=WIDTH - PANEL_X + 12, height=HEIGHT, fill="#f0eee4")
    lines = _el(g, "g", id="adjacency", stroke="#9a9a9a", stroke_width=1.20)
    railway_links = set()
    for rw in board.railways:
        for end in rw.ends:
            railway_links.add(frozenset((rw.id, end)))
    drawn = set()
    segments: list[tuple[str, str]] = []  # every line drawn, by its ends' ids (to keep labels clear)
    for sid in board.spaces:
        for other in sorted(board.neighbours(sid)):
            pair = frozenset((sid, other))
            if pair in drawn or pair in railway_links:
                continue
            drawn.add(pair)
            a, b = board[sid], board[other]
            if a.is_railway and b.is_railway and set(a.ends) & set(b.ends):
                continue  # Railways meeting at a Town: the Town shows it (1.3.8)
            (x1, y1), (x2, y2) = pos[sid], pos[other]
            dash = "3 4" if a.is_railway or b.is_railway else None
            _el(lines, "line", x1=x1, y1=y1, x2=x2, y2=y2, stroke_dasharray=dash,
                data_adjacent=f"{min(sid, other)} {max(sid, other)}")
            segments.append((sid, other))
    rails = _el(g, "g", id="railways")
    for rw in board.railways:
        pts = [pos[rw.ends[0]], pos[rw.id], pos[rw.ends[1]]] if len(rw.ends) == 2 else [pos[rw.id]]
        segments += [(end, rw.id) for end in rw.ends]
        path = " ".join(f"{x:.0f},{y:.0f}" for x, y in pts)
        _el(rails, "polyline", points=path, fill="none", stroke="#3a3a3a", stroke_width=6, data_railway=rw.id)
        _el(rails, "polyline", points=path, fill="none", stroke="#ffffff", stroke_width=2, stroke_dasharray="6 6")
    towns = _el(g, "g", id="towns")
    for tid, town in board.towns.items():
        x, y = pos[tid]
        _el(towns, "circle", cx=x, cy=y, r=6, fill="#222222", stroke="#ffffff", stroke_width=1.50, data_town=tid)
        label = town.name.split("(")[-1].rstrip(")") if "(" in town.name else town.name
        lx, ly = town_label_at(tid, label, board, pos, segments)
        _text(towns, lx, ly, label, size=10, font_style="italic", fill="#333333", class_="town-label",
              data_label_of=tid)


def text_box(x: float, y: float, text: str, size: float) -> tuple[float, float, float, float]:
    """The box a left-anchored text takes, roughly (DejaVu Sans: ~0.6 em a character)."""
    return (x, y - size * 0.80, x + len(text) * size * 0.60, y + size * 0.20)


def box_of(space, at: tuple[float, float]) -> tuple[float, float, float, float]:
    w, h = BOX[space.is_railway]
    return (at[0] - w / 2, at[1] - h / 2, at[0] + w / 2, at[1] + h / 2)


def segment_meets_box(p: tuple[float, float], q: tuple[float, float], r: tuple[float, float, float, float]) -> bool:
    """Whether the segment p-q passes through the box r = (x0, y0, x1, y1) (Liang-Barsky)."""
    (x1, y1), (x2, y2) = p, q
    dx, dy = x2 - x1, y2 - y1
    t0, t1 = 0.00, 1.00
    for pp, qq in ((-dx, x1 - r[0]), (dx, r[2] - x1), (-dy, y1 - r[1]), (dy, r[3] - y1)):
        if pp == 0:
            if qq < 0:
                return False
        else:
            t = qq / pp
            if pp < 0:
                t0 = max(t0, t)
            else:
                t1 = min(t1, t)
            if t0 > t1:
                return False
    return True


def town_label_at(tid: str, label: str, board: Map, pos: dict[str, tuple[float, float]],
                  segments: list[tuple[str, str]]) -> tuple[float, float]:
    """Where a Town's name goes: below right of its dot, else above right, below left, above
    left, right, left, above, below: the first place no line crosses and no space box covers
    (else below right)."""
    x, y = pos[tid]
    w = len(label) * 10 * 0.60
    places = [(x + 7, y + 15), (x + 7, y - 8), (x - 7 - w, y + 15), (x - 7 - w, y - 8),
              (x + 9, y + 4), (x - 9 - w, y + 4), (x - w / 2, y - 10), (x - w / 2, y + 19)]
    boxes = [box_of(s, pos[sid]) for sid, s in board.spaces.items()]
    for lx, ly in places:
        r = text_box(lx, ly, label, 10)
        r = (r[0] - 2, r[1] - 2, r[2] + 2, r[3] + 2)
        if any(segment_meets_box(pos[a], pos[b], r) for a, b in segments):
            continue
        if any(not (r[2] <= b[0] or b[2] <= r[0] or r[3] <= b[1] or b[3] <= r[1]) for b in boxes):
            continue
        return lx, ly
    return places[0]


def legend(parent: ET.Element, x: float, y: float) -> None:
    """What each mark means: the pieces, the lines (adjacency solid, to a Railway dashed, the
    Railways, Towns), borders, fills and every tag a space can show."""
    g = _el(parent, "g", id="legend")
    _text(g, x, y, "Legend", size=13, font_weight="bold")
    for i, (key, _faction, label, _) in enumerate(PIECES):
        col, row = i % 2, i // 2
        gx, gy = x + 8 + col * 180, y + 16 + row * 17
        piece_glyph(g, key, gx, gy, 6)
        _text(g, gx + 13, gy + 4, label, size=10)
    gx, gy = x + 8 + 180, y + 16 + 4 * 17
    piece_glyph(g, "inc_activists", gx, gy, 6, active=False)
    _text(g, gx + 13, gy + 4, "hollow: Inactive / Hidden", size=10)
    ly = y + 16 + 5 * 17
    lines = _el(g, "g", class_="legend-lines")
    _el(lines, "line", x1=x, y1=ly, x2=x + 22, y2=ly, stroke="#9a9a9a", stroke_width=1.20, data_legend="adjacent")
    _text(lines, x + 26, ly + 4, "adjacent", size=10)
    _el(lines, "line", x1=x + 82, y1=ly, x2=x + 104, y2=ly, stroke="#9a9a9a", stroke_width=1.20,
        stroke_dasharray="3 4", data_legend="adjacent-railway")
    _text(lines, x + 108, ly + 4, "to a Railway", size=10)
    _el(lines, "line", x1=x + 182, y1=ly, x2=x + 210, y2=ly, stroke="#3a3a3a", stroke_width=6, data_legend="railway")
    _el(lines, "line", x1=x + 182, y1=ly, x2=x + 210, y2=ly, stroke="#ffffff", stroke_width=2, stroke_dasharray="6 6")
    _text(lines, x + 214, ly + 4, "Railway", size=10)
    _el(lines, "circle", cx=x + 268, cy=ly, r=5, fill="#222222", stroke="#ffffff", stroke_width=1.50,
        data_legend="town")
    _text(lines, x + 276, ly + 4, "Town", size=10)
    _text(g, x, ly + 21, "Border: City double, Province solid, Princely State dashed", size=10)
    _text(g, x, ly + 36, "Fill: blue Support, white Neutral, orange Opposition", size=10)
    tx, ty = x, ly + 46
    for label, what, colour in LEGEND_TAGS:
        text = f"{what}"
        tw = len(label) * 6.30 + 6
        need = tw + 4 + len(text) * 6.00 + 10
        if tx + need > WIDTH - 8:
            tx, ty = x, ty + 17
        tg = _el(g, "g", class_="legend-tag", data_tag="Unrest" if label.startswith("UNR") else what)
        _el(tg, "rect", x=tx, y=ty, width=tw, height=13, rx=3, fill=colour, stroke="#333333", stroke_width=0.8)
        _text(tg, tx + 3, ty + 10, label, size=9.5, font_weight="bold")
        _text(tg, tx + tw + 4, ty + 10, text, size=10)
        tx += need


# every tag a space shows (`space_group`), as the legend explains it
LEGEND_TAGS = (("M", "Muslim space", "#ffffff"), ("RAJ", "Raj Control", "#fbd3b9"), ("PROT", "Protest", "#ffe9a8"),
               ("UNR", "Unrest", "#d8d8d8"), ("UNR2", "2, 3... Unrest", "#d8d8d8"), ("STRIKE", "Strike", "#d8d8d8"),
               ("MS", "Muslim State", "#b7e4d3"))


# ---------------------------------------------------------------------------- state layer
def state_groups(state: dict, board: Map, pos: dict[str, tuple[float, float]] | None = None,
                 play: dict | None = None) -> list[ET.Element]:
    """One self-contained group per space and per side-panel section, drawn from `state`
    (the `render.state_dict` picture) and `play` (`render.play.play_picture`: the Sequence of
    Play boxes and the game's result; none drawn without it); `pos` is `positions(board)`,
    given by a caller that draws many states (so a map without positions reads the bundled one
    once)."""
    pos = positions(board) if pos is None else pos
    groups = [space_group(entry, board, pos[entry["id"]]) for entry in state["spaces"]]
    groups += [panel_group(name, state, play or {}) for name in PANEL_NAMES]
    return groups


def space_group(entry: dict, board: Map, at: tuple[float, float]) -> ET.Element:
    railway = entry["type"] == terms.RAILWAY
    w, h = BOX[railway]
    x0, y0 = at[0] - w / 2, at[1] - h / 2
    if railway:
        fill, info = "#e8e8e8", f"Railway · Econ {entry['econ']}"
    else:
        level = LEVEL_BY_NAME[entry["level"]]
        fill, info = LEVEL_FILL[level], f"{LEVEL_SHORT[level]} · Pop {entry['pop']}"
    g = _el(None, "g", class_="space", data_space=entry["id"], data_name=entry["name"], data_type=entry["type"],
            data_level=entry["level"], data_raj_control=entry["raj_control"], data_protest=entry["protest"],
            data_unrest=entry["unrest"], data_strike=entry["strike"], data_muslim_state=entry["muslim_state"])
    dash = "6 3" if entry["type"] == terms.PRINCELY_STATE else None
    _el(g, "rect", x=x0, y=y0, width=w, height=h, rx=4 if not railway else 10, fill=fill, stroke="#333333",
        stroke_width=1.50, stroke_dasharray=dash)
    if entry["type"] == terms.CITY:
        _el(g, "rect", x=x0 + 3, y=y0 + 3, width=w - 6, height=h - 6, rx=3, fill="none", stroke="#333333",
            stroke_width=1)
    space = board[entry["id"]]
    name = (space.aliases[0] if railway and space.aliases else entry["name"])
    _text(g, x0 + 6, y0 + 14, name, size=_fit(name, w - 12, 12), font_weight="bold", class_="name")
    _text(g, x0 + 6, y0 + 26, info, size=_fit(info, w - 12, 9.5), fill="#333333", class_="info")
    pieces = [(key, 1 if key == "gandhi" else entry[key]) for key, *_ in PIECES
              if (entry[key] if key != "gandhi" else entry["gandhi"])]
    per_row = 5 if not railway else 4
    for i, (key, count) in enumerate(pieces):
        col, row = i % per_row, i // per_row
        px, py = x0 + 11 + col * 25, y0 + 39 + row * 17
        pg = _el(g, "g", class_="piece", data_kind=key, data_count=count,
                 data_active=entry["activists_active"] if key.endswith("activists") else None)
        piece_glyph(pg, key, px, py, 6, active=entry["activists_active"])
        if key != "gandhi":
            _text(pg, px + 8, py + 4, str(count), size=11, font_weight="bold", class_="count")
    tags = []
    if entry["muslim"]:
        tags.append(("M", "Muslim space", "#ffffff"))
    if entry["raj_control"]:
        tags.append(("RAJ", "Raj Control", "#fbd3b9"))
    if entry["protest"]:
        tags.append(("PROT", "Protest", "#ffe9a8"))
    if entry["unrest"]:
        tags.append((f"UNR{entry['unrest']}" if entry["unrest"] > 1 else "UNR", "Unrest", "#d8d8d8"))
    if entry["strike"]:
        tags.append(("STRIKE", "Strike", "#d8d8d8"))
    if entry["muslim_state"]:
        tags.append(("MS", "Muslim State", "#b7e4d3"))
    tx = x0 + 4
    for label, what, colour in tags:
        tw = len(label) * 6.30 + 6
        tg = _el(g, "g", class_="tag", data_tag=what)
        _el(tg, "rect", x=tx, y=y0 + h - 16, width=tw, height=13, rx=3, fill=colour, stroke="#333333",
            stroke_width=0.8)
        _text(tg, tx + 3, y0 + h - 6, label, size=9.5, font_weight="bold")
        tx += tw + 3
    return g


def cards_group(state: dict, play: dict) -> ET.Element:
    """The cards: the current card, the next card (2.3.7) and the Viceroy (2.5); once the game
    is over, its result instead of a next card: the winner and the final ranking (7.3)."""
    g = _el(None, "g", class_="part", data_part="cards")
    y = 58
    result = play.get("result")
    roles: tuple[tuple[str, str, int | None], ...]
    if result is not None:
        ranking = result["ranking"]
        rg = _el(g, "g", class_="result", data_winner=result["winner"] or "",
                 data_ranking=" ".join(p for p, _ in ranking))
        head = ("Game over: every player loses (7.1)" if result["all_players_lose"] or not result["winner"]
                else f"Game over: {result['winner']} wins ({ranking[0][1]:+d})")
        _text(rg, PANEL_X, y, head, size=_fit(head, WIDTH - PANEL_X - 10, 13), font_weight="bold",
              fill="#8a1c00")
        text = "Final ranking (7.3): " + ", ".join(f"{i}. {p} {m:+d}" for i, (p, m) in enumerate(ranking, 1))
        _text(rg, PANEL_X, y + 17, text, size=_fit(text, WIDTH - PANEL_X - 10, 11))
        roles = (("current", "Last card", state["current_card"]), ("viceroy", "Viceroy", state["viceroy"]))
        y += 34
    else:
        roles = (("current", "Current card", state["current_card"]), ("next", "Next card", state["next_card"]),
                 ("viceroy", "Viceroy", state["viceroy"]))
    for role, label, number in roles:
        text = f"{label}: {card_label(number)}"
        cg = _el(g, "g", class_="card", data_role=role, data_card=number if number is not None else "")
        _text(cg, PANEL_X, y, text, size=_fit(text, WIDTH - PANEL_X - 10, 12))
        y += 17
    if result is None:
        text = f"Deck: {state['cards_left']} card(s) left"
        _text(g, PANEL_X, y, text, size=_fit(text, WIDTH - PANEL_X - 10, 11), fill="#333333")
    return g


def sequence_group(state: dict, play: dict) -> ET.Element:
    """The Sequence of Play (2.3) as on the board: each faction's cylinder in its box, Eligible,
    1st Eligible and 2nd Eligible (with the choice made there, 2.3.4), Pass, Ineligible."""
    from .play_view import BOX_LABELS, BOXES, CHOICE_LABELS

    g = _el(None, "g", class_="part", data_part="sequence")
    boxes = play.get("sequence")
    if boxes is None:  # no card view given: the Eligibility for the next card (2.3.6)
        boxes = {b: [] for b in BOXES}
        for f in terms.FACTIONS:
            boxes["eligible" if state["eligibility"][f] == terms.ELIGIBLE else "ineligible"].append([f, ""])
    y = 668
    _text(g, PANEL_X, y, "Sequence of Play (2.3)", size=13, font_weight="bold")
    w = (WIDTH - PANEL_X - 6) / len(BOXES)
    for i, box in enumerate(BOXES):
        bx = PANEL_X + i * w
        bg = _el(g, "g", class_="sop", data_box=box, data_factions=" ".join(f for f, _ in boxes[box]))
        _el(bg, "rect", x=bx, y=y + 8, width=w - 4, height=96, rx=4, fill="#ffffff", stroke="#666666",
            stroke_dasharray="4 3" if box == "passed" else None)
        label = BOX_LABELS[box]
        _text(bg, bx + (w - 4) / 2, y + 21, label, size=_fit(label, w - 8, 10), text_anchor="middle",
              font_weight="bold")
        for j, (faction, choice) in enumerate(boxes[box]):
            fy = y + 38 + j * 18 if not choice else y + 38 + j * 30
            cyl = _el(bg, "g", class_="cylinder", data_faction=faction, data_choice=choice or None)
            glyph(cyl, SHAPE[faction], bx + 10, fy - 4, 5, COLOUR[faction], True)
            _text(cyl, bx + 19, fy, faction, size=10, font_weight="bold")
            if choice:
                shown = CHOICE_LABELS.get(choice, choice)
                _text(cyl, bx + 6, fy + 13, shown, size=_fit(shown, w - 12, 9.5), fill="#333333")
    return g


TRACKS_Y, VICTORY_Y, BOXES_Y = 145, 318, 450
TRACK_BAR_X, TRACK_BAR_W = PANEL_X + 160, 190
RESOURCE_TRACKS = (("raj_resources", "Raj Resources", terms.RAJ), ("rev_resources", "Rev. Resources", terms.REV))
STEP_TRACKS = (("restraint", "Restraint"), ("unity", "Unity"))
EXTRA_TRACKS = (("crisis", "Crisis"), ("protests", "Protest markers Available"),
                ("unrest_strike", "Unrest/Strike markers left"))
VICTORY_SCALE = (PANEL_X + 150, 200, 50)  # x, width, the top of the scale
BOX_COLUMNS = ((terms.AVAILABLE, "Available"), (terms.OUT_OF_PLAY, "Out of Play"), (terms.JAIL, "Jail"))


@functools.cache
def _title(text: str, y: float) -> ET.Element:
    """A section's title: one element, shared by every state drawn (a page keeps it once)."""
    g = _el(None, "g", class_="title")
    _text(g, PANEL_X, y, text, size=13, font_weight="bold")
    return g


def resource_row(state: dict, i: int) -> ET.Element:
    key, label, faction = RESOURCE_TRACKS[i]
    value, top, ty = state["resources"][faction], terms.RESOURCES_MAX, TRACKS_Y + 20 + i * 20
    tg = _el(None, "g", class_="track", data_track=key, data_value=value)
    _text(tg, PANEL_X, ty, f"{label}: {value}", size=11)
    _el(tg, "rect", x=TRACK_BAR_X, y=ty - 10, width=TRACK_BAR_W, height=11, fill="#ffffff", stroke="#666666")
    _el(tg, "rect", x=TRACK_BAR_X, y=ty - 10, width=TRACK_BAR_W * min(value, top) / top, height=11,
        fill=COLOUR[faction])
    return tg


def step_row(state: dict, i: int) -> ET.Element:
    key, label = STEP_TRACKS[i]
    value, ty = state[key], TRACKS_Y + 60 + i * 20
    tg = _el(None, "g", class_="track", data_track=key, data_value=value)
    _text(tg, PANEL_X, ty, f"{label}: {value}", size=11)
    for step in range(terms.TRACK_MIN, terms.TRACK_MAX + 1):
        sx = TRACK_BAR_X + (step - 1) * 38
        on = step == value
        _el(tg, "rect", x=sx, y=ty - 11, width=34, height=14, fill="#333333" if on else "#ffffff", stroke="#666666")
        _text(tg, sx + 17, ty, str(step), size=10, text_anchor="middle", fill="#ffffff" if on else "#666666")
    return tg


def _extra_value(state: dict, i: int):
    return (state["crisis"], state["protests_available_for_operations"], state["unrest_strike_markers_left"])[i]


def extra_row(state: dict, i: int) -> ET.Element:
    key, label = EXTRA_TRACKS[i]
    value = _extra_value(state, i)
    shown = ("yes" if value else "no") if key == "crisis" else str(value)
    tg = _el(None, "g", class_="track", data_track=key, data_value=value)
    _text(tg, PANEL_X, TRACKS_Y + 100 + i * 17, f"{label}: {shown}", size=11)
    return tg


def victory_row(state: dict, i: int) -> ET.Element:
    faction = terms.FACTIONS[i]
    v = state["victory"][faction]
    scale_x, scale_w, top = VICTORY_SCALE
    ty = VICTORY_Y + 24 + i * 26
    vg = _el(None, "g", class_="victory", data_faction=faction, data_marker=v["marker"],
             data_threshold=v["threshold"], data_margin=v["margin"])
    _text(vg, PANEL_X, ty, f"{faction} {v['marker']} / >{v['threshold']}", size=11, font_weight="bold")
    _text(vg, PANEL_X + 96, ty, f"{v['margin']:+d}", size=11)
    _el(vg, "rect", x=scale_x, y=ty - 11, width=scale_w, height=13, fill="#ffffff", stroke="#666666")
    _el(vg, "rect", x=scale_x, y=ty - 11, width=scale_w * min(max(v["marker"], 0), top) / top, height=13,
        fill=COLOUR[faction])
    tx = scale_x + scale_w * v["threshold"] / top
    _el(vg, "line", x1=tx, y1=ty - 15, x2=tx, y2=ty + 5, stroke="#000000", stroke_width=2)
    glyph(vg, SHAPE[faction], scale_x + scale_w + 12, ty - 4, 5, COLOUR[faction], True)
    return vg


@functools.cache
def boxes_frame() -> ET.Element:
    """What the boxes section always shows (its title, the column heads, each kind's symbol
    and name): one group, shared by every state drawn (a page keeps it once)."""
    g = _el(None, "g", class_="frame")
    y = BOXES_Y
    _text(g, PANEL_X, y, "Forces off the map", size=13, font_weight="bold")
    for j, (_, label) in enumerate(BOX_COLUMNS):
        _text(g, PANEL_X + 175 + j * 62, y + 20, label, size=10, text_anchor="middle", font_weight="bold")
    for i, kind in enumerate(BOX_KINDS):
        ry = y + 38 + i * 19
        key = {terms.GUERRILLAS: "guerrillas_active"}.get(kind, kind)
        piece_glyph(g, key, PANEL_X + 7, ry - 4, 6)
        _text(g, PANEL_X + 18, ry, terms.PIECE_LABELS[kind], size=10)
    return g


def box_counts(state: dict, i: int) -> tuple[int | None, ...]:
    """How many pieces of the i-th kind each box holds (None: the box takes none of them)."""
    kind = BOX_KINDS[i]
    if kind == terms.GANDHI:
        return (int(state["gandhi"] == terms.AVAILABLE), None, int(state["gandhi"] == terms.JAIL))
    return (state["available"].get(kind), state["out_of_play"].get(kind), state["jail"].get(kind))


def boxes_row(state: dict, i: int) -> ET.Element:
    kind = BOX_KINDS[i]
    ry = BOXES_Y + 38 + i * 19
    g = _el(None, "g", class_="boxes-row", data_kind=kind)
    for j, ((box, _), count) in enumerate(zip(BOX_COLUMNS, box_counts(state, i), strict=True)):
        if count is None:
            continue
        bg = _el(g, "g", class_="box", data_box=box, data_kind=kind, data_count=count)
        _text(bg, PANEL_X + 175 + j * 62, ry, str(count), size=11, text_anchor="middle",
              fill="#000000" if count else "#999999")
    return g


Part = tuple[str, Callable[[dict, dict], ET.Element], Callable[[dict, dict], Hashable]]


def _at(fn: Callable[[dict, int], Any], i: int) -> Callable[[dict, dict], Any]:
    """`fn` for the i-th row, as a part's draw or key function."""
    return lambda state, play: fn(state, i)


def _resource_value(state: dict, i: int) -> int:
    return state["resources"][RESOURCE_TRACKS[i][2]]


def _step_value(state: dict, i: int) -> int:
    return state[STEP_TRACKS[i][0]]


def _victory_value(state: dict, i: int) -> tuple:
    return tuple(state["victory"][terms.FACTIONS[i]].values())


def _none(state: dict, play: dict) -> None:
    return None


def _parts() -> tuple[Part, ...]:
    parts: list[Part] = [
        ("cards", cards_group, lambda s, p: (s["current_card"], s["next_card"], s["viceroy"], s["cards_left"],
                                             repr(p.get("result")))),
        ("tracks", lambda s, p: _title("Tracks", TRACKS_Y), _none)]
    parts += [("tracks", _at(resource_row, i), _at(_resource_value, i)) for i in range(len(RESOURCE_TRACKS))]
    parts += [("tracks", _at(step_row, i), _at(_step_value, i)) for i in range(len(STEP_TRACKS))]
    parts += [("tracks", _at(extra_row, i), _at(_extra_value, i)) for i in range(len(EXTRA_TRACKS))]
    parts.append(("victory", lambda s, p: _title("Victory (marker / threshold, margin)", VICTORY_Y), _none))
    parts += [("victory", _at(victory_row, i), _at(_victory_value, i)) for i in range(len(terms.FACTIONS))]
    parts.append(("boxes", lambda s, p: boxes_frame(), _none))
    parts += [("boxes", _at(boxes_row, i), _at(box_counts, i)) for i in range(len(BOX_KINDS))]
    parts.append(("sequence", sequence_group, lambda s, p: (repr(s["eligibility"]), repr(p.get("sequence")))))
    return tuple(parts)


# the side panel, part by part: (its section, draw(state, play) -> one element, key(state, play)
# -> what the part shows depends on); a caller drawing many states draws a part once per key
PANEL_PARTS = _parts()
PANEL_NAMES = ("cards", "tracks", "victory", "boxes", "sequence")


def panel_group(name: str, state: dict, play: dict) -> ET.Element:
    """One section of the side panel, its parts in one group."""
    g = _el(None, "g", class_="panel", data_panel=name)
    for section, draw, _ in PANEL_PARTS:
        if section == name:
            g.append(draw(state, play))
    return g


# ---------------------------------------------------------------------------- whole picture
def svg_root(width: int = WIDTH, height: int = HEIGHT) -> ET.Element:
    return _el(None, "svg", xmlns="http://www.w3.org/2000/svg", width=width, height=height,
               viewBox=f"0 0 {width} {height}", font_family=FONT)


def board_svg(state: dict, board: Map, title: str, play: dict | None = None) -> str:
    """The whole board picture as an SVG document (`play`: see `state_groups`)."""
    root = svg_root()
    _el(root, "title").text = title
    root.append(base_layer(board, title))
    layer = _el(root, "g", id="state")
    for group in state_groups(state, board, play=play):
        layer.append(group)
    return to_text(root) + "\n"  # UTF-8, no declaration needed


def to_text(element: ET.Element) -> str:
    """`element` as XML text: what `ET.tostring` writes for these plain, namespace-free
    elements, written directly (a page of a whole game writes thousands of groups)."""
    out: list[str] = []
    _write(element, out)
    return "".join(out)


_ATTR_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\n": "&#10;",
                               "\r": "&#13;", "\t": "&#09;"})
_NEEDS_ESCAPE = re.compile(r'[&<>"\n\r\t]')
_TEXT_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})


def _write(el: ET.Element, out: list[str]) -> None:
    if el.tag == RAW:  # text written before (`base_layer`)
        out.append(el.text or "")
        return
    out.append("<" + el.tag)
    for k, v in el.attrib.items():
        out.append(f' {k}="{v.translate(_ATTR_ESCAPES) if _NEEDS_ESCAPE.search(v) else v}"')
    if el.text or len(el):
        out.append(">")
        if el.text:
            out.append(el.text.translate(_TEXT_ESCAPES))
        for child in el:
            _write(child, out)
        out.append(f"</{el.tag}>")
    else:
        out.append(" />")
    if el.tail:
        out.append(el.tail.translate(_TEXT_ESCAPES))
