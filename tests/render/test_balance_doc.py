"""Issue #25, done when "docs/balance.md: a table of at least 1,000 games per scenario produced by
the tool": the bundled results files hold 1,000 sound games a scenario (seeds 0-999, every game
played to its end, 0 findings on re-validation), and the table's counts are those files' counts,
tallied here with plain Python (not by the report under test)."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
FACTIONS = ("RAJ", "INC", "ML", "REV")


def _games(scenario: str) -> list[dict]:
    path = REPO / "examples" / f"balance-{scenario}.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.mark.parametrize("scenario", ["short", "main"])
def test_the_bundled_study_is_1000_sound_games(scenario):
    games = _games(scenario)
    assert sorted(g["seed"] for g in games) == list(range(1000))
    assert {g["scenario"] for g in games} == {scenario}
    assert {tuple(g["np"]) for g in games} == {FACTIONS} and all(g["readings"] == {} for g in games)
    assert all(g["findings"] == 0 and g["winner"] in FACTIONS for g in games)
    assert all(g["ended"] in ("victory check", "final ranking") for g in games)


@pytest.mark.parametrize("scenario, row", [("short", "Short (1930)"), ("main", "Main (1917)")])
def test_the_table_gives_the_files_win_counts(scenario, row):
    wins = Counter(g["winner"] for g in _games(scenario))
    doc = (REPO / "docs" / "balance.md").read_text(encoding="utf-8")
    line = next(x for x in doc.splitlines() if x.startswith(f"| {row} |"))
    cells = [c.strip() for c in line.strip("|").split("|")]
    assert cells[1] == "1,000"
    for faction, cell in zip(FACTIONS, cells[2:], strict=True):
        count, percent = re.match(r"(\d+) · ([\d.]+)%", cell).groups()
        assert int(count) == wins[faction] and float(percent) == round(100 * wins[faction] / 1000, 1)


@pytest.mark.parametrize("scenario, name", [("short", "Short"), ("main", "Main")])
def test_the_length_row_is_the_files_mean_and_median(scenario, name):
    cards = sorted(g["cards"] for g in _games(scenario))
    doc = (REPO / "docs" / "balance.md").read_text(encoding="utf-8")
    line = next(x for x in doc.splitlines() if x.startswith(f"| {name} | ") and x.count("|") == 6)
    mean, median = (c.strip() for c in line.strip("|").split("|")[1:3])
    assert float(mean) == round(sum(cards) / len(cards), 1)
    assert float(median) == (cards[499] + cards[500]) / 2
