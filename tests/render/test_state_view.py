"""`gandhi state` in 80 columns (the spaces that hold something, then cards, tracks, victory
markers and boxes) and `--wide` for the full table; checked against `state --json`."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((REPO / "examples").glob("*.log"))
LEVEL_CODES = {"Active Support": "AS", "Passive Support": "PS", "Neutral": "N", "Passive Opposition": "PO",
               "Active Opposition": "AO"}


def run(*args):
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert "Traceback" not in result.output
    assert result.exit_code == 0, result.output
    return result.output


def expected_cells(s: dict) -> list[str]:
    """The cells the 80-column row of a space must show, built from the JSON picture."""
    act = "a" if s["activists_active"] else "i"
    raj = " ".join(p for p in (f"{s['troops']}T" if s["troops"] else "", f"{s['sepoys']}S" if s["sepoys"] else "") if p)
    inc = " ".join(p for p in ("G" if s["gandhi"] else "", f"{s['inc_activists']}{act}" if s["inc_activists"] else "")
                   if p)
    ml = " ".join(p for p in (f"{s['ml_activists']}{act}" if s["ml_activists"] else "",
                              f"{s['ml_bases']}B" if s["ml_bases"] else "") if p)
    rev = " ".join(p for p in (f"{s['guerrillas_hidden']}h" if s["guerrillas_hidden"] else "",
                               f"{s['guerrillas_active']}a" if s["guerrillas_active"] else "",
                               f"{s['rev_bases']}B" if s["rev_bases"] else "") if p)
    return [c for c in (LEVEL_CODES.get(s["level"] or "", ""), "R" if s["raj_control"] else "", raj, inc, ml, rev) if c]


@pytest.mark.parametrize("log", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_state_fits_80_columns_and_lists_each_space_that_holds_something(log):
    """1.3-1.4: every space with pieces or markers on one row with its level, Raj Control and
    pieces as `state --json` has them; the others named on the 'Nothing in' line; 1.8 tracks and
    7.2 victory markers below. No line is wider than 80 columns."""
    for point in ((), ("--card", 2), ("--at", 40)):
        text = run("state", log, *point)
        data = json.loads(run("state", log, *point, "--json"))
        assert max(len(line) for line in text.splitlines()) <= 80, log
        table = [line for line in text.splitlines()]
        for s in data["spaces"]:
            holds = any(s[k] for k in ("troops", "sepoys", "inc_activists", "ml_activists", "ml_bases",
                                       "guerrillas_hidden", "guerrillas_active", "rev_bases", "gandhi",
                                       "protest", "unrest", "strike", "muslim_state"))
            name = s["name"] if s["type"] != "railway" else None
            rows = [line for line in table if name and re.split(r"\s{2,}", line)[0] == name]
            if holds and name:
                assert len(rows) == 1, (log, point, name)
                cells = rows[0][len(name):].split()
                joined = " ".join(cells)
                for cell in expected_cells(s):
                    assert cell in joined, (name, cell, rows[0])
            elif name:
                assert rows == [] and f"{name} {LEVEL_CODES[s['level']]}" in " ".join(text.split()), name
        flat = " ".join(text.split())
        assert f"Restraint {data['restraint']}; Unity {data['unity']}" in flat
        assert f"Resources Raj {data['resources']['RAJ']}, Revolutionaries {data['resources']['REV']}" in flat
        for faction, name in (("RAJ", "British Raj"), ("INC", "Indian National Congress"), ("ML", "Muslim League"),
                              ("REV", "Revolutionaries")):
            v = data["victory"][faction]
            assert f"{name} {v['marker']} > {v['threshold']} {v['margin']:+d}" in flat


def test_state_wide_is_the_full_table():
    text = run("state", REPO / "examples" / "short-game.log", "--wide")
    assert "Revolutionaries" in text and "Eastern Bengal Railway" in text and "Assam" in text
    assert max(len(line) for line in text.splitlines()) > 80
    assert "Nothing in:" not in text
