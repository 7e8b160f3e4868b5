"""Random and mutated logs through the whole validator (parse, names, replay): never a
traceback; unusable input is one located GandhiError, every finding carries a line."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from gandhi_cli.core.replay import replay
from gandhi_cli.io.errors import GandhiError, InputError
from gandhi_cli.model.mapdata import load_map
from gandhi_cli.notation.parse import parse, resolve_spaces

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
INLINE = """[Scenario main]
[Gandhi UP]
card 1 [RAJ INC ML REV]
RAJ sweep: move 1T Delhi>UP; select Bihar + govern: remove 1G UP
INC rally limited: place 1 INC Bihar
card 2 [ML REV RAJ INC]
ML rally: place 1 ML Punjab + infiltrate: replace protest UP with 1 ML
REV march limited: move 1G Punjab>Sind
card 3 [INC REV RAJ ML]
INC cd: select UP + satyagraha: move gandhi UP>Bihar; place 1 INC Bihar
REV unrest: select Bihar + assassinate: remove 1 INC Bihar
RAJ crisis: roll 2; place 1T Delhi from out-of-play
INC protests: add protest Bihar
campaign 75
"""
SOURCES = [INLINE] + [p.read_text(encoding="utf-8") for p in sorted(EXAMPLES.glob("*.log"))]
TOKENS = ["card 2", "campaign 74", "RAJ", "INC", "ML", "REV", "pass", "event shaded", "sweep", "assault",
          "rally", "march", "attack", "unrest", "govern", "infiltrate", "assassinate", "persuade", "cd",
          "nc", "limited", "+", ":", ";", ">", "move", "place", "remove", "arrest", "release", "select",
          "roll 7", "roll 0", "2T", "99S", "1 hidden", "gandhi", "UP", "Bihar", "RW-A", "Dehli",
          "protest", "from out-of-play", "to jail", "with 1G", "[Seed 3]", "[Deck 1 2]", "\n", "\x00", "é"]
FUZZ = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def validate(text: str) -> None:
    log = parse(text, "fuzz.log")
    errors = list(log.errors) + resolve_spaces(log, load_map())
    for err in errors:
        assert isinstance(err, InputError) and err.location.line is not None
    if errors:
        return
    try:
        result = replay(log)
    except GandhiError as exc:
        assert exc.message and "\n" not in exc.message
        return
    for f in result.findings:
        assert f.line is not None or f.note, f


@FUZZ
@given(st.data())
def test_mutated_logs_never_crash(data):
    lines = data.draw(st.sampled_from(SOURCES)).splitlines(keepends=True)
    for _ in range(data.draw(st.integers(1, 5))):
        i = data.draw(st.integers(0, len(lines) - 1))
        op = data.draw(st.sampled_from(["drop", "dup", "swap", "token", "truncate"]))
        if op == "drop" and len(lines) > 1:
            del lines[i]
        elif op == "dup":
            lines.insert(i, lines[i])
        elif op == "swap":
            j = data.draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == "token":
            words = lines[i].split(" ")
            k = data.draw(st.integers(0, len(words) - 1))
            words[k] = data.draw(st.sampled_from(TOKENS))
            lines[i] = " ".join(words)
        else:
            lines = lines[: i + 1]
            lines[-1] = lines[-1][: len(lines[-1]) // 2]
    validate("".join(lines))


@FUZZ
@given(st.lists(st.sampled_from(TOKENS), max_size=40))
def test_random_token_soup_never_crashes(tokens):
    validate("[Scenario short]\n" + " ".join(tokens))


@FUZZ
@given(st.text(max_size=300))
def test_random_text_never_crashes(text):
    validate(text)
