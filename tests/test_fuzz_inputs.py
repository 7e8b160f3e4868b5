"""Random and mutated scenario and map files: always a clear GandhiError, never a traceback."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from gandhi_cli.io.errors import GandhiError
from gandhi_cli.io.resources import scenarios_dir
from gandhi_cli.model.mapdata import check_map_file, default_map_path, load_map
from gandhi_cli.model.scenario import setup

SHORT = (scenarios_dir() / "short.yaml").read_text(encoding="utf-8").splitlines(keepends=True)
MAP = default_map_path().read_text(encoding="utf-8").splitlines(keepends=True)
FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def mutate(lines: list[str], data) -> str:
    lines = list(lines)
    for _ in range(data.draw(st.integers(1, 4))):
        i = data.draw(st.integers(0, len(lines) - 1))
        op = data.draw(st.sampled_from(["drop", "dup", "swap", "char", "truncate", "indent"]))
        if op == "drop":
            del lines[i]
        elif op == "dup":
            lines.insert(i, lines[i])
        elif op == "swap":
            j = data.draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == "char":
            pos = data.draw(st.integers(0, max(0, len(lines[i]) - 1)))
            ch = data.draw(st.sampled_from(list(":-[]{}&*!|>'\"#%@`0123456789 \t\x00é")))
            lines[i] = lines[i][:pos] + ch + lines[i][pos + 1:]
        elif op == "truncate":
            lines = lines[: i + 1]
            lines[-1] = lines[-1][: len(lines[-1]) // 2]
        else:
            lines[i] = "  " + lines[i]
        if not lines:
            lines = ["\n"]
    return "".join(lines)


def write(text: str | bytes) -> Path:
    handle = tempfile.NamedTemporaryFile("wb", suffix=".yaml", delete=False)
    handle.write(text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text)
    handle.close()
    return Path(handle.name)


def outcome_is_clean(fn, path: Path) -> None:
    try:
        fn()
    except GandhiError as exc:
        assert str(exc).strip() and "\n" not in exc.message
    # any other exception propagates and fails the test
    finally:
        path.unlink(missing_ok=True)


@FUZZ
@given(st.data())
def test_mutated_scenarios_never_crash(data):
    path = write(mutate(SHORT, data))
    outcome_is_clean(lambda: setup(str(path), seed=1), path)


@FUZZ
@given(st.binary(max_size=300))
def test_random_bytes_as_a_scenario_never_crash(raw):
    path = write(raw)
    outcome_is_clean(lambda: setup(str(path), seed=1), path)


@FUZZ
@given(st.data())
def test_mutated_maps_never_crash(data):
    path = write(mutate(MAP, data))
    outcome_is_clean(lambda: (check_map_file(path), load_map(path)), path)
