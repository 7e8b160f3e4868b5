"""Mutated logs handed to the bots (`gandhi next`'s engine): whatever a human log did wrong, the
Non-Players either find it unusable (one located GandhiError) or make a move — one the replay
accepts when the log itself is clean — never a traceback (8.0; the referee's move is legal on the board as written)."""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from gandhi_cli.io.errors import GandhiError
from gandhi_cli.np.driver import Autoplay

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SOURCES = [(EXAMPLES / name).read_text(encoding="utf-8") for name in ("short-game.log", "events.log",
                                                                      "all-operations.log")]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_bots_on_mutated_human_logs_never_crash(data):
    text = data.draw(st.sampled_from(SOURCES))
    players = data.draw(st.sampled_from(["", "INC", "RAJ ML", "REV"]))
    text = re.sub(r"^\[Players[^\]]*\]", f"[Players {players}]", text, flags=re.M)
    if "[Players" not in text:
        text = text.replace("[Scenario", f"[Players {players}]\n[Scenario", 1)
    lines = text.splitlines()
    cut = data.draw(st.integers(5, len(lines)))
    lines = lines[:cut]
    for _ in range(data.draw(st.integers(0, 3))):
        i = data.draw(st.integers(0, len(lines) - 1))
        op = data.draw(st.sampled_from(["drop", "dup", "swap"]))
        if op == "drop" and len(lines) > 1:
            del lines[i]
        elif op == "dup":
            lines.insert(i, lines[i])
        else:
            j = data.draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
    try:
        g = Autoplay("\n".join(lines) + "\n", "fuzz.log", seed=data.draw(st.integers(0, 50)))
    except GandhiError as exc:
        assert exc.location is not None or exc.message
        return
    for _due, _move, bad in g.until_player(stop_after_np=True):
        if g.baseline == 0:  # on a log with violations the board may break invariants already
            assert bad == []
