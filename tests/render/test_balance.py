"""`gandhi simulate --report` (issue #25): the Wilson 95% interval against values worked by hand
from its formula, and the game-length figures."""

from __future__ import annotations

import math

import pytest

from gandhi_cli.render.balance import lengths, wilson

Z = 1.959964  # the two-sided 95% normal quantile, as printed in tables


def by_hand(k: int, n: int) -> tuple[float, float]:
    """Wilson (1927): (p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n), written out here."""
    p = k / n
    centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / (1 + Z * Z / n)
    return centre - half, centre + half


@pytest.mark.parametrize("k, n, low, high", [
    (5, 10, 0.2366, 0.7634),  # issue #25's example
    (0, 10, 0.0, 0.2775),  # the published upper bound for 0 of 10
    (10, 10, 0.7225, 1.0),
    (1, 4, 0.0456, 0.6994),
])
def test_wilson_interval_issue_25_known_values(k, n, low, high):
    got = wilson(k, n)
    assert got == pytest.approx((low, high), abs=5e-5)
    assert got == pytest.approx(by_hand(k, n), abs=1e-6)


def test_wilson_of_no_games_says_nothing():
    assert wilson(0, 0) == (0.0, 1.0)


def test_lengths_mean_median_p10_p90_issue_25():
    # ten games of 20, 22, …, 38 cards: p10 lies 0.9 of the way from 20 to 22, p90 0.1 from 36 to 38
    got = lengths([38, 20, 22, 24, 26, 28, 30, 32, 34, 36])
    assert got == pytest.approx({"mean": 29.0, "median": 29.0, "p10": 21.8, "p90": 36.2})
