"""`gandhi view`: one self-contained HTML page (no network, no server) with the log on one side
and the board on the other; click a line or step with the arrow keys to see the board after it.

Design: the board is drawn by ONE renderer, `board_svg`, in Python. The page holds the static
layer once and every distinct group that renderer produced (one per space and per part of
the side panel, over all the states of the game) once, in a hidden SVG; each state is a list
of group numbers, and the page's script only clones the listed groups into the visible board.
The script draws nothing itself, so the browser shows exactly the SVG `gandhi board` writes.
A move changes a few spaces and panel rows, so a group is drawn only for an input not seen
before (`page_data`): the page stays small and quick to make. The state after each line, with
its Sequence of Play boxes and, at the end, the result (`play_view`), comes from one replay
pass (`timeline`). The page is `templates/view.html` (its markup, style and script) with a few
places filled here, every text written into them escaped (`escape`, `script_json`).
"""

from __future__ import annotations

import json
import os
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from functools import partial
from pathlib import Path

from ..io.textlines import lines as text_lines
from ..model import terms
from ..model.mapdata import Map
from ..rules.activity import Finding
from .board_svg import COLOUR, PANEL_PARTS, base_layer, positions, space_group, svg_root, to_text
from .timeline import Timeline

NP_PREFIX = "#@np"


def page_data(tl: Timeline, board: Map, known: dict[str, str] | None = None) -> tuple[list[str], list[list[int]]]:
    """The distinct SVG groups of every snapshot, and each snapshot as a list of group numbers.

    A space's group is drawn once for each distinct picture of that space (its `state_dict`
    entry), and a part of the side panel once for each distinct input it reads
    (`board_svg.PANEL_PARTS`: a track, a victory marker, a row of the boxes...): from one
    position to the next most spaces and rows do not change, so most groups are found, not
    drawn again; a space entry the timeline kept from the previous snapshot (the same dict,
    `timeline.Snapshots`) is not even looked up. `known`: groups drawn before, by the `repr` of
    their input (`view_html` keeps them in the cache directory): found there, a group is not
    drawn; `known` is left holding exactly the groups of this page."""
    table: dict[str, int] = {}
    drawn: dict[tuple, int] = {}  # a group's input -> its fragment number
    before = {} if known is None else known.copy()
    if known is not None:
        known.clear()

    def group(k: tuple, draw: Callable[[], ET.Element]) -> int:
        """The fragment number of the group drawn from input `k` (found, or drawn now)."""
        text = before.get(name := repr(k)) if known is not None else None
        if text is None:
            text = to_text(draw())
        if known is not None:
            known[name] = text
        drawn[k] = n = table.setdefault(text, len(table))
        return n

    pos = positions(board)  # once, not per snapshot
    plays = tl.plays or [{} for _ in tl.snapshots]
    parts = [(n, draw, key) for n, (_, draw, key) in enumerate(PANEL_PARTS)]
    rows: list[list[int]] = []
    last_spaces: list[dict] = []  # the previous snapshot's space entries
    last_ids: list[int] = []  # and their groups
    for snap, play in zip(tl.snapshots, plays, strict=True):
        spaces = snap["spaces"]
        if spaces is not last_spaces:  # else the timeline kept them all: no space changed
            ids = []
            for i, entry in enumerate(spaces):
                if i < len(last_spaces) and last_spaces[i] is entry:  # the timeline kept this one
                    ids.append(last_ids[i])
                    continue
                k = ("space", *entry.items())
                n = drawn.get(k)
                ids.append(group(k, partial(space_group, entry, board, pos[entry["id"]])) if n is None else n)
            last_spaces, last_ids = spaces, ids
        ids = last_ids.copy()
        for i, draw, key in parts:
            k = (i, key(snap, play))
            n = drawn.get(k)
            ids.append(group(k, partial(draw, snap, play)) if n is None else n)
        rows.append(ids)
    return list(table), rows


NO_CHART_PATH = ("no chart path in the log (`gandhi play --explain` writes it into the log; "
                 "`gandhi next --explain` prints it for the next move)")
NP_LINE = re.compile(r"^#@np\s+(\S+)(?:\s+arjuna\s+([A-Z,]+))?(?:\s+rolls\s+(.*))?")


def np_fold(number: int, line: str, explain: list[tuple[int, str]]) -> dict:
    """One `#@np` line as its fold: a summary naming the Non-Player, the Arjuna cards it read and
    its dice (8.3), and the chart path that led to its move, the comment lines `gandhi play
    --explain` writes just before it (`explain`, empty when the log has none)."""
    m = NP_LINE.match(line.strip())
    if m:
        summary = f"Non-Player {m.group(1)}"
        if m.group(2):
            summary += ": Arjuna " + ", ".join(m.group(2).split(","))
        if m.group(3):
            summary += f"{',' if m.group(2) else ':'} dice {m.group(3).strip()}"
    else:
        summary = "Non-Player"
    summary += f" · chart path, {len(explain)} line(s)" if explain else f" · {NO_CHART_PATH}"
    return {"line": number, "text": line, "summary": summary, "explain": explain}


def log_rows(text: str, tl: Timeline) -> list[dict]:
    """One row per log line, with the snapshot it shows and its findings; each `#@np` line is a
    fold (`np_fold`) under the move that follows it, holding the explanation comments written
    just before it."""
    findings: dict[int, list] = {}
    for f in tl.findings:
        findings.setdefault(f.line or 0, []).append(f)
    statement_starts = set(tl.statement_lines)
    card_starts = set(tl.card_lines)
    rows: list[dict] = []
    pending: list[dict] = []

    def np_row(fold: dict) -> dict:
        return {"line": fold["line"], "text": fold["text"], "kind": "np", "state": tl.index_at(fold["line"]),
                "card": False, "np": [fold], "findings": []}

    for number, line in enumerate(text_lines(text), 1):
        if line.lstrip().startswith(NP_PREFIX):
            explain: list[tuple[int, str]] = []
            while rows and rows[-1]["kind"] == "comment" and rows[-1]["line"] == number - 1 - len(explain):
                row = rows.pop()
                explain.insert(0, (row["line"], row["text"]))
            pending.append(np_fold(number, line, explain))
            continue
        kind = ("move" if number in statement_starts else "header" if line.lstrip().startswith("[")
                else "comment" if line.lstrip().startswith("#") else "blank" if not line.strip() else "text")
        if pending and kind != "move":  # `#@np` lines before a non-move line: shown where they stand
            rows += [np_row(fold) for fold in pending]
            pending = []
        rows.append({"line": number, "text": line, "kind": kind, "state": tl.index_at(number),
                     "card": number in card_starts, "np": pending if kind == "move" else [],
                     "findings": [{"rule": f.rule, "message": f.message, "recovery": f.recovery, "note": f.note}
                                  for f in sorted(findings.get(number, []), key=lambda f: f.column or 0)]})
        if kind == "move":
            pending = []
    rows += [np_row(fold) for fold in pending]
    return rows


def margins_chart(tl: Timeline, width: int = 640, height: int = 170) -> str:
    """The four victory margins (7.2) after each statement: one polyline a faction, a cursor
    the page moves to the line shown."""
    left, right, top, bottom = 34, 70, 10, 20
    n = max(len(tl.snapshots) - 1, 1)
    margins = {f: [s["victory"][f]["margin"] for s in tl.snapshots] for f in terms.FACTIONS}
    lo = min(min(v) for v in margins.values() if v)
    hi = max(max(v) for v in margins.values() if v)
    lo, hi = min(lo, 0) - 1, max(hi, 0) + 1

    def x(i: int) -> float:
        return left + (width - left - right) * i / n

    def y(v: float) -> float:
        return top + (height - top - bottom) * (hi - v) / (hi - lo)

    root = svg_root(width, height)
    root.set("id", "chart")
    ET.SubElement(root, "rect", x="0", y="0", width=str(width), height=str(height), fill="#ffffff")
    ET.SubElement(root, "line", x1=str(left), x2=str(width - right), y1=f"{y(0):.1f}", y2=f"{y(0):.1f}",
                  stroke="#000000", attrib={"stroke-width": "1"})
    for v in (lo + 1, hi - 1):
        t = ET.SubElement(root, "text", x=str(left - 4), y=f"{y(v) + 4:.1f}", attrib={"text-anchor": "end",
                                                                                     "font-size": "10"})
        t.text = f"{v:+d}"
    dashes = {terms.RAJ: None, terms.INC: "6 3", terms.ML: "2 2", terms.REV: "8 3 2 3"}
    label_y: dict[str, float] = {}
    for f in sorted(margins, key=lambda f: (y(margins[f][-1]), terms.FACTIONS.index(f))):
        want = y(margins[f][-1]) + 4
        label_y[f] = max(want, max(label_y.values(), default=-99.0) + 12)  # labels never overlap
    for f, values in margins.items():
        pts = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(values))
        attrs = {"fill": "none", "stroke": COLOUR[f], "stroke-width": "2", "data-faction": f}
        dash = dashes[f]
        if dash:
            attrs["stroke-dasharray"] = dash
        ET.SubElement(root, "polyline", points=pts, attrib=attrs)
        label = ET.SubElement(root, "text", x=str(width - right + 4), y=f"{label_y[f]:.1f}",
                              attrib={"font-size": "11", "fill": COLOUR[f], "font-weight": "bold"})
        label.text = f"{f} {values[-1]:+d}"
    ET.SubElement(root, "line", id="chart-cursor", x1=str(left), x2=str(left), y1=str(top),
                  y2=str(height - bottom), stroke="#444444", attrib={"stroke-width": "1.50",
                                                                     "data-x0": str(left),
                                                                     "data-step": f"{(width - left - right) / n:.4f}"})
    caption = ET.SubElement(root, "text", x=str(left), y=str(height - 4), attrib={"font-size": "10"})
    caption.text = "victory margins (7.2) after each statement"
    return to_text(root)


def escape(value: object) -> str:
    """`value` as HTML text: `&`, `<`, `>`, `"` and `'` escaped (what MarkupSafe writes), so no
    text of the log, a finding or a file name can open an element or leave an attribute."""
    return (str(value).replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;")
            .replace("'", "&#39;").replace('"', "&#34;"))


def script_json(data: object) -> str:
    """`data` as JSON to sit in a `<script>` element: keys sorted, and `<`, `>`, `&`, `'` written
    as \\u escapes, so no string in it can close the element."""
    return (json.dumps(data, sort_keys=True).replace("<", "\\u003c").replace(">", "\\u003e")
            .replace("&", "\\u0026").replace("'", "\\u0027"))


def _finding(f: dict, at_line: bool) -> str:
    """One finding (a `log_rows` finding): `rule R: message`, or `note: message`; at its line,
    with its rule as data and the replay's recovery after a violation."""
    head = f'<div class="finding{" note" if f["note"] else ""}"'
    head += f' data-rule="{escape(f["rule"])}">' if at_line else ">"
    said = "note" if f["note"] else f"rule {escape(f['rule'])}"
    tail = f" [{escape(f['recovery'])}]" if at_line and f["recovery"] and not f["note"] else ""
    return f"{head}{said}: {escape(f['message'])}{tail}</div>"


def log_html(rows: list[dict], unplaced: list[Finding]) -> str:
    """The log column: the findings no line holds, then each line (`log_rows`) with its
    Non-Player folds and its findings."""
    out = [f"\n  {_finding({'rule': f.rule, 'message': f.message, 'note': f.note}, False)}" for f in unplaced]
    for row in rows:
        line = row["line"]
        out.append(f'\n  <div class="row {escape(row["kind"])}{" card" if row["card"] else ""}" data-line="{line}" '
                   f'data-state="{row["state"]}" id="line-{line}">\n    <span class="num">{line}</span>'
                   f'<span class="text">{escape(row["text"])}</span>')
        for fold in row["np"]:
            out.append(f'\n    <details class="np" data-np-line="{fold["line"]}"><summary>{escape(fold["summary"])}'
                       "</summary>")
            out += [f'<div class="npexplain" data-line="{n}">{n}: {escape(t)}</div>' for n, t in fold["explain"]]
            out.append(f'\n      <div class="npline" data-line="{fold["line"]}">{fold["line"]}: {escape(fold["text"])}'
                       "</div></details>")
        out += [f"\n    {_finding(f, True)}" for f in row["findings"]]
        out.append("\n  </div>")
    return "".join(out)


def drawn_before(log_path: str, board: Map) -> tuple[dict[str, str], Callable[[dict[str, str]], None]]:
    """The board's groups drawn for this log's page the last time (`page_data`'s `known`), from
    the cache directory (`io.cachedir`: an entry a log, checksummed; kept under the map file's
    hash, the positions and the text of the modules that draw and read them, so a change to any
    of those draws every group afresh), and the function keeping this page's groups there in
    turn (nothing written when they are the ones found). A log given on standard input, or a
    map not read from a file, keeps none."""
    from ..io.cachedir import get_chunks, put_chunks

    digest = getattr(board, "digest", None)
    if digest is None or not os.path.isfile(log_path):
        return {}, lambda groups: None
    key = json.dumps(["view.page_data", digest, _drawing_digest(), sorted(positions(board).items())])
    name = os.path.abspath(log_path) + "#view"
    found = {k: v for k, v in get_chunks(name, key).items() if isinstance(v, str)}

    def keep(groups: dict[str, str]) -> None:
        if groups != found:
            put_chunks(name, key, groups)

    return dict(found), keep


def _drawing_digest() -> str:
    """A hash of what the groups are drawn by and from, besides the map: the text of this module
    (`page_data`), of the renderer (`board_svg`) and of the names it writes (`model.terms`), and
    the cards' labels (`model.cards`, read from the card data)."""
    import hashlib

    from ..model import cards
    from . import board_svg

    h = hashlib.sha256()
    for module in (__file__, board_svg.__file__, terms.__file__):
        try:
            h.update(Path(module).read_bytes())
        except OSError:
            h.update(b"unknown")
    h.update(repr([cards.card_label(n) for n in sorted(cards.all_cards())]).encode("utf-8", "surrogatepass"))
    return h.hexdigest()[:24]


TEMPLATE_SLOT = re.compile(r"\{\{ (\w+) \}\}")


def view_html(log_path: str, text: str, tl: Timeline, board: Map) -> str:
    """The whole page: `templates/view.html` (the page's markup, style and script) with its
    `{{ slot }}` places filled, each with text escaped here or markup drawn here."""
    from ..io.resources import PACKAGE_DIR

    known, keep = drawn_before(log_path, board)
    fragments, states = page_data(tl, board, known)
    keep(known)
    name = Path(log_path).name
    base = svg_root()
    base.set("id", "board")
    base.append(base_layer(board, f"Gandhi · {tl.result.state.scenario} · {name}"))
    ET.SubElement(base, "g", id="state")
    violations = [f for f in tl.findings if not f.note]
    unplaced = [f for f in tl.findings if not f.line]
    slots = {
        "scenario": escape(tl.result.state.scenario), "name": escape(name), "violations": str(len(violations)),
        "notes": str(len(tl.findings) - len(violations)), "log": log_html(log_rows(text, tl), unplaced),
        "board_svg": to_text(base), "chart_svg": margins_chart(tl),
        "fragments": "".join(f'<g data-frag="{n}">{frag}</g>' for n, frag in enumerate(fragments)),
        "data": script_json({"states": states, "statementLines": tl.statement_lines}),
    }
    page = (PACKAGE_DIR / "render" / "templates" / "view.html").read_text(encoding="utf-8")
    return TEMPLATE_SLOT.sub(lambda m: slots[m.group(1)], page)
